# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx's Ethereum trie roots against py-trie's HexaryTrie (the `trie` package, hashing
through eth-hash with its default backend), in the same run: 5,000 ordered items (keys
RLP(i), 110-byte values, a block's transactions) and 10,000 accounts of a state trie
(keys Keccak-256 of random 20-byte addresses, 70-byte values).

Every candidate runs in shuffled order within a round, many rounds; it prints the
median time per call and the median over rounds of (HexaryTrie's time / candidate's).

    pip install keccakx trie
    python bench/python/bench_trie.py [--rounds 11] [--json FILE]
"""

import argparse
import importlib.metadata
import json
import platform
import random

import rlp
from trie import HexaryTrie

import keccakx
from timing import measure, report

ITEMS = 5_000
ITEM_LEN = 110
ACCOUNTS = 10_000
ACCOUNT_LEN = 70
ORDERED_TITLE = f"{ITEMS:,} ordered items (keys RLP(i), {ITEM_LEN}-byte values), per root"
STATE_TITLE = f"{ACCOUNTS:,} accounts (keys Keccak-256 of addresses, {ACCOUNT_LEN}-byte values), per root"


def hexary_root(pairs) -> bytes:
    trie = HexaryTrie(db={})
    for key, value in pairs:
        trie[key] = value
    return trie.root_hash


def stack_trie_root(sorted_pairs) -> bytes:
    trie = keccakx.StackTrie()
    update = trie.update
    for key, value in sorted_pairs:
        update(key, value)
    return trie.root()


def cases() -> list:
    """(title, candidates as name -> zero-argument callable); the first candidate is py-trie's."""
    rng = random.Random(39)
    values = [rng.randbytes(ITEM_LEN) for _ in range(ITEMS)]
    ordered = [(rlp.encode(index), value) for index, value in enumerate(values)]
    sorted_ordered = sorted(ordered)
    addresses = [rng.randbytes(20) for _ in range(ACCOUNTS)]
    accounts = [(keccakx.keccak256(address), rng.randbytes(ACCOUNT_LEN)) for address in addresses]
    by_address = dict(zip(addresses, (value for _, value in accounts)))
    sorted_accounts = sorted(accounts)
    assert hexary_root(ordered) == keccakx.ordered_trie_root(values) == stack_trie_root(sorted_ordered)
    assert hexary_root(accounts) == keccakx.trie_root(by_address, secure=True) == stack_trie_root(sorted_accounts)
    return [
        (ORDERED_TITLE, {
            "py-trie HexaryTrie": lambda: hexary_root(ordered),
            "keccakx.ordered_trie_root(values)": lambda: keccakx.ordered_trie_root(values),
            "keccakx.StackTrie, sorted keys": lambda: stack_trie_root(sorted_ordered),
        }),
        (STATE_TITLE, {
            "py-trie HexaryTrie of hashed keys": lambda: hexary_root(accounts),
            "keccakx.trie_root(accounts, secure=True)": lambda: keccakx.trie_root(by_address, secure=True),
            "keccakx.StackTrie, sorted hashed keys": lambda: stack_trie_root(sorted_accounts),
        }),
    ]


def versions() -> dict:
    return {"python": platform.python_version(),
            **{name: importlib.metadata.version(name) for name in ("keccakx", "trie", "eth-hash", "cffi")}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=11, help="rounds per case (default 11)")
    parser.add_argument("--json", metavar="FILE", help="also write every sample and the versions to FILE")
    arguments = parser.parse_args()
    print(f"keccakx {keccakx.__version__} (backend {keccakx.backend(1)}, batch {keccakx.backend(8)}), "
          f"Python {platform.python_version()}, {platform.machine()}, {arguments.rounds} rounds")
    results = []
    for title, candidates in cases():
        # One call a sample: py-trie's takes most of a second.
        times = measure(candidates, arguments.rounds, sample_seconds=0)
        report(title, "ms", 1, ("py-trie",), times)
        results.append({"title": title, "per_call": 1, "seconds": times})
    if arguments.json:
        with open(arguments.json, "w") as f:
            json.dump({"versions": versions(), "backends": [keccakx.backend(w) for w in (1, 2, 4, 8)],
                       "rounds": arguments.rounds, "cases": results}, f, indent=1)


if __name__ == "__main__":
    main()
