#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Plots the CSV of keccakx-vs-openssl: hashing throughput against message
size, one line per backend and one for OpenSSL.

    python3 -m venv .venv && .venv/bin/pip install matplotlib
    build-release/keccakx-vs-openssl --csv bench.csv
    .venv/bin/python bench/plot.py bench.csv docs/bench-x86.png
"""
import csv
import sys
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)


def read_throughput(path, algorithm):
    """{contender: [(size, MB/s), ...]} of the hashing rows for algorithm."""
    series = defaultdict(list)
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            if row["section"] == "hash" and row["what"] == algorithm:
                series[row["contender"]].append((int(row["size"]), float(row["mb_per_s"])))
    return {name: sorted(points) for name, points in series.items()}


def plot(path, out, title):
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5), sharey=True)
    for axis, algorithm in zip(axes, ("sha3-256", "keccak-256")):
        series = read_throughput(path, algorithm)
        for name, points in series.items():
            style = dict(color="black", linestyle="--", linewidth=2) if name == "openssl" else {}
            label = "OpenSSL 3.0 SHA3-256 (EVP)" if name == "openssl" else f"keccakx {name}"
            axis.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=label, **style)
        axis.set_xscale("log", base=2)
        axis.set_xlabel("message bytes")
        axis.set_title(algorithm)
        axis.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("MB/s")
    axes[0].legend(fontsize=8)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: plot.py BENCH.csv OUT.png [TITLE]")
    plot(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) == 4 else "keccakx vs OpenSSL")
