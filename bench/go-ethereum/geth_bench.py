#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""go-ethereum's own Keccak benchmarks, as released and with keccakx under it.

    bench/go-ethereum/geth_bench.py [--quick] [--runs N] [--benchtime T] [--json FILE] [--scratch DIR]

Takes go-ethereum (VERSION below) from the Go module cache, downloading it
through the module proxy if needed, and builds the test binaries of its
crypto package and, unless --quick, of its trie package twice: as released,
in the module cache itself, and from a scratch copy whose
crypto.NewKeccakState, Keccak256 and Keccak256Hash and crypto/keccak's
NewLegacyKeccak256 and keccakF1600 call keccakx, this checkout of it (a
replace in the copy's go.mod). The copy and the test binaries live in a
directory of the system's temporary directory named after this checkout
(--scratch to put them elsewhere), never in the repository; it is kept, so
that the next run finds the copy's packages in Go's build cache.

It runs go-ethereum's crypto tests on the copy (its known answers for
Keccak256, a KeccakState's Read, addresses and signatures must hold), then
its benchmarks, each binary in turn, run after run
(the same benchmark of both builds one after the other, so a neighbour's
burst slows both): BenchmarkSha3 (Keccak256 of 11 bytes), BenchmarkKeccak256Hash
and BenchmarkHashData (512 bytes, the second through a KeccakState) of
crypto, and the trie's BenchmarkHash (hashing a trie of accounts, which
hashes every node through a KeccakState: what a client gains end to end).

Then go-ethereum's trie.StackTrie against keccakx's StackTrie on go-ethereum's
own shapes (bindings/go/gethtest's benchmarks: BenchmarkInsert100K's data, a
trie of 100K accounts, types.DeriveSha of 200 transactions), the two one after
the other in one test binary, built with cgo (keccakx's StackTrie is the C
library's) and without it (its pure-Go one).

Prints the medians and the ratios, and with --json writes every sample for
bench/run_all.py.
"""
import argparse
import hashlib
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
MODULE, VERSION = "github.com/ethereum/go-ethereum", "v1.17.10"
KECCAKX = "github.com/keccakx/keccakx"

# (package, benchmark, -test.benchtime or None for --benchtime): the trie's
# BenchmarkHash hashes one trie of 2N accounts per N, so it runs a fixed N.
BENCHMARKS = [
    ("crypto", "Sha3", None),
    ("crypto", "Keccak256Hash", None),
    ("crypto", "HashData", None),
    ("trie", "Hash", "20000x"),
]
QUICK_PACKAGES = ("crypto",)

# bindings/go/gethtest's benchmarks of both StackTries: (benchmark, -test.benchtime, with --quick).
STACKTRIE = ROOT / "bindings/go/gethtest"
STACKTRIE_BENCHMARKS = [
    ("StackTrieInsert100K", "10x", "1x"),
    ("StackTrieAccounts100K", "5x", "1x"),
    ("StackTrieDeriveSha200", "2000x", "20x"),
]
STACKTRIE_BUILDS = {"cgo": "1", "nocgo": "0"}
STACKTRIE_TRIES = ("geth", "keccakx")

BENCH_LINE = re.compile(r"^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op(?:.*?\s(\d+) allocs/op)?")


def go_env(**extra) -> dict:
    # The scratch copy and the module cache are modules of their own, never
    # part of the repository's go.work.
    return dict(os.environ, GOWORK="off", **extra)


def released_source() -> pathlib.Path:
    """go-ethereum's module directory in the module cache (downloaded if missing)."""
    listed = subprocess.run(["go", "mod", "download", "-json", f"{MODULE}@{VERSION}"], cwd=HERE, env=go_env(),
                            check=True, capture_output=True, text=True).stdout
    return pathlib.Path(json.loads(listed)["Dir"])


def remove_function(path: pathlib.Path, name: str) -> None:
    """Deletes the top-level function name (gofmt's layout: its body ends at a column-0 brace)."""
    text = path.read_text()
    pattern = re.compile(rf"^(?://[^\n]*\n)*func {name}\(.*?^}}\n", re.S | re.M)
    if not pattern.search(text):
        sys.exit(f"geth_bench: {path} has no function {name}: another go-ethereum than {VERSION}?")
    path.write_text(pattern.sub("", text, count=1))


def swapped_copy(source: pathlib.Path, scratch: pathlib.Path) -> pathlib.Path:
    """A copy of go-ethereum with keccakx under its Keccak-256 functions."""
    copy = scratch / f"go-ethereum@{VERSION}-keccakx"
    if copy.exists():
        subprocess.run(["chmod", "-R", "u+w", copy], check=True)
        shutil.rmtree(copy)
    shutil.copytree(source, copy, symlinks=True)
    subprocess.run(["chmod", "-R", "u+w", copy], check=True)  # the module cache's files are read-only
    shutil.copyfile(HERE / "crypto_keccak.go.in", copy / "crypto/keccak.go")
    keccak = copy / "crypto/keccak"
    for name in ("keccakf.go", "keccakf_amd64.go", "keccakf_amd64.s"):
        (keccak / name).unlink()
    remove_function(keccak / "hashes.go", "NewLegacyKeccak256")
    shutil.copyfile(HERE / "keccak_keccakx.go.in", keccak / "keccakx.go")
    subprocess.run(["go", "mod", "edit", f"-require={KECCAKX}@v0.0.0", f"-replace={KECCAKX}={ROOT}"],
                   cwd=copy, env=go_env(), check=True)
    return copy


def build(module: pathlib.Path, package: str, binary: pathlib.Path, swapped: bool) -> None:
    # -mod=mod lets go add the go.sum lines of keccakx's requirements to the copy.
    env = go_env(GOFLAGS=(os.environ.get("GOFLAGS", "") + " -mod=mod").strip()) if swapped else go_env()
    subprocess.run(["go", "test", "-c", "-o", binary, f"./{package}"], cwd=module, env=env, check=True)
    deps = subprocess.run(["go", "list", "-deps", f"./{package}"], cwd=module, env=env, check=True,
                          capture_output=True, text=True).stdout.split()
    if (f"{KECCAKX}/bindings/go" in deps) != swapped:
        sys.exit(f"geth_bench: {binary.name} {'lacks' if swapped else 'has'} keccakx")


def run(binary: pathlib.Path, cwd: pathlib.Path, benchmark: str, benchtime: str) -> tuple[float, int]:
    """ns/op and allocs/op of one run of one benchmark."""
    out = subprocess.run([binary, "-test.run", "^$", "-test.bench", f"^Benchmark{benchmark}$", "-test.benchtime",
                          benchtime, "-test.benchmem"], cwd=cwd, check=True, capture_output=True, text=True).stdout
    for match in map(BENCH_LINE.match, out.splitlines()):
        if match:
            return float(match.group(2)), int(match.group(3) or 0)
    sys.exit(f"geth_bench: {binary.name} printed no result for Benchmark{benchmark}:\n{out}")


def build_stacktrie(scratch: pathlib.Path, say) -> dict:
    binaries = {}
    for flavour, cgo in STACKTRIE_BUILDS.items():
        binary = scratch / f"stacktrie-{flavour}.test"
        say(f"building bindings/go/gethtest ({flavour})")
        subprocess.run(["go", "test", "-c", "-o", binary, "."], cwd=STACKTRIE, env=go_env(CGO_ENABLED=cgo), check=True)
        binaries[flavour] = binary
    return binaries


def run_stacktrie(binary: pathlib.Path, benchmark: str, benchtime: str) -> dict:
    """ns/op and allocs/op of both tries, run one after the other."""
    out = subprocess.run([binary, "-test.run", "^$", "-test.bench", f"^Benchmark{benchmark}$/", "-test.benchtime",
                          benchtime, "-test.benchmem"], cwd=STACKTRIE, check=True, capture_output=True, text=True).stdout
    found = {}
    for match in map(BENCH_LINE.match, out.splitlines()):
        if match and "/" in match.group(1):
            found[match.group(1).split("/")[1]] = (float(match.group(2)), int(match.group(3) or 0))
    if set(found) != set(STACKTRIE_TRIES):
        sys.exit(f"geth_bench: {binary.name} printed no result for both tries of Benchmark{benchmark}:\n{out}")
    return found


def measure(quick: bool, runs: int, benchtime: str, scratch: pathlib.Path, say) -> dict:
    source = released_source()
    say(f"go-ethereum {VERSION} as released: {source}")
    copy = swapped_copy(source, scratch)
    say(f"with keccakx under it: {copy}")
    benchmarks = [b for b in BENCHMARKS if not quick or b[0] in QUICK_PACKAGES]
    builds = {"released": source, "keccakx": copy}
    binaries = {}
    for package in dict.fromkeys(package for package, _, _ in benchmarks):
        for name, module in builds.items():
            binary = scratch / f"{package}-{name}.test"
            say(f"building {package} ({name})")
            build(module, package, binary, swapped=name == "keccakx")
            binaries[(package, name)] = binary
    # The swap must give go-ethereum's bytes: its own crypto tests (Keccak256,
    # Keccak256Hash, a KeccakState's Read, addresses, signatures) run on it.
    subprocess.run([binaries[("crypto", "keccakx")], "-test.run", ".", "-test.count", "1"], cwd=copy / "crypto",
                   check=True, stdout=subprocess.DEVNULL)
    say("go-ethereum's crypto tests pass with keccakx under it")
    samples = {f"{package}/Benchmark{benchmark}": {name: {"ns": [], "allocs": []} for name in builds}
               for package, benchmark, _ in benchmarks}
    stacktrie_binaries = build_stacktrie(scratch, say)
    stacktrie = {f"Benchmark{benchmark}": {flavour: {trie: {"ns": [], "allocs": []} for trie in STACKTRIE_TRIES}
                                           for flavour in STACKTRIE_BUILDS}
                 for benchmark, _, _ in STACKTRIE_BENCHMARKS}
    for r in range(runs):
        for package, benchmark, fixed in benchmarks:
            for name, module in builds.items():
                ns, allocs = run(binaries[(package, name)], module / package, benchmark, fixed or benchtime)
                sample = samples[f"{package}/Benchmark{benchmark}"][name]
                sample["ns"].append(ns)
                sample["allocs"].append(allocs)
        for benchmark, fixed, quick_fixed in STACKTRIE_BENCHMARKS:
            for flavour, binary in stacktrie_binaries.items():
                for trie, (ns, allocs) in run_stacktrie(binary, benchmark, quick_fixed if quick else fixed).items():
                    sample = stacktrie[f"Benchmark{benchmark}"][flavour][trie]
                    sample["ns"].append(ns)
                    sample["allocs"].append(allocs)
        say(f"run {r + 1}/{runs}")
    go = subprocess.run(["go", "version"], capture_output=True, text=True, check=True).stdout.strip()
    return {"module": MODULE, "version": VERSION, "go": go, "runs": runs, "benchtime": benchtime, "samples": samples,
            "stacktrie": stacktrie}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the crypto package and the StackTrie benchmarks once (checks the pipeline)")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--benchtime", default="100ms", help="-test.benchtime of the crypto benchmarks")
    parser.add_argument("--json", type=pathlib.Path, help="write every sample here")
    parser.add_argument("--scratch", type=pathlib.Path, help="where the copy and the test binaries go")
    arguments = parser.parse_args()
    say = lambda message: print(f"geth_bench: {message}", file=sys.stderr, flush=True)  # noqa: E731
    checkout = hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]
    scratch = arguments.scratch or pathlib.Path(tempfile.gettempdir()) / f"keccakx-go-ethereum-{checkout}"
    scratch.mkdir(parents=True, exist_ok=True)
    results = measure(arguments.quick, arguments.runs, arguments.benchtime, scratch.resolve(), say)
    if arguments.json:
        arguments.json.write_text(json.dumps(results, indent=1))
    for name, builds in results["samples"].items():
        released, ours = builds["released"]["ns"], builds["keccakx"]["ns"]
        ratio = statistics.median(r / k for r, k in zip(released, ours))
        print(f"{name:32s} released {statistics.median(released):10.0f} ns  keccakx {statistics.median(ours):10.0f} ns"
              f"  {ratio:.2f}x  allocs {builds['released']['allocs'][0]} -> {builds['keccakx']['allocs'][0]}")
    for name, builds in results["stacktrie"].items():
        for flavour, tries in builds.items():
            theirs, ours = tries["geth"]["ns"], tries["keccakx"]["ns"]
            ratio = statistics.median(g / k for g, k in zip(theirs, ours))
            print(f"{name + ' (' + flavour + ')':44s} go-ethereum {statistics.median(theirs):12.0f} ns  "
                  f"keccakx {statistics.median(ours):12.0f} ns  {ratio:.2f}x")


if __name__ == "__main__":
    main()
