# SPDX-License-Identifier: MIT OR Apache-2.0
# The Windows build of the keccakx command, run under wine, against the Linux
# build of the same sources: one function per behaviour.
# Usage: sh tests/windows/test_wine.sh path/to/keccakx.exe path/to/linux/keccakx
# (wine on the PATH, WINEPREFIX set; a persistent wineserver makes each start cheap).
set -u
exe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
linux=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
win() { wine "$exe" "$@"; }
fail() { echo "FAIL: $t: $1"; failures=$((failures + 1)); }
expect_eq() { [ "$2" = "$3" ] || fail "$1: expected [$3], got [$2]"; }

algorithms() { "$linux" help | sed -n 's/^algorithms: //p'; }

# Lengths on both sides of the largest rate, so every backend's block path runs.
make_messages() {
  printf '' > empty
  head -c 167 /dev/urandom > m167
  head -c 169 /dev/urandom > m169
  head -c 5000 /dev/urandom > m5000
}

digests_match_linux_with_every_runnable_backend_forced() {
  make_messages
  for alg in $(algorithms); do "$linux" sum -a "$alg" empty m167 m169 m5000; done > want
  ran=""
  for backend in generic bmi2 avx2 avx512vl avx512; do
    if ! "$linux" backends | grep -Eq "^$backend +[0-9 ]+ +yes"; then
      KECCAKX_BACKEND=$backend win sum empty > /dev/null 2> err && fail "$backend: not refused on this CPU"
      grep -q "cannot run that backend" err || fail "$backend: refusal says [$(cat err)]"
      echo "refused, as this CPU cannot run it: $backend"
      continue
    fi
    for alg in $(algorithms); do KECCAKX_BACKEND=$backend win sum -a "$alg" empty m167 m169 m5000; done > got
    cmp -s got want || fail "$backend: digests differ from Linux's: $(diff got want | head -4)"
    ran="$ran $backend"
  done
  echo "compared with Linux, forced:$ran"
}

stdin_is_read_as_binary() {
  printf 'a\r\nb\032c\r\n' > bytes
  expect_eq "CR LF and 0x1a piped in" "$(win sum - < bytes)" "$("$linux" sum - < bytes)"
}

files_are_read_as_binary() {
  printf 'a\r\nb\032c\r\n' > bytes
  expect_eq "CR LF and 0x1a in a file" "$(win sum bytes)" "$("$linux" sum bytes)"
}

output_lines_end_with_lf_only() {
  printf abc > abc
  win sum abc > out
  expect_eq "the last two bytes, in hex" "$(tail -c 2 out | od -An -tx1 | tr -d ' \n')" "630a"
}

non_ascii_names_round_trip_through_sum_and_check() {
  name='käse-ωμέγα-日本.txt'
  printf abc > "$name"
  win sum "$name" > list
  expect_eq "sum's line" "$(cat list)" "$("$linux" sum "$name")"
  expect_eq "check's verdict" "$(win check list)" "$name: OK"
}

for t in $(sed -n 's/^\([a-z0-9_]*\)() {.*/\1/p' "$0"); do
  case $t in win | fail | expect_eq | algorithms | make_messages) continue ;; esac
  before=$failures
  mkdir "$work/$t" && cd "$work/$t" || exit 1
  $t
  [ $failures -eq $before ] && echo "ok: $t"
done
[ $failures -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
