#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# A Windows program has no export table: the command built from the DLL's
# dllexport-marked objects exports none of their kx_* functions.
# Usage: check_exe_exports_nothing.sh keccakx.exe [objdump]
set -eu
program=$1
objdump=${2:-objdump}
headers=$("$objdump" -p "$program")
if echo "$headers" | grep -q '^\[Ordinal/Name Pointer\] Table'; then
  echo "$program exports symbols:"
  echo "$headers" | sed -n '/^\[Ordinal\/Name Pointer\] Table/,/^$/p'
  exit 1
fi
echo "ok: $program has no export table"
