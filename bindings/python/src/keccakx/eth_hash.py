# SPDX-License-Identifier: MIT OR Apache-2.0
"""An eth-hash backend on keccakx, written as eth-hash's own backends/*.py are.

    >>> from eth_hash.main import Keccak256
    >>> import keccakx.eth_hash
    >>> keccak = Keccak256(keccakx.eth_hash.backend)
    >>> keccak(b"").hex()
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'

Code that hashes through eth_hash.auto (eth_utils.keccak, py-trie, web3)
runs on keccakx after one call, since eth-hash's ETH_HASH_BACKEND can name
only eth-hash's own backends:

    >>> keccakx.eth_hash.install()

With eth-hash installed, the backend is an eth_hash.abc.BackendAPI; without
it, this module still imports and the backend works alone.
"""

from typing import TYPE_CHECKING, Union

from keccakx import keccak256 as _keccak256
from keccakx import keccak_256

if TYPE_CHECKING:
    from eth_hash.abc import BackendAPI, PreImageAPI
else:
    try:
        from eth_hash.abc import BackendAPI, PreImageAPI
    except ImportError:  # no eth-hash: plain classes with the same methods
        BackendAPI = PreImageAPI = object


class KeccakxPreimage(PreImageAPI):
    def __init__(self, value: Union[bytearray, bytes]) -> None:
        self._hash = keccak_256(value)

    def update(self, value: Union[bytearray, bytes]) -> None:
        self._hash.update(value)

    def digest(self) -> bytes:
        return self._hash.digest()

    def copy(self) -> "KeccakxPreimage":
        clone = KeccakxPreimage.__new__(KeccakxPreimage)
        clone._hash = self._hash.copy()
        return clone


# Argument names as in eth_hash.abc, so that the methods type-check wherever eth-hash's are expected.
class KeccakxBackend(BackendAPI):
    def keccak256(self, in_data: Union[bytearray, bytes]) -> bytes:
        return _keccak256(in_data)

    def preimage(self, in_data: Union[bytearray, bytes]) -> PreImageAPI:
        return KeccakxPreimage(in_data)


backend = KeccakxBackend()
keccak256 = backend.keccak256
preimage = backend.preimage


def install() -> None:
    """Makes eth_hash.auto hash with keccakx, and with it everything that imported
    eth_hash.auto.keccak (eth_utils.keccak, py-trie, web3), before or after this call.

    eth_hash.auto.keccak is one eth_hash.main.Keccak256 object shared by all of
    them; this gives it keccakx's hasher and preimage, the two attributes that
    eth-hash itself replaces after its first call. Raises ImportError without eth-hash.
    """
    from eth_hash.auto import keccak

    keccak.hasher = backend.keccak256
    keccak.preimage = backend.preimage
