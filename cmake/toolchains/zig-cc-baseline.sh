#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# zig's clang as this machine's C compiler (CMAKE_C_COMPILER, the zig preset),
# for the baseline CPU of its family, as a distribution's compiler builds:
# nothing is enabled for, or tuned to, the build machine's CPU. zig must be on
# the PATH (ci/lib.sh's need_zig puts it there).
exec zig cc -mcpu=baseline "$@"
