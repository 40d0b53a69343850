# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-build for 64-bit Arm Linux with Debian's gcc-aarch64-linux-gnu; ctest
# runs every test under qemu-user, emulating the CPU model in KECCAKX_QEMU_CPU.
# Criterion and shell tests also need qemu-aarch64 registered with binfmt_misc
# (ci/test-aarch64.sh does it), since they start AArch64 programs themselves.
#   cmake -B build-aarch64 --toolchain cmake/aarch64-linux-gnu.cmake \
#         -DKECCAKX_AARCH64_SYSROOT=<arm64 libraries> [-DKECCAKX_QEMU_CPU=cortex-a72]
# ci/test-aarch64.sh installs the tools and unpacks the arm64 Criterion library.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)

set(KECCAKX_QEMU_CPU "max" CACHE STRING
  "CPU model qemu-aarch64 emulates for the tests (qemu-aarch64 -cpu help lists them)")
set(KECCAKX_AARCH64_SYSROOT "" CACHE PATH
  "Unpacked arm64 packages the tests link and run with (Criterion and its dependencies)")

# Libraries and programs come from the target's world, build tools from ours.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)

if(KECCAKX_AARCH64_SYSROOT)
  list(APPEND CMAKE_FIND_ROOT_PATH ${KECCAKX_AARCH64_SYSROOT})
  # pkg-config finds the arm64 criterion.pc there and prefixes its paths.
  set(ENV{PKG_CONFIG_LIBDIR} ${KECCAKX_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu/pkgconfig:${KECCAKX_AARCH64_SYSROOT}/usr/share/pkgconfig)
  set(ENV{PKG_CONFIG_SYSROOT_DIR} ${KECCAKX_AARCH64_SYSROOT})
  # Debian keeps the architecture-specific headers (opensslconf.h) apart.
  set(CMAKE_C_STANDARD_INCLUDE_DIRECTORIES ${KECCAKX_AARCH64_SYSROOT}/usr/include/aarch64-linux-gnu)
  # The linker must see the libraries Criterion itself depends on.
  set(CMAKE_EXE_LINKER_FLAGS_INIT
    "-Wl,-rpath-link,${KECCAKX_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu:${KECCAKX_AARCH64_SYSROOT}/lib/aarch64-linux-gnu")
  set(_kx_qemu_prefix ${KECCAKX_AARCH64_SYSROOT})
else()
  set(_kx_qemu_prefix /usr/aarch64-linux-gnu)
endif()
# Through the environment rather than -L and -cpu, so that processes a test
# re-executes (Criterion runs each test in a fresh copy of its program, which
# the kernel hands to qemu through binfmt_misc) see the same CPU and libraries.
set(CMAKE_CROSSCOMPILING_EMULATOR
  env QEMU_CPU=${KECCAKX_QEMU_CPU} QEMU_LD_PREFIX=${_kx_qemu_prefix} qemu-aarch64)
