/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The backend table, the one-time initialisation, and the public functions
 * that report and force backends. */
#include <stdlib.h>
#include <string.h>

#include "compiler.h"
#include "dispatch.h"
#include "keccakx.h"

#define KX_BACKEND(name) extern const kx_backend_def kx_backend_##name;
#include "backends/list.h"
#undef KX_BACKEND

static const kx_backend_def *const backend_table[] = {
#define KX_BACKEND(name) &kx_backend_##name,
#include "backends/list.h"
#undef KX_BACKEND
};
enum { BACKEND_COUNT = sizeof backend_table / sizeof backend_table[0] };

_Atomic(const kx_dispatch *) kx_active_dispatch;

/* Filled once under init_once, read-only afterwards. */
static kx_cpu detected_cpu;
static kx_dispatch auto_dispatch;
static kx_dispatch forced_dispatch[BACKEND_COUNT];

/* The one-time initialisation in C11 atomics, not pthread_once: that keeps the
 * library free of libpthread symbols (pthread_once@GLIBC_2.34 alone made Python
 * wheels manylinux_2_34) and buildable where there are no pthreads. The first
 * caller moves it from NOT_STARTED to RUNNING and initialises; callers that come
 * meanwhile wait (detection takes microseconds) until it is DONE, whose release
 * store publishes every record written under it. */
enum { INIT_NOT_STARTED, INIT_RUNNING, INIT_DONE };
static atomic_int init_state = INIT_NOT_STARTED;

static kx_dispatch dispatch_of(kx_choice choice) {
  kx_dispatch d = {.batch_width = choice.batch_width};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    const kx_backend_def *b = choice.backend[w];
    unsigned native = w;
    while (!b->permute[native]) native--;
    d.kernel[w] = (kx_kernel){.permute = b->permute[native], .states = kx_width_of_index(native), .backend = b};
  }
  return d;
}

static int find_backend(const char *name) {
  for (int i = 0; i < BACKEND_COUNT; i++)
    if (strcmp(backend_table[i]->name, name) == 0) return i;
  return -1;
}

/* The record for `name` ("auto" included), or NULL with *error set. */
static const kx_dispatch *dispatch_named(const char *name, int *error) {
  if (strcmp(name, "auto") == 0) return &auto_dispatch;
  int i = find_backend(name);
  if (i < 0) {
    *error = KX_ERR_UNKNOWN_BACKEND;
    return NULL;
  }
  if (!kx_backend_runs_on(backend_table[i], &detected_cpu)) {
    *error = KX_ERR_UNSUPPORTED_BACKEND;
    return NULL;
  }
  return &forced_dispatch[i];
}

static void initialise(void) {
  detected_cpu = kx_cpu_detect();
  auto_dispatch = dispatch_of(kx_select(&detected_cpu, backend_table, BACKEND_COUNT));
  for (int i = 0; i < BACKEND_COUNT; i++)
    forced_dispatch[i] = dispatch_of(kx_choice_of_backend(backend_table[i]));

  const char *forced = getenv("KECCAKX_BACKEND");
  int ignored;
  const kx_dispatch *initial = forced && *forced ? dispatch_named(forced, &ignored) : NULL;
  atomic_store_explicit(&kx_active_dispatch, initial ? initial : &auto_dispatch,
                        memory_order_release);
}

static void initialise_once(void) {
  int expected = INIT_NOT_STARTED;
  if (atomic_compare_exchange_strong_explicit(&init_state, &expected, INIT_RUNNING,
                                              memory_order_acquire, memory_order_acquire)) {
    initialise();
    atomic_store_explicit(&init_state, INIT_DONE, memory_order_release);
    return;
  }
  while (atomic_load_explicit(&init_state, memory_order_acquire) != INIT_DONE) kx_spin_pause();
}

const kx_dispatch *kx_dispatch_init(void) {
  initialise_once();
  return atomic_load_explicit(&kx_active_dispatch, memory_order_acquire);
}

const char *kx_backend(unsigned width) {
  unsigned w = kx_width_index(width);
  if (w == KX_WIDTH_COUNT) return NULL;
  return kx_dispatch_current()->kernel[w].backend->name;
}

static size_t list_backends(const char **names, size_t cap, int runnable_only) {
  kx_dispatch_current();
  size_t found = 0;
  for (int i = 0; i < BACKEND_COUNT; i++) {
    if (runnable_only && !kx_backend_runs_on(backend_table[i], &detected_cpu)) continue;
    if (found < cap) names[found] = backend_table[i]->name;
    found++;
  }
  return found;
}

size_t kx_backends(const char **names, size_t cap) { return list_backends(names, cap, 1); }

size_t kx_backends_built(const char **names, size_t cap) { return list_backends(names, cap, 0); }

unsigned kx_backend_widths(const char *name) {
  int i = name ? find_backend(name) : -1;
  if (i < 0) return 0;
  unsigned widths = 0;
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++)
    if (backend_table[i]->permute[w]) widths |= kx_width_of_index(w);
  return widths;
}

int kx_use_backend(const char *name) {
  if (!name) return KX_ERR_NULL_POINTER;
  kx_dispatch_current();
  int error = KX_OK;
  const kx_dispatch *d = dispatch_named(name, &error);
  if (d) atomic_store_explicit(&kx_active_dispatch, d, memory_order_release);
  return error;
}
