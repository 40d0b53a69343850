# SPDX-License-Identifier: MIT OR Apache-2.0
"""Code moved from Crypto.Hash: pycryptodome's arguments, defaults included, give pycryptodome's
bytes, its methods are there, and each row of the README's "Differences from pycryptodome" holds."""

import hashlib

import pytest
from Crypto.Hash import KMAC128, KMAC256, SHA3_256, KangarooTwelve, TupleHash128, TupleHash256, TurboSHAKE128
from Crypto.Hash import TurboSHAKE256, cSHAKE128, cSHAKE256

import keccakx

KEY = bytes(range(32))


@pytest.mark.parametrize("ours, theirs", [(keccakx.kmac128, KMAC128), (keccakx.kmac256, KMAC256)])
def test_kmac_takes_pycryptodomes_keywords_and_defaults(ours, theirs):
    assert ours(key=KEY, data=b"m").digest() == theirs.new(key=KEY, data=b"m").digest()
    assert (ours(key=KEY, data=b"m", mac_len=16, custom=b"c").digest()
            == theirs.new(key=KEY, data=b"m", mac_len=16, custom=b"c").digest())
    assert ours(key=KEY).oid == theirs.new(key=KEY).oid


@pytest.mark.parametrize("ours, theirs", [(keccakx.tuplehash128, TupleHash128), (keccakx.tuplehash256, TupleHash256)])
def test_tuplehash_defaults_to_pycryptodomes_64_bytes_and_takes_several_items_per_update(ours, theirs):
    mine, reference = ours(custom=b"app"), theirs.new(custom=b"app")
    assert mine.update(b"alice", b"bob").update(b"") is mine
    reference.update(b"alice", b"bob").update(b"")
    assert mine.digest() == reference.digest()
    assert mine.digest_size == 64


@pytest.mark.parametrize("size", [{"digest_bytes": 20}, {"digest_bits": 160}])
def test_tuplehash_takes_digest_bytes_or_digest_bits(size):
    assert keccakx.tuplehash128(**size).update(b"a").digest() == TupleHash128.new(**size).update(b"a").digest()


def test_digest_bits_that_are_not_whole_bytes_raise_value_error():
    with pytest.raises(ValueError):
        keccakx.tuplehash256(digest_bits=100)


def test_digest_bytes_and_digest_bits_together_raise_type_error():
    with pytest.raises(TypeError):
        keccakx.tuplehash128(digest_bytes=32, digest_bits=256)


@pytest.mark.parametrize("ours, theirs", [(keccakx.turboshake128, TurboSHAKE128), (keccakx.turboshake256, TurboSHAKE256)])
def test_turboshake_takes_data_and_domain_as_keywords(ours, theirs):
    assert ours(data=b"m", domain=0x0B).read(50) == theirs.new(data=b"m", domain=0x0B).read(50)


@pytest.mark.parametrize("ours, theirs", [(keccakx.cshake128, cSHAKE128), (keccakx.cshake256, cSHAKE256)])
def test_cshake_takes_data_and_custom_as_keywords(ours, theirs):
    assert ours(data=b"m", custom=b"c").read(50) == theirs.new(data=b"m", custom=b"c").read(50)
    assert ours(data=None, custom=None).read(8) == theirs.new().read(8)


def test_kt128_takes_data_and_custom_as_keywords():
    assert keccakx.kt128(data=b"m", custom=b"c").read(50) == KangarooTwelve.new(data=b"m", custom=b"c").read(50)


@pytest.mark.parametrize("name", ["kmac128", "kmacxof256", "cshake128", "turboshake256", "kt128", "kt256",
                                  "tuplehash128", "tuplehashxof256", "parallelhash128", "parallelhashxof256"])
def test_a_modes_update_returns_the_object(name):
    parameters = {"kmac128": {"key": KEY}, "kmacxof256": {"key": KEY}, "parallelhash128": {"block_size": 8},
                  "parallelhashxof256": {"block_size": 8}}.get(name, {})
    hasher = keccakx.new(name, **parameters)
    assert hasher.update(b"a") is hasher


def test_kmac_verify_accepts_its_mac_and_hexverify_its_hex():
    mac = keccakx.kmac256(b"m", key=KEY)
    mac.verify(KMAC256.new(key=KEY, data=b"m").digest())
    mac.hexverify(KMAC256.new(key=KEY, data=b"m").hexdigest())


@pytest.mark.parametrize("tag", [bytes(64), bytes(63), b""])
def test_kmac_verify_of_another_mac_raises_value_error_as_pycryptodome(tag):
    with pytest.raises(ValueError, match="MAC check failed"):
        keccakx.kmac128(b"m", key=KEY).verify(tag)
    with pytest.raises(ValueError, match="MAC check failed"):
        KMAC128.new(key=KEY, data=b"m").verify(tag)


def test_kmac_hexverify_of_another_mac_raises_value_error():
    with pytest.raises(ValueError, match="MAC check failed"):
        keccakx.kmac128(b"m", key=KEY).hexverify("00" * 64)


def test_new_methods_start_over_as_pycryptodomes_do():
    assert keccakx.turboshake128(b"x", domain=7).new(b"m").read(16) == TurboSHAKE128.new(domain=7, data=b"m").read(16)
    assert keccakx.kt128(b"x", custom=b"c").new(b"m").read(16) == KangarooTwelve.new(data=b"m").read(16)
    assert (keccakx.kmac128(key=KEY, mac_len=20).new(key=KEY[:16], data=b"m").digest()
            == KMAC128.new(key=KEY, mac_len=20).new(key=KEY[:16], data=b"m").digest())
    assert (keccakx.tuplehash256(digest_bytes=40).new().update(b"a").digest()
            == TupleHash256.new(digest_bytes=40).new().update(b"a").digest())


# ---- one test per row of the README's "Differences from pycryptodome" ----


def test_difference_short_kmac_keys_and_outputs_are_taken():
    with pytest.raises(ValueError):
        KMAC256.new(key=b"k", mac_len=4)
    # KMAC is cSHAKE of bytepad(encode_string(K)) || X || right_encode(L) with N = "KMAC" (SP 800-185).
    prefix = bytes([1, 136, 1, 8]) + b"k"
    expected = keccakx.cshake256(prefix + bytes(136 - len(prefix)) + b"m" + bytes([32, 1]),
                                 function_name=b"KMAC").digest(4)
    assert keccakx.kmac256(b"m", key=b"k", mac_len=4).digest() == expected


def test_difference_short_tuplehash_outputs_are_taken():
    with pytest.raises(ValueError):
        TupleHash128.new(digest_bytes=4)
    assert len(keccakx.tuplehash128(digest_bytes=4).digest()) == 4


def test_difference_update_after_digest_goes_on_hashing():
    theirs = KMAC128.new(key=KEY, data=b"a")
    theirs.digest()
    with pytest.raises(TypeError):
        theirs.update(b"b")
    ours = keccakx.kmac128(b"a", key=KEY)
    ours.digest()
    assert ours.update(b"b").digest() == KMAC128.new(key=KEY, data=b"ab").digest()


def test_difference_update_after_read_raises_value_error_not_type_error():
    theirs = cSHAKE128.new()
    theirs.read(1)
    with pytest.raises(TypeError):
        theirs.update(b"b")
    ours = keccakx.cshake128()
    ours.read(1)
    with pytest.raises(ValueError, match="cannot update a cshake128 object after read"):
        ours.update(b"b")


def test_difference_the_xofs_also_have_digest_and_copy():
    hasher = keccakx.kt128(b"m")
    assert hasher.digest(32) == hasher.copy().read(32) == KangarooTwelve.new(data=b"m").read(32)
    assert not hasattr(KangarooTwelve.new(), "digest")


def test_difference_the_hashlib_shaped_types_keep_hashlibs_update_and_names():
    hasher = keccakx.sha3_256(string=b"m")
    assert hasher.update(b"n") is None
    assert hasher.digest() == SHA3_256.new(b"mn").digest() == hashlib.sha3_256(b"mn").digest()
    assert SHA3_256.new(b"m").update(b"n") is not None
