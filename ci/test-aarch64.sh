#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-builds the library and the whole C test suite for 64-bit Arm Linux
# with Debian's gcc-aarch64-linux-gnu, and runs ctest under qemu-user twice:
#   -cpu max         has the SHA3 instructions: every backend runs, and the
#                    tests force each one in turn;
#   -cpu cortex-a72  has none: the automatic choice falls back, and forcing
#                    sha3 fails with an error instead of an illegal instruction
#                    (the tests whose outcome depends on the CPU's features:
#                    the backends, their selection and their kernels through
#                    the vector tests; the rest already ran neon and generic).
# Installs what it needs itself (as root on Debian 12). Emulation says nothing
# about speed; see docs/architecture-aarch64.md.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
sysroot=$root/build-aarch64-sysroot
build=$root/build-aarch64

install_tools() {
  need_apt gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user qemu-user-binfmt \
    cmake ninja-build pkgconf
  # arm64 package lists, for the arm64 libraries the tests link (unpacked
  # below, not installed: installing libcriterion-dev:arm64 would remove the
  # native one, which is not multi-arch).
  dpkg --print-foreign-architectures | grep -qx arm64 || apt_locked dpkg --add-architecture arm64
  apt-cache show libcriterion-dev:arm64 > /dev/null 2>&1 || apt_locked apt-get update -qq
}

# Criterion and OpenSSL for arm64 with everything they load, unpacked into
# $sysroot: headers and libraries to link against, and the root that
# qemu-aarch64 runs the tests in (its dynamic loader and libc included).
unpack_arm64_libraries() {
  local list
  list=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
           --no-breaks --no-replaces --no-enhances libcriterion-dev:arm64 libssl-dev:arm64 |
         grep -E '^[a-z0-9][a-z0-9.+-]*:arm64$' | sort -u)
  if [ -f "$sysroot/.packages" ] && [ "$(cat "$sysroot/.packages")" = "$list" ]; then
    return
  fi
  rm -rf "$sysroot"
  mkdir -p "$sysroot/.debs"
  chmod 777 "$sysroot/.debs"  # apt downloads as its unprivileged user
  # shellcheck disable=SC2086 # one package name per word
  (cd "$sysroot/.debs" && apt-get download -qq $list)
  for deb in "$sysroot"/.debs/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done
  rm -rf "$sysroot/.debs"
  echo "$list" > "$sysroot/.packages"
}

# Criterion runs each test in a fresh copy of its program (fork + exec of
# itself), and the command's tests start it from a shell: the kernel must hand
# AArch64 programs to qemu. Registered here with Debian's own entry; at exit
# the machine is left as it was found.
binfmt=/proc/sys/fs/binfmt_misc
undo_binfmt=()
restore_binfmt_misc() {
  local command
  for command in "${undo_binfmt[@]}"; do eval "$command"; done
}
register_qemu_with_binfmt_misc() {
  trap restore_binfmt_misc EXIT
  if [ ! -e "$binfmt/register" ]; then
    mount -t binfmt_misc binfmt_misc "$binfmt"
    undo_binfmt=("umount $binfmt")
  fi
  if [ ! -e "$binfmt/qemu-aarch64" ]; then
    cat /usr/lib/binfmt.d/qemu-aarch64.conf > "$binfmt/register"
    undo_binfmt=("echo -1 > $binfmt/qemu-aarch64" "${undo_binfmt[@]}")
  fi
}

run_tests_on() {
  step "ctest under qemu-aarch64, preset $1"
  cmake --preset "$1" > /dev/null
  ctest --preset "$1" -j "$(jobs)"
}

# Forcing through the environment on a CPU without SHA3: the command reports
# the error and exits 2; the library never runs the instructions.
check_forced_sha3_is_refused_without_sha3() {
  step "KECCAKX_BACKEND=sha3 on a Cortex-A72"
  local status=0 message
  message=$(printf abc | KECCAKX_BACKEND=sha3 \
    qemu-aarch64 -L "$sysroot" -cpu cortex-a72 "$build/keccakx" sum 2>&1) || status=$?
  echo "$message (exit $status)"
  [ "$status" -eq 2 ] && [[ "$message" == *"cannot run that backend"* ]]
}

step "tools and arm64 libraries"
install_tools
unpack_arm64_libraries
register_qemu_with_binfmt_misc
cd "$root"
step "cross-build (gcc-aarch64-linux-gnu)"
cmake --preset aarch64 > /dev/null
cmake --build --preset aarch64 -j "$(jobs)"
run_tests_on aarch64
run_tests_on aarch64-a72
check_forced_sha3_is_refused_without_sha3
