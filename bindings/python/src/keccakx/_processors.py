# SPDX-License-Identifier: MIT OR Apache-2.0
"""What threads=0 ("all") gives the C library.

The library counts the processors this process may use when it gets 0 (its
CPU affinity, within its cgroup v2 CPU quota on Linux), which is more than
os.process_cpu_count() knows: that one reads the affinity only. But an
interpreter told its own count (`-X cpu_count=N` or PYTHON_CPU_COUNT=N, from
Python 3.13) answers N from os.process_cpu_count() and os.cpu_count(), and
the standard library's pools obey it; so does this binding.
"""

import os
import sys


def _cpu_count_override():
    """-X cpu_count's value, else PYTHON_CPU_COUNT's (unless -E or -I), or None; "default" is none."""
    value = sys._xoptions.get("cpu_count")
    if value is None and not sys.flags.ignore_environment:
        value = os.environ.get("PYTHON_CPU_COUNT")
    return None if value in (None, "", "default") else value


def threads_for_all() -> int:
    """The count for kx_set_threads when the caller asks for all: the interpreter's
    overridden CPU count, or 0 for the library's own count of usable processors."""
    if not hasattr(os, "process_cpu_count") or _cpu_count_override() is None:
        return 0
    return os.process_cpu_count() or 0
