# SPDX-License-Identifier: MIT OR Apache-2.0
"""hashlib-shaped hash objects, one-shot functions and many-message hashing.

A C call that hashes 2048 bytes or more releases the GIL, so any object
shared between threads guards its C context with a lock; a short update takes
none: it is appended to a list (list.append is atomic) that C absorbs many at
a time (_Sponge). No lock that several objects share is ever held across a C
call, and every lock is renewed in a forked child, whose copy of a lock may
belong to a thread the child does not have.

Every call owns its output: C writes it straight into the bytes object the
call returns, created for that call alone by _new_output() (or, for the
fixed-size digests of 28 to 64 bytes, `_ZERO_BYTE * size`), so that no earlier
result, no constant and no other caller's output is ever written into, and
Python code running between the C call and the return (a signal handler, a
profile or trace hook) can hash too without changing this call's result.
"""

import array
import os
import struct
import sys
from functools import lru_cache
from threading import Lock
from typing import Callable

from ._buffers import check, error_from_code, output_length, readable
from ._keccakx import ffi, lib

_ffi_new = ffi.new
# Multiplied by a size of 2 or more, a new bytes object of zeros that C fills
# in: half the cost of bytes(size) for a digest. A name, never the literal
# b"\0" * 32, which the compiler folds into one constant shared by every call.
_ZERO_BYTE = b"\0"


def _new_output(size: int) -> bytes:
    """A new bytes object of size zero bytes for C to write an output into (b"" for 0:
    nothing is written). Every output of a size the caller picks comes from here:
    b"\0" * 1 is b"\0" itself, the one object CPython shares for that byte, so one
    byte comes from bytes(1)."""
    return _ZERO_BYTE * size if size > 1 else bytes(size)


_c_keccak256, _c_hash = lib.kxpy_keccak_256, lib.kxpy_hash

# A new object keeps short bytes input as it is and hashes it in one C call at
# digest time (the common `keccak_256(data).digest()` costs one crossing).
# Longer input, or any other buffer, goes into a C context at once.
_PENDING_LIMIT = 2048

# Guards each step of an object's input from the constructor's bytes to a list
# of pieces and to a C context, so that concurrent updates of one object absorb
# every piece exactly once, and the renewal of a context's lock after a fork.
# It is held only around Python code.
_module_lock = Lock()

# How many times this process came out of fork() as the child: a context whose
# lock was made before the last fork renews it on first use.
_forks = 0


def _renew_locks_in_child() -> None:
    global _forks, _module_lock
    _forks += 1
    _module_lock = Lock()


if hasattr(os, "register_at_fork"):  # not on Windows, which has no fork()
    os.register_at_fork(after_in_child=_renew_locks_in_child)


def keccak256(data, /) -> bytes:
    """Keccak-256 of data (Ethereum's keccak256), as 32 bytes.

    The fastest way to hash one message: a single C call with no hash
    object. data is bytes or any contiguous buffer.
    """
    out = _ZERO_BYTE * 32
    # Exactly bytes: cffi passes it straight to C, and its len() cannot be overridden.
    if type(data) is bytes:
        _c_keccak256(data, len(data), out)
    else:
        view = readable(data)
        _c_keccak256(view, len(view), out)
    return out


class _LostInFork:
    """In a forked child, the lock of a context that a thread was changing when the process
    forked: the child has only part of that change, so every use raises instead of hashing on."""

    __slots__ = ()

    def locked(self) -> bool:
        return True

    def __enter__(self):
        raise RuntimeError(
            "this hash object was in use by another thread when the process forked; "
            "its state in the child process is incomplete"
        )

    def __exit__(self, *exc_info) -> bool:
        return False


_LOST_IN_FORK = _LostInFork()


class _Guarded:
    """A lock for one C context, renewed on first use in a forked child."""

    __slots__ = ("guard", "forks")

    def __init__(self) -> None:
        self.guard = Lock()
        self.forks = _forks

    def lock(self):
        """The lock of this context, renewed on first use in a forked child."""
        if self.forks != _forks:
            self._renew_lock()
        return self.guard

    def _renew_lock(self) -> None:
        with _module_lock:
            if self.forks != _forks:
                if self.guard.locked():
                    # A thread that only the parent has was using the context. forks stays
                    # behind, so that every use, short updates too, comes here and raises.
                    self.guard = _LOST_IN_FORK
                else:
                    self.guard = Lock()
                    self.forks = _forks


NOTHING = object()  # for _Sponge: a context that starts with no data absorbed (not even b"")

# The Python name of each algorithm number (filled as the types are made), for messages that name the object.
TYPE_NAMES: dict = {}


# An update of a bytes object this short is kept in a list of pieces, which C
# absorbs _PIECES_PER_CALL at a time: appending to a list costs a fraction of
# a call into C (with its lock and checks), which made 1- to 64-byte updates
# slower than pycryptodome's. Absorbing 16 pieces at a time left that call a
# quarter of a 1-byte update's time, 64 a tenth (AMD EPYC Zen 3, loaded).
_PIECE_LIMIT = 128
_PIECES_PER_CALL = 64


class _Sponge(_Guarded):
    """A C context, its lock, short updates not yet absorbed (pieces), and for an
    extendable-output function the output stream once read() began. start, if given, sets up
    the context of a mode with its parameters (one C call) instead of kx_init.

    A short update is appended to pieces without the lock (list.append is atomic, so that
    concurrent updates lose nothing); everything else takes the lock and absorbs the pieces
    first, in order, so that every method sees every update that returned before it."""

    __slots__ = ("alg", "context", "stream", "pieces")

    def __init__(self, alg: int, data, start=None) -> None:
        super().__init__()
        self.alg = alg
        self.context = _ffi_new("kx_ctx *")
        check(lib.kx_init(self.context, alg) if start is None else start(self.context))
        self.stream = None
        self.pieces = []
        if data is not NOTHING:
            self.absorb(data)

    def absorb(self, data) -> None:
        # _SpongeHash.update() has these lines inlined.
        if type(data) is bytes and len(data) <= _PIECE_LIMIT and self.forks == _forks:
            pieces = self.pieces
            pieces.append(data)
            # stream is read after the append: see _end_input().
            if self.stream is not None or len(pieces) >= _PIECES_PER_CALL:
                self._settle(data)
            return
        view = data if type(data) is bytes else readable(data)
        with self.lock():
            if self.stream is not None:
                raise self.updated_after_read()
            self._absorb_pieces()
            check(lib.kxpy_update(self.context, view, len(view)))

    def _settle(self, piece: bytes) -> None:
        """After piece was appended: absorbs the pieces while the input goes on; once read()
        ended it, takes piece back and raises, unless piece was absorbed before that."""
        with self.lock():
            if self.stream is None:
                self._absorb_pieces()
                return
            try:
                self.pieces.remove(piece)  # an equal piece of another thread's is as good
            except ValueError:
                return
            raise self.updated_after_read()

    def _absorb_pieces(self) -> None:
        """Absorbs the pieces appended so far, with the lock held (others may append meanwhile)."""
        pieces = self.pieces
        if pieces:
            taken = pieces.copy()
            joined = b"".join(taken)
            del pieces[: len(taken)]
            check(lib.kxpy_update(self.context, joined, len(joined)))

    def _input(self):
        """The context of everything absorbed, with the lock held: the pieces go in while the
        input goes on; after read() ended it, any left are updates about to raise."""
        if self.stream is None:
            self._absorb_pieces()
        return self.context

    def _end_input(self):
        """The output stream, started with the lock held: a copy of the context with every
        piece in. stream is set before the pieces are taken, so that an update appending
        after the take sees it set and takes its piece back (absorb() reads it after
        appending), while one that saw it unset appended before the take."""
        stream = self.stream = _ffi_new("kx_ctx *")
        try:
            self._absorb_pieces()
        except BaseException:
            self.stream = None
            raise
        stream[0] = self.context[0]
        return stream

    def updated_after_read(self) -> ValueError:
        return ValueError(f"cannot update a {TYPE_NAMES[self.alg]} object after read()")

    def digest(self, size: int) -> bytes:
        out = _new_output(size)
        with self.lock():
            # kxpy_final_copy finalizes a copy, so the object keeps hashing afterwards.
            check(lib.kxpy_final_copy(self._input(), out, size))
        return out

    def output(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            check(lib.kxpy_final_copy(self._input(), out, length))
        return out

    def read(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            stream = self.stream if self.stream is not None else self._end_input()
            check(lib.kxpy_squeeze(stream, out, length))
        return out

    def copy(self) -> "_Sponge":
        clone = object.__new__(type(self))
        _Guarded.__init__(clone)
        clone.alg = self.alg
        clone.pieces = []
        with self.lock():
            clone.context = _ffi_new("kx_ctx *", self._input()[0])
            clone.stream = None if self.stream is None else _ffi_new("kx_ctx *", self.stream[0])
        return clone


# The data of a hashlib-shaped constructor: positional or data=, as CPython 3.14's, or
# string=, the name CPython 3.9 to 3.13 gave it by keyword; both at once raise 3.14's error.
_NO_DATA = object()
_DATA_AND_STRING = (
    "'data' and 'string' are mutually exclusive and support for 'string' keyword parameter "
    "is slated for removal in a future version."
)


class _ImmutableType(type):
    """The hash types' type: like hashlib's (Python 3.10+), their attributes cannot be set or deleted."""

    def __setattr__(cls, name: str, value) -> None:
        raise TypeError(f"cannot set {name!r} attribute of immutable type 'keccakx.{cls.__name__}'")

    def __delattr__(cls, name: str) -> None:
        raise TypeError(f"cannot delete {name!r} attribute of immutable type 'keccakx.{cls.__name__}'")


class _SpongeHash(metaclass=_ImmutableType):
    """What every keccakx hash object has: update(), copy(), name, digest_size, block_size.

    Its one slot, _state, holds the input while it is short, hashed in one C call
    at digest time: the constructor's bytes, then a list of them and the short
    updates (appended without a lock). Once more is needed it holds a _Sponge,
    which takes that list over as its pieces, so that an update appending to it
    meanwhile still gets in. One slot makes each step a single store, which
    other threads see whole.
    """

    __slots__ = ("_state",)

    _alg: int
    name: str
    digest_size: int
    block_size: int

    def __init__(self, data=_NO_DATA, *, usedforsecurity=True, string=None) -> None:
        # usedforsecurity is accepted for hashlib compatibility; it changes nothing.
        if data is _NO_DATA:
            data = b"" if string is None else string
        elif string is not None:
            raise TypeError(_DATA_AND_STRING)
        if type(data) is bytes and len(data) < _PENDING_LIMIT:
            self._state = data
        else:
            self._state = _Sponge(self._alg, data)

    def update(self, data, /) -> None:
        """Absorbs more data: bytes or any contiguous buffer (a str raises TypeError)."""
        state = self._state
        if type(data) is bytes and len(data) <= _PIECE_LIMIT:
            if type(state) is list:
                state.append(data)
                # _state is read after the append: a _Sponge that took the list over may
                # have ended the input (read()) or need this piece absorbed.
                if len(state) >= _PIECES_PER_CALL or self._state is not state:
                    self._started_sponge()._settle(data)
                return
            if type(state) is _Sponge and state.forks == _forks:
                # _Sponge.absorb()'s short update, inlined: a call costs a sixth of its time.
                pieces = state.pieces
                pieces.append(data)
                if state.stream is not None or len(pieces) >= _PIECES_PER_CALL:
                    state._settle(data)
                return
            if type(state) is bytes:
                with _module_lock:
                    if self._state is state:
                        self._state = [state, data]
                        return
                self.update(data)  # another thread moved the object on meanwhile
                return
        self._started_sponge().absorb(data)

    def _started_sponge(self) -> _Sponge:
        """The C context, created from the pending input on first need (outside of any lock:
        if another thread moves the object on meanwhile, this context is dropped). A list of
        pieces becomes the context's own, so that updates still appending to it get in."""
        while True:
            state = self._state
            if type(state) is bytes:
                sponge = _Sponge(self._alg, state)
            elif type(state) is list:
                sponge = _Sponge(self._alg, NOTHING)
                sponge.pieces = state
            else:
                return state
            with _module_lock:
                if self._state is state:
                    self._state = sponge
                    return sponge

    def _input_so_far(self):
        """The input as one bytes object while no C context holds it, else the _Sponge."""
        state = self._state
        if type(state) is not list:
            return state
        joined = b"".join(state)
        # _state is read after the join: a _Sponge that took the list over may have
        # absorbed part of it since.
        return joined if self._state is state else self._state

    def copy(self):
        """An independent copy: updating one does not change the other."""
        clone = object.__new__(type(self))
        state = self._input_so_far()
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
    are closure variables, cheaper to reach than class attributes on the hot path. size is
    28 to 64, so `_ZERO_BYTE * size` is always a new object (see _new_output)."""

    def digest(self) -> bytes:
        """The digest of everything absorbed so far; the object can go on absorbing."""
        state = self._state
        if type(state) is list:
            state = self._input_so_far()
        if type(state) is bytes:
            out = _ZERO_BYTE * size
            one_shot(state, len(state), out)
            return out
        return state.digest(size)

    return digest


class _ShakeHash(_SpongeHash):
    __slots__ = ()

    def digest(self, length) -> bytes:
        """The first `length` bytes of the output; the object can go on absorbing."""
        # The common call, a plain int in range, skips output_length's call (a third
        # of the Python work of shake_128(seed).digest(504)); it raises hashlib's errors.
        if type(length) is not int or not 0 <= length <= sys.maxsize:
            length = output_length(length)
        state = self._state
        if type(state) is list:
            state = self._input_so_far()
        if type(state) is bytes:
            out = _new_output(length)
            code = _c_hash(self._alg, state, len(state), out, length)
            if code:
                raise error_from_code(code)
            return out
        return state.output(length)

    def hexdigest(self, length) -> str:
        """digest(length) as lower-case hexadecimal."""
        return self.digest(length).hex()

    def read(self, length) -> bytes:
        """The next `length` bytes of the output stream: reads in any pieces equal one long read.

        The first read() ends the input: update() then raises ValueError,
        while digest() still gives the start of the stream.
        """
        return self._started_sponge().read(output_length(length))


def _hash_type(base, name: str, alg: int, what: str):
    """A hash object class; a fixed-size one gets a digest() calling the C one-shot function of its algorithm."""
    doc = (
        f"{what} hash object, like hashlib's: {name}(data=b'') absorbs data, "
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
    TYPE_NAMES[alg] = name
    return _ImmutableType(name, (base,), attributes)


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

# As in hashlib: the names new() takes on every platform, and here; keccakx has the same ten everywhere.
algorithms_guaranteed = frozenset(hash_type.name for hash_type in _HASH_TYPES)
algorithms_available = algorithms_guaranteed


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


# Iterable, but one message rather than many: their items are ints (or characters).
_ONE_BUFFER_TYPES = (bytes, bytearray, memoryview, array.array, str)


def hash_many(name: str, buffers, length=None) -> list:
    """Hashes each buffer of `buffers` on its own: [new(name, b).digest() for b in buffers], only faster.

    The C core hashes several messages at once with SIMD. length is the
    output size for SHAKE (required) and may be given for a fixed-size hash
    (it must then be its digest size). The GIL is released while hashing.
    """
    hash_type = _lookup(name)
    size = _output_size(hash_type, length)
    if type(buffers) is not tuple:
        if isinstance(buffers, _ONE_BUFFER_TYPES):
            raise TypeError(
                f"hash_many() takes a sequence of buffers, one per message, not a single {type(buffers).__name__!r}: "
                "hash_many(name, [data])"
            )
        # A tuple of its own: another thread may change the caller's list meanwhile.
        buffers = tuple(buffers)
    if len(buffers) * size > sys.maxsize:
        raise OverflowError(f"{len(buffers)} outputs of {size} bytes are more than any bytes object can hold")
    out = _new_output(len(buffers) * size)
    if buffers:
        _hash_many_into(hash_type._alg, buffers, out, size)
    return _split(out, len(buffers), size)


def _hash_many_into(alg: int, buffers: tuple, out, size: int) -> None:
    """Every buffer stays exported until the hashes are done (bytes need not be, nothing
    changes them), so that a resize by another thread raises BufferError instead of
    letting the C core read a message that never was."""
    count = len(buffers)
    types = list(map(type, buffers))  # counting in a list is cheaper than building a set
    plain = types.count(bytes)
    if plain + types.count(bytearray) == count:  # their len() is their size in bytes
        views = buffers if plain == count else tuple(map(memoryview, buffers))
        try:
            lengths = list(map(len, views))
            if sum(lengths) <= _PACKED_MESSAGE_LIMIT * count:
                pointers = _ffi_new("const char *[]", count)
                packed = b"".join(views)
                check(lib.kxpy_hash_many_packed(alg, count, packed, _size_t_array(lengths), pointers, out, size))
                return
        finally:
            if views is not buffers:
                for view in views:
                    view.release()
    views = [readable(buffer) for buffer in buffers]
    try:
        check(lib.kxpy_hash_many(alg, count, views, _size_t_array(list(map(len, views))), out, size))
    finally:
        for view in views:
            ffi.release(view)


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


def _split(buffer: bytes, count: int, size: int) -> list:
    """count consecutive pieces of size bytes of buffer (a new output of count * size
    bytes, which no one else holds), as a list of bytes."""
    if count == 1:
        return [buffer]
    if size == 0:  # SHAKE with no output
        return [b""] * count
    if count <= _SPLIT_CHUNK:  # the common case, without the loop's work
        return list(_splitter(size, count).unpack_from(buffer))
    pieces: list = []
    whole_chunks, rest = divmod(count, _SPLIT_CHUNK)
    chunk = _splitter(size, _SPLIT_CHUNK)
    for offset in range(0, whole_chunks * chunk.size, chunk.size):
        pieces += chunk.unpack_from(buffer, offset)
    pieces += _splitter(size, rest).unpack_from(buffer, whole_chunks * chunk.size)
    return pieces
