#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The shared library exports exactly the symbols listed in exported_symbols.txt:
# adding or losing one is an ABI change and must be deliberate (their version
# node is check_version_node.sh's).
# Usage: check_exports.sh path/to/libkeccakx.so [nm]
set -eu
library=$1
nm=${2:-nm}
expected=$(dirname "$0")/exported_symbols.txt
actual=$("$nm" -D --defined-only "$library" | awk '$2 ~ /^[TDRBVW]$/ {print $3}' | sed 's/@.*//' | sort -u)
if [ "$actual" != "$(sort -u "$expected")" ]; then
  echo "exported symbols differ from $expected:"
  echo "$actual" | diff "$expected" - || true
  exit 1
fi
echo "ok: $(echo "$actual" | wc -l) exported symbols, all kx_, all listed"
