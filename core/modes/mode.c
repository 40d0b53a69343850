/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The dispatch of a context's mode, above the modes: where kx_update's input
 * goes, what each mode appends at kx_final, and how deep below the public
 * function its work leaves state. */
#include "mode.h"

#include "cshake.h"
#include "kangarootwelve.h"
#include "parallelhash.h"

static kx_mode mode_of(const kx_context *s) { return (kx_mode)kx_params_of((kx_alg)s->alg)->mode; }

static int is_tree(kx_mode mode) { return mode == KX_MODE_KT || mode == KX_MODE_PARALLELHASH; }

size_t kx_mode_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  switch (mode_of(s)) {
    case KX_MODE_KT: return kx_kt_absorb(d, s, in, len);
    case KX_MODE_PARALLELHASH: return kx_tree_absorb(d, s, in, len);
    default: {
      size_t depth = (size_t)s->pos + len >= s->rate ? KX_SCRUB_ONE_STATE : 0;
      kx_sponge_absorb(d, s, in, len);
      return depth;
    }
  }
}

void kx_mode_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w) {
  if (mode_of(s) == KX_MODE_KT)
    kx_kt_absorb_on(d, s, in, len, w);
  else
    kx_tree_absorb_on(d, s, in, len, w);
}

static void end(const kx_dispatch *d, kx_context *s, size_t outlen) {
  switch (mode_of(s)) {
    case KX_MODE_KT: kx_kt_end(d, s, kx_bytes_or_empty(NULL), 0); break;
    case KX_MODE_PARALLELHASH: kx_parallelhash_end(d, s, outlen); break;
    case KX_MODE_KMAC:
    case KX_MODE_TUPLEHASH: kx_sp800_185_end(d, s, outlen); break;
    default: break;
  }
}

void kx_mode_end_input(const kx_dispatch *d, kx_context *s, size_t outlen) {
  end(d, s, outlen);
  kx_sponge_finish(d, s);
}

void kx_mode_final(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t outlen) {
  kx_mode_end_input(d, s, outlen);
  kx_sponge_squeeze(d, s, out, outlen);
  if (!kx_is_xof(kx_params_of((kx_alg)s->alg))) s->phase = KX_FINALIZED;
}

size_t kx_mode_scrub_depth(const kx_context *s) {
  return is_tree(mode_of(s)) ? KX_SCRUB_TREE : KX_SCRUB_ONE_STATE;
}
