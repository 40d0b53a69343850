# SPDX-License-Identifier: MIT OR Apache-2.0
"""Any contiguous buffer goes in; bad input raises what hashlib raises (TypeError, ValueError, BufferError,
OverflowError), never worse."""

import array
import hashlib
import sys

import numpy
import pytest

import keccakx

MESSAGE = bytes(range(256)) * 3
EXPECTED = hashlib.sha3_256(MESSAGE).digest()

BUFFERS = {
    "bytes": lambda: MESSAGE,
    "bytearray": lambda: bytearray(MESSAGE),
    "memoryview": lambda: memoryview(MESSAGE),
    "memoryview slice": lambda: memoryview(b"xx" + MESSAGE)[2:],
    "array of uint32": lambda: array.array("I", MESSAGE),
    "numpy uint8": lambda: numpy.frombuffer(MESSAGE, dtype=numpy.uint8),
    "numpy uint64 2-d": lambda: numpy.frombuffer(MESSAGE, dtype=numpy.uint64).reshape(8, -1),
    "bytes subclass": lambda: type("Sub", (bytes,), {"__len__": lambda self: 1})(MESSAGE),
}

NON_CONTIGUOUS = {
    "memoryview step": lambda: memoryview(MESSAGE)[::2],
    "numpy step": lambda: numpy.frombuffer(MESSAGE, dtype=numpy.uint8)[::2],
    "numpy transposed": lambda: numpy.frombuffer(MESSAGE, dtype=numpy.uint8).reshape(16, -1).T,
}


@pytest.mark.parametrize("make", BUFFERS.values(), ids=BUFFERS.keys())
def test_every_contiguous_buffer_hashes_its_bytes(make):
    assert keccakx.sha3_256(make()).digest() == EXPECTED
    hasher = keccakx.sha3_256()
    hasher.update(make())
    assert hasher.digest() == EXPECTED
    assert keccakx.hash_many("sha3_256", [make(), make()]) == [EXPECTED, EXPECTED]


@pytest.mark.parametrize("make", BUFFERS.values(), ids=BUFFERS.keys())
def test_keccak256_hashes_every_contiguous_buffer(make):
    assert keccakx.keccak256(make()) == keccakx.keccak256(MESSAGE)


def strings_and_non_buffers():
    return ["text", 42, None, 1.5, [1, 2], object()]


@pytest.mark.parametrize("bad", strings_and_non_buffers(), ids=repr)
def test_a_string_or_non_buffer_raises_type_error_everywhere(bad):
    for call in (keccakx.keccak256, keccakx.keccak_256, keccakx.sha3_256().update, keccakx.shake_128,
                 lambda data: keccakx.hash_many("keccak_256", [b"ok", data])):
        with pytest.raises(TypeError):
            call(bad)


def test_a_string_raises_hashlibs_message():
    with pytest.raises(TypeError, match="Strings must be encoded before hashing"):
        keccakx.keccak256("text")


def hashlib_error(call, data) -> type:
    try:
        call(data)
    except Exception as error:
        return type(error)
    raise AssertionError(f"hashlib accepted {data!r}")


@pytest.mark.parametrize("make", NON_CONTIGUOUS.values(), ids=NON_CONTIGUOUS.keys())
def test_a_non_contiguous_buffer_raises_what_hashlib_raises_for_it_everywhere(make):
    # The buffer's own type says what (memoryview: BufferError, numpy: ValueError), for hashlib as for keccakx.
    expected = hashlib_error(hashlib.sha3_256, make())
    assert expected in (BufferError, ValueError)
    assert hashlib_error(hashlib.sha3_256().update, make()) is expected
    for call in (keccakx.keccak256, keccakx.keccak_256, keccakx.sha3_256().update, keccakx.shake_128,
                 lambda data: keccakx.hash_many("keccak_256", [data]),
                 lambda data: keccakx.hash_many("keccak_256", [b"x" * 2000, data])):
        with pytest.raises(expected):
            call(make())


@pytest.mark.parametrize("length", [-1, -(2**70)])
def test_a_negative_shake_length_raises_value_error(length):
    hasher = keccakx.shake_128(b"x")
    for call in (hasher.digest, hasher.hexdigest, hasher.read, lambda n: keccakx.hash_many("shake_256", [b"x"], n)):
        with pytest.raises(ValueError):
            call(length)


@pytest.mark.parametrize("length", [sys.maxsize + 1, 2**80])
def test_a_shake_length_past_sys_maxsize_raises_overflow_error_like_hashlib(length):
    with pytest.raises(OverflowError):
        hashlib.shake_128(b"x").digest(length)
    hasher = keccakx.shake_128(b"x")
    for call in (hasher.digest, hasher.hexdigest, hasher.read, lambda n: keccakx.hash_many("shake_256", [b"x"], n)):
        with pytest.raises(OverflowError):
            call(length)


@pytest.mark.parametrize("length", [1.5, "10", None])
def test_a_shake_length_that_is_not_an_integer_raises_type_error(length):
    with pytest.raises(TypeError):
        keccakx.shake_256(b"x").digest(length)


def test_hash_many_of_shake_without_a_length_raises_type_error():
    with pytest.raises(TypeError):
        keccakx.hash_many("shake_128", [b"x"])


@pytest.mark.parametrize("length", [0, 31, 33, 64])
def test_hash_many_with_a_wrong_digest_size_raises_value_error(length):
    with pytest.raises(ValueError):
        keccakx.hash_many("keccak_256", [b"x"], length)


def test_hash_many_with_an_unknown_name_raises_value_error():
    with pytest.raises(ValueError):
        keccakx.hash_many("md5", [b"x"])


PERMUTES = {1: keccakx.permute, 2: keccakx.permute_x2, 4: keccakx.permute_x4, 8: keccakx.permute_x8}


@pytest.mark.parametrize("width", PERMUTES)
def test_permute_takes_bytearray_memoryview_and_numpy_states(width):
    expected = bytearray(200 * width)
    PERMUTES[width](expected)
    lanes = numpy.zeros((width, 25), dtype=numpy.uint64)
    PERMUTES[width](lanes)
    view_owner = bytearray(200 * width)
    PERMUTES[width](memoryview(view_owner))
    assert lanes.tobytes() == bytes(view_owner) == bytes(expected)


@pytest.mark.parametrize("width", PERMUTES)
def test_permute_of_an_unaligned_state_equals_the_aligned_result(width):
    aligned = bytearray(range(256)) * 7
    expected = bytearray(aligned[: 200 * width])
    PERMUTES[width](expected)
    owner = bytearray(1) + aligned[: 200 * width]
    PERMUTES[width](memoryview(owner)[1:])
    assert owner[1:] == expected


@pytest.mark.parametrize("width", PERMUTES)
@pytest.mark.parametrize("size_in_states", [0, 0.5, 3, 16])
def test_permute_of_a_wrong_state_size_raises_value_error(width, size_in_states):
    with pytest.raises(ValueError):
        PERMUTES[width](bytearray(int(200 * width * size_in_states)))


def test_permute_of_a_numpy_array_of_the_wrong_shape_raises_value_error():
    with pytest.raises(ValueError):
        keccakx.permute_x4(numpy.zeros((2, 25), dtype=numpy.uint64))


@pytest.mark.parametrize("state", [bytes(200), memoryview(bytes(200))], ids=["bytes", "read-only view"])
def test_permute_of_a_read_only_state_raises_buffer_error(state):
    with pytest.raises(BufferError):
        keccakx.permute(state)


def test_permute_of_a_non_contiguous_state_raises_buffer_error():
    with pytest.raises(BufferError):
        keccakx.permute(numpy.zeros((25, 2), dtype=numpy.uint64)[:, 0])


def test_permute_of_a_string_raises_type_error():
    with pytest.raises(TypeError):
        keccakx.permute("x" * 200)


@pytest.mark.parametrize("rounds", [0, 25, -1, 2**40])
def test_permute_with_rounds_outside_1_to_24_raises_value_error_and_keeps_the_state(rounds):
    state = bytearray(range(200))
    with pytest.raises(ValueError):
        keccakx.permute(state, rounds)
    assert state == bytearray(range(200))


def test_permute_with_rounds_that_are_not_an_integer_raises_type_error():
    with pytest.raises(TypeError):
        keccakx.permute(bytearray(200), 24.0)


@pytest.mark.parametrize("name", ["no-such-backend", "", "generic\0"])
def test_use_backend_of_an_unknown_name_raises_value_error_and_keeps_the_choice(name):
    before = keccakx.backend(1)
    with pytest.raises(ValueError):
        keccakx.use_backend(name)
    assert keccakx.backend(1) == before


def test_use_backend_of_a_backend_this_cpu_cannot_run_raises_value_error_and_keeps_the_choice():
    # Every backend kind of the core (core/backends/list.h): those this CPU does not run are
    # refused, as unknown where they are not built and as unsupported where they are.
    before = keccakx.backend(1)
    for name in {"avx512", "avx512vl", "avx2", "bmi2", "sha3", "neon", "generic"} - set(keccakx.backends()):
        with pytest.raises(ValueError):
            keccakx.use_backend(name)
    assert keccakx.backend(1) == before


def test_use_backend_of_a_non_string_raises_type_error():
    with pytest.raises(TypeError):
        keccakx.use_backend(None)


@pytest.mark.parametrize("width", [0, 3, 16, -1])
def test_backend_of_an_unsupported_width_raises_value_error(width):
    with pytest.raises(ValueError):
        keccakx.backend(width)


def at_odd_address(data: bytes, offset: int) -> memoryview:
    """data as a view that starts `offset` bytes into a bytearray: an address no multiple of 8."""
    return memoryview(bytearray(offset) + data)[offset:]


ODD_LENGTHS = [1, 7, 71, 73, 135, 137, 167, 169, 2047, 2049, 3001]


@pytest.mark.parametrize("offset", [1, 3, 5, 7])
def test_buffers_at_odd_addresses_and_of_odd_lengths_hash_their_bytes(offset):
    for length in ODD_LENGTHS:
        data = bytes(range(256)) * (length // 256) + bytes(range(length % 256))
        view = at_odd_address(data, offset)
        assert keccakx.keccak256(view) == keccakx.keccak256(data), length
        assert keccakx.sha3_384(view).digest() == hashlib.sha3_384(data).digest(), length
        streamed = keccakx.sha3_512()
        for start in range(0, length, 61):
            streamed.update(view[start : start + 61])
        assert streamed.digest() == hashlib.sha3_512(data).digest(), length
        reader = keccakx.shake_128(view)
        assert reader.read(offset) + reader.read(length) == hashlib.shake_128(data).digest(offset + length), length
        assert keccakx.hash_many("shake_256", [view, view[1:]], length) == [
            hashlib.shake_256(data).digest(length), hashlib.shake_256(data[1:]).digest(length)], length


def test_numpy_arrays_at_odd_addresses_hash_their_bytes():
    array_at_1 = numpy.frombuffer(b"\0" + MESSAGE, dtype=numpy.uint8)[1:]
    assert array_at_1.ctypes.data % 8 != 0
    assert keccakx.sha3_256(array_at_1).digest() == EXPECTED
    assert keccakx.hash_many("sha3_256", [array_at_1]) == [EXPECTED]


@pytest.mark.parametrize("buffers", [None, 42, b"not a list of buffers"[0]], ids=["None", "int", "byte"])
def test_hash_many_of_something_not_iterable_raises_type_error(buffers):
    with pytest.raises(TypeError):
        keccakx.hash_many("keccak_256", buffers)


@pytest.mark.parametrize("length", [32.0, "32", [32]], ids=repr)
def test_hash_many_with_a_length_that_is_not_an_integer_raises_type_error(length):
    for name in ("keccak_256", "shake_128"):
        with pytest.raises(TypeError):
            keccakx.hash_many(name, [b"x"], length)


def test_hash_many_whose_outputs_add_up_past_sys_maxsize_raises_overflow_error():
    with pytest.raises(OverflowError):
        keccakx.hash_many("shake_128", [b"a", b"b"], sys.maxsize)


@pytest.mark.skipif(sys.maxsize < 2**62, reason="2**62 bytes is no valid length on a 32-bit Python")
def test_a_shake_length_no_memory_can_hold_raises_memory_error_like_hashlib():
    with pytest.raises(MemoryError):
        hashlib.shake_128(b"x").digest(2**62)
    for call in (keccakx.shake_128(b"x").digest, keccakx.shake_256(b"x" * 3000).read,
                 lambda n: keccakx.hash_many("shake_256", [b"x"], n)):
        with pytest.raises(MemoryError):
            call(2**62)


def test_a_bytearray_that_grows_after_update_adds_nothing_to_the_hash():
    data = bytearray(b"abc")
    hasher = keccakx.sha3_256(data)
    data += b"def"
    assert hasher.digest() == hashlib.sha3_256(b"abc").digest()


@pytest.mark.parametrize("name", ["keccak_256", "sha3_256"])
def test_a_fixed_size_digest_takes_no_length_like_hashlib(name):
    hasher = keccakx.new(name, b"x")
    for method in (hasher.digest, hasher.hexdigest):
        with pytest.raises(TypeError):
            method(32)
