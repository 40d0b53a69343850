/* The automatic choice of backend per width. Rules, and why:
 *  - A backend is a candidate for a width only where it has a native kernel
 *    for it; otherwise the width reuses the choice for the next narrower width
 *    (running it repeatedly costs the same per state).
 *  - Among candidates, the table order of core/backends/list.h decides (widest
 *    instruction set first), because on the CPUs measured a wider instruction
 *    set was never slower for the widths it implements natively.
 *  - kx_hash_many groups as many messages as the widest native width chosen. */
#include "dispatch.h"

int kx_backend_runs_on(const kx_backend_def *backend, const kx_cpu *cpu) {
  return (cpu->features & backend->required) == backend->required;
}

static const kx_backend_def *first_native(const kx_cpu *cpu, const kx_backend_def *const table[],
                                      size_t count, unsigned width_index) {
  for (size_t i = 0; i < count; i++)
    if (table[i]->permute[width_index] && kx_backend_runs_on(table[i], cpu)) return table[i];
  return NULL;
}

kx_choice kx_select(const kx_cpu *cpu, const kx_backend_def *const table[], size_t count) {
  kx_choice choice = {.batch_width = 1};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    const kx_backend_def *native = first_native(cpu, table, count, w);
    if (native) {
      choice.backend[w] = native;
      choice.batch_width = kx_width_of_index(w);
    } else {
      choice.backend[w] = choice.backend[w - 1];
    }
  }
  return choice;
}

kx_choice kx_choice_of_backend(const kx_backend_def *backend) {
  kx_choice choice = {.batch_width = 1};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    choice.backend[w] = backend;
    if (backend->permute[w]) choice.batch_width = kx_width_of_index(w);
  }
  return choice;
}
