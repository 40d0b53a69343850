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

enum { CHUNK = 8192, OUT = 64 };

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

typedef struct {
  kx_alg alg;
  size_t block; /* ParallelHash's B; 0 for KangarooTwelve */
} tree_alg;

static const tree_alg algs[] = {{KX_KT128, 0},
                                {KX_KT256, 0},
                                {KX_PARALLELHASH128, 8192},
                                {KX_PARALLELHASH256, 3000},
                                {KX_PARALLELHASHXOF128, 8192},
                                {KX_PARALLELHASHXOF256, 100000}};

static int start(kx_ctx *c, const tree_alg *a) {
  if (!a->block) return kx_init(c, a->alg);
  return kx_init_parallelhash(c, a->alg, a->block, "S", 1);
}

/* The digest of msg with `threads`, given in updates of at most `split`
 * bytes (0: one update), or of random sizes when r is given. */
static int digest(const tree_alg *a, unsigned threads, const uint8_t *msg, size_t len, size_t split, rng *r,
                  uint8_t out[OUT]) {
  kx_ctx c;
  if (start(&c, a) || kx_set_threads(&c, threads)) return 0;
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

static uint8_t *message(size_t len) {
  uint8_t *m = malloc(len ? len : 1);
  rng r = {len + 1};
  if (m) rng_fill(&r, m, len);
  return m;
}

static int same_digest_for_every_thread_count_at_every_chunk_boundary_on(void) {
  for (size_t a = 0; a < sizeof algs / sizeof *algs; a++)
    for (size_t l = 0; l < sizeof lengths / sizeof *lengths; l++) {
      uint8_t *m = message(lengths[l]), want[OUT], got[OUT];
      int ok = m && digest(&algs[a], 1, m, lengths[l], 0, NULL, want);
      for (size_t t = 0; ok && t < sizeof thread_counts / sizeof *thread_counts; t++)
        ok = digest(&algs[a], thread_counts[t], m, lengths[l], 0, NULL, got) && !memcmp(got, want, OUT);
      free(m);
      if (!ok) {
        fprintf(stderr, "  alg %d, %zu bytes\n", (int)algs[a].alg, lengths[l]);
        return 0;
      }
    }
  return 1;
}

static int same_digest_for_random_update_splits_with_threads_on(void) {
  size_t len = 3 * 1024 * 1024 + 12345;
  uint8_t *m = message(len), want[OUT], got[OUT];
  rng r = {42};
  int ok = m != NULL;
  for (size_t a = 0; ok && a < sizeof algs / sizeof *algs; a++) {
    ok = digest(&algs[a], 1, m, len, 0, NULL, want);
    for (int round = 0; ok && round < 2; round++)
      ok = digest(&algs[a], round == 0 ? 2 : 0, m, len, 0, &r, got) && !memcmp(got, want, OUT);
    ok = ok && digest(&algs[a], 2, m, len, CHUNK + 1, NULL, got) && !memcmp(got, want, OUT);
  }
  free(m);
  return ok;
}

/* Each behaviour with every backend this CPU runs forced in turn. */
static int on_every_backend(int (*test)(void)) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  int ok = count >= 1;
  for (size_t i = 0; ok && i < count; i++) {
    ok = kx_use_backend(names[i]) == KX_OK && test();
    if (!ok) fprintf(stderr, "  backend %s\n", names[i]);
  }
  return kx_use_backend("auto") == KX_OK && ok;
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
  uint8_t *m = message(len), want[OUT], got[OUT];
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

static int report(const char *name, int ok) {
  printf("%s: %s\n", ok ? "ok" : "FAIL", name);
  return ok;
}

int main(void) {
  int ok = report("same_digest_for_every_thread_count_at_every_chunk_boundary",
                  on_every_backend(same_digest_for_every_thread_count_at_every_chunk_boundary_on));
  ok &= report("same_digest_for_random_update_splits_with_threads",
               on_every_backend(same_digest_for_random_update_splits_with_threads_on));
  ok &= report("threads_are_refused_for_one_sponge_algorithms", threads_are_refused_for_one_sponge_algorithms());
  ok &= report("set_threads_checks_its_context", set_threads_checks_its_context());
  ok &= report("a_copied_context_keeps_its_threads_and_gives_the_same_digest",
               a_copied_context_keeps_its_threads_and_gives_the_same_digest());
  return ok ? 0 : 1;
}
