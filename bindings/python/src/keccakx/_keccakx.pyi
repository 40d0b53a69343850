# SPDX-License-Identifier: MIT OR Apache-2.0
# The cffi extension built by ffi_build.py: its ffi and lib objects are untyped.
from typing import Any

ffi: Any
lib: Any
