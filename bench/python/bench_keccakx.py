# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx against the incumbents, in the same run: hashlib (SHA3-256, OpenSSL),
pycryptodome (Keccak-256) and safe-pysha3 (Keccak-256), and eth-hash with each backend;
update() of 1, 8 and 64 bytes on a hash object of each kind against pycryptodome's and,
for SHA3-256 and SHAKE128, hashlib's.

Each case runs every candidate in shuffled order within a round, many rounds;
it prints the median time per call and, for every candidate, the median over
rounds of (incumbent time / candidate time): above 1 means faster than that
incumbent. Medians of ratios taken within a round hold up on a shared, noisy
machine far better than ratios of separate medians.

    pip install keccakx pycryptodome safe-pysha3 eth-hash
    python bench/python/bench_keccakx.py [--rounds 21] [--sample-seconds 0.02] [--json FILE]

--json also writes every sample (seconds per call, one per round and
candidate), with the versions of the libraries, for bench/run-all.
"""

import argparse
import hashlib
import importlib.metadata
import json
import platform
import random
import ssl

import sha3 as pysha3
from Crypto.Hash import KMAC128, SHA3_256, SHAKE128, KangarooTwelve, TurboSHAKE128, cSHAKE128
from Crypto.Hash import keccak as pycryptodome_keccak
from eth_hash.backends import pycryptodome as eth_pycryptodome_backend
from eth_hash.backends import pysha3 as eth_pysha3_backend
from eth_hash.main import Keccak256

import keccakx
import keccakx.eth_hash
from keccakx._keccakx import ffi, lib
from timing import measure, report

SIZES = (32, 64, 136, 1024, 16384, 1 << 20)
MESSAGES = {size: random.Random(size).randbytes(size) for size in SIZES}
SMALL = MESSAGES[32]
MANY = [random.Random(2).randbytes(32) for _ in range(10_000)]
UPDATE_SIZES = (1, 8, 64)
KEY = bytes(range(32))


def one_message_case(size: int):
    """Every library's usual call on one message of `size` bytes."""
    hashlib_sha3_256 = hashlib.sha3_256
    pysha3_keccak_256 = pysha3.keccak_256
    pycryptodome_new = pycryptodome_keccak.new
    keccak256, keccak_256, sha3_256 = keccakx.keccak256, keccakx.keccak_256, keccakx.sha3_256
    m = MESSAGES[size]
    candidates = {
        "hashlib sha3_256(m).digest()": lambda: hashlib_sha3_256(m).digest(),
        "pysha3 keccak_256(m).digest()": lambda: pysha3_keccak_256(m).digest(),
        "pycryptodome keccak.new(m).digest()": lambda: pycryptodome_new(data=m, digest_bits=256).digest(),
        "keccakx.keccak256(m)": lambda: keccak256(m),
        "keccakx.keccak_256(m).digest()": lambda: keccak_256(m).digest(),
        "keccakx.sha3_256(m).digest()": lambda: sha3_256(m).digest(),
    }
    unit = "ns" if size < 16384 else "us"
    return (f"{size}-byte message, one call", unit, 1, True, candidates)


def update_objects() -> list:
    """(name, keccakx's object, pycryptodome's, hashlib's or None) for each kind of hash object."""
    return [
        ("Keccak-256", keccakx.keccak_256(), pycryptodome_keccak.new(digest_bits=256), None),
        ("SHA3-256", keccakx.sha3_256(), SHA3_256.new(), hashlib.sha3_256()),
        ("SHAKE128", keccakx.shake_128(), SHAKE128.new(), hashlib.shake_128()),
        ("TurboSHAKE128", keccakx.turboshake128(), TurboSHAKE128.new(domain=0x1F), None),
        ("KT128", keccakx.kt128(), KangarooTwelve.new(), None),
        ("KMAC128", keccakx.kmac128(key=KEY), KMAC128.new(key=KEY), None),
        ("cSHAKE128", keccakx.cshake128(custom=b"app"), cSHAKE128.new(custom=b"app"), None),
    ]


def update_case(size: int, name: str, ours, theirs, hashlib_one):
    """update(m) with m of `size` bytes on one long-lived object of each library, each having
    absorbed 4 KiB in such updates first (keccakx's objects then hold a C context)."""
    m = random.Random(size).randbytes(size)
    updates = {"keccakx": ours.update, "pycryptodome": theirs.update}
    if hashlib_one is not None:
        updates["hashlib"] = hashlib_one.update
    for update in updates.values():
        for _ in range(4096 // size):
            update(m)
    return (f"{size}-byte update(m): {name}", "ns", 1, True,
            {f"{library} {name} update(m)": lambda update=update: update(m) for library, update in updates.items()})


def update_cases(sizes=UPDATE_SIZES) -> list:
    return [update_case(size, *objects) for size in sizes for objects in update_objects()]


def cases(sizes=SIZES):
    """(title, unit, per-call divisor, whether to print ratios, candidates as name -> zero-argument callable)."""
    hashlib_sha3_256 = hashlib.sha3_256
    pysha3_keccak_256 = pysha3.keccak_256
    pycryptodome_new = pycryptodome_keccak.new
    eth_keccakx = Keccak256(keccakx.eth_hash.backend)
    eth_pycryptodome = Keccak256(eth_pycryptodome_backend.backend)
    eth_pysha3 = Keccak256(eth_pysha3_backend.backend)
    keccak256, keccak_256 = keccakx.keccak256, keccakx.keccak_256
    hash_many = keccakx.hash_many
    c_backend, c_keccak_256 = lib.kx_backend, lib.kxpy_keccak_256
    c_output = ffi.new("char[]", 32)
    c_hash_many = lib.kxpy_hash_many_packed
    packed_many = (b"".join(MANY), ffi.new("size_t[]", [len(m) for m in MANY]), ffi.new("const char *[]", len(MANY)),
                   ffi.new("char[]", 32 * len(MANY)), 32)
    small, many = SMALL, MANY
    return [one_message_case(size) for size in sizes] + [
        ("10,000 messages of 32 bytes, per message", "ns", len(many), True, {
            "hashlib sha3_256 loop": lambda: [hashlib_sha3_256(m).digest() for m in many],
            "pysha3 keccak_256 loop": lambda: [pysha3_keccak_256(m).digest() for m in many],
            "pycryptodome keccak loop": lambda: [pycryptodome_new(data=m, digest_bits=256).digest() for m in many],
            "keccakx.keccak256 loop": lambda: [keccak256(m) for m in many],
            "keccakx.hash_many('keccak_256', ms)": lambda: hash_many("keccak_256", many),
            "  its C call alone (kx_hash_many)": lambda: c_hash_many(lib.KX_KECCAK_256, len(many), *packed_many),
        }),
        ("where the time of a 32-byte hash goes", "ns", 1, False, {
            "hashlib sha3_256(m) (constructor alone)": lambda: hashlib_sha3_256(small),
            "keccakx.keccak_256(m) (constructor alone)": lambda: keccak_256(small),
            "cffi crossing to a trivial C function": lambda: c_backend(1),
            "cffi crossing + C Keccak-256": lambda: c_keccak_256(small, 32, c_output),
            "bytes(32) (the output object of one call)": lambda: bytes(32),
        }),
        ("eth-hash Keccak256(32 bytes), by backend", "ns", 1, True, {
            "hashlib sha3_256(m).digest() (no eth-hash)": lambda: hashlib_sha3_256(small).digest(),
            "eth-hash + pysha3": lambda: eth_pysha3(small),
            "eth-hash + pycryptodome": lambda: eth_pycryptodome(small),
            "eth-hash + keccakx": lambda: eth_keccakx(small),
        }),
    ] + update_cases()


INCUMBENTS = ("hashlib", "pysha3", "pycryptodome")


def versions() -> dict:
    """The installed version of every library compared."""
    packages = ("keccakx", "pycryptodome", "safe-pysha3", "eth-hash", "cffi")
    return {"python": platform.python_version(), "openssl": ssl.OPENSSL_VERSION,
            **{name: importlib.metadata.version(name) for name in packages}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=21, help="rounds per case (default 21)")
    parser.add_argument("--sample-seconds", type=float, default=0.02, help="length of one timing sample")
    parser.add_argument("--json", metavar="FILE", help="also write every sample and the versions to FILE")
    arguments = parser.parse_args()
    print(f"keccakx {keccakx.__version__} (backend {keccakx.backend(1)}, batch {keccakx.backend(8)}), "
          f"Python {platform.python_version()}, {platform.machine()}, {arguments.rounds} rounds")
    results = []
    for title, unit, divisor, compare, candidates in cases():
        times = measure(candidates, arguments.rounds, arguments.sample_seconds)
        report(title, unit, divisor, INCUMBENTS if compare else (), times)
        results.append({"title": title, "per_call": divisor, "seconds": times})
    if arguments.json:
        with open(arguments.json, "w") as f:
            json.dump({"versions": versions(), "backends": [keccakx.backend(w) for w in (1, 2, 4, 8)],
                       "rounds": arguments.rounds, "cases": results}, f, indent=1)


if __name__ == "__main__":
    main()
