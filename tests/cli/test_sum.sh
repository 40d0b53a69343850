#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# keccakx sum: the lines it prints, as sha256sum prints them.
. "$(dirname "$0")/lib.sh"

sum_prints_keccak256_and_the_name_by_default() {
  expect_eq "line" "$("$keccakx" sum abc)" "$abc_keccak256  abc"
}

sum_reads_standard_input_when_given_no_file_or_a_dash() {
  expect_eq "no file" "$(printf abc | "$keccakx" sum)" "$abc_keccak256  -"
  expect_eq "dash" "$(printf abc | "$keccakx" sum -)" "$abc_keccak256  -"
}

sum_takes_the_algorithm_in_any_spelling() {
  expect_eq "sha3-256" "$("$keccakx" sum -a sha3-256 abc)" "$abc_sha3_256  abc"
  expect_eq "SHA3_256" "$("$keccakx" sum --algorithm=SHA3_256 abc)" "$abc_sha3_256  abc"
  expect_eq "the tag" "$("$keccakx" sum --algorithm SHA3-256 abc)" "$abc_sha3_256  abc"
}

sum_sets_the_shake_output_length_with_l() {
  out=$("$keccakx" sum -a shake128 -l 100 empty | cut -d' ' -f1)
  expect_eq "length" "${#out}" 200
  expect_eq "known prefix" "$(echo "$out" | cut -c1-16)" 7f9c2ba4e88f827d
}

sum_gives_shake_twice_its_security_strength_by_default() {
  out=$("$keccakx" sum -a shake128 empty | cut -d' ' -f1)
  expect_eq "shake128" "${#out}" 64
  out=$("$keccakx" sum -a shake256 empty | cut -d' ' -f1)
  expect_eq "shake256" "${#out}" 128
}

sum_streams_a_file_larger_than_its_buffer() {
  head -c 300000 /dev/zero > zeros
  one=$("$keccakx" sum -a sha3-512 zeros | cut -d' ' -f1)
  two=$(cat zeros | "$keccakx" sum -a sha3-512 | cut -d' ' -f1)
  expect_eq "file and pipe agree" "$one" "$two"
}

sum_reports_an_unreadable_file_and_goes_on() {
  out=$("$keccakx" sum missing abc 2> err)
  status=$?
  expect_status "status" 1
  expect_eq "other file still hashed" "$out" "$abc_keccak256  abc"
  expect_in "the error names the file" "keccakx: missing: No such file or directory" err
}

sum_reports_a_directory_as_a_read_error() {
  mkdir dir
  "$keccakx" sum dir > out 2> err
  status=$?
  expect_status "status" 1
  expect_in "message" "keccakx: dir: Is a directory" err
  expect_eq "no line" "$(cat out)" ""
}

sum_tag_prints_bsd_lines_named_like_openssl() {
  expect_eq "sha3-256" "$("$keccakx" sum --tag -a sha3-256 abc)" "SHA3-256 (abc) = $abc_sha3_256"
  expect_eq "keccak-256" "$("$keccakx" sum --tag abc)" "KECCAK-256 (abc) = $abc_keccak256"
  for alg in keccak-224 keccak-384 keccak-512 sha3-224 sha3-384 sha3-512 shake128 shake256; do
    tag=$("$keccakx" sum --tag -a "$alg" abc | cut -d' ' -f1)
    expect_eq "$alg" "$tag" "$(echo "$alg" | tr a-z A-Z)"
  done
}

sum_tag_keeps_the_shake_length_in_the_hex() {
  expect_eq "shake256 -l 3" "$("$keccakx" sum --tag -a shake256 -l 3 empty)" "SHAKE256 (empty) = 46b9dd"
}

sum_z_ends_lines_with_nul() {
  "$keccakx" sum -z abc empty | tr '\0' '|' > out
  expect_eq "lines" "$(cat out)" "$abc_keccak256  abc|$("$keccakx" sum empty)|"
  "$keccakx" sum --zero --tag abc | tr '\0' '|' > out
  expect_eq "with --tag" "$(cat out)" "KECCAK-256 (abc) = $abc_keccak256|"
}

sum_takes_options_after_the_names() {
  expect_eq "after" "$("$keccakx" sum abc -a sha3-256)" "$abc_sha3_256  abc"
  expect_eq "between" "$("$keccakx" sum abc --tag empty -a sha3-256 | head -1)" "SHA3-256 (abc) = $abc_sha3_256"
}

sum_takes_names_that_look_like_options_after_a_double_dash() {
  printf abc > -a
  expect_eq "-- -a" "$("$keccakx" sum -- -a)" "$abc_keccak256  -a"
  expect_eq "-a after --" "$("$keccakx" sum -a sha3-256 -- -a)" "$abc_sha3_256  -a"
}

sum_takes_clustered_short_options() {
  expect_eq "-za" "$("$keccakx" sum -zasha3-256 abc | tr '\0' '|')" "$abc_sha3_256  abc|"
}

sum_c_is_check() {
  "$keccakx" sum abc > list
  expect_eq "sum -c" "$("$keccakx" sum -c list)" "abc: OK"
  expect_eq "sum --check" "$("$keccakx" sum list --check)" "abc: OK"
}

# RFC 9861 section 5: the empty message and ptn(17^4) (83521 bytes, past ten KangarooTwelve chunks).
sum_knows_turboshake_kangarootwelve_and_cshake() {
  expect_eq "kt128" "$("$keccakx" sum -a kt128 empty | cut -d' ' -f1)" \
    1ac2d450fc3b4205d19da7bfca1b37513c0803577ac7167f06fe2ce1f0ef39e5
  expect_eq "turboshake128" "$("$keccakx" sum -a TurboSHAKE128 empty | cut -d' ' -f1)" \
    1e415f1c5983aff2169217277d17bb538cd945a397ddec541f1ce41af2c1b74c
  expect_eq "kt256, 64 bytes" "$("$keccakx" sum -a kt256 empty | cut -d' ' -f1 | cut -c1-16)" b23d2e9cea9f4904
  expect_eq "turboshake256 -l 16" "$("$keccakx" sum -a turboshake256 -l 16 empty | cut -d' ' -f1)" \
    367a329dafea871c7802ec67f905ae13
  expect_eq "cshake128 is shake128" "$("$keccakx" sum -a cshake128 abc | cut -d' ' -f1)" \
    "$("$keccakx" sum -a shake128 abc | cut -d' ' -f1)"
  i=0
  while [ $i -lt 251 ]; do
    printf "\\$(printf %03o $i)"
    i=$((i + 1))
  done > pattern
  i=0
  while [ $i -lt 333 ]; do
    cat pattern
    i=$((i + 1))
  done | head -c 83521 > ptn
  expect_eq "kt128 of ptn(17^4)" "$("$keccakx" sum -a kt128 ptn | cut -d' ' -f1)" \
    8701045e22205345ff4dda05555cbb5c3af1a771c2b89baef37db43d9998b9fe
}

sum_tag_lines_of_the_rfc_9861_hashes_are_checked() {
  "$keccakx" sum --tag -a kt128 abc > list
  "$keccakx" sum --tag -a turboshake256 -l 20 abc >> list
  expect_eq "tags" "$(cut -d' ' -f1 list | tr '\n' ' ')" "KT128 TURBOSHAKE256 "
  expect_eq "check" "$("$keccakx" check list)" "abc: OK
abc: OK"
}

run_behaviours "$@"
