# SPDX-License-Identifier: MIT OR Apache-2.0
from typing import Any, Dict, Iterable, List, Literal, Optional, Protocol, Union, overload

from typing_extensions import Buffer

class _ArrayInterface(Protocol):
    """A numpy array: its stubs declare __buffer__ only from Python 3.12 on."""

    @property
    def __array_interface__(self) -> Dict[str, Any]: ...

ReadableBuffer = Union[Buffer, _ArrayInterface]

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

__version__: str
algorithms_available: frozenset[str]
algorithms_guaranteed: frozenset[str]

def library_version() -> str: ...

class _SpongeHash:
    name: str
    digest_size: int
    block_size: int
    def __init__(
        self, data: ReadableBuffer = b"", /, *, usedforsecurity: bool = True, string: Optional[ReadableBuffer] = None
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

_ShakeName = Literal["shake_128", "shake_256", "shake-128", "shake-256", "shake128", "shake256"]

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
def new(name: str, data: ReadableBuffer = b"", *, usedforsecurity: bool = True) -> Union[_FixedHash, _ShakeHash]: ...
def keccak256(data: ReadableBuffer, /) -> bytes: ...
def hash_many(name: str, buffers: Iterable[ReadableBuffer], length: Optional[int] = None) -> List[bytes]: ...
def permute(state: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x2(states: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x4(states: ReadableBuffer, rounds: int = 24) -> None: ...
def permute_x8(states: ReadableBuffer, rounds: int = 24) -> None: ...
def backend(width: int = 1) -> str: ...
def backends() -> List[str]: ...
def use_backend(name: str) -> None: ...
