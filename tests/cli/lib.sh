# SPDX-License-Identifier: MIT OR Apache-2.0
# What every suite of the keccakx command's tests shares. A suite is
# tests/cli/test_*.sh: it sources this file, defines one function per
# behaviour (`name() {` at the start of a line; ctest makes each one a test
# of its own), and ends with `run_behaviours "$@"`.
# Usage: sh tests/cli/test_x.sh path/to/keccakx [behaviour]...  (none: all)
set -u
keccakx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
suite=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $t: $1"; failures=$((failures + 1)); }
expect_eq() { [ "$2" = "$3" ] || fail "$1: expected [$3], got [$2]"; }
# expect_status WHAT EXPECTED: compares with the status of the command just run.
expect_status() { [ "$status" -eq "$2" ] || fail "$1: exit status $status, expected $2"; }
expect_in() { grep -q -- "$2" "$3" || fail "$1: no [$2] in $3: [$(cat "$3")]"; }

abc_keccak256=4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45
abc_sha3_256=3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
cr=$(printf '\r')

# Each behaviour starts in a directory of its own holding "abc" and "empty".
enter_fresh_directory() {
  mkdir "$work/$t" && cd "$work/$t" || exit 1
  printf abc > abc
  printf '' > empty
}

run_behaviours() {
  [ $# -gt 0 ] || set -- $(sed -n 's/^\([a-z0-9_]*\)() {.*/\1/p' "$suite")
  for t in "$@"; do
    before=$failures
    enter_fresh_directory
    $t
    [ $failures -eq $before ] && echo "ok: $t"
  done
  [ $failures -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
}
