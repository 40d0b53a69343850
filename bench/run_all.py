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
          bench/python/bench_trie.py    py-trie's HexaryTrie (Ethereum trie roots)
  Go      bindings/go/bench             go-ethereum's crypto, golang.org/x/crypto/sha3, CIRCL's k12
                                        (with cgo, and without: CGO_ENABLED=0)
          bench/go-ethereum/geth_bench.py go-ethereum's own benchmarks, as released and with
                                        keccakx under its Keccak-256 functions (a scratch copy)
  Rust    bindings/rust/bench           the sha3 crate, tiny-keccak, keccak-asm, k12, alloy-trie

and, against one thread of the same code, one large input on several threads
(KT128 and ParallelHash128 of 64 MiB): bench/threads.c (the C library), the
command's --num-threads, bindings/go/bench's BenchmarkThreads (both builds),
bench/python/bench_large_input.py and bindings/rust/bench/benches/large_input.rs
(update_rayon). This script only runs them, reads their machine-readable output and
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
import resource
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
    python_trie_rounds: int  # py-trie's HexaryTrie takes most of a second a root
    go_runs: int
    go_benchtime: str
    geth_runs: int
    geth_quick: bool
    rust_runs: int
    rust_args: list
    threads_rounds: int  # C, the command, Python and Rust: rounds of every thread count in turn
    threads_mib: int  # their input (Go's is 64 MiB)
    command_mib: int  # the command's file
    go_threads_benchtime: str
    trie_args: list  # bench/trie.c: its rounds (each is a whole trie of up to 100K keys, per backend)


FULL = Settings(c_args=["--rounds", "301"], python_rounds=61, python_sample_seconds=0.01, python_trie_rounds=11,
                go_runs=20, go_benchtime="100ms", geth_runs=10, geth_quick=False, rust_runs=5,
                rust_args=["--warm-up-time", "0.3", "--measurement-time", "0.8", "--sample-size", "30"],
                threads_rounds=81, threads_mib=64, command_mib=256, go_threads_benchtime="3x",
                trie_args=["--rounds", "31"])
QUICK = Settings(c_args=["--quick"], python_rounds=3, python_sample_seconds=0.002, python_trie_rounds=1,
                 go_runs=1, go_benchtime="5ms", geth_runs=1, geth_quick=True, rust_runs=1,
                 rust_args=["--warm-up-time", "0.02", "--measurement-time", "0.05", "--sample-size", "10"],
                 threads_rounds=2, threads_mib=8, command_mib=16, go_threads_benchtime="1x",
                 trie_args=["--quick"])


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

def build_c(work: pathlib.Path, progress: Progress) -> pathlib.Path:
    """The library, the command and the C benchmarks, built (again if anything changed)."""
    build = work / "c-build"
    stream(["cmake", "-S", ROOT, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
            "-DKECCAKX_TESTS=OFF", "-DKECCAKX_BENCH=ON"], progress, show=lambda line: None)
    stream(["cmake", "--build", build, "-j", "2"], progress, show=lambda line: None)
    return build


def run_c(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    build = build_c(work, progress)
    table = work / "c.csv"
    text = stream([build / "keccakx-vs-openssl", "--csv", table, *settings.c_args], progress)
    multi_table = work / "c-multi.csv"
    stream([build / "keccakx-multi", "--csv", multi_table, *settings.c_args], progress)
    trie_table = work / "c-trie.csv"
    stream([build / "keccakx-trie", "--csv", trie_table, *settings.trie_args], progress)
    measures = {}
    for path in (table, multi_table, trie_table):
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
    trie_result = work / "python-trie.json"
    # py-trie takes most of a second a root: a few rounds of one call each.
    stream([sys.executable, ROOT / "bench/python/bench_trie.py", "--rounds", settings.python_trie_rounds,
            "--json", trie_result], progress, cwd=work, env=env)
    trie = json.loads(trie_result.read_text())
    measures = {}
    for case in data["cases"] + trie["cases"]:
        for name, seconds in case["seconds"].items():
            measures[(case["title"], name.strip())] = Measure.of([s / case["per_call"] for s in seconds], paired=True)
    return {"measures": measures, "versions": {**data["versions"], "trie": trie["versions"]["trie"]},
            "backends": data["backends"], "rounds": data["rounds"], "sample_seconds": settings.python_sample_seconds,
            "trie_rounds": trie["rounds"]}


# ---- Go: the test binary of bindings/go/bench, run several times ----

GO_LINE = re.compile(r"^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op")

# bindings/go/bench is a module of its own, outside the repository's go.work.
GO_BENCH_ENV = dict(os.environ, GOWORK="off")


# The build without cgo (keccakx's own Go core, with its amd64 assembly) runs
# the benchmarks it is compared on, its names prefixed with NO_CGO.
NO_CGO = "NoCgo"
NO_CGO_BENCHMARKS = "^Benchmark(Keccak256|Keccak256Many|KT128|KeccakState|Writes|WritesSHA3|NewSum)$"


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
            text = stream([binary, "-test.run", "^$", "-test.bench", pattern, "-test.skip", "^BenchmarkThreads$",
                           "-test.benchtime", settings.go_benchtime], progress, show=lambda line: None, cwd=bench_dir)
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


# ---- Go: go-ethereum's own benchmarks, as released and with keccakx under it ----

def run_go_ethereum(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    result = work / "go-ethereum.json"
    command = [sys.executable, ROOT / "bench/go-ethereum/geth_bench.py", "--runs", settings.geth_runs,
               "--benchtime", settings.go_benchtime, "--json", result]
    stream(command + (["--quick"] if settings.geth_quick else []), progress)
    data = json.loads(result.read_text())
    measures, allocs = {}, {}
    for name, builds in data["samples"].items():
        for build, sample in builds.items():
            # The two builds of a benchmark run one after the other in every run: paired.
            measures[(name, build)] = Measure.of([ns * 1e-9 for ns in sample["ns"]], paired=True)
            allocs.setdefault(name, {})[build] = statistics.median(sample["allocs"])
    # go-ethereum's StackTrie and keccakx's run one after the other in every run: paired.
    stacktrie = {(name, build, trie): Measure.of([ns * 1e-9 for ns in sample["ns"]], paired=True)
                 for name, builds in data["stacktrie"].items()
                 for build, tries in builds.items() for trie, sample in tries.items()}
    return {"measures": measures, "allocs": allocs, "version": data["version"], "go": data["go"], "runs": data["runs"],
            "benchtime": data["benchtime"], "stacktrie": stacktrie}


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
        if name in ("sha3", "tiny-keccak", "keccak-asm", "criterion", "rayon", "alloy-trie"):
            versions.setdefault(name, version)  # the first is the one the benchmarks use
        if name == "k12":  # both: k12 0.3 (KangarooTwelve) and 0.5 (Kt128)
            versions["k12_0_5" if "k12" in versions else "k12"] = version
    return versions


# ---- threads: one large input on several threads, against one thread of the same code ----

THREAD_ALGORITHMS = ("kt128", "parallelhash128")


def thread_row(language: str, alg: str, threads: int, size: int, wall: list, one_thread: list, cpu: list) -> dict:
    """A language's hash of size bytes on `threads` threads: wall-clock seconds (median and
    quartiles), the speed-up over one thread (the median of the round-by-round ratios, the
    samples being paired; and the fastest rounds' ratio, the least disturbed) and the CPU
    seconds of all its threads (median)."""
    measure = Measure.of(wall, paired=True)
    return {"language": language, "alg": alg, "threads": threads, "bytes": size, "seconds": measure.median,
            "q1": measure.q1, "q3": measure.q3, "speedup": measure.speedup_over(Measure.of(one_thread, paired=True)),
            "fastest": min(one_thread) / min(wall), "cpu": statistics.median(cpu)}


def threads_c(build: pathlib.Path, work: pathlib.Path, settings: Settings, progress: Progress) -> tuple:
    """(rows, bounds) from keccakx-threads --csv: the bounds are one core's read bandwidth,
    the final node's time, a thread's start and join, and the same leaves hashed as
    independent parts on every thread."""
    table = work / "c-threads.csv"
    size_args = ["--rounds", settings.threads_rounds, "--bytes", settings.threads_mib << 20]
    stream([build / "keccakx-threads", "--csv", table, *size_args], progress)
    rows, bounds = [], {}
    with open(table, newline="") as f:
        for line in csv.DictReader(f):
            seconds, size = float(line["ns_per_call"]) * 1e-9, int(line["size"])
            if line["what"] in THREAD_ALGORITHMS:
                rows.append({"language": "C", "alg": line["what"], "threads": int(line["contender"]), "bytes": size,
                             "seconds": seconds, "q1": float(line["ns_q1"]) * 1e-9, "q3": float(line["ns_q3"]) * 1e-9,
                             "speedup": float(line["ratio"]), "fastest": float(line["ratio_fastest"]),
                             "cpu": float(line["cpu_ns"]) * 1e-9})
            else:  # for kt128-independent, the largest thread count's
                bounds[line["what"]] = {"seconds": seconds, "bytes": size, "threads": int(line["contender"]),
                                        "cpu": float(line["cpu_ns"]) * 1e-9}
    return rows, bounds


def drop_from_page_cache(path: pathlib.Path) -> None:
    """Leaves the file's pages to be read from disk, as a file a user hashes is: the pages
    of a file written earlier (or half reclaimed since) can lie in the cache in small
    pieces, which made unmapping it at exit ten times dearer (10 ms against 0.5 ms for
    256 MiB, measured on Zen 4)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def threads_command(build: pathlib.Path, work: pathlib.Path, settings: Settings, counts: list,
                    progress: Progress) -> list:
    """`keccakx sum -a kt128 --num-threads N FILE` of a file in the page cache (read from disk by
    the first, untimed round), the counts in turn in every round; wall-clock and CPU time
    (user + system) of the whole process."""
    size = settings.command_mib << 20
    path = work / "threads-input.bin"
    if not path.exists() or path.stat().st_size != size:
        path.write_bytes(bytes(range(256)) * (size // 256))
    drop_from_page_cache(path)
    command = [str(build / "keccakx"), "sum", "-a", "kt128"]
    progress.say(f"$ {' '.join(command)} --num-threads N {path}, N in {counts}, {settings.threads_rounds} rounds")
    wall = {n: [] for n in counts}
    cpu = {n: [] for n in counts}
    outputs = set()
    for _ in range(1 + settings.threads_rounds):  # the first round reads the file into the page cache
        for n in counts:
            before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
            output = subprocess.run([*command, "--num-threads", str(n), path], check=True, capture_output=True).stdout
            wall[n].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[n].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            outputs.add(output)
    if len(outputs) != 1:
        sys.exit("run-all: keccakx sum printed another digest for another --num-threads")
    return [thread_row("command", "kt128", n, size, wall[n][1:], wall[1][1:], cpu[n][1:]) for n in counts]


GO_THREADS_LINE = re.compile(r"^BenchmarkThreads/alg=(\w+)/threads=(\d+)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op.*?"
                             r"([\d.]+) cpu-ns/op", re.M)


def threads_go(work: pathlib.Path, settings: Settings, progress: Progress) -> list:
    """BenchmarkThreads of bindings/go/bench with cgo (the C library's threads) and without
    (goroutines), the two builds' runs alternating."""
    bench_dir = ROOT / "bindings/go/bench"
    builds = [("Go", work / "go-bench.test", GO_BENCH_ENV),
              ("Go without cgo", work / "go-bench-nocgo.test", dict(GO_BENCH_ENV, CGO_ENABLED="0"))]
    for _, binary, env in builds:
        stream(["go", "test", "-c", "-o", binary, "."], progress, cwd=bench_dir, env=env)
    wall, cpu = {}, {}
    for _ in range(max(settings.go_runs // 2, 1)):
        for language, binary, _ in builds:
            text = stream([binary, "-test.run", "^$", "-test.bench", "^BenchmarkThreads$",
                           "-test.benchtime", settings.go_threads_benchtime], progress, show=lambda line: None,
                          cwd=bench_dir)
            for alg, threads, ns, cpu_ns in GO_THREADS_LINE.findall(text):
                key = (language, alg, int(threads))
                wall.setdefault(key, []).append(float(ns) * 1e-9)
                cpu.setdefault(key, []).append(float(cpu_ns) * 1e-9)
    return [thread_row(language, alg, n, 64 << 20, samples, wall[(language, alg, 1)], cpu[(language, alg, n)])
            for (language, alg, n), samples in wall.items()]


def sampled_thread_rows(language: str, result: pathlib.Path) -> list:
    """thread_row's rows from the JSON of bench/python/bench_large_input.py (or of its Rust
    counterpart): the wall-clock and CPU seconds of every algorithm and thread count, round by round."""
    data = json.loads(result.read_text())
    samples = {(s["alg"], s["threads"]): s for s in data["samples"]}
    return [thread_row(language, alg, n, data["bytes"], s["wall"], samples[(alg, 1)]["wall"], s["cpu"])
            for (alg, n), s in samples.items()]


def threads_python(work: pathlib.Path, settings: Settings, progress: Progress) -> list:
    result = work / "python-threads.json"
    stream([sys.executable, ROOT / "bench/python/bench_large_input.py", "--rounds", settings.threads_rounds,
            "--mib", settings.threads_mib, "--json", result], progress, cwd=work)
    return sampled_thread_rows("Python", result)


def threads_rust(work: pathlib.Path, settings: Settings, progress: Progress) -> list:
    """bindings/rust/bench's large_input: `update` on one thread, `update_rayon` on a rayon pool
    of each larger count. Built as run_rust's benchmarks are (the bench profile, the same
    target directory), so only the program itself compiles."""
    result = work / "rust-threads.json"
    stream(["cargo", "bench", "-j2", "--locked", "-p", "keccakx-bench", "--bench", "large_input", "--",
            "--rounds", settings.threads_rounds, "--mib", settings.threads_mib, "--json", result], progress,
           cwd=ROOT / "bindings/rust")
    return sampled_thread_rows("Rust", result)


def run_threads(work: pathlib.Path, settings: Settings, progress: Progress) -> dict:
    """Every language's large input on 1, 2 and every processor's threads: rows of
    thread_row's fields, language by language (the report and the plot show every
    language they find, in report_markdown.THREAD_LANGUAGES' order)."""
    cpus = os.cpu_count() or 1
    counts = [1, 2] + ([cpus] if cpus > 2 else [])
    build = build_c(work, progress)
    rows, bounds = threads_c(build, work, settings, progress)
    rows += threads_command(build, work, settings, counts, progress)
    rows += threads_go(work, settings, progress)
    rows += threads_python(work, settings, progress)
    rows += threads_rust(work, settings, progress)
    return {"cpus": cpus, "rows": rows, "bounds": bounds}


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
    for language in ("C", "Python", "Go", "GoEthereum", "Rust"):
        if language not in results:
            continue  # results from before go-ethereum's benchmarks were run
        for part in ("measures", "stacktrie"):  # stacktrie: go-ethereum's StackTrie against keccakx's
            if part in results[language]:
                results[language][part] = {
                    tuple(key) if len(key) > 1 else key[0]: Measure(median, q1, q3, tuple(paired))
                    for key, median, q1, q3, paired in results[language][part]}
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description="Benchmarks of every language against its incumbents.")
    parser.add_argument("--quick", action="store_true", help="a short run that checks the pipeline (numbers mean nothing)")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "docs",
                        help="where benchmarks.md and the plots go (default docs/)")
    parser.add_argument("--work", type=pathlib.Path, default=ROOT / "build-bench", help="builds and raw results")
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
        groups = (("C", "C against its incumbents", run_c), ("Python", "Python against its incumbents", run_python),
                  ("Go", "Go against its incumbents", run_go),
                  ("GoEthereum", "go-ethereum's own benchmarks, with keccakx under it", run_go_ethereum),
                  ("Rust", "Rust against its incumbents", run_rust),
                  ("Threads", "one large input on several threads, every language", run_threads))
        for group, title, runner in groups:
            progress.say(f"== {title}")
            results[group] = runner(work, settings, progress)
        results["seconds"] = time.monotonic() - progress.start
        save(results, work / "results.json")
    progress.say("== writing the report and the plots")
    markdown = report_markdown.render(results)
    (out / "benchmarks.md").write_text(markdown)
    plots = report_plots.draw(results, out)
    quoting = report_markdown.update_quotes(ROOT, markdown) if out == (ROOT / "docs").resolve() else []
    progress.say(f"wrote {out / 'benchmarks.md'} and {', '.join(plots)}"
                 + (f"; updated the numbers {' and '.join(quoting)} quote" if quoting else ""))


if __name__ == "__main__":
    main()
