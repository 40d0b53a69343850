/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The sponge of a context's lanes (absorbing, padding, squeezing at any
 * position in the block), and of one whole message. */
#include "sponge.h"

void kx_sponge_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  s->pos = (uint8_t)kx_absorb_at(d, s->lanes, s->pos, in, len, s->rate, s->rounds);
}

void kx_sponge_finish(const kx_dispatch *d, kx_context *s) {
  kx_pad(s->lanes, s->pos, s->pad, s->rate);
  kx_dispatch_permute(d, 1, s->lanes, s->rounds);
  s->pos = 0;
  s->phase = KX_SQUEEZING;
}

void kx_sponge_squeeze(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t len) {
  while (len) {
    if (s->pos == s->rate) {
      kx_dispatch_permute(d, 1, s->lanes, s->rounds);
      s->pos = 0;
    }
    size_t take = len < (size_t)(s->rate - s->pos) ? len : (size_t)(s->rate - s->pos);
    kx_extract_bytes(s->lanes, s->pos, out, take);
    out += take, len -= take, s->pos = (uint8_t)(s->pos + take);
  }
}

void kx_hash_one(const kx_dispatch *d, const kx_params *p, const uint8_t *in, size_t inlen, uint8_t *out,
                 size_t outlen) {
  kx_sponge_hash(d, in, inlen, out, outlen, p->rate, p->pad, p->rounds);
}
