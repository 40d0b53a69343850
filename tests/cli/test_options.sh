#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Usage: help, and the usage errors, which exit 2 (coreutils exits 1).
. "$(dirname "$0")/lib.sh"

no_command_prints_the_usage_and_exits_2() {
  "$keccakx" > out 2> err
  status=$?
  expect_status "status" 2
  expect_in "usage on stderr" "^usage: keccakx" err
}

help_prints_the_usage_with_every_algorithm() {
  for how in help --help "sum --help" "check -h"; do
    $keccakx $how > out
    status=$?
    expect_status "$how" 0
    expect_in "$how" "^algorithms: keccak-224 keccak-256 keccak-384 keccak-512 sha3-224 sha3-256 sha3-384 sha3-512 shake128 shake256 turboshake128 turboshake256 kt128 kt256 cshake128 cshake256$" out
  done
}

an_unknown_algorithm_is_refused() {
  "$keccakx" sum -a md5 abc > /dev/null 2> err
  status=$?
  expect_status "status" 2
  expect_eq "message" "$(cat err)" "keccakx: unknown algorithm 'md5' (try 'keccakx help')"
}

an_unknown_option_is_refused() {
  "$keccakx" sum --bogus abc > /dev/null 2> err
  status=$?
  expect_status "long" 2
  expect_in "long" "unknown or ambiguous option '--bogus'" err
  "$keccakx" check -x > /dev/null 2> err
  status=$?
  expect_status "short" 2
  expect_in "short" "unknown option '-x'" err
}

an_option_without_its_value_is_refused() {
  "$keccakx" sum abc -a > /dev/null 2> err
  status=$?
  expect_status "status" 2
  expect_in "message" "option '-a' needs a value" err
}

long_options_may_be_abbreviated_unless_ambiguous() {
  "$keccakx" sum abc > list
  expect_eq "--stat" "$("$keccakx" check --stat list)" ""
  "$keccakx" check --st list > /dev/null 2> err
  status=$?
  expect_status "--st" 2
}

options_of_check_are_refused_by_sum_as_coreutils_does() {
  for option in quiet status strict warn ignore-missing; do
    "$keccakx" sum "--$option" abc > out 2> err
    status=$?
    expect_status "--$option" 2
    expect_eq "--$option" "$(cat err)" "keccakx: the --$option option is meaningful only when verifying checksums"
    expect_eq "--$option: nothing hashed" "$(cat out)" ""
  done
}

options_of_sum_are_refused_by_check_as_coreutils_does() {
  "$keccakx" sum abc > list
  "$keccakx" check --tag list 2> err
  status=$?
  expect_status "--tag" 2
  expect_eq "--tag" "$(cat err)" "keccakx: the --tag option is meaningless when verifying checksums"
  "$keccakx" check -z list 2> err
  status=$?
  expect_status "-z" 2
  expect_eq "-z" "$(cat err)" "keccakx: the --zero option is not supported when verifying checksums"
}

run_behaviours "$@"
