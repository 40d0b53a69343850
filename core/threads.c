/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Starting and joining worker threads: pthreads, or Win32 threads on Windows.
 * Threads live for one call (kx_threads_run): a context holds no thread and
 * no memory, so it can still be copied with memcpy and dropped without
 * kx_wipe. Starting and joining a thread costs tens of microseconds, against
 * milliseconds of hashing for the inputs that use threads (modes/tree.c). */
#include "threads.h"

#ifdef _WIN32
#include <process.h>
#include <windows.h>
typedef HANDLE kx_thread;
#else
#include <pthread.h>
#include <unistd.h>
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

typedef struct {
  void (*job)(void *arg, size_t index);
  void *arg;
  size_t index;
} task;

#ifdef _WIN32
static unsigned __stdcall run_task(void *p) {
  task *t = p;
  t->job(t->arg, t->index);
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

static long online(void) { return (long)GetActiveProcessorCount(ALL_PROCESSOR_GROUPS); }
#else
static void *run_task(void *p) {
  task *t = p;
  t->job(t->arg, t->index);
  return NULL;
}

static int start(kx_thread *thread, task *t) { return pthread_create(thread, NULL, run_task, t) == 0; }

static void join(kx_thread thread) { pthread_join(thread, NULL); }

static long online(void) { return sysconf(_SC_NPROCESSORS_ONLN); }
#endif

unsigned kx_threads_online(void) {
  long n = online();
  if (n < 1) return 1;
  return n > KX_MAX_THREADS ? KX_MAX_THREADS : (unsigned)n;
}

void kx_threads_run(size_t jobs, void (*job)(void *arg, size_t index), void *arg) {
  kx_thread threads[KX_MAX_THREADS];
  task tasks[KX_MAX_THREADS];
  unsigned char started[KX_MAX_THREADS] = {0};
  for (size_t i = 1; i < jobs; i++) {
    tasks[i] = (task){job, arg, i};
    started[i] = (unsigned char)start(&threads[i], &tasks[i]);
  }
  job(arg, 0);
  for (size_t i = 1; i < jobs; i++)
    if (!started[i]) job(arg, i);
  for (size_t i = 1; i < jobs; i++)
    if (started[i]) join(threads[i]);
}
