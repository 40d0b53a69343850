/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The threads of the tree modes (core/threads.c): every job runs once, job 0
 * on the calling thread, whether the threads start or not, and a hash whose
 * threads cannot all be started is still the hash. pthread_create is wrapped
 * (the linker's --wrap) so that the test counts the starts and decides which
 * fail. A plain program: it runs under ThreadSanitizer too, and under
 * `taskset -c 0`, where "all" threads are the calling thread alone. */
#define _GNU_SOURCE /* sched_getaffinity */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccakx.h"
#include "threads.h"
#include "tree_algs.h"
#include "usable_cpus.h"

int __real_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*body)(void *), void *arg);
int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*body)(void *), void *arg);

/* 0: every start succeeds; n: every nth start fails (1: all of them). */
static atomic_uint fail_every;
static atomic_uint starts; /* since failing_every */

int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*body)(void *), void *arg) {
  unsigned n = atomic_load(&fail_every), start = atomic_fetch_add(&starts, 1);
  if (n && start % n == n - 1) return EAGAIN;
  return __real_pthread_create(thread, attr, body, arg);
}

static void failing_every(unsigned n) {
  atomic_store(&fail_every, n);
  atomic_store(&starts, 0);
}

typedef struct {
  pthread_t caller;
  atomic_uint runs[KX_MAX_THREADS];
  atomic_int job_0_elsewhere;
} job_log;

static void log_job(void *arg, size_t index) {
  job_log *log = arg;
  atomic_fetch_add(&log->runs[index], 1);
  if (index == 0 && !pthread_equal(pthread_self(), log->caller)) atomic_store(&log->job_0_elsewhere, 1);
}

static int each_job_runs_once_and_job_0_on_the_caller(size_t jobs) {
  static job_log log;
  log.caller = pthread_self();
  for (size_t i = 0; i < KX_MAX_THREADS; i++) atomic_init(&log.runs[i], 0);
  atomic_init(&log.job_0_elsewhere, 0);
  kx_threads_run(jobs, log_job, &log);
  for (size_t i = 0; i < KX_MAX_THREADS; i++)
    if (atomic_load(&log.runs[i]) != (i < jobs)) return 0;
  return !atomic_load(&log.job_0_elsewhere);
}

static const size_t job_counts[] = {1, 2, 3, 4, 5, 7, 8, 9, 31, 64, KX_MAX_THREADS};

static int every_job_runs_once(unsigned fail) {
  failing_every(fail);
  int ok = 1;
  for (size_t j = 0; ok && j < sizeof job_counts / sizeof *job_counts; j++)
    ok = each_job_runs_once_and_job_0_on_the_caller(job_counts[j]);
  failing_every(0);
  return ok;
}

static int every_job_runs_once_and_job_0_on_the_calling_thread(void) { return every_job_runs_once(0); }

static int every_job_runs_once_when_threads_cannot_start(void) {
  return every_job_runs_once(3) && every_job_runs_once(2) && every_job_runs_once(1);
}

/* KT128 and ParallelHash of 4 MiB on 8 threads, when every second or every
 * start fails, against one thread. */
static int a_hash_whose_threads_cannot_all_start_is_the_same_on(void) {
  size_t len = 513 * TREE_CHUNK + 1;
  uint8_t *m = random_message(len), want[32], got[32];
  int ok = m != NULL;
  for (size_t a = 0; ok && a < TREE_ALG_COUNT; a++) {
    kx_ctx c;
    ok = tree_init(&c, &tree_algs[a]) == KX_OK && kx_update(&c, m, len) == KX_OK && kx_final(&c, want, 32) == KX_OK;
    for (unsigned fail = 1; ok && fail <= 2; fail++) {
      failing_every(fail);
      ok = tree_init(&c, &tree_algs[a]) == KX_OK && kx_set_threads(&c, 8) == KX_OK &&
           kx_update(&c, m, len) == KX_OK && kx_final(&c, got, 32) == KX_OK && !memcmp(got, want, 32) &&
           atomic_load(&starts) > 0;
      failing_every(0);
    }
  }
  free(m);
  return ok;
}

/* The processors this process may run on, asked of the kernel here, within
 * its cgroup's quota. */
static unsigned usable_processors(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set)) return 0;
  unsigned n = (unsigned)CPU_COUNT(&set), quota = kx_cgroup_cpu_limit("/proc/self/cgroup", "/sys/fs/cgroup");
  return quota && quota < n ? quota : n;
}

/* Threads started by a KT128 update of 4 MiB (8 threads' 512 KiB each) on
 * a context given all threads, the process's affinity being changed to its
 * first `processors` in between (0: left as it is). */
static int starts_for_all_threads(int processors, unsigned *started) {
  size_t len = 512 * TREE_CHUNK;
  uint8_t *m = random_message(len), out[32];
  cpu_set_t allowed, first;
  kx_ctx c;
  int ok = m && sched_getaffinity(0, sizeof allowed, &allowed) == 0 && kx_init(&c, KX_KT128) == KX_OK &&
           kx_set_threads(&c, 0) == KX_OK;
  CPU_ZERO(&first);
  for (size_t cpu = 0, taken = 0; ok && cpu < (size_t)CPU_SETSIZE && taken < (size_t)processors; cpu++)
    if (CPU_ISSET(cpu, &allowed)) CPU_SET(cpu, &first), taken++;
  ok = ok && (!processors || sched_setaffinity(0, sizeof first, &first) == 0);
  failing_every(0);
  ok = ok && kx_update(&c, m, len) == KX_OK && kx_final(&c, out, sizeof out) == KX_OK;
  *started = atomic_load(&starts);
  if (processors) sched_setaffinity(0, sizeof allowed, &allowed);
  free(m);
  return ok;
}

/* With "all" threads, the caller starts one per usable processor but itself, up to 8. */
static int all_threads_start_one_per_usable_processor_but_the_caller(void) {
  unsigned usable = usable_processors(), want = (usable < 8 ? usable : 8) - 1, started = 0;
  int ok = usable && starts_for_all_threads(0, &started);
  if (ok && started != want) fprintf(stderr, "  %u threads started on %u usable processors, expected %u\n", started, usable, want);
  return ok && started == want;
}

/* "All" is counted when the threads would start, not when it is set. */
static int all_threads_are_counted_at_the_update(void) {
  unsigned started = 1;
  int ok = starts_for_all_threads(1, &started);
  if (ok && started) fprintf(stderr, "  %u threads started on one processor\n", started);
  return ok && !started;
}

int main(void) {
  int ok = report("every_job_runs_once_and_job_0_on_the_calling_thread",
                  every_job_runs_once_and_job_0_on_the_calling_thread());
  ok &= report("every_job_runs_once_when_threads_cannot_start",
               every_job_runs_once_when_threads_cannot_start());
  ok &= report("a_hash_whose_threads_cannot_all_start_is_the_same",
               on_every_backend(a_hash_whose_threads_cannot_all_start_is_the_same_on));
  ok &= report("all_threads_start_one_per_usable_processor_but_the_caller",
               all_threads_start_one_per_usable_processor_but_the_caller());
  ok &= report("all_threads_are_counted_at_the_update", all_threads_are_counted_at_the_update());
  return ok ? 0 : 1;
}
