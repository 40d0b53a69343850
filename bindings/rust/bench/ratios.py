#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Speed ratios from `cargo bench -p keccakx-bench` runs.

Usage: ratios.py [BASELINE ...]   (default: new, the last run)

For each run (criterion baseline, saved with `-- --save-baseline NAME`) it takes
criterion's median time of every benchmark and divides the incumbent's by
keccakx's, so each ratio compares contenders measured in the same run, under
the same machine load. Above 1 means keccakx is faster. With several runs it
prints the median ratio and the range, which a noisy shared machine needs.
"""
import json
import pathlib
import statistics
import sys

CRITERION = pathlib.Path(__file__).resolve().parent.parent / "target" / "criterion"
SIZES = ["32B", "64B", "1KiB", "1MiB"]
KECCAKX = ["keccakx__Keccak256", "keccakx__keccak256"]
INCUMBENTS = ["sha3", "keccak-asm", "tiny-keccak"]
LOOPS = ["sha3 loop", "keccak-asm loop", "keccakx__keccak256 loop"]


def median_ns(baseline, *parts):
    path = CRITERION.joinpath(*parts, baseline, "estimates.json")
    return json.loads(path.read_text())["median"]["point_estimate"]


def label(name):
    return name.replace("__", "::")


def summary(ratios):
    middle = statistics.median(ratios)
    if len(ratios) == 1:
        return f"{middle:.2f}x"
    return f"{middle:.2f}x ({min(ratios):.2f}-{max(ratios):.2f})"


def single_message_table(baselines):
    print(f"Keccak-256 of one message: incumbent time / keccakx time, median of {len(baselines)} run(s)")
    for ours in KECCAKX:
        print(f"\n{label(ours)} ({'the digest traits' if ours.endswith('Keccak256') else 'one C call'})")
        print("size  | keccakx ns | " + " | ".join(f"vs {inc}" for inc in INCUMBENTS))
        for size in SIZES:
            ours_ns = [median_ns(b, "keccak256", ours, size) for b in baselines]
            cells = [summary([median_ns(b, "keccak256", inc, size) / t for b, t in zip(baselines, ours_ns)])
                     for inc in INCUMBENTS]
            print(f"{size:5} | {statistics.median(ours_ns):10.0f} | " + " | ".join(cells))


def many_messages_table(baselines):
    print("\nKeccak-256 of 1024 messages of 32 bytes: loop time / hash_many time")
    many = [median_ns(b, "keccak256_many_32B", "keccakx__hash_many") for b in baselines]
    print(f"keccakx::hash_many: {statistics.median(many) / 1000:.0f} µs per 1024 messages")
    for loop in LOOPS:
        ratios = [median_ns(b, "keccak256_many_32B", loop) / t for b, t in zip(baselines, many)]
        print(f"  vs {label(loop)}: {summary(ratios)}")


if __name__ == "__main__":
    if not CRITERION.is_dir():
        sys.exit(f"no criterion results in {CRITERION}: run `cargo bench -p keccakx-bench` first")
    runs = sys.argv[1:] or ["new"]
    single_message_table(runs)
    many_messages_table(runs)
