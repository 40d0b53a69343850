# SPDX-License-Identifier: MIT OR Apache-2.0
"""A process that forks while other threads hash gets children that hash at once and right:
no lock the child inherits can be held by a thread the child does not have."""

import hashlib
import os
import signal
import sys
import threading
import time
import warnings

import pytest

import keccakx

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork() on this platform")

LONG = bytes(range(256)) * 20  # 5120 bytes: absorbed by C with the GIL released
CHILD_DEADLINE = 60.0  # seconds for all children together; each needs milliseconds
HUNG = "hung"


def child_hashes_right() -> bool:
    """What a forked child does first: every kind of call, on objects of its own."""
    streamed = keccakx.sha3_256()
    streamed.update(b"short")
    streamed.update(LONG)
    shake = keccakx.shake_128(LONG)
    return (keccakx.keccak256(LONG) == keccakx.keccak_256(LONG).digest()
            and streamed.digest() == hashlib.sha3_256(b"short" + LONG).digest()
            and shake.read(10) + shake.read(22) == hashlib.shake_128(LONG).digest(32)
            and keccakx.hash_many("sha3_256", [LONG, b"x"]) == [hashlib.sha3_256(m).digest() for m in (LONG, b"x")])


def fork_child(work) -> int:
    """Forks; the child runs work() and exits 0 if it returned True, 1 otherwise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # 3.12+: fork() of a process with threads
        pid = os.fork()
    if pid == 0:
        status = 1
        try:
            status = 0 if work() else 1
        finally:
            os._exit(status)
    return pid


def exit_statuses(pids: list) -> list:
    """Each child's exit status, or HUNG for a child still running at the deadline (then killed)."""
    deadline = time.monotonic() + CHILD_DEADLINE
    statuses = {}
    while len(statuses) < len(pids) and time.monotonic() < deadline:
        for pid in pids:
            if pid not in statuses:
                done, status = os.waitpid(pid, os.WNOHANG)
                if done:
                    statuses[pid] = os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else status
        time.sleep(0.01)
    for pid in pids:
        if pid not in statuses:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            statuses[pid] = HUNG
    return [statuses[pid] for pid in pids]


def test_forty_forks_while_two_threads_hash_give_children_that_finish_with_right_digests():
    shared = keccakx.sha3_256(LONG)  # both threads update this one C context
    stop = threading.Event()

    def hash_until_stopped():
        while not stop.is_set():
            shared.update(LONG)
            keccakx.keccak_256(b"pending").update(LONG)  # pending bytes moving into a C context
            keccakx.keccak256(LONG)
            keccakx.hash_many("keccak_256", [LONG] * 4)

    def child_work():
        try:  # the shared object may have been in use when the fork happened; then it says so
            shared.update(b"x")
            shared.digest()
        except RuntimeError:
            pass
        return child_hashes_right()

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # the threads take turns often, so forks land inside their calls
    threads = [threading.Thread(target=hash_until_stopped) for _ in range(2)]
    for thread in threads:
        thread.start()
    try:
        pids = []
        for _ in range(40):
            pids.append(fork_child(child_work))
            time.sleep(0.001)
    finally:
        stop.set()
        for thread in threads:
            thread.join()
        sys.setswitchinterval(interval)
    assert exit_statuses(pids) == [0] * 40


def test_a_hash_object_in_use_by_another_thread_at_fork_raises_in_the_child_instead_of_hashing_on():
    shared = keccakx.sha3_256(LONG)
    inside, forked = threading.Event(), threading.Event()

    def pause_inside_update(frame, event, arg):
        # Holds the updating thread at the C call, with the object's lock taken, until the fork is done.
        if event == "c_call" and getattr(arg, "__name__", "") == "kxpy_update":
            inside.set()
            forked.wait()

    def update_with_a_pause():
        sys.setprofile(pause_inside_update)
        try:
            shared.update(LONG)
        finally:
            sys.setprofile(None)

    def child_work():
        refusals = 0
        # A short update, which takes no lock while the object is sound, is refused every time too.
        uses = (lambda: shared.update(b"x"), shared.digest, shared.copy, shared.hexdigest, lambda: shared.update(b"y"))
        for use in uses:
            try:
                use()
            except RuntimeError:
                refusals += 1
        return refusals == len(uses) and child_hashes_right()

    updating = threading.Thread(target=update_with_a_pause)
    updating.start()
    inside.wait()
    try:
        pid = fork_child(child_work)
    finally:
        forked.set()
        updating.join()
    assert exit_statuses([pid]) == [0]
    assert shared.digest() == hashlib.sha3_256(LONG + LONG).digest()
