# SPDX-License-Identifier: MIT OR Apache-2.0
"""Python code that runs in the middle of a call (a profile hook, a signal handler) can hash
too, and the outer call still returns its own result: every call owns its output."""

import hashlib
import signal
import sys

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx

FIXED = ["keccak_224", "keccak_256", "keccak_384", "keccak_512", "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
SHAKES = ["shake_128", "shake_256"]
SHORT, LONG = b"x", b"y" * 5000  # kept as pending bytes / absorbed into a C context at once
SHAKE_LENGTH = 40


def reference(name: str, message: bytes) -> bytes:
    if name.startswith("keccak"):
        return pycryptodome_keccak.new(digest_bits=int(name[-3:]), data=message).digest()
    hasher = hashlib.new(name, message)
    return hasher.digest(SHAKE_LENGTH) if name in SHAKES else hasher.digest()


def entry_points() -> list:
    """(what, call, expected result) for every way of getting a digest out of keccakx."""
    points = [("keccak256", lambda: keccakx.keccak256(SHORT), reference("keccak_256", SHORT)),
              ("keccak256 of a bytearray", lambda: keccakx.keccak256(bytearray(LONG)), reference("keccak_256", LONG))]
    for name in FIXED + SHAKES:
        size = (SHAKE_LENGTH,) if name in SHAKES else ()
        for label, message in (("short", SHORT), ("long", LONG)):
            constructor = getattr(keccakx, name)
            expected = reference(name, message)
            points += [
                (f"{name}({label}).digest()", lambda c=constructor, m=message, s=size: c(m).digest(*s), expected),
                (f"{name}({label}).hexdigest()", lambda c=constructor, m=message, s=size: c(m).hexdigest(*s), expected.hex()),
            ]
            if name in SHAKES:
                points.append((f"{name}({label}).read()", lambda c=constructor, m=message: c(m).read(SHAKE_LENGTH), expected))
        length = SHAKE_LENGTH if name in SHAKES else None
        messages = [SHORT, LONG, bytearray(SHORT)]
        points += [
            (f"hash_many {name}", lambda n=name, ms=messages, k=length: keccakx.hash_many(n, ms, k),
             [reference(name, bytes(m)) for m in messages]),
            (f"hash_many {name} of long messages", lambda n=name, k=length: keccakx.hash_many(n, [LONG] * 3, k),
             [reference(name, LONG)] * 3),
        ]
    return points


ENTRY_POINTS = entry_points()


def hash_something_else() -> None:
    """Every kind of call once, on another message: what an interrupting handler might do."""
    keccakx.keccak256(b"other")
    keccakx.sha3_512(b"other").digest()
    keccakx.keccak_224(b"other" * 1000).hexdigest()
    keccakx.shake_256(b"other").digest(64)
    keccakx.hash_many("keccak_256", [b"other", b"more"])


def wrong_results(rounds: int) -> list:
    return [what for _ in range(rounds) for what, call, expected in ENTRY_POINTS if call() != expected]


def test_a_profile_hook_that_hashes_when_each_c_call_returns_changes_no_result():
    calls = 0

    def hook(frame, event, arg):
        nonlocal calls
        if event == "c_return":
            calls += 1
            hash_something_else()

    sys.setprofile(hook)
    try:
        wrong = wrong_results(rounds=3)
    finally:
        sys.setprofile(None)
    assert wrong == []
    assert calls > len(ENTRY_POINTS)


def stop_timer(previous_handler) -> None:
    """Stops the timer and puts the previous handler back. A SIGALRM still on its way (an
    emulator such as qemu-user delivers signals late) is taken while blocked, so that it
    never meets the default handler, which would end the process."""
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
    try:
        signal.signal(signal.SIGALRM, previous_handler)
        if signal.SIGALRM in signal.sigpending():
            signal.sigwait({signal.SIGALRM})
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer on this platform")
def test_a_signal_handler_that_hashes_every_50_microseconds_changes_no_result():
    handled = 0
    handling = False

    def handler(signum, frame):
        # A signal arriving while the handler still hashes would nest it ever deeper on a slow machine.
        nonlocal handled, handling
        if handling:
            return
        handling = True
        handled += 1
        hash_something_else()
        handling = False

    previous = signal.signal(signal.SIGALRM, handler)
    signal.setitimer(signal.ITIMER_REAL, 50e-6, 50e-6)
    try:
        wrong = wrong_results(rounds=60)
    finally:
        stop_timer(previous)
    assert wrong == []
    assert handled > 0



def contents(result):
    """A result's value in new objects: the hex of a digest, of each digest of a list; text as it is."""
    if isinstance(result, list):
        return [contents(digest) for digest in result]
    return result.hex() if isinstance(result, bytes) else result


@pytest.mark.parametrize("what, call, expected", ENTRY_POINTS, ids=[what for what, _, _ in ENTRY_POINTS])
def test_a_result_is_a_new_object_that_later_calls_leave_unchanged(what, call, expected):
    first = call()
    kept = contents(first)
    second = call()
    hash_something_else()
    assert first is not second
    assert contents(first) == kept == contents(expected)


def one_byte_outputs() -> list:
    """(what, one byte of output from keccakx, the same from hashlib or pycryptodome)."""
    one = lambda hasher: hasher.digest(1)  # noqa: E731
    multi = keccakx.multi("shake_128", 1)
    multi.update([b"abc"])
    return [
        ("shake_128 digest", keccakx.shake_128(b"abc").digest(1), one(hashlib.shake_128(b"abc"))),
        ("shake_256 digest of long input", keccakx.shake_256(LONG).digest(1), one(hashlib.shake_256(LONG))),
        ("shake_128 read", keccakx.shake_128(b"abc").read(1), one(hashlib.shake_128(b"abc"))),
        ("hash_many", keccakx.hash_many("shake_128", [b"abc", b"x"], 1), [one(hashlib.shake_128(m)) for m in (b"abc", b"x")]),
        ("multi read", multi.read(1), [one(hashlib.shake_128(b"abc"))]),
    ]


def test_one_byte_outputs_are_right_and_leave_the_shared_zero_byte_zero():
    for what, got, expected in one_byte_outputs():
        assert got == expected, what
    assert bytes([0])[0] == 0 and (b"\0" * 1)[0] == 0  # CPython shares these one-byte objects
