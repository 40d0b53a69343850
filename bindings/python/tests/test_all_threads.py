# SPDX-License-Identifier: MIT OR Apache-2.0
"""threads=0 gives the C library 0, its count of the processors the process may use,
unless the interpreter was told its own CPU count (-X cpu_count, PYTHON_CPU_COUNT),
which it then gets; each case runs in an interpreter of its own."""

import os
import subprocess
import sys

import pytest

# Records what kx_set_threads is given by KangarooTwelve and ParallelHash with threads=0.
RECORD_ALL_THREADS = """
import keccakx, keccakx._modes as modes

class Recording:
    def __init__(self, lib):
        self.lib, self.counts = lib, []
    def __getattr__(self, name):
        return getattr(self.lib, name)
    def kx_set_threads(self, context, count):
        self.counts.append(count)
        return self.lib.kx_set_threads(context, count)

modes.lib = recording = Recording(modes.lib)
keccakx.kt128(b"abc", threads=0).digest(32)
keccakx.parallelhashxof256(b"abc", block_size=8, threads=0).digest(32)
print(*recording.counts)
"""

needs_cpu_count_override = pytest.mark.skipif(
    not hasattr(os, "process_cpu_count"), reason="-X cpu_count and PYTHON_CPU_COUNT exist from Python 3.13"
)


def counts_given(*options: str, environment=None) -> list:
    env = {key: value for key, value in os.environ.items() if key != "PYTHON_CPU_COUNT"}
    env.update(environment or {})
    result = subprocess.run([sys.executable, *options, "-c", RECORD_ALL_THREADS], env=env, capture_output=True,
                            text=True, check=True)
    return [int(count) for count in result.stdout.split()]


def test_all_threads_leave_the_count_to_the_library():
    assert counts_given() == [0, 0]


@needs_cpu_count_override
def test_all_threads_are_the_count_given_by_x_cpu_count():
    assert counts_given("-X", "cpu_count=1") == [1, 1]
    assert counts_given("-X", "cpu_count=3") == [3, 3]


@needs_cpu_count_override
def test_all_threads_are_the_count_given_by_python_cpu_count():
    assert counts_given(environment={"PYTHON_CPU_COUNT": "2"}) == [2, 2]


@needs_cpu_count_override
def test_x_cpu_count_default_leaves_the_count_to_the_library():
    assert counts_given("-X", "cpu_count=default", environment={"PYTHON_CPU_COUNT": "2"}) == [0, 0]


@needs_cpu_count_override
def test_python_cpu_count_is_ignored_under_dash_e():
    assert counts_given("-E", environment={"PYTHON_CPU_COUNT": "2"}) == [0, 0]

