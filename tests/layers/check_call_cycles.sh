#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Calls in the core run one way, down the layers of docs/architecture.md: a
# source file's object calls functions of the files below it, and none of
# them calls back. Each object's defined and undefined symbols (nm) give
# which file calls which; tsort finds any cycle among them and names it.
# Usage: check_call_cycles.sh nm object...
set -eu
nm=$1
shift
# core/modes/tree.c.o and the like, named by their path from core/.
unit_of() { printf '%s\n' "$1" | sed -e 's|.*/core/|core/|' -e 's|\.c\.o[bj]*$||'; }
calls=$(for object in "$@"; do
  "$nm" "$object" | awk -v unit="$(unit_of "$object")" '
    $1 == "U" { print "uses", $2, unit; next }
    NF == 3 && $2 ~ /^[TDRBC]$/ { print "defines", $3, unit }'
done | awk '
  $1 == "defines" { owner[$2] = $3; next }
  { used[++n] = $2; user[n] = $3 }
  END { for (i = 1; i <= n; i++) if ((used[i] in owner) && owner[used[i]] != user[i]) print user[i], owner[used[i]] }' |
  sort -u)
if ! printf '%s\n' "$calls" | tsort > /dev/null 2> loop; then
  echo "calls in the core run in a circle (each calls the next):"
  sed -n 's/^tsort: //p' loop | grep -v 'contains a loop'
  echo "the calls between files:"
  printf '%s\n' "$calls"
  rm -f loop
  exit 1
fi
rm -f loop
echo "ok: $(printf '%s\n' "$calls" | wc -l) calls between core files, none in a circle"
