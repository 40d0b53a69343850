# SPDX-License-Identifier: MIT OR Apache-2.0
"""Random inputs of lengths around every rate, against independent implementations:
hashlib for SHA-3 and SHAKE, pycryptodome for Keccak (original padding)."""

import hashlib

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx
from conftest import BOUNDARY_LENGTHS, RATES

FIXED = ["keccak_224", "keccak_256", "keccak_384", "keccak_512", "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
SHAKE = ["shake_128", "shake_256"]
SHAKE_OUTPUT_LENGTHS = [0, 1, 31, 32, 135, 136, 137, 167, 168, 169, 337, 1000]


def reference(name: str, message: bytes, length: int = 0) -> bytes:
    if name.startswith("keccak"):
        return pycryptodome_keccak.new(data=message, digest_bits=int(name[-3:])).digest()
    hasher = hashlib.new(name, message)
    return hasher.digest(length) if name.startswith("shake") else hasher.digest()


def random_messages(rng, lengths):
    return [rng.randbytes(length) for length in lengths]


@pytest.mark.parametrize("name", FIXED)
def test_one_shot_digest_equals_reference_at_every_boundary(backend, rng, name):
    for message in random_messages(rng, BOUNDARY_LENGTHS):
        assert keccakx.new(name, message).digest() == reference(name, message), len(message)


@pytest.mark.parametrize("name", FIXED)
def test_long_messages_equal_reference(backend, rng, name):
    # Longer than the 2048 bytes a hash object keeps before using a C context.
    for message in random_messages(rng, [2047, 2048, 5000, 65536 + 3]):
        assert keccakx.new(name, message).digest() == reference(name, message), len(message)


@pytest.mark.parametrize("name", FIXED + SHAKE)
def test_update_split_at_every_offset_equals_reference(backend, rng, name):
    rate = RATES[name]
    message = rng.randbytes(2 * rate + 3)
    expected = reference(name, message, 64)
    for split in range(len(message) + 1):
        hasher = keccakx.new(name, message[:split])
        hasher.update(memoryview(message)[split:])
        output = hasher.digest(64) if name in SHAKE else hasher.digest()
        assert output == expected, split


@pytest.mark.parametrize("name", SHAKE)
def test_shake_output_of_every_length_equals_reference(backend, rng, name):
    for message in random_messages(rng, BOUNDARY_LENGTHS):
        for length in SHAKE_OUTPUT_LENGTHS:
            assert keccakx.new(name, message).digest(length) == reference(name, message, length)


@pytest.mark.parametrize("name", SHAKE)
def test_shake_read_in_pieces_equals_reference(backend, rng, name):
    message = rng.randbytes(RATES[name] + 1)
    expected = reference(name, message, 3 * RATES[name] + 5)
    hasher = keccakx.new(name, message)
    pieces = []
    sizes = [1, RATES[name] - 2, 0, RATES[name] + 1, 7]
    for size in sizes:
        pieces.append(hasher.read(size))
    pieces.append(hasher.read(len(expected) - sum(sizes)))
    assert b"".join(pieces) == expected


def test_keccak256_function_equals_reference_at_every_boundary(backend, rng):
    for message in random_messages(rng, BOUNDARY_LENGTHS + [5000]):
        assert keccakx.keccak256(message) == reference("keccak_256", message)


@pytest.mark.parametrize("name", FIXED + SHAKE)
def test_hash_many_equals_reference_for_mixed_lengths(backend, rng, name):
    lengths = BOUNDARY_LENGTHS + [rng.randrange(0, 400) for _ in range(37)]
    rng.shuffle(lengths)
    messages = random_messages(rng, lengths)
    size = 48 if name in SHAKE else None
    expected = [reference(name, message, 48) for message in messages]
    assert keccakx.hash_many(name, messages, size) == expected


@pytest.mark.parametrize("count", [1, 2, 3, 7, 8, 9, 17, 100])
def test_hash_many_handles_counts_around_the_batch_widths(backend, rng, count):
    messages = random_messages(rng, [32] * count)
    assert keccakx.hash_many("keccak_256", messages) == [reference("keccak_256", m) for m in messages]


def test_hash_many_of_long_messages_equals_reference(backend, rng):
    # Long messages go to C as they are, without the packing copy.
    messages = random_messages(rng, [3000, 0, 10000, 137])
    assert keccakx.hash_many("sha3_256", messages) == [reference("sha3_256", m) for m in messages]
