#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# keccakx check: verifying lists as `sha256sum -c` does (coreutils 9.1's
# messages, summaries and exit statuses).
. "$(dirname "$0")/lib.sh"

check_accepts_what_sum_printed() {
  "$keccakx" sum -a keccak-384 abc empty > list
  out=$("$keccakx" check -a keccak-384 list)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK
empty: OK"
}

check_names_a_tampered_file_and_exits_1() {
  "$keccakx" sum abc empty > list
  sed "1s/^4/5/" list > tampered
  out=$("$keccakx" check tampered 2> err)
  status=$?
  expect_status "status" 1
  expect_eq "output" "$out" "abc: FAILED
empty: OK"
  expect_in "summary" "^keccakx: WARNING: 1 computed checksum did NOT match$" err
}

check_counts_in_the_plural_as_coreutils() {
  "$keccakx" sum abc empty | sed "s/^./0/" > tampered
  "$keccakx" check tampered > /dev/null 2> err
  expect_in "summary" "^keccakx: WARNING: 2 computed checksums did NOT match$" err
}

check_reads_the_list_from_standard_input() {
  "$keccakx" sum -a shake256 -l 40 abc | "$keccakx" check -a shake256 > out
  status=$?
  expect_status "no list" 0
  "$keccakx" sum abc | "$keccakx" check - > out
  status=$?
  expect_status "dash" 0
  expect_eq "output" "$(cat out)" "abc: OK"
}

check_warns_of_a_malformed_line_and_exits_0() {
  { "$keccakx" sum abc; echo "not a checksum line"; } > list
  out=$("$keccakx" check list 2> err)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK"
  expect_eq "summary only" "$(cat err)" "keccakx: WARNING: 1 line is improperly formatted"
}

check_strict_fails_on_a_malformed_line() {
  { "$keccakx" sum abc; echo "not a checksum line"; } > list
  "$keccakx" check --strict list > /dev/null 2> err
  status=$?
  expect_status "status" 1
  expect_in "summary" "WARNING: 1 line is improperly formatted" err
}

check_warn_names_each_malformed_line() {
  { "$keccakx" sum abc; echo "not a checksum line"; } > list
  "$keccakx" check -w list > /dev/null 2> err
  expect_in "line" "^keccakx: list: 2: improperly formatted KECCAK-256 checksum line$" err
  "$keccakx" check --warn -a sha3-256 list > /dev/null 2> err
  expect_in "-a's tag" "^keccakx: list: 2: improperly formatted SHA3-256 checksum line$" err
}

check_ignores_comment_and_blank_lines() {
  { echo "# made by keccakx sum"; echo; "$keccakx" sum abc; echo "#$abc_keccak256  abc"; } > list
  "$keccakx" check --strict --warn list > out 2> err
  status=$?
  expect_status "status" 0
  expect_eq "output" "$(cat out)" "abc: OK"
  expect_eq "no warning" "$(cat err)" ""
}

check_says_no_properly_formatted_lines_when_there_are_none() {
  printf 'not a checksum line\n# comment\n' > list
  "$keccakx" check list > out 2> err
  status=$?
  expect_status "status" 1
  expect_eq "message" "$(cat err)" "keccakx: list: no properly formatted checksum lines found"
  : > empty_list
  "$keccakx" check empty_list 2> err
  status=$?
  expect_status "empty list" 1
  expect_in "empty list" "empty_list: no properly formatted checksum lines found" err
}

check_reports_a_directory_list_as_a_read_error() {
  mkdir dir
  "$keccakx" check dir > out 2> err
  status=$?
  expect_status "status" 1
  expect_eq "message" "$(cat err)" "keccakx: dir: read error: Is a directory"
}

check_reports_a_missing_list() {
  "$keccakx" check nolist 2> err
  status=$?
  expect_status "status" 1
  expect_eq "message" "$(cat err)" "keccakx: nolist: No such file or directory"
}

check_reads_several_lists_and_summarises_each() {
  "$keccakx" sum abc > good
  sed "s/^4/5/" good > bad
  out=$("$keccakx" check bad good nolist 2> err)
  status=$?
  expect_status "one failed" 1
  expect_eq "output" "$out" "abc: FAILED
abc: OK"
  expect_in "the missing list" "nolist: No such file or directory" err
  "$keccakx" check good good > /dev/null
  status=$?
  expect_status "all passed" 0
}

check_reports_a_listed_file_it_cannot_read() {
  "$keccakx" sum abc > list
  mv abc gone
  out=$("$keccakx" check list 2> err)
  status=$?
  expect_status "status" 1
  expect_eq "output" "$out" "abc: FAILED open or read"
  expect_in "why" "^keccakx: abc: No such file or directory$" err
  expect_in "summary" "^keccakx: WARNING: 1 listed file could not be read$" err
}

check_ignore_missing_skips_missing_files() {
  "$keccakx" sum abc empty > list
  rm empty
  out=$("$keccakx" check --ignore-missing list 2> err)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK"
  expect_eq "nothing on stderr" "$(cat err)" ""
}

check_ignore_missing_fails_when_no_file_was_verified() {
  echo "$abc_keccak256  missing" > list
  "$keccakx" check --ignore-missing list > out 2> err
  status=$?
  expect_status "status" 1
  expect_eq "output" "$(cat out)" ""
  expect_eq "message" "$(cat err)" "keccakx: list: no file was verified"
}

check_quiet_prints_only_failures() {
  "$keccakx" sum abc empty | sed "2s/^./0/" > list
  out=$("$keccakx" check --quiet list 2> err)
  status=$?
  expect_status "status" 1
  expect_eq "output" "$out" "empty: FAILED"
  expect_in "summary" "1 computed checksum did NOT match" err
}

check_status_prints_nothing() {
  "$keccakx" sum abc | sed "s/^./0/" > list
  "$keccakx" check --status list > out 2> err
  status=$?
  expect_status "mismatch" 1
  expect_eq "no output" "$(cat out)" ""
  expect_eq "no message" "$(cat err)" ""
  "$keccakx" sum abc > list
  "$keccakx" check --status list > out
  status=$?
  expect_status "match" 0
  expect_eq "no output" "$(cat out)" ""
}

check_takes_the_last_of_status_quiet_and_warn() {
  { "$keccakx" sum abc; echo junk; } > list
  "$keccakx" check --warn --status list > out 2> err
  expect_eq "status wins" "$(cat out)$(cat err)" ""
  "$keccakx" check --status --warn list > out 2> err
  expect_eq "warn wins" "$(cat out)" "abc: OK"
  expect_in "warn wins" "list: 2: improperly formatted" err
}

check_reads_bsd_lines_and_takes_the_algorithm_from_the_tag() {
  for alg in keccak-224 keccak-256 keccak-384 keccak-512 sha3-224 sha3-256 sha3-384 sha3-512 shake128 shake256; do
    "$keccakx" sum --tag -a "$alg" abc
  done > list
  "$keccakx" sum --tag -a shake128 -l 5 empty >> list
  "$keccakx" check list > out
  status=$?
  expect_status "status" 0
  expect_eq "every line checked" "$(grep -c ': OK$' out)" 11
}

check_reads_a_list_mixing_both_forms_and_several_algorithms() {
  { "$keccakx" sum abc; "$keccakx" sum --tag -a sha3-512 empty; "$keccakx" sum --tag -a shake256 -l 1000 abc; } > list
  out=$("$keccakx" check list)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK
empty: OK
abc: OK"
}

check_reads_openssl_dgst_lines() {
  echo "SHA3-256(abc)= $abc_sha3_256" > list
  expect_eq "output" "$("$keccakx" check list)" "abc: OK"
}

check_with_a_refuses_lines_of_another_tag() {
  "$keccakx" sum --tag abc > list
  "$keccakx" check -a sha3-256 list > /dev/null 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "no properly formatted checksum lines found" err
  expect_eq "the tag's own" "$("$keccakx" check -a keccak-256 list)" "abc: OK"
}

check_takes_the_shake_length_from_the_hex() {
  { "$keccakx" sum -a shake128 -l 1 abc; "$keccakx" sum -a shake128 -l 5000 abc; } > list
  out=$("$keccakx" check -a shake128 list)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK
abc: OK"
}

check_with_l_takes_only_shake_lines_of_that_length() {
  { "$keccakx" sum -a shake128 -l 8 abc; "$keccakx" sum -a shake128 -l 9 abc; } > list
  out=$("$keccakx" check -a shake128 -l 8 list 2> err)
  status=$?
  expect_status "status" 0
  expect_eq "output" "$out" "abc: OK"
  expect_in "the other is malformed" "1 line is improperly formatted" err
}

check_refuses_a_digest_of_the_wrong_length() {
  echo "${abc_keccak256}00  abc" > list
  "$keccakx" check list 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "no properly formatted checksum lines found" err
}

check_accepts_upper_case_hex_and_the_binary_marker() {
  echo "$(echo "$abc_keccak256" | tr a-f A-F) *abc" > list
  expect_eq "output" "$("$keccakx" check list)" "abc: OK"
}

check_reads_a_listed_dash_as_standard_input() {
  echo "$abc_keccak256  -" > list
  expect_eq "output" "$(printf abc | "$keccakx" check list)" "-: OK"
}

check_refuses_a_listed_dash_in_a_list_read_from_standard_input() {
  echo "$abc_keccak256  -" | "$keccakx" check 2> err
  status=$?
  expect_status "status" 1
  expect_eq "message" "$(cat err)" "keccakx: standard input: no properly formatted checksum lines found"
}

check_refuses_a_line_with_a_nul_byte() {
  printf '%s  abc\000x\n' "$abc_keccak256" > list
  "$keccakx" check list 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "no properly formatted checksum lines found" err
}

run_behaviours "$@"
