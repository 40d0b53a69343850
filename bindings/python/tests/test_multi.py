# SPDX-License-Identifier: MIT OR Apache-2.0
"""multi(): n streams in lock-step, each giving what one stream of hashlib (SHA-3, SHAKE) or
pycryptodome (Keccak, TurboSHAKE) gives for its own input, however input and output are split."""

import copy
import hashlib
import pickle
import sys

import pytest
from Crypto.Hash import TurboSHAKE128, TurboSHAKE256
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx

FIXED = ["keccak_224", "keccak_256", "keccak_384", "keccak_512", "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
XOFS = ["shake_128", "shake_256", "turboshake128", "turboshake256", "cshake128", "cshake256"]
COUNTS = [1, 2, 3, 4, 5, 7, 8, 9, 16, 17]


def reference(name: str, message: bytes, length: int) -> bytes:
    """One stream's output, from an implementation other than keccakx."""
    if name.startswith("keccak"):
        return pycryptodome_keccak.new(digest_bits=int(name[-3:]), data=message).digest()
    if name.startswith("turboshake"):
        return (TurboSHAKE128 if name.endswith("128") else TurboSHAKE256).new(data=message).read(length)
    if name.startswith("cshake"):
        return hashlib.new(f"shake_{name[-3:]}", message).digest(length)
    hasher = hashlib.new(name, message)
    return hasher.digest(length) if name.startswith("shake") else hasher.digest()


def random_sizes(rng, total: int) -> list:
    sizes = []
    while total > 0:
        size = min(total, rng.choice([0, 1, 7, 135, 136, 167, 168, 169, 336, rng.randint(0, 600)]))
        sizes.append(size)
        total -= size
    return sizes


def absorb_in_random_pieces(rng, streams, messages) -> None:
    at = 0
    for size in random_sizes(rng, len(messages[0])):
        streams.update([memoryview(message)[at : at + size] for message in messages])
        at += size


@pytest.mark.parametrize("name", XOFS)
def test_every_stream_of_a_xof_equals_its_own_stream_for_any_chunking(backend, rng, name):
    for count in COUNTS:
        length, total = rng.choice([0, 1, 34, 168, 500, 1500]), rng.choice([0, 1, 168, 504, 1000])
        messages = [rng.randbytes(length) for _ in range(count)]
        streams = keccakx.multi(name, count)
        absorb_in_random_pieces(rng, streams, messages)
        outputs = [b""] * count
        for size in random_sizes(rng, total):
            outputs = [done + piece for done, piece in zip(outputs, streams.read(size))]
        assert outputs == [reference(name, message, total) for message in messages], (count, length, total)


@pytest.mark.parametrize("name", FIXED)
def test_every_stream_of_a_fixed_size_hash_equals_its_own_digest_for_any_chunking(backend, rng, name):
    for count in COUNTS:
        length = rng.choice([0, 1, 71, 72, 73, 136, 1000])
        messages = [rng.randbytes(length) for _ in range(count)]
        streams = keccakx.multi(name, count)
        absorb_in_random_pieces(rng, streams, messages)
        assert streams.digest() == [reference(name, message, 0) for message in messages]
        assert streams.hexdigest() == [digest.hex() for digest in streams.digest()]


def test_ml_kem_matrix_streams_equal_nine_shake_128_streams():
    seed = bytes(range(32))
    inputs = [seed + bytes([j, i]) for i in range(3) for j in range(3)]
    streams = keccakx.multi("shake_128", 9)
    streams.update(inputs)
    blocks = [streams.read(168) for _ in range(3)]
    assert [b"".join(block[k] for block in blocks) for k in range(9)] == [
        hashlib.shake_128(message).digest(504) for message in inputs]


def test_digest_does_not_end_the_streams_and_still_gives_their_start_after_read():
    streams = keccakx.multi("shake_256", 3)
    streams.update([b"a", b"b", b"c"])
    first = streams.digest(50)
    assert streams.read(50) == first
    assert streams.digest(50) == first
    fixed = keccakx.multi("sha3_256", 2)
    fixed.update([b"a", b"b"])
    fixed.digest()
    fixed.update([b"c", b"d"])
    assert fixed.digest() == [hashlib.sha3_256(b"ac").digest(), hashlib.sha3_256(b"bd").digest()]


def test_copy_continues_independently():
    streams = keccakx.multi("shake_128", 10)
    streams.update([bytes([i]) for i in range(10)])
    clone = copy.copy(streams)
    clone.update([b"x"] * 10)
    assert streams.read(20) == [hashlib.shake_128(bytes([i])).digest(20) for i in range(10)]
    assert clone.read(20) == [hashlib.shake_128(bytes([i]) + b"x").digest(20) for i in range(10)]
    reading = streams.copy()
    assert reading.read(5) == streams.read(5)


def test_attributes_tell_the_algorithm_and_the_number_of_streams():
    streams = keccakx.multi("SHA3-512", 5)
    assert (streams.name, streams.n, streams.digest_size, streams.block_size) == ("sha3_512", 5, 64, 72)
    assert keccakx.multi("turboshake128", 1).block_size == 168


@pytest.mark.parametrize("count", [0, -1])
def test_fewer_than_one_stream_raises_value_error(count):
    with pytest.raises(ValueError):
        keccakx.multi("shake_128", count)


@pytest.mark.parametrize("count", ["2", 2.0, None])
def test_a_count_that_is_not_an_integer_raises_type_error(count):
    with pytest.raises(TypeError):
        keccakx.multi("shake_128", count)


@pytest.mark.parametrize("name", ["md5", "kmac128", "kt128", "tuplehash256", "parallelhash128"])
def test_an_algorithm_multi_cannot_run_raises_value_error(name):
    with pytest.raises(ValueError):
        keccakx.multi(name, 2)


@pytest.mark.parametrize("buffers", [[b"a"], [b"a", b"b", b"c"], []])
def test_update_with_other_than_one_buffer_per_stream_raises_value_error(buffers):
    with pytest.raises(ValueError):
        keccakx.multi("shake_128", 2).update(buffers)


def test_update_with_buffers_of_different_lengths_raises_value_error():
    with pytest.raises(ValueError):
        keccakx.multi("shake_128", 2).update([b"a", b"bc"])


@pytest.mark.parametrize("buffers", [["a", "b"], [b"a", 5], "ab", 5])
def test_update_with_a_string_or_non_buffer_raises_type_error(buffers):
    with pytest.raises(TypeError):
        keccakx.multi("shake_128", 2).update(buffers)


def test_update_after_read_raises_value_error():
    streams = keccakx.multi("shake_128", 2)
    streams.read(1)
    with pytest.raises(ValueError):
        streams.update([b"a", b"b"])


def test_a_failed_update_changes_no_stream():
    streams = keccakx.multi("shake_128", 2)
    with pytest.raises(ValueError):
        streams.update([b"a", b"bc"])
    assert streams.read(16) == [hashlib.shake_128(b"").digest(16)] * 2


def test_read_of_a_fixed_size_hash_raises_value_error():
    with pytest.raises(ValueError):
        keccakx.multi("sha3_256", 2).read(32)


def test_digest_of_a_fixed_size_hash_takes_no_length():
    with pytest.raises(TypeError):
        keccakx.multi("keccak_256", 2).digest(32)


def test_digest_of_a_xof_needs_a_length():
    with pytest.raises(TypeError):
        keccakx.multi("shake_256", 2).digest()


@pytest.mark.parametrize("method", ["read", "digest"])
def test_a_negative_length_raises_value_error(method):
    with pytest.raises(ValueError):
        getattr(keccakx.multi("shake_128", 2), method)(-1)


@pytest.mark.parametrize("method", ["read", "digest"])
def test_outputs_adding_up_past_sys_maxsize_raise_overflow_error(method):
    with pytest.raises(OverflowError):
        getattr(keccakx.multi("shake_128", 3), method)(sys.maxsize // 2)


def test_multi_objects_cannot_be_pickled():
    with pytest.raises(TypeError):
        pickle.dumps(keccakx.multi("shake_128", 2))
