#!/usr/bin/env python3
"""Speed ratios from the last `cargo bench -p keccakx-bench` run.

Reads criterion's medians (target/criterion/**/new/estimates.json) and prints, for
each size, how many times faster keccakx is than each incumbent (time of the
incumbent / time of keccakx; above 1 means keccakx is faster). Every number
comes from one run, so all contenders saw the same machine load.
"""
import json
import pathlib
import sys

CRITERION = pathlib.Path(__file__).resolve().parent.parent / "target" / "criterion"
SIZES = ["32B", "64B", "1KiB", "1MiB"]
OURS = ["keccakx__Keccak256", "keccakx__keccak256"]
INCUMBENTS = ["sha3", "keccak-asm", "tiny-keccak"]
LOOPS = ["sha3 loop", "keccak-asm loop", "keccakx__keccak256 loop"]


def median_ns(*parts):
    path = CRITERION.joinpath(*parts, "new", "estimates.json")
    return json.loads(path.read_text())["median"]["point_estimate"]


def single_message_table():
    print("Keccak-256, one message (median ns; ratio = incumbent / keccakx)")
    header = ["size"] + [name.replace("__", "::") for name in OURS + INCUMBENTS]
    header += [f"{inc} / {ours.split('__')[1]}" for ours in OURS for inc in INCUMBENTS]
    print(" | ".join(header))
    for size in SIZES:
        times = {name: median_ns("keccak256", name, size) for name in OURS + INCUMBENTS}
        row = [size] + [f"{times[name]:.0f}" for name in OURS + INCUMBENTS]
        row += [f"{times[inc] / times[ours]:.2f}x" for ours in OURS for inc in INCUMBENTS]
        print(" | ".join(row))


def many_messages_table():
    print("\nKeccak-256 of 1024 messages of 32 bytes (median µs; ratio = loop / hash_many)")
    many = median_ns("keccak256_many_32B", "keccakx__hash_many")
    print(f"keccakx::hash_many | {many / 1000:.0f}")
    for loop in LOOPS:
        time = median_ns("keccak256_many_32B", loop)
        print(f"{loop.replace('__', '::')} | {time / 1000:.0f} | {time / many:.2f}x")


if __name__ == "__main__":
    if not CRITERION.is_dir():
        sys.exit(f"no criterion results in {CRITERION}: run `cargo bench -p keccakx-bench` first")
    single_message_table()
    many_messages_table()
