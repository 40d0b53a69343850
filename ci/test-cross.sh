#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# What cannot run here is built here: the library, the command and a program
# linked to the library for macOS (arm64, x86-64) and Windows arm64 with zig cc (the
# arm64 objects checked to hold the sha3 backend's instructions); the public
# header compiled as C and C++ for an MSVC target; the Go package without cgo
# for other systems and CPUs, and with cgo for macOS arm64.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
cd "$root"
need_apt build-essential cmake ninja-build clang llvm python3-venv
scratch=build-cross
mkdir -p "$scratch"

# zig comes from PyPI, pinned here only; 0.13 cannot build the sha3 backend
# (LLVM has no instruction selection for its BCAX intrinsic there).
zig_version=0.14.0
venv=$scratch/venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install --quiet "ziglang==$zig_version"
mkdir -p "$scratch/bin"
printf '#!/bin/sh\nexec "%s" -m ziglang "$@"\n' "$root/$venv/bin/python" > "$scratch/bin/zig"
chmod +x "$scratch/bin/zig"
export PATH="$root/$scratch/bin:$PATH"
zig version

example=$scratch/example.c
python3 docs/extract_examples.py c "$scratch/examples" README.md > /dev/null
cp "$scratch"/examples/README_line*.c "$example"

# zig builds the target's libc and compiler-rt the first time it links, once
# per optimisation mode (minutes for mingw-w64): every link here, CMake's
# compiler checks included, is optimised (-O2 and -O3 are the same mode to
# zig), so each target builds them once.
for target in aarch64-macos x86_64-macos aarch64-windows-gnu; do
  step "zig cc -target $target: the library, the command, a program linked to the library"
  build=$scratch/$target
  cmake -S . -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/zig.cmake -DKX_ZIG_TARGET="$target" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-O2 -DKECCAKX_TESTS=OFF -DKECCAKX_BENCH=OFF -DKECCAKX_WERROR=ON > /dev/null
  cmake --build "$build" -j "$(jobs)"
  zig cc -target "$target" -O2 -std=c11 -Wall -Werror -DKX_STATIC_DEFINE -Iinclude "$example" "$build/libkeccakx.a" \
    -o "$build/example"
  file "$build/example" 2> /dev/null || ls -l "$build/example"

  [[ $target == aarch64-* ]] || continue
  step "$target: the sha3 backend's instructions are in the library"
  object=$(find "$build" -path '*backends*sha3.c.o*' -print -quit)
  listing=$(llvm-objdump -d --mattr=+sha3 "$object")
  for instruction in eor3 rax1 bcax xar; do
    count=$(grep -cw "$instruction" <<< "$listing" || true)
    echo "$instruction: $count"
    [ "$count" -gt 0 ] || { echo "no $instruction in $object"; exit 1; }
  done
done

step "include/keccakx.h compiles for an MSVC target, as C and as C++"
for language in c c++; do
  clang --target=x86_64-pc-windows-msvc -fsyntax-only -ffreestanding -x "$language" include/keccakx.h
  clang --target=aarch64-pc-windows-msvc -fsyntax-only -ffreestanding -x "$language" include/keccakx.h
done
echo "ok"

need_go
step "Go without cgo: builds for other systems and CPUs"
for platform in windows/amd64 windows/arm64 darwin/arm64 darwin/amd64 freebsd/amd64 linux/386 linux/arm \
                linux/riscv64 linux/s390x; do
  GOOS=${platform%/*} GOARCH=${platform#*/} CGO_ENABLED=0 go build ./bindings/go
  echo "ok: $platform"
done

# The package and its C core compile; linking a macOS program needs the
# SDK's libresolv and CoreFoundation, which zig does not ship.
step "Go with cgo for macOS arm64 (zig cc): the package and its C core compile"
GOOS=darwin GOARCH=arm64 CGO_ENABLED=1 CC="zig cc -target aarch64-macos" go build ./bindings/go
echo "ok"
