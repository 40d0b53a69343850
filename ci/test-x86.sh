#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The x86-64 backends beyond the C suite (ci/test-c.sh already runs every
# backend this CPU has through the whole suite, test_x86 included):
#  - the build with a compiler that cannot target AVX-512, and one that can
#    target neither AVX2 nor AVX-512 (the KX_COMPILER_* switches of
#    core/backends/x86_targets.h make gcc behave like such an old compiler):
#    the backends are left out, everything else builds and passes;
#  - KECCAKX_BACKEND, as a user would set it, takes effect for every width in
#    the keccakx command (ci/test-c.sh runs the whole suite so forced);
#  - the benchmark against OpenSSL builds and runs (a short run: CI machines
#    are too noisy for numbers; docs/benchmarks-x86.md has real ones).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
if [ "$(uname -m)" != x86_64 ]; then
  echo "not an x86-64 machine: nothing to test here"
  exit 0
fi
need_apt build-essential cmake ninja-build pkg-config libcriterion-dev libssl-dev

# Builds into build-x86-<name> with extra C flags and runs the suite there.
suite_with() {
  local name=$1 flags=$2
  step "C suite built with $flags"
  cmake -S . -B "build-x86-$name" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKECCAKX_TESTS=ON \
    -DKECCAKX_WERROR=ON "-DCMAKE_C_FLAGS=$flags" > /dev/null
  cmake --build "build-x86-$name" -j "$(jobs)"
  ctest --test-dir "build-x86-$name" -j "$(jobs)" --output-on-failure
}

# Fails unless `keccakx backends` of build $1 lists exactly the backends $2.
expect_backends() {
  local built
  built=$("build-x86-$1/keccakx" backends | awk 'NR > 1 {print $1}' | tr '\n' ' ')
  if [ "$built" != "$2 " ]; then
    echo "build $1 has backends '$built', expected '$2 '"
    return 1
  fi
  echo "build $1 has backends: $built"
}

suite_with no-avx512 "-DKX_COMPILER_AVX512=0"
expect_backends no-avx512 "bmi2 avx2 generic"
suite_with no-simd "-DKX_COMPILER_AVX2=0 -DKX_COMPILER_AVX512=0"
expect_backends no-simd "bmi2 generic"

step "each backend forced by KECCAKX_BACKEND in the keccakx command"
release_build keccakx_cli keccakx_vs_openssl
for backend in $(build-release/keccakx backends | awk 'NR > 1 && / yes / {print $1}'); do
  KECCAKX_BACKEND=$backend build-release/keccakx backends | grep -Eq "^$backend .* 1 2 4 8\$" || {
    echo "KECCAKX_BACKEND=$backend did not take effect for every width"
    exit 1
  }
  echo "forced: $backend"
done

step "benchmark against OpenSSL (short run)"
build-release/keccakx-vs-openssl --quick > /dev/null
echo "keccakx-vs-openssl ran"
