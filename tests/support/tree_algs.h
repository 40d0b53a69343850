/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What the plain test programs of the threaded tree modes share (they run
 * under ThreadSanitizer, so without Criterion): the algorithms whose leaves
 * can be hashed apart, their messages, each backend in turn, one report line
 * per behaviour. */
#ifndef KX_TEST_TREE_ALGS_H
#define KX_TEST_TREE_ALGS_H

#include <stddef.h>
#include <stdint.h>

#include "keccakx.h"

enum { TREE_CHUNK = 8192, TREE_ALG_COUNT = 6 };

typedef struct tree_alg {
  kx_alg alg;
  size_t block; /* ParallelHash's B; 0 for KangarooTwelve */
} tree_alg;

/* KT128, KT256 and ParallelHash (with B below, at and above a chunk). */
extern const tree_alg tree_algs[TREE_ALG_COUNT];

/* kx_init, or kx_init_parallelhash with a's B and the customization "S". */
int tree_init(kx_ctx *c, const tree_alg *a);

/* len deterministic random bytes (seeded by len) in a new buffer, or NULL. */
uint8_t *random_message(size_t len);

/* test() with every backend this CPU runs forced in turn; names on stderr the
 * backend where it failed. Restores the automatic choice. */
int on_every_backend(int (*test)(void));

/* Prints "ok: name" or "FAIL: name"; returns ok. */
int report(const char *name, int ok);

#endif
