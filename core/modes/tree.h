/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The chunk trees (tree.c), below KangarooTwelve and ParallelHash, which
 * call them; the tree calls no mode. */
#ifndef KX_MODES_TREE_H
#define KX_MODES_TREE_H

#include "../sponge.h"

/* Who hashes the whole chunks of one call: a caller's pool (kx_update_pool)
 * with its number of threads. */
typedef struct kx_workers {
  kx_pool_run *run;
  void *pool;
  size_t threads;
} kx_workers;

/* Chunks of s->tree.chunk_size bytes, each hashed as a leaf (several at once
 * on the widest kernel when whole chunks are given) whose chaining value goes
 * to the context's sponge, the final node. Returns how deep below the public
 * function the work left state (kx_scrub_stack). */
size_t kx_tree_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* kx_tree_absorb with the whole chunks hashed by w (NULL: the context's own
 * threads, kx_set_threads). */
size_t kx_tree_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w);
/* Hashes the chunk in progress, if any, as the last leaf. */
void kx_tree_end_leaf(const kx_dispatch *d, kx_context *s);

#endif
