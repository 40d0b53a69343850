# SPDX-License-Identifier: MIT OR Apache-2.0
"""The GIL is released while C hashes long inputs, threads get correct results, and shared objects stay consistent."""

import hashlib
import sys
import threading
import time

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx
from conftest import BOUNDARY_LENGTHS

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


LONG = 16 << 20  # bytes: a C call of some 25 ms here, far longer under emulation
LONG_INPUT = bytes(LONG)
# hash_many packs messages this short into one buffer, with a join that stays under
# the 1 MiB from which bytes.join() gives the GIL up itself; their outputs are long.
SHORT_MESSAGES = [bytes(1000)] * 1000


def read_after_one_byte(hasher):
    hasher.read(1)  # the stream starts: the next read squeezes it
    return hasher.read(LONG)


def long_calls() -> dict:
    """Every way into C that hashes or squeezes LONG bytes, as a zero-argument callable."""
    return {
        "keccak256": lambda: keccakx.keccak256(LONG_INPUT),
        "update": lambda: keccakx.sha3_256().update(LONG_INPUT),
        "one-shot SHAKE output": lambda: keccakx.shake_128(b"x").digest(LONG),
        "SHAKE output of a context": lambda: keccakx.shake_128(bytes(4096)).digest(LONG),
        "SHAKE read": lambda: read_after_one_byte(keccakx.shake_128(b"x")),
        "hash_many of long messages": lambda: keccakx.hash_many("sha3_256", [LONG_INPUT]),
        "hash_many of short messages": lambda: keccakx.hash_many("shake_128", SHORT_MESSAGES, LONG // 1000),
        "TupleHash element": lambda: keccakx.tuplehash128().update(LONG_INPUT),
        "KMAC key": lambda: keccakx.kmac128(key=LONG_INPUT),
        "cSHAKE customization": lambda: keccakx.cshake128(custom=LONG_INPUT),
        "TupleHash customization": lambda: keccakx.tuplehash128(custom=LONG_INPUT),
        "ParallelHash customization": lambda: keccakx.parallelhash128(block_size=8192, custom=LONG_INPUT),
        "KangarooTwelve output": lambda: keccakx.kt128(b"x").digest(LONG),
        "KangarooTwelve read": lambda: keccakx.kt128(b"x").read(LONG),
        "KangarooTwelve stream read": lambda: read_after_one_byte(keccakx.kt128(b"x")),
        "multi update": lambda: keccakx.multi("shake_128", 2).update([LONG_INPUT, LONG_INPUT]),
        "multi update of views": lambda: keccakx.multi("shake_128", 2).update([bytearray(LONG), bytearray(LONG)]),
        "multi output": lambda: keccakx.multi("shake_128", 2).digest(LONG),
        "multi read": lambda: keccakx.multi("shake_128", 2).read(LONG),
    }


def python_ran_inside(call) -> bool:
    """Whether another thread ran Python code while call() ran. Switching is made rare:
    this thread keeps the GIL for a whole second of Python code, and the other thread
    gives it up at every turn, so the other thread can only run while C released it."""
    stamps, stop = [], threading.Event()

    def spin():
        while not stop.is_set():
            stamps.append(time.perf_counter())
            time.sleep(0)  # gives the GIL up

    switch_interval = sys.getswitchinterval()
    spinner = threading.Thread(target=spin)
    spinner.start()
    try:
        while not stamps:  # the spinner is running
            time.sleep(0.001)
        sys.setswitchinterval(1.0)
        start = time.perf_counter()
        call()
        end = time.perf_counter()
    finally:
        sys.setswitchinterval(switch_interval)
        stop.set()
        spinner.join()
    return any(start < stamp < end for stamp in stamps)


@pytest.mark.parametrize("name", sorted(long_calls()))
def test_a_long_call_releases_the_gil(name):
    """The GIL is released around every C call that hashes 2 KiB or more (hashlib's rule),
    so another thread runs meanwhile. A busy machine may keep that thread off the CPU
    for one call, so the call gets a few tries."""
    call = long_calls()[name]
    assert any(python_ran_inside(call) for _ in range(5))


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
        if event == "c_call" and getattr(arg, "__name__", "") in ("kxpy_hash_many", "kxpy_hash_many_packed"):
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


# ---- threads= : one large input's leaves on several threads ----

_LARGE = bytes(range(256)) * (12 * 1024 + 3)  # 3 MiB and 768 bytes: enough chunks for 4 threads


@pytest.mark.parametrize("name", ["kt128", "kt256"])
@pytest.mark.parametrize("threads", [2, 4, 0])
def test_kangarootwelve_threads_never_change_the_digest(name, threads):
    want = getattr(keccakx, name)(_LARGE, custom=b"C").hexdigest(32)
    assert getattr(keccakx, name)(_LARGE, custom=b"C", threads=threads).hexdigest(32) == want


@pytest.mark.parametrize("threads", [2, 0])
def test_parallelhash_threads_never_change_the_digest(threads):
    for name in ["parallelhash128", "parallelhash256"]:
        want = getattr(keccakx, name)(_LARGE, block_size=8192).hexdigest()
        assert getattr(keccakx, name)(_LARGE, block_size=8192, threads=threads).hexdigest() == want
    for name in ["parallelhashxof128", "parallelhashxof256"]:
        want = getattr(keccakx, name)(_LARGE, block_size=5000).hexdigest(40)
        assert getattr(keccakx, name)(_LARGE, block_size=5000, threads=threads).hexdigest(40) == want


def test_threads_survive_update_splits_and_copies():
    h = keccakx.kt128(threads=2)
    h.update(_LARGE[:1234567])
    clone = h.copy()
    h.update(_LARGE[1234567:])
    clone.update(_LARGE[1234567:])
    want = keccakx.kt128(_LARGE).hexdigest(32)
    assert h.hexdigest(32) == want and clone.hexdigest(32) == want


def test_threads_must_not_be_negative():
    with pytest.raises(ValueError):
        keccakx.kt128(threads=-1)
    with pytest.raises(TypeError):
        keccakx.parallelhash128(block_size=8, threads=2.0)
