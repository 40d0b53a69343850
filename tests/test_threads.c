#define _POSIX_C_SOURCE 200809L
/* Threads: many making the library's first call at the same moment, and
 * hashing while another thread keeps switching backends. Also built with
 * ThreadSanitizer in CI. */
#include <criterion/criterion.h>
#include <pthread.h>
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

static void run_workers(worker *workers, pthread_barrier_t *start) {
  pthread_t threads[THREADS];
  for (int i = 0; i < THREADS; i++) {
    workers[i] = (worker){.start = start, .seed = 1000u + (unsigned)i};
    cr_assert_eq(pthread_create(&threads[i], NULL, hash_and_check, &workers[i]), 0);
  }
  for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
  for (int i = 0; i < THREADS; i++) cr_assert_eq(workers[i].failures, 0, "thread %d", i);
}

Test(threads, many_threads_making_the_first_call_at_once_all_get_right_results) {
  pthread_barrier_t start;
  worker workers[THREADS];
  pthread_barrier_init(&start, NULL, THREADS);
  run_workers(workers, &start);
  pthread_barrier_destroy(&start);
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

Test(threads, results_stay_right_while_another_thread_switches_backends) {
  switcher s = {0};
  pthread_t thread;
  worker workers[THREADS];
  cr_assert_eq(pthread_create(&thread, NULL, switch_backends, &s), 0);
  run_workers(workers, NULL);
  atomic_store(&s.stop, 1);
  pthread_join(thread, NULL);
  cr_assert_gt(s.switches, 0);
}
