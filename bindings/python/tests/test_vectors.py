# SPDX-License-Identifier: MIT OR Apache-2.0
"""The project's published vectors (tests/vectors) with every backend forced in turn."""

import array
import sys
from collections import defaultdict

import pytest

import keccakx
from conftest import hash_vectors, permutation_vectors

HASH_VECTORS = hash_vectors()
PERMUTATION_VECTORS = permutation_vectors()


def native_lanes(state: bytes) -> array.array:
    """A 200-byte little-endian state as 25 lanes in the machine's byte order."""
    lanes = array.array("Q", state)
    if sys.byteorder == "big":
        lanes.byteswap()
    return lanes


def little_endian_bytes(lanes: array.array) -> bytes:
    copy = array.array("Q", lanes)
    if sys.byteorder == "big":
        copy.byteswap()
    return copy.tobytes()


def output_of(name: str, message: bytes, size: int) -> bytes:
    hasher = keccakx.new(name, message)
    return hasher.digest(size) if hasher.digest_size == 0 else hasher.digest()


def test_vector_files_cover_every_algorithm():
    assert {name for name, _, _ in HASH_VECTORS} == keccakx.algorithms_available
    assert len(PERMUTATION_VECTORS) > 0


def test_hash_objects_match_every_vector(backend):
    mismatches = [(name, message.hex()) for name, message, expected in HASH_VECTORS
                  if output_of(name, message, len(expected)) != expected]
    assert mismatches == []


def test_streaming_in_odd_pieces_matches_every_vector(backend):
    mismatches = []
    for name, message, expected in HASH_VECTORS:
        hasher = keccakx.new(name)
        for start in range(0, len(message), 7):
            hasher.update(bytearray(message[start : start + 7]))
        output = hasher.digest(len(expected)) if hasher.digest_size == 0 else hasher.digest()
        if output != expected:
            mismatches.append((name, message.hex()))
    assert mismatches == []


def test_keccak256_function_matches_every_keccak_256_vector(backend):
    cases = [(message, expected) for name, message, expected in HASH_VECTORS if name == "keccak_256"]
    assert [keccakx.keccak256(message) for message, _ in cases] == [expected for _, expected in cases]


def test_hash_many_matches_every_vector(backend):
    by_algorithm = defaultdict(list)
    for name, message, expected in HASH_VECTORS:
        by_algorithm[(name, len(expected))].append((message, expected))
    for (name, size), cases in by_algorithm.items():
        length = size if name.startswith("shake") else None
        digests = keccakx.hash_many(name, [message for message, _ in cases], length)
        assert digests == [expected for _, expected in cases], name


def test_permute_matches_every_vector(backend):
    for rounds, before, after in PERMUTATION_VECTORS:
        state = native_lanes(before)
        keccakx.permute(state, rounds)
        assert little_endian_bytes(state) == after


@pytest.mark.parametrize("width, permute", [(2, keccakx.permute_x2), (4, keccakx.permute_x4), (8, keccakx.permute_x8)])
def test_permute_many_matches_every_vector_in_every_slot(backend, width, permute):
    for rounds in sorted({rounds for rounds, _, _ in PERMUTATION_VECTORS}):
        cases = [(before, after) for r, before, after in PERMUTATION_VECTORS if r == rounds]
        # Fill each slot with a different vector, rotating so every vector meets every slot.
        for shift in range(len(cases)):
            chosen = [cases[(shift + slot) % len(cases)] for slot in range(width)]
            states = native_lanes(b"".join(before for before, _ in chosen))
            permute(states, rounds)
            assert little_endian_bytes(states) == b"".join(after for _, after in chosen)
