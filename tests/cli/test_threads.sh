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

num_threads_refuses_zero_and_non_numbers() {
  for bad in 0 x 2x -1 257; do
    "$keccakx" sum -a kt128 --num-threads "$bad" abc > out 2> err
    status=$?
    expect_status "--num-threads $bad" 2
    expect_in "--num-threads $bad" "bad thread count" err
  done
}

run_behaviours "$@"
