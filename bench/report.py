#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Merges CSVs of several `keccakx-vs-openssl --min` runs and prints the
markdown tables of docs/benchmarks-x86.md.

Each contender keeps its fastest time over all runs (on a shared machine the
noise only adds time, and a neighbour can slow a whole run), and every ratio
is recomputed against the reference's fastest time: OpenSSL for hashing, the
automatic kx_permute for the permutation, the kx_keccak256 loop for
kx_hash_many.

    python3 bench/report.py merged.csv run1.csv run2.csv ... > tables.md
"""
import csv
import sys
from collections import defaultdict

FIELDS = ["section", "what", "contender", "size", "ns_per_call", "mb_per_s", "ratio"]


def bytes_per_call(section, size):
    """What one call of the benchmark processes (see keccakx_vs_openssl.c)."""
    return {"permute": 200 * size, "kernel": 200 * size, "many": 1024 * size}.get(section, size)


def fastest(paths):
    """{(section, what, contender, size): (ns, bytes per call)} over all runs."""
    best = {}
    for path in paths:
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                key = (row["section"], row["what"], row["contender"], int(row["size"]))
                ns = float(row["ns_per_call"])
                if key not in best or ns < best[key][0]:
                    best[key] = (ns, bytes_per_call(key[0], key[3]))
    return best


def reference_key(key):
    section, what, contender, size = key
    if section in ("hash", "short"):
        return (section, what, "openssl", size)
    if section in ("permute", "kernel"):
        return ("permute", "keccak-f1600", "auto", 1)
    return (section, what, "loop", size)


def ratio(best, key):
    """Speed relative to the reference (per state for the permutation)."""
    ns = best[key][0]
    reference = best[reference_key(key)][0]
    return reference * key[3] / ns if key[0] in ("permute", "kernel") else reference / ns


def write_merged(best, path):
    with open(path, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(FIELDS)
        for key, (ns, bytes_per_call) in best.items():
            out.writerow([*key, f"{ns:.2f}", f"{bytes_per_call / ns * 1e3:.2f}", f"{ratio(best, key):.4f}"])


def hashing_table(best, what):
    contenders = [c for c in dict.fromkeys(k[2] for k in best if k[:2] == ("hash", what)) if c != "openssl"]
    print(f"| bytes | {' | '.join(contenders)} | OpenSSL |")
    print("|---" * (len(contenders) + 2) + "|")
    for size in sorted({k[3] for k in best if k[:2] == ("hash", what)}):
        cells = []
        for c in contenders:
            ns, b = best[("hash", what, c, size)]
            cells.append(f"{b / ns * 1e3:.1f} ({ratio(best, ('hash', what, c, size)):.2f}x)")
        ns, b = best[("hash", what, "openssl", size)]
        print(f"| {size} | {' | '.join(cells)} | {b / ns * 1e3:.1f} |")


def permutation_table(best):
    print("| backend | x1 | x2 | x4 | x8 |")
    print("|---|---|---|---|---|")
    for c in dict.fromkeys(k[2] for k in best if k[0] == "permute"):
        cells = [f"{best[('permute', 'keccak-f1600', c, w)][0] / w:.1f} ({ratio(best, ('permute', 'keccak-f1600', c, w)):.2f}x)"
                 for w in (1, 2, 4, 8)]
        print(f"| {c} | {' | '.join(cells)} |")


def many_table(best):
    print("| bytes | hash_many | loop | ratio |")
    print("|---|---|---|---|")
    for size in sorted({k[3] for k in best if k[0] == "many"}):
        many, loop = best[("many", "keccak-256", "hash_many", size)][0], best[("many", "keccak-256", "loop", size)][0]
        print(f"| {size} | {many / 1024:.1f} | {loop / 1024:.1f} | {loop / many:.2f}x |")


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: report.py MERGED.csv RUN.csv [RUN.csv ...]")
    best = fastest(sys.argv[2:])
    write_merged(best, sys.argv[1])
    for what in ("sha3-256", "keccak-256"):
        print(f"\n### {what}, MB/s (ratio to OpenSSL)\n")
        hashing_table(best, what)
    short = best[("short", "keccak-256", "kx_keccak256", 32)][0], best[("short", "keccak-256", "openssl", 32)][0]
    print(f"\nKeccak-256 of 32 bytes: kx_keccak256 {short[0]:.1f} ns, OpenSSL {short[1]:.1f} ns: "
          f"{short[1] / short[0]:.2f}x")
    print("\n### permutation, ns per state (states/s relative to auto kx_permute)\n")
    permutation_table(best)
    print("\n### kx_hash_many of 1024 Keccak-256 messages vs a loop of kx_keccak256, ns per message\n")
    many_table(best)


if __name__ == "__main__":
    main()
