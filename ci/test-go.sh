#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The Go package (bindings/go): go vet; the committed amd64 assembly of the
# pure-Go core against its generator's output; the tests (vectors with every backend,
# x/crypto/sha3 comparisons, examples; bindings/go/testdeps' comparison with
# CIRCL's KangarooTwelve; bindings/go/gethtest's with go-ethereum's StackTrie and PartialStackTrie) with cgo (plain, under the race
# detector, with GOEXPERIMENT=cgocheck2) and without it (the pure-Go core, also with the purego tag: no assembly;
# its goroutines under the race detector, in a copy without the cgo files);
# test binaries cross-compiled for arm64 both ways and run under qemu-user,
# and the pure-Go core's on big-endian s390x; a consumer module that vendors
# the package, builds and tests it from vendor/ and links it into a C shared
# library that must export no kx_* symbol; the fuzz targets for a bounded
# number of inputs; the tests again linked against the installed library
# (keccakx_system tag, pkg-config); and a smoke run of the comparison
# benchmarks (bindings/go/bench) both ways.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
root=$PWD
need_apt build-essential pkg-config cmake ninja-build ca-certificates \
  gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user binutils

need_go
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

step "Go: vet (with and without cgo)"
go vet ./...
CGO_ENABLED=0 go vet ./...
(cd bindings/go/bench && GOWORK=off go vet ./...)

step "Go: the committed amd64 assembly is what its generator (bindings/go/internal/asm, avo) writes"
(cd bindings/go/internal/asm && GOWORK=off go vet . && GOWORK=off go run .) | cmp - bindings/go/purego_permutation_amd64.s

step "Go: tests"
go test -count=1 ./... ./bindings/go/testdeps

step "Go: StackTrie and PartialStackTrie against go-ethereum's (bindings/go/gethtest), with and without cgo"
(
  cd bindings/go/gethtest
  export GOWORK=off
  go vet .
  go test -count=1 .
  CGO_ENABLED=0 go test -count=1 .
)

step "Go: tests without cgo (the pure-Go core)"
CGO_ENABLED=0 go test -count=1 ./... ./bindings/go/testdeps
# The purego tag leaves out the amd64 assembly: the Go permutation alone.
CGO_ENABLED=0 go vet -tags purego ./bindings/go
CGO_ENABLED=0 go test -tags purego -count=1 ./bindings/go

step "Go: tests under the race detector"
go test -race -count=1 ./...

step "Go: the pure-Go core's goroutines (SetThreads) under the race detector"
# -race needs cgo, and with cgo the package builds the C core instead: a copy
# of the package without its cgo files (the build constraints' !cgo dropped)
# builds the pure-Go core with cgo on.
purego=$scratch/purego-race
mkdir -p "$purego/bindings" "$purego/tests"
cp go.mod go.sum "$purego/"
cp -r bindings/go "$purego/bindings/go"
cp -r tests/vectors "$purego/tests/"
(
  cd "$purego/bindings/go"
  rm -rf bench gethtest testdeps internal ./*.c ./*.h
  grep -l -e '^//go:build cgo' -e '^//go:build keccakx_system' -e '^import "C"' ./*.go | xargs rm
  sed -i -e 's,^//go:build !cgo$,,' -e 's/ && !cgo//' -e 's/!cgo && //' ./*.go ./*.s
  export GOWORK=off GOFLAGS=-mod=mod
  [ "$(go list -f '{{len .CgoFiles}}' .)" = 0 ] || { echo "the copy still has cgo files"; exit 1; }
  go test -race -count=1 -run 'Goroutines|Concurrently' .
)

step "Go: tests with GOEXPERIMENT=cgocheck2"
GOEXPERIMENT=cgocheck2 go test -count=1 ./...

step "Go: the package builds with the x/crypto of go.mod alone (no go.work)"
GOWORK=off go build ./bindings/go
GOWORK=off CGO_ENABLED=0 go build ./bindings/go

step "Go: arm64 test binaries, cross-compiled with and without cgo, run under qemu-user"
CGO_ENABLED=1 GOARCH=arm64 CC=aarch64-linux-gnu-gcc go test -c -o "$scratch/keccakx-arm64-cgo.test" ./bindings/go
CGO_ENABLED=0 GOARCH=arm64 go test -c -o "$scratch/keccakx-arm64-nocgo.test" ./bindings/go
for binary in keccakx-arm64-cgo keccakx-arm64-nocgo; do
  (cd bindings/go && qemu-aarch64 -L /usr/aarch64-linux-gnu "$scratch/$binary.test" -test.count=1)
done

step "Go: the pure-Go core on a big-endian CPU (s390x under qemu-user)"
CGO_ENABLED=0 GOARCH=s390x go test -c -o "$scratch/keccakx-s390x.test" ./bindings/go
(cd bindings/go && qemu-s390x "$scratch/keccakx-s390x.test" -test.count=1)

step "Go: a consumer module vendors the package, builds and tests it from vendor/"
consumer=$scratch/consumer
mkdir "$consumer"
cat > "$consumer/main.go" <<'GO'
// A program that uses keccakx.
package main

import (
	"fmt"

	keccakx "github.com/keccakx/keccakx/bindings/go"
)

func main() { fmt.Printf("%x\n", keccakx.Keccak256Hash([]byte("hello"))) }
GO
cat > "$consumer/export.go" <<'GO'
// What the program exports when built as a C shared library (with cgo).
package main

import "C"

import keccakx "github.com/keccakx/keccakx/bindings/go"

//export ConsumerKeccak256First
func ConsumerKeccak256First(b byte) byte {
	h := keccakx.Keccak256Hash([]byte{b})
	return h[0]
}
GO
hello=1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8 # Keccak-256("hello")
(
  cd "$consumer"
  export GOWORK=off
  go mod init example.com/consumer > /dev/null 2>&1
  # As bindings/go/README.md tells a user of a clone to do.
  go mod edit -require=github.com/keccakx/keccakx@v0.0.0 -replace="github.com/keccakx/keccakx=$root"
  go mod tidy
  # Requiring keccakx raises x/crypto only to what the package needs.
  crypto=$(go list -m -f '{{.Version}}' golang.org/x/crypto)
  want=$(cd "$root" && GOWORK=off go list -m -f '{{.Version}}' golang.org/x/crypto)
  [ "$crypto" = "$want" ] || { echo "a consumer gets golang.org/x/crypto $crypto, want $want"; exit 1; }
  go mod vendor
  go build -mod=vendor -o consumer .
  [ "$(./consumer)" = "$hello" ]
  CGO_ENABLED=0 go build -mod=vendor -o consumer .
  [ "$(./consumer)" = "$hello" ]

  step "Go: a C shared library built with the package exports no kx_* symbol"
  go build -mod=vendor -buildmode=c-shared -o libconsumer.so .
  exported=$(nm -D --defined-only libconsumer.so)
  grep -q ' ConsumerKeccak256First$' <<< "$exported" || { echo "the Go export is missing"; exit 1; }
  if grep -E ' kx_|kxgo_' <<< "$exported"; then echo "the bundled C core leaks symbols"; exit 1; fi

  step "Go: the package's tests run from the vendored copy, with and without cgo"
  # go mod vendor copies no _test.go file and no data; bring them, and the
  # x/crypto the tests compare with, as the repository's go.work does.
  go mod edit -require=golang.org/x/crypto@"$(cd "$root/bindings/go/testdeps" && GOWORK=off go list -m -f '{{.Version}}' golang.org/x/crypto)"
  go mod tidy
  go mod vendor
  vendored=vendor/github.com/keccakx/keccakx
  cp "$root"/bindings/go/*_test.go "$vendored/bindings/go/"
  mkdir -p "$vendored/tests" && cp -r "$root/tests/vectors" "$vendored/tests/"
  go test -mod=vendor -count=1 github.com/keccakx/keccakx/bindings/go
  CGO_ENABLED=0 go test -mod=vendor -count=1 github.com/keccakx/keccakx/bindings/go
)

# Fuzzing runs for a number of inputs, not a time: a -fuzztime duration ends
# on a wall-clock deadline that Go's fuzz coordinator can report as the
# failure "context deadline exceeded" with no failing input when a worker is
# starved at that moment (golang/go#75804, fixed in Go 1.27); a count has no
# deadline. Minimization is bounded by count for the same reason.
fuzz_runs=${KX_GO_FUZZ_RUNS:-100000}
for target in FuzzStreamingMatchesXCrypto FuzzUnmarshalAgreesWithGoPackages; do
  step "Go: fuzz $target for $fuzz_runs inputs"
  go test -run '^$' -fuzz "^$target\$" -fuzztime "${fuzz_runs}x" -fuzzminimizetime 200x ./bindings/go
done

step "Go: tests against the installed library (keccakx_system tag)"
prefix=$scratch/prefix
install_release_build "$prefix"
libdir=$(dirname "$(find "$prefix" -name 'libkeccakx.so' | head -1)")
# Go's build cache does not key on pkg-config's output (golang/go#24544): a
# second run on the same machine would link with the -L of an earlier run's
# prefix, long deleted. CGO_LDFLAGS names this run's.
PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name keccakx.pc)") \
LD_LIBRARY_PATH=$libdir CGO_LDFLAGS="-L$libdir" \
  go test -tags keccakx_system -count=1 ./bindings/go

step "Go: comparison benchmarks compile and run (one iteration each, with and without cgo)"
(cd bindings/go/bench && GOWORK=off go test -run '^$' -bench . -benchtime 1x ./... > /dev/null)
(cd bindings/go/bench && GOWORK=off CGO_ENABLED=0 go test -run '^$' -bench . -benchtime 1x ./... > /dev/null)
