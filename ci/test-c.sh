#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The C library: builds with gcc (warnings are errors) and clang, runs the
# whole suite in each, again with each backend this CPU runs forced through
# KECCAKX_BACKEND, then under ASan+UBSan (gcc), clang's UBSan (which also
# checks NULL + 0), the thread test under ThreadSanitizer, and the suite under
# valgrind memcheck.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config libcriterion-dev libssl-dev clang libclang-rt-14-dev \
  valgrind binutils

step "license: LICENSE-MIT, LICENSE-APACHE and an SPDX line in every source file"
tests/license/check_spdx.sh

for preset in release clang asan ubsan; do
  step "C suite: $preset"
  cmake --preset "$preset" > /dev/null
  cmake --build --preset "$preset" -j "$(jobs)"
  ctest --preset "$preset" -j "$(jobs)"
done

# A user forces a backend for the whole process: every test must hold then too.
for backend in $(build-release/tests/conformance_driver --backends); do
  step "C suite (release) with KECCAKX_BACKEND=$backend"
  KECCAKX_BACKEND=$backend ctest --preset release -j "$(jobs)"
done

step "C thread test under ThreadSanitizer"
cmake --preset tsan > /dev/null
cmake --build --preset tsan -j "$(jobs)" --target test_threads
ctest --preset tsan -R '^test_threads$'

step "C suite under valgrind memcheck"
cmake --preset valgrind > /dev/null
cmake --build --preset valgrind -j "$(jobs)"
ctest --preset valgrind -j "$(jobs)"
