/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* TurboSHAKE (RFC 9861, section 2): SHAKE's sponge on Keccak-p[1600, 12]
 * with a domain separation byte D of the caller's choice as the padding. */
#include <string.h>

#include "../sponge.h"
#include "../wipe.h"

static int check(kx_alg alg, uint8_t domain) {
  if (alg != KX_TURBOSHAKE128 && alg != KX_TURBOSHAKE256) return KX_ERR_BAD_ALGORITHM;
  if (domain < 0x01 || domain > 0x7F) return KX_ERR_BAD_PARAMETER;
  return KX_OK;
}

int kx_init_turboshake(kx_ctx *ctx, kx_alg alg, uint8_t domain) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  int error = check(alg, domain);
  if (error) return error;
  kx_context *s = (kx_context *)ctx;
  kx_context_start(s, alg);
  s->pad = domain;
  return KX_OK;
}

int kx_turboshake(kx_alg alg, uint8_t domain, const void *in, size_t inlen, void *out, size_t outlen) {
  int error = check(alg, domain);
  if (error) return error;
  if ((!in && inlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  kx_params p = *kx_params_of(alg);
  p.pad = domain;
  kx_hash_one(kx_dispatch_current(), &p, kx_bytes_or_empty(in), inlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}
