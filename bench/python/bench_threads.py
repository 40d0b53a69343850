# SPDX-License-Identifier: MIT OR Apache-2.0
"""What two threads gain over one when each hashes a large input: the GIL is released
while C hashes 2048 bytes or more (as hashlib does), so on two free cores two threads
finish two hashes in about the time of one. hashlib is timed in the same rounds, as the measure of what the machine gives:
on a busy machine neither gets a speed-up, and that is the machine, not the GIL.

Speed-up = time of two hashes in one thread / time of the same two in two threads,
the fastest of each over the rounds (a busy neighbour only ever adds time); the
generic backend is forced so both libraries run scalar code (two threads of wide
SIMD code on hyperthreads of one core share its vector units).

    python bench/python/bench_threads.py [--rounds 15]
"""

import argparse
import hashlib
import threading
import time

import keccakx

LARGE = bytes(range(256)) * (4 * 4096)  # 4 MiB


def elapsed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def in_two_threads(work) -> None:
    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


WORKS = {
    "hashlib sha3_256(4 MiB)": lambda: hashlib.sha3_256(LARGE).digest(),
    "keccakx.keccak256(4 MiB)": lambda: keccakx.keccak256(LARGE),
    "keccakx.sha3_256(4 MiB).digest()": lambda: keccakx.sha3_256(LARGE).digest(),
    "keccakx.shake_128(4 MiB).read(64)": lambda: keccakx.shake_128(LARGE).read(64),
    "keccakx.hash_many(8 x 512 KiB)": lambda: keccakx.hash_many("keccak_256", [LARGE[: 1 << 19]] * 8),
    "keccakx.kt128(4 MiB).digest(32)": lambda: keccakx.kt128(LARGE).digest(32),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    arguments = parser.parse_args()
    keccakx.use_backend("generic")
    serial = {name: float("inf") for name in WORKS}
    parallel = dict(serial)
    for _ in range(arguments.rounds):
        for name, work in WORKS.items():
            serial[name] = min(serial[name], elapsed(lambda: (work(), work())))
            parallel[name] = min(parallel[name], elapsed(lambda: in_two_threads(work)))
    print(f"two threads against one, backend {keccakx.backend(1)}, {arguments.rounds} rounds (2.0 is perfect)")
    for name in WORKS:
        print(f"  {name:40s} {serial[name] / parallel[name]:5.2f}x")


if __name__ == "__main__":
    main()
