#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The version node of the exported symbols follows the SONAME's major version
# (libkeccakx.so.N exports kx_*@@KECCAKX_N): two majors loaded into one process
# (say by two plugins) then bind each caller to its own library instead of
# both to the first one loaded.
# Usage: check_version_node.sh path/to/libkeccakx.so [nm] [readelf]
set -eu
library=$1
nm=${2:-nm}
readelf=${3:-readelf}
soname=$("$readelf" -d "$library" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
major=${soname##*.so.}
case $major in
  ''|*[!0-9]*) echo "SONAME '$soname' does not end in .so.<major>"; exit 1 ;;
esac
node=KECCAKX_$major
if ! "$readelf" -V "$library" | grep -q "Name: $node\$"; then
  echo "$soname does not define version node $node (cmake/keccakx.map names:"
  "$readelf" -V "$library" | sed -n 's/.*Name: \(KECCAKX_[0-9A-Za-z_]*\)$/  \1/p'
  echo ")"
  exit 1
fi
outside=$("$nm" -D --defined-only "$library" | awk -v node="@@$node" '$2 ~ /^[TDRBVW]$/ {
  n = length(node); if (substr($3, length($3) - n + 1) != node) print $3 }')
if [ -n "$outside" ]; then
  echo "exported symbols of $soname outside version node $node (cmake/keccakx.map):"
  echo "$outside"
  exit 1
fi
echo "ok: every exported symbol of $soname is in $node"
