#!/usr/bin/env bash
# libFuzzer with ASan+UBSan: each target for a bounded time (KX_FUZZ_SECONDS,
# default 60), starting from the seed corpus in tests/fuzz/corpus/. Prints the
# executions and coverage each reached.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
seconds=${KX_FUZZ_SECONDS:-60}

step "building the fuzz targets (clang, -fsanitize=fuzzer,address,undefined)"
cmake --preset fuzz > /dev/null
cmake --build --preset fuzz -j "$(jobs)"

for target in fuzz_differential fuzz_api_misuse; do
  step "$target for ${seconds}s"
  corpus=build-fuzz/corpus/$target
  mkdir -p "$corpus"
  cp tests/fuzz/corpus/$target/* "$corpus/"
  log=build-fuzz/$target.log
  # Crash reproducers go to build-fuzz/, never into the source tree.
  if ! build-fuzz/tests/fuzz/$target -max_total_time="$seconds" -print_final_stats=1 \
      -artifact_prefix=build-fuzz/$target- "$corpus" > "$log" 2>&1; then
    tail -n 60 "$log"
    echo "$target FAILED (reproducer in build-fuzz/)"
    exit 1
  fi
  grep -E '^#[0-9]+' "$log" | tail -n 1
  grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "$log"
done
