/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Streaming (kx_init .. kx_squeeze) and one-shot hashing of one message. */
#include <string.h>

#include "context.h"
#include "modes/modes.h"
#include "sponge.h"
#include "wipe.h"

static const kx_params *params_of(const kx_context *s) { return kx_params_of((kx_alg)s->alg); }

/* Each public function reads the dispatch record once and passes it down:
 * a call finishes on the backend it started with (include/keccakx.h,
 * kx_use_backend), however many blocks it permutes; the modes' functions take
 * the record the same way. */

void kx_sponge_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  s->pos = (uint8_t)kx_absorb_at(d, s->lanes, s->pos, in, len, s->rate, s->rounds);
}

void kx_sponge_finish(const kx_dispatch *d, kx_context *s) {
  kx_pad(s->lanes, s->pos, s->pad, s->rate);
  kx_dispatch_permute(d, 1, s->lanes, s->rounds);
  s->pos = 0;
  s->phase = KX_SQUEEZING;
}

/* The mode's end of input (output length L included where it is hashed), then the padding. */
static void finish_input(const kx_dispatch *d, kx_context *s, size_t outlen) {
  kx_mode_end(d, s, outlen);
  kx_sponge_finish(d, s);
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

void kx_context_final(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t outlen) {
  finish_input(d, s, outlen);
  kx_sponge_squeeze(d, s, out, outlen);
  if (!kx_is_xof(params_of(s))) s->phase = KX_FINALIZED;
}

size_t kx_scrub_depth(const kx_context *s) {
  kx_mode mode = (kx_mode)params_of(s)->mode;
  return mode == KX_MODE_KT || mode == KX_MODE_PARALLELHASH ? KX_SCRUB_TREE : KX_SCRUB_ONE_STATE;
}

/* How deep below kx_update absorbing len more bytes leaves state: nothing
 * unless a block fills and permutes; for the tree modes, the leaves' engine's
 * depth only when a chunk ends (a leaf is hashed, or whole chunks are), else
 * one state below the tree's own frames. Scrubbing the tree's depth on every
 * update made 1-byte updates 12-22x dearer than SHAKE's. */
static size_t update_depth(const kx_context *s, size_t len) {
  if (kx_scrub_depth(s) != KX_SCRUB_TREE) return (size_t)s->pos + len >= s->rate ? KX_SCRUB_ONE_STATE : 0;
  const kx_tree *t = &s->tree;
  if (!len) return 0;
  if (t->chunk_pos + len >= t->chunk_size) return KX_SCRUB_TREE;
  size_t at = t->in_leaves ? (size_t)(t->chunk_pos % s->rate) : s->pos;
  return at + len >= s->rate ? KX_SCRUB_TREE_BLOCK : 0;
}

void kx_context_start(kx_context *s, kx_alg alg) {
  const kx_params *p = kx_params_of(alg);
  s->alg = (uint8_t)alg;
  s->rate = p->rate;
  s->pad = p->pad;
  s->rounds = p->rounds;
  s->phase = KX_ABSORBING;
  s->magic = KX_CONTEXT_MAGIC;
  if (p->mode == KX_MODE_KT) s->tree.chunk_size = KX_KT_CHUNK;
}

int kx_init(kx_ctx *ctx, kx_alg alg) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  const kx_params *p = kx_params_of(alg);
  if (!p || !kx_has_defaults(p)) return KX_ERR_BAD_ALGORITHM;
  kx_context_start((kx_context *)ctx, alg);
  return KX_OK;
}

int kx_update(kx_ctx *ctx, const void *in, size_t inlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if (params_of(s)->mode == KX_MODE_TUPLEHASH) return KX_ERR_BAD_ALGORITHM;
  size_t depth = update_depth(s, inlen);
  kx_mode_absorb(kx_dispatch_current(), s, kx_bytes_or_empty(in), inlen);
  if (depth) kx_scrub_stack(depth);
  return KX_OK;
}

int kx_final(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  int bad_output = kx_check_output(params_of(s), out, outlen);
  if (bad_output) return bad_output;
  kx_context_final(kx_dispatch_current(), s, out, outlen);
  kx_scrub_stack(kx_scrub_depth(s));
  return KX_OK;
}

int kx_squeeze(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (!kx_is_xof(params_of(s))) return KX_ERR_NOT_XOF;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  size_t depth = s->phase == KX_ABSORBING ? kx_scrub_depth(s)
                 : (size_t)s->pos + outlen > s->rate ? KX_SCRUB_ONE_STATE : 0;
  if (s->phase == KX_ABSORBING) finish_input(d, s, 0);
  kx_sponge_squeeze(d, s, out, outlen);
  if (depth) kx_scrub_stack(depth);
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
                                          uint8_t *out, size_t outlen, size_t rate, uint8_t pad,
                                          unsigned rounds) {
  uint64_t lanes[25];
  kx_zero_state(lanes);
  size_t done = kx_absorb_blocks(d, lanes, in, inlen, rate, rounds);
  kx_xor_bytes(lanes, 0, in + done, inlen - done);
  kx_pad(lanes, inlen - done, pad, rate);
  kx_dispatch_permute(d, 1, lanes, rounds);
  for (;;) {
    size_t take = outlen < rate ? outlen : rate;
    kx_extract_bytes(lanes, 0, out, take);
    outlen -= take;
    if (!outlen) break;
    out += take;
    kx_dispatch_permute(d, 1, lanes, rounds);
  }
  kx_zero_state(lanes);
}

void kx_hash_one(const kx_dispatch *d, const kx_params *p, const uint8_t *in, size_t inlen, uint8_t *out,
                 size_t outlen) {
  hash_message(d, in, inlen, out, outlen, p->rate, p->pad, p->rounds);
}

int kx_hash(kx_alg alg, const void *in, size_t inlen, void *out, size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p || !kx_has_defaults(p)) return KX_ERR_BAD_ALGORITHM;
  int bad_output = kx_check_output(p, out, outlen);
  if (bad_output) return bad_output;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  if (p->mode == KX_MODE_KT) return kx_kangarootwelve(alg, NULL, 0, in, inlen, out, outlen);
  kx_hash_one(kx_dispatch_current(), p, kx_bytes_or_empty(in), inlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

int kx_keccak256(const void *in, size_t inlen, uint8_t out[32]) {
  if ((!in && inlen) || !out) return KX_ERR_NULL_POINTER;
  hash_message(kx_dispatch_current(), kx_bytes_or_empty(in), inlen, out, 32, 136, 0x01, 24);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}
