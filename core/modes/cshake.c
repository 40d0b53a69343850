/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* NIST SP 800-185: cSHAKE, and the two functions that are cSHAKE of encoded
 * input, KMAC and TupleHash. */
#include <string.h>

#include "cshake.h"

#include "../wipe.h"
#include "encode.h"

enum { PAD_CSHAKE = 0x04 };

static const uint8_t KMAC_NAME[] = {'K', 'M', 'A', 'C'};
static const uint8_t TUPLEHASH_NAME[] = {'T', 'u', 'p', 'l', 'e', 'H', 'a', 's', 'h'};

static int either(kx_alg alg, kx_alg a, kx_alg b, kx_alg c, kx_alg d) {
  return alg == a || alg == b || alg == c || alg == d;
}

static int missing(const void *p, size_t len) { return !p && len; }

void kx_cshake_start(const kx_dispatch *d, kx_context *s, kx_alg alg, const uint8_t *name, size_t namelen, const uint8_t *custom,
                     size_t customlen) {
  kx_context_start(s, alg);
  if (!namelen && !customlen) return;
  s->pad = PAD_CSHAKE;
  kx_absorb_bytepad_start(d, s);
  kx_absorb_encoded_string(d, s, name, namelen);
  kx_absorb_encoded_string(d, s, custom, customlen);
  kx_absorb_bytepad_end(d, s);
}

void kx_sp800_185_end(const kx_dispatch *d, kx_context *s, size_t outlen) {
  uint8_t length[KX_ENCODE_MAX];
  const kx_params *p = kx_params_of((kx_alg)s->alg);
  kx_sponge_absorb(d, s, length, kx_right_encode_bits(length, p->length_in_input ? outlen : 0));
}

/* The end of the input, the padding and the output of a one-shot function,
 * as kx_final gives them: KMAC and TupleHash end with right_encode(L). */
static void final(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t outlen) {
  if (kx_params_of((kx_alg)s->alg)->mode != KX_MODE_SPONGE) kx_sp800_185_end(d, s, outlen);
  kx_sponge_finish(d, s);
  kx_sponge_squeeze(d, s, out, outlen);
}

/* The one-shot functions do the streaming ones' work, with the one record
 * they read, on a context of their own, wiped before they return with the
 * stack below them. */
static int finish_one_shot(const kx_dispatch *d, kx_ctx *ctx, const void *in, size_t inlen, void *out,
                           size_t outlen) {
  kx_context *s = (kx_context *)ctx;
  kx_sponge_absorb(d, s, kx_bytes_or_empty(in), inlen);
  final(d, s, out, outlen);
  kx_secure_zero(ctx, sizeof *ctx);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

/* An init function that absorbed a prefix leaves the kernels' frames below it. */
static int scrubbed(int error) {
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return error;
}

/* ---- cSHAKE ---- */

static int init_cshake(const kx_dispatch *d, kx_ctx *ctx, kx_alg alg, const void *name, size_t namelen,
                       const void *custom, size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (alg != KX_CSHAKE128 && alg != KX_CSHAKE256) return KX_ERR_BAD_ALGORITHM;
  if (missing(name, namelen) || missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_cshake_start(d, (kx_context *)ctx, alg, kx_bytes_or_empty(name), namelen, kx_bytes_or_empty(custom),
                  customlen);
  return KX_OK;
}

int kx_init_cshake(kx_ctx *ctx, kx_alg alg, const void *name, size_t namelen, const void *custom,
                   size_t customlen) {
  return scrubbed(init_cshake(kx_dispatch_current(), ctx, alg, name, namelen, custom, customlen));
}

int kx_cshake(kx_alg alg, const void *name, size_t namelen, const void *custom, size_t customlen, const void *in,
              size_t inlen, void *out, size_t outlen) {
  if (alg != KX_CSHAKE128 && alg != KX_CSHAKE256) return KX_ERR_BAD_ALGORITHM;
  if (missing(in, inlen) || missing(out, outlen)) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  if (!namelen && !customlen) { /* SHAKE, on its fastest path */
    kx_hash_one(d, kx_params_of(alg), kx_bytes_or_empty(in), inlen, out, outlen);
    return scrubbed(KX_OK);
  }
  kx_ctx ctx;
  int error = init_cshake(d, &ctx, alg, name, namelen, custom, customlen);
  if (error) return error;
  return finish_one_shot(d, &ctx, in, inlen, out, outlen);
}

/* ---- KMAC ---- */

static int is_kmac(kx_alg alg) { return either(alg, KX_KMAC128, KX_KMAC256, KX_KMACXOF128, KX_KMACXOF256); }

static int init_kmac(const kx_dispatch *d, kx_ctx *ctx, kx_alg alg, const void *key, size_t keylen,
                     const void *custom, size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (!is_kmac(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(key, keylen) || missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_context *s = (kx_context *)ctx;
  kx_cshake_start(d, s, alg, KMAC_NAME, sizeof KMAC_NAME, kx_bytes_or_empty(custom), customlen);
  kx_absorb_bytepad_start(d, s);
  kx_absorb_encoded_string(d, s, kx_bytes_or_empty(key), keylen);
  kx_absorb_bytepad_end(d, s);
  return KX_OK;
}

int kx_init_kmac(kx_ctx *ctx, kx_alg alg, const void *key, size_t keylen, const void *custom, size_t customlen) {
  return scrubbed(init_kmac(kx_dispatch_current(), ctx, alg, key, keylen, custom, customlen));
}

int kx_kmac(kx_alg alg, const void *key, size_t keylen, const void *custom, size_t customlen, const void *in,
            size_t inlen, void *out, size_t outlen) {
  if (!is_kmac(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(in, inlen) || missing(out, outlen)) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  kx_ctx ctx;
  int error = init_kmac(d, &ctx, alg, key, keylen, custom, customlen);
  if (error) return error;
  return finish_one_shot(d, &ctx, in, inlen, out, outlen);
}

/* ---- TupleHash ---- */

static int is_tuplehash(kx_alg alg) {
  return either(alg, KX_TUPLEHASH128, KX_TUPLEHASH256, KX_TUPLEHASHXOF128, KX_TUPLEHASHXOF256);
}

static int init_tuplehash(const kx_dispatch *d, kx_ctx *ctx, kx_alg alg, const void *custom, size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (!is_tuplehash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_cshake_start(d, (kx_context *)ctx, alg, TUPLEHASH_NAME, sizeof TUPLEHASH_NAME, kx_bytes_or_empty(custom),
                  customlen);
  return KX_OK;
}

int kx_init_tuplehash(kx_ctx *ctx, kx_alg alg, const void *custom, size_t customlen) {
  return scrubbed(init_tuplehash(kx_dispatch_current(), ctx, alg, custom, customlen));
}

int kx_tuplehash_update(kx_ctx *ctx, const void *elem, size_t len) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (kx_params_of((kx_alg)s->alg)->mode != KX_MODE_TUPLEHASH) return KX_ERR_BAD_ALGORITHM;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if (missing(elem, len)) return KX_ERR_NULL_POINTER;
  kx_absorb_encoded_string(kx_dispatch_current(), s, kx_bytes_or_empty(elem), len);
  return scrubbed(KX_OK);
}

int kx_tuplehash(kx_alg alg, const void *custom, size_t customlen, size_t n, const void *const in[],
                 const size_t inlen[], void *out, size_t outlen) {
  if (!is_tuplehash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(out, outlen) || (n && (!in || !inlen))) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (missing(in[i], inlen[i])) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  kx_ctx ctx;
  int error = init_tuplehash(d, &ctx, alg, custom, customlen);
  if (error) return error;
  kx_context *s = (kx_context *)&ctx;
  for (size_t i = 0; i < n; i++) kx_absorb_encoded_string(d, s, kx_bytes_or_empty(in[i]), inlen[i]);
  final(d, s, out, outlen);
  kx_secure_zero(&ctx, sizeof ctx);
  return scrubbed(KX_OK);
}
