#!/usr/bin/env bash
# The docs stay true: docs/c-api.md matches the header, and every complete C
# program in README.md and docs/*.md (a ```c block with a main function)
# compiles against the library and runs successfully.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config python3

step "docs/c-api.md is generated from include/keccakx.h"
python3 docs/generate_c_api.py --check

step "C examples in the docs compile and run"
cmake -S . -B build-docs -G Ninja -DKECCAKX_TESTS=OFF > /dev/null
cmake --build build-docs -j "$(jobs)" --target keccakx_static
examples=build-docs/examples
rm -rf "$examples" && mkdir -p "$examples"
python3 - "$examples" README.md docs/*.md <<'PY'
import re, sys
out, files = sys.argv[1], sys.argv[2:]
for path in files:
    for n, block in enumerate(re.findall(r"```c\n(.*?)```", open(path).read(), re.S)):
        if "int main" in block:
            name = path.replace("/", "_").replace(".md", "")
            open(f"{out}/{name}_{n}.c", "w").write(block)
PY
count=0
for example in "$examples"/*.c; do
  cc -std=c11 -Wall -Wextra -Werror -Iinclude "$example" build-docs/libkeccakx.a -pthread -o "${example%.c}"
  "${example%.c}" > /dev/null
  echo "ok: $(basename "$example")"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "no C examples found"; exit 1; }
