#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Runs the criterion benchmarks RUNS times (default 3), each saved as its own
# baseline, then prints the median ratios: on a shared machine one run is noise.
set -eu
cd "$(dirname "$0")/.."
runs=${1:-3}
baselines=""
for i in $(seq 1 "$runs"); do
    cargo bench -j2 -p keccakx-bench -- --save-baseline "run$i" --noplot > /dev/null 2>&1
    baselines="$baselines run$i"
done
python3 bench/ratios.py $baselines
