#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The Rust crates in bindings/rust: the checked-in bindgen output matches
# include/keccakx.h, cargo test with doc tests (every optional feature on; the
# build without default features is the same tests' code, so it is compiled,
# not run again), the interop crate (hmac/hkdf/pbkdf2 of both digest generations against
# sha3, alloy-primitives' native-keccak hook), the [patch.crates-io] shims of
# patch-example (sha3 0.10/0.11 and keccak-asm replaced by keccakx), rustfmt, rustdoc and clippy (also
# the no_std build and the benchmarks), cargo check with the declared rust-version,
# the crate's tests cross-built for x86_64-pc-windows-gnu and run under wine,
# keccakx-sys built for aarch64-apple-darwin with zig cc,
# the installed libkeccakx linked through pkg-config, and both crates packaged,
# with the keccakx-sys .crate built and tested on its own outside the repository.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
cd "$root/bindings/rust"
need_apt build-essential pkg-config libclang-dev cmake
command -v cargo > /dev/null || { echo "ci: cargo not found (Rust comes from rustup)"; exit 1; }
export CARGO_BUILD_JOBS
CARGO_BUILD_JOBS=$(jobs)
scratch=$(mktemp -d)
trap 'WINEPREFIX=$scratch/wine wineserver -k 2> /dev/null || true; rm -rf "$scratch"' EXIT

step "Rust: checked-in bindings match include/keccakx.h"
bindgen_version=$(sed -n 's/^BINDGEN_VERSION=//p' keccakx-sys/generate-bindings.sh)
if [ "$(bindgen --version 2> /dev/null)" != "bindgen $bindgen_version" ]; then
  # A debug build: it compiles in a third of the time and writes the same bindings.
  cargo install --debug bindgen-cli --version "$bindgen_version" --locked
fi
keccakx-sys/generate-bindings.sh "$scratch/bindings.rs"
if ! diff -u keccakx-sys/src/bindings.rs "$scratch/bindings.rs"; then
  echo "ci: keccakx-sys/src/bindings.rs is stale: run keccakx-sys/generate-bindings.sh and commit it"
  exit 1
fi

all_features=keccakx/oid,keccakx/digest-0_11,keccakx/zeroize,keccakx/rayon
step "Rust: cargo test (unit, integration and doc tests, all optional features)"
cargo test --locked --features "$all_features"

step "Rust: the build without default features (no std::io)"
cargo build --locked -p keccakx --no-default-features

step "Rust: interop: hmac, hkdf, pbkdf2 (digest 0.10 and 0.11) and alloy-primitives' native-keccak"
cargo test --locked -p keccakx-interop

step "Rust: [patch.crates-io] shims put keccakx under sha3 0.10, sha3 0.11 (alloy) and keccak-asm"
(cd patch-example && CARGO_TARGET_DIR=../target cargo test --locked)

step "Rust: rustfmt, rustdoc and clippy (all targets, no_std build, benchmarks)"
cargo fmt --all --check
cargo fmt --all --check --manifest-path patch-example/Cargo.toml
RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps --features "$all_features,keccakx-sys/native-keccak"
cargo clippy --locked --all-targets --features "$all_features" -- -D warnings
cargo clippy --locked -p keccakx --no-default-features -- -D warnings
cargo clippy --locked -p keccakx-interop -p keccakx-bench --all-targets -- -D warnings

step "Rust: the crates compile with their rust-version (1.81; digest-0_11 with 1.85)"
# rustup fetches the two toolchains (minimal profile) on a fresh machine.
installed=$(rustup toolchain list)
for toolchain in 1.81 1.85; do
  grep -q "^$toolchain" <<< "$installed" || rustup toolchain install "$toolchain" --profile minimal
done
# Every feature the docs promise on 1.81 (zeroize stays below 1.9, which needs 1.85).
# cargo check: what an older compiler refuses, it refuses before code generation.
cargo +1.81 check --locked -p keccakx -p keccakx-sys --features keccakx/oid,keccakx/zeroize,keccakx/rayon,keccakx-sys/native-keccak
cargo +1.85 check --locked -p keccakx --features "$all_features"

step "Rust: the crate's tests built for x86_64-pc-windows-gnu (mingw-w64), under wine"
need_apt gcc-mingw-w64-x86-64 wine64 wine
rustup target list --installed | grep -qx x86_64-pc-windows-gnu || rustup target add x86_64-pc-windows-gnu
export WINEPREFIX=$scratch/wine WINEDEBUG=-all
wineboot -i > /dev/null 2>&1
wineserver -w
# One server for every test program: each then starts in ~0.2 s instead of ~1.3 s.
wineserver -p
# Rust's standard library, as Go's, loads ProcessPrng from bcryptprimitives.dll, which wine 8 lacks.
x86_64-w64-mingw32-gcc -O2 -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  "$root/tests/windows/processprng.c" -ladvapi32
# The tests that reach the C core's platform code (Win32 threads through set_threads and
# rayon) and every algorithm's vectors; the others test Rust code that is the same everywhere.
windows_tests=(-p keccakx --features rayon,zeroize --lib --test vectors --test modes --test small_updates
  --test rayon --test threads)
cargo test --locked --target x86_64-pc-windows-gnu "${windows_tests[@]}" --no-run
# wine now and then fails to start a program while another runs (seen in the
# C suite's Windows runner, which retries CreateProcess): a failed run is tried
# once more, so that only a failure of the tests themselves, which repeats,
# fails CI.
if ! CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine cargo test --locked --target x86_64-pc-windows-gnu "${windows_tests[@]}"; then
  echo "ci: the tests under wine failed; running them once more"
  CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine cargo test --locked --target x86_64-pc-windows-gnu "${windows_tests[@]}"
fi
wineserver -k
unset WINEPREFIX WINEDEBUG

step "Rust: keccakx-sys (build.rs and the C core) built for aarch64-apple-darwin with zig cc (not run: no macOS here)"
need_zig
mkdir -p "$scratch/bin"
# cc-rs gives clang's --target=arm64-apple-macosx, which zig cc refuses (it takes -target).
printf '#!/bin/sh\nfor arg; do\n  shift\n  case $arg in --target=*) ;; *) set -- "$@" "$arg" ;; esac\ndone\nexec "%s" -m ziglang cc -target aarch64-macos "$@"\n' \
  "$zig_python" > "$scratch/bin/zig-cc-macos"
printf '#!/bin/sh\nexec "%s" -m ziglang ar "$@"\n' "$zig_python" > "$scratch/bin/zig-ar"
chmod +x "$scratch/bin/zig-cc-macos" "$scratch/bin/zig-ar"
rustup target list --installed | grep -qx aarch64-apple-darwin || rustup target add aarch64-apple-darwin
CC_aarch64_apple_darwin=$scratch/bin/zig-cc-macos AR_aarch64_apple_darwin=$scratch/bin/zig-ar \
  cargo build --locked --target aarch64-apple-darwin -p keccakx-sys

step "Rust: the installed libkeccakx through pkg-config (feature system)"
install_release_build "$scratch/prefix"
pc_dir=$(dirname "$(find "$scratch/prefix" -name keccakx.pc)")
export PKG_CONFIG_PATH=$pc_dir LD_LIBRARY_PATH=$pc_dir/..
system_tests=(-p keccakx --features system --test vectors --test api --test abi)
cargo test --locked "${system_tests[@]}"
test_binary=$(cargo test --locked "${system_tests[@]}" --no-run --message-format=json |
  python3 -c 'import json, sys
print([m["executable"] for m in map(json.loads, sys.stdin)
       if m.get("reason") == "compiler-artifact" and m.get("executable")][-1])')
linked=$(ldd "$test_binary")
if [[ $linked != *"$pc_dir/../libkeccakx.so"* ]]; then
  echo "ci: $test_binary does not use the installed libkeccakx.so"
  exit 1
fi
unset PKG_CONFIG_PATH LD_LIBRARY_PATH

step "Rust: cargo package, and the keccakx-sys .crate built on its own"
# Packaging both verifies keccakx against the packaged keccakx-sys, which cargo
# unpacks under its cache, in a folder named after this checkout's path, and
# reuses what an earlier run from the same path (CI's, say) left there even when
# the sources have changed since: keccakx would be verified against a stale
# keccakx-sys, without the newest functions.
rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/keccakx-sys-*
# Offline: the steps above fetched every crate of the lock, and a packaged
# crate's dependencies are then resolved from them, not from the registry's
# index as it is at that moment (the only step that would ask the network).
cargo package --offline --locked --allow-dirty -p keccakx-sys -p keccakx
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
for crate in keccakx-sys keccakx; do
  packaged=$(tar -tzf "target/package/$crate-$version.crate")
  for license in LICENSE-MIT LICENSE-APACHE; do
    if ! grep -qx "$crate-$version/$license" <<< "$packaged"; then
      echo "ci: the packaged $crate lacks $license"
      exit 1
    fi
  done
done
tar -xzf "target/package/keccakx-sys-$version.crate" -C "$scratch"
unpacked=$scratch/keccakx-sys-$version
if [ -n "$(find "$unpacked" -type l)" ]; then
  echo "ci: the packaged keccakx-sys still holds symlinks"
  exit 1
fi
diff <(cd "$root" && find core -type f | sort) <(cd "$unpacked" && find core -type f | sort)
(cd "$unpacked" && CARGO_TARGET_DIR=$scratch/unpacked-target cargo test --offline --locked)
