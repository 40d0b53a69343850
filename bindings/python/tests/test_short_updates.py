# SPDX-License-Identifier: MIT OR Apache-2.0
"""Short updates (bytes of up to 128 bytes), which a hash object keeps in Python and hands to C
many at a time: any split of the input gives the bytes of one update, digest() and copy()
between them see every update made, read() ends the input for every one of them, and threads
racing them lose none. References are hashlib and pycryptodome, every backend forced."""

import hashlib
import sys
import threading

import pytest
from Crypto.Hash import KMAC128, KangarooTwelve, TurboSHAKE128, TurboSHAKE256, cSHAKE128
from Crypto.Hash import keccak as pycryptodome_keccak

import keccakx

KEY, CUSTOM = bytes(range(32)), b"app"
OUTPUT = 64  # bytes read from an extendable-output function
SHORT = 128  # the longest update kept in Python

# name: (a keccakx object with no input, the reference's output for a message)
OBJECTS = {
    "keccak_256": (keccakx.keccak_256, lambda m: pycryptodome_keccak.new(data=m, digest_bits=256).digest()),
    "sha3_256": (keccakx.sha3_256, lambda m: hashlib.sha3_256(m).digest()),
    "sha3_512": (keccakx.sha3_512, lambda m: hashlib.sha3_512(m).digest()),
    "shake_128": (keccakx.shake_128, lambda m: hashlib.shake_128(m).digest(OUTPUT)),
    "shake_256": (keccakx.shake_256, lambda m: hashlib.shake_256(m).digest(OUTPUT)),
    "turboshake128": (keccakx.turboshake128, lambda m: TurboSHAKE128.new(data=m, domain=0x1F).read(OUTPUT)),
    "turboshake256": (keccakx.turboshake256, lambda m: TurboSHAKE256.new(data=m, domain=0x1F).read(OUTPUT)),
    "kt128": (keccakx.kt128, lambda m: KangarooTwelve.new(data=m).read(OUTPUT)),
    "kmac128": (lambda: keccakx.kmac128(key=KEY, custom=CUSTOM, mac_len=OUTPUT),
                lambda m: KMAC128.new(key=KEY, custom=CUSTOM, mac_len=OUTPUT, data=m).digest()),
    "cshake128": (lambda: keccakx.cshake128(custom=CUSTOM), lambda m: cSHAKE128.new(custom=CUSTOM, data=m).read(OUTPUT)),
    # No ParallelHash in pycryptodome: one update of a memoryview, which goes to C at once.
    "parallelhash128": (lambda: keccakx.parallelhash128(block_size=64, digest_bytes=OUTPUT),
                        lambda m: keccakx.parallelhash128(memoryview(m), block_size=64, digest_bytes=OUTPUT).digest()),
}
NAMES = sorted(OBJECTS)
XOFS = [name for name in NAMES if OBJECTS[name][0]().digest_size == 0]
ENDED_BY_DIGEST = {"kmac128", "parallelhash128"}


def output(hasher) -> bytes:
    return hasher.digest(OUTPUT) if hasher.digest_size == 0 else hasher.digest()


def short_pieces(rng, message: bytes) -> list:
    """message cut into pieces of 0 to 140 bytes: mostly short updates, some just too long."""
    pieces, start = [], 0
    while start < len(message):
        length = rng.choice([0, 1, 1, 8, 8, 64, SHORT, SHORT + 1, rng.randrange(141)])
        pieces.append(message[start : start + length])
        start += length
    return pieces


@pytest.mark.parametrize("name", NAMES)
def test_random_short_updates_give_the_references_output(backend, rng, name):
    make, reference = OBJECTS[name]
    for length in (0, 1, 200, 2047, 2049, 9000):
        message = rng.randbytes(length)
        hasher = make()
        for piece in short_pieces(rng, message):
            hasher.update(piece)
        assert output(hasher) == reference(message), length


@pytest.mark.parametrize("name", NAMES)
def test_a_digest_between_short_updates_gives_the_input_so_far_and_ends_nothing(backend, rng, name):
    make, reference = OBJECTS[name]
    message = rng.randbytes(12000)
    hasher, absorbed = make(), b""
    for number, piece in enumerate(short_pieces(rng, message)):
        hasher.update(piece)
        absorbed += piece
        if number % 37 == 0:
            # A fixed-length mode's digest() ends its input: a copy's shows the input so far.
            assert output(hasher.copy() if name in ENDED_BY_DIGEST else hasher) == reference(absorbed), len(absorbed)
    assert output(hasher) == reference(message)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("updates_before", [3, 70, 300], ids=["few", "past one C call", "many"])
def test_a_copy_between_short_updates_goes_on_on_its_own(rng, name, updates_before):
    make, reference = OBJECTS[name]
    prefix = [rng.randbytes(rng.randrange(1, SHORT + 1)) for _ in range(updates_before)]
    original = make()
    for piece in prefix:
        original.update(piece)
    clone = original.copy()
    for _ in range(90):
        original.update(b"o")
        clone.update(b"c")
    assert output(original) == reference(b"".join(prefix) + b"o" * 90)
    assert output(clone) == reference(b"".join(prefix) + b"c" * 90)


@pytest.mark.parametrize("name", XOFS)
def test_the_stream_after_short_updates_is_the_references(backend, rng, name):
    make, reference = OBJECTS[name]
    message = rng.randbytes(3000)
    hasher = make()
    for piece in short_pieces(rng, message):
        hasher.update(piece)
    assert hasher.read(10) + hasher.read(OUTPUT - 10) == reference(message)


@pytest.mark.parametrize("name", XOFS)
@pytest.mark.parametrize("updates_before", [3, 70], ids=["few", "past one C call"])
def test_a_short_update_after_read_raises_and_changes_nothing(name, updates_before):
    make, reference = OBJECTS[name]
    hasher = make()
    for _ in range(updates_before):
        hasher.update(b"m")
    first = hasher.read(5)
    with pytest.raises(ValueError, match="after read"):  # TypeError too for a mode
        hasher.update(b"late")
    assert first + hasher.read(OUTPUT - 5) == reference(b"m" * updates_before)
    assert hasher.digest(OUTPUT) == reference(b"m" * updates_before)


def run_with(action, event: str, call_name: str, then):
    """Runs then(), with action() run once where another thread could run it: just before
    (event "c_call") or just after ("c_return") the first call of a C function named call_name."""
    done = []

    def hook(frame, hook_event, arg):
        if not done and hook_event == event and getattr(arg, "__name__", "") == call_name:
            done.append(True)
            action()

    sys.setprofile(hook)
    try:
        result = then()
    finally:
        sys.setprofile(None)
    assert done, f"{call_name} was never called"
    return result


@pytest.mark.parametrize("name", XOFS)
@pytest.mark.parametrize("updates_before", [3, 70], ids=["few", "past one C call"])
def test_an_update_whose_piece_comes_after_the_first_read_raises_and_is_not_in_the_stream(name, updates_before):
    make, reference = OBJECTS[name]
    hasher, streams = make(), []
    for _ in range(updates_before):
        hasher.update(b"m")
    with pytest.raises(ValueError, match="after read"):  # TypeError too for a mode
        run_with(lambda: streams.append(hasher.read(OUTPUT)), "c_call", "append", lambda: hasher.update(b"x"))
    assert streams == [reference(b"m" * updates_before)]
    assert hasher.digest(OUTPUT) == streams[0]


@pytest.mark.parametrize("name", XOFS)
@pytest.mark.parametrize("updates_before", [3, 70], ids=["few", "past one C call"])
def test_an_update_whose_piece_came_before_the_first_read_returns_and_is_in_the_stream(name, updates_before):
    make, reference = OBJECTS[name]
    hasher, streams = make(), []
    for _ in range(updates_before):
        hasher.update(b"m")
    run_with(lambda: streams.append(hasher.read(OUTPUT)), "c_return", "append", lambda: hasher.update(b"x"))
    assert streams == [reference(b"m" * updates_before + b"x")]


@pytest.mark.parametrize("name", XOFS)
@pytest.mark.parametrize("updates_before", [3, 70], ids=["few", "past one C call"])
def test_an_update_appending_while_the_first_read_takes_the_pieces_raises_or_is_in_the_stream(name, updates_before):
    make, reference = OBJECTS[name]
    hasher = make()
    for _ in range(updates_before):
        hasher.update(b"m")
    appended, outcome = threading.Event(), []

    def update_from_another_thread():
        def note_the_append(frame, event, arg):
            if event == "c_return" and getattr(arg, "__name__", "") == "append":
                appended.set()

        sys.setprofile(note_the_append)
        try:
            hasher.update(b"x")
            outcome.append("returned")
        except ValueError:
            outcome.append("raised")
        finally:
            sys.setprofile(None)

    updater = threading.Thread(target=update_from_another_thread)

    def update_while_the_pieces_are_taken():
        updater.start()
        assert appended.wait(30)

    stream = run_with(update_while_the_pieces_are_taken, "c_call", "join", lambda: hasher.read(OUTPUT))
    updater.join()
    assert stream == reference(b"m" * updates_before + (b"x" if outcome == ["returned"] else b""))


@pytest.mark.parametrize("name", ["keccak_256", "sha3_512", "shake_128"])
@pytest.mark.parametrize("method", ["digest", "copy"])
def test_an_update_that_moves_the_short_input_into_c_during_digest_or_copy_is_seen_whole(name, method):
    make, reference = OBJECTS[name]
    hasher = make()
    for piece in (b"a", b"b", b"c"):
        hasher.update(piece)
    seen = run_with(lambda: hasher.update(bytearray(b"d")), "c_call", "join",
                    lambda: output(hasher) if method == "digest" else output(hasher.copy()))
    assert seen == reference(b"abcd")


def run_together(workers: list) -> None:
    threads = [threading.Thread(target=work) for work in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("start", [b"", b"s" * 3000], ids=["new object", "C context"])
def test_threads_making_short_updates_to_one_object_absorb_every_one(name, start):
    make, reference = OBJECTS[name]
    shared = make()
    shared.update(start)
    run_together([lambda: [shared.update(b"x") for _ in range(2000)]] * 6)
    assert output(shared) == reference(start + b"x" * 12000)


@pytest.mark.parametrize("name", ["shake_128", "kt128", "cshake128"])
@pytest.mark.parametrize("rounds", range(20))
def test_threads_racing_short_updates_against_the_first_read_lose_none_and_add_none(name, rounds):
    """Each update either returns, and is then in the stream, or raises because read() came first."""
    make, reference = OBJECTS[name]
    shared = make()
    accepted, refused = [0] * 4, [False] * 4
    streams = []

    def update_until_refused(index):
        try:
            for _ in range(200_000):
                shared.update(b"x")
                accepted[index] += 1
        except ValueError:
            refused[index] = True

    def read_once():
        while sum(accepted) < 7 * rounds:  # from an object still without a C context to one with it
            pass
        streams.append(shared.read(OUTPUT))

    switch_interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # the threads take turns often, so that the read lands among updates
    try:
        run_together([lambda index=index: update_until_refused(index) for index in range(4)] + [read_once])
    finally:
        sys.setswitchinterval(switch_interval)
    assert refused == [True] * 4
    assert streams == [reference(b"x" * sum(accepted))]
    assert shared.digest(OUTPUT) == streams[0]
