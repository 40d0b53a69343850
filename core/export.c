/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Saving a context in the portable format of kx_export, and restoring it. */
#include <string.h>

#include "context.h"
#include "lanes.h"

enum { FORMAT_VERSION = 1, HEADER_BYTES = 4 };

_Static_assert(HEADER_BYTES + 200 == KX_EXPORT_BYTES, "the saved lanes follow the header");

int kx_export(const kx_ctx *ctx, uint8_t out[KX_EXPORT_BYTES]) {
  int error = KX_OK;
  const kx_context *c = kx_context_of(ctx, &error);
  if (!c) return error;
  if (!out) return KX_ERR_NULL_POINTER;
  if (c->alg > KX_SHAKE256) return KX_ERR_BAD_ALGORITHM; /* format 1 holds one plain sponge */
  out[0] = FORMAT_VERSION, out[1] = c->alg, out[2] = c->phase, out[3] = c->pos;
  for (int i = 0; i < 25; i++) kx_store64_le(out + HEADER_BYTES + 8 * i, c->lanes[i]);
  return KX_OK;
}

/* The lanes are read straight into *ctx: a context built on the stack and
 * copied would leave the state there. Only the header, which holds no
 * secret, is checked on the stack first, so that *ctx stays unchanged on error. */
int kx_import(kx_ctx *ctx, const uint8_t in[KX_EXPORT_BYTES]) {
  if (!ctx || !in) return KX_ERR_NULL_POINTER;
  const kx_params *p = kx_params_of((kx_alg)in[1]);
  if (in[0] != FORMAT_VERSION || !p || in[1] > KX_SHAKE256) return KX_ERR_BAD_STATE;
  kx_context header = {.magic = KX_CONTEXT_MAGIC, .alg = in[1], .phase = in[2], .rate = p->rate, .pos = in[3],
                       .pad = p->pad, .rounds = p->rounds};
  if (!kx_context_is_consistent(&header)) return KX_ERR_BAD_STATE;
  memset(ctx, 0, sizeof *ctx);
  memcpy(ctx, &header, sizeof header);
  kx_context *c = (kx_context *)ctx;
  for (int i = 0; i < 25; i++) c->lanes[i] = kx_load64_le(in + HEADER_BYTES + 8 * i);
  return KX_OK;
}
