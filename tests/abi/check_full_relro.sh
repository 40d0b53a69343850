#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The ELF file is linked with full RELRO (-z relro -z now): a GNU_RELRO
# segment, and BIND_NOW so that the GOT is resolved at load and then made
# read-only as a whole.
# Usage: check_full_relro.sh path/to/elf-file [readelf]
set -eu
file=$1
readelf=${2:-readelf}
if ! "$readelf" -lW "$file" | grep -q 'GNU_RELRO'; then
  echo "$file has no GNU_RELRO segment (not linked with -z relro)"
  exit 1
fi
if ! "$readelf" -dW "$file" | grep -Eq '\(BIND_NOW\)|\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*NOW'; then
  echo "$file has RELRO but not BIND_NOW (partial RELRO: not linked with -z now)"
  exit 1
fi
echo "ok: $file has full RELRO"
