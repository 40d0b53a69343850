# SPDX-License-Identifier: MIT OR Apache-2.0
"""The modes of RFC 9861 and SP 800-185: hashlib-shaped, with pycryptodome's parameter names,
hashlib's errors, and pycryptodome's bytes on random inputs."""

import copy
import hashlib
import pickle

import pytest
from Crypto.Hash import KMAC128, KMAC256, KangarooTwelve, TupleHash128, TupleHash256, TurboSHAKE128, TurboSHAKE256
from Crypto.Hash import cSHAKE128, cSHAKE256

import keccakx

KEY = bytes(range(32))  # as long as KMAC256's security level, as pycryptodome requires
XOFS = {  # name -> the keyword arguments it needs
    "turboshake128": {}, "turboshake256": {}, "kt128": {}, "kt256": {}, "cshake128": {}, "cshake256": {},
    "kmacxof128": {"key": KEY}, "kmacxof256": {"key": KEY},
    "parallelhashxof128": {"block_size": 8}, "parallelhashxof256": {"block_size": 8},
}
FIXED = {  # name -> (the keyword arguments it needs, its default output length)
    "kmac128": ({"key": KEY}, 64), "kmac256": ({"key": KEY}, 64),
    "parallelhash128": ({"block_size": 8}, 32), "parallelhash256": ({"block_size": 8}, 64),
}
TUPLES = {"tuplehash128": 64, "tuplehash256": 64}  # pycryptodome's default for both
TUPLE_XOFS = ["tuplehashxof128", "tuplehashxof256"]
RATES = {"128": 168, "256": 136}

# Lengths at KangarooTwelve's chunk boundaries: one chunk and its neighbours, 8 and 9 chunks, more than 16.
TREE_LENGTHS = [0, 1, 8191, 8192, 8193, 16384, 8 * 8192 - 1, 8 * 8192, 8 * 8192 + 1, 9 * 8192, 9 * 8192 + 1,
                17 * 8192 + 3]


def make(name: str, data: bytes = b""):
    if name in TUPLES or name in TUPLE_XOFS:
        hasher = keccakx.new(name)
        if data:
            hasher.update(data)
        return hasher
    parameters = XOFS[name] if name in XOFS else FIXED[name][0]
    return keccakx.new(name, data, **parameters)


def output(hasher, length: int = 40) -> bytes:
    return hasher.digest(length) if hasher.digest_size == 0 else hasher.digest()


ALL_MODES = sorted([*XOFS, *FIXED, *TUPLES, *TUPLE_XOFS])


@pytest.mark.parametrize("name", ALL_MODES)
def test_every_mode_is_a_keccakx_type_with_its_name_and_rate(name):
    hasher = make(name)
    assert type(hasher) is getattr(keccakx, name)
    assert hasher.name == name
    if not name.startswith("parallelhash"):
        assert hasher.block_size == RATES[name[-3:]]


@pytest.mark.parametrize("name", [*XOFS, *TUPLE_XOFS])
def test_a_streams_digest_does_not_end_the_hash(name):
    hasher = make(name, b"ab")
    first = output(hasher)
    assert output(hasher) == first
    hasher.update(b"c")
    assert output(hasher) != first


@pytest.mark.parametrize("name", [*FIXED, *TUPLES])
def test_a_fixed_length_digest_ends_the_input_as_pycryptodomes_does(name):
    hasher = make(name, b"ab")
    first = hasher.digest()
    assert hasher.digest() == first
    with pytest.raises(TypeError, match=f"cannot update a {name} object after digest"):
        hasher.update(b"c")
    assert hasher.copy().digest() == first
    with pytest.raises(TypeError):
        hasher.copy().update(b"c")


@pytest.mark.parametrize("name", ALL_MODES)
def test_copy_continues_independently(name):
    hasher = make(name, b"ab")
    clone = hasher.copy()
    clone.update(b"c")
    assert output(hasher) == output(make(name, b"ab"))
    assert output(clone) != output(hasher)
    assert output(copy.copy(hasher)) == output(copy.deepcopy(hasher)) == output(hasher)


@pytest.mark.parametrize("name", ALL_MODES)
def test_objects_cannot_be_pickled_like_hashlibs(name):
    with pytest.raises(TypeError):
        pickle.dumps(make(name))


@pytest.mark.parametrize("name", ALL_MODES)
def test_the_types_are_immutable_like_hashlibs(name):
    with pytest.raises(TypeError):
        getattr(keccakx, name).name = "other"


@pytest.mark.parametrize("name", [*XOFS, *TUPLE_XOFS])
def test_reads_in_pieces_equal_one_digest_and_digest_still_gives_the_start(name):
    hasher = make(name, b"message")
    pieces = [hasher.read(size) for size in (0, 1, 167, 168, 300)]
    assert b"".join(pieces) == hasher.digest(636)
    assert hasher.hexdigest(5) == hasher.digest(5).hex()


@pytest.mark.parametrize("name", [*XOFS, *TUPLE_XOFS])
def test_update_after_read_raises_type_error_as_pycryptodome_and_value_error_as_shake(name):
    hasher = make(name)
    hasher.read(1)
    with pytest.raises(TypeError, match=f"cannot update a {name} object after read"):
        hasher.update(b"more")
    with pytest.raises(ValueError):
        hasher.update(b"more")


@pytest.mark.parametrize("name", sorted(FIXED))
def test_fixed_length_modes_default_to_their_length_and_take_another(name):
    parameters, default = FIXED[name]
    length_name = "mac_len" if name.startswith("kmac") else "digest_bytes"
    assert make(name).digest_size == len(make(name).digest()) == default
    other = keccakx.new(name, b"m", **parameters, **{length_name: 20})
    assert other.digest_size == 20
    assert other.hexdigest() == other.digest().hex()
    # L is part of the input: a shorter output is not a prefix of the longer one.
    assert other.digest() != keccakx.new(name, b"m", **parameters, **{length_name: 21}).digest()[:20]


@pytest.mark.parametrize("name", sorted(TUPLES))
def test_tuplehash_takes_one_element_per_update(name):
    split, joined = keccakx.new(name), keccakx.new(name)
    split.update(b"a")
    split.update(b"b")
    joined.update(b"ab")
    assert split.digest() != joined.digest()
    assert split.digest_size == TUPLES[name]
    empty_element = keccakx.new(name)
    empty_element.update(b"")
    assert empty_element.digest() != keccakx.new(name).digest()


def test_cshake_with_empty_name_and_customization_is_shake():
    assert keccakx.cshake128(b"abc").digest(200) == hashlib.shake_128(b"abc").digest(200)
    assert keccakx.cshake256(b"abc").digest(200) == hashlib.shake_256(b"abc").digest(200)


def test_cshake_takes_nists_n_and_s_as_function_name_and_custom():
    assert (keccakx.cshake128(b"m", N=b"name", S=b"custom").digest(32)
            == keccakx.cshake128(b"m", function_name=b"name", custom=b"custom").digest(32))


@pytest.mark.parametrize("parameters", [{"custom": b"a", "S": b"a"}, {"function_name": b"a", "N": b"a"}])
def test_cshake_given_a_string_twice_raises_type_error(parameters):
    with pytest.raises(TypeError):
        keccakx.cshake128(b"", **parameters)


def test_kangarootwelve_keeps_its_customization_through_copy_and_read():
    hasher = keccakx.kt128(b"message", custom=bytearray(b"custom"))
    expected = KangarooTwelve.new(data=b"message", custom=b"custom").read(100)
    clone = hasher.copy()
    assert hasher.digest(100) == expected
    assert clone.read(30) + clone.read(70) == expected


@pytest.mark.parametrize("domain", [0, 0x80, 0xFF, -1, 256])
def test_a_domain_byte_outside_1_to_7f_raises_value_error(domain):
    with pytest.raises(ValueError):
        keccakx.turboshake128(b"", domain=domain)


@pytest.mark.parametrize("domain", ["1f", 31.0, None])
def test_a_domain_that_is_not_an_integer_raises_type_error(domain):
    with pytest.raises(TypeError):
        keccakx.turboshake256(b"", domain=domain)


@pytest.mark.parametrize("name", ["parallelhash128", "parallelhashxof256"])
@pytest.mark.parametrize("block_size", [0, -1])
def test_a_block_size_below_1_raises_value_error(name, block_size):
    with pytest.raises(ValueError):
        keccakx.new(name, b"", block_size=block_size)


@pytest.mark.parametrize("name", ["parallelhash128", "parallelhashxof256"])
def test_a_block_size_that_is_not_an_integer_raises_type_error(name):
    with pytest.raises(TypeError):
        keccakx.new(name, b"", block_size=8.0)


@pytest.mark.parametrize("name", ["parallelhash128", "parallelhashxof256"])
def test_parallelhash_reports_its_block_size(name):
    assert keccakx.new(name, block_size=1000).block_size == 1000


@pytest.mark.parametrize("name, parameters", [
    ("kmac128", {"key": KEY, "mac_len": -1}), ("tuplehash256", {"digest_bytes": -1}),
    ("parallelhash128", {"block_size": 8, "digest_bytes": -5}),
])
def test_a_negative_output_length_raises_value_error(name, parameters):
    with pytest.raises(ValueError):
        keccakx.new(name, **parameters)


@pytest.mark.parametrize("name", [*XOFS, *TUPLE_XOFS])
def test_a_negative_read_length_raises_value_error(name):
    with pytest.raises(ValueError):
        make(name).read(-1)


@pytest.mark.parametrize("name, parameters", [
    ("kt128", {"custom": "text"}), ("cshake256", {"function_name": "text"}), ("kmac128", {"key": "text"}),
    ("kmacxof256", {"key": KEY, "custom": "text"}), ("tuplehash128", {"custom": "text"}),
    ("parallelhash256", {"block_size": 8, "custom": "text"}), ("kmac256", {"key": 5}),
])
def test_a_string_or_non_buffer_parameter_raises_type_error(name, parameters):
    with pytest.raises(TypeError):
        keccakx.new(name, **parameters)


@pytest.mark.parametrize("name", ALL_MODES)
def test_updating_with_a_string_raises_type_error(name):
    with pytest.raises(TypeError):
        make(name).update("text")


@pytest.mark.parametrize("name, missing", [("kmac128", "key"), ("kmacxof256", "key"), ("parallelhash128", "block_size")])
def test_a_missing_required_parameter_raises_type_error(name, missing):
    with pytest.raises(TypeError, match=missing):
        keccakx.new(name)


def test_new_refuses_parameters_for_an_algorithm_without_any():
    with pytest.raises(TypeError):
        keccakx.new("sha3_256", b"", custom=b"c")


def test_tuplehash_takes_no_data_at_construction_but_through_update():
    with pytest.raises(TypeError):
        keccakx.new("tuplehash128", b"element")


def test_new_takes_mode_names_in_any_case():
    assert keccakx.new("KT128", b"x").digest(8) == keccakx.kt128(b"x").digest(8)


# ---- random inputs against pycryptodome ----


def split(rng, data: bytes) -> list:
    """data in random pieces, one in three of them empty."""
    pieces, at = [], 0
    while at < len(data):
        size = 0 if rng.random() < 0.3 else rng.randint(1, max(1, len(data) // 3))
        pieces.append(data[at : at + size])
        at += size
    return pieces


def streamed(hasher, pieces, length=None) -> bytes:
    for piece in pieces:
        hasher.update(piece)
    return hasher.digest() if length is None else hasher.read(length // 2) + hasher.read(length - length // 2)


def random_length(rng) -> int:
    return rng.choice([0, 1, 135, 136, 137, 167, 168, 169, 1000, rng.randint(0, 3000)])


@pytest.mark.parametrize("level, theirs", [(128, TurboSHAKE128), (256, TurboSHAKE256)])
def test_turboshake_matches_pycryptodome_on_random_inputs(rng, level, theirs):
    ours = getattr(keccakx, f"turboshake{level}")
    for _ in range(60):
        message, domain, length = rng.randbytes(random_length(rng)), rng.randint(1, 0x7F), rng.randint(0, 400)
        expected = theirs.new(domain=domain, data=message).read(length)
        assert ours(message, domain=domain).digest(length) == expected
        assert streamed(ours(domain=domain), split(rng, message), length) == expected


def test_kangarootwelve_matches_pycryptodome_around_chunk_boundaries(rng):
    for length in TREE_LENGTHS:
        message = rng.randbytes(length)
        custom = rng.choice([b"", rng.randbytes(rng.choice([1, 100, 8191, 8192, 8193, 20000]))])
        expected = KangarooTwelve.new(data=message, custom=custom).read(64)
        assert keccakx.kt128(message, custom=custom).digest(64) == expected
        assert streamed(keccakx.kt128(custom=custom), split(rng, message), 64) == expected


@pytest.mark.parametrize("level, theirs", [(128, cSHAKE128), (256, cSHAKE256)])
def test_cshake_matches_pycryptodome_on_random_inputs(rng, level, theirs):
    ours = getattr(keccakx, f"cshake{level}")
    for _ in range(60):
        message, length = rng.randbytes(random_length(rng)), rng.randint(0, 400)
        name, custom = rng.randbytes(rng.choice([0, 1, 20, 200])), rng.randbytes(rng.choice([0, 1, 20, 200]))
        expected = theirs._new(message, custom, name).read(length)  # _new(data, custom, function name N)
        assert ours(message, function_name=name, custom=custom).digest(length) == expected
        assert streamed(ours(function_name=name, custom=custom), split(rng, message), length) == expected


@pytest.mark.parametrize("level, theirs", [(128, KMAC128), (256, KMAC256)])
def test_kmac_matches_pycryptodome_on_random_inputs(rng, level, theirs):
    ours = getattr(keccakx, f"kmac{level}")
    for _ in range(60):
        message = rng.randbytes(random_length(rng))
        key = rng.randbytes(rng.choice([level // 8, 64, 200]))  # pycryptodome's shortest key is level / 8 bytes
        custom, mac_len = rng.randbytes(rng.choice([0, 1, 30])), rng.choice([8, 16, 32, 64, 100])
        expected = theirs.new(key=key, data=message, custom=custom, mac_len=mac_len).digest()
        assert ours(message, key=key, custom=custom, mac_len=mac_len).digest() == expected
        assert streamed(ours(key=key, custom=custom, mac_len=mac_len), split(rng, message)) == expected


@pytest.mark.parametrize("level, theirs", [(128, TupleHash128), (256, TupleHash256)])
def test_tuplehash_matches_pycryptodome_on_random_tuples(rng, level, theirs):
    ours = getattr(keccakx, f"tuplehash{level}")
    for _ in range(60):
        elements = [rng.randbytes(rng.choice([0, 1, 3, 168, 500])) for _ in range(rng.randint(0, 6))]
        custom, size = rng.randbytes(rng.choice([0, 1, 30])), rng.choice([8, 32, 64, 100])
        reference = theirs.new(digest_bytes=size, custom=custom)
        for element in elements:
            reference.update(element)
        assert streamed(ours(custom=custom, digest_bytes=size), elements) == reference.digest()
