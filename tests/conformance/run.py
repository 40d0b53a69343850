#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""The cross-language conformance runner.

Builds every target once, generates a few thousand seeded cases whose expected
outputs come from independent implementations (generate.py), then for every
target and every backend that target's CPU runs (each forced with
KECCAKX_BACKEND) runs the target's driver on all cases. Prints a table
target x backend -> cases passed, and exits 1 on any difference, naming the
first case that differed. (Each language's own suite runs the vectors of
tests/vectors with every backend forced in turn: ci/test-c.sh, -rust.sh, -go.sh
and -python.sh.)
Targets are checked --jobs at a time (default $KX_JOBS, else 2); the tables
are the same whatever the number.

A target is a language binding on this machine, or the C driver cross-built
for another architecture and run under qemu-user (AArch64 with and without the
SHA3 extension, big-endian s390x, 32-bit i686).
"""
import argparse
import fcntl
import hashlib
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
CORE_SOURCES = sorted(str(p) for p in [*ROOT.glob("core/*.c"), *ROOT.glob("core/backends/*.c"),
                                        *ROOT.glob("core/modes/*.c"), *ROOT.glob("core/trie/*.c")])


@dataclass
class Target:
    name: str               # what --only selects, and the table's row label
    driver: list            # command; the cases file is appended
    build: list = field(default_factory=list)   # commands run once, in order
    cwd: Path = ROOT
    env: dict = field(default_factory=dict)     # added to the environment of every command
    modes: bool = False     # its driver also runs the cases of RFC 9861 and SP 800-185 ("mode" lines)
    trie: bool = False      # its driver also runs Ethereum's trie cases ("trie" lines)
    lock: str = None        # a file locked while building (ci/lib.sh's preset_build takes the same lock)
    refuses: object = None  # fields of a "mode" line -> True where the binding refuses the case by design


def cross_c(name, compiler, emulator):
    """The C driver built statically for another architecture, run under qemu."""
    out = f"build-conformance/driver-{name}"
    build = [compiler, "-std=c11", "-O2", "-static", "-pthread", f"-I{ROOT}/include", f"-I{ROOT}/core",
             *CORE_SOURCES, str(HERE / "driver.c"), "-o", out]
    return Target(name=name, driver=[*emulator, out], build=[build], modes=True, trie=True)


def go_env():
    """cgo's build cache keys on the package's files, not on the core sources
    they #include: a digest of the core in CGO_CFLAGS keeps a changed core
    from being tested from stale objects (as ci/test-go.sh does)."""
    digest = hashlib.sha256()
    for path in sorted(p for d in ("core", "include") for p in (ROOT / d).rglob("*") if p.is_file()):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return {"CGO_ENABLED": "1", "CGO_CFLAGS": f"-g -O2 -DKECCAKX_GO_CORE_DIGEST={digest.hexdigest()[:16]}"}


KMAC_SHORTEST_KEY = {"128": 16, "256": 32}
SHORTEST_FIXED_OUTPUT = 8


def python_refuses(fields):
    """The Python modes refuse, as pycryptodome does, KMAC keys under 16 (KMAC128) or 32
    (KMAC256) bytes, and fixed-length KMAC, TupleHash and ParallelHash outputs under 8 bytes:
    a ValueError, which its driver prints as "refused"."""
    _, _, alg, param, _, _, outlen, _, squeeze_sizes, _ = fields
    if alg.startswith("kmac") and len(bytes.fromhex("" if param == "-" else param)) < KMAC_SHORTEST_KEY[alg[-3:]]:
        return True
    fixed_length = squeeze_sizes == "-" and alg.startswith(("kmac", "tuplehash", "parallelhash"))
    return fixed_length and int(outlen) < SHORTEST_FIXED_OUTPUT


def targets(build_dir):
    host = [
        Target(name="c", driver=[f"{build_dir}/tests/conformance_driver"],
               build=[["cmake", "--preset", "release"],
                      ["cmake", "--build", "--preset", "release", "--target", "conformance_driver"]],
               lock="build-release/.ci-lock", modes=True, trie=True),
        # The crates' target directory: the release build of keccakx is the one
        # the Rust benchmarks (bench/run-all) use too.
        Target(name="rust", driver=["bindings/rust/target/release/keccakx-conformance"],
               build=[["cargo", "build", "-q", "--release", "--manifest-path", "tests/conformance/rust/Cargo.toml",
                       "--target-dir", "bindings/rust/target"]],
               modes=True, trie=True),
        Target(name="go", driver=["build-conformance/driver-go"],
               build=[["go", "build", "-o", "build-conformance/driver-go", "./tests/conformance/go"]],
               env=go_env(), modes=True, trie=True),
        Target(name="go-purego", driver=["build-conformance/driver-go-purego"],
               build=[["go", "build", "-o", "build-conformance/driver-go-purego", "./tests/conformance/go"]],
               env={"CGO_ENABLED": "0"}, modes=True, trie=True),
        Target(name="python", driver=[sys.executable, "tests/conformance/python/driver.py"],
               build=[[sys.executable, "-m", "pip", "install", "-q", "./bindings/python"]],
               lock="bindings/python/build/.in-place-build.lock", modes=True, trie=True, refuses=python_refuses),
    ]
    cross = [
        cross_c("c-aarch64-qemu-max", "aarch64-linux-gnu-gcc", ["qemu-aarch64", "-cpu", "max"]),
        cross_c("c-aarch64-qemu-cortex-a72", "aarch64-linux-gnu-gcc", ["qemu-aarch64", "-cpu", "cortex-a72"]),
        cross_c("c-s390x-big-endian-qemu", "s390x-linux-gnu-gcc", ["qemu-s390x"]),
        cross_c("c-i686-32-bit-qemu", "i686-linux-gnu-gcc", ["qemu-i386"]),
    ]
    return host + cross


def run(cmd, env=None, cwd=ROOT, capture=True):
    return subprocess.run(cmd, cwd=cwd, env=env, text=True, capture_output=capture)


def load_expected(cases, refuses=None):
    """id -> {kind: hex, or "refused" where refuses(fields) says so} for every result a driver must print."""
    expected = {}
    for line in cases.read_text().splitlines():
        f = line.split(" ")
        if f[0] == "hash":
            expected[f[1]] = {"oneshot": f[7], "stream": f[7]}
        elif f[0] == "mode":
            out = "refused" if refuses and refuses(f) else f[9]
            expected[f[1]] = {"oneshot": out, "stream": out}
        elif f[0] == "trie":
            expected[f[1]] = {"root": f[5], **({"nodes": f[6]} if f[6] != "-" else {})}
        else:
            expected[f[1]] = {"many": f[5]}
    return expected


def compare(expected, output):
    """(cases passed, first difference or None)."""
    got = {}
    for line in output.splitlines():
        parts = line.split(" ")
        if len(parts) == 3:
            got.setdefault(parts[0], {})[parts[1]] = parts[2]
    passed, first = 0, None
    for case_id, results in expected.items():
        bad = [kind for kind, hex_ in results.items() if got.get(case_id, {}).get(kind) != hex_]
        if not bad:
            passed += 1
        elif first is None:
            kind = bad[0]
            first = (f"case {case_id} ({kind}): expected {results[kind][:32]}..., "
                     f"got {(got.get(case_id, {}).get(kind) or 'nothing')[:32]}...")
    return passed, first


def backends_of(target):
    listed = run([*target.driver, "--backends"], cwd=target.cwd)
    if listed.returncode != 0:
        raise RuntimeError(f"{target.name}: cannot list backends: {listed.stderr.strip()}")
    return listed.stdout.split()


def build(target, report):
    """Runs the target's build commands (holding its lock, if it has one); False if one failed."""
    lock = None
    if target.lock:
        Path(target.lock).parent.mkdir(parents=True, exist_ok=True)
        lock = open(target.lock, "w")
        fcntl.flock(lock, fcntl.LOCK_EX)
    try:
        for cmd in target.build:
            built = run(cmd, env={**os.environ, **target.env}, cwd=target.cwd)
            if built.returncode != 0:
                report.fail(target.name, "build", f"{' '.join(cmd[:3])}...: {built.stderr.strip()[-2000:]}")
                return False
        return True
    finally:
        if lock:
            lock.close()


def check_target(target, variants):
    """variants: (cases file, expected results) by (modes, trie): the FIPS 202 cases, with the modes' and the
    trie's for a target that has them. Returns the target's own Report."""
    report = Report()
    cases, expected = variants[(target.modes, target.trie)]
    if target.refuses:
        expected = load_expected(cases, target.refuses)
    if not build(target, report):
        return report
    for backend in backends_of(target):
        env = {**os.environ, **target.env, "KECCAKX_BACKEND": backend}
        print(f"  {target.name}: {backend}", file=sys.stderr, flush=True)
        result = run([*target.driver, str(cases)], env=env, cwd=target.cwd)
        if result.returncode != 0:
            report.fail(target.name, backend, f"driver failed: {result.stderr.strip()[-2000:]}")
            continue
        passed, first = compare(expected, result.stdout)
        report.cell(target.name, backend, f"{passed}/{len(expected)}")
        if first:
            report.fail(target.name, backend, first)
    return report


class Report:
    def __init__(self):
        self.cells, self.failures, self.backends = {}, [], []

    def cell(self, target, backend, text):
        self.cells[(target, backend)] = text
        if backend not in self.backends:
            self.backends.append(backend)

    def fail(self, target, where, what):
        self.failures.append(f"{target} / {where}: {what}")

    def add(self, other):
        """Appends another target's report, as if its target had been checked after this one's."""
        self.cells.update(other.cells)
        self.failures += other.failures
        self.backends += [b for b in other.backends if b not in self.backends]

    def table(self, title, cells, targets):
        rows = [t.name for t in targets if any((t.name, b) in cells for b in self.backends)]
        if not rows:
            return
        width = max(len(r) for r in [*rows, "target"]) + 2
        print(f"\n{title}")
        print("target".ljust(width) + "".join(b.ljust(12) for b in self.backends))
        for r in rows:
            print(r.ljust(width) + "".join(cells.get((r, b), "-").ljust(12) for b in self.backends))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=202611)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--only", help="comma-separated target names to run (default: all)")
    parser.add_argument("--build-dir", default="build-release")
    parser.add_argument("--jobs", type=int, default=int(os.environ.get("KX_JOBS", "2")),
                        help="targets checked at a time")
    args = parser.parse_args()

    os.chdir(ROOT)
    Path("build-conformance").mkdir(exist_ok=True)
    cases = ROOT / "build-conformance" / "cases.txt"
    mode_cases = ROOT / "build-conformance" / "mode-cases.txt"
    trie_cases = ROOT / "build-conformance" / "trie-cases.txt"
    subprocess.run([sys.executable, str(HERE / "generate.py"), "--seed", str(args.seed), "--count",
                    str(args.count), "--out", str(cases), "--modes-out", str(mode_cases), "--trie-out",
                    str(trie_cases)], check=True)
    variants = {}
    for modes in (False, True):
        for trie in (False, True):
            path = ROOT / "build-conformance" / f"cases{'-modes' if modes else ''}{'-trie' if trie else ''}.txt"
            if modes or trie:
                path.write_text(cases.read_text() + (mode_cases.read_text() if modes else "")
                                + (trie_cases.read_text() if trie else ""))
            variants[(modes, trie)] = (path, load_expected(path))
    expected = variants[(False, False)][1]
    expected_with_modes = variants[(True, False)][1]
    trie_count = len(variants[(True, True)][1]) - len(expected_with_modes)
    chosen = targets(args.build_dir)
    if args.only:
        names = args.only.split(",")
        chosen = [t for t in chosen if t.name in names]

    # Each target is mostly one single-threaded program after another: two at a
    # time keep both cores busy. Reports are merged in the targets' order.
    report = Report()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for checked in pool.map(lambda t: check_target(t, variants), chosen):
            report.add(checked)

    print(f"conformance: {len(expected)} cases, {len(expected_with_modes) - len(expected)} more of the modes and "
          f"{trie_count} of Ethereum's trie for the targets that have them (seed {args.seed}); expected outputs "
          f"from hashlib and pycryptodome (and tests/conformance/modes_reference.py on pycryptodome's sponges, "
          f"tests/conformance/trie_reference.py for the trie)")
    report.table("differential: cases passed (each backend forced with KECCAKX_BACKEND)", report.cells, chosen)
    if report.failures:
        print(f"\n{len(report.failures)} failure(s); the first:\n  {report.failures[0]}")
        for f in report.failures[1:10]:
            print(f"  {f}")
        return 1
    print("\nall outputs identical across targets and backends")
    return 0


if __name__ == "__main__":
    sys.exit(main())
