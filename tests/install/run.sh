#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Installs the build into a scratch prefix, then builds tests/install/consumer.c
# the three ways a user would (find_package, pkg-config shared, pkg-config
# static) and runs each. Usage: run.sh <build dir> <source dir> [cc]
set -eu
build=$1 source=$2 cc=${3:-cc}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null
libdir=$(find "$prefix" -name 'libkeccakx.so.1' -exec dirname {} \;)

soname=$(readelf -d "$libdir/libkeccakx.so" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ "$soname" = libkeccakx.so.1 ] || { echo "SONAME is '$soname'"; exit 1; }

cmake -S "$source/tests/install" -B "$prefix/consumer-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" > /dev/null
cmake --build "$prefix/consumer-build" > /dev/null
LD_LIBRARY_PATH=$libdir "$prefix/consumer-build/consumer"
"$prefix/consumer-build/consumer_static"

export PKG_CONFIG_PATH="$libdir/pkgconfig"
support="$source/tests/support"
# shellcheck disable=SC2046
"$cc" -o "$prefix/consumer-pc" "$source/tests/install/consumer.c" "$support/reference.c" -I"$support" \
  $(pkg-config --cflags --libs keccakx)
LD_LIBRARY_PATH=$libdir "$prefix/consumer-pc"
# shellcheck disable=SC2046
"$cc" -static -o "$prefix/consumer-pc-static" "$source/tests/install/consumer.c" "$support/reference.c" \
  -I"$support" $(pkg-config --static --cflags --libs keccakx)
"$prefix/consumer-pc-static"
