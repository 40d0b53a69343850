/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* NIST SP 800-185: cSHAKE, and the two functions that are cSHAKE of encoded
 * input, KMAC and TupleHash. */
#include <string.h>

#include "modes.h"
#include "../wipe.h"

enum { PAD_CSHAKE = 0x04 };

static const uint8_t KMAC_NAME[] = {'K', 'M', 'A', 'C'};
static const uint8_t TUPLEHASH_NAME[] = {'T', 'u', 'p', 'l', 'e', 'H', 'a', 's', 'h'};

static int either(kx_alg alg, kx_alg a, kx_alg b, kx_alg c, kx_alg d) {
  return alg == a || alg == b || alg == c || alg == d;
}

static int missing(const void *p, size_t len) { return !p && len; }

void kx_cshake_start(kx_context *s, kx_alg alg, const uint8_t *name, size_t namelen, const uint8_t *custom,
                     size_t customlen) {
  kx_context_start(s, alg);
  if (!namelen && !customlen) return;
  s->pad = PAD_CSHAKE;
  kx_absorb_bytepad_start(s);
  kx_absorb_encoded_string(s, name, namelen);
  kx_absorb_encoded_string(s, custom, customlen);
  kx_absorb_bytepad_end(s);
}

void kx_sp800_185_end(kx_context *s, size_t outlen) {
  uint8_t length[KX_ENCODE_MAX];
  const kx_params *p = kx_params_of((kx_alg)s->alg);
  kx_sponge_absorb(s, length, kx_right_encode_bits(length, p->length_in_input ? outlen : 0));
}

/* The one-shot functions run the streaming ones on a context of their own,
 * wiped before they return. */
static int finish_one_shot(kx_ctx *ctx, const void *in, size_t inlen, void *out, size_t outlen) {
  int error = kx_update(ctx, in, inlen);
  if (!error) error = kx_final(ctx, out, outlen);
  kx_wipe(ctx);
  return error;
}

/* ---- cSHAKE ---- */

int kx_init_cshake(kx_ctx *ctx, kx_alg alg, const void *name, size_t namelen, const void *custom,
                   size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (alg != KX_CSHAKE128 && alg != KX_CSHAKE256) return KX_ERR_BAD_ALGORITHM;
  if (missing(name, namelen) || missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_cshake_start((kx_context *)ctx, alg, kx_bytes_or_empty(name), namelen, kx_bytes_or_empty(custom),
                  customlen);
  return KX_OK;
}

int kx_cshake(kx_alg alg, const void *name, size_t namelen, const void *custom, size_t customlen, const void *in,
              size_t inlen, void *out, size_t outlen) {
  if (alg != KX_CSHAKE128 && alg != KX_CSHAKE256) return KX_ERR_BAD_ALGORITHM;
  if (missing(in, inlen) || missing(out, outlen)) return KX_ERR_NULL_POINTER;
  if (!namelen && !customlen) return kx_hash(alg, in, inlen, out, outlen); /* SHAKE, on its fastest path */
  kx_ctx ctx;
  int error = kx_init_cshake(&ctx, alg, name, namelen, custom, customlen);
  if (error) return error;
  return finish_one_shot(&ctx, in, inlen, out, outlen);
}

/* ---- KMAC ---- */

static int is_kmac(kx_alg alg) { return either(alg, KX_KMAC128, KX_KMAC256, KX_KMACXOF128, KX_KMACXOF256); }

int kx_init_kmac(kx_ctx *ctx, kx_alg alg, const void *key, size_t keylen, const void *custom, size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (!is_kmac(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(key, keylen) || missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_context *s = (kx_context *)ctx;
  kx_cshake_start(s, alg, KMAC_NAME, sizeof KMAC_NAME, kx_bytes_or_empty(custom), customlen);
  kx_absorb_bytepad_start(s);
  kx_absorb_encoded_string(s, kx_bytes_or_empty(key), keylen);
  kx_absorb_bytepad_end(s);
  return KX_OK;
}

int kx_kmac(kx_alg alg, const void *key, size_t keylen, const void *custom, size_t customlen, const void *in,
            size_t inlen, void *out, size_t outlen) {
  if (!is_kmac(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(in, inlen) || missing(out, outlen)) return KX_ERR_NULL_POINTER;
  kx_ctx ctx;
  int error = kx_init_kmac(&ctx, alg, key, keylen, custom, customlen);
  if (error) return error;
  return finish_one_shot(&ctx, in, inlen, out, outlen);
}

/* ---- TupleHash ---- */

static int is_tuplehash(kx_alg alg) {
  return either(alg, KX_TUPLEHASH128, KX_TUPLEHASH256, KX_TUPLEHASHXOF128, KX_TUPLEHASHXOF256);
}

int kx_init_tuplehash(kx_ctx *ctx, kx_alg alg, const void *custom, size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (!is_tuplehash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(custom, customlen)) return KX_ERR_NULL_POINTER;
  kx_cshake_start((kx_context *)ctx, alg, TUPLEHASH_NAME, sizeof TUPLEHASH_NAME, kx_bytes_or_empty(custom),
                  customlen);
  return KX_OK;
}

int kx_tuplehash_update(kx_ctx *ctx, const void *elem, size_t len) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (kx_params_of((kx_alg)s->alg)->mode != KX_MODE_TUPLEHASH) return KX_ERR_BAD_ALGORITHM;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if (missing(elem, len)) return KX_ERR_NULL_POINTER;
  kx_absorb_encoded_string(s, kx_bytes_or_empty(elem), len);
  return KX_OK;
}

int kx_tuplehash(kx_alg alg, const void *custom, size_t customlen, size_t n, const void *const in[],
                 const size_t inlen[], void *out, size_t outlen) {
  if (!is_tuplehash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (missing(out, outlen) || (n && (!in || !inlen))) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (missing(in[i], inlen[i])) return KX_ERR_NULL_POINTER;
  kx_ctx ctx;
  int error = kx_init_tuplehash(&ctx, alg, custom, customlen);
  for (size_t i = 0; i < n && !error; i++) error = kx_tuplehash_update(&ctx, in[i], inlen[i]);
  if (!error) error = kx_final(&ctx, out, outlen);
  kx_wipe(&ctx);
  return error;
}
