#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# Instructions executed per Keccak-f[1600] permutation by each AArch64
# backend, counted under qemu-aarch64 -cpu max (every translated block logged
# with -d in_asm,exec,nochain, then summed over its executions). Each figure
# is the difference between 1 and 11 calls, divided by 10, so program start-up
# and the one-time CPU detection drop out; the dispatch of each call stays in.
# A count, not a time: emulation says nothing about speed.
#
# Usage: ci/count-aarch64-instructions.sh   (after ci/test-aarch64.sh, which
#        installs the tools and builds build-aarch64/)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need_apt python3
root=$(repo_root)
build=$root/build-aarch64
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/permute.c" <<'EOF'
#include <stdlib.h>

#include "keccakx.h"

/* permute BACKEND WIDTH CALLS: CALLS permutations of WIDTH (1 or 2) states. */
int main(int argc, char **argv) {
  static uint64_t states[2][25];
  if (argc != 4 || kx_use_backend(argv[1]) != KX_OK) return 2;
  unsigned width = (unsigned)atoi(argv[2]);
  long calls = atol(argv[3]);
  for (long i = 0; i < calls; i++) width == 1 ? kx_permute(states[0], 24) : kx_permute_x2(states, 24);
  return 0;
}
EOF
aarch64-linux-gnu-gcc -O2 -I"$root/include" "$work/permute.c" "$build/libkeccakx.a" -lpthread \
  -o "$work/permute"

cat > "$work/count.py" <<'EOF'
import re, sys
# Sums the instructions of every executed translation block in a qemu log.
size, block, total = {}, None, 0
for line in open(sys.argv[1], errors="replace"):
    if line.startswith("IN:"):
        block = None
    elif m := re.match(r"0x([0-9a-f]+):\s+[0-9a-f]{8}\s", line):
        if block is None:
            block = int(m.group(1), 16)
            size[block] = 0
        size[block] += 1
    elif m := re.match(r"Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/", line):
        total += size.get(int(m.group(1), 16), 0)
print(total)
EOF

executed() { # backend width calls
  qemu-aarch64 -L /usr/aarch64-linux-gnu -cpu max -d in_asm,exec,nochain -D "$work/log" \
    "$work/permute" "$@"
  python3 "$work/count.py" "$work/log"
}

per_call() { # backend width
  echo $(( ($(executed "$1" "$2" 11) - $(executed "$1" "$2" 1)) / 10 ))
}

generic=$(per_call generic 1)
printf '%-8s %5s %18s %16s %18s\n' backend width "instructions/call" "per permutation" "vs generic"
for row in "generic 1" "neon 1" "neon 2" "sha3 1" "sha3 2"; do
  set -- $row
  total=$(per_call "$1" "$2")
  each=$((total / $2))
  printf '%-8s %5s %18s %16s %17.2fx\n' "$1" "$2" "$total" "$each" \
    "$(awk -v g="$generic" -v e="$each" 'BEGIN { print g / e }')"
done
