# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx: fast Keccak-256 (Ethereum), SHA-3 and SHAKE, shaped like hashlib.

    >>> import keccakx
    >>> keccakx.keccak256(b"").hex()
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
    >>> h = keccakx.sha3_256(b"abc")
    >>> h.update(b"def")
    >>> h.hexdigest() == keccakx.new("sha3-256", b"abcdef").hexdigest()
    True

The C core picks the fastest implementation of the permutation for the CPU
at first use; backends() lists them and use_backend() forces one.
"""

from ._hashes import (
    algorithms_available,
    algorithms_guaranteed,
    hash_many,
    keccak256,
    keccak_224,
    keccak_256,
    keccak_384,
    keccak_512,
    new,
    sha3_224,
    sha3_256,
    sha3_384,
    sha3_512,
    shake_128,
    shake_256,
)
from ._keccakx import ffi as _ffi
from ._keccakx import lib as _lib
from ._permutation import backend, backends, permute, permute_x2, permute_x4, permute_x8, use_backend

__version__ = f"{_lib.KX_VERSION_MAJOR}.{_lib.KX_VERSION_MINOR}.{_lib.KX_VERSION_PATCH}"


def library_version() -> str:
    """Version of the C library in use (differs from __version__ only when linked to an installed libkeccakx)."""
    return _ffi.string(_lib.kx_version()).decode()


__all__ = [
    "algorithms_available",
    "algorithms_guaranteed",
    "backend",
    "backends",
    "hash_many",
    "keccak256",
    "keccak_224",
    "keccak_256",
    "keccak_384",
    "keccak_512",
    "library_version",
    "new",
    "permute",
    "permute_x2",
    "permute_x4",
    "permute_x8",
    "sha3_224",
    "sha3_256",
    "sha3_384",
    "sha3_512",
    "shake_128",
    "shake_256",
    "use_backend",
]
