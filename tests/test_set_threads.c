/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_set_threads: the digest of KangarooTwelve and ParallelHash is the same
 * for 1, 2, 4 and "all" threads, at every chunk boundary, however the input
 * is split into updates, with every backend. CI runs it under
 * ThreadSanitizer too, so it is a plain program (Criterion's shared-memory
 * arena cannot live with TSan): one function per behaviour. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccakx.h"
#include "support.h"
#include "tree_algs.h"

enum { CHUNK = TREE_CHUNK, OUT = 64 };

/* Enough chunks that 4 threads get their 512 KiB each, and one over. */
static const size_t lengths[] = {0,
                                 1,
                                 CHUNK - 1,
                                 CHUNK,
                                 CHUNK + 1,
                                 129 * CHUNK - 1,
                                 129 * CHUNK,
                                 129 * CHUNK + 1,
                                 257 * CHUNK - 1,
                                 257 * CHUNK + 1};
static const unsigned thread_counts[] = {2, 4, 0};

/* The digest of msg with `threads`, given in updates of at most `split`
 * bytes (0: one update), or of random sizes when r is given. */
static int digest(const tree_alg *a, unsigned threads, const uint8_t *msg, size_t len, size_t split, rng *r,
                  uint8_t out[OUT]) {
  kx_ctx c;
  if (tree_init(&c, a) || kx_set_threads(&c, threads)) return 0;
  while (len) {
    size_t take = r ? (size_t)(rng_next(r) % (2 * 1024 * 1024)) : split ? split : len;
    if (take > len) take = len;
    if (kx_update(&c, msg, take)) return 0;
    msg += take, len -= take;
  }
  int ok = kx_final(&c, out, OUT) == KX_OK;
  kx_wipe(&c);
  return ok;
}

static int same_digest_for_every_thread_count_at_every_chunk_boundary_on(void) {
  for (size_t a = 0; a < TREE_ALG_COUNT; a++)
    for (size_t l = 0; l < sizeof lengths / sizeof *lengths; l++) {
      uint8_t *m = random_message(lengths[l]), want[OUT], got[OUT];
      int ok = m && digest(&tree_algs[a], 1, m, lengths[l], 0, NULL, want);
      for (size_t t = 0; ok && t < sizeof thread_counts / sizeof *thread_counts; t++)
        ok = digest(&tree_algs[a], thread_counts[t], m, lengths[l], 0, NULL, got) && !memcmp(got, want, OUT);
      free(m);
      if (!ok) {
        fprintf(stderr, "  alg %d, %zu bytes\n", (int)tree_algs[a].alg, lengths[l]);
        return 0;
      }
    }
  return 1;
}

static int same_digest_for_random_update_splits_with_threads_on(void) {
  size_t len = 3 * 1024 * 1024 + 12345;
  uint8_t *m = random_message(len), want[OUT], got[OUT];
  rng r = {42};
  int ok = m != NULL;
  for (size_t a = 0; ok && a < TREE_ALG_COUNT; a++) {
    ok = digest(&tree_algs[a], 1, m, len, 0, NULL, want);
    for (int round = 0; ok && round < 2; round++)
      ok = digest(&tree_algs[a], round == 0 ? 2 : 0, m, len, 0, &r, got) && !memcmp(got, want, OUT);
    ok = ok && digest(&tree_algs[a], 2, m, len, CHUNK + 1, NULL, got) && !memcmp(got, want, OUT);
  }
  free(m);
  return ok;
}

/* Threads that start one another, several levels deep: 9 and 16 of them,
 * each with its 512 KiB of the 8 MiB. */
static int same_digest_on_more_threads_than_processors_on(void) {
  size_t len = 1025 * CHUNK + 1;
  uint8_t *m = random_message(len), want[OUT], got[OUT];
  int ok = m != NULL;
  for (size_t a = 0; ok && a < TREE_ALG_COUNT; a++)
    ok = digest(&tree_algs[a], 1, m, len, 0, NULL, want) && digest(&tree_algs[a], 9, m, len, 0, NULL, got) &&
         !memcmp(got, want, OUT) && digest(&tree_algs[a], 16, m, len, 0, NULL, got) && !memcmp(got, want, OUT);
  free(m);
  return ok;
}

static int threads_are_refused_for_one_sponge_algorithms(void) {
  kx_ctx c;
  int ok = kx_init(&c, KX_SHA3_256) == KX_OK && kx_set_threads(&c, 2) == KX_ERR_BAD_ALGORITHM;
  ok = ok && kx_init_turboshake(&c, KX_TURBOSHAKE128, 0x1F) == KX_OK &&
       kx_set_threads(&c, 2) == KX_ERR_BAD_ALGORITHM;
  ok = ok && kx_init_tuplehash(&c, KX_TUPLEHASH128, NULL, 0) == KX_OK &&
       kx_set_threads(&c, 0) == KX_ERR_BAD_ALGORITHM;
  return ok;
}

static int set_threads_checks_its_context(void) {
  kx_ctx c;
  memset(&c, 0, sizeof c);
  return kx_set_threads(NULL, 2) == KX_ERR_NULL_POINTER && kx_set_threads(&c, 2) == KX_ERR_UNINITIALIZED;
}

static int a_copied_context_keeps_its_threads_and_gives_the_same_digest(void) {
  size_t len = 3 * 1024 * 1024;
  uint8_t *m = random_message(len), want[OUT], got[OUT];
  kx_ctx a, b;
  int ok = m && kx_init(&a, KX_KT128) == KX_OK && kx_set_threads(&a, 2) == KX_OK &&
           kx_update(&a, m, len / 3) == KX_OK;
  memcpy(&b, &a, sizeof a);
  ok = ok && kx_update(&a, m + len / 3, len - len / 3) == KX_OK && kx_final(&a, want, 32) == KX_OK;
  ok = ok && kx_update(&b, m + len / 3, len - len / 3) == KX_OK && kx_final(&b, got, 32) == KX_OK;
  ok = ok && !memcmp(want, got, 32) && kx_hash(KX_KT128, m, len, got, 32) == KX_OK && !memcmp(want, got, 32);
  free(m);
  return ok;
}

int main(void) {
  int ok = report("same_digest_for_every_thread_count_at_every_chunk_boundary",
                  on_every_backend(same_digest_for_every_thread_count_at_every_chunk_boundary_on));
  ok &= report("same_digest_for_random_update_splits_with_threads",
               on_every_backend(same_digest_for_random_update_splits_with_threads_on));
  ok &= report("same_digest_on_more_threads_than_processors",
               on_every_backend(same_digest_on_more_threads_than_processors_on));
  ok &= report("threads_are_refused_for_one_sponge_algorithms", threads_are_refused_for_one_sponge_algorithms());
  ok &= report("set_threads_checks_its_context", set_threads_checks_its_context());
  ok &= report("a_copied_context_keeps_its_threads_and_gives_the_same_digest",
               a_copied_context_keeps_its_threads_and_gives_the_same_digest());
  return ok ? 0 : 1;
}
