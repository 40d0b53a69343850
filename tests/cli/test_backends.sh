#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# keccakx backends, and KECCAKX_BACKEND in the command.
. "$(dirname "$0")/lib.sh"

backends_lists_generic_as_runnable() {
  "$keccakx" backends | grep -Eq '^generic +1 +yes' || fail "no runnable generic row"
}

a_bad_backend_in_the_environment_is_an_error() {
  KECCAKX_BACKEND=no-such "$keccakx" sum abc > /dev/null 2> err
  status=$?
  expect_status "status" 2
  expect_in "message" "KECCAKX_BACKEND=no-such" err
}

every_backend_gives_the_same_sums() {
  for b in $("$keccakx" backends | awk 'NR > 1 && $3 == "yes" {print $1}'); do
    expect_eq "$b" "$(KECCAKX_BACKEND=$b "$keccakx" sum abc)" "$abc_keccak256  abc"
    expect_eq "$b shake" "$(KECCAKX_BACKEND=$b "$keccakx" sum -a shake128 -l 100 empty | cut -c1-16)" 7f9c2ba4e88f827d
  done
}

run_behaviours "$@"
