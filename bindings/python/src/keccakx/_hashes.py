# SPDX-License-Identifier: MIT OR Apache-2.0
"""hashlib-shaped hash objects, one-shot functions and many-message hashing.

Every C call goes through cffi, which releases the GIL for its duration, so
any object shared between threads guards its C context with a lock.
"""

import array
import struct
import sys
from functools import lru_cache
from threading import Lock
from typing import Callable

from ._buffers import check, output_length, readable
from ._keccakx import ffi, lib

_unpack = ffi.unpack
_ffi_new = ffi.new
_c_keccak256 = lib.kxpy_keccak_256

# A new object keeps short bytes input as it is and hashes it in one C call at
# digest time (the common `keccak_256(data).digest()` costs one crossing).
# Longer input, or any other buffer, goes into a C context at once.
_PENDING_LIMIT = 2048

# Guards the step from pending bytes to a C context, so that concurrent
# updates of one object absorb every piece exactly once.
_pending_lock = Lock()


def keccak256(data, /) -> bytes:
    """Keccak-256 of data (Ethereum's keccak256), as 32 bytes.

    The fastest way to hash one message: a single C call with no hash
    object. data is bytes or any contiguous buffer.
    """
    # Exactly bytes: cffi passes it straight to C, and its len() cannot be overridden.
    if type(data) is bytes:
        return _unpack(_c_keccak256(data, len(data)), 32)
    view = readable(data)
    return _unpack(_c_keccak256(view, len(view)), 32)


class _Sponge:
    """A C context, its lock, and for SHAKE the output stream once read() began."""

    __slots__ = ("context", "lock", "stream")

    def __init__(self, alg: int, data) -> None:
        self.context = _ffi_new("kx_ctx *")
        check(lib.kx_init(self.context, alg))
        self.lock = Lock()
        self.stream = None
        self.absorb(data)

    def absorb(self, data) -> None:
        view = data if type(data) is bytes else readable(data)
        with self.lock:
            if self.stream is not None:
                raise ValueError("cannot update a SHAKE object after read()")
            check(lib.kx_update(self.context, view, len(view)))

    def digest(self, size: int) -> bytes:
        with self.lock:
            # kxpy_digest finalizes a copy, so the object keeps hashing afterwards.
            return _unpack(lib.kxpy_digest(self.context, size), size)

    def output(self, length: int) -> bytes:
        out = _ffi_new("char[]", length)
        with self.lock:
            check(lib.kxpy_final_copy(self.context, out, length))
        return _unpack(out, length)

    def read(self, length: int) -> bytes:
        out = _ffi_new("char[]", length)
        with self.lock:
            if self.stream is None:
                self.stream = _ffi_new("kx_ctx *", self.context[0])
            check(lib.kx_squeeze(self.stream, out, length))
        return _unpack(out, length)

    def copy(self) -> "_Sponge":
        clone = object.__new__(_Sponge)
        clone.lock = Lock()
        with self.lock:
            clone.context = _ffi_new("kx_ctx *", self.context[0])
            clone.stream = None if self.stream is None else _ffi_new("kx_ctx *", self.stream[0])
        return clone


class _SpongeHash:
    """What every keccakx hash object has: update(), copy(), name, digest_size, block_size.

    Its one slot, _state, holds either the pending bytes (short input, hashed in
    one C call at digest time) or, once more is needed, a _Sponge. One slot
    makes the switch a single store, which other threads see whole.
    """

    __slots__ = ("_state",)

    _alg: int
    name: str
    digest_size: int
    block_size: int

    def __init__(self, data=b"", /, *, usedforsecurity=True) -> None:
        # usedforsecurity is accepted for hashlib compatibility; it changes nothing.
        if type(data) is bytes and len(data) < _PENDING_LIMIT:
            self._state = data
        else:
            self._state = _Sponge(self._alg, data)

    def update(self, data, /) -> None:
        """Absorbs more data: bytes or any contiguous buffer (a str raises TypeError)."""
        state = self._state
        if type(state) is bytes:
            with _pending_lock:
                state = self._state
                if type(state) is bytes and type(data) is bytes and len(state) + len(data) < _PENDING_LIMIT:
                    self._state = state + data
                    return
            state = self._started_sponge()
        state.absorb(data)

    def _started_sponge(self) -> _Sponge:
        """The C context, created from the pending bytes on first need."""
        with _pending_lock:
            state = self._state
            if type(state) is bytes:
                state = self._state = _Sponge(self._alg, state)
            return state

    def copy(self):
        """An independent copy: updating one does not change the other."""
        clone = object.__new__(type(self))
        state = self._state
        clone._state = state if type(state) is bytes else state.copy()
        return clone

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        # Like hashlib's: the C context is private to this process and version.
        raise TypeError(f"cannot pickle {type(self).__name__!r} object")


class _FixedHash(_SpongeHash):
    __slots__ = ()

    digest: Callable[[], bytes]  # made per algorithm by _fixed_digest

    def hexdigest(self) -> str:
        """digest() as lower-case hexadecimal."""
        return self.digest().hex()


def _fixed_digest(one_shot, size: int):
    """The digest() method of one fixed-size algorithm: its C one-shot function and its size
    are closure variables, cheaper to reach than class attributes on the hot path."""

    def digest(self) -> bytes:
        """The digest of everything absorbed so far; the object can go on absorbing."""
        state = self._state
        if type(state) is bytes:
            return _unpack(one_shot(state, len(state)), size)
        return state.digest(size)

    return digest


class _ShakeHash(_SpongeHash):
    __slots__ = ()

    def digest(self, length) -> bytes:
        """The first `length` bytes of the output; the object can go on absorbing."""
        length = output_length(length)
        state = self._state
        if type(state) is bytes:
            out = _ffi_new("char[]", length)
            check(lib.kx_hash(self._alg, state, len(state), out, length))
            return _unpack(out, length)
        return state.output(length)

    def hexdigest(self, length) -> str:
        """digest(length) as lower-case hexadecimal."""
        return self.digest(length).hex()

    def read(self, length) -> bytes:
        """The next `length` bytes of the output stream: reads in any pieces equal one long read.

        The first read() ends the input: update() then raises ValueError,
        while digest() still gives the start of the stream.
        """
        length = output_length(length)
        state = self._state
        if type(state) is bytes:
            state = self._started_sponge()
        return state.read(length)


def _hash_type(base, name: str, alg: int, what: str):
    """A hash object class; a fixed-size one gets a digest() calling the C one-shot function of its algorithm."""
    doc = (
        f"{what} hash object, like hashlib's: {name}(data=b'', /) absorbs data, "
        "update() absorbs more, digest() and hexdigest() do not end the hash."
    )
    attributes = {
        "__slots__": (),
        "__doc__": doc,
        "__module__": "keccakx",
        "_alg": alg,
        "name": name,
        "digest_size": lib.kx_digest_size(alg),
        "block_size": lib.kx_rate(alg),
    }
    if base is _FixedHash:
        attributes["digest"] = _fixed_digest(getattr(lib, f"kxpy_{name}"), attributes["digest_size"])
    return type(name, (base,), attributes)


keccak_224 = _hash_type(_FixedHash, "keccak_224", lib.KX_KECCAK_224, "Keccak-224 (original 0x01 padding)")
keccak_256 = _hash_type(_FixedHash, "keccak_256", lib.KX_KECCAK_256, "Keccak-256 (Ethereum's keccak256)")
keccak_384 = _hash_type(_FixedHash, "keccak_384", lib.KX_KECCAK_384, "Keccak-384 (original 0x01 padding)")
keccak_512 = _hash_type(_FixedHash, "keccak_512", lib.KX_KECCAK_512, "Keccak-512 (original 0x01 padding)")
sha3_224 = _hash_type(_FixedHash, "sha3_224", lib.KX_SHA3_224, "SHA3-224 (FIPS 202)")
sha3_256 = _hash_type(_FixedHash, "sha3_256", lib.KX_SHA3_256, "SHA3-256 (FIPS 202)")
sha3_384 = _hash_type(_FixedHash, "sha3_384", lib.KX_SHA3_384, "SHA3-384 (FIPS 202)")
sha3_512 = _hash_type(_FixedHash, "sha3_512", lib.KX_SHA3_512, "SHA3-512 (FIPS 202)")
shake_128 = _hash_type(_ShakeHash, "shake_128", lib.KX_SHAKE128, "SHAKE128 extendable-output (FIPS 202)")
shake_256 = _hash_type(_ShakeHash, "shake_256", lib.KX_SHAKE256, "SHAKE256 extendable-output (FIPS 202)")

_HASH_TYPES = (keccak_224, keccak_256, keccak_384, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512, shake_128, shake_256)

algorithms_available = frozenset(hash_type.name for hash_type in _HASH_TYPES)


def _spellings(hash_type) -> set:
    """hashlib's name ("sha3_256", "shake_128"), its dashed form and the C library's ("sha3-256", "shake128")."""
    c_name = ffi.string(lib.kx_alg_name(hash_type._alg)).decode()
    return {hash_type.name, hash_type.name.replace("_", "-"), c_name}


_BY_NAME = {spelling: hash_type for hash_type in _HASH_TYPES for spelling in _spellings(hash_type)}


def _lookup(name: str):
    if not isinstance(name, str):
        raise TypeError(f"name must be a string, not {type(name).__name__}")
    try:
        return _BY_NAME[name.lower()]
    except KeyError:
        raise ValueError(f"unsupported hash type {name}") from None


def new(name: str, data=b"", *, usedforsecurity=True):
    """A new hash object for algorithm `name`, like hashlib.new().

    Names are hashlib's ("sha3_256", "shake_128", "keccak_256") or dashed
    ("keccak-256", "sha3-256", "shake128"), in any case.
    """
    return _lookup(name)(data)


def _output_size(hash_type, length) -> int:
    if hash_type.digest_size == 0:
        if length is None:
            raise TypeError(f"{hash_type.name} needs an output length: hash_many(name, buffers, length)")
        return output_length(length)
    if length is not None and output_length(length) != hash_type.digest_size:
        raise ValueError(f"{hash_type.name} digests are {hash_type.digest_size} bytes, not {length}")
    return hash_type.digest_size


# Up to this many bytes a message, one copy of all of them into a single
# buffer costs less than a buffer export (ffi.from_buffer) per message.
_PACKED_MESSAGE_LIMIT = 1024


def hash_many(name: str, buffers, length=None) -> list:
    """Hashes each buffer of `buffers` on its own: [new(name, b).digest() for b in buffers], only faster.

    The C core hashes several messages at once with SIMD. length is the
    output size for SHAKE (required) and may be given for a fixed-size hash
    (it must then be its digest size). The GIL is released while hashing.
    """
    hash_type = _lookup(name)
    size = _output_size(hash_type, length)
    buffers = buffers if isinstance(buffers, (list, tuple)) else list(buffers)
    if len(buffers) * size > sys.maxsize:
        raise ValueError(f"{len(buffers)} outputs of {size} bytes are more than any bytes object can hold")
    out = _ffi_new("char[]", len(buffers) * size)
    if buffers:
        _hash_many_into(hash_type._alg, buffers, out, size)
    return _split(ffi.buffer(out), len(buffers), size)


def _hash_many_into(alg: int, buffers, out, size: int) -> None:
    count = len(buffers)
    types = list(map(type, buffers))  # counting in a list is cheaper than building a set
    if types.count(bytes) + types.count(bytearray) == count:  # their len() is their size in bytes
        lengths = list(map(len, buffers))
        total = sum(lengths)
        if total <= _PACKED_MESSAGE_LIMIT * count:
            packed = b"".join(buffers)
            if len(packed) != total:  # C must never read past packed
                raise BufferError("a bytearray changed size during hash_many()")
            pointers = _ffi_new("const char *[]", count)
            check(lib.kxpy_hash_many_packed(alg, count, packed, _size_t_array(lengths), pointers, out, size))
            return
    views = [readable(buffer) for buffer in buffers]
    check(lib.kx_hash_many(alg, count, views, _size_t_array(list(map(len, views))), out, size))


# array.array converts a list of ints to C integers several times faster than cffi does.
_SIZE_T_TYPECODE = next(code for code in "LQI" if array.array(code).itemsize == ffi.sizeof("size_t"))


def _size_t_array(values: list):
    """values as a C size_t[] (a cdata over an array.array that it keeps alive)."""
    return ffi.from_buffer("size_t[]", array.array(_SIZE_T_TYPECODE, values))


# struct cuts a buffer into many bytes objects in C, several times faster than
# slicing in a Python loop; chunks keep each compiled Struct small.
_SPLIT_CHUNK = 1024


@lru_cache(maxsize=32)
def _splitter(size: int, count: int) -> struct.Struct:
    return struct.Struct(f"{size}s" * count)


def _split(buffer, count: int, size: int) -> list:
    """count consecutive pieces of size bytes of buffer, as a list of bytes."""
    if size == 0:  # SHAKE with no output
        return [b""] * count
    pieces: list = []
    whole_chunks, rest = divmod(count, _SPLIT_CHUNK)
    chunk = _splitter(size, _SPLIT_CHUNK)
    for offset in range(0, whole_chunks * chunk.size, chunk.size):
        pieces += chunk.unpack_from(buffer, offset)
    pieces += _splitter(size, rest).unpack_from(buffer, whole_chunks * chunk.size)
    return pieces
