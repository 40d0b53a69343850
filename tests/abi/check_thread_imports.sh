#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The shared object imports exactly the thread functions of kx_set_threads'
# workers (core/threads.c: pthread_create and pthread_join) and no other
# pthread_* symbol: pthread_once@GLIBC_2.34 once kept Python wheels from
# manylinux2014, so the one-time initialisation stays C11 atomics
# (core/dispatch.c). pthread_create and pthread_join exist in every glibc (in
# libpthread before 2.34, in libc since), so a wheel built on manylinux2014
# links them from there.
# Usage: check_thread_imports.sh path/to/libkeccakx.so [nm]
set -eu
library=$1
nm=${2:-nm}
imported=$("$nm" -D --undefined-only "$library" | awk '{print $NF}' | sed 's/@.*//' | grep '^pthread_' | sort -u || true)
expected=$(printf 'pthread_create\npthread_join')
if [ "$imported" != "$expected" ]; then
  echo "$library imports these thread functions, expected pthread_create and pthread_join:"
  echo "$imported"
  exit 1
fi
echo "ok: pthread_create and pthread_join only"
