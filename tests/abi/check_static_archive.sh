#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The static archive defines exactly the public API (exported_symbols.txt),
# like the shared object: none of the core's internal kx_ globals, so that a
# program linking libkeccakx.a next to another copy of the core (Go's bundled
# one, say) gets two independent libraries, not one merged dispatcher or a
# "multiple definition" error.
# Usage: check_static_archive.sh path/to/libkeccakx.a [nm]
set -eu
archive=$1
nm=${2:-nm}
expected=$(dirname "$0")/exported_symbols.txt
actual=$("$nm" -g --defined-only "$archive" | awk 'NF == 3 {print $3}' | sort -u)
if [ "$actual" != "$(sort -u "$expected")" ]; then
  echo "global symbols defined by $archive differ from $expected:"
  echo "$actual" | diff "$expected" - || true
  exit 1
fi
echo "ok: $(echo "$actual" | wc -l) global symbols defined, exactly the public API"
