# SPDX-License-Identifier: MIT OR Apache-2.0
"""The modes above the sponge, as hashlib-shaped objects: TurboSHAKE and
KangarooTwelve (RFC 9861); cSHAKE, KMAC, TupleHash and ParallelHash (NIST SP
800-185), with pycryptodome's parameter names (`domain`, `custom`, `key`,
`mac_len`, `digest_bytes`).

The extendable-output ones have digest(n), hexdigest(n) and read(n) as
shake_128 has; KMAC, TupleHash and ParallelHash, whose output length L is part
of their input, take it at construction and have digest() and hexdigest().
Each method is one C call (a constructor given data: two).
"""

import operator
import sys

from ._buffers import output_length, readable
from ._hashes import NOTHING, _ImmutableType, _ShakeHash, _Sponge, _SpongeHash, _ffi_new, _new_output, check
from ._keccakx import ffi, lib


def _byte_string(value, what: str):
    """A parameter string (key, customization, function name) as a cdata view of its buffer."""
    if isinstance(value, str):
        raise TypeError(f"{what} must be bytes-like, not str: encode it first")
    return value if type(value) is bytes else readable(value)


def _custom(value):
    """A customization string; None is the empty one, as in pycryptodome."""
    return _byte_string(b"" if value is None else value, "custom")


def _domain_byte(domain) -> int:
    domain = operator.index(domain)
    if not 0x01 <= domain <= 0x7F:
        raise ValueError(f"domain must be from 0x01 to 0x7F, got {domain:#x}")
    return domain


def _block_size(block_size) -> int:
    block_size = operator.index(block_size)
    if block_size < 1:
        raise ValueError(f"block_size must be at least 1, got {block_size}")
    if block_size > sys.maxsize:
        raise OverflowError(f"block_size {block_size} is too large")
    return block_size


def _threaded(start, alg: int, threads):
    """start (kx_init when None), then kx_set_threads: threads=None is the calling thread
    only, 0 one thread per processor; the library takes at most 256."""
    if threads is None:
        return start
    threads = operator.index(threads)
    if threads < 0:
        raise ValueError(f"threads must be 0 (every processor) or more, got {threads}")
    count = min(threads, 256)

    def start_threaded(context):
        rc = lib.kx_init(context, alg) if start is None else start(context)
        return rc if rc else lib.kx_set_threads(context, count)

    return start_threaded


class _TupleSponge(_Sponge):
    """A TupleHash context: each absorb() is one whole string of the tuple."""

    __slots__ = ()

    def absorb(self, data) -> None:
        view = _byte_string(data, "a TupleHash element")
        with self.lock():
            if self.stream is not None:
                raise ValueError("cannot update a TupleHashXOF object after read()")
            check(lib.kxpy_tuplehash_update(self.context, view, len(view)))


class _KangarooSponge(_Sponge):
    """A KangarooTwelve context and its customization C, which comes after the message."""

    __slots__ = ("custom",)

    def output(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            check(lib.kxpy_kangarootwelve_final_copy(self.context, self.custom, len(self.custom), out, length))
        return out

    def read(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            if self.stream is None:
                stream = _ffi_new("kx_ctx *", self.context[0])
                check(lib.kxpy_kangarootwelve_final(stream, self.custom, len(self.custom), out, length))
                self.stream = stream
            else:
                check(lib.kxpy_squeeze(self.stream, out, length))
        return out

    def copy(self) -> "_KangarooSponge":
        clone = super().copy()
        clone.custom = self.custom
        return clone


class _ModeXof(_ShakeHash):
    """An extendable-output mode: update(), copy(), digest(n), hexdigest(n), read(n)."""

    __slots__ = ()
    digest_size = 0


class _ModeFixed(_SpongeHash):
    """A mode whose output length L (digest_size) is part of its input, fixed at construction."""

    __slots__ = ("_length",)

    def _start(self, start, data, length) -> None:
        self._length = output_length(length)
        self._state = _Sponge(self._alg, data, start)

    @property
    def digest_size(self) -> int:  # type: ignore[override]
        return self._length

    def digest(self) -> bytes:
        """The digest_size-byte output for everything absorbed so far; the object can go on absorbing."""
        return self._state.digest(self._length)

    def hexdigest(self) -> str:
        """digest() as lower-case hexadecimal."""
        return self.digest().hex()

    def copy(self):
        clone = super().copy()
        clone._length = self._length
        return clone


class _TurboShake(_ModeXof):
    __slots__ = ()

    def __init__(self, data=b"", /, *, domain=0x1F) -> None:
        alg, domain = self._alg, _domain_byte(domain)
        self._state = _Sponge(alg, data, lambda context: lib.kx_init_turboshake(context, alg, domain))


class _KangarooTwelve(_ModeXof):
    __slots__ = ()

    def __init__(self, data=b"", /, *, custom=b"", threads=None) -> None:
        view = _custom(custom)
        custom = view if type(view) is bytes else ffi.buffer(view)[:]  # kept for the end, when C hashes it
        state = _KangarooSponge(self._alg, data, _threaded(None, self._alg, threads))
        state.custom = custom
        self._state = state


def _either(pycryptodome_value, nist_value, names: str):
    if pycryptodome_value is not None and nist_value is not None:
        raise TypeError(f"give {names} once")
    value = nist_value if pycryptodome_value is None else pycryptodome_value
    return b"" if value is None else value


class _CShake(_ModeXof):
    __slots__ = ()

    def __init__(self, data=b"", /, *, custom=None, function_name=None, S=None, N=None) -> None:
        alg = self._alg
        name = _byte_string(_either(function_name, N, "function_name or N"), "function_name")
        custom = _custom(_either(custom, S, "custom or S"))
        self._state = _Sponge(
            alg, data, lambda context: lib.kxpy_init_cshake(context, alg, name, len(name), custom, len(custom))
        )


def _kmac_start(alg: int, key, custom):
    key, custom = _byte_string(key, "key"), _custom(custom)
    return lambda context: lib.kxpy_init_kmac(context, alg, key, len(key), custom, len(custom))


class _Kmac(_ModeFixed):
    __slots__ = ()

    def __init__(self, data=b"", /, *, key, custom=b"", mac_len=64) -> None:
        self._start(_kmac_start(self._alg, key, custom), data, mac_len)


class _KmacXof(_ModeXof):
    __slots__ = ()

    def __init__(self, data=b"", /, *, key, custom=b"") -> None:
        self._state = _Sponge(self._alg, data, _kmac_start(self._alg, key, custom))


def _tuplehash_sponge(alg: int, custom) -> _TupleSponge:
    custom = _custom(custom)
    return _TupleSponge(alg, NOTHING, lambda context: lib.kxpy_init_tuplehash(context, alg, custom, len(custom)))


class _TupleHash(_ModeFixed):
    """update() appends one whole element to the tuple: where one ends is part of the input."""

    __slots__ = ()

    def __init__(self, *, custom=b"", digest_bytes=None) -> None:
        self._length = output_length(self._default_length if digest_bytes is None else digest_bytes)
        self._state = _tuplehash_sponge(self._alg, custom)


class _TupleHashXof(_ModeXof):
    """update() appends one whole element to the tuple: where one ends is part of the input."""

    __slots__ = ()

    def __init__(self, *, custom=b"") -> None:
        self._state = _tuplehash_sponge(self._alg, custom)


def _parallelhash_start(alg: int, block_size: int, custom):
    custom = _custom(custom)
    return lambda context: lib.kxpy_init_parallelhash(context, alg, block_size, custom, len(custom))


class _ParallelBlocks:
    """block_size is ParallelHash's B, the bytes of each block hashed on its own."""

    __slots__ = ()  # _block is each class's own slot: two bases with slots cannot be combined

    @property
    def block_size(self) -> int:  # type: ignore[override]
        return self._block

    def copy(self):
        clone = super().copy()
        clone._block = self._block
        return clone


class _ParallelHash(_ParallelBlocks, _ModeFixed):
    __doc__ = _ParallelBlocks.__doc__
    __slots__ = ("_block",)

    def __init__(self, data=b"", /, *, block_size, custom=b"", digest_bytes=None, threads=None) -> None:
        self._block = _block_size(block_size)
        length = self._default_length if digest_bytes is None else digest_bytes
        start = _parallelhash_start(self._alg, self._block, custom)
        self._start(_threaded(start, self._alg, threads), data, length)


class _ParallelHashXof(_ParallelBlocks, _ModeXof):
    __doc__ = _ParallelBlocks.__doc__
    __slots__ = ("_block",)

    def __init__(self, data=b"", /, *, block_size, custom=b"", threads=None) -> None:
        self._block = _block_size(block_size)
        start = _parallelhash_start(self._alg, self._block, custom)
        self._state = _Sponge(self._alg, data, _threaded(start, self._alg, threads))


def _mode_type(family, name: str, alg: int, what: str):
    attributes = {
        "__slots__": (),
        "__doc__": f"{what}, a hashlib-shaped object. {family.__doc__ or ''}".strip(),
        "__module__": "keccakx",
        "_alg": alg,
        "name": name,
        # SP 800-185's example values use L = 256 bits at the 128-bit level, 512 at the 256-bit one.
        "_default_length": 32 if name.endswith("128") else 64,
    }
    if not isinstance(getattr(family, "block_size", None), property):  # ParallelHash's is its B
        attributes["block_size"] = lib.kx_rate(alg)
    return _ImmutableType(name, (family,), attributes)


turboshake128 = _mode_type(_TurboShake, "turboshake128", lib.KX_TURBOSHAKE128, "TurboSHAKE128 (RFC 9861)")
turboshake256 = _mode_type(_TurboShake, "turboshake256", lib.KX_TURBOSHAKE256, "TurboSHAKE256 (RFC 9861)")
kt128 = _mode_type(_KangarooTwelve, "kt128", lib.KX_KT128, "KangarooTwelve KT128 (RFC 9861)")
kt256 = _mode_type(_KangarooTwelve, "kt256", lib.KX_KT256, "KangarooTwelve KT256 (RFC 9861)")
cshake128 = _mode_type(_CShake, "cshake128", lib.KX_CSHAKE128, "cSHAKE128 (SP 800-185)")
cshake256 = _mode_type(_CShake, "cshake256", lib.KX_CSHAKE256, "cSHAKE256 (SP 800-185)")
kmac128 = _mode_type(_Kmac, "kmac128", lib.KX_KMAC128, "KMAC128 (SP 800-185)")
kmac256 = _mode_type(_Kmac, "kmac256", lib.KX_KMAC256, "KMAC256 (SP 800-185)")
kmacxof128 = _mode_type(_KmacXof, "kmacxof128", lib.KX_KMACXOF128, "KMACXOF128 (SP 800-185)")
kmacxof256 = _mode_type(_KmacXof, "kmacxof256", lib.KX_KMACXOF256, "KMACXOF256 (SP 800-185)")
tuplehash128 = _mode_type(_TupleHash, "tuplehash128", lib.KX_TUPLEHASH128, "TupleHash128 (SP 800-185)")
tuplehash256 = _mode_type(_TupleHash, "tuplehash256", lib.KX_TUPLEHASH256, "TupleHash256 (SP 800-185)")
tuplehashxof128 = _mode_type(_TupleHashXof, "tuplehashxof128", lib.KX_TUPLEHASHXOF128, "TupleHashXOF128 (SP 800-185)")
tuplehashxof256 = _mode_type(_TupleHashXof, "tuplehashxof256", lib.KX_TUPLEHASHXOF256, "TupleHashXOF256 (SP 800-185)")
parallelhash128 = _mode_type(_ParallelHash, "parallelhash128", lib.KX_PARALLELHASH128, "ParallelHash128 (SP 800-185)")
parallelhash256 = _mode_type(_ParallelHash, "parallelhash256", lib.KX_PARALLELHASH256, "ParallelHash256 (SP 800-185)")
parallelhashxof128 = _mode_type(
    _ParallelHashXof, "parallelhashxof128", lib.KX_PARALLELHASHXOF128, "ParallelHashXOF128 (SP 800-185)"
)
parallelhashxof256 = _mode_type(
    _ParallelHashXof, "parallelhashxof256", lib.KX_PARALLELHASHXOF256, "ParallelHashXOF256 (SP 800-185)"
)

MODE_TYPES = (
    turboshake128, turboshake256, kt128, kt256, cshake128, cshake256, kmac128, kmac256, kmacxof128, kmacxof256,
    tuplehash128, tuplehash256, tuplehashxof128, tuplehashxof256,
    parallelhash128, parallelhash256, parallelhashxof128, parallelhashxof256,
)
