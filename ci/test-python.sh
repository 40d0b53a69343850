#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The Python package: builds the sdist, installs it into a fresh virtual
# environment (compiling the bundled C core) and runs the sdist's tests against
# that installed copy, from outside the source tree. Then the same with the
# extension linked to an installed libkeccakx through pkg-config.
# PYTHON=python3.X picks the interpreter (default python3).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
root=$(repo_root)
python=${PYTHON:-python3}
need_apt build-essential cmake pkg-config
"$python" -c 'import venv, ensurepip' 2>/dev/null || need_apt python3-venv

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1 KECCAKX_VECTORS="$root/tests/vectors"
test_requirements=(pytest pycryptodome numpy eth-hash)

fresh_venv() {
  "$python" -m venv "$work/$1"
  "$work/$1/bin/pip" install --quiet --upgrade pip
}

# Fails unless keccakx imports from the virtual environment, not from a source tree.
check_installed_copy() {
  "$work/$1/bin/python" - "$work/$1" <<'EOF'
import sys, keccakx
location = keccakx.__file__
assert location.startswith(sys.argv[1]), f"keccakx imported from {location}"
print(f"keccakx {keccakx.__version__} from {location}, backends {keccakx.backends()}")
EOF
}

step "Python: sdist"
fresh_venv build-env
"$work/build-env/bin/pip" install --quiet build
"$work/build-env/bin/python" -m build --sdist --outdir "$work/dist" "$root/bindings/python" > "$work/build.log" \
  || { cat "$work/build.log"; exit 1; }
sdist=$(echo "$work"/dist/keccakx-*.tar.gz)
tar -xzf "$sdist" -C "$work"
tests=$(echo "$work"/keccakx-*/tests)

# Installs the sdist with interpreter $1 into a fresh virtual environment $2 and runs the whole suite.
test_sdist_with() {
  "$1" -m venv "$work/$2"
  "$work/$2/bin/pip" install --quiet --upgrade pip
  "$work/$2/bin/pip" install --quiet "$sdist" "${test_requirements[@]}"
  check_installed_copy "$2"
  (cd "$work" && "$work/$2/bin/python" -m pytest -p no:cacheprovider -q "$tests")
}

step "Python: install the sdist into a fresh virtual environment, test the installed copy"
test_sdist_with "$python" sdist-env

# The oldest Python the package supports, where this machine has it (pyenv).
oldest=""
for candidate in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.9*/bin/python3.9 "$(command -v python3.9 || true)"; do
  if [ -x "$candidate" ] && "$candidate" -c 'import venv' 2>/dev/null; then
    oldest=$candidate
    break
  fi
done
if [ -n "$oldest" ]; then
  step "Python: the same with the oldest supported Python ($oldest)"
  test_sdist_with "$oldest" oldest-env
else
  step "Python: no Python 3.9 on this machine; the oldest supported version is not tested"
fi

step "Python: linked to an installed libkeccakx via pkg-config (KECCAKX_SYSTEM_LIBRARY=1)"
cmake -S "$root" -B "$work/cmake-build" -DCMAKE_BUILD_TYPE=Release -DKECCAKX_TESTS=OFF -DKECCAKX_CLI=OFF \
  -DCMAKE_INSTALL_PREFIX="$work/prefix" > /dev/null
cmake --build "$work/cmake-build" -j "$(jobs)" > /dev/null
cmake --install "$work/cmake-build" > /dev/null
pkgconfig_dir=$(dirname "$(find "$work/prefix" -name keccakx.pc | head -n 1)")
libdir=$(cd "$(PKG_CONFIG_PATH="$pkgconfig_dir" pkg-config --variable=libdir keccakx)" && pwd -P)
fresh_venv system-env
KECCAKX_SYSTEM_LIBRARY=1 PKG_CONFIG_PATH="$pkgconfig_dir" \
  "$work/system-env/bin/pip" install --quiet --no-cache-dir "$sdist" "${test_requirements[@]}"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
check_installed_copy system-env
ldd "$(echo "$work"/system-env/lib/python*/site-packages/keccakx/_keccakx*.so)" | grep -qF "$libdir/libkeccakx.so" \
  || { echo "the extension is not linked to $libdir/libkeccakx.so"; exit 1; }
(cd "$work" && "$work/system-env/bin/python" -m pytest -p no:cacheprovider -q "$tests/test_vectors.py" "$tests/test_api.py" "$tests/test_abi.py")
