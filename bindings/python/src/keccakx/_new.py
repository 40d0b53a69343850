# SPDX-License-Identifier: MIT OR Apache-2.0
"""new(): any hash object by name, like hashlib.new(), the modes' with their parameters."""

from ._hashes import _lookup
from ._modes import MODE_TYPES

_MODES_BY_NAME = {mode.name: mode for mode in MODE_TYPES}


def new(name: str, data=b"", *, usedforsecurity=True, **parameters):
    """A new hash object for algorithm `name`, like hashlib.new().

    Names are hashlib's ("sha3_256", "shake_128", "keccak_256") or dashed
    ("keccak-256", "sha3-256", "shake128"), or a mode's ("turboshake128",
    "kt128", "cshake128", "kmac128", "tuplehash128", "parallelhash128", ...),
    in any case. A mode's parameters are keywords, as its constructor takes
    them: new("kmac256", data, key=key, mac_len=32). TupleHash objects take
    their elements through update() only.
    """
    mode = _MODES_BY_NAME.get(name.lower()) if isinstance(name, str) else None
    if mode is None:
        hash_type = _lookup(name)
        if parameters:
            raise TypeError(f"{hash_type.name} takes no parameters, got {', '.join(sorted(parameters))}")
        return hash_type(data)
    given = () if type(data) is bytes and not data else (data,)
    return mode(*given, **parameters)
