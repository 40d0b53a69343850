#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# -l: a positive 64-bit byte count, for SHAKE only; usage errors exit 2.
. "$(dirname "$0")/lib.sh"

length_of_2_to_the_63_is_too_large() {
  "$keccakx" sum -a shake128 -l 9223372036854775808 abc > out 2> err
  status=$?
  expect_status "status" 2
  expect_eq "message" "$(cat err)" "keccakx: length too large: '9223372036854775808' (at most 9223372036854775807 bytes)"
  expect_eq "nothing hashed" "$(cat out)" ""
}

lengths_beyond_64_bits_are_too_large() {
  for length in 18446744073709551615 18446744073709551616 99999999999999999999999999; do
    "$keccakx" sum -a shake256 -l "$length" abc > /dev/null 2> err
    status=$?
    expect_status "$length" 2
    expect_in "$length" "length too large: '$length'" err
  done
}

the_largest_length_is_accepted_and_streams() {
  first=$("$keccakx" sum -a shake128 -l 9223372036854775807 abc 2> /dev/null | head -c 16)
  expect_eq "the stream's first bytes" "$first" "$("$keccakx" sum -a shake128 -l 8 abc | cut -c1-16)"
}

a_length_that_is_not_a_positive_number_is_refused() {
  for length in 0 -3 +5 12x "" " 7" 0x10; do
    "$keccakx" sum -a shake256 -l "$length" abc > /dev/null 2> err
    status=$?
    expect_status "'$length'" 2
    expect_in "'$length'" "bad length '$length': a positive number of bytes" err
  done
}

a_length_is_refused_for_a_fixed_size_hash() {
  "$keccakx" sum -a sha3-256 -l 16 abc > /dev/null 2> err
  status=$?
  expect_status "status" 2
  expect_eq "message" "$(cat err)" "keccakx: sha3-256 has a fixed 32-byte digest; -l is for extendable-output functions such as shake256"
  "$keccakx" sum -l 16 abc > /dev/null 2>&1
  status=$?
  expect_status "the default keccak-256" 2
  "$keccakx" sum -a sha3-256 -l 9223372036854775807 abc > /dev/null 2>&1
  status=$?
  expect_status "a large one" 2
}

check_refuses_a_length_for_a_fixed_size_hash_named_with_a() {
  "$keccakx" sum -a sha3-256 abc > list
  "$keccakx" check -a sha3-256 -l 16 list > /dev/null 2> err
  status=$?
  expect_status "status" 2
  expect_in "message" "sha3-256 has a fixed 32-byte digest" err
}

a_length_equal_to_the_digest_size_is_accepted() {
  expect_eq "sha3-256 -l 32" "$("$keccakx" sum -a sha3-256 -l 32 abc)" "$abc_sha3_256  abc"
}

the_length_may_come_before_the_algorithm() {
  expect_eq "order" "$("$keccakx" sum -l 3 -a shake256 empty)" "46b9dd  empty"
}

run_behaviours "$@"
