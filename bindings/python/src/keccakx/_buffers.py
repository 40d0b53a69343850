# SPDX-License-Identifier: MIT OR Apache-2.0
"""Turning Python arguments into what the C core takes, with hashlib's errors."""

import operator
import sys

from ._keccakx import ffi, lib


def error_from_code(code: int) -> ValueError:
    return ValueError(ffi.string(lib.kx_strerror(code)).decode())


def check(code: int) -> None:
    if code != lib.KX_OK:
        raise error_from_code(code)


def readable(data):
    """A cdata view of any contiguous buffer, without copying; it holds the buffer's export
    until it is released or dropped. A buffer that is not contiguous raises what its type
    raises for hashlib (memoryview: BufferError; numpy: ValueError)."""
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    return ffi.from_buffer(data)


def writable(states):
    """A cdata view of a writable contiguous buffer, without copying."""
    try:
        return ffi.from_buffer(states, require_writable=True)
    except ValueError as exc:
        raise BufferError(str(exc)) from None


def output_length(length) -> int:
    """An output length for SHAKE: an int from 0 to sys.maxsize (hashlib's OverflowError past it)."""
    length = operator.index(length)
    if length < 0:
        raise ValueError(f"output length must not be negative, got {length}")
    if length > sys.maxsize:
        raise OverflowError(f"output length {length} is larger than any bytes object can be")
    return length
