/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* KangarooTwelve (RFC 9861, section 3): TurboSHAKE of S = M || C ||
 * length_encode(|C|) when S fits one 8192-byte chunk; otherwise a final node
 * of S's first chunk, the marker 03 00 00 00 00 00 00 00, the chaining values
 * of the other chunks (tree.c), length_encode of their number and FF FF.
 *
 * The first chunk goes into the final node as it comes, so streaming needs no
 * buffer: whether the marker follows is decided when a byte past 8192 comes. */
#include <string.h>

#include "kangarootwelve.h"

#include "../wipe.h"
#include "encode.h"

enum { SINGLE_NODE_PAD = 0x07, FINAL_NODE_PAD = 0x06 };

static const uint8_t first_chunk_marker[8] = {0x03};

/* Returns the depth of the stack it used, as kx_tree_absorb: within the first
 * chunk, the final node's blocks only. */
size_t kx_kt_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w) {
  kx_tree *t = &s->tree;
  if (t->in_leaves) return kx_tree_absorb_on(d, s, in, len, w);
  size_t room = KX_KT_CHUNK - (size_t)t->chunk_pos;
  if (len <= room) {
    size_t depth = (size_t)s->pos + len >= s->rate ? KX_SCRUB_TREE_BLOCK : 0;
    kx_sponge_absorb(d, s, in, len);
    t->chunk_pos += len;
    return depth;
  }
  kx_sponge_absorb(d, s, in, room);
  kx_sponge_absorb(d, s, first_chunk_marker, sizeof first_chunk_marker);
  t->in_leaves = 1, t->chunk_pos = 0;
  kx_tree_absorb_on(d, s, in + room, len - room, w);
  return KX_SCRUB_TREE;
}

size_t kx_kt_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  return kx_kt_absorb_on(d, s, in, len, NULL);
}

void kx_kt_end(const kx_dispatch *d, kx_context *s, const uint8_t *custom, size_t customlen) {
  uint8_t length[KX_ENCODE_MAX + 2];
  kx_kt_absorb(d, s, custom, customlen);
  kx_kt_absorb(d, s, length, kx_length_encode(length, customlen));
  if (!s->tree.in_leaves) {
    s->pad = SINGLE_NODE_PAD;
    return;
  }
  kx_tree_end_leaf(d, s);
  size_t n = kx_length_encode(length, s->tree.leaves);
  length[n++] = 0xFF, length[n++] = 0xFF;
  kx_sponge_absorb(d, s, length, n);
  s->pad = FINAL_NODE_PAD;
}

/* kx_kangarootwelve_final's work on checked arguments. */
static void final(const kx_dispatch *d, kx_context *s, const void *custom, size_t customlen, void *out,
                  size_t outlen) {
  kx_kt_end(d, s, kx_bytes_or_empty(custom), customlen);
  kx_sponge_finish(d, s);
  kx_sponge_squeeze(d, s, out, outlen);
}

int kx_kangarootwelve_final(kx_ctx *ctx, const void *custom, size_t customlen, void *out, size_t outlen) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  if (kx_params_of((kx_alg)s->alg)->mode != KX_MODE_KT) return KX_ERR_BAD_ALGORITHM;
  if (s->phase != KX_ABSORBING) return KX_ERR_FINALIZED;
  if ((!custom && customlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  final(kx_dispatch_current(), s, custom, customlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_TREE);
  return KX_OK;
}

void kx_kangarootwelve_one(const kx_dispatch *d, kx_alg alg, const uint8_t *custom, size_t customlen,
                           const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
  kx_ctx ctx;
  memset(&ctx, 0, sizeof ctx);
  kx_context *s = (kx_context *)&ctx;
  kx_context_start(s, alg);
  kx_kt_absorb(d, s, in, inlen);
  final(d, s, custom, customlen, out, outlen);
  kx_secure_zero(&ctx, sizeof ctx);
}

int kx_kangarootwelve(kx_alg alg, const void *custom, size_t customlen, const void *in, size_t inlen, void *out,
                      size_t outlen) {
  if (alg != KX_KT128 && alg != KX_KT256) return KX_ERR_BAD_ALGORITHM;
  if ((!custom && customlen) || (!in && inlen) || (!out && outlen)) return KX_ERR_NULL_POINTER;
  kx_kangarootwelve_one(kx_dispatch_current(), alg, kx_bytes_or_empty(custom), customlen, kx_bytes_or_empty(in),
                        inlen, out, outlen);
  kx_scrub_stack(KX_SCRUB_TREE);
  return KX_OK;
}
