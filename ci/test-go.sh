#!/usr/bin/env bash
# The Go package (bindings/go): go vet; the tests (vectors with every backend,
# x/crypto/sha3 comparisons, examples) plain, under the race detector and
# with GOEXPERIMENT=cgocheck2; the fuzz targets for a bounded time; the tests
# again linked against the installed library (keccakx_system tag, pkg-config);
# and a smoke run of the comparison benchmarks (bindings/go/bench).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential pkg-config cmake ninja-build ca-certificates

# Go >= 1.24 (for #cgo noescape). This machine kind ships one in /usr/local/go;
# elsewhere Debian's older go fetches an official toolchain, which is a module
# of the Go module proxy.
go_ok() { command -v go > /dev/null && go version | grep -Eq 'go1\.(2[4-9]|[3-9][0-9])'; }
export PATH="/usr/local/go/bin:$PATH"
if ! go_ok; then
  need_apt golang-go
  toolchain=golang.org/toolchain@v0.0.1-go1.26.0.linux-$(dpkg --print-architecture)
  dir=$(cd "$(mktemp -d)" && go mod init fetch > /dev/null 2>&1 &&
        GOFLAGS=-modcacherw go mod download -json "$toolchain" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  chmod +x "$dir"/bin/* "$dir"/pkg/tool/*/* # a module zip keeps no file modes
  export PATH="$dir/bin:$PATH"
fi
go version

# cgo's build cache keys on the files of the package directory, not on the
# core sources they #include: without this, a changed core could be tested
# from stale objects. The digest of the core makes the key change with it.
core_digest=$(find core include -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
export CGO_CFLAGS="-g -O2 -DKECCAKX_GO_CORE_DIGEST=$core_digest"

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
go test -run '^$' -fuzz '^FuzzStreamingMatchesXCrypto$' -fuzztime "${KX_GO_FUZZTIME:-30s}" ./bindings/go

step "Go: fuzz FuzzUnmarshalAgreesWithGoPackages for ${KX_GO_FUZZTIME:-30s}"
go test -run '^$' -fuzz '^FuzzUnmarshalAgreesWithGoPackages$' -fuzztime "${KX_GO_FUZZTIME:-30s}" ./bindings/go

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
