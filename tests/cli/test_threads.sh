#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# keccakx sum --num-threads: KangarooTwelve of a file on several threads gives
# the one-thread digest, which a pipe of the same bytes gives too.
. "$(dirname "$0")/lib.sh"

# 3 MiB and a byte: enough whole chunks for 4 threads, one chunk left partial.
make_large_file() {
  awk 'BEGIN { for (i = 0; i < 49153; i++) printf "%064d", i }' > large
}

num_threads_never_changes_the_kt128_digest() {
  make_large_file
  one=$("$keccakx" sum -a kt128 --num-threads 1 large)
  for n in 2 4 256; do
    expect_eq "$n threads" "$("$keccakx" sum -a kt128 --num-threads $n large)" "$one"
  done
  expect_eq "default" "$("$keccakx" sum -a kt128 large)" "$one"
}

num_threads_never_changes_the_kt256_digest() {
  make_large_file
  one=$("$keccakx" sum -a kt256 --num-threads 1 large)
  expect_eq "2 threads" "$("$keccakx" sum -a kt256 --num-threads 2 large)" "$one"
}

a_pipe_gives_the_digest_of_the_threaded_file() {
  make_large_file
  file=$("$keccakx" sum -a kt128 --num-threads 2 large | cut -d' ' -f1)
  pipe=$(cat large | "$keccakx" sum -a kt128 | cut -d' ' -f1)
  redirected=$("$keccakx" sum -a kt128 < large | cut -d' ' -f1)
  expect_eq "pipe" "$pipe" "$file"
  expect_eq "redirected stdin" "$redirected" "$file"
}

num_threads_leaves_other_algorithms_as_they_are() {
  expect_eq "sha3-256" "$("$keccakx" sum -a sha3-256 --num-threads 2 abc)" "$abc_sha3_256  abc"
}

num_threads_zero_is_the_default() {
  make_large_file
  expect_eq "0 threads" "$("$keccakx" sum -a kt128 --num-threads 0 large)" "$("$keccakx" sum -a kt128 large)"
}

# Threads the command starts, counted by strace (LeakSanitizer, in a
# sanitizer build, cannot run under it).
threads_started () {
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=clone,clone3 -o trace "$@" > out &&
    grep -c CLONE_THREAD trace
}

# On one processor (taskset -c 0), "all" threads is the calling thread alone;
# a count given is obeyed (which shows the count is seen).
the_default_starts_no_thread_on_one_processor() {
  if ! command -v taskset > /dev/null || ! command -v strace > /dev/null ||
     ! strace -f -qq -o /dev/null true 2> /dev/null; then
    echo "skipped: $t (needs taskset, and strace allowed to trace)"
    return
  fi
  make_large_file
  # An emulator running the command (qemu-user) starts threads of its own:
  # counted once, with the command's one thread (--num-threads 1).
  own=$(threads_started taskset -c 0 "$keccakx" sum -a kt128 --num-threads 1 large)
  expect_eq "default" "$(threads_started taskset -c 0 "$keccakx" sum -a kt128 large)" "$own"
  expect_eq "--num-threads 0" "$(threads_started taskset -c 0 "$keccakx" sum -a kt128 --num-threads 0 large)" "$own"
  expect_eq "--num-threads 2" "$(threads_started taskset -c 0 "$keccakx" sum -a kt128 --num-threads 2 large)" \
    "$((own + 1))"
}

num_threads_refuses_non_numbers_and_counts_above_256() {
  for bad in x 2x -1 257 ''; do
    "$keccakx" sum -a kt128 --num-threads "$bad" abc > out 2> err
    status=$?
    expect_status "--num-threads $bad" 2
    expect_in "--num-threads $bad" "bad thread count" err
  done
}

run_behaviours "$@"
