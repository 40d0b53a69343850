# SPDX-License-Identifier: MIT OR Apache-2.0
"""The C ABI this binding was written against (include/keccakx.h): if the numbers change
under it, in the header it was compiled with or in the library it runs on, these fail.

The binding's cdef states the algorithm numbers itself and relies on the sizes of
kx_ctx and kx_multi_ctx; the error codes it never names (it only compares with KX_OK), so they are
checked by making the library return each one it can reach through the cdef.
"""

import pytest

from keccakx._keccakx import ffi, lib

ALGORITHM_NUMBERS = {
    "KX_KECCAK_224": (1, "keccak-224"), "KX_KECCAK_256": (2, "keccak-256"),
    "KX_KECCAK_384": (3, "keccak-384"), "KX_KECCAK_512": (4, "keccak-512"),
    "KX_SHA3_224": (5, "sha3-224"), "KX_SHA3_256": (6, "sha3-256"),
    "KX_SHA3_384": (7, "sha3-384"), "KX_SHA3_512": (8, "sha3-512"),
    "KX_SHAKE128": (9, "shake128"), "KX_SHAKE256": (10, "shake256"),
    "KX_TURBOSHAKE128": (11, "turboshake128"), "KX_TURBOSHAKE256": (12, "turboshake256"),
    "KX_KT128": (13, "kt128"), "KX_KT256": (14, "kt256"),
    "KX_CSHAKE128": (15, "cshake128"), "KX_CSHAKE256": (16, "cshake256"),
    "KX_KMAC128": (17, "kmac128"), "KX_KMAC256": (18, "kmac256"),
    "KX_KMACXOF128": (19, "kmacxof128"), "KX_KMACXOF256": (20, "kmacxof256"),
    "KX_TUPLEHASH128": (21, "tuplehash128"), "KX_TUPLEHASH256": (22, "tuplehash256"),
    "KX_TUPLEHASHXOF128": (23, "tuplehashxof128"), "KX_TUPLEHASHXOF256": (24, "tuplehashxof256"),
    "KX_PARALLELHASH128": (25, "parallelhash128"), "KX_PARALLELHASH256": (26, "parallelhash256"),
    "KX_PARALLELHASHXOF128": (27, "parallelhashxof128"), "KX_PARALLELHASHXOF256": (28, "parallelhashxof256"),
}

ERROR_CODES = range(0, -19, -1)  # KX_OK and KX_ERR_NULL_POINTER (-1) .. KX_ERR_TRIE_BAD_NODE (-18)


def message(code: int) -> str:
    return ffi.string(lib.kx_strerror(code)).decode()


def test_the_library_is_version_1_0_0():
    assert (lib.KX_VERSION_MAJOR, lib.KX_VERSION_MINOR, lib.KX_VERSION_PATCH) == (1, 0, 0)
    assert ffi.string(lib.kx_version()) == b"1.0.0"


def test_the_context_is_64_words_of_8_bytes():
    assert ffi.sizeof("kx_ctx") == 512
    assert ffi.alignof("kx_ctx") == ffi.alignof("uint64_t")


def test_the_multi_context_is_208_words_of_8_bytes_for_up_to_8_streams():
    assert ffi.sizeof("kx_multi_ctx") == 208 * 8
    assert ffi.alignof("kx_multi_ctx") == ffi.alignof("uint64_t")
    assert lib.KX_MULTI_MAX == 8


@pytest.mark.parametrize("constant", ALGORITHM_NUMBERS)
def test_algorithm_numbers_never_change(constant):
    number, name = ALGORITHM_NUMBERS[constant]
    assert getattr(lib, constant) == number
    assert ffi.string(lib.kx_alg_name(number)).decode() == name


@pytest.mark.parametrize("number", [0, 29])
def test_the_library_knows_no_algorithm_outside_1_to_28(number):
    assert lib.kx_alg_name(number) == ffi.NULL


def test_ok_is_zero():
    assert lib.KX_OK == 0


def test_the_error_codes_are_0_to_minus_18_each_with_its_own_message():
    messages = [message(code) for code in ERROR_CODES]
    assert "unknown error code" not in messages
    assert len(set(messages)) == len(messages)
    assert message(-19) == "unknown error code"


def new_context(alg: int):
    context = ffi.new("kx_ctx *")
    assert lib.kx_init(context, alg) == 0
    return context


def null_pointer() -> int:
    return lib.kxpy_hash(lib.KX_SHA3_256, ffi.NULL, 1, ffi.new("char[]", 32), 32)


def bad_algorithm() -> int:
    return lib.kxpy_hash(0, b"", 0, ffi.new("char[]", 32), 32)


def bad_length() -> int:
    return lib.kxpy_hash(lib.KX_SHA3_256, b"", 0, ffi.new("char[]", 32), 31)


def finalized() -> int:
    context = new_context(lib.KX_SHAKE128)
    lib.kxpy_squeeze(context, ffi.new("char[]", 1), 1)
    return lib.kxpy_update(context, b"a", 1)


def not_xof() -> int:
    return lib.kxpy_squeeze(new_context(lib.KX_SHA3_256), ffi.new("char[]", 1), 1)


def unknown_backend() -> int:
    return lib.kx_use_backend(b"no-such-backend")


def bad_rounds() -> int:
    return lib.kxpy_permute(ffi.new("char[]", 200), 200, 0)


def uninitialized() -> int:
    return lib.kxpy_update(ffi.new("kx_ctx *"), b"a", 1)


def bad_parameter() -> int:
    return lib.kx_init_turboshake(ffi.new("kx_ctx *"), lib.KX_TURBOSHAKE128, 0)


@pytest.mark.parametrize("provoke, code", [
    (null_pointer, -1), (bad_algorithm, -2), (bad_length, -3), (finalized, -4), (not_xof, -5),
    (unknown_backend, -6), (bad_rounds, -8), (uninitialized, -9), (bad_parameter, -11),
], ids=lambda value: getattr(value, "__name__", str(value)))
def test_the_library_returns_the_error_codes_of_the_header(provoke, code):
    # -7 (a backend this CPU cannot run) and -10 (kx_import) are out of the cdef's reach.
    assert provoke() == code
