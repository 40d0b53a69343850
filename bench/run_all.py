#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Runs the benchmarks of the four languages against their incumbents and
writes docs/benchmarks.md with its plots. Started by bench/run-all, which
installs what it needs and creates the virtual environment this runs in.

Each language's own benchmark program does the measuring, every contender
side by side in the same run:

  C       bench/keccakx_vs_openssl.c   OpenSSL's libcrypto (EVP one-shot)
          bench/multi.c                one kx_ctx per SHAKE stream (ML-KEM, ML-DSA matrices)
  Python  bench/python/bench_keccakx.py hashlib, pycryptodome, safe-pysha3, eth-hash
  Go      bindings/go/bench             go-ethereum's crypto, golang.org/x/crypto/sha3, CIRCL's k12
                                        (with cgo, and without: CGO_ENABLED=0)
  Rust    bindings/rust/bench           the sha3 crate, tiny-keccak, keccak-asm, k12

and this script only runs them, reads their machine-readable output and
reports each contender's median with its spread: half the interquartile
range of the repeated samples, as a percentage of the median.
"""
import argparse
import csv
import json
import os
import pathlib
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

import report_markdown
import report_plots

ROOT = pathlib.Path(__file__).resolve().parent.parent


@dataclass
class Settings:
    """How long each language measures: --quick only checks the pipeline."""
    c_args: list
    python_rounds: int
    python_sample_seconds: float
    go_runs: int
    go_benchtime: str
    rust_runs: int
    rust_args: list


FULL = Settings(c_args=["--rounds", "301"], python_rounds=61, python_sample_seconds=0.01,
                go_runs=20, go_benchtime="100ms", rust_runs=5,
                rust_args=["--warm-up-time", "0.3", "--measurement-time", "0.8", "--sample-size", "30"])
QUICK = Settings(c_args=["--quick"], python_rounds=3, python_sample_seconds=0.002,
                 go_runs=1, go_benchtime="5ms", rust_runs=1,
                 rust_args=["--warm-up-time", "0.02", "--measurement-time", "0.05", "--sample-size", "10"])


@dataclass
class Measure:
    """One contender at one size: the median time per call and its quartiles, in seconds.

    paired: the samples, when sample i of every contender of a case comes from the
    same round (Python) or run (Go), so that ratios can be taken round by round."""
    median: float
    q1: float
    q3: float
    paired: tuple = ()

    @classmethod
    def of(cls, samples: list, paired: bool) -> "Measure":
        if len(samples) < 2:
            return cls(samples[0], samples[0], samples[0])
        q1, median, q3 = statistics.quantiles(samples, n=4, method="inclusive")
        return cls(median, q1, q3, tuple(samples) if paired else ())

    def speedup_over(self, incumbent: "Measure") -> float:
        """incumbent's time / this time: the median of the round-by-round ratios where the
        samples are paired (a neighbour's burst then slows both sides of a ratio alike),
        else the ratio of the medians."""
        if self.paired and len(self.paired) == len(incumbent.paired):
            return statistics.median(theirs / ours for theirs, ours in zip(incumbent.paired, self.paired))
        return incumbent.median / self.median

    @property
    def spread(self) -> float:
        """Half the interquartile range, relative to the median."""
        return (self.q3 - self.q1) / 2 / self.median


class Progress:
    """One line per step on stderr, with the time since the start."""

    def __init__(self):
        self.start = time.monotonic()

    def say(self, message: str) -> None:
        print(f"[{time.monotonic() - self.start:6.1f}s] {message}", file=sys.stderr, flush=True)


def stream(command, progress: Progress, show=lambda line: line, cwd=ROOT, env=None) -> str:
    """Runs command, shows the lines `show` keeps (as it returns them), returns stdout."""
    progress.say("$ " + " ".join(shlex.quote(str(part)) for part in command))
    process = subprocess.Popen([str(part) for part in command], cwd=cwd, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    lines = []
    for line in process.stdout:
        lines.append(line)
        shown = show(line.rstrip("\n"))
        if shown:
            print("    " + shown, file=sys.stderr, flush=True)
    if process.wait() != 0:
        sys.stderr.write("".join(lines[-40:]))
        sys.exit(f"run-all: {command[0]} failed with status {process.returncode}")
    return "".join(lines)


def output_of(command, cwd=ROOT, env=None) -> str:
    return subprocess.run(command, cwd=cwd, env=env, check=True, text=True, capture_output=True).stdout.strip()


# ---- C: keccakx-vs-openssl --csv ----

def run_c(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    build = work / "c-build"
    stream(["cmake", "-S", ROOT, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
            "-DKECCAKX_TESTS=OFF", "-DKECCAKX_BENCH=ON"], progress, show=lambda line: None)
    stream(["cmake", "--build", build, "-j", "2"], progress, show=lambda line: None)
    table = work / "c.csv"
    text = stream([build / "keccakx-vs-openssl", "--csv", table, *settings.c_args], progress)
    multi_table = work / "c-multi.csv"
    stream([build / "keccakx-multi", "--csv", multi_table, *settings.c_args], progress)
    measures = {}
    for path in (table, multi_table):
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                q1, median, q3 = (float(row[k]) * 1e-9 for k in ("ns_q1", "ns_per_call", "ns_q3"))
                measures[(row["section"], row["what"], row["contender"], int(row["size"]))] = Measure(median, q1, q3)
    return {
        "measures": measures,
        "openssl": re.search(r" vs (OpenSSL [^ ]+)", text).group(1),
        "automatic": re.search(r"^automatic choice: (.*)$", text, re.M).group(1),
        "compiler": output_of([compiler_of(build), "--version"]).splitlines()[0],
        "widths": native_widths(build / "keccakx"),
    }


def compiler_of(build: pathlib.Path) -> str:
    cache = (build / "CMakeCache.txt").read_text()
    return re.search(r"^CMAKE_C_COMPILER:\w+=(.*)$", cache, re.M).group(1)


def native_widths(cli: pathlib.Path) -> dict:
    """{backend: [native widths]} from `keccakx backends`, for backends this CPU runs."""
    widths = {}
    for line in output_of([cli, "backends"]).splitlines()[1:]:
        name, rest = line.split(None, 1)
        numbers = re.match(r"((?:\d )*\d)\s+(\S+)", rest)
        if numbers and numbers.group(2) == "yes":
            widths[name] = [int(w) for w in numbers.group(1).split()]
    return widths


# ---- Python: bench_keccakx.py --json ----

def run_python(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    result = work / "python.json"
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    stream([sys.executable, ROOT / "bench/python/bench_keccakx.py", "--rounds", settings.python_rounds,
            "--sample-seconds", settings.python_sample_seconds, "--json", result], progress, cwd=work, env=env)
    data = json.loads(result.read_text())
    measures = {}
    for case in data["cases"]:
        for name, seconds in case["seconds"].items():
            measures[(case["title"], name.strip())] = Measure.of([s / case["per_call"] for s in seconds], paired=True)
    return {"measures": measures, "versions": data["versions"], "backends": data["backends"], "rounds": data["rounds"],
            "sample_seconds": settings.python_sample_seconds}


# ---- Go: the test binary of bindings/go/bench, run several times ----

GO_LINE = re.compile(r"^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op")

# bindings/go/bench is a module of its own, outside the repository's go.work.
GO_BENCH_ENV = dict(os.environ, GOWORK="off")


# The build without cgo (keccakx's own Go core, with its amd64 assembly) runs
# the benchmarks it is compared on, its names prefixed with NO_CGO.
NO_CGO = "NoCgo"
NO_CGO_BENCHMARKS = "^Benchmark(Keccak256|Keccak256Many|KT128)$"


def run_go(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    bench_dir = ROOT / "bindings/go/bench"
    binaries = [(work / "go-bench.test", GO_BENCH_ENV, ".", ""),
                (work / "go-bench-nocgo.test", dict(GO_BENCH_ENV, CGO_ENABLED="0"), NO_CGO_BENCHMARKS, NO_CGO)]
    for binary, env, _, _ in binaries:
        stream(["go", "test", "-c", "-o", binary, "."], progress, cwd=bench_dir, env=env)
    samples = {}
    for run in range(settings.go_runs):
        count = 0
        for binary, _, pattern, prefix in binaries:  # the builds alternate run by run
            text = stream([binary, "-test.run", "^$", "-test.bench", pattern, "-test.benchtime", settings.go_benchtime],
                          progress, show=lambda line: None, cwd=bench_dir)
            for match in map(GO_LINE.match, text.splitlines()):
                if match:
                    samples.setdefault(prefix + match.group(1), []).append(float(match.group(2)) * 1e-9)
                    count += 1
        progress.say(f"Go run {run + 1}/{settings.go_runs}: {count} benchmarks")
    measures = {name: Measure.of(values, paired=True) for name, values in samples.items()}
    return {"measures": measures, "go": output_of(["go", "version"]), "modules": go_modules(bench_dir)}


def go_modules(bench_dir: pathlib.Path) -> dict:
    wanted = ("github.com/ethereum/go-ethereum", "golang.org/x/crypto", "github.com/cloudflare/circl")
    versions = {}
    for line in output_of(["go", "list", "-m", *wanted], cwd=bench_dir, env=GO_BENCH_ENV).splitlines():
        path, version = line.split()
        versions[path] = version
    return versions


# ---- Rust: criterion, several runs, each a baseline of its own ----

def run_rust(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    home = work / "criterion"
    subprocess.run(["rm", "-rf", home], check=True)
    env = dict(os.environ, CRITERION_HOME=str(home))
    state = {"name": ""}

    def show(line: str):
        if re.match(r"^\S+/\S+", line):
            state["name"] = line.split("time:")[0].strip()
        time_match = re.search(r"time:\s+\[\S+ \S+ (\S+ \S+)", line)
        return f"{state['name']}: {time_match.group(1)}" if time_match else None

    for run in range(settings.rust_runs):
        progress.say(f"Rust run {run + 1}/{settings.rust_runs}")
        stream(["cargo", "bench", "-j2", "--locked", "-p", "keccakx-bench", "--", "--noplot", "--nresamples", "1000",
                "--save-baseline", f"run{run}", *settings.rust_args], progress, show=show,
               cwd=ROOT / "bindings/rust", env=env)
    samples = {}
    for sample_file in sorted(home.glob("**/run*/sample.json")):
        about = json.loads((sample_file.parent / "benchmark.json").read_text())
        sample = json.loads(sample_file.read_text())
        key = (about["group_id"], about["function_id"], about["value_str"])
        samples.setdefault(key, []).extend(t * 1e-9 / n for t, n in zip(sample["times"], sample["iters"]))
    # Criterion times one benchmark after another: its samples are not paired.
    measures = {key: Measure.of(values, paired=False) for key, values in samples.items()}
    return {"measures": measures, "rustc": output_of(["rustc", "--version"]), "crates": rust_crates()}


def rust_crates() -> dict:
    lock = (ROOT / "bindings/rust/Cargo.lock").read_text()
    versions = {}
    for name, version in re.findall(r'name = "([^"]+)"\nversion = "([^"]+)"', lock):
        if name in ("sha3", "tiny-keccak", "keccak-asm", "criterion", "rayon"):
            versions.setdefault(name, version)  # the first is the one the benchmarks use
        if name == "k12":  # both: k12 0.3 (KangarooTwelve) and 0.5 (Kt128)
            versions["k12_0_5" if "k12" in versions else "k12"] = version
    return versions


# ---- the machine ----

def machine() -> dict:
    lscpu = dict(line.split(":", 1) for line in output_of(["lscpu"]).splitlines() if ":" in line)
    lscpu = {k.strip(): v.strip() for k, v in lscpu.items()}
    return {
        "cpu": lscpu.get("Model name", platform.processor()),
        "family_model": f"family {lscpu.get('CPU family', '?')}, model {lscpu.get('Model', '?')}",
        "cpus": lscpu.get("CPU(s)", "?"),
        "hypervisor": lscpu.get("Hypervisor vendor", ""),
        "kernel": platform.release(),
        "load": os.getloadavg(),
        "date": time.strftime("%Y-%m-%d"),
    }


def save(results: dict, path: pathlib.Path) -> None:
    """Writes results as JSON (the measures' tuple keys as lists), for --report-only."""
    def plain(value):
        if isinstance(value, dict) and value and all(isinstance(v, Measure) for v in value.values()):
            return [[list(key) if isinstance(key, tuple) else [key], m.median, m.q1, m.q3, m.paired]
                    for key, m in value.items()]
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        return value
    path.write_text(json.dumps(plain(results), indent=1))


def load(path: pathlib.Path) -> dict:
    results = json.loads(path.read_text())
    for language in ("C", "Python", "Go", "Rust"):
        rows = results[language]["measures"]
        results[language]["measures"] = {
            tuple(key) if len(key) > 1 else key[0]: Measure(median, q1, q3, tuple(paired))
            for key, median, q1, q3, paired in rows}
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description="Benchmarks of every language against its incumbents.")
    parser.add_argument("--quick", action="store_true", help="a short run that checks the pipeline (numbers mean nothing)")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "docs",
                        help="where benchmarks.md and the plots go (default docs/)")
    parser.add_argument("--work", type=pathlib.Path, default=ROOT / "build-bench", help="builds and raw results")
    parser.add_argument("--readme", type=pathlib.Path,
                        help="README whose headline block to update (default: README.md when --out is docs/)")
    parser.add_argument("--report-only", action="store_true",
                        help="write the report and plots again from the last run's results (in --work)")
    arguments = parser.parse_args()
    settings = QUICK if arguments.quick else FULL
    work, out = arguments.work.resolve(), arguments.out.resolve()
    work.mkdir(parents=True, exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    progress = Progress()
    if arguments.report_only:
        results = load(work / "results.json")
    else:
        results = {"machine": machine(), "quick": arguments.quick}
        for language, runner in (("C", run_c), ("Python", run_python), ("Go", run_go), ("Rust", run_rust)):
            progress.say(f"== {language} against its incumbents")
            results[language] = runner(work, settings, progress)
        results["seconds"] = time.monotonic() - progress.start
        save(results, work / "results.json")
    progress.say("== writing the report and the plots")
    markdown = report_markdown.render(results)
    (out / "benchmarks.md").write_text(markdown)
    report_plots.draw(results, out)
    readme = arguments.readme or (ROOT / "README.md" if out == (ROOT / "docs").resolve() else None)
    if readme:
        report_markdown.update_readme(readme, markdown)
    progress.say(f"wrote {out / 'benchmarks.md'} and {', '.join(report_plots.FILES)}"
                 + (f"; updated the headline numbers in {readme}" if readme else ""))


if __name__ == "__main__":
    main()
