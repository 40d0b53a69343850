# SPDX-License-Identifier: MIT OR Apache-2.0
"""The API behaves like hashlib's where hashlib has the same thing."""

import copy
import hashlib
import io
import os
import pickle
import subprocess
import sys

import pytest

import keccakx

HASHLIB_PAIRS = [("sha3_224", 144), ("sha3_256", 136), ("sha3_384", 104), ("sha3_512", 72), ("shake_128", 168), ("shake_256", 136)]
KECCAK_SIZES = {"keccak_224": 28, "keccak_256": 32, "keccak_384": 48, "keccak_512": 64}
ALL_NAMES = sorted(keccakx.algorithms_available)


def public_names(obj):
    return {name for name in dir(obj) if not name.startswith("_")}


@pytest.mark.parametrize("name, rate", HASHLIB_PAIRS)
def test_objects_have_hashlibs_methods_and_attributes(name, rate):
    ours, theirs = keccakx.new(name), hashlib.new(name)
    assert public_names(theirs) <= public_names(ours)
    assert (ours.name, ours.digest_size, ours.block_size) == (theirs.name, theirs.digest_size, theirs.block_size)
    assert ours.block_size == rate


@pytest.mark.parametrize("name, size", sorted(KECCAK_SIZES.items()))
def test_keccak_objects_have_their_sizes_and_names(name, size):
    hasher = getattr(keccakx, name)()
    assert (hasher.name, hasher.digest_size, hasher.block_size) == (name, size, 200 - 2 * size)


@pytest.mark.parametrize("name", ALL_NAMES)
def test_constructor_takes_data_positionally_and_usedforsecurity(name):
    constructor = getattr(keccakx, name)
    assert constructor(b"abc", usedforsecurity=False).hexdigest(*_length(name)) == constructor(b"abc").hexdigest(*_length(name))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_constructor_takes_data_by_keyword_as_cpython_3_14s_hashlib(name):
    constructor = getattr(keccakx, name)
    assert constructor(data=b"abc").hexdigest(*_length(name)) == constructor(b"abc").hexdigest(*_length(name))
    assert constructor(data=bytearray(3000)).digest(*_length(name)) == constructor(bytes(3000)).digest(*_length(name))


def _length(name):
    return (20,) if name.startswith("shake") else ()


@pytest.mark.parametrize("name", ALL_NAMES)
def test_digest_does_not_end_the_hash(name):
    hasher = keccakx.new(name, b"ab")
    first = hasher.digest(*_length(name))
    assert hasher.digest(*_length(name)) == first
    hasher.update(b"c")
    assert hasher.digest(*_length(name)) == keccakx.new(name, b"abc").digest(*_length(name))


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("prefix", [b"ab", b"x" * 3000, bytearray(b"ab")], ids=["short", "long", "buffer"])
def test_copy_is_independent_of_its_original(name, prefix):
    original = keccakx.new(name, prefix)
    clone = original.copy()
    clone.update(b"clone")
    original.update(b"original")
    assert type(clone) is type(original)
    assert original.digest(*_length(name)) == keccakx.new(name, bytes(prefix) + b"original").digest(*_length(name))
    assert clone.digest(*_length(name)) == keccakx.new(name, bytes(prefix) + b"clone").digest(*_length(name))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_copy_module_makes_independent_copies(name):
    original = keccakx.new(name, b"ab")
    shallow, deep = copy.copy(original), copy.deepcopy(original)
    original.update(b"c")
    assert shallow.digest(*_length(name)) == deep.digest(*_length(name)) == keccakx.new(name, b"ab").digest(*_length(name))


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("prefix", [b"ab", b"x" * 3000], ids=["short", "long"])
def test_objects_cannot_be_pickled_like_hashlibs(name, prefix):
    with pytest.raises(TypeError):
        pickle.dumps(keccakx.new(name, prefix))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_hexdigest_is_digest_in_lower_case_hex(name):
    hasher = keccakx.new(name, b"hex")
    assert hasher.hexdigest(*_length(name)) == hasher.digest(*_length(name)).hex()


@pytest.mark.parametrize("name", ALL_NAMES)
def test_update_after_update_equals_one_update(name):
    hasher = keccakx.new(name)
    for piece in (b"", b"a", b"b" * 2046, b"c" * 5, b""):
        hasher.update(piece)
    assert hasher.digest(*_length(name)) == keccakx.new(name, b"a" + b"b" * 2046 + b"c" * 5).digest(*_length(name))


@pytest.mark.parametrize("spelling, name", [
    ("keccak-256", "keccak_256"), ("keccak_256", "keccak_256"), ("KECCAK-256", "keccak_256"),
    ("sha3_256", "sha3_256"), ("sha3-256", "sha3_256"), ("shake_128", "shake_128"),
    ("shake128", "shake_128"), ("shake-256", "shake_256"), ("keccak_512", "keccak_512"),
])
def test_new_accepts_hashlib_dashed_and_c_names(spelling, name):
    assert keccakx.new(spelling, b"x").name == name


def test_new_takes_data_by_keyword_like_hashlib():
    assert keccakx.new("sha3_256", data=b"abc").digest() == hashlib.new("sha3_256", data=b"abc").digest()


def test_new_rejects_an_unknown_name_like_hashlib():
    with pytest.raises(ValueError, match="unsupported hash type"):
        keccakx.new("sha256")


def test_new_rejects_a_name_that_is_not_a_string():
    with pytest.raises(TypeError):
        keccakx.new(256)


def test_algorithms_available_lists_every_constructor():
    assert all(getattr(keccakx, name)().name == name for name in keccakx.algorithms_available)
    assert len(keccakx.algorithms_available) == 10


def test_algorithms_guaranteed_are_all_available_like_hashlibs():
    assert hashlib.algorithms_guaranteed <= hashlib.algorithms_available
    assert keccakx.algorithms_guaranteed == keccakx.algorithms_available
    assert {"sha3_256", "shake_128"} <= keccakx.algorithms_guaranteed & hashlib.algorithms_guaranteed


@pytest.mark.parametrize("name", [name for name, _ in HASHLIB_PAIRS])
def test_constructors_take_data_as_string_by_keyword_like_hashlib(name):
    ours, theirs = getattr(keccakx, name)(string=b"abc"), getattr(hashlib, name)(string=b"abc")
    size = (16,) if name.startswith("shake") else ()
    assert ours.digest(*size) == theirs.digest(*size) == getattr(keccakx, name)(b"abc").digest(*size)


def test_string_takes_any_buffer_like_data():
    assert keccakx.keccak_256(string=memoryview(b"abc")).digest() == keccakx.keccak256(b"abc")


@pytest.mark.parametrize("data", [b"abc", b"", bytearray(b"abc")])
@pytest.mark.parametrize("given_as", ["positional", "keyword"])
def test_data_and_string_together_raise_cpython_3_14s_type_error(data, given_as):
    arguments = ((data,), {}) if given_as == "positional" else ((), {"data": data})
    with pytest.raises(TypeError, match="'data' and 'string' are mutually exclusive"):
        keccakx.sha3_256(*arguments[0], **arguments[1], string=b"abc")


@pytest.mark.parametrize("name", ALL_NAMES)
def test_hash_types_are_immutable_like_hashlibs(name):
    hash_type = getattr(keccakx, name)
    if sys.version_info >= (3, 10):
        with pytest.raises(TypeError):
            type(hashlib.sha3_256()).digest_size = 1
    with pytest.raises(TypeError, match="immutable type"):
        hash_type.digest_size = 1
    with pytest.raises(TypeError, match="immutable type"):
        hash_type.extra = 1
    with pytest.raises(TypeError, match="immutable type"):
        del hash_type.update
    assert hash_type().digest_size == keccakx.new(name).digest_size != 1


@pytest.mark.parametrize("name", ALL_NAMES)
def test_hash_objects_take_no_new_attributes_like_hashlibs(name):
    with pytest.raises(AttributeError):
        hashlib.sha3_256().extra = 1
    with pytest.raises(AttributeError):
        keccakx.new(name).extra = 1


def test_shake_digest_needs_a_length_like_hashlib():
    with pytest.raises(TypeError):
        keccakx.shake_128(b"").digest()


def test_shake_digest_of_zero_bytes_is_empty():
    assert keccakx.shake_256(b"abc").digest(0) == b""


def test_shake_read_continues_where_it_stopped():
    hasher = keccakx.shake_128(b"stream")
    assert hasher.read(10) + hasher.read(300) == keccakx.shake_128(b"stream").digest(310)


def test_shake_digest_after_read_still_starts_at_the_beginning():
    hasher = keccakx.shake_256(b"stream")
    hasher.read(50)
    assert hasher.digest(20) == keccakx.shake_256(b"stream").digest(20)


def test_shake_update_after_read_raises():
    hasher = keccakx.shake_128(b"stream")
    hasher.read(1)
    with pytest.raises(ValueError):
        hasher.update(b"more")


def test_shake_copy_continues_the_stream_independently():
    hasher = keccakx.shake_128(b"stream")
    hasher.read(7)
    clone = hasher.copy()
    expected = keccakx.shake_128(b"stream").digest(20)[7:]
    assert clone.read(13) == expected
    assert hasher.read(13) == expected


def test_file_digest_accepts_a_keccakx_constructor():
    file_digest = getattr(hashlib, "file_digest", None)
    if file_digest is None:
        pytest.skip("hashlib.file_digest is new in Python 3.11")
    data = b"file contents " * 10000
    assert file_digest(io.BytesIO(data), keccakx.keccak_256).digest() == keccakx.keccak256(data)


def test_keccak256_equals_the_keccak_256_object():
    assert keccakx.keccak256(b"ethereum") == keccakx.keccak_256(b"ethereum").digest()


def test_keccak256_of_nothing_is_ethereums_empty_hash():
    assert keccakx.keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"


def test_hash_many_of_no_messages_is_an_empty_list():
    assert keccakx.hash_many("keccak_256", []) == []


def test_hash_many_takes_any_iterable_and_any_buffers():
    messages = [b"a", bytearray(b"b"), memoryview(b"c"), b"d" * 5000]
    assert keccakx.hash_many("sha3_256", iter(messages)) == [hashlib.sha3_256(m).digest() for m in messages]


def test_hash_many_of_shake_with_no_output_gives_empty_digests():
    assert keccakx.hash_many("shake_128", [b"a", b"b"], 0) == [b"", b""]


def test_hash_many_of_thousands_of_messages_keeps_their_order():
    messages = [index.to_bytes(4, "little") for index in range(2049)]
    assert keccakx.hash_many("keccak_256", messages) == [keccakx.keccak256(m) for m in messages]


def test_hash_many_accepts_the_digest_size_as_length():
    assert keccakx.hash_many("keccak_256", [b"x"], 32) == [keccakx.keccak256(b"x")]


def test_permute_of_zero_state_twice_is_deterministic():
    first, second = bytearray(200), bytearray(200)
    keccakx.permute(first)
    keccakx.permute(second)
    assert first == second != bytearray(200)


def test_permute_default_rounds_is_keccak_f():
    default, explicit = bytearray(range(200)), bytearray(range(200))
    keccakx.permute(default)
    keccakx.permute(explicit, 24)
    assert default == explicit


def test_backends_end_with_generic_and_include_the_active_one():
    names = keccakx.backends()
    assert names[-1] == "generic"
    assert keccakx.backend(1) in names


def test_use_backend_switches_every_width_and_auto_switches_back():
    automatic = [keccakx.backend(width) for width in (1, 2, 4, 8)]
    keccakx.use_backend("generic")
    try:
        assert {keccakx.backend(width) for width in (1, 2, 4, 8)} == {"generic"}
    finally:
        keccakx.use_backend("auto")
    assert [keccakx.backend(width) for width in (1, 2, 4, 8)] == automatic


def test_version_is_the_c_librarys():
    assert keccakx.__version__ == keccakx.library_version()
    assert keccakx.__version__.count(".") == 2


def test_keccakx_backend_environment_variable_forces_a_backend():
    environment = dict(os.environ, KECCAKX_BACKEND="generic")
    script = "import keccakx; print(*(keccakx.backend(width) for width in (1, 2, 4, 8)))"
    result = subprocess.run([sys.executable, "-c", script], env=environment, capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["generic"] * 4
