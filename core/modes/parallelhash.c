/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* NIST SP 800-185 ParallelHash: cSHAKE (N = "ParallelHash") of left_encode(B),
 * the chaining values of the input's B-byte blocks (each SHAKE of the block,
 * hashed several at once: tree.c), right_encode of their number and
 * right_encode(L). */
#include <string.h>

#include "parallelhash.h"

#include "../wipe.h"
#include "cshake.h"
#include "encode.h"
#include "tree.h"

static const uint8_t PARALLELHASH_NAME[] = {'P', 'a', 'r', 'a', 'l', 'l', 'e', 'l', 'H', 'a', 's', 'h'};

static int is_parallelhash(kx_alg alg) {
  return alg == KX_PARALLELHASH128 || alg == KX_PARALLELHASH256 || alg == KX_PARALLELHASHXOF128 ||
         alg == KX_PARALLELHASHXOF256;
}

void kx_parallelhash_end(const kx_dispatch *d, kx_context *s, size_t outlen) {
  uint8_t count[KX_ENCODE_MAX];
  kx_tree_end_leaf(d, s);
  kx_sponge_absorb(d, s, count, kx_right_encode(count, s->tree.leaves));
  kx_sp800_185_end(d, s, outlen);
}

static int init_parallelhash(const kx_dispatch *d, kx_ctx *ctx, kx_alg alg, size_t block_size, const void *custom,
                             size_t customlen) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  if (!is_parallelhash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (!block_size) return KX_ERR_BAD_PARAMETER;
  if (!custom && customlen) return KX_ERR_NULL_POINTER;
  kx_context *s = (kx_context *)ctx;
  uint8_t block[KX_ENCODE_MAX];
  kx_cshake_start(d, s, alg, PARALLELHASH_NAME, sizeof PARALLELHASH_NAME, kx_bytes_or_empty(custom), customlen);
  kx_sponge_absorb(d, s, block, kx_left_encode(block, block_size));
  s->tree.chunk_size = block_size;
  s->tree.in_leaves = 1;
  return KX_OK;
}

int kx_init_parallelhash(kx_ctx *ctx, kx_alg alg, size_t block_size, const void *custom, size_t customlen) {
  int error = init_parallelhash(kx_dispatch_current(), ctx, alg, block_size, custom, customlen);
  kx_scrub_stack(KX_SCRUB_ONE_STATE);
  return error;
}

int kx_parallelhash(kx_alg alg, size_t block_size, const void *custom, size_t customlen, const void *in,
                    size_t inlen, void *out, size_t outlen) {
  if (!is_parallelhash(alg)) return KX_ERR_BAD_ALGORITHM;
  if (!block_size) return KX_ERR_BAD_PARAMETER;
  if ((!custom && customlen) || (!in && inlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  const kx_dispatch *d = kx_dispatch_current();
  kx_ctx ctx;
  init_parallelhash(d, &ctx, alg, block_size, custom, customlen);
  kx_context *s = (kx_context *)&ctx;
  kx_tree_absorb(d, s, kx_bytes_or_empty(in), inlen);
  kx_parallelhash_end(d, s, outlen);
  kx_sponge_finish(d, s);
  kx_sponge_squeeze(d, s, out, outlen);
  kx_secure_zero(&ctx, sizeof ctx);
  kx_scrub_stack(KX_SCRUB_TREE);
  return KX_OK;
}
