# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx: fast Keccak-256 (Ethereum), SHA-3 and SHAKE, shaped like hashlib.

    >>> import keccakx
    >>> keccakx.keccak256(b"").hex()
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
    >>> h = keccakx.sha3_256(b"abc")
    >>> h.update(b"def")
    >>> h.hexdigest() == keccakx.new("sha3-256", b"abcdef").hexdigest()
    True

Beyond hashlib's algorithms: the modes of RFC 9861 (turboshake128, kt128, ...)
and NIST SP 800-185 (cshake128, kmac128, tuplehash128, parallelhash128, ...),
and multi(), many streams of one algorithm absorbed and squeezed together.

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
    sha3_224,
    sha3_256,
    sha3_384,
    sha3_512,
    shake_128,
    shake_256,
)
from ._modes import (
    cshake128,
    cshake256,
    kmac128,
    kmac256,
    kmacxof128,
    kmacxof256,
    kt128,
    kt256,
    parallelhash128,
    parallelhash256,
    parallelhashxof128,
    parallelhashxof256,
    tuplehash128,
    tuplehash256,
    tuplehashxof128,
    tuplehashxof256,
    turboshake128,
    turboshake256,
)
from ._multi import multi
from ._new import new
from ._keccakx import ffi as _ffi
from ._keccakx import lib as _lib
from ._permutation import backend, backends, permute, permute_x2, permute_x4, permute_x8, use_backend
from ._trie import StackTrie, ordered_trie_root, trie_root

__version__ = f"{_lib.KX_VERSION_MAJOR}.{_lib.KX_VERSION_MINOR}.{_lib.KX_VERSION_PATCH}"


def library_version() -> str:
    """Version of the C library in use (differs from __version__ only when linked to an installed libkeccakx)."""
    return _ffi.string(_lib.kx_version()).decode()


__all__ = [
    "StackTrie",
    "algorithms_available",
    "algorithms_guaranteed",
    "backend",
    "backends",
    "cshake128",
    "cshake256",
    "hash_many",
    "keccak256",
    "keccak_224",
    "keccak_256",
    "keccak_384",
    "keccak_512",
    "kmac128",
    "kmac256",
    "kmacxof128",
    "kmacxof256",
    "kt128",
    "kt256",
    "library_version",
    "multi",
    "new",
    "ordered_trie_root",
    "parallelhash128",
    "parallelhash256",
    "parallelhashxof128",
    "parallelhashxof256",
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
    "trie_root",
    "tuplehash128",
    "tuplehash256",
    "tuplehashxof128",
    "tuplehashxof256",
    "turboshake128",
    "turboshake256",
    "use_backend",
]
