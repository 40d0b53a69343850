/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Where a context's input goes, and what its mode appends at the end. */
#include "modes.h"

static kx_mode mode_of(const kx_context *s) { return (kx_mode)kx_params_of((kx_alg)s->alg)->mode; }

void kx_mode_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  switch (mode_of(s)) {
    case KX_MODE_KT: kx_kt_absorb(d, s, in, len); break;
    case KX_MODE_PARALLELHASH: kx_tree_absorb(d, s, in, len); break;
    default: kx_sponge_absorb(d, s, in, len); break;
  }
}

void kx_mode_end(const kx_dispatch *d, kx_context *s, size_t outlen) {
  switch (mode_of(s)) {
    case KX_MODE_KT: kx_kt_end(d, s, kx_bytes_or_empty(NULL), 0); break;
    case KX_MODE_PARALLELHASH: kx_parallelhash_end(d, s, outlen); break;
    case KX_MODE_KMAC:
    case KX_MODE_TUPLEHASH: kx_sp800_185_end(d, s, outlen); break;
    default: break;
  }
}
