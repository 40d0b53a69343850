# SPDX-License-Identifier: MIT OR Apache-2.0
"""Many streams of one algorithm in lock-step (the C core's kx_multi_*): the shape of
post-quantum key generation, where ML-KEM and ML-DSA expand many SHAKE streams and
squeeze them a few blocks at a time. The C core permutes up to eight states at once;
more streams are held eight to a context, and one method is still one C call."""

import operator
import sys

from ._buffers import check, error_from_code, output_length, readable
from ._hashes import _Guarded, _lookup, _new_output, _split
from ._keccakx import ffi, lib

_MAX_PER_CONTEXT = lib.KX_MULTI_MAX
_MAX_STREAMS = sys.maxsize // (2 * ffi.sizeof("kx_multi_ctx"))

# Bound once: the hot path of a post-quantum key generation makes a multi object,
# updates it once and reads it a few times, so every attribute lookup shows.
_c_init, _c_update_packed = lib.kxpy_multi_init, lib.kxpy_multi_update_packed
_c_squeeze, _c_start_squeeze = lib.kxpy_multi_squeeze, lib.kxpy_multi_start_squeeze
_ffi_new = ffi.new

# Up to this many bytes an input, one copy of all n into a single buffer costs less
# than a buffer export (ffi.from_buffer) per stream (as for hash_many).
_PACKED_INPUT_LIMIT = 1024


class multi(_Guarded):
    """n independent streams of algorithm `name`, absorbed and squeezed together.

    multi("shake_128", 4) holds four SHAKE128 streams: update([a, b, c, d])
    absorbs a into the first stream, b into the second and so on (the buffers
    all of one length); read(504) returns the next 504 bytes of each, as a
    list. Stream i always gives what new(name, everything it absorbed) gives.
    name is a FIPS 202 / Keccak name as new() takes (a fixed-size hash has
    digest() instead of read()), "turboshake128"/"turboshake256" (domain byte
    0x1F) or "cshake128"/"cshake256" (empty N and S).
    """

    # _groups holds the input's C contexts, then as many for the output streams,
    # which start as a copy of the input's at the first read() (_reading).
    __slots__ = ("_alg", "_count", "_groups", "_streams", "_reading", "_name", "_digest_size", "_block_size")

    def __init__(self, name: str, n: int, /) -> None:
        _Guarded.__init__(self)
        self._alg, self._name, self._digest_size, self._block_size = _multi_algorithm(name)
        count = self._count = n if type(n) is int and 0 < n <= _MAX_STREAMS else _stream_count(n)
        groups = -(-count // _MAX_PER_CONTEXT)
        self._groups = _ffi_new("kx_multi_ctx[]", 2 * groups)
        self._streams = self._groups + groups
        code = _c_init(self._groups, self._alg, count)
        if code:
            raise error_from_code(code)
        self._reading = False

    @property
    def name(self) -> str:
        return self._name

    @property
    def n(self) -> int:
        """The number of streams."""
        return self._count

    @property
    def digest_size(self) -> int:
        """Bytes of each stream's digest; 0 for an extendable-output function."""
        return self._digest_size

    @property
    def block_size(self) -> int:
        """The rate in bytes: reading a multiple of it squeezes whole blocks, the fastest way."""
        return self._block_size

    def update(self, buffers, /) -> None:
        """Absorbs buffers[i] into stream i: exactly n buffers, all of the same length."""
        if type(buffers) is not list and type(buffers) is not tuple:
            buffers = list(buffers)
        count = self._count
        # Counting in lists built by map() costs less than any() over a generator.
        if len(buffers) == count and list(map(type, buffers)).count(bytes) == count:
            length = len(buffers[0])
            if length <= _PACKED_INPUT_LIMIT:
                if list(map(len, buffers)).count(length) != count:
                    raise ValueError(_UNEQUAL_LENGTHS)
                packed = b"".join(buffers)  # bytes never change: nothing to hold during the call
                with self.lock():
                    if self._reading:
                        raise ValueError(_UPDATE_AFTER_READ)
                    code = _c_update_packed(self._groups, count, packed, length)
                if code:
                    raise error_from_code(code)
                return
        self._update_from_views(buffers)

    def _update_from_views(self, buffers) -> None:
        """Every buffer stays exported for the call: a resize by another thread raises BufferError."""
        views = [readable(buffer) for buffer in buffers]
        try:
            if len(views) != self._count:
                raise ValueError(f"update() needs one buffer per stream: {self._count}, got {len(views)}")
            length = len(views[0])
            if any(len(view) != length for view in views):
                raise ValueError(_UNEQUAL_LENGTHS)
            with self.lock():
                if self._reading:
                    raise ValueError(_UPDATE_AFTER_READ)
                check(lib.kxpy_multi_update(self._groups, self._count, views, length))
        finally:
            for view in views:
                ffi.release(view)

    def digest(self, length=None, /) -> list:
        """Each stream's digest as a list of bytes (for an extendable-output function, each
        stream's first `length` bytes); the streams can go on absorbing."""
        size = self._output_size(length)
        out = _new_output(self._count * size)
        with self.lock():
            check(lib.kxpy_multi_final_copy(self._groups, self._count, out, size))
        return _split(out, self._count, size)

    def hexdigest(self, length=None, /) -> list:
        """digest() of each stream as lower-case hexadecimal."""
        return [digest.hex() for digest in self.digest(length)]

    def read(self, length, /) -> list:
        """The next `length` bytes of each stream, as a list: reads in any pieces equal one long read.

        The first read() ends the input: update() then raises ValueError,
        while digest() still gives the start of the streams.
        """
        if self._digest_size:
            raise ValueError(f"{self._name} is not an extendable-output function: take its digest()")
        count = self._count
        if type(length) is not int or length < 0 or count * length > sys.maxsize:
            length = self._total_checked(output_length(length))  # raises hashlib's error
        out = _new_output(count * length)
        with self.lock():
            if self._reading:
                code = _c_squeeze(self._streams, count, out, length)
            else:
                code = _c_start_squeeze(self._groups, count, out, length)
                self._reading = code == 0
        if code:
            raise error_from_code(code)
        return _split(out, count, length)

    def copy(self) -> "multi":
        """An independent copy of all n streams."""
        clone = object.__new__(multi)
        _Guarded.__init__(clone)
        clone._alg, clone._count, clone._name = self._alg, self._count, self._name
        clone._digest_size, clone._block_size = self._digest_size, self._block_size
        with self.lock():
            clone._groups = ffi.new("kx_multi_ctx[]", len(self._groups))
            ffi.memmove(clone._groups, self._groups, ffi.sizeof(self._groups))
            clone._streams = clone._groups + len(self._groups) // 2
            clone._reading = self._reading
        return clone

    def __copy__(self) -> "multi":
        return self.copy()

    def __deepcopy__(self, memo) -> "multi":
        return self.copy()

    def __reduce__(self):
        raise TypeError("cannot pickle 'multi' object")

    def _output_size(self, length) -> int:
        if self._digest_size:
            if length is not None:
                raise TypeError(f"{self._name} digests are {self._digest_size} bytes: digest() takes no length")
            return self._digest_size
        if length is None:
            raise TypeError(f"{self._name} needs an output length: digest(length)")
        return self._total_checked(output_length(length))

    def _total_checked(self, size: int) -> int:
        if self._count * size > sys.maxsize:
            raise OverflowError(f"{self._count} outputs of {size} bytes are more than any bytes object can hold")
        return size


_UNEQUAL_LENGTHS = "update() needs buffers of one length: each call gives every stream as many bytes"
_UPDATE_AFTER_READ = "cannot update a multi object after read()"


def _stream_count(n) -> int:
    n = operator.index(n)
    if n < 1:
        raise ValueError(f"a multi object holds at least one stream, not {n}")
    if n > _MAX_STREAMS:
        raise OverflowError(f"{n} streams are more than memory can hold")
    return n


# The plain sponges kx_multi takes, besides the ten of new(); the other modes encode their input.
_MULTI_MODES = {
    "turboshake128": lib.KX_TURBOSHAKE128, "turboshake256": lib.KX_TURBOSHAKE256,
    "cshake128": lib.KX_CSHAKE128, "cshake256": lib.KX_CSHAKE256,
}


_ALGORITHMS: dict = {}  # name as given -> what _multi_algorithm found


def _multi_algorithm(name: str) -> tuple:
    """(kx_alg, name, digest size, rate) of a name multi() takes."""
    found = _ALGORITHMS.get(name) if type(name) is str else None
    if found is None:
        found = _ALGORITHMS[name] = _find_algorithm(name)
    return found


def _find_algorithm(name: str) -> tuple:
    if isinstance(name, str) and name.lower() in _MULTI_MODES:
        alg = _MULTI_MODES[name.lower()]
        return alg, name.lower(), 0, lib.kx_rate(alg)
    hash_type = _lookup(name)
    return hash_type._alg, hash_type.name, hash_type.digest_size, hash_type.block_size
