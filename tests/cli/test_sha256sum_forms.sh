#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The rest of sha256sum's interface, as coreutils 9.1 has it: the one-space
# "hex name" line check reads, -b/--binary and -t/--text, --version.
. "$(dirname "$0")/lib.sh"

check_accepts_a_one_space_line() {
  echo "$abc_keccak256 abc" > list
  "$keccakx" check list > out 2> err
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK"
  expect_eq "stderr" "$(cat err)" ""
}

check_accepts_a_tab_after_the_hex() {
  printf '%s\tabc\n' "$abc_keccak256" > list
  "$keccakx" check list > out
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK"
}

check_refuses_a_one_space_line_after_a_two_space_line() {
  printf '%s  abc\n%s abc\n' "$abc_keccak256" "$abc_keccak256" > list
  "$keccakx" check --warn list > out 2> err
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK"
  expect_in "line 2 named" "list: 2: improperly formatted KECCAK-256 checksum line" err
}

check_keeps_the_one_space_form_for_the_lists_after() {
  printf '%s abc\n' "$abc_keccak256" > one
  printf '%s  abc\n' "$abc_keccak256" > two
  printf abc > ' abc'
  "$keccakx" check one two > out 2> err
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK
 abc: OK"
}

sum_binary_marks_the_name_with_a_star() {
  for option in -b --binary; do
    expect_eq "$option" "$("$keccakx" sum "$option" abc)" "$abc_keccak256 *abc"
  done
}

sum_text_prints_two_spaces() {
  for option in -t --text "-b -t"; do
    expect_eq "$option" "$("$keccakx" sum $option abc)" "$abc_keccak256  abc"
  done
}

sum_binary_reads_the_same_bytes_as_text() {
  printf 'a\r\nb\n' > crlf
  expect_eq "digest" "$("$keccakx" sum -b crlf | cut -c1-64)" "$("$keccakx" sum -t crlf | cut -c1-64)"
}

sum_binary_star_follows_the_escape() {
  printf abc > 'a\b'
  expect_eq "line" "$("$keccakx" sum -b 'a\b')" "\\$abc_keccak256 *a\\\\b"
}

sum_binary_lines_check_out() {
  "$keccakx" sum -b abc empty > list
  "$keccakx" check list > out
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK
empty: OK"
}

sum_tag_after_text_is_refused_as_coreutils_does() {
  "$keccakx" sum --tag -t abc > out 2> err
  status=$?
  expect_status "status" 2
  expect_eq "message" "$(cat err)" "keccakx: --tag does not support --text mode"
  expect_eq "text then tag" "$("$keccakx" sum -t --tag abc)" "KECCAK-256 (abc) = $abc_keccak256"
}

check_refuses_binary_and_text_as_coreutils_does() {
  "$keccakx" sum abc > list
  for option in -b --binary -t --text; do
    "$keccakx" check "$option" list > out 2> err
    status=$?
    expect_status "$option" 2
    expect_eq "$option" "$(cat err)" \
      "keccakx: the --binary and --text options are meaningless when verifying checksums"
  done
}

version_prints_the_version_and_exits_0() {
  expected=$("$keccakx" version)
  for how in "sum --version" "check --version" "sum -c --version" "sum --version --bogus"; do
    $keccakx $how > out 2> err
    status=$?
    expect_status "$how" 0
    expect_eq "$how" "$(cat out)" "$expected"
    expect_eq "$how: stderr" "$(cat err)" ""
  done
  expect_in "the version's form" "^keccakx [0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*$" out
}

run_behaviours "$@"
