#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Output that cannot be written is an error, as coreutils' close_stdout makes it.
. "$(dirname "$0")/lib.sh"

sum_into_a_full_disk_is_a_write_error() {
  "$keccakx" sum abc > /dev/full 2> err
  status=$?
  expect_status "status" 1
  expect_eq "message" "$(cat err)" "keccakx: write error: No space left on device"
}

sum_into_a_closed_stdout_is_a_write_error() {
  "$keccakx" sum abc >&- 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "^keccakx: write error" err
}

a_huge_shake_output_stops_at_the_first_failed_write() {
  # Unstopped, 2^63 - 1 bytes would take centuries: the timeout only turns a
  # hang into a failure.
  timeout 120 "$keccakx" sum -a shake128 -l 9223372036854775807 abc > /dev/full 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "^keccakx: write error" err
}

sum_stops_at_the_first_failed_write_over_several_files() {
  "$keccakx" sum -a shake256 -l 100000 abc missing > /dev/full 2> err
  status=$?
  expect_status "status" 1
  expect_eq "no later file tried" "$(grep -c missing err)" 0
}

check_into_a_full_disk_is_a_write_error() {
  "$keccakx" sum abc > list
  "$keccakx" check list > /dev/full 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "^keccakx: write error" err
}

check_status_with_stdout_closed_writes_nothing_and_succeeds() {
  "$keccakx" sum abc > list
  "$keccakx" check --status list >&- 2> err
  status=$?
  expect_status "status" 0
  expect_eq "no message" "$(cat err)" ""
}

run_behaviours "$@"
