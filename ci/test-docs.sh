#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The docs stay true:
#  - docs/c-api.md matches the header;
#  - the README's build command works;
#  - every example in README.md and docs/*.md runs: each complete C program
#    (a ```c block with a main function) compiled against the library, each
#    ```python block as a script with the package installed, each ```go block
#    as a program of a module that requires this checkout, each ```rust block
#    as a binary of a crate that depends on it (docs/extract_examples.py);
#    the Go and Rust ones formatted as gofmt and rustfmt would;
#  - where an example's comment shows its output (`-> text`), it prints that;
#  - every ```sh block runs as written, page by page, from an empty directory
#    where `git clone https://github.com/keccakx/keccakx` clones this checkout
#    (blocks that another CI script runs say so, and are checked to);
#  - docs/check_docs.py: no page speaks of the tracker, every relative link
#    and anchor resolves, every version string is the project's, toml blocks
#    parse and match the files they show;
#  - the README's headline numbers and getting-started-go's go-ethereum numbers are
#    those of docs/benchmarks.md.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
cd "$root"
need_apt build-essential cmake ninja-build pkg-config python3 python3-venv ca-certificates
scratch=build-docs
examples=$scratch/examples
rm -rf "$examples"

pages=(README.md SECURITY.md CONTRIBUTING.md CHANGELOG.md docs/*.md bindings/*/README.md bindings/rust/*/README.md)

# Every line a comment says the program prints is a line of its output, in order.
prints_expected() {
  local program_output=$1 expected=$2
  [ -f "$expected" ] || return 0
  python3 - "$program_output" "$expected" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
position = 0
for want in open(sys.argv[2]).read().splitlines():
    try:
        position = lines.index(want, position) + 1
    except ValueError:
        sys.exit(f"the example's comment says it prints {want!r}; it printed:\n" + "\n".join(lines))
PY
}

step "the pages: no tracker words, links, anchors, versions, toml blocks"
python3 docs/check_docs.py

step "docs/c-api.md is generated from include/keccakx.h"
python3 docs/generate_c_api.py --check

step "the README's build command"
build_command=$(awk '/^```sh$/ {getline; print; exit}' README.md)
case $build_command in
  "cmake -S . -B build "*) echo "$ $build_command" && bash -c "$build_command" ;;
  *) echo "the README's first command is not the build command: $build_command"; exit 1 ;;
esac

step "C examples in the docs compile and run (against the static library the README's command built)"
python3 docs/extract_examples.py c "$examples/c" "${pages[@]}"
for example in "$examples"/c/*.c; do
  cc -std=c11 -Wall -Wextra -Werror -Iinclude "$example" build/libkeccakx.a -pthread -o "${example%.c}"
  "${example%.c}" < /dev/null > "${example%.c}.out"
  prints_expected "${example%.c}.out" "${example%.c}.expected"
  echo "ok: $(basename "$example")"
done

step "Python examples in the docs run"
venv=$scratch/venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
PIP_DISABLE_PIP_VERSION_CHECK=1 python_checkout_build "$venv/bin/pip" install --quiet ./bindings/python eth-hash pycryptodome numpy
python3 docs/extract_examples.py python "$examples/python" "${pages[@]}"
for example in "$examples"/python/*.py; do
  (cd "$examples/python" && "$root/$venv/bin/python" "$(basename "$example")" < /dev/null > "$root/${example%.py}.out")
  prints_expected "${example%.py}.out" "${example%.py}.expected"
  echo "ok: $(basename "$example")"
done

step "Go examples in the docs run"
need_go
module=$examples/go
python3 docs/extract_examples.py go "$module" "${pages[@]}"
(
  cd "$module"
  export GOWORK=off # a module of its own, not one of the repository's go.work
  # As docs/getting-started-go.md tells a user of a clone to do.
  go mod init example.com/docs-examples > /dev/null 2>&1
  go mod edit -require=github.com/keccakx/keccakx@v0.0.0 -replace="github.com/keccakx/keccakx=$root"
  cp "$root/go.sum" .
  for example in *.go; do
    mkdir "${example%.go}" && mv "$example" "${example%.go}/main.go"
    [ ! -f "${example%.go}.expected" ] || mv "${example%.go}.expected" "${example%.go}/expected"
  done
  go mod tidy
  unformatted=$(gofmt -l .)
  [ -z "$unformatted" ] || { echo "not gofmt-formatted: $unformatted"; exit 1; }
  for program in */; do
    go run "./$program" < /dev/null > "$program/out"
    prints_expected "$program/out" "$program/expected"
    echo "ok: ${program%/}"
  done
)

step "Rust examples in the docs run"
command -v cargo > /dev/null || { echo "ci: cargo not found (Rust comes from rustup)"; exit 1; }
crate=$examples/rust
python3 docs/extract_examples.py rust "$crate/src/bin" "${pages[@]}"
cat > "$crate/Cargo.toml" <<EOF
[package]
name = "docs-examples"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
keccakx = { path = "$root/bindings/rust/keccakx", features = ["rayon"] }
# The hmac, rayon and alloy-primitives examples of docs/getting-started-rust.md.
rayon = "1.10"
keccakx-sys = { path = "$root/bindings/rust/keccakx-sys", features = ["native-keccak"] }
hmac = "0.12.1"
alloy-primitives = { version = "1", default-features = false, features = ["std", "native-keccak"] }

[workspace]
EOF
cp bindings/rust/Cargo.lock "$crate/" # the versions CI tests the crate with
rustfmt --check --edition 2021 "$crate"/src/bin/*.rs
CARGO_TARGET_DIR=$root/$scratch/rust-target cargo build --quiet -j "$(jobs)" --manifest-path "$crate/Cargo.toml" --bins
for example in "$crate"/src/bin/*.rs; do
  name=$(basename "${example%.rs}")
  "$scratch/rust-target/debug/$name" < /dev/null > "${example%.rs}.out"
  prints_expected "${example%.rs}.out" "${example%.rs}.expected"
  echo "ok: $name"
done

step "shell blocks run as written, from an empty directory"
# A user's machine: a home of its own, the clone URL served by this checkout,
# the toolchains' caches shared with the other steps.
shell=$root/$scratch/shell
rm -rf "$shell" && mkdir -p "$shell/home"
python3 docs/extract_examples.py sh "$examples/sh" "${pages[@]}"
git config --file "$shell/gitconfig" url."$root".insteadOf https://github.com/keccakx/keccakx
export GOMODCACHE=${GOMODCACHE:-$(go env GOMODCACHE)} GOCACHE=${GOCACHE:-$(go env GOCACHE)}
export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo} RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
for script in "$examples"/sh/*.sh; do
  page=$(basename "${script%.sh}")
  mkdir "$shell/$page"
  (
    cd "$shell/$page"
    python3 -m venv "$shell/$page.venv"
    HOME=$shell/home GIT_CONFIG_GLOBAL=$shell/gitconfig GOWORK=off PIP_DISABLE_PIP_VERSION_CHECK=1 \
      PATH="$shell/$page.venv/bin:$PATH" bash "$root/$script" < /dev/null > "$shell/$page.log" 2>&1
  ) || { cat "$shell/$page.log"; echo "the shell blocks of $page failed (above)"; exit 1; }
  echo "ok: $page"
done

step "the pages that quote docs/benchmarks.md quote it as it is"
python3 "$root/bench/report_markdown.py"
echo "the same"
