#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# The keccakx command, behaviour by behaviour. Usage: test_cli.sh path/to/keccakx
set -u
keccakx=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
expect_eq() { [ "$2" = "$3" ] || fail "$1: expected [$3], got [$2]"; }

abc_keccak256=4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45
abc_sha3_256=3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
printf abc > "$work/abc"
printf '' > "$work/empty"

sum_prints_keccak256_and_the_name_by_default() {
  expect_eq "$t" "$("$keccakx" sum "$work/abc")" "$abc_keccak256  $work/abc"
}

sum_reads_standard_input_when_given_no_file_or_a_dash() {
  expect_eq "no file" "$(printf abc | "$keccakx" sum)" "$abc_keccak256  -"
  expect_eq "dash" "$(printf abc | "$keccakx" sum -)" "$abc_keccak256  -"
}

sum_takes_the_algorithm_in_any_spelling() {
  expect_eq "sha3-256" "$("$keccakx" sum -a sha3-256 "$work/abc")" "$abc_sha3_256  $work/abc"
  expect_eq "SHA3_256" "$("$keccakx" sum --algorithm=SHA3_256 "$work/abc")" "$abc_sha3_256  $work/abc"
}

sum_sets_the_shake_output_length_with_l() {
  out=$("$keccakx" sum -a shake128 -l 100 "$work/empty" | cut -d' ' -f1)
  expect_eq "length" "${#out}" 200
  expect_eq "known prefix" "$(echo "$out" | cut -c1-16)" 7f9c2ba4e88f827d
}

sum_streams_a_file_larger_than_its_buffer() {
  head -c 300000 /dev/zero > "$work/zeros"
  one=$("$keccakx" sum -a sha3-512 "$work/zeros" | cut -d' ' -f1)
  two=$(cat "$work/zeros" | "$keccakx" sum -a sha3-512 | cut -d' ' -f1)
  expect_eq "file and pipe agree" "$one" "$two"
}

sum_reports_an_unreadable_file_and_goes_on() {
  out=$("$keccakx" sum "$work/missing" "$work/abc" 2> "$work/err")
  status=$?
  expect_eq "status" "$status" 1
  expect_eq "other file still hashed" "$out" "$abc_keccak256  $work/abc"
  grep -q "missing" "$work/err" || fail "$t: the error names the file"
}

sum_refuses_an_unknown_algorithm_with_status_2() {
  "$keccakx" sum -a md5 "$work/abc" > /dev/null 2> "$work/err"
  expect_eq "status" $? 2
  grep -q "unknown algorithm 'md5'" "$work/err" || fail "$t: message"
}

sum_refuses_a_length_for_a_fixed_size_hash() {
  "$keccakx" sum -a sha3-256 -l 16 "$work/abc" > /dev/null 2>&1
  expect_eq "status" $? 2
  "$keccakx" sum -a shake256 -l -3 "$work/abc" > /dev/null 2>&1
  expect_eq "negative" $? 2
}

check_accepts_what_sum_printed() {
  "$keccakx" sum -a keccak-384 "$work/abc" "$work/empty" > "$work/list"
  out=$("$keccakx" check -a keccak-384 "$work/list")
  expect_eq "status" $? 0
  expect_eq "output" "$out" "$work/abc: OK
$work/empty: OK"
}

check_names_a_tampered_line_and_exits_1() {
  "$keccakx" sum "$work/abc" "$work/empty" > "$work/list"
  sed "1s/^4/5/" "$work/list" > "$work/tampered"
  out=$("$keccakx" check "$work/tampered" 2> "$work/err")
  expect_eq "status" $? 1
  echo "$out" | grep -qx "$work/abc: FAILED" || fail "$t: names the failure"
  echo "$out" | grep -qx "$work/empty: OK" || fail "$t: still checks the rest"
  grep -q "1 computed checksum(s) did NOT match" "$work/err" || fail "$t: summary"
}

check_reads_the_list_from_standard_input() {
  "$keccakx" sum -a shake256 -l 40 "$work/abc" | "$keccakx" check -a shake256 > /dev/null
  expect_eq "status" $? 0
}

check_refuses_malformed_lines() {
  printf 'not a checksum line\n' > "$work/bad"
  "$keccakx" check "$work/bad" > /dev/null 2> "$work/err"
  expect_eq "status" $? 1
  grep -q "bad:1: not a 'keccak-256' checksum line" "$work/err" || fail "$t: message"
}

names_with_newlines_are_escaped_and_checked() {
  name="$work/two
lines"
  printf abc > "$name"
  "$keccakx" sum "$name" > "$work/list"
  expect_eq "one line" "$(wc -l < "$work/list" | tr -d ' ')" 1
  "$keccakx" check "$work/list" > /dev/null
  expect_eq "status" $? 0
}

backends_lists_generic_as_runnable() {
  "$keccakx" backends | grep -Eq '^generic +1 +yes' || fail "$t"
}

# RFC 9861 section 5: the empty message and ptn(17^4) (83521 bytes, past ten KangarooTwelve chunks).
sum_knows_turboshake_kangarootwelve_and_cshake() {
  expect_eq "kt128" "$("$keccakx" sum -a kt128 "$work/empty" | cut -d' ' -f1)" \
    1ac2d450fc3b4205d19da7bfca1b37513c0803577ac7167f06fe2ce1f0ef39e5
  expect_eq "turboshake128" "$("$keccakx" sum -a TurboSHAKE128 "$work/empty" | cut -d' ' -f1)" \
    1e415f1c5983aff2169217277d17bb538cd945a397ddec541f1ce41af2c1b74c
  expect_eq "kt256, 64 bytes" "$("$keccakx" sum -a kt256 "$work/empty" | cut -d' ' -f1 | cut -c1-16)" b23d2e9cea9f4904
  expect_eq "turboshake256 -l 16" "$("$keccakx" sum -a turboshake256 -l 16 "$work/empty" | cut -d' ' -f1)" \
    367a329dafea871c7802ec67f905ae13
  expect_eq "cshake128 is shake128" "$("$keccakx" sum -a cshake128 "$work/abc" | cut -d' ' -f1)" \
    "$("$keccakx" sum -a shake128 "$work/abc" | cut -d' ' -f1)"
  i=0
  while [ $i -lt 251 ]; do
    printf "\\$(printf %03o $i)"
    i=$((i + 1))
  done > "$work/pattern"
  i=0
  while [ $i -lt 333 ]; do
    cat "$work/pattern"
    i=$((i + 1))
  done | head -c 83521 > "$work/ptn"
  expect_eq "kt128 of ptn(17^4)" "$("$keccakx" sum -a kt128 "$work/ptn" | cut -d' ' -f1)" \
    8701045e22205345ff4dda05555cbb5c3af1a771c2b89baef37db43d9998b9fe
}

a_bad_backend_in_the_environment_is_an_error() {
  KECCAKX_BACKEND=no-such "$keccakx" sum "$work/abc" > /dev/null 2> "$work/err"
  expect_eq "status" $? 2
  grep -q "KECCAKX_BACKEND=no-such" "$work/err" || fail "$t: message"
}

every_backend_gives_the_same_sums() {
  for b in $("$keccakx" backends | awk 'NR > 1 && $3 == "yes" {print $1}'); do
    expect_eq "$b" "$(KECCAKX_BACKEND=$b "$keccakx" sum "$work/abc")" "$abc_keccak256  $work/abc"
  done
}

for t in sum_prints_keccak256_and_the_name_by_default sum_reads_standard_input_when_given_no_file_or_a_dash \
  sum_takes_the_algorithm_in_any_spelling sum_sets_the_shake_output_length_with_l \
  sum_streams_a_file_larger_than_its_buffer sum_reports_an_unreadable_file_and_goes_on \
  sum_refuses_an_unknown_algorithm_with_status_2 sum_refuses_a_length_for_a_fixed_size_hash \
  check_accepts_what_sum_printed check_names_a_tampered_line_and_exits_1 \
  check_reads_the_list_from_standard_input check_refuses_malformed_lines \
  names_with_newlines_are_escaped_and_checked backends_lists_generic_as_runnable \
  a_bad_backend_in_the_environment_is_an_error every_backend_gives_the_same_sums \
  sum_knows_turboshake_kangarootwelve_and_cshake; do
  before=$failures
  $t
  [ $failures -eq $before ] && echo "ok: $t"
done
[ $failures -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
