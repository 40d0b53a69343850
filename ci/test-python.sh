#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The Python package, as users get it:
#  - bindings/python/build-wheel.sh: the sdist, the cp39-abi3 wheel built from
#    it and repaired by auditwheel into manylinux_2_17, and the repaired wheel
#    tested with the sdist's own tests and vectors on every CPython 3.9-3.13
#    of this machine, each in a fresh virtual environment (the whole suite on
#    the oldest and the newest, the vector, API and ABI tests between);
#  - bindings/python/build-wheel-aarch64.sh: the AArch64 wheel cross-compiled
#    from that sdist, repaired into manylinux_2_17 aarch64, and tested with
#    Debian's arm64 CPython under qemu-user;
#  - without a C compiler, installing the sdist fails with one sentence that
#    says what to install;
#  - the sdist linked to an installed libkeccakx through pkg-config
#    (KECCAKX_SYSTEM_LIBRARY=1), tested against it;
#  - the Python examples of the docs (eth-hash's among them) pass mypy --strict and run.
# PYTHON=python3.X picks the interpreter that builds (default python3).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
python=${PYTHON:-python3}
need_apt build-essential cmake pkg-config binutils
"$python" -c 'import venv, ensurepip' 2>/dev/null || need_apt python3-venv

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1
unset KECCAKX_VECTORS # the sdist's tests use the sdist's vectors
test_requirements=(pytest pycryptodome numpy eth-hash eth-utils trie)

step "Python: the wheel from the sdist, repaired by auditwheel, tested on every CPython 3.9-3.13 here"
# The builder runs every test; the oldest and newest interpreters all but the
# slowest, which counts memory over a million calls.
PYTHON=$python PYTEST_ARGS="--deselect=tests/test_memory.py::test_a_million_calls_leave_no_growth_beyond_noise" \
  bash "$root/bindings/python/build-wheel.sh" "$work/dist"
sdist=$(echo "$work"/dist/keccakx-*.tar.gz)

step "Python: the README's install lines name the files build-wheel.sh makes"
named=$(grep -o 'dist/keccakx-[^ ]*\(\.tar\.gz\|\.whl\)' "$root/bindings/python/README.md" | sed 's|^dist/||' | sort)
made=$(cd "$work/dist" && ls keccakx-*.tar.gz keccakx-*x86_64*.whl | sort)
[ "$named" = "$made" ] || { echo "the README names: $named"; echo "the build makes: $made"; exit 1; }
echo "$named"
tar -xzf "$sdist" -C "$work"
tests=$(echo "$work"/keccakx-*/tests)

step "Python: the AArch64 wheel, cross-compiled from the sdist, tested under qemu-user"
need_apt gcc-aarch64-linux-gnu binutils-aarch64-linux-gnu qemu-user unzip
dpkg --print-foreign-architectures | grep -qx arm64 || apt_locked dpkg --add-architecture arm64
apt-cache show python3.11:arm64 > /dev/null 2>&1 || apt_locked apt-get update -qq
PYTHON=$python bash "$root/bindings/python/build-wheel-aarch64.sh" "$sdist" "$work/dist"

fresh_venv() {
  "$python" -m venv "$work/$1"
  "$work/$1/bin/pip" install --quiet --upgrade pip
}

step "Python: without a C compiler, installing the sdist says what to install"
fresh_venv no-compiler-env
if CC=keccakx-no-such-compiler "$work/no-compiler-env/bin/pip" install --no-cache-dir "$sdist" > "$work/no-compiler.log" 2>&1; then
  echo "the sdist installed without a C compiler"; exit 1
fi
grep -F "needs a C compiler" "$work/no-compiler.log" || { cat "$work/no-compiler.log"; exit 1; }

step "Python: linked to an installed libkeccakx via pkg-config (KECCAKX_SYSTEM_LIBRARY=1)"
install_release_build "$work/prefix"
pkgconfig_dir=$(dirname "$(find "$work/prefix" -name keccakx.pc | head -n 1)")
libdir=$(cd "$(PKG_CONFIG_PATH="$pkgconfig_dir" pkg-config --variable=libdir keccakx)" && pwd -P)
fresh_venv system-env
# The dependencies from pip's cache (cffi: the package's own), then the package.
"$work/system-env/bin/pip" install --quiet "${test_requirements[@]}" mypy cffi
# --no-cache-dir: the extension is built from this sdist now, never taken from pip's cache.
KECCAKX_SYSTEM_LIBRARY=1 PKG_CONFIG_PATH="$pkgconfig_dir" \
  "$work/system-env/bin/pip" install --quiet --no-cache-dir "$sdist"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
extension=$(echo "$work"/system-env/lib/python*/site-packages/keccakx/_keccakx*.so)
# ldd's whole output first: `ldd | grep -q` fails under pipefail whenever grep
# has matched and exited before ldd wrote its last line (ldd dies of SIGPIPE).
linked=$(ldd "$extension")
grep -qF "$libdir/libkeccakx.so" <<< "$linked" \
  || { echo "the extension is not linked to $libdir/libkeccakx.so:"; echo "$linked"; exit 1; }
(cd "$work" && "$work/system-env/bin/python" -m pytest -p no:cacheprovider -q "$tests/test_vectors.py" "$tests/test_api.py" "$tests/test_abi.py")

step "Python: the examples of the Python README and getting-started page pass mypy --strict, and run"
python3 "$root/docs/extract_examples.py" python "$work/examples" "$root/bindings/python/README.md" "$root/docs/getting-started-python.md"
"$work/system-env/bin/python" -m mypy --strict --cache-dir "$work/mypy-cache" "$work"/examples/*.py
for example in "$work"/examples/*.py; do
  (cd "$work/examples" && "$work/system-env/bin/python" "$example" < /dev/null > /dev/null)
done
