/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Starting and joining worker threads: pthreads, or Win32 threads on Windows.
 * Threads live for one call (kx_threads_run): a context holds no thread and
 * no memory, so it can still be copied with memcpy and dropped without
 * kx_wipe. Starting and joining a thread costs tens of microseconds, against
 * milliseconds of hashing for the inputs that use threads (modes/tree.c).
 *
 * The threads start one another as a binary tree (job i starts jobs 2i + 1
 * and 2i + 2, then runs its own, then joins them): the last of N threads
 * starts after some 2 log2(N) starts, not N, which on many cores would take
 * longer than each thread's share of the hashing. */
#include "threads.h"

#ifdef _WIN32
#include <process.h>
#include <windows.h>
typedef HANDLE kx_thread;
#else
#include <pthread.h>
typedef pthread_t kx_thread;
/* A manylinux2014 wheel may use only glibc 2.17's symbol versions, but glibc
 * 2.34 moved the thread functions into libc under versions of its own: the
 * Python build asks for the first versions, which every glibc still has. */
#if defined(KX_GLIBC_BASELINE_SYMBOLS) && defined(__GLIBC__)
#if defined(__x86_64__)
#define KX_GLIBC_BASELINE "GLIBC_2.2.5"
#elif defined(__aarch64__)
#define KX_GLIBC_BASELINE "GLIBC_2.17"
#endif
#ifdef KX_GLIBC_BASELINE
__asm__(".symver pthread_create,pthread_create@" KX_GLIBC_BASELINE);
__asm__(".symver pthread_join,pthread_join@" KX_GLIBC_BASELINE);
#endif
#endif
#endif

/* One job of a run: its index in the tree, and its thread once started. */
typedef struct task task;

typedef struct {
  void (*job)(void *arg, size_t index);
  void *arg;
  size_t jobs;
  task *tasks;
} job_tree;

struct task {
  const job_tree *tree;
  size_t index;
  kx_thread thread;
  int started;
};

static void run_subtree(task *t);

#ifdef _WIN32
static unsigned __stdcall run_task(void *p) {
  run_subtree(p);
  return 0;
}

static int start(kx_thread *thread, task *t) {
  uintptr_t h = _beginthreadex(NULL, 0, run_task, t, 0, NULL);
  *thread = (HANDLE)h;
  return h != 0;
}

static void join(kx_thread thread) {
  WaitForSingleObject(thread, INFINITE);
  CloseHandle(thread);
}
#else
static void *run_task(void *p) {
  run_subtree(p);
  return NULL;
}

static int start(kx_thread *thread, task *t) { return pthread_create(thread, NULL, run_task, t) == 0; }

static void join(kx_thread thread) { pthread_join(thread, NULL); }
#endif

/* Job t->index and those below it in the tree: a child that cannot be
 * started runs here, after this job. */
static void run_subtree(task *t) {
  const job_tree *tree = t->tree;
  task *children[2] = {NULL, NULL};
  for (size_t c = 0; c < 2; c++) {
    size_t index = 2 * t->index + 1 + c;
    if (index >= tree->jobs) break;
    children[c] = &tree->tasks[index];
    *children[c] = (task){.tree = tree, .index = index};
    children[c]->started = start(&children[c]->thread, children[c]);
  }
  tree->job(tree->arg, t->index);
  for (size_t c = 0; c < 2 && children[c]; c++)
    if (children[c]->started)
      join(children[c]->thread);
    else
      run_subtree(children[c]);
}

void kx_threads_run(size_t jobs, void (*job)(void *arg, size_t index), void *arg) {
  task tasks[KX_MAX_THREADS];
  job_tree tree = {job, arg, jobs, tasks};
  tasks[0] = (task){.tree = &tree, .index = 0};
  run_subtree(&tasks[0]);
}
