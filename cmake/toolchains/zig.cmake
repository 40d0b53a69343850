# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-builds with `zig cc`: -DKX_ZIG_TARGET=aarch64-macos | x86_64-macos |
# aarch64-windows-gnu (any zig target triple). zig must be on the PATH.
set(KX_ZIG_TARGET "" CACHE STRING "zig target triple, e.g. aarch64-macos")
if(NOT KX_ZIG_TARGET)
  message(FATAL_ERROR "set -DKX_ZIG_TARGET=<zig target>, e.g. aarch64-macos")
endif()
# try_compile runs in a fresh project that must see the target too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES KX_ZIG_TARGET)

if(KX_ZIG_TARGET MATCHES "macos")
  set(CMAKE_SYSTEM_NAME Darwin)
elseif(KX_ZIG_TARGET MATCHES "windows")
  set(CMAKE_SYSTEM_NAME Windows)
else()
  set(CMAKE_SYSTEM_NAME Linux)
endif()
string(REGEX MATCH "^[^-]+" CMAKE_SYSTEM_PROCESSOR "${KX_ZIG_TARGET}")

find_program(KX_ZIG zig REQUIRED)
set(CMAKE_C_COMPILER "${KX_ZIG}" cc -target ${KX_ZIG_TARGET})
set(CMAKE_AR "${CMAKE_CURRENT_LIST_DIR}/zig-ar.sh" CACHE FILEPATH "zig ar")
set(CMAKE_RANLIB "${CMAKE_CURRENT_LIST_DIR}/zig-ranlib.sh" CACHE FILEPATH "zig ranlib")
# Nothing of the build machine (OpenSSL, Criterion) is found for the target.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
