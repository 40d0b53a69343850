#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# File names: every line keccakx prints stays one line whatever the name, and
# every name sum prints is the file check reads back (coreutils 9.1's escapes).
. "$(dirname "$0")/lib.sh"

newline_name='two
lines'

sum_escapes_backslash_newline_and_carriage_return() {
  printf abc > 'back\slash'
  printf abc > "$newline_name"
  printf abc > "ends in cr$cr"
  expect_eq "backslash" "$("$keccakx" sum 'back\slash')" "\\$abc_keccak256  back\\\\slash"
  expect_eq "newline" "$("$keccakx" sum "$newline_name")" "\\$abc_keccak256  two\\nlines"
  expect_eq "carriage return" "$("$keccakx" sum "ends in cr$cr")" "\\$abc_keccak256  ends in cr\\r"
}

sum_tag_escapes_names_too() {
  printf abc > "ends in cr$cr"
  expect_eq "tag" "$("$keccakx" sum --tag "ends in cr$cr")" "\\KECCAK-256 (ends in cr\\r) = $abc_keccak256"
}

sum_z_prints_names_unescaped() {
  printf abc > "$newline_name"
  "$keccakx" sum -z "$newline_name" | tr '\0' '|' > out
  expect_eq "raw" "$(cat out)" "$abc_keccak256  $newline_name|"
}

sum_escapes_names_in_error_messages() {
  "$keccakx" sum "no
such" 2> err
  expect_eq "one line" "$(cat err)" "keccakx: no\\nsuch: No such file or directory"
}

check_reads_back_every_escaped_name() {
  for name in 'back\slash' "$newline_name" "ends in cr$cr" "$cr" 'a\nb' 'paren) = x'; do
    printf abc > "$name"
    "$keccakx" sum "$name"
    "$keccakx" sum --tag -a shake128 "$name"
  done > list
  "$keccakx" check list > out
  status=$?
  expect_status "status" 0
  expect_eq "every line OK" "$(grep -c ': OK$' out)" 12
}

check_never_passes_a_tampered_file_whose_name_ends_in_cr() {
  printf abc > "r$cr"
  "$keccakx" sum "r$cr" > list
  printf evil > "r$cr"
  printf abc > r
  out=$("$keccakx" check list 2> /dev/null)
  status=$?
  expect_status "status" 1
  expect_eq "the file named, escaped" "$out" "\\r\\r: FAILED"
}

check_strips_a_crlf_line_ending() {
  "$keccakx" sum abc | sed "s/\$/$cr/" > list
  expect_eq "crlf" "$("$keccakx" check list)" "abc: OK"
}

check_keeps_a_carriage_return_that_ends_the_last_line() {
  printf abc > "r$cr"
  printf evil > r
  printf '%s  r\r' "$abc_keccak256" > list
  expect_eq "the name keeps its cr" "$("$keccakx" check list)" "\\r\\r: OK"
}

check_escapes_names_in_ok_and_failed_lines() {
  forged="x
abc: OK"
  printf abc > "$forged"
  "$keccakx" sum "$forged" > list
  expect_eq "OK" "$("$keccakx" check list)" "\\x\\nabc: OK: OK"
  printf evil > "$forged"
  expect_eq "FAILED" "$("$keccakx" check list 2> /dev/null)" "\\x\\nabc: OK: FAILED"
  rm "$forged"
  "$keccakx" check list > out 2> err
  expect_eq "FAILED open or read" "$(cat out)" "\\x\\nabc: OK: FAILED open or read"
  expect_in "stderr too" "^keccakx: x\\\\nabc: OK: No such file or directory$" err
}

check_escapes_the_list_name_in_warnings() {
  echo junk > "$newline_name"
  "$keccakx" check "$newline_name" 2> err
  expect_eq "one line" "$(cat err)" "keccakx: two\\nlines: no properly formatted checksum lines found"
}

check_refuses_an_unknown_escape() {
  printf abc > 'a\qb'
  echo "\\$abc_keccak256  a\\qb" > list
  "$keccakx" check list 2> err
  status=$?
  expect_status "status" 1
  expect_in "malformed" "no properly formatted checksum lines found" err
}

run_behaviours "$@"
