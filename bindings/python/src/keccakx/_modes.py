# SPDX-License-Identifier: MIT OR Apache-2.0
"""The modes above the sponge, as hashlib-shaped objects: TurboSHAKE and
KangarooTwelve (RFC 9861); cSHAKE, KMAC, TupleHash and ParallelHash (NIST SP
800-185), with pycryptodome's parameter names (`data`, `domain`, `custom`,
`key`, `mac_len`, `digest_bytes`, `digest_bits`), its defaults and its methods
(update() returns the object; KMAC's verify() and hexverify(); new()), so that
pycryptodome's arguments give pycryptodome's bytes.

The extendable-output ones have digest(n), hexdigest(n) and read(n) as
shake_128 has; KMAC, TupleHash and ParallelHash, whose output length L is part
of their input, take it at construction and have digest() and hexdigest().
A method makes one C call, or two while short updates wait in Python to be
absorbed together (_hashes._Sponge); a short update itself makes none.

Where they stand in for pycryptodome's classes they refuse what it refuses and
raise what it raises: KMAC keys shorter than the security level and outputs of
KMAC, TupleHash and ParallelHash shorter than 8 bytes (ValueError), update()
once the output began (TypeError), a bool or None as a length or thread count
(TypeError).
"""

import binascii
import hmac
import operator
import sys

from ._buffers import output_length, readable
from ._hashes import NOTHING, TYPE_NAMES, _ImmutableType, _ShakeHash, _Sponge, _SpongeHash, _new_output, check
from ._keccakx import ffi, lib
from ._processors import threads_for_all


def _byte_string(value, what: str):
    """A parameter string (key, customization, function name) as a cdata view of its buffer."""
    if isinstance(value, str):
        raise TypeError(f"{what} must be bytes-like, not str: encode it first")
    return value if type(value) is bytes else readable(value)


def _custom(value):
    """A customization string; None is the empty one, as in pycryptodome."""
    return _byte_string(b"" if value is None else value, "custom")


def _initial(data):
    """The data given to a constructor; None (pycryptodome's default) is none."""
    return NOTHING if data is None else data


# The shortest output of KMAC, TupleHash and ParallelHash, as pycryptodome's: a
# shorter tag or digest is guessed or collided too easily to protect anything.
_MIN_OUTPUT_BYTES = 8


def _output_bytes(digest_bytes, digest_bits, default: int) -> int:
    """pycryptodome's two spellings of an output length: bytes, or bits in whole bytes."""
    if digest_bytes is not None and digest_bits is not None:
        raise TypeError("give digest_bytes or digest_bits, not both")
    if digest_bits is None:
        return _long_enough(output_length(default if digest_bytes is None else digest_bytes), "digest_bytes")
    bits = output_length(digest_bits)
    if bits % 8:
        raise ValueError(f"digest_bits must be a multiple of 8, got {bits}")
    if bits < 8 * _MIN_OUTPUT_BYTES:
        raise ValueError(f"digest_bits must be at least {8 * _MIN_OUTPUT_BYTES}, got {bits}")
    return bits // 8


def _long_enough(length: int, what: str) -> int:
    if length < _MIN_OUTPUT_BYTES:
        raise ValueError(f"{what} must be at least {_MIN_OUTPUT_BYTES} bytes, got {length}")
    return length


def _read_length(length) -> int:
    """A length for read() or digest(n): an int, as pycryptodome's read() takes (a bool is a mistake)."""
    if isinstance(length, bool):
        raise TypeError("length must be an int, not bool")
    return output_length(length)


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
    """start (kx_init when None), then kx_set_threads: threads=1 is the calling thread
    only, 0 one thread per processor the process may use (_processors); the library
    takes at most 256. As pycryptodome's threads: an int, never None or a bool."""
    if threads is None or isinstance(threads, bool):
        raise TypeError(f"threads must be an int (1: the calling thread only, 0: every processor), not {threads!r}")
    threads = operator.index(threads)
    if threads < 0:
        raise ValueError(f"threads must be 0 (every processor) or more, got {threads}")
    if threads == 1:
        return start
    count = min(threads or threads_for_all(), 256)

    def start_threaded(context):
        rc = lib.kx_init(context, alg) if start is None else start(context)
        return rc if rc else lib.kx_set_threads(context, count)

    return start_threaded


class UpdateAfterOutputError(TypeError, ValueError):
    """update() of a mode once its output began: a TypeError as pycryptodome raises, and a
    ValueError as keccakx's shake_128 and shake_256 raise after read()."""


# The algorithms whose output length is part of their input (KMAC, TupleHash, ParallelHash):
# their digest() ends the input, as pycryptodome's does.
_FIXED_LENGTH: set = set()


class _ModeSponge(_Sponge):
    """A mode's context: its input ends at the first read(), or for a fixed-length mode at
    the first digest(), as in pycryptodome; update() then raises."""

    __slots__ = ()

    def updated_after_read(self) -> UpdateAfterOutputError:
        ending = "digest()" if self.alg in _FIXED_LENGTH else "read()"
        return UpdateAfterOutputError(f"cannot update a {TYPE_NAMES[self.alg]} object after {ending}")

    def final_digest(self, size: int) -> bytes:
        """The size-byte output of everything absorbed, ending the input (digest() again
        gives the same bytes)."""
        out = _new_output(size)
        with self.lock():
            ended = self.stream if self.stream is not None else self._end_input()
            check(lib.kxpy_final_copy(ended, out, size))
        return out


class _TupleSponge(_ModeSponge):
    """A TupleHash context: each absorb() is one whole string of the tuple."""

    __slots__ = ()

    def absorb(self, data) -> None:
        view = _byte_string(data, "a TupleHash element")
        with self.lock():
            if self.stream is not None:
                raise self.updated_after_read()
            check(lib.kxpy_tuplehash_update(self.context, view, len(view)))


class _KangarooSponge(_ModeSponge):
    """A KangarooTwelve context and its customization C, which comes after the message."""

    __slots__ = ("custom",)

    def output(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            check(lib.kxpy_kangarootwelve_final_copy(self._input(), self.custom, len(self.custom), out, length))
        return out

    def read(self, length: int) -> bytes:
        out = _new_output(length)
        with self.lock():
            if self.stream is None:
                check(lib.kxpy_kangarootwelve_final(self._end_input(), self.custom, len(self.custom), out, length))
            else:
                check(lib.kxpy_squeeze(self.stream, out, length))
        return out

    def copy(self) -> "_KangarooSponge":
        clone = super().copy()
        clone.custom = self.custom
        return clone


class _Chained:
    """update() returns the object, as pycryptodome's do (hashlib's return None), so that
    h.update(a).update(b).digest() works. A mode's state is always a C context."""

    __slots__ = ()

    def update(self, data, /):
        """Absorbs more data (bytes or any contiguous buffer) and returns the object."""
        self._state.absorb(data)
        return self


class _ModeXof(_Chained, _ShakeHash):
    """An extendable-output mode: update(), copy(), digest(n), hexdigest(n), read(n)."""

    __slots__ = ()
    digest_size = 0

    def digest(self, length) -> bytes:
        """The first `length` bytes of the output; the object can go on absorbing."""
        return self._state.output(_read_length(length))

    def read(self, length) -> bytes:
        """The next `length` bytes of the output stream: reads in any pieces equal one long read.

        The first read() ends the input: update() then raises TypeError.
        """
        return self._state.read(_read_length(length))


class _ModeFixed(_Chained, _SpongeHash):
    """A mode whose output length L (digest_size) is part of its input, fixed at construction."""

    __slots__ = ("_length",)

    def _start(self, start, data, length) -> None:
        self._length = length
        self._state = _ModeSponge(self._alg, _initial(data), start)

    @property
    def digest_size(self) -> int:  # type: ignore[override]
        return self._length

    def digest(self) -> bytes:
        """The digest_size-byte output of everything absorbed; it ends the input (update() then raises TypeError)."""
        return self._state.final_digest(self._length)

    def hexdigest(self) -> str:
        """digest() as lower-case hexadecimal."""
        return self.digest().hex()

    def copy(self):
        clone = super().copy()
        clone._length = self._length
        return clone


class _TupleElements:
    """update(*items) appends each item as one whole element of the tuple, as pycryptodome's does."""

    __slots__ = ()

    def update(self, *items):
        """Appends each item (a buffer) to the tuple, one element each, and returns the object."""
        state = self._state
        for item in items:
            state.absorb(item)
        return self


class _TurboShake(_ModeXof):
    __slots__ = ("_domain",)

    def __init__(self, data=None, *, domain=0x1F) -> None:
        alg, domain = self._alg, _domain_byte(domain)
        self._domain = domain
        self._state = _ModeSponge(alg, _initial(data), lambda context: lib.kx_init_turboshake(context, alg, domain))

    def new(self, data=None):
        """A fresh object with this one's domain byte, as pycryptodome's new()."""
        return type(self)(data, domain=self._domain)

    def copy(self):
        clone = super().copy()
        clone._domain = self._domain
        return clone


class _KangarooTwelve(_ModeXof):
    __slots__ = ()

    def __init__(self, data=None, *, custom=b"", threads=1) -> None:
        view = _custom(custom)
        custom = view if type(view) is bytes else ffi.buffer(view)[:]  # kept for the end, when C hashes it
        state = _KangarooSponge(self._alg, _initial(data), _threaded(None, self._alg, threads))
        state.custom = custom
        self._state = state

    def new(self, data=None, custom=b"", threads=1):
        """A fresh object (customization custom and threads, not this one's), as pycryptodome's new()."""
        return type(self)(data, custom=custom, threads=threads)


def _either(pycryptodome_value, nist_value, names: str):
    if pycryptodome_value is not None and nist_value is not None:
        raise TypeError(f"give {names} once")
    value = nist_value if pycryptodome_value is None else pycryptodome_value
    return b"" if value is None else value


class _CShake(_ModeXof):
    __slots__ = ()

    def __init__(self, data=None, *, custom=None, function_name=None, S=None, N=None) -> None:
        alg = self._alg
        name = _byte_string(_either(function_name, N, "function_name or N"), "function_name")
        custom = _custom(_either(custom, S, "custom or S"))
        self._state = _ModeSponge(
            alg, _initial(data), lambda context: lib.kxpy_init_cshake(context, alg, name, len(name), custom, len(custom))
        )


# As pycryptodome's: a KMAC key at least as long as the security level in bits.
_MIN_KEY_BYTES = {lib.KX_KMAC128: 16, lib.KX_KMACXOF128: 16, lib.KX_KMAC256: 32, lib.KX_KMACXOF256: 32}


def _kmac_start(alg: int, key, custom):
    key, custom = _byte_string(key, "key"), _custom(custom)
    shortest = _MIN_KEY_BYTES[alg]
    if len(key) < shortest:
        raise ValueError(
            f"a {TYPE_NAMES[alg]} key must be at least {shortest} bytes ({8 * shortest} bits), got {len(key)}"
        )
    return lambda context: lib.kxpy_init_kmac(context, alg, key, len(key), custom, len(custom))


class _Kmac(_ModeFixed):
    __slots__ = ()

    def __init__(self, data=None, *, key, custom=b"", mac_len=64) -> None:
        self._start(_kmac_start(self._alg, key, custom), data, _long_enough(output_length(mac_len), "mac_len"))

    def verify(self, mac_tag) -> None:
        """Raises ValueError("MAC check failed") unless mac_tag (a buffer) is this MAC; constant time."""
        if not hmac.compare_digest(self.digest(), mac_tag):
            raise ValueError("MAC check failed")

    def hexverify(self, hex_mac_tag) -> None:
        """verify() of a MAC given in hexadecimal."""
        self.verify(binascii.unhexlify(hex_mac_tag))

    def new(self, *, key, data=None, mac_len=None, custom=b""):
        """A fresh object with a new key (and this one's mac_len unless given), as pycryptodome's new()."""
        return type(self)(data, key=key, custom=custom, mac_len=self._length if mac_len is None else mac_len)


class _KmacXof(_ModeXof):
    __slots__ = ()

    def __init__(self, data=None, *, key, custom=b"") -> None:
        self._state = _ModeSponge(self._alg, _initial(data), _kmac_start(self._alg, key, custom))


def _tuplehash_sponge(alg: int, custom) -> _TupleSponge:
    custom = _custom(custom)
    return _TupleSponge(alg, NOTHING, lambda context: lib.kxpy_init_tuplehash(context, alg, custom, len(custom)))


class _TupleHash(_TupleElements, _ModeFixed):
    """update(*items) appends whole elements to the tuple: where one ends is part of the input."""

    __slots__ = ()

    def __init__(self, *, custom=b"", digest_bytes=None, digest_bits=None) -> None:
        self._length = _output_bytes(digest_bytes, digest_bits, self._default_length)
        self._state = _tuplehash_sponge(self._alg, custom)

    def new(self, *, digest_bytes=None, digest_bits=None, custom=b""):
        """A fresh object (of this one's digest_size unless given), as pycryptodome's new()."""
        if digest_bytes is None and digest_bits is None:
            digest_bytes = self._length
        return type(self)(custom=custom, digest_bytes=digest_bytes, digest_bits=digest_bits)


class _TupleHashXof(_TupleElements, _ModeXof):
    """update(*items) appends whole elements to the tuple: where one ends is part of the input."""

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

    def __init__(self, data=None, *, block_size, custom=b"", digest_bytes=None, digest_bits=None, threads=1) -> None:
        self._block = _block_size(block_size)
        length = _output_bytes(digest_bytes, digest_bits, self._default_length)
        start = _parallelhash_start(self._alg, self._block, custom)
        self._start(_threaded(start, self._alg, threads), data, length)


class _ParallelHashXof(_ParallelBlocks, _ModeXof):
    __doc__ = _ParallelBlocks.__doc__
    __slots__ = ("_block",)

    def __init__(self, data=None, *, block_size, custom=b"", threads=1) -> None:
        self._block = _block_size(block_size)
        start = _parallelhash_start(self._alg, self._block, custom)
        self._state = _ModeSponge(self._alg, _initial(data), _threaded(start, self._alg, threads))


def _default_length(name: str) -> int:
    if name.startswith("tuplehash"):
        return 64  # pycryptodome's TupleHash128 and TupleHash256 both default to 64 bytes
    # SP 800-185's example values use L = 256 bits at the 128-bit level, 512 at the 256-bit one.
    return 32 if name.endswith("128") else 64


def _mode_type(family, name: str, alg: int, what: str, **extra):
    attributes = {
        "__slots__": (),
        "__doc__": f"{what}, a hashlib-shaped object. {family.__doc__ or ''}".strip(),
        "__module__": "keccakx",
        "_alg": alg,
        "name": name,
        "_default_length": _default_length(name),
        **extra,
    }
    if not isinstance(getattr(family, "block_size", None), property):  # ParallelHash's is its B
        attributes["block_size"] = lib.kx_rate(alg)
    if issubclass(family, _ModeFixed):
        _FIXED_LENGTH.add(alg)
    TYPE_NAMES[alg] = name
    return _ImmutableType(name, (family,), attributes)


turboshake128 = _mode_type(_TurboShake, "turboshake128", lib.KX_TURBOSHAKE128, "TurboSHAKE128 (RFC 9861)")
turboshake256 = _mode_type(_TurboShake, "turboshake256", lib.KX_TURBOSHAKE256, "TurboSHAKE256 (RFC 9861)")
kt128 = _mode_type(_KangarooTwelve, "kt128", lib.KX_KT128, "KangarooTwelve KT128 (RFC 9861)")
kt256 = _mode_type(_KangarooTwelve, "kt256", lib.KX_KT256, "KangarooTwelve KT256 (RFC 9861)")
cshake128 = _mode_type(_CShake, "cshake128", lib.KX_CSHAKE128, "cSHAKE128 (SP 800-185)")
cshake256 = _mode_type(_CShake, "cshake256", lib.KX_CSHAKE256, "cSHAKE256 (SP 800-185)")
# oid: RFC 8702's object identifiers of KMAC, pycryptodome's attribute.
kmac128 = _mode_type(_Kmac, "kmac128", lib.KX_KMAC128, "KMAC128 (SP 800-185)", oid="2.16.840.1.101.3.4.2.19")
kmac256 = _mode_type(_Kmac, "kmac256", lib.KX_KMAC256, "KMAC256 (SP 800-185)", oid="2.16.840.1.101.3.4.2.20")
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
