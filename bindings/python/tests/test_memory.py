# SPDX-License-Identifier: MIT OR Apache-2.0
"""A million calls through every kind of entry point leave the process no bigger."""

import gc
import os
import resource

import keccakx

MiB = 1 << 20


def resident_bytes() -> int:
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:  # no /proc: the peak is what the platform tells
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def one_round(round_index: int) -> None:
    """About 1,100 calls, mostly of the hot path, with inputs that vary from round to round."""
    message = round_index.to_bytes(4, "little") * 8
    buffer = bytearray(message * 80)
    state = bytearray(200)
    for _ in range(370):
        keccakx.keccak256(message)
        keccakx.keccak256(buffer)
    for _ in range(100):
        keccakx.keccak_256(message).digest()
    for _ in range(20):
        hasher = keccakx.sha3_256(buffer)
        hasher.update(message)
        hasher.copy().hexdigest()
        shake = keccakx.shake_128(message)
        shake.read(200)
        shake.digest(300)
        keccakx.permute(state)
    keccakx.hash_many("keccak_256", [message] * 64)
    keccakx.hash_many("sha3_256", [buffer] * 8)
    for bad in ("text", memoryview(message)[::2]):
        try:
            keccakx.keccak256(bad)
        except (TypeError, BufferError):
            pass


def test_a_million_calls_leave_no_growth_beyond_noise():
    for warm_up in range(50):
        one_round(warm_up)
    gc.collect()
    before = resident_bytes()
    for round_index in range(1000):
        one_round(round_index)
    gc.collect()
    grown = resident_bytes() - before
    # A leak of even 8 bytes a call would grow the process by 8 MiB.
    assert grown < 4 * MiB, f"resident size grew by {grown / MiB:.1f} MiB"
