# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-build for 64-bit Windows with Debian's gcc-mingw-w64-x86-64; ctest runs
# the programs under wine (ci/test-windows.sh sets up a fresh prefix).
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The C runtime's DLLs (libgcc's, winpthread's) are linked in, so that a
# program runs from the build folder without copying them beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc -static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static")

find_program(KECCAKX_WINE NAMES wine wine64)
if(KECCAKX_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${KECCAKX_WINE})
endif()

# pkg-config must not hand the build machine's Linux libraries (Criterion) to
# a Windows link.
set(ENV{PKG_CONFIG_LIBDIR} /usr/x86_64-w64-mingw32/lib/pkgconfig)
