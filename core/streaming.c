/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The public streaming functions of a kx_ctx (kx_init .. kx_wipe, and
 * kx_update_pool): checking arguments and the context, handing the work to
 * its mode (modes/mode.c), and clearing the stack the work used. */
#include <string.h>

#include "modes/mode.h"

static const kx_params *params_of(const kx_context *s) { return kx_params_of((kx_alg)s->alg); }

/* Each function reads the dispatch record once and passes it down: a call
 * finishes on the backend it started with (include/keccakx.h,
 * kx_use_backend), however many blocks it permutes. */

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
  size_t depth = kx_mode_absorb(kx_dispatch_current(), s, kx_bytes_or_empty(in), inlen);
  if (depth) kx_scrub_stack(depth);
  return KX_OK;
}

int kx_update_pool(kx_ctx *ctx, const void *in, size_t inlen, unsigned threads, kx_pool_run *run, void *pool) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (!run || (!in && inlen)) return KX_ERR_NULL_POINTER;
  kx_mode mode = (kx_mode)params_of(s)->mode;
  if (mode != KX_MODE_KT && mode != KX_MODE_PARALLELHASH) return KX_ERR_BAD_ALGORITHM;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  kx_workers w = {run, pool, threads < KX_MAX_THREADS ? threads : KX_MAX_THREADS};
  kx_mode_absorb_on(kx_dispatch_current(), s, kx_bytes_or_empty(in), inlen, &w);
  kx_scrub_stack(KX_SCRUB_TREE);
  return KX_OK;
}

int kx_final(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  int bad_output = kx_check_output(params_of(s), out, outlen);
  if (bad_output) return bad_output;
  kx_mode_final(kx_dispatch_current(), s, out, outlen);
  kx_scrub_stack(kx_mode_scrub_depth(s));
  return KX_OK;
}

int kx_squeeze(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (!kx_is_xof(params_of(s))) return KX_ERR_NOT_XOF;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  size_t depth = s->phase == KX_ABSORBING ? kx_mode_scrub_depth(s)
                 : (size_t)s->pos + outlen > s->rate ? KX_SCRUB_ONE_STATE : 0;
  if (s->phase == KX_ABSORBING) kx_mode_end_input(d, s, 0);
  kx_sponge_squeeze(d, s, out, outlen);
  if (depth) kx_scrub_stack(depth);
  return KX_OK;
}

void kx_wipe(kx_ctx *ctx) {
  if (ctx) kx_secure_zero(ctx, sizeof *ctx);
}
