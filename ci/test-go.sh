#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The Go package (bindings/go): go vet; the tests (vectors with every backend,
# x/crypto/sha3 comparisons, examples) plain, under the race detector and
# with GOEXPERIMENT=cgocheck2; the fuzz targets for a bounded time; the tests
# again linked against the installed library (keccakx_system tag, pkg-config);
# and a smoke run of the comparison benchmarks (bindings/go/bench).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential pkg-config cmake ninja-build ca-certificates

need_go

step "Go: vet"
go vet ./...
(cd bindings/go/bench && go vet ./...)

step "Go: tests"
go test -count=1 ./...

step "Go: tests under the race detector"
go test -race -count=1 ./...

step "Go: tests with GOEXPERIMENT=cgocheck2"
GOEXPERIMENT=cgocheck2 go test -count=1 ./...

step "Go: fuzz FuzzStreamingMatchesXCrypto for ${KX_GO_FUZZTIME:-30s}"
go test -run '^$' -fuzz '^FuzzStreamingMatchesXCrypto$' -fuzztime "${KX_GO_FUZZTIME:-30s}" -fuzzminimizetime 3s ./bindings/go

step "Go: fuzz FuzzUnmarshalAgreesWithGoPackages for ${KX_GO_FUZZTIME:-30s}"
go test -run '^$' -fuzz '^FuzzUnmarshalAgreesWithGoPackages$' -fuzztime "${KX_GO_FUZZTIME:-30s}" -fuzzminimizetime 3s ./bindings/go

step "Go: tests against the installed library (keccakx_system tag)"
build=$(mktemp -d)
prefix=$(mktemp -d)
trap 'rm -rf "$build" "$prefix"' EXIT
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKECCAKX_TESTS=OFF -DKECCAKX_CLI=OFF \
  -DCMAKE_INSTALL_PREFIX="$prefix" > /dev/null
cmake --build "$build" -j "$(jobs)" > /dev/null
cmake --install "$build" > /dev/null
PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name keccakx.pc)") \
LD_LIBRARY_PATH=$(dirname "$(find "$prefix" -name 'libkeccakx.so' | head -1)") \
  go test -tags keccakx_system -count=1 ./bindings/go

step "Go: comparison benchmarks compile and run (one iteration each)"
(cd bindings/go/bench && go test -run '^$' -bench . -benchtime 1x ./... > /dev/null)
