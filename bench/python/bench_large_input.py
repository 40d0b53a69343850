# SPDX-License-Identifier: MIT OR Apache-2.0
"""One large input on several threads: KT128 and ParallelHash128 (B = 8192) of 64 MiB
with threads=1, 2 and one per processor (keccakx's `threads=`: C threads hash the
chunks while the GIL is released). Each round hashes the input once per algorithm and
thread count, one after the other; the speed-up is the median of the round-by-round
ratios to one thread, the times medians over the rounds, the CPU time that of every
thread of the process (time.process_time).

    python bench/python/bench_large_input.py [--rounds 11] [--mib 64] [--json FILE]
"""

import argparse
import json
import os
import statistics
import time

import keccakx

ALGORITHMS = {
    "kt128": lambda data, threads: keccakx.kt128(data, threads=threads).digest(32),
    "parallelhash128": lambda data, threads: keccakx.parallelhash128(data, block_size=8192, threads=threads).digest(),
}


def thread_counts() -> list:
    """1, 2 and one per processor (when that is more)."""
    cpus = os.cpu_count() or 1
    return [1, 2] + ([cpus] if cpus > 2 else [])


def timed(action) -> tuple:
    """(wall seconds, CPU seconds of every thread) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--mib", type=int, default=64, help="input size in MiB (default 64)")
    parser.add_argument("--json", help="write the samples here (bench/run_all.py reads them)")
    arguments = parser.parse_args()
    data = bytes(range(256)) * (arguments.mib * 4096)
    counts = thread_counts()
    wall = {(alg, n): [] for alg in ALGORITHMS for n in counts}
    cpu = {key: [] for key in wall}
    for alg, hash_on in ALGORITHMS.items():  # a first, untimed round; every count gives one digest
        if len({hash_on(data, n) for n in counts}) != 1:
            raise SystemExit(f"{alg}: the digest depends on the thread count")
    for _ in range(arguments.rounds):
        for alg, hash_on in ALGORITHMS.items():
            for n in counts:
                seconds, cpu_seconds = timed(lambda: hash_on(data, n))
                wall[(alg, n)].append(seconds)
                cpu[(alg, n)].append(cpu_seconds)
    print(f"{arguments.mib} MiB, {arguments.rounds} rounds, {os.cpu_count()} processors, keccakx {keccakx.__version__}")
    for alg, n in wall:
        speed_up = statistics.median(one / this for one, this in zip(wall[(alg, 1)], wall[(alg, n)]))
        median = statistics.median(wall[(alg, n)])
        print(f"  {alg:16s} threads={n:<3d} {median * 1e3:8.2f} ms  {len(data) / median / 1e6:7.0f} MB/s  "
              f"{speed_up:5.2f}x one thread  CPU {statistics.median(cpu[(alg, n)]) * 1e3:8.2f} ms")
    if arguments.json:
        with open(arguments.json, "w") as f:
            json.dump({"bytes": len(data), "cpus": os.cpu_count(),
                       "samples": [{"alg": alg, "threads": n, "wall": wall[(alg, n)], "cpu": cpu[(alg, n)]}
                                   for alg, n in wall]}, f, indent=1)


if __name__ == "__main__":
    main()
