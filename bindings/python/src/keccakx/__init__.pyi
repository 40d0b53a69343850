# SPDX-License-Identifier: MIT OR Apache-2.0
from typing import Any, Callable, Dict, Iterable, List, Literal, Mapping, Optional, Protocol, Tuple, TypeVar, Union, overload

from typing_extensions import Buffer, Self

class _ArrayInterface(Protocol):
    """A numpy array: its stubs declare __buffer__ only from Python 3.12 on."""

    @property
    def __array_interface__(self) -> Dict[str, Any]: ...

ReadableBuffer = Union[Buffer, _ArrayInterface]

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

__version__: str
algorithms_available: frozenset[str]
algorithms_guaranteed: frozenset[str]

def library_version() -> str: ...

class _SpongeHash:
    name: str
    digest_size: int
    block_size: int
    def __init__(
        self, data: ReadableBuffer = b"", *, usedforsecurity: bool = True, string: Optional[ReadableBuffer] = None
    ) -> None: ...
    def update(self, data: ReadableBuffer, /) -> None: ...

class _FixedHash(_SpongeHash):
    def digest(self) -> bytes: ...
    def hexdigest(self) -> str: ...
    def copy(self) -> _FixedHash: ...

class _ShakeHash(_SpongeHash):
    def digest(self, length: int) -> bytes: ...
    def hexdigest(self, length: int) -> str: ...
    def read(self, length: int) -> bytes: ...
    def copy(self) -> _ShakeHash: ...

class keccak_224(_FixedHash):
    def copy(self) -> keccak_224: ...

class keccak_256(_FixedHash):
    def copy(self) -> keccak_256: ...

class keccak_384(_FixedHash):
    def copy(self) -> keccak_384: ...

class keccak_512(_FixedHash):
    def copy(self) -> keccak_512: ...

class sha3_224(_FixedHash):
    def copy(self) -> sha3_224: ...

class sha3_256(_FixedHash):
    def copy(self) -> sha3_256: ...

class sha3_384(_FixedHash):
    def copy(self) -> sha3_384: ...

class sha3_512(_FixedHash):
    def copy(self) -> sha3_512: ...

class shake_128(_ShakeHash):
    def copy(self) -> shake_128: ...

class shake_256(_ShakeHash):
    def copy(self) -> shake_256: ...

# ---- the modes of RFC 9861 and SP 800-185 ----

class _ModeXof(_ShakeHash):
    def update(self, data: ReadableBuffer, /) -> Self: ...  # type: ignore[override]
    def copy(self) -> _ModeXof: ...

class _ModeFixed(_SpongeHash):
    def update(self, data: ReadableBuffer, /) -> Self: ...  # type: ignore[override]
    def digest(self) -> bytes: ...
    def hexdigest(self) -> str: ...
    def copy(self) -> _ModeFixed: ...

class _TurboShake(_ModeXof):
    def __init__(self, data: Optional[ReadableBuffer] = None, *, domain: int = 0x1F) -> None: ...
    def new(self, data: Optional[ReadableBuffer] = None) -> Self: ...

class turboshake128(_TurboShake):
    def copy(self) -> turboshake128: ...

class turboshake256(_TurboShake):
    def copy(self) -> turboshake256: ...

class _KangarooTwelve(_ModeXof):
    def __init__(
        self, data: Optional[ReadableBuffer] = None, *, custom: Optional[ReadableBuffer] = b"", threads: int = 1,
    ) -> None: ...
    def new(
        self, data: Optional[ReadableBuffer] = None, custom: Optional[ReadableBuffer] = b"", threads: int = 1
    ) -> Self: ...

class kt128(_KangarooTwelve):
    def copy(self) -> kt128: ...

class kt256(_KangarooTwelve):
    def copy(self) -> kt256: ...

class _CShake(_ModeXof):
    def __init__(
        self,
        data: Optional[ReadableBuffer] = None,
        *,
        custom: Optional[ReadableBuffer] = None,
        function_name: Optional[ReadableBuffer] = None,
        S: Optional[ReadableBuffer] = None,
        N: Optional[ReadableBuffer] = None,
    ) -> None: ...

class cshake128(_CShake):
    def copy(self) -> cshake128: ...

class cshake256(_CShake):
    def copy(self) -> cshake256: ...

class _Kmac(_ModeFixed):
    oid: str
    def __init__(
        self, data: Optional[ReadableBuffer] = None, *, key: ReadableBuffer, custom: Optional[ReadableBuffer] = b"",
        mac_len: int = 64,
    ) -> None: ...
    def verify(self, mac_tag: ReadableBuffer) -> None: ...
    def hexverify(self, hex_mac_tag: Union[str, bytes]) -> None: ...
    def new(
        self, *, key: ReadableBuffer, data: Optional[ReadableBuffer] = None, mac_len: Optional[int] = None,
        custom: Optional[ReadableBuffer] = b"",
    ) -> Self: ...

class kmac128(_Kmac):
    def copy(self) -> kmac128: ...

class kmac256(_Kmac):
    def copy(self) -> kmac256: ...

class _KmacXof(_ModeXof):
    def __init__(
        self, data: Optional[ReadableBuffer] = None, *, key: ReadableBuffer, custom: Optional[ReadableBuffer] = b""
    ) -> None: ...

class kmacxof128(_KmacXof):
    def copy(self) -> kmacxof128: ...

class kmacxof256(_KmacXof):
    def copy(self) -> kmacxof256: ...

class _TupleHash(_ModeFixed):
    def __init__(
        self, *, custom: Optional[ReadableBuffer] = b"", digest_bytes: Optional[int] = None,
        digest_bits: Optional[int] = None,
    ) -> None: ...
    def update(self, *items: ReadableBuffer) -> Self: ...  # type: ignore[override]
    def new(
        self, *, digest_bytes: Optional[int] = None, digest_bits: Optional[int] = None,
        custom: Optional[ReadableBuffer] = b"",
    ) -> Self: ...

class tuplehash128(_TupleHash):
    def copy(self) -> tuplehash128: ...

class tuplehash256(_TupleHash):
    def copy(self) -> tuplehash256: ...

class _TupleHashXof(_ModeXof):
    def __init__(self, *, custom: Optional[ReadableBuffer] = b"") -> None: ...
    def update(self, *items: ReadableBuffer) -> Self: ...  # type: ignore[override]

class tuplehashxof128(_TupleHashXof):
    def copy(self) -> tuplehashxof128: ...

class tuplehashxof256(_TupleHashXof):
    def copy(self) -> tuplehashxof256: ...

class _ParallelHash(_ModeFixed):
    def __init__(
        self, data: Optional[ReadableBuffer] = None, *, block_size: int, custom: Optional[ReadableBuffer] = b"",
        digest_bytes: Optional[int] = None, digest_bits: Optional[int] = None, threads: int = 1,
    ) -> None: ...

class parallelhash128(_ParallelHash):
    def copy(self) -> parallelhash128: ...

class parallelhash256(_ParallelHash):
    def copy(self) -> parallelhash256: ...

class _ParallelHashXof(_ModeXof):
    def __init__(
        self, data: Optional[ReadableBuffer] = None, *, block_size: int, custom: Optional[ReadableBuffer] = b"",
        threads: int = 1,
    ) -> None: ...

class parallelhashxof128(_ParallelHashXof):
    def copy(self) -> parallelhashxof128: ...

class parallelhashxof256(_ParallelHashXof):
    def copy(self) -> parallelhashxof256: ...

# ---- many streams in lock-step ----

class multi:
    def __init__(self, name: str, n: int, /) -> None: ...
    @property
    def name(self) -> str: ...
    @property
    def n(self) -> int: ...
    @property
    def digest_size(self) -> int: ...
    @property
    def block_size(self) -> int: ...
    def update(self, buffers: Iterable[ReadableBuffer], /) -> None: ...
    def digest(self, length: Optional[int] = None, /) -> List[bytes]: ...
    def hexdigest(self, length: Optional[int] = None, /) -> List[str]: ...
    def read(self, length: int, /) -> List[bytes]: ...
    def copy(self) -> multi: ...

_ShakeName = Literal["shake_128", "shake_256", "shake-128", "shake-256", "shake128", "shake256"]
_ModeXofName = Literal[
    "turboshake128", "turboshake256", "kt128", "kt256", "cshake128", "cshake256", "kmacxof128", "kmacxof256",
    "tuplehashxof128", "tuplehashxof256", "parallelhashxof128", "parallelhashxof256",
]
_ModeFixedName = Literal["kmac128", "kmac256", "tuplehash128", "tuplehash256", "parallelhash128", "parallelhash256"]

@overload
def new(name: _ShakeName, data: ReadableBuffer = b"", *, usedforsecurity: bool = True) -> _ShakeHash: ...
@overload
def new(
    name: Literal[
        "keccak_224", "keccak_256", "keccak_384", "keccak_512", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
        "keccak-224", "keccak-256", "keccak-384", "keccak-512", "sha3-224", "sha3-256", "sha3-384", "sha3-512",
    ],
    data: ReadableBuffer = b"",
    *,
    usedforsecurity: bool = True,
) -> _FixedHash: ...
@overload
def new(
    name: _ModeXofName, data: ReadableBuffer = b"", *, usedforsecurity: bool = True, **parameters: Any
) -> _ModeXof: ...
@overload
def new(
    name: _ModeFixedName, data: ReadableBuffer = b"", *, usedforsecurity: bool = True, **parameters: Any
) -> _ModeFixed: ...
@overload
def new(
    name: str, data: ReadableBuffer = b"", *, usedforsecurity: bool = True, **parameters: Any
) -> Union[_FixedHash, _ShakeHash, _ModeFixed]: ...
def keccak256(data: ReadableBuffer, /) -> bytes: ...
def hash_many(name: str, buffers: Iterable[ReadableBuffer], length: Optional[int] = None) -> List[bytes]: ...
def permute(state: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x2(states: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x4(states: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x8(states: ReadableBuffer, rounds: int = 24) -> None: ...
def backend(width: int = 1) -> str: ...
def backends() -> List[str]: ...
def use_backend(name: str) -> None: ...

class StackTrie:
    def __init__(self, on_node: Optional[Callable[[bytes, bytes, bytes], object]] = None) -> None: ...
    def update(self, key: ReadableBuffer, value: ReadableBuffer) -> None: ...
    def root(self) -> bytes: ...

_Key = TypeVar("_Key", bound=ReadableBuffer)  # a Mapping's key type is invariant

def trie_root(
    mapping_or_pairs: Union[Mapping[_Key, ReadableBuffer], Iterable[Tuple[ReadableBuffer, ReadableBuffer]]],
    secure: bool = False,
) -> bytes: ...
def ordered_trie_root(values: Iterable[ReadableBuffer]) -> bytes: ...
