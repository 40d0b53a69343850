/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_update_pool: the digest of KangarooTwelve and ParallelHash whose whole
 * chunks are hashed as jobs of a caller's pool is kx_update's, for every pool
 * size, at every chunk boundary, however the input is split between the two
 * functions, with every backend; the pool gets the jobs a large input is worth
 * and nothing for a small one. The pools here run their jobs one after the
 * other on the calling thread, first first or last first (job 0, which also
 * absorbs the chaining values that are ready, then finds all or none), so the
 * test is a plain program with no threads of its own; the Rust crate's tests
 * run them on rayon's threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccakx.h"
#include "support.h"
#include "tree_algs.h"

enum { CHUNK = TREE_CHUNK, OUT = 64 };

/* Enough chunks that 4 jobs get their 512 KiB each, and one over. */
static const size_t lengths[] = {0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 129 * CHUNK - 1, 129 * CHUNK + 1,
                                 257 * CHUNK + 1};
static const unsigned pool_sizes[] = {0, 1, 2, 4, 1000};

/* What the pool was given. */
typedef struct {
  size_t calls, most_jobs;
} pool_log;

static void log_run(pool_log *log, size_t jobs) {
  log->calls++;
  if (jobs > log->most_jobs) log->most_jobs = jobs;
}

static void run_backwards(void *pool, size_t jobs, void (*job)(void *job_arg, size_t index), void *job_arg) {
  log_run(pool, jobs);
  for (size_t i = jobs; i-- > 0;) job(job_arg, i);
}

static void run_forwards(void *pool, size_t jobs, void (*job)(void *job_arg, size_t index), void *job_arg) {
  log_run(pool, jobs);
  for (size_t i = 0; i < jobs; i++) job(job_arg, i);
}

static kx_pool_run *const pools[] = {run_backwards, run_forwards};

static int finish(kx_ctx *c, uint8_t out[OUT]) {
  int ok = kx_final(c, out, OUT) == KX_OK;
  kx_wipe(c);
  return ok;
}

static int by_update(const tree_alg *a, const uint8_t *msg, size_t len, uint8_t out[OUT]) {
  kx_ctx c;
  return tree_init(&c, a) == KX_OK && kx_update(&c, msg, len) == KX_OK && finish(&c, out);
}

static int by_pool_run(const tree_alg *a, unsigned threads, kx_pool_run *run, const uint8_t *msg, size_t len,
                       pool_log *log, uint8_t out[OUT]) {
  kx_ctx c;
  return tree_init(&c, a) == KX_OK && kx_update_pool(&c, msg, len, threads, run, log) == KX_OK && finish(&c, out);
}

static int by_pool(const tree_alg *a, unsigned threads, const uint8_t *msg, size_t len, pool_log *log,
                   uint8_t out[OUT]) {
  return by_pool_run(a, threads, run_backwards, msg, len, log, out);
}

static int same_digest_as_update_for_every_pool_size_and_job_order_at_every_chunk_boundary_on(void) {
  for (size_t a = 0; a < TREE_ALG_COUNT; a++)
    for (size_t l = 0; l < sizeof lengths / sizeof *lengths; l++) {
      uint8_t *m = random_message(lengths[l]), want[OUT], got[OUT];
      int ok = m && by_update(&tree_algs[a], m, lengths[l], want);
      for (size_t p = 0; ok && p < sizeof pool_sizes / sizeof *pool_sizes; p++)
        for (size_t order = 0; ok && order < sizeof pools / sizeof *pools; order++) {
          pool_log log = {0, 0};
          ok = by_pool_run(&tree_algs[a], pool_sizes[p], pools[order], m, lengths[l], &log, got) &&
               !memcmp(got, want, OUT);
        }
      free(m);
      if (!ok) {
        fprintf(stderr, "  alg %d, %zu bytes\n", (int)tree_algs[a].alg, lengths[l]);
        return 0;
      }
    }
  return 1;
}

static int same_digest_for_random_splits_between_update_and_update_pool_on(void) {
  size_t len = 3 * 1024 * 1024 + 12345;
  uint8_t *m = random_message(len), want[OUT], got[OUT];
  rng r = {7};
  int ok = m != NULL;
  for (size_t a = 0; ok && a < TREE_ALG_COUNT; a++) {
    kx_ctx c;
    pool_log log = {0, 0};
    ok = by_update(&tree_algs[a], m, len, want) && tree_init(&c, &tree_algs[a]) == KX_OK;
    for (size_t at = 0; ok && at < len;) {
      size_t take = (size_t)(rng_next(&r) % (2 * 1024 * 1024));
      if (take > len - at) take = len - at;
      int pooled = (int)(rng_next(&r) & 1);
      ok = (pooled ? kx_update_pool(&c, m + at, take, 3, run_backwards, &log) : kx_update(&c, m + at, take)) == KX_OK;
      at += take;
    }
    ok = ok && finish(&c, got) && !memcmp(got, want, OUT);
  }
  free(m);
  return ok;
}

static int the_pool_gets_as_many_jobs_as_the_input_is_worth(void) {
  size_t len = 257 * CHUNK + 1;
  uint8_t *m = random_message(len), out[OUT];
  pool_log small = {0, 0}, two = {0, 0}, four = {0, 0}, many = {0, 0};
  int ok = m && by_pool(&tree_algs[0], 4, m, 129 * CHUNK - 1, &small, out) && small.calls == 0;
  ok = ok && by_pool(&tree_algs[0], 2, m, len, &two, out) && two.calls == 1 && two.most_jobs == 2;
  ok = ok && by_pool(&tree_algs[0], 4, m, len, &four, out) && four.calls == 1 && four.most_jobs == 4;
  /* 2 MiB are worth 4 jobs of 512 KiB, however many threads the pool has. */
  ok = ok && by_pool(&tree_algs[0], 1000, m, len, &many, out) && many.most_jobs == 4;
  free(m);
  return ok;
}

static int update_pool_is_refused_for_one_sponge_algorithms(void) {
  kx_ctx c;
  pool_log log = {0, 0};
  int ok = kx_init(&c, KX_SHA3_256) == KX_OK &&
           kx_update_pool(&c, "a", 1, 2, run_backwards, &log) == KX_ERR_BAD_ALGORITHM;
  ok = ok && kx_init_turboshake(&c, KX_TURBOSHAKE128, 0x1F) == KX_OK &&
       kx_update_pool(&c, "a", 1, 2, run_backwards, &log) == KX_ERR_BAD_ALGORITHM;
  ok = ok && kx_init_tuplehash(&c, KX_TUPLEHASH128, NULL, 0) == KX_OK &&
       kx_update_pool(&c, "a", 1, 2, run_backwards, &log) == KX_ERR_BAD_ALGORITHM;
  return ok && log.calls == 0;
}

static int update_pool_checks_its_arguments(void) {
  kx_ctx c;
  uint8_t out[32];
  pool_log log = {0, 0};
  memset(&c, 0, sizeof c);
  int ok = kx_update_pool(NULL, "a", 1, 2, run_backwards, &log) == KX_ERR_NULL_POINTER &&
           kx_update_pool(&c, "a", 1, 2, run_backwards, &log) == KX_ERR_UNINITIALIZED;
  ok = ok && kx_init(&c, KX_KT128) == KX_OK && kx_update_pool(&c, "a", 1, 2, NULL, &log) == KX_ERR_NULL_POINTER &&
       kx_update_pool(&c, NULL, 1, 2, run_backwards, &log) == KX_ERR_NULL_POINTER &&
       kx_update_pool(&c, NULL, 0, 2, run_backwards, &log) == KX_OK;
  ok = ok && kx_final(&c, out, sizeof out) == KX_OK &&
       kx_update_pool(&c, "a", 1, 2, run_backwards, &log) == KX_ERR_FINALIZED;
  return ok && log.calls == 0;
}

int main(void) {
  int ok = report("same_digest_as_update_for_every_pool_size_and_job_order_at_every_chunk_boundary",
                  on_every_backend(same_digest_as_update_for_every_pool_size_and_job_order_at_every_chunk_boundary_on));
  ok &= report("same_digest_for_random_splits_between_update_and_update_pool",
               on_every_backend(same_digest_for_random_splits_between_update_and_update_pool_on));
  ok &= report("the_pool_gets_as_many_jobs_as_the_input_is_worth", the_pool_gets_as_many_jobs_as_the_input_is_worth());
  ok &= report("update_pool_is_refused_for_one_sponge_algorithms", update_pool_is_refused_for_one_sponge_algorithms());
  ok &= report("update_pool_checks_its_arguments", update_pool_checks_its_arguments());
  return ok ? 0 : 1;
}
