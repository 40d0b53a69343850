/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The chunk trees of KangarooTwelve and ParallelHash: the input is cut into
 * chunks of one size, each chunk is hashed on its own (a leaf) into a chaining
 * value, and the chaining values are absorbed in order by the context's own
 * sponge, the final node.
 *
 * Whole chunks given in one call are hashed several at once by kx_hash_messages
 * (kx_hash_many's engine, on the widest kernel the backend has), straight from
 * the caller's buffer. Only a chunk split across calls goes through the leaf
 * state of the context, one block at a time. */
#include <string.h>

#include "modes.h"
#include "../wipe.h"

enum {
  KT_LEAF_PAD = 0x0B,    /* RFC 9861: TurboSHAKE of a leaf with D = 0x0B */
  SHAKE_PAD = 0x1F,      /* SP 800-185: ParallelHash's leaves are cSHAKE(X, L, "", ""), i.e. SHAKE */
  GROUP = 32,            /* chunks per call of the engine: enough to fill 8 slots several times */
  MAX_CHAINING_VALUE = 64
};

/* The leaves' sponge: the final node's rate, KangarooTwelve's 12 rounds and
 * domain byte or SHAKE's. */
static kx_params leaf_params(const kx_context *s) {
  int kt = kx_params_of((kx_alg)s->alg)->mode == KX_MODE_KT;
  return (kx_params){"leaf", s->rate, 0, kt ? KT_LEAF_PAD : SHAKE_PAD, kt ? 12 : 24, KX_MODE_SPONGE, 0};
}

/* 256 bits at security 128, 512 at 256: the capacity. */
static size_t chaining_value_size(const kx_context *s) { return 200 - (size_t)s->rate; }

static void absorb_chaining_values(const kx_dispatch *d, kx_context *s, const uint8_t *values, size_t count) {
  kx_sponge_absorb(d, s, values, count * chaining_value_size(s));
  s->tree.leaves += count;
}

static void absorb_into_leaf(const kx_dispatch *d, kx_context *s, const kx_params *leaf, const uint8_t *in, size_t len) {
  kx_tree *t = &s->tree;
  kx_absorb_at(d, t->leaf, t->chunk_pos % leaf->rate, in, len, leaf->rate, leaf->rounds);
  t->chunk_pos += len;
}

static void end_leaf(const kx_dispatch *d, kx_context *s, const kx_params *leaf) {
  kx_tree *t = &s->tree;
  uint8_t value[MAX_CHAINING_VALUE];
  kx_pad(t->leaf, t->chunk_pos % leaf->rate, leaf->pad, leaf->rate);
  kx_dispatch_permute(d, 1, t->leaf, leaf->rounds);
  kx_extract_bytes(t->leaf, 0, value, chaining_value_size(s));
  absorb_chaining_values(d, s, value, 1);
  kx_secure_zero(value, sizeof value);
  memset(t->leaf, 0, sizeof t->leaf);
  t->chunk_pos = 0;
}

static void hash_whole_chunks(const kx_dispatch *d, kx_context *s, const kx_params *leaf, const uint8_t *in, size_t chunks) {
  size_t chunk = (size_t)s->tree.chunk_size, value_size = chaining_value_size(s);
  const void *messages[GROUP];
  size_t lengths[GROUP];
  uint8_t values[GROUP * MAX_CHAINING_VALUE];
  if (!chunks) return;
  while (chunks) {
    size_t n = chunks < GROUP ? chunks : GROUP;
    for (size_t i = 0; i < n; i++) messages[i] = in + i * chunk, lengths[i] = chunk;
    kx_hash_messages(d, leaf, n, messages, lengths, values, value_size);
    absorb_chaining_values(d, s, values, n);
    in += n * chunk, chunks -= n;
  }
  kx_secure_zero(values, sizeof values);
}

void kx_tree_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  kx_tree *t = &s->tree;
  size_t chunk = (size_t)t->chunk_size;
  kx_params leaf = leaf_params(s);
  if (t->chunk_pos) {
    size_t take = len < chunk - t->chunk_pos ? len : chunk - (size_t)t->chunk_pos;
    absorb_into_leaf(d, s, &leaf, in, take);
    in += take, len -= take;
    if (t->chunk_pos < chunk) return;
    end_leaf(d, s, &leaf);
  }
  size_t whole = len / chunk;
  hash_whole_chunks(d, s, &leaf, in, whole);
  absorb_into_leaf(d, s, &leaf, in + whole * chunk, len - whole * chunk);
}

void kx_tree_end_leaf(const kx_dispatch *d, kx_context *s) {
  kx_params leaf = leaf_params(s);
  if (s->tree.chunk_pos) end_leaf(d, s, &leaf);
}
