/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#define _POSIX_C_SOURCE 200809L
/* Threads: many making the library's first call at the same moment, and
 * hashing while another thread keeps switching backends. CI also runs it
 * under ThreadSanitizer, which Criterion's shared-memory arena cannot live
 * with, so this test is a plain program: one function per behaviour. */
#include <pthread.h>
#include <stdio.h>
#include <stdatomic.h>
#include <string.h>

#include "reference.h"
#include "support.h"

enum { THREADS = 8, ROUNDS_PER_THREAD = 200 };

typedef struct worker {
  pthread_barrier_t *start;
  unsigned seed;
  int failures;
} worker;

/* Hashes random messages with every algorithm and checks each against the
 * textbook sponge; counts mismatches. */
static void *hash_and_check(void *arg) {
  worker *w = arg;
  rng r = {w->seed};
  uint8_t msg[300], got[64], want[64];
  if (w->start) pthread_barrier_wait(w->start);
  for (int i = 0; i < ROUNDS_PER_THREAD; i++) {
    kx_alg alg = all_algs[rng_next(&r) % ALG_COUNT];
    size_t len = rng_next(&r) % sizeof msg, outlen = alg_output_length(alg, 64);
    rng_fill(&r, msg, len);
    if (kx_hash(alg, msg, len, got, outlen) != KX_OK) w->failures++;
    reference_sponge(kx_rate(alg), alg_suffix(alg), msg, len, want, outlen);
    if (memcmp(got, want, outlen)) w->failures++;
  }
  return NULL;
}

/* Runs THREADS workers to the end; returns the number of wrong results. */
static int run_workers(pthread_barrier_t *start) {
  pthread_t threads[THREADS];
  worker workers[THREADS];
  for (int i = 0; i < THREADS; i++) {
    workers[i] = (worker){.start = start, .seed = 1000u + (unsigned)i};
    if (pthread_create(&threads[i], NULL, hash_and_check, &workers[i])) return -1;
  }
  int failures = 0;
  for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
  for (int i = 0; i < THREADS; i++) failures += workers[i].failures;
  return failures;
}

static int many_threads_making_the_first_call_at_once_all_get_right_results(void) {
  pthread_barrier_t start;
  pthread_barrier_init(&start, NULL, THREADS);
  int failures = run_workers(&start);
  pthread_barrier_destroy(&start);
  return failures == 0;
}

typedef struct switcher {
  atomic_int stop;
  unsigned long switches;
} switcher;

static void *switch_backends(void *arg) {
  switcher *s = arg;
  const char *names[32];
  size_t count = kx_backends(names, 32);
  for (size_t i = 0; !atomic_load(&s->stop); i++, s->switches++)
    kx_use_backend(i % (count + 1) == count ? "auto" : names[i % (count + 1)]);
  return NULL;
}

static int results_stay_right_while_another_thread_switches_backends(void) {
  switcher s = {0};
  pthread_t thread;
  if (pthread_create(&thread, NULL, switch_backends, &s)) return 0;
  int failures = run_workers(NULL);
  atomic_store(&s.stop, 1);
  pthread_join(thread, NULL);
  return failures == 0 && s.switches > 0;
}

int main(void) {
  /* The first behaviour must run first: it is about the library's first call. */
  int first_call = many_threads_making_the_first_call_at_once_all_get_right_results();
  printf("%s: many_threads_making_the_first_call_at_once_all_get_right_results\n", first_call ? "ok" : "FAIL");
  int switching = results_stay_right_while_another_thread_switches_backends();
  printf("%s: results_stay_right_while_another_thread_switches_backends\n", switching ? "ok" : "FAIL");
  return first_call && switching ? 0 : 1;
}
