# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx's modes and many-stream object against the incumbents, in the same run:
KangarooTwelve KT128 (and TurboSHAKE128) of 1 MiB against pycryptodome's
KangarooTwelve and hashlib's shake_128; ML-KEM-768's matrix (9 SHAKE128 streams of a
34-byte seed, 504 bytes each) and ML-DSA-65's (30 streams, 840 bytes each) on
keccakx.multi against a loop of hashlib.shake_128. Ratios as bench_keccakx.py's
(timing.py): medians over rounds of the ratio within a round, above 1 is faster.

    pip install keccakx pycryptodome
    python bench/python/bench_modes.py [--rounds 21] [--sample-seconds 0.02]
"""

import argparse
import hashlib
import platform
import random

from Crypto.Hash import KangarooTwelve, TurboSHAKE128

import keccakx
from timing import measure, report

MIB = random.Random(1).randbytes(1 << 20)
RHO = random.Random(2).randbytes(32)


def matrix_case(title: str, rows: int, columns: int, blocks: int):
    """One SHAKE128 stream per matrix entry, seeded with rho || column || row, squeezed `blocks` blocks."""
    seeds = [RHO + bytes([column, row]) for row in range(rows) for column in range(columns)]
    length, count = blocks * 168, len(seeds)
    shake_128, multi, ours = hashlib.shake_128, keccakx.multi, keccakx.shake_128

    def on_multi():
        streams = multi("shake_128", count)
        streams.update(seeds)
        return streams.read(length)

    return (title, "us", 1, {
        "hashlib shake_128 loop": lambda: [shake_128(seed).digest(length) for seed in seeds],
        "keccakx.shake_128 loop": lambda: [ours(seed).digest(length) for seed in seeds],
        f"keccakx.multi('shake_128', {count})": on_multi,
        "keccakx.hash_many('shake_128', seeds, n)": lambda: keccakx.hash_many("shake_128", seeds, length),
    })


def large_case():
    shake_128, kt128, turboshake128 = hashlib.shake_128, keccakx.kt128, keccakx.turboshake128
    return ("1 MiB, 32 bytes of output", "us", 1, {
        "hashlib shake_128(m).digest(32)": lambda: shake_128(MIB).digest(32),
        "pycryptodome KangarooTwelve(m).read(32)": lambda: KangarooTwelve.new(data=MIB).read(32),
        "pycryptodome TurboSHAKE128(m).read(32)": lambda: TurboSHAKE128.new(data=MIB).read(32),
        "keccakx.kt128(m).digest(32)": lambda: kt128(MIB).digest(32),
        "keccakx.turboshake128(m).digest(32)": lambda: turboshake128(MIB).digest(32),
        "keccakx.shake_128(m).digest(32)": lambda: keccakx.shake_128(MIB).digest(32),
    })


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=21, help="rounds per case (default 21)")
    parser.add_argument("--sample-seconds", type=float, default=0.02, help="length of one timing sample")
    arguments = parser.parse_args()
    print(f"keccakx {keccakx.__version__} (backend {keccakx.backend(1)}, batch {keccakx.backend(8)}), "
          f"Python {platform.python_version()}, {platform.machine()}, {arguments.rounds} rounds")
    for title, unit, divisor, candidates in [
        matrix_case("ML-KEM-768 matrix: 9 SHAKE128 streams x 504 bytes", 3, 3, 3),
        matrix_case("ML-DSA-65 matrix: 30 SHAKE128 streams x 840 bytes", 6, 5, 5),
        large_case(),
    ]:
        report(title, unit, divisor, ("hashlib", "pycryptodome"), measure(candidates, arguments.rounds,
                                                                         arguments.sample_seconds))


if __name__ == "__main__":
    main()
