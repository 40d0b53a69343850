#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-builds for 64-bit Windows with mingw-w64 (the DLL and its import
# library, the static library, keccakx.exe, the C test programs) and runs
# under wine, in a fresh prefix: the C suite (ctest; its vector tests again
# with each backend this CPU runs forced), the command against the Linux
# build of the same sources (tests/windows/test_wine.sh, every x86 backend
# forced), the conformance driver, and bindings/go's tests built with
# GOOS=windows. One persistent wineserver for the whole run: with it each
# program starts in ~0.2 s instead of ~1.3 s.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
cd "$root"
win=$root/build-win
linux=$root/build-release # the release preset's build, shared with the other suites

need_apt gcc-mingw-w64-x86-64 wine64 wine cmake pkgconf python3-venv

prefix=$(mktemp -d)
export WINEPREFIX=$prefix/wine WINEDEBUG=-all
trap 'wineserver -k 2> /dev/null || true; rm -rf "$prefix"' EXIT

step "the Windows build (mingw-w64)"
cmake -S . -B "$win" -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake -DKECCAKX_WERROR=ON > /dev/null
cmake --build "$win" -j"$(jobs)"
for built in libkeccakx.dll libkeccakx.dll.a libkeccakx.a keccakx.exe; do
  [ -f "$win/$built" ] || { echo "ci: $built was not built"; exit 1; }
done

step "the Linux command, to compare with"
release_build keccakx_cli keccakx_static

step "a fresh wine prefix, with the ProcessPrng Go needs"
# A server that stays for the whole run, then the prefix's services under it:
# they keep the standard error of the program that starts them, so they are
# started here, not by a test whose output ctest waits to see closed.
mkdir -p "$WINEPREFIX"
wineserver -p
wineboot -i > /dev/null 2>&1
x86_64-w64-mingw32-gcc -O2 -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  tests/windows/processprng.c -ladvapi32

step "the C suite under wine (ctest; tests/support/runner runs the Criterion tests)"
ctest --test-dir "$win" --output-on-failure --no-tests=error -j"$(jobs)"

# A user forces a backend for the whole process: the published vectors, and
# the modes and streaming tests that hash through the automatic choice (most
# others force each backend in turn themselves), with each backend this CPU
# runs; the others are refused (test_backends, and the command below).
for backend in $(wine "$win/tests/conformance_driver.exe" --backends | tr -d '\r'); do
  step "C tests under wine with KECCAKX_BACKEND=$backend"
  KECCAKX_BACKEND=$backend ctest --test-dir "$win" --output-on-failure --no-tests=error -j"$(jobs)" \
    -R '^test_(vectors|modes|streaming|context)$'
done

step "the command under wine"
sh tests/windows/test_wine.sh "$win/keccakx.exe" "$linux/keccakx"

step "the conformance driver under wine, each backend this CPU runs forced, against Linux's"
venv=$prefix/venv
python3 -m venv "$venv"
"$venv/bin/pip" install -q pycryptodome
"$venv/bin/python" tests/conformance/generate.py --count 1000 --out "$prefix/cases.txt" \
  --modes-out "$prefix/mode-cases.txt"
driver() { "$1" -std=c11 -O2 -DKX_STATIC_DEFINE -Iinclude tests/conformance/driver.c "$2/libkeccakx.a" -o "$3"; }
driver x86_64-w64-mingw32-gcc "$win" "$prefix/driver.exe"
driver cc "$linux" "$prefix/driver"
for backend in $("$prefix/driver" --backends); do
  for cases in cases mode-cases; do
    # The driver writes in text mode (CR LF on Windows); the command does not.
    KECCAKX_BACKEND=$backend wine "$prefix/driver.exe" "$prefix/$cases.txt" | tr -d '\r' > "$prefix/got"
    "$prefix/driver" "$prefix/$cases.txt" | cmp - "$prefix/got"
  done
  echo "ok: $backend"
done

step "bindings/go's tests, built for Windows, under wine"
need_go
(cd bindings/go &&
  GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc go test -c -o "$prefix/keccakx.test.exe" . &&
  wine "$prefix/keccakx.test.exe")
