# SPDX-License-Identifier: MIT OR Apache-2.0
"""The published vectors of RFC 9861 and NIST SP 800-185 (tests/vectors/modes.txt), one-shot
and streamed, with every backend forced in turn."""

import itertools

import keccakx
from conftest import mode_vectors

MODE_VECTORS = mode_vectors()

# Piece sizes for streaming, cycled: odd ones, and ones that end at, before and after
# KangarooTwelve's 8192-byte chunks and a few chunks at once.
PIECES = (1, 7, 8191, 8193, 3 * 8192, 100_003)


def hasher_for(alg: str, parameter, custom: bytes, length: int, data=b""):
    """A new object of the mode, given its vector's parameters and the data to start with."""
    if alg.startswith("turboshake"):
        return keccakx.new(alg, data, domain=parameter)
    if alg.startswith("kt"):
        return keccakx.new(alg, data, custom=custom)
    if alg.startswith("cshake"):
        return keccakx.new(alg, data, function_name=parameter, custom=custom)
    if alg.startswith("kmacxof"):
        return keccakx.new(alg, data, key=parameter, custom=custom)
    if alg.startswith("kmac"):
        return keccakx.new(alg, data, key=parameter, custom=custom, mac_len=length)
    if alg.startswith("tuplehashxof"):
        return keccakx.new(alg, custom=custom)
    if alg.startswith("tuplehash"):
        return keccakx.new(alg, custom=custom, digest_bytes=length)
    if alg.startswith("parallelhashxof"):
        return keccakx.new(alg, data, block_size=parameter, custom=custom)
    return keccakx.new(alg, data, block_size=parameter, custom=custom, digest_bytes=length)


def is_xof(alg: str) -> bool:
    return not alg.startswith(("kmac1", "kmac2", "tuplehash1", "tuplehash2", "parallelhash1", "parallelhash2"))


def one_shot(alg, parameter, custom, message, length) -> bytes:
    if alg.startswith("tuplehash"):
        hasher = hasher_for(alg, parameter, custom, length)
        for element in message:
            hasher.update(element)
    else:
        hasher = hasher_for(alg, parameter, custom, length, message)
    return hasher.digest(length) if is_xof(alg) else hasher.digest()


def streamed(alg, parameter, custom, message, length) -> bytes:
    """update() in the pieces of PIECES (TupleHash: one element per update), read() in two pieces."""
    hasher = hasher_for(alg, parameter, custom, length)
    if alg.startswith("tuplehash"):
        for element in message:
            hasher.update(bytearray(element))
    else:
        view, at = memoryview(message), 0
        for size in itertools.cycle(PIECES):
            if at >= len(message):
                break
            hasher.update(view[at : at + size])
            at += size
    if not is_xof(alg):
        return hasher.digest()
    first = length // 3
    return hasher.read(first) + hasher.read(length - first)


def test_the_vectors_cover_every_mode():
    assert {alg for alg, *_ in MODE_VECTORS} == {mode.name for mode in keccakx._modes.MODE_TYPES}


def test_mode_objects_match_every_mode_vector(backend):
    wrong = [(alg, length, index) for index, (alg, parameter, custom, message, length, expected) in enumerate(MODE_VECTORS)
             if one_shot(alg, parameter, custom, message, length)[-len(expected):] != expected]
    assert wrong == []


def test_modes_streamed_in_pieces_around_the_chunks_match_every_mode_vector(backend):
    wrong = [(alg, length, index) for index, (alg, parameter, custom, message, length, expected) in enumerate(MODE_VECTORS)
             if streamed(alg, parameter, custom, message, length)[-len(expected):] != expected]
    assert wrong == []
