#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# Cross-language conformance (tests/conformance/run.py): every target x every
# backend it runs gives the bytes that hashlib and pycryptodome give.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(repo_root)"
need_apt build-essential cmake ninja-build pkg-config libcriterion-dev libssl-dev python3-venv \
  qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-s390x-linux-gnu libc6-dev-s390x-cross \
  gcc-i686-linux-gnu libc6-dev-i386-cross

need_go

venv=build-conformance/venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q pycryptodome cffi setuptools wheel
step "conformance runner"
"$venv/bin/python" tests/conformance/run.py "$@"
