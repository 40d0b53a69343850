#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# Regenerates src/bindings.rs from include/keccakx.h (or writes them to the file
# given as $1, which is how CI checks that the checked-in copy is not stale).
# Needs bindgen-cli $BINDGEN_VERSION (cargo install bindgen-cli --version ... --locked)
# and libclang: the pinned version keeps the output byte-for-byte reproducible.
set -eu
BINDGEN_VERSION=0.73.2
cd "$(dirname "$0")"
out=${1:-src/bindings.rs}

found=$(bindgen --version 2>/dev/null || true)
if [ "$found" != "bindgen $BINDGEN_VERSION" ]; then
    echo "generate-bindings.sh: needs bindgen $BINDGEN_VERSION, found '${found:-none}'" >&2
    echo "  cargo install bindgen-cli --version $BINDGEN_VERSION --locked" >&2
    exit 1
fi

# --no-layout-tests: the layout checks would pin the generating machine's
# alignment of uint64_t, which differs on 32-bit x86; kx_ctx is plain uint64_t[32].
# -fparse-all-comments: the header documents each item in plain C comments.
bindgen include/keccakx.h \
    --output "$out" \
    --rust-target 1.81 \
    --use-core \
    --allowlist-file '.*keccakx\.h' \
    --no-prepend-enum-name \
    --no-layout-tests \
    --merge-extern-blocks \
    -- -fparse-all-comments
# bindgen writes its own first line; the license line goes above it.
printf '%s\n' '// SPDX-License-Identifier: MIT OR Apache-2.0' | cat - "$out" > "$out.tmp" && mv "$out.tmp" "$out"
