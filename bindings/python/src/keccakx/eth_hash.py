# SPDX-License-Identifier: MIT OR Apache-2.0
"""A backend for eth-hash: eth_hash.main.Keccak256(keccakx.eth_hash.backend).

    >>> from eth_hash.main import Keccak256
    >>> import keccakx.eth_hash
    >>> keccak = Keccak256(keccakx.eth_hash.backend)
    >>> keccak(b"").hex()
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'

It has eth-hash's backend interface (keccak256 and preimage) and needs no
import of eth-hash itself.
"""

from ._hashes import keccak256 as _keccak256
from ._hashes import keccak_256 as _keccak_256


class KeccakxBackend:
    """eth-hash's BackendAPI: keccak256(data) -> bytes, and preimage(data) -> an object with update/digest/copy."""

    keccak256 = staticmethod(_keccak256)
    preimage = staticmethod(_keccak_256)


backend = KeccakxBackend()
keccak256 = backend.keccak256
preimage = backend.preimage
