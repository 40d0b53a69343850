#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The C library: builds with gcc (warnings are errors) and clang, runs the
# whole suite in each, then under ASan+UBSan, the thread test under
# ThreadSanitizer, and the suite under valgrind memcheck.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config libcriterion-dev libssl-dev clang valgrind binutils

step "license: LICENSE-MIT, LICENSE-APACHE and an SPDX line in every source file"
tests/license/check_spdx.sh

for preset in release clang asan; do
  step "C suite: $preset"
  cmake --preset "$preset" > /dev/null
  cmake --build --preset "$preset" -j "$(jobs)"
  ctest --preset "$preset" -j "$(jobs)"
done

step "C thread test under ThreadSanitizer"
cmake --preset tsan > /dev/null
cmake --build --preset tsan -j "$(jobs)" --target test_threads
ctest --preset tsan -R '^test_threads$'

step "C suite under valgrind memcheck"
cmake --preset valgrind > /dev/null
cmake --build --preset valgrind -j "$(jobs)"
ctest --preset valgrind -j "$(jobs)"
