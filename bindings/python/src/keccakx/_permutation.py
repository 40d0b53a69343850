# SPDX-License-Identifier: MIT OR Apache-2.0
"""The raw Keccak-p[1600] permutation and the choice of backend."""

import operator

from ._buffers import check, error_from_code, writable
from ._keccakx import ffi, lib

STATE_SIZE = 200
_WIDTHS = (1, 2, 4, 8)


def _permute(states, width: int, rounds) -> None:
    view = writable(states)
    if len(view) != STATE_SIZE * width:
        raise ValueError(f"{width} state(s) take {STATE_SIZE * width} bytes, got {len(view)}")
    rounds = operator.index(rounds)
    if not 1 <= rounds <= 24:
        raise ValueError(f"rounds must be from 1 to 24, got {rounds}")
    check(lib.kxpy_permute(view, len(view), rounds))


def permute(state, rounds: int = 24) -> None:
    """Applies Keccak-p[1600, rounds] in place to a 200-byte state.

    state is any writable contiguous buffer (bytearray, memoryview, a numpy
    uint64 array of 25 lanes): 25 lanes of 8 bytes in the machine's byte
    order, lane i = A[x = i mod 5][y = i div 5]. rounds = 24 is
    Keccak-f[1600]; 12 is the permutation of KangarooTwelve and TurboSHAKE.
    """
    _permute(state, 1, rounds)


def permute_x2(states, rounds: int = 24) -> None:
    """permute() on 2 states stored one after another (400 bytes; numpy shape (2, 25))."""
    _permute(states, 2, rounds)


def permute_x4(states, rounds: int = 24) -> None:
    """permute() on 4 states stored one after another (800 bytes; numpy shape (4, 25))."""
    _permute(states, 4, rounds)


def permute_x8(states, rounds: int = 24) -> None:
    """permute() on 8 states stored one after another (1600 bytes; numpy shape (8, 25))."""
    _permute(states, 8, rounds)


def backend(width: int = 1) -> str:
    """Name of the implementation in use for `width` states at once (1, 2, 4 or 8)."""
    if width not in _WIDTHS:
        raise ValueError(f"width must be one of {_WIDTHS}, got {width!r}")
    return ffi.string(lib.kx_backend(width)).decode()


def backends() -> list:
    """Backends this CPU can run, most preferred first (generic last)."""
    count = lib.kx_backends(ffi.NULL, 0)
    names = ffi.new("const char *[]", count)
    lib.kx_backends(names, count)
    return [ffi.string(name).decode() for name in names]


def use_backend(name: str) -> None:
    """Forces backend `name` (one of backends()) for every width; "auto" restores the automatic choice.

    The environment variable KECCAKX_BACKEND, read at first use, does the
    same for a whole process. Results never change, only speed.
    """
    if not isinstance(name, str):
        raise TypeError(f"backend name must be a string, not {type(name).__name__}")
    if "\0" in name:
        raise ValueError("backend name must not contain a NUL character")
    code = lib.kx_use_backend(name.encode())
    if code != lib.KX_OK:
        raise ValueError(f"{name!r}: {error_from_code(code)}")
