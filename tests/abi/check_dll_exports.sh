#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# A Windows DLL's export table names exactly the public API (exported_symbols.txt).
# Usage: check_dll_exports.sh libkeccakx.dll [objdump]
set -eu
library=$1
objdump=${2:-objdump}
expected=$(dirname "$0")/exported_symbols.txt
actual=$("$objdump" -p "$library" | sed -n '/^\[Ordinal\/Name Pointer\] Table/,/^$/s/^[[:space:]]*\[ *[0-9]*\] //p' | sort -u)
if [ -z "$actual" ] || [ "$actual" != "$(sort -u "$expected")" ]; then
  echo "the export table of $library differs from $expected:"
  echo "$actual" | diff "$expected" - || true
  exit 1
fi
echo "ok: $(echo "$actual" | wc -l) exported symbols, all kx_, all listed"
