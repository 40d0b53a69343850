#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Two shared objects that each link libkeccakx.a, loaded into one program:
# linked by default, the second one's kx_ calls bind to the first one's copy
# (kx_version of both returns one string, the first copy's); linked with
# -Wl,--exclude-libs,ALL, each keeps its own (docs/getting-started-c.md).
# Usage: check_exclude_libs.sh {shared|separate|skip} libkeccakx.a include-dir [cc]
#   shared:   without --exclude-libs the copies are one (the hazard shown)
#   separate: with --exclude-libs each plugin calls its own copy
#   skip:     the linker has no --exclude-libs (zig's lld): says so, exits 77
set -eu
expect=$1
if [ "$expect" = skip ]; then
  echo "skipped: the linker has no --exclude-libs"
  exit 77
fi
archive=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
include=$(cd "$3" && pwd)
cc=${4:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
for plugin in a b; do
  cat > $plugin.c <<SOURCE
#include "keccakx.h"
const char *${plugin}_version_string(void) { return kx_version(); }
SOURCE
done
cat > main.c <<'SOURCE'
#include <stdio.h>
const char *a_version_string(void);
const char *b_version_string(void);
int main(void) {
  puts(a_version_string() == b_version_string() ? "shared" : "separate");
  return 0;
}
SOURCE
flags=
[ "$expect" = separate ] && flags=-Wl,--exclude-libs,ALL
for plugin in a b; do
  "$cc" -shared -fPIC -I"$include" -o lib$plugin.so $plugin.c "$archive" $flags
done
"$cc" -o main main.c -L. -la -lb -Wl,-rpath,"$work"
got=$(./main)
if [ "$got" != "$expect" ]; then
  echo "two plugins holding libkeccakx.a (linked with '${flags:-default flags}'): copies $got, expected $expect"
  exit 1
fi
echo "ok: two plugins holding libkeccakx.a, linked with '${flags:-default flags}': copies $expect"
