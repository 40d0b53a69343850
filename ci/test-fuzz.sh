#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# libFuzzer with ASan+UBSan: both targets side by side (one core each) for a
# bounded time (KX_FUZZ_SECONDS, default 30), starting from the seed corpus in
# tests/fuzz/corpus/ with a fixed seed (the same mutations every run; only how
# many fit in the time varies). Prints the executions and coverage each reached.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
seconds=${KX_FUZZ_SECONDS:-30}
targets=(fuzz_differential fuzz_api_misuse)

step "building the fuzz targets (clang, -fsanitize=fuzzer,address,undefined)"
cmake --preset fuzz > /dev/null
cmake --build --preset fuzz -j "$(jobs)"

step "${targets[*]} for ${seconds}s each, side by side"
pids=()
for target in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$target
  mkdir -p "$corpus"
  cp tests/fuzz/corpus/$target/* "$corpus/"
  # Crash reproducers go to build-fuzz/, never into the source tree.
  build-fuzz/tests/fuzz/$target -max_total_time="$seconds" -seed=1 -print_final_stats=1 \
    -artifact_prefix=build-fuzz/$target- "$corpus" > "build-fuzz/$target.log" 2>&1 &
  pids+=($!)
done

failed=0
for i in "${!targets[@]}"; do
  target=${targets[$i]} log=build-fuzz/${targets[$i]}.log
  if wait "${pids[$i]}"; then
    echo "$target: $(grep -E '^#[0-9]+' "$log" | tail -n 1)"
  else
    tail -n 60 "$log"
    echo "$target FAILED (reproducer in build-fuzz/)"
    failed=1
  fi
done
exit $failed
