# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx.eth_hash.backend works in eth-hash (installed from the package index)."""

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak
from eth_hash.abc import BackendAPI
from eth_hash.main import Keccak256

import keccakx.eth_hash

EMPTY = bytes.fromhex("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470")


@pytest.fixture
def keccak():
    return Keccak256(keccakx.eth_hash.backend)


def expected(data: bytes) -> bytes:
    return pycryptodome_keccak.new(data=data, digest_bits=256).digest()


def test_backend_has_every_method_eth_hash_requires():
    assert BackendAPI.__abstractmethods__ <= set(dir(keccakx.eth_hash.backend))


def test_eth_hash_accepts_the_backend_and_hashes_the_empty_message(keccak):
    assert keccak(b"") == EMPTY


@pytest.mark.parametrize("data", [b"abc", bytearray(b"abc"), b"x" * 135, b"x" * 136, b"y" * 5000])
def test_eth_hash_hashes_bytes_and_bytearray(keccak, data):
    assert keccak(data) == expected(bytes(data))


def test_eth_hash_preimage_updates_digests_and_copies(keccak):
    preimage = keccak.new(b"ab")
    clone = preimage.copy()
    preimage.update(b"c")
    assert preimage.digest() == expected(b"abc")
    assert clone.digest() == expected(b"ab")


def test_eth_hash_rejects_what_it_rejects_with_any_backend(keccak):
    with pytest.raises(TypeError):
        keccak("text")
