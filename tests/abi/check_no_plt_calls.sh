#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# No function of the shared library calls another kx_ function through the
# PLT: such a call could be bound to another copy of the library (or an
# LD_PRELOAD) and costs an indirect jump (cmake/KeccakxHardening.cmake).
# Usage: check_no_plt_calls.sh path/to/libkeccakx.so [objdump]
set -eu
library=$1
objdump=${2:-objdump}
disassembly=$("$objdump" -d "$library")
if ! echo "$disassembly" | grep -q '<kx_'; then
  echo "no kx_ function in the disassembly of $library"
  exit 1
fi
through_plt=$(echo "$disassembly" | grep -E '(call|jmp|b|bl)[a-z]*[[:space:]].*<kx_[A-Za-z0-9_]*@plt>' || true)
if [ -n "$through_plt" ]; then
  echo "$(echo "$through_plt" | wc -l) calls to kx_ functions through the PLT in $library:"
  echo "$through_plt"
  exit 1
fi
echo "ok: 0 calls to kx_ functions through the PLT"
