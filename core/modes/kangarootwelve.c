/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* KangarooTwelve (RFC 9861, section 3): TurboSHAKE of S = M || C ||
 * length_encode(|C|) when S fits one 8192-byte chunk; otherwise a final node
 * of S's first chunk, the marker 03 00 00 00 00 00 00 00, the chaining values
 * of the other chunks (tree.c), length_encode of their number and FF FF.
 *
 * The first chunk goes into the final node as it comes, so streaming needs no
 * buffer: whether the marker follows is decided when a byte past 8192 comes. */
#include <string.h>

#include "modes.h"

enum { SINGLE_NODE_PAD = 0x07, FINAL_NODE_PAD = 0x06 };

static const uint8_t first_chunk_marker[8] = {0x03};

void kx_kt_absorb(kx_context *s, const uint8_t *in, size_t len) {
  kx_tree *t = &s->tree;
  if (!t->in_leaves) {
    size_t room = KX_KT_CHUNK - (size_t)t->chunk_pos, take = len < room ? len : room;
    kx_sponge_absorb(s, in, take);
    t->chunk_pos += take, in += take, len -= take;
    if (!len) return;
    kx_sponge_absorb(s, first_chunk_marker, sizeof first_chunk_marker);
    t->in_leaves = 1, t->chunk_pos = 0;
  }
  kx_tree_absorb(s, in, len);
}

void kx_kt_end(kx_context *s, const uint8_t *custom, size_t customlen) {
  uint8_t length[KX_ENCODE_MAX + 2];
  kx_kt_absorb(s, custom, customlen);
  kx_kt_absorb(s, length, kx_length_encode(length, customlen));
  if (!s->tree.in_leaves) {
    s->pad = SINGLE_NODE_PAD;
    return;
  }
  kx_tree_end_leaf(s);
  size_t n = kx_length_encode(length, s->tree.leaves);
  length[n++] = 0xFF, length[n++] = 0xFF;
  kx_sponge_absorb(s, length, n);
  s->pad = FINAL_NODE_PAD;
}

int kx_kangarootwelve_final(kx_ctx *ctx, const void *custom, size_t customlen, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (kx_params_of((kx_alg)s->alg)->mode != KX_MODE_KT) return KX_ERR_BAD_ALGORITHM;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if ((!custom && customlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  kx_kt_end(s, kx_bytes_or_empty(custom), customlen);
  kx_sponge_finish(s);
  kx_sponge_squeeze(s, out, outlen);
  return KX_OK;
}

int kx_kangarootwelve(kx_alg alg, const void *custom, size_t customlen, const void *in, size_t inlen, void *out,
                      size_t outlen) {
  if (alg != KX_KT128 && alg != KX_KT256) return KX_ERR_BAD_ALGORITHM;
  if ((!custom && customlen) || (!in && inlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  kx_ctx ctx;
  kx_init(&ctx, alg);
  kx_update(&ctx, in, inlen);
  kx_kangarootwelve_final(&ctx, custom, customlen, out, outlen);
  kx_wipe(&ctx);
  return KX_OK;
}
