#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes the cross-language conformance cases, with their expected outputs.

Every line is one case; fields are separated by single spaces, "-" stands for
an empty field:

  hash <id> <alg> <msg_hex> <outlen> <update_sizes> <squeeze_sizes> <expected_hex>
  many <id> <alg> <outlen> <msg_hex,msg_hex,...> <expected_hex (all outputs, in order)>

update_sizes are the chunk lengths (comma-separated, summing to the message
length) a driver feeds to its streaming API; squeeze_sizes are the chunk
lengths it reads SHAKE output in ("-" for a fixed-size hash). Expected outputs
come from implementations independent of keccakx: Python's hashlib for SHA-3
and SHAKE, pycryptodome for the original Keccak padding.
"""
import argparse
import hashlib
import random

from Crypto.Hash import keccak

RATES = {
    "keccak-224": 144, "keccak-256": 136, "keccak-384": 104, "keccak-512": 72,
    "sha3-224": 144, "sha3-256": 136, "sha3-384": 104, "sha3-512": 72,
    "shake128": 168, "shake256": 136,
}
DIGEST_SIZES = {name: int(name.split("-")[1]) // 8 for name in RATES if "-" in name}


def expected(alg, msg, outlen):
    if alg.startswith("keccak-"):
        return keccak.new(data=msg, digest_bits=8 * outlen).digest()
    if alg.startswith("sha3-"):
        return hashlib.new(alg.replace("-", "_"), msg).digest()
    return hashlib.new(alg.replace("shake", "shake_"), msg).digest(outlen)


def boundary_lengths():
    lengths = {0, 1}
    for rate in set(RATES.values()):
        lengths.update({rate - 1, rate, rate + 1, 2 * rate - 1, 2 * rate, 2 * rate + 1})
    return sorted(lengths)


def split(rng, total, max_parts):
    """Random chunk sizes summing to total (zero-length chunks included)."""
    cuts = sorted(rng.randint(0, total) for _ in range(rng.randint(0, max_parts)))
    edges = [0, *cuts, total]
    return [b - a for a, b in zip(edges, edges[1:])]


def message_length(rng):
    return rng.choice(boundary_lengths()) if rng.random() < 0.6 else rng.randint(0, 600)


def output_length(rng, alg):
    if alg in DIGEST_SIZES:
        return DIGEST_SIZES[alg]
    return rng.choice([0, 1, 16, 32, 64, 135, 136, 137, 167, 168, 169, 500])


def fmt_sizes(sizes):
    return ",".join(map(str, sizes)) if sizes else "-"


def hash_case(rng, case_id):
    alg = rng.choice(sorted(RATES))
    msg = rng.randbytes(message_length(rng))
    outlen = output_length(rng, alg)
    squeezes = split(rng, outlen, 4) if alg.startswith("shake") else []
    return " ".join(["hash", case_id, alg, msg.hex() or "-", str(outlen), fmt_sizes(split(rng, len(msg), 5)),
                     fmt_sizes(squeezes), expected(alg, msg, outlen).hex() or "-"])


def many_case(rng, case_id):
    alg = rng.choice(sorted(RATES))
    outlen = output_length(rng, alg)
    msgs = [rng.randbytes(message_length(rng) if rng.random() < 0.3 else rng.randint(0, 80))
            for _ in range(rng.randint(0, 20))]
    if not msgs:
        return f"many {case_id} {alg} {outlen} - -"
    outs = b"".join(expected(alg, m, outlen) for m in msgs)
    return " ".join(["many", case_id, alg, str(outlen), ",".join(m.hex() or "-" for m in msgs), outs.hex() or "-"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=202611)
    parser.add_argument("--count", type=int, default=3000, help="number of hash cases (plus a tenth as many 'many' cases)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.out, "w") as out:
        for i in range(args.count):
            out.write(hash_case(rng, f"h{i}") + "\n")
        for i in range(args.count // 10):
            out.write(many_case(rng, f"m{i}") + "\n")


if __name__ == "__main__":
    main()
