#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The shared object imports no pthread_* symbol and needs no thread library:
# pthread_once@GLIBC_2.34 alone kept Python wheels from manylinux2014 (the
# one-time initialisation is C11 atomics, core/dispatch.c).
# Usage: check_no_thread_library.sh path/to/libkeccakx.so [nm] [readelf]
set -eu
library=$1
nm=${2:-nm}
readelf=${3:-readelf}
imported=$("$nm" -D --undefined-only "$library" | awk '{print $NF}' | grep '^pthread_' || true)
if [ -n "$imported" ]; then
  echo "$library imports thread functions:"
  echo "$imported"
  exit 1
fi
if "$readelf" -d "$library" | grep -q 'NEEDED.*libpthread'; then
  echo "$library needs libpthread"
  exit 1
fi
echo "ok: no pthread_* import, no libpthread"
