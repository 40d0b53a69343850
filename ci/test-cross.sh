#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# What cannot run here is built here: the library, the command and a program
# linked to the library for macOS (arm64, x86-64) and Windows arm64 with zig cc,
# the oldest zig that can and the newest (the arm64 objects checked to hold the
# sha3 backend's instructions); the public
# header compiled as C and C++ for an MSVC target; the Python extension's C
# (cffi's module and the core) with ffi_build.py's macOS flags, linked into an
# arm64 Mach-O bundle; the Go package without cgo for other systems and CPUs,
# and with cgo for macOS arm64.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
cd "$root"
need_apt build-essential cmake ninja-build clang llvm python3-venv python3-dev
scratch=build-cross
mkdir -p "$scratch"

unset CMAKE_C_COMPILER_LAUNCHER CMAKE_CXX_COMPILER_LAUNCHER

example=$scratch/example.c
python3 docs/extract_examples.py c "$scratch/examples" README.md > /dev/null
cp "$scratch"/examples/README_line*.c "$example"

# zig builds the target's libc and compiler-rt the first time it links, once
# per optimisation mode (minutes for mingw-w64): every link here, CMake's
# compiler checks included, is optimised (-O2 and -O3 are the same mode to
# zig), so each target builds them once.
for zig_release in "$zig_oldest" "$zig_newest"; do
  need_zig "$zig_release"
  for target in aarch64-macos x86_64-macos aarch64-windows-gnu; do
    step "zig $(zig version) cc -target $target: the library, the command, a program linked to the library"
    build=$scratch/zig-$(zig version)/$target
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
done

# No CPython for macOS can be had here: the module is compiled against this
# machine's CPython headers, whose limited API (all the module uses) declares
# the same functions as macOS's; its Python symbols stay undefined, as in any
# extension, and are looked up when Python loads it.
step "Python: ffi_build.py's macOS flags build cffi's module and the core into an arm64 Mach-O bundle"
venv=$scratch/venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install --quiet "cffi>=1.15"
bundle=$scratch/python-macos
mkdir -p "$bundle"
"$venv/bin/python" - "$bundle" <<'EOF'
import sys
from pathlib import Path
sys.path.insert(0, "bindings/python")
import ffi_build
bundle = Path(sys.argv[1])
ffi = ffi_build.declared_ffi()
ffi.set_source("keccakx._keccakx", ffi_build.MODULE_GLUE)
ffi.emit_c_code(str(bundle / "_keccakx.c"))
flags = ffi_build.build_flags("macosx-11.0-arm64", "unix", "")
words = [f"-D{name}" if value is None else f"-D{name}={value}" for name, value in flags.define_macros]
(bundle / "flags").write_text(" ".join(words + flags.extra_compile_args + flags.extra_link_args) + "\n")
EOF
read -r -a macos_flags < "$bundle/flags"
echo "flags: ${macos_flags[*]}"
python_include=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
# shellcheck disable=SC2046 # one source file per word
zig cc -target aarch64-macos -O2 "${macos_flags[@]}" -Iinclude -Icore -I"$python_include" \
  "$bundle/_keccakx.c" $(find core -name '*.c' | sort) -shared -undefined dynamic_lookup -o "$bundle/_keccakx.abi3.so"
file "$bundle/_keccakx.abi3.so" 2> /dev/null || true
exported=$(llvm-nm -g --defined-only "$bundle/_keccakx.abi3.so" | awk '{print $3}' | grep -v -e '^__mh_dylib_header$' -e '^___dso_handle$')
[ "$exported" = "_PyInit__keccakx" ] || { echo "exported besides the module's init function: $exported"; exit 1; }
echo "exported: $exported"

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
