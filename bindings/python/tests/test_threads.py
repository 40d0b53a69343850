# SPDX-License-Identifier: MIT OR Apache-2.0
"""The GIL is released while C hashes, threads get correct results, and shared objects stay consistent."""

import hashlib
import sys
import threading

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx
from conftest import BOUNDARY_LENGTHS
from keccakx._keccakx import ffi, lib

def run_in_threads(work, count: int) -> list:
    results = [None] * count
    errors = []

    def worker(index):
        try:
            results[index] = work(index)
        except BaseException as error:  # surfaced in the test below
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    return results


def test_another_thread_runs_python_while_c_hashes():
    """The worker squeezes a long SHAKE output into a buffer that this thread watches: seeing
    its start written while its end is still zero means this thread ran Python code while
    the C call was writing, which a GIL held through the call would make impossible (before
    the call the buffer is all zeros, after it all written). Speed does not matter: the
    worker repeats the call, each time into a new zeroed buffer, until this thread has seen
    one half-written or a hundred calls went by."""
    size = 16 << 20
    current, seen, done = [None], threading.Event(), threading.Event()

    def squeeze_until_seen():
        try:
            for _ in range(100):
                out = ffi.new("char[]", size)
                current[0] = out
                assert lib.kx_hash(lib.KX_SHAKE128, b"x", 1, out, size) == lib.KX_OK
                if seen.is_set():
                    return
        finally:
            done.set()

    worker = threading.Thread(target=squeeze_until_seen)
    worker.start()
    zeros = bytes(64)
    while not done.is_set():
        out = current[0]
        if out is not None:
            written = ffi.buffer(out)
            if written[:64] != zeros and written[size - 64 :] == zeros:
                seen.set()
                break
    worker.join()
    assert seen.is_set()


def test_eight_threads_sharing_nothing_get_correct_results(rng):
    messages = [[rng.randbytes(rng.randrange(0, 600)) for _ in range(300)] for _ in range(8)]
    expected = [[(keccakx.keccak256(m), keccakx.sha3_512(m).digest(), keccakx.shake_256(m).digest(40)) for m in mine]
                for mine in messages]

    def work(index):
        mine = messages[index]
        outcomes = []
        for _ in range(10):
            outcomes = [(keccakx.keccak256(m), keccakx.sha3_512(m).digest(), keccakx.shake_256(m).digest(40)) for m in mine]
            assert keccakx.hash_many("keccak_256", mine) == [digest for digest, _, _ in outcomes]
        return outcomes

    assert run_in_threads(work, 8) == expected


def test_threads_updating_one_object_absorb_every_piece(rng):
    piece = rng.randbytes(100)
    shared = keccakx.keccak_256()
    run_in_threads(lambda _: [shared.update(piece) for _ in range(500)], 8)
    assert shared.digest() == keccakx.keccak256(piece * 4000)


def test_threads_reading_one_shake_stream_get_disjoint_pieces():
    shared = keccakx.shake_128(b"stream")
    pieces = run_in_threads(lambda _: [shared.read(16) for _ in range(200)], 8)
    stream = keccakx.shake_128(b"stream").digest(16 * 200 * 8)
    expected = {stream[start : start + 16] for start in range(0, len(stream), 16)}
    assert sorted(piece for mine in pieces for piece in mine) == sorted(expected)


XOF_LENGTH = 300  # more than one block of output at either SHAKE rate
ALGORITHMS = sorted(keccakx.algorithms_available)


def reference(name: str, message: bytes) -> bytes:
    """The output by hashlib (SHA-3, SHAKE) or pycryptodome (original Keccak): nothing of keccakx."""
    if name.startswith("keccak"):
        return pycryptodome_keccak.new(digest_bits=int(name[-3:]), data=message).digest()
    hasher = hashlib.new(name, message)
    return hasher.digest(XOF_LENGTH) if name.startswith("shake") else hasher.digest()


def every_entry_point(name: str, message: bytes) -> dict:
    """What each way of hashing one message gives: one-shot, streaming (in pieces, through
    the C context), SHAKE read in two pieces, and keccak256()."""
    size = (XOF_LENGTH,) if name.startswith("shake") else ()
    third = len(message) // 3
    streamed = keccakx.new(name)
    for piece in (message[:third], message[third : 2 * third], message[2 * third :]):
        streamed.update(memoryview(piece))
    outputs = {"one-shot": keccakx.new(name, message).digest(*size), "streaming": streamed.digest(*size)}
    if size:
        reader = keccakx.new(name, message)
        outputs["read"] = reader.read(7) + reader.read(XOF_LENGTH - 7)
    if name == "keccak_256":
        outputs["keccak256"] = keccakx.keccak256(message)
    return outputs


def test_eight_threads_get_right_results_from_every_entry_point_while_backends_switch(rng):
    # Lengths around every rate and around the size where a hash object moves its input to C.
    lengths = BOUNDARY_LENGTHS + [2047, 2048, 2049, 5000]
    messages = [[rng.randbytes(rng.choice(lengths)) for _ in range(12)] for _ in range(8)]
    expected = [{name: [reference(name, m) for m in mine] for name in ALGORITHMS} for mine in messages]
    backends = keccakx.backends() + ["auto"]
    hashing = threading.Event()
    hashing.set()
    switches = 0

    def switch_backends():
        nonlocal switches
        while hashing.is_set():
            keccakx.use_backend(backends[switches % len(backends)])
            switches += 1

    def hash_and_compare(index):
        mine, wrong = messages[index], []
        for _ in range(15):
            for name in ALGORITHMS:
                want = expected[index][name]
                for message, digest in zip(mine, want):
                    wrong += [(name, len(message), way) for way, got in every_entry_point(name, message).items()
                              if got != digest]
                length = XOF_LENGTH if name.startswith("shake") else None
                if keccakx.hash_many(name, mine, length) != want:
                    wrong.append((name, "hash_many"))
        return wrong

    # Threads take turns every few microseconds instead of every 5 ms, so the switches
    # land between and during the hashing threads' calls into C.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(5e-6)
    switcher = threading.Thread(target=switch_backends)
    switcher.start()
    try:
        wrong = run_in_threads(hash_and_compare, 8)
    finally:
        hashing.clear()
        switcher.join()
        sys.setswitchinterval(interval)
        keccakx.use_backend("auto")
    assert wrong == [[]] * 8
    assert switches > 1000, f"only {switches} backend switches happened while hashing"


@pytest.mark.parametrize("lengths", [[3, 5, 8], [3000, 5000, 8000]], ids=["packed short messages", "long messages"])
def test_resizing_a_bytearray_while_hash_many_hashes_it_raises_buffer_error(lengths):
    # A profile hook stands in for another thread at the worst moment: as the C call that
    # hashes begins. The exports hold every bytearray at its size, so the resize fails and
    # the hashes are those of the messages as they were.
    messages = [bytearray(b"m" * length) for length in lengths]
    expected = [keccakx.keccak256(bytes(m)) for m in messages]
    outcomes = []

    def resize_at_the_c_call(frame, event, arg):
        if event == "c_call" and getattr(arg, "__name__", "") in ("kx_hash_many", "kxpy_hash_many_packed"):
            for message, grown, shrunk in ((messages[0], b"+", None), (messages[1], None, 1)):
                try:
                    if grown:
                        message += grown
                    else:
                        del message[:shrunk]
                    outcomes.append("resized")
                except BufferError:
                    outcomes.append("BufferError")

    sys.setprofile(resize_at_the_c_call)
    try:
        digests = keccakx.hash_many("keccak_256", messages)
    finally:
        sys.setprofile(None)
    assert outcomes == ["BufferError", "BufferError"]
    assert digests == expected
