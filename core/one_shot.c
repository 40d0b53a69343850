/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The one-shot functions of the default algorithms (kx_hash, kx_keccak256,
 * kx_hash_many): checking arguments, then the sponge's whole-message paths,
 * or KangarooTwelve's tree for KT128 and KT256, and clearing the stack the
 * work used. */
#include "modes/kangarootwelve.h"

int kx_hash(kx_alg alg, const void *in, size_t inlen, void *out, size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p || !kx_has_defaults(p)) return KX_ERR_BAD_ALGORITHM;
  int bad_output = kx_check_output(p, out, outlen);
  if (bad_output) return bad_output;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  if (p->mode == KX_MODE_KT) {
    kx_kangarootwelve_one(d, alg, kx_bytes_or_empty(NULL), 0, kx_bytes_or_empty(in), inlen, out, outlen);
    kx_scrub_stack(KX_SCRUB_TREE);
    return KX_OK;
  }
  kx_hash_one(d, p, kx_bytes_or_empty(in), inlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

/* The hot path: kx_sponge_hash inlined with Keccak-256's rate, padding and
 * rounds as constants. */
int kx_keccak256(const void *in, size_t inlen, uint8_t out[32]) {
  if ((!in && inlen) || !out) return KX_ERR_NULL_POINTER;
  kx_sponge_hash(kx_dispatch_current(), kx_bytes_or_empty(in), inlen, out, 32, 136, 0x01, 24);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return KX_OK;
}

static int check_messages(size_t n, const void *const in[], const size_t inlen[]) {
  if (!in || !inlen) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (!in[i] && inlen[i]) return KX_ERR_NULL_POINTER;
  return KX_OK;
}

int kx_hash_many(kx_alg alg, size_t n, const void *const in[], const size_t inlen[], void *out,
                 size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p || !kx_has_defaults(p)) return KX_ERR_BAD_ALGORITHM;
  if (p->digest_size && outlen != p->digest_size) return KX_ERR_BAD_LENGTH;
  if (n == 0) return KX_OK;
  if (outlen && n > SIZE_MAX / outlen) return KX_ERR_BAD_LENGTH;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  int error = check_messages(n, in, inlen);
  if (error) return error;
  /* SHAKE with no output: nothing to compute, and out may be NULL, on which
   * even out + 0 is undefined. */
  if (outlen == 0) return KX_OK;
  const kx_dispatch *d = kx_dispatch_current();
  if (p->mode == KX_MODE_KT) { /* each message's tree batches its own chunks */
    for (size_t i = 0; i < n; i++)
      kx_kangarootwelve_one(d, alg, kx_bytes_or_empty(NULL), 0, kx_bytes_or_empty(in[i]), inlen[i],
                            (uint8_t *)out + i * outlen, outlen);
  } else {
    kx_hash_messages(d, p, n, in, inlen, out, outlen);
  }
  kx_scrub_stack(p->mode == KX_MODE_KT ? KX_SCRUB_TREE : KX_SCRUB_MANY);
  return KX_OK;
}
