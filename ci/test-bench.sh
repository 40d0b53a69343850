#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The benchmark pipeline: `bench/run-all --quick` runs the C, Python, Go and
# Rust benchmarks against their incumbents (and go-ethereum's crypto
# benchmarks as released and with keccakx under it), and one large input on
# 1, 2, ... threads in every language, with a few samples each, and writes the
# report and its plots into a scratch directory. The committed
# docs/benchmarks.md, its plots and README.md are never touched (checked).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
committed() { sha256sum README.md docs/benchmarks*.md docs/benchmarks-*.png 2> /dev/null; }
before=$(committed)

step "bench/run-all --quick, into a scratch directory"
bench/run-all --quick --out "$out" --work build-bench-quick

step "the report and its plots"
grep -q '^<!-- headline numbers' "$out/benchmarks.md"
grep -q '^<!-- go-ethereum numbers' "$out/benchmarks.md"
grep -q "^### go-ethereum's own benchmarks, with keccakx under it" "$out/benchmarks.md"
for plot in benchmarks-throughput.png benchmarks-short.png benchmarks-batch.png benchmarks-threads.png; do
  head -c 8 "$out/$plot" | od -An -c | grep -q 'P   N   G' || { echo "$plot is not a PNG"; exit 1; }
  grep -qF "($plot)" "$out/benchmarks.md" || { echo "benchmarks.md does not show $plot"; exit 1; }
  echo "ok: $plot"
done
for language in 'C library' command Go 'Go without cgo' Python Rust; do
  grep -q "^| $language (.*, [0-9]* MiB | [0-9,]* MB/s" "$out/benchmarks.md" ||
    { echo "the threads tables have no row of $language"; exit 1; }
done
echo "ok: the threads tables have a row of every language"
[ "$(committed)" = "$before" ] || { echo "run-all --out changed the committed docs"; exit 1; }
echo "the committed docs are untouched"
