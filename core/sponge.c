/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Streaming (kx_init .. kx_squeeze) and one-shot hashing of one message. */
#include <string.h>

#include "context.h"
#include "sponge.h"
#include "wipe.h"

static const kx_params *params_of(const kx_context *s) { return kx_params_of((kx_alg)s->alg); }

/* Each public function reads the dispatch record once and passes it down:
 * a call finishes on the backend it started with (include/keccakx.h,
 * kx_use_backend), however many blocks it permutes. */

/* Whether it permuted: the kernels then left lanes in their frames. */
static int absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  size_t rate = s->rate;
  int permuted = 0;
  if (s->pos) {
    size_t take = len < rate - s->pos ? len : rate - s->pos;
    kx_xor_bytes(s->lanes, s->pos, in, take);
    in += take, len -= take, s->pos = (uint8_t)(s->pos + take);
    if (s->pos < rate) return 0;
    kx_dispatch_permute(d, 1, s->lanes, 24);
    s->pos = 0;
    permuted = 1;
  }
  size_t done = kx_absorb_blocks(d, s->lanes, in, len, rate);
  kx_xor_bytes(s->lanes, 0, in + done, len - done);
  s->pos = (uint8_t)(len - done);
  return permuted || done;
}

static void finish_input(const kx_dispatch *d, kx_context *s) {
  kx_pad(s->lanes, s->pos, params_of(s)->pad, s->rate);
  kx_dispatch_permute(d, 1, s->lanes, 24);
  s->pos = 0;
  s->phase = KX_SQUEEZING;
}

/* Whether it permuted, as absorb. */
static int squeeze(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t len) {
  int permuted = 0;
  while (len) {
    if (s->pos == s->rate) {
      kx_dispatch_permute(d, 1, s->lanes, 24);
      s->pos = 0;
      permuted = 1;
    }
    size_t take = len < (size_t)(s->rate - s->pos) ? len : (size_t)(s->rate - s->pos);
    kx_extract_bytes(s->lanes, s->pos, out, take);
    out += take, len -= take, s->pos = (uint8_t)(s->pos + take);
  }
  return permuted;
}

int kx_init(kx_ctx *ctx, kx_alg alg) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  const kx_params *p = kx_params_of(alg);
  if (!p) return KX_ERR_BAD_ALGORITHM;
  kx_context *s = (kx_context *)ctx;
  s->alg = (uint8_t)alg;
  s->rate = p->rate;
  s->phase = KX_ABSORBING;
  s->magic = KX_CONTEXT_MAGIC;
  return KX_OK;
}

int kx_update(kx_ctx *ctx, const void *in, size_t inlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if (absorb(kx_dispatch_current(), s, kx_bytes_or_empty(in), inlen)) kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

int kx_final(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  int bad_output = kx_check_output(params_of(s), out, outlen);
  if (bad_output) return bad_output;
  const kx_dispatch *d = kx_dispatch_current();
  finish_input(d, s);
  squeeze(d, s, out, outlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  if (params_of(s)->digest_size) s->phase = KX_FINALIZED;
  return KX_OK;
}

int kx_squeeze(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (params_of(s)->digest_size) return KX_ERR_NOT_XOF;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  int permuted = s->phase == KX_ABSORBING;
  if (permuted) finish_input(d, s);
  if (squeeze(d, s, out, outlen) || permuted) kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

void kx_wipe(kx_ctx *ctx) {
  if (ctx) kx_secure_zero(ctx, sizeof *ctx);
}

/* One message in, outlen bytes out; always inlined so that kx_keccak256 gets
 * its rate and padding as constants. It clears its lanes itself, since they
 * may lie in a public function's frame; the public function's kx_scrub_stack
 * clears the kernels' frames below. */
static KX_ALWAYS_INLINE void hash_message(const kx_dispatch *d, const uint8_t *in, size_t inlen,
                                          uint8_t *out, size_t outlen, size_t rate, uint8_t pad) {
  uint64_t lanes[25];
  kx_zero_state(lanes);
  size_t done = kx_absorb_blocks(d, lanes, in, inlen, rate);
  kx_xor_bytes(lanes, 0, in + done, inlen - done);
  kx_pad(lanes, inlen - done, pad, rate);
  kx_dispatch_permute(d, 1, lanes, 24);
  for (;;) {
    size_t take = outlen < rate ? outlen : rate;
    kx_extract_bytes(lanes, 0, out, take);
    outlen -= take;
    if (!outlen) break;
    out += take;
    kx_dispatch_permute(d, 1, lanes, 24);
  }
  kx_zero_state(lanes);
}

void kx_hash_one(const kx_dispatch *d, const kx_params *p, const uint8_t *in, size_t inlen, uint8_t *out,
                 size_t outlen) {
  hash_message(d, in, inlen, out, outlen, p->rate, p->pad);
}

int kx_hash(kx_alg alg, const void *in, size_t inlen, void *out, size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p) return KX_ERR_BAD_ALGORITHM;
  int bad_output = kx_check_output(p, out, outlen);
  if (bad_output) return bad_output;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  kx_hash_one(kx_dispatch_current(), p, kx_bytes_or_empty(in), inlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

int kx_keccak256(const void *in, size_t inlen, uint8_t out[32]) {
  if ((!in && inlen) || !out) return KX_ERR_NULL_POINTER;
  hash_message(kx_dispatch_current(), kx_bytes_or_empty(in), inlen, out, 32, 136, 0x01);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}
