/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What a kx_ctx holds, and when its contents make sense. Shared by the
 * sponge of a context (sponge.c), the modes (modes/), the public streaming
 * functions (streaming.c) and saving/restoring (export.c). */
#ifndef KX_CONTEXT_H
#define KX_CONTEXT_H

#include "algorithms.h"
#include "compiler.h"
#include "threads.h"

enum { KX_CONTEXT_MAGIC = 0x4b454343 /* "KECC": set by kx_init, cleared by kx_wipe */ };

enum { KX_ALL_THREADS = KX_MAX_THREADS + 1 }; /* kx_set_threads(ctx, 0) */

typedef enum { KX_ABSORBING = 1, KX_SQUEEZING, KX_FINALIZED } kx_phase;

/* KangarooTwelve and ParallelHash: the chunk being hashed on its own (a leaf),
 * while the context's lanes are the final node that takes the leaves'
 * chaining values. */
typedef struct kx_tree {
  uint64_t leaf[25];
  uint64_t chunk_size; /* 8192 for KangarooTwelve, B for ParallelHash */
  uint64_t chunk_pos;  /* bytes of the current chunk absorbed so far */
  uint64_t leaves;     /* chaining values absorbed into the final node */
  uint32_t threads;    /* kx_set_threads: at most this many threads hash whole chunks (0 or 1: the caller only;
                          KX_ALL_THREADS: one per processor the process may use, counted when they would start) */
  uint8_t in_leaves;   /* KangarooTwelve: past its first chunk, which goes to the final node itself */
} kx_tree;

/* may_alias: the caller sees the same bytes as a kx_ctx. */
typedef struct KX_MAY_ALIAS kx_context {
  uint64_t lanes[25];
  uint32_t magic;
  uint8_t alg;
  uint8_t phase;
  uint8_t rate;
  uint8_t pos; /* bytes absorbed into, or squeezed from, the current block */
  uint8_t pad;    /* first padding byte: the algorithm's, or the mode's domain byte */
  uint8_t rounds; /* of the permutation: 24, or 12 for TurboSHAKE and KangarooTwelve */
  kx_tree tree;   /* KX_MODE_KT and KX_MODE_PARALLELHASH only */
} kx_context;

_Static_assert(sizeof(kx_context) <= sizeof(kx_ctx), "the context must fit in kx_ctx");
_Static_assert(_Alignof(kx_context) <= _Alignof(kx_ctx), "kx_ctx must be aligned for the context");

enum { KX_KT_CHUNK = 8192 };

static inline int kx_tree_is_consistent(const kx_params *p, const kx_tree *t) {
  if (t->threads > KX_ALL_THREADS) return 0;
  switch (p->mode) {
    case KX_MODE_KT:
      return t->chunk_size == KX_KT_CHUNK && t->in_leaves <= 1 &&
             (t->in_leaves ? t->chunk_pos < t->chunk_size : t->chunk_pos <= t->chunk_size);
    case KX_MODE_PARALLELHASH: return t->chunk_size && t->in_leaves == 1 && t->chunk_pos < t->chunk_size;
    default: return 1;
  }
}

/* Whether the fields describe a state the library can reach: a caller's stray
 * write must not make the sponge index outside its lanes. */
static inline int kx_context_is_consistent(const kx_context *c) {
  const kx_params *p = kx_params_of((kx_alg)c->alg);
  if (!p || c->rate != p->rate || c->rounds != p->rounds) return 0;
  if (!kx_tree_is_consistent(p, &c->tree)) return 0;
  switch (c->phase) {
    case KX_ABSORBING: return c->pos < c->rate;
    case KX_SQUEEZING: return kx_is_xof(p) && c->pos <= c->rate;
    case KX_FINALIZED: return !kx_is_xof(p) && c->pos <= c->rate;
    default: return 0;
  }
}

/* Sets up a zeroed context for alg (a valid kx_alg), as kx_context_is_consistent
 * accepts it: rate, padding byte, rounds, and KangarooTwelve's chunk size. The
 * modes add what is theirs (cSHAKE's prefix, ParallelHash's block size). */
static inline void kx_context_start(kx_context *s, kx_alg alg) {
  const kx_params *p = kx_params_of(alg);
  s->alg = (uint8_t)alg;
  s->rate = p->rate;
  s->pad = p->pad;
  s->rounds = p->rounds;
  s->phase = KX_ABSORBING;
  s->magic = KX_CONTEXT_MAGIC;
  if (p->mode == KX_MODE_KT) s->tree.chunk_size = KX_KT_CHUNK;
}

/* The context behind ctx if kx_init set it up and it is intact, else NULL
 * with *error set. */
static inline kx_context *kx_context_of(const kx_ctx *ctx, int *error) {
  if (!ctx) {
    *error = KX_ERR_NULL_POINTER;
    return NULL;
  }
  kx_context *c = (kx_context *)ctx;
  if (c->magic != KX_CONTEXT_MAGIC || !kx_context_is_consistent(c)) {
    *error = KX_ERR_UNINITIALIZED;
    return NULL;
  }
  return c;
}

#endif
