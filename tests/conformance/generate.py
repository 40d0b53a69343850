#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes the cross-language conformance cases, with their expected outputs.

Every line is one case; fields are separated by single spaces, "-" stands for
an empty field:

  hash <id> <alg> <msg_hex> <outlen> <update_sizes> <squeeze_sizes> <expected_hex>
  many <id> <alg> <outlen> <msg_hex,msg_hex,...> <expected_hex (all outputs, in order)>

and, in the file of --modes-out (for the drivers that have the modes of RFC 9861
and SP 800-185):

  mode <id> <alg> <param> <custom_hex> <msg> <outlen> <update_sizes> <squeeze_sizes> <expected_hex>

param is TurboSHAKE's domain byte (hex), cSHAKE's function name N or KMAC's
key (hex), ParallelHash's block size (decimal), "-" for the others; custom is
KangarooTwelve's C or SP 800-185's S; msg is the message (hex), or for
TupleHash its strings, comma-separated, each hex or "-" for the empty string,
"()" for the empty tuple, whose update_sizes are "-" (one update per string).
squeeze_sizes are "-" for KMAC, TupleHash and ParallelHash, whose output
length is part of their input.

and, in the file of --trie-out (for the drivers that have Ethereum's trie):

  trie <id> <kind> <keys> <values> <root_hex> <nodes_hex>

kind is "sorted" (keys strictly increasing, given one by one to the stack
trie: kx_trie_update, StackTrie.Update), "ordered" (the values' ordered root,
keys RLP(0..n-1): kx_trie_ordered_root) or "secure" (keys in any order, some
given again, whose last value counts: kx_trie_secure_root); keys and values
are comma-separated hex, "-" for an empty key (values are never empty), "()"
for none (ordered keys are always "()"). A driver prints "<id> root <hex>",
and for "sorted" also "<id> nodes <hex>": Keccak-256 of the committed nodes'
records path || 0x10 || hash (the path one nibble a byte), sorted bytewise and
concatenated (nodes_hex is "-" for the other kinds). Expected roots and nodes
come from trie_reference.py (the yellow paper's definition, recursive).

update_sizes are the chunk lengths (comma-separated, summing to the message
length) a driver feeds to its streaming API; squeeze_sizes are the chunk
lengths it reads SHAKE output in ("-" for a fixed-size hash). Expected outputs
come from implementations independent of keccakx: Python's hashlib for SHA-3
and SHAKE, pycryptodome for the original Keccak padding and the modes (with
modes_reference.py for what pycryptodome lacks).
"""
import argparse
import hashlib
import random

from Crypto.Hash import keccak

import modes_reference as ref
import trie_reference

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


MODES = ["turboshake128", "turboshake256", "kt128", "kt256", "cshake128", "cshake256", "kmac128", "kmac256",
         "kmacxof128", "kmacxof256", "tuplehash128", "tuplehash256", "tuplehashxof128", "tuplehashxof256",
         "parallelhash128", "parallelhash256", "parallelhashxof128", "parallelhashxof256"]
TREE_LENGTHS = [8191, 8192, 8193, 2 * 8192, 8 * 8192 - 1, 8 * 8192, 8 * 8192 + 1, 9 * 8192, 9 * 8192 + 1, 17 * 8192 + 3]


def mode_message_length(rng, alg):
    if alg.startswith(("kt", "parallelhash")) and rng.random() < 0.1:
        return rng.choice(TREE_LENGTHS)
    return message_length(rng)


def short_bytes(rng):
    return rng.randbytes(rng.choice([0, 0, 1, 5, 16, 32, 100, 167, 168, 169, 300]))


def mode_case(rng, case_id):
    alg = rng.choice(MODES)
    level = 128 if alg.endswith("128") else 256
    hashes_length = alg.startswith(("kmac", "tuplehash", "parallelhash")) and "xof" not in alg
    xof = not hashes_length
    custom = short_bytes(rng) if not alg.startswith("turboshake") else b""
    if alg.startswith("kt") and rng.random() < 0.05:
        custom = rng.randbytes(rng.choice([8191, 8192, 8193, 20000]))
    outlen = rng.choice([0, 1, 16, 32, 64, 135, 136, 137, 167, 168, 169, 500]) if xof else rng.choice([1, 8, 32, 64, 100])
    msg = rng.randbytes(mode_message_length(rng, alg))
    updates = fmt_sizes(split(rng, len(msg), 5))
    param, shown_msg = "-", msg.hex() or "-"
    if alg.startswith("turboshake"):
        domain = rng.randint(1, 0x7F)
        param, expected_out = f"{domain:02x}", ref.turboshake(level, domain, msg, outlen)
    elif alg.startswith("kt"):
        expected_out = ref.kangarootwelve(level, msg, custom, outlen)
    elif alg.startswith("cshake"):
        name = short_bytes(rng) if rng.random() < 0.7 else b""
        param, expected_out = name.hex() or "-", ref.cshake(level, name, custom, msg, outlen)
    elif alg.startswith("kmac"):
        key = short_bytes(rng)
        param, expected_out = key.hex() or "-", ref.kmac(level, key, custom, msg, outlen, "xof" in alg)
    elif alg.startswith("tuplehash"):
        elems = [rng.randbytes(rng.choice([0, 1, 3, 100, 200])) for _ in range(rng.randint(0, 5))]
        shown_msg = ",".join(e.hex() or "-" for e in elems) or "()"
        updates, expected_out = "-", ref.tuplehash(level, custom, elems, outlen, "xof" in alg)
    else:
        block = rng.choice([1, 7, 8, 136, 168, 1000, 8192])
        if block < 8:
            msg = msg[:300]
            shown_msg, updates = msg.hex() or "-", fmt_sizes(split(rng, len(msg), 5))
        param, expected_out = str(block), ref.parallelhash(level, block, custom, msg, outlen, "xof" in alg)
    squeezes = fmt_sizes(split(rng, outlen, 4)) if xof else "-"
    return " ".join(["mode", case_id, alg, param, custom.hex() or "-", shown_msg, str(outlen), updates, squeezes,
                     expected_out.hex() or "-"])


def trie_keys(rng, count):
    """Keys of 0 to 40 bytes, most beginning with one of a few stems: long shared prefixes,
    keys that begin others, the empty key now and then."""
    stems = [rng.randbytes(40) for _ in range(3)]
    keys = set()
    for _ in range(count):
        length = rng.randint(0, 40)
        shared = rng.randint(0, length) if rng.random() < 0.8 else 0
        keys.add(rng.choice(stems)[:shared] + rng.randbytes(length - shared))
    return sorted(keys)


def trie_value(rng):
    return rng.randbytes(rng.randint(1, 40) if rng.random() < 0.8 else rng.randint(1, 2000))


def trie_count(rng):
    return rng.choice([0, 1, 2, 3, 16, 17, 127, 128, 129]) if rng.random() < 0.3 else rng.randint(0, 300)


def hex_list(items):
    return ",".join(item.hex() or "-" for item in items) if items else "()"


def trie_case(rng, case_id):
    kind = rng.choice(["sorted", "ordered", "secure"])
    if kind == "ordered":
        values = [trie_value(rng) for _ in range(trie_count(rng))]
        root, _ = trie_reference.trie_root([(trie_reference.rlp_index(i), v) for i, v in enumerate(values)])
        return " ".join(["trie", case_id, kind, "()", hex_list(values), root.hex(), "-"])
    keys = trie_keys(rng, trie_count(rng))
    if kind == "sorted":
        values = [trie_value(rng) for _ in keys]
        root, committed = trie_reference.trie_root(list(zip(keys, values)))
        nodes = trie_reference.nodes_digest(committed).hex()
        return " ".join(["trie", case_id, kind, hex_list(keys), hex_list(values), root.hex(), nodes])
    keys = keys + [rng.choice(keys) for _ in range(len(keys) // 10)]  # some keys again: the last value counts
    rng.shuffle(keys)
    values = [trie_value(rng) for _ in keys]
    last = dict(zip(keys, values))
    root, _ = trie_reference.trie_root([(trie_reference.keccak256(k), v) for k, v in last.items()])
    return " ".join(["trie", case_id, kind, hex_list(keys), hex_list(values), root.hex(), "-"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=202611)
    parser.add_argument("--count", type=int, default=3000, help="number of hash cases (plus a tenth as many 'many' cases)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--modes-out", help="also write this many tenths of --count mode cases here")
    parser.add_argument("--trie-out", help="also write a twentieth of --count trie cases here")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.out, "w") as out:
        for i in range(args.count):
            out.write(hash_case(rng, f"h{i}") + "\n")
        for i in range(args.count // 10):
            out.write(many_case(rng, f"m{i}") + "\n")
    if args.modes_out:
        with open(args.modes_out, "w") as out:
            for i in range(args.count // 10):
                out.write(mode_case(rng, f"d{i}") + "\n")
    if args.trie_out:
        trie_rng = random.Random(args.seed + 1)  # the other files stay the same with or without this one
        with open(args.trie_out, "w") as out:
            for i in range(args.count // 20):
                out.write(trie_case(trie_rng, f"t{i}") + "\n")


if __name__ == "__main__":
    main()
