# SPDX-License-Identifier: MIT OR Apache-2.0
# Shared by the ci/ scripts: installing what they need, and reporting steps.
# shellcheck shell=bash

# A suite stops at its first failing command (set -e): it says which, as CI
# shows only the end of what the suites printed.
if [[ $- == *e* ]]; then
  trap 'kx_status=$?; echo "ci: $(basename "$0") stopped at line $LINENO: \`$BASH_COMMAND\` exited $kx_status"' ERR
fi

# Runs a command that changes the machine's packages (apt-get, dpkg), as root,
# holding a lock: ci/test-all runs suites side by side, and apt and dpkg take
# one such command at a time.
apt_locked() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  flock /tmp/keccakx-ci-apt.lock $sudo env DEBIAN_FRONTEND=noninteractive "$@"
}

# Installs the Debian packages that are not installed yet (one apt-get update).
need_apt() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "ci: installing ${missing[*]}"
  if [ -z "${KX_APT_UPDATED:-}" ]; then
    # A mirror in mid-sync can fail one index; the install below still says
    # clearly if a package really is missing.
    apt_locked apt-get update -qq || echo "ci: apt-get update reported errors; trying the install anyway"
    export KX_APT_UPDATED=1
  fi
  apt_locked apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
}

# zig (the ziglang package of PyPI), pinned here only. zig_newest is its newest
# release, whose clang (22 for zig 0.17.1) is the newest clang CI builds and
# tests the C library with; zig_oldest is the oldest zig that builds the sha3
# backend (0.13's LLVM has no instruction selection for its BCAX intrinsic),
# which the cross-builds keep building with.
zig_newest=0.17.1
zig_oldest=0.14.0
# need_zig [VERSION]: that zig (the newest by default) in a virtual environment
# outside the checkout, put first on the PATH as `zig`, and zig_python set to
# its interpreter. zig keys its cache of each target's libc and compiler-rt
# (minutes for mingw-w64) on where zig lives, so a fixed place keeps that
# cache from one clone to the next.
need_zig() {
  local version=${1:-$zig_newest}
  need_apt python3-venv
  local venv=${XDG_CACHE_HOME:-$HOME/.cache}/keccakx-ci/zig-$version
  mkdir -p "$(dirname "$venv")"
  (
    flock 9
    if ! "$venv/bin/python" -m ziglang version > /dev/null 2>&1; then
      python3 -m venv --clear "$venv"
      PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install --quiet "ziglang==$version"
    fi
    mkdir -p "$venv/zig-bin"
    printf '#!/bin/sh\nexec "%s" -m ziglang "$@"\n' "$venv/bin/python" > "$venv/zig-bin/zig"
    chmod +x "$venv/zig-bin/zig"
  ) 9> "$venv.lock"
  zig_python=$venv/bin/python
  export PATH="$venv/zig-bin:$PATH"
}

# ci/test-all has every CMake build of the suites compile through ccache, in a
# cache outside the checkout: they build the same sources in a dozen
# configurations, and a new clone would rebuild them all. (ci/test-cross.sh's
# zig cc, which ccache does not know, opts out.)
use_ccache() {
  need_apt ccache
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_DIR=${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/keccakx-ci/ccache}
  # Paths below the checkout count as relative, so that one clone's objects
  # serve the next; a -g object keeps the directory of the clone that made it.
  export CCACHE_BASEDIR=$kx_repo_root CCACHE_NOHASHDIR=true
}

# Prints a step's title; under ci/test-all also logs when it started
# (KX_CI_STEPS), for the timings it prints.
step() {
  printf '\n==> %s\n' "$*"
  [ -z "${KX_CI_STEPS:-}" ] || printf '%s\t%s\t%s\n' "$(date +%s)" "${KX_CI_SUITE:-}" "$*" >> "$KX_CI_STEPS"
}

# The repository root, whatever directory the script was started from or has
# gone to since (found once, while BASH_SOURCE's path is still valid from here).
kx_repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
repo_root() { echo "$kx_repo_root"; }

jobs() { echo "${KX_JOBS:-2}"; }

# Configures the CMake preset $1 (whose build directory is build-$1) and builds
# the targets named, or all, holding a lock on that directory: ci/test-all
# runs suites side by side, and several of them share build-release.
preset_build() {
  local preset=$1 root
  shift
  root=$(repo_root)
  mkdir -p "$root/build-$preset"
  (
    flock 9
    cd "$root"
    cmake --preset "$preset" > /dev/null
    if [ $# -eq 0 ]; then
      cmake --build --preset "$preset" -j "$(jobs)"
    else
      cmake --build --preset "$preset" -j "$(jobs)" --target "$@"
    fi
  ) 9> "$root/build-$preset/.ci-lock"
}

# The release preset's build, the one ci/test-c.sh tests first, with the
# targets named (or all) made or brought up to date. The suites that need the
# library or the command as users build them share it rather than compile the
# core again.
release_build() {
  need_apt build-essential cmake ninja-build pkg-config libcriterion-dev libssl-dev
  preset_build release "$@"
}

# Installs the release build (library, header, pkg-config and CMake files,
# command) into the prefix $1, as `cmake --install` does for users, holding the
# build's lock: the install writes install_manifest.txt into the build.
install_release_build() {
  # The shared library by its file: Ninja takes `keccakx` for the command's
  # file (build-release/keccakx), not for the library's target.
  release_build libkeccakx.so keccakx_static keccakx_cli > /dev/null
  flock "$(repo_root)/build-release/.ci-lock" cmake --install "$(repo_root)/build-release" --prefix "$1" > /dev/null
}

# Runs a command that builds bindings/python where it lies (pip install of the
# folder), one such command at a time (build-wheel.sh's sdist and the
# conformance runner's install take the same lock): setuptools stages the C core
# in bindings/python/build/csrc, deleting the last copy first, and compiles it
# under bindings/python/build/, where two builds side by side (ci/test-all's
# two lanes) would delete and overwrite each other's files.
python_checkout_build() {
  mkdir -p "$kx_repo_root/bindings/python/build"
  flock "$kx_repo_root/bindings/python/build/.in-place-build.lock" "$@"
}

# Go >= 1.24 (for #cgo noescape) on the PATH. This machine kind ships one in
# /usr/local/go; elsewhere Debian's older go fetches an official toolchain,
# which is a module of the Go module proxy. Also sets CGO_CFLAGS to a digest of
# the C core: cgo's build cache keys on the files of the package directory, not
# on the core sources they #include, so without it a changed core could be
# tested from stale objects.
need_go() {
  go_ok() { command -v go > /dev/null && go version | grep -Eq 'go1\.(2[4-9]|[3-9][0-9])'; }
  export PATH="/usr/local/go/bin:$PATH"
  if ! go_ok; then
    need_apt golang-go
    local toolchain dir
    toolchain=golang.org/toolchain@v0.0.1-go1.26.0.linux-$(dpkg --print-architecture)
    dir=$(cd "$(mktemp -d)" && go mod init fetch > /dev/null 2>&1 &&
          GOFLAGS=-modcacherw go mod download -json "$toolchain" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
    chmod +x "$dir"/bin/* "$dir"/pkg/tool/*/* # a module zip keeps no file modes
    export PATH="$dir/bin:$PATH"
  fi
  go version
  local core_digest
  core_digest=$(find core include -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
  export CGO_CFLAGS="-g -O2 -DKECCAKX_GO_CORE_DIGEST=$core_digest"
}
