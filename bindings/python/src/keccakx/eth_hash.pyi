# SPDX-License-Identifier: MIT OR Apache-2.0
from typing import Union

from . import keccak_256

class KeccakxBackend:
    @staticmethod
    def keccak256(data: Union[bytes, bytearray], /) -> bytes: ...
    preimage = keccak_256

backend: KeccakxBackend

def keccak256(data: Union[bytes, bytearray], /) -> bytes: ...

preimage = keccak_256
