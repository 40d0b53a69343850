# SPDX-License-Identifier: MIT OR Apache-2.0
"""Shared fixtures: the project's vector files, every backend, and reference hashes."""

import os
import random
from pathlib import Path

import pytest

import keccakx

VECTORS_ENV = "KECCAKX_VECTORS"

# hashlib / keccakx names of the vector files' algorithm names.
VECTOR_ALGORITHMS = {
    "keccak-224": "keccak_224",
    "keccak-256": "keccak_256",
    "keccak-384": "keccak_384",
    "keccak-512": "keccak_512",
    "sha3-224": "sha3_224",
    "sha3-256": "sha3_256",
    "sha3-384": "sha3_384",
    "sha3-512": "sha3_512",
    "shake128": "shake_128",
    "shake256": "shake_256",
}

RATES = {"keccak_224": 144, "keccak_256": 136, "keccak_384": 104, "keccak_512": 72,
         "sha3_224": 144, "sha3_256": 136, "sha3_384": 104, "sha3_512": 72,
         "shake_128": 168, "shake_256": 136}

# Lengths that straddle every rate (72, 104, 136, 144, 168), once and twice over.
BOUNDARY_LENGTHS = sorted(
    {0, 1, 7, 8, 9, 31, 32, 33}
    | {multiple * rate + delta for rate in set(RATES.values()) for multiple in (1, 2) for delta in (-1, 0, 1)}
)


def vectors_dir() -> Path:
    """tests/vectors of the repository: $KECCAKX_VECTORS, or found above this folder in a checkout."""
    configured = os.environ.get(VECTORS_ENV)
    if configured:
        return Path(configured)
    for folder in Path(__file__).resolve().parents:
        if (folder / "tests" / "vectors" / "hashes.txt").is_file():
            return folder / "tests" / "vectors"
    raise RuntimeError(f"test vectors not found: set {VECTORS_ENV} to the repository's tests/vectors")


def _data_lines(name: str):
    with open(vectors_dir() / name) as lines:
        for line in lines:
            if line.strip() and not line.startswith("#"):
                yield line.split()


def hash_vectors():
    """(keccakx name, message, expected output) for each line of hashes.txt."""
    return [
        (VECTOR_ALGORITHMS[alg], b"" if message == "-" else bytes.fromhex(message), bytes.fromhex(expected))
        for alg, message, expected in _data_lines("hashes.txt")
    ]


def _mode_bytes(text: str) -> bytes:
    """A byte string of modes.txt: hex, "-" for empty, or RFC 9861's ptn(n)."""
    if text == "-":
        return b""
    if text.startswith("ptn("):
        length = int(text[4:-1])
        return (bytes(range(0xFB)) * (length // 0xFB + 1))[:length]
    return bytes.fromhex(text)


def mode_vectors():
    """(mode name, parameter, customization, message, output length, expected tail) for each
    line of modes.txt: the parameter is TurboSHAKE's domain byte or ParallelHash's block size
    (int), cSHAKE's function name or KMAC's key (bytes), None for the others; a TupleHash
    message is its list of strings. The expected bytes are the last ones of the output."""
    vectors = []
    for alg, param, custom, message, outlen, expected in _data_lines("modes.txt"):
        if alg.startswith("turboshake"):
            parameter = int(param, 16)
        elif alg.startswith("parallelhash"):
            parameter = int(param)
        elif alg.startswith(("cshake", "kmac")):
            parameter = _mode_bytes(param)
        else:
            parameter = None
        text = message.split(",") if alg.startswith("tuplehash") else message
        body = [_mode_bytes(piece) for piece in text] if alg.startswith("tuplehash") else _mode_bytes(text)
        vectors.append((alg, parameter, _mode_bytes(custom), body, int(outlen), bytes.fromhex(expected)))
    return vectors


def permutation_vectors():
    """(rounds, state in, state out) for each line of permutation.txt; states are 200 bytes, lanes little-endian."""
    return [(int(rounds), bytes.fromhex(before), bytes.fromhex(after)) for rounds, before, after in _data_lines("permutation.txt")]


@pytest.fixture(params=keccakx.backends())
def backend(request):
    """Runs the test once per backend this CPU can run, forced for every width."""
    keccakx.use_backend(request.param)
    yield request.param
    keccakx.use_backend("auto")


@pytest.fixture
def rng():
    return random.Random(0x6B656363616B78)
