/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Run-time dispatch: which kernel permutes 1, 2, 4 or 8 states, chosen once.
 * The sponge and the public permutation functions fetch the current record
 * (one atomic load) and call through it. */
#ifndef KX_DISPATCH_H
#define KX_DISPATCH_H

#include <stdatomic.h>
#include <stddef.h>

#include "backend.h"

/* The kernel used for one width: `permute` handles `states` states per call
 * and runs width / states times (a backend without a native kernel for a width
 * runs its narrower one repeatedly). */
typedef struct kx_kernel {
  kx_permute_fn *permute;
  unsigned states;
  const kx_backend_def *backend;
} kx_kernel;

typedef struct kx_dispatch {
  kx_kernel kernel[KX_WIDTH_COUNT];
  /* How many messages kx_hash_many permutes together: the widest width whose
   * kernel is native, i.e. cheaper per state than narrower ones. */
  unsigned batch_width;
} kx_dispatch;

/* What select.c decides for a CPU: a backend per width, and the batch width. */
typedef struct kx_choice {
  const kx_backend_def *backend[KX_WIDTH_COUNT];
  unsigned batch_width;
} kx_choice;

int kx_backend_runs_on(const kx_backend_def *backend, const kx_cpu *cpu);

/* The automatic choice among `count` backends of `table` (most preferred
 * first, the last one running everywhere) for `cpu`. Pure: tests call it with
 * made-up CPUs. */
kx_choice kx_select(const kx_cpu *cpu, const kx_backend_def *const table[], size_t count);

/* The choice that forces one backend for every width. */
kx_choice kx_choice_of_backend(const kx_backend_def *backend);

extern _Atomic(const kx_dispatch *) kx_active_dispatch;

/* Detects the CPU and publishes the dispatch record, once, whichever thread
 * gets here first; returns the active record. */
const kx_dispatch *kx_dispatch_init(void);

static inline const kx_dispatch *kx_dispatch_current(void) {
  const kx_dispatch *d = atomic_load_explicit(&kx_active_dispatch, memory_order_acquire);
  return d ? d : kx_dispatch_init();
}

/* Permutes `width` (1, 2, 4 or 8) consecutive states with the record's kernel. */
static inline void kx_dispatch_permute(const kx_dispatch *d, unsigned width, uint64_t *states,
                                       unsigned rounds) {
  const kx_kernel *k = &d->kernel[kx_width_index(width)];
  for (unsigned done = 0; done < width; done += k->states) k->permute(states + 25 * done, rounds);
}

#endif
