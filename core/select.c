/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The automatic choice of backend per width. Rules, and why:
 *  - A backend is a candidate for a width only where it has a native kernel
 *    for it; otherwise the width reuses the choice for the next narrower width
 *    (running it repeatedly costs the same per state).
 *  - Among candidates, the table order of core/backends/list.h decides (its
 *    comment says why that order), because on the CPUs measured it was never
 *    slower for the widths each backend implements natively.
 *  - Where feature bits mislead on a CPU model, the model rules below decline
 *    a backend for some widths (the next candidate in table order wins).
 *  - kx_hash_many groups as many messages as the widest native width chosen.
 *
 * Model rules are tables, not a start-up calibration: the choice is
 * deterministic (the same CPU always runs the same code, and kx_select stays a
 * pure function that tests feed made-up CPUs), costs nothing at start-up, and
 * cannot be misled by what a timing of a few microseconds would have to judge:
 * a preemption on a shared machine, or on Intel the first microseconds of
 * 512-bit code, which run slowly while the upper vector lanes power up.
 * A CPU model nobody measured gets the table order; KECCAKX_BACKEND and
 * kx_use_backend override it. */
#include <string.h>

#include "dispatch.h"

int kx_backend_runs_on(const kx_backend_def *backend, const kx_cpu *cpu) {
  return (cpu->features & backend->required) == backend->required;
}

/* ---- AArch64 model rules (MIDR_EL1); the table and why: docs/architecture-aarch64.md ---- */

#define MIDR_IMPLEMENTER(midr) ((midr) >> 24)
#define MIDR_PART(midr) (((midr) >> 4) & 0xfffu)
enum { IMPLEMENTER_ARM = 0x41, IMPLEMENTER_APPLE = 0x61, ANY_PART = 0x1000 };

typedef struct aarch64_rule {
  unsigned implementer;
  unsigned part; /* ANY_PART: every core of the implementer */
  const char *backend;
  unsigned widths; /* the widths (1 | 2) for which the backend is declined */
} aarch64_rule;

static const aarch64_rule aarch64_declined[] = {
  /* Shifted-register operands cost these cores an extra cycle or micro-op, so
   * the lazy-rotation scalar kernel (neon width 1) loses to the plain one. */
  {IMPLEMENTER_APPLE, ANY_PART, "neon", 1},
  {IMPLEMENTER_ARM, 0xd07, "neon", 1 | 2}, /* Cortex-A57; also slow 64-bit vector shifts */
  {IMPLEMENTER_ARM, 0xd08, "neon", 1 | 2}, /* Cortex-A72; likewise */
  /* In-order cores with narrow SIMD: two states in vectors lose to two scalar runs. */
  {IMPLEMENTER_ARM, 0xd03, "neon", 2}, /* Cortex-A53 */
  {IMPLEMENTER_ARM, 0xd04, "neon", 2}, /* Cortex-A35 */
  {IMPLEMENTER_ARM, 0xd05, "neon", 2}, /* Cortex-A55 */
  {IMPLEMENTER_ARM, 0xd46, "neon", 2}, /* Cortex-A510 */
  {IMPLEMENTER_ARM, 0xd80, "neon", 2}, /* Cortex-A520 */
};

static int aarch64_model_declines(const kx_cpu *cpu, const kx_backend_def *backend, unsigned width_index) {
  unsigned implementer = MIDR_IMPLEMENTER(cpu->midr), part = MIDR_PART(cpu->midr);
  /* Only Apple cores run the SHA3 instructions on every SIMD pipe; elsewhere
   * (Neoverse V1/V2 measured) they are slower than scalar code. */
  if (strcmp(backend->name, "sha3") == 0) return implementer != IMPLEMENTER_APPLE;
  for (size_t i = 0; i < sizeof aarch64_declined / sizeof aarch64_declined[0]; i++) {
    const aarch64_rule *rule = &aarch64_declined[i];
    if (rule->implementer == implementer && (rule->part == ANY_PART || rule->part == part) &&
        strcmp(rule->backend, backend->name) == 0 && (rule->widths & kx_width_of_index(width_index)))
      return 1;
  }
  return 0;
}

/* ---- end of the AArch64 model rules ---- */

/* ---- x86-64 model rules (vendor, family); the table and why: docs/architecture-x86.md ---- */

typedef struct x86_rule {
  kx_vendor vendor;
  unsigned family; /* display family; every model of it */
  const char *backend;
  unsigned widths; /* the widths (1 | 2 | 4 | 8) for which the backend is declined */
} x86_rule;

static const x86_rule x86_declined[] = {
  /* Zen 4 (every family 0x19 core with AVX-512) runs 512-bit operations as
   * two 256-bit halves and a 512-bit vpermq in 5 cycles: the AVX-512 single
   * state, a chain of such shuffles, took 1,110 cycles a permutation there
   * against 930 for bmi2 and 707 for avx512vl, next in the table, which keeps
   * each lane in an XMM register of its own. avx512vl's assembly in YMM also
   * beats avx512's ZMM at eight states (181 against 195 cycles a state: two
   * runs of four), so avx512vl takes every width. */
  {KX_VENDOR_AMD, 0x19, "avx512", 1 | 2 | 4 | 8},
};

static int x86_model_declines(const kx_cpu *cpu, const kx_backend_def *backend, unsigned width_index) {
  for (size_t i = 0; i < sizeof x86_declined / sizeof x86_declined[0]; i++) {
    const x86_rule *rule = &x86_declined[i];
    if (rule->vendor == cpu->vendor && rule->family == cpu->family && strcmp(rule->backend, backend->name) == 0 &&
        (rule->widths & kx_width_of_index(width_index)))
      return 1;
  }
  return 0;
}

/* ---- end of the x86-64 model rules ---- */

/* Whether the model rules keep a runnable backend from the automatic choice
 * for a width. */
static int model_declines(const kx_cpu *cpu, const kx_backend_def *backend, unsigned width_index) {
  if (cpu->vendor == KX_VENDOR_ARM) return aarch64_model_declines(cpu, backend, width_index);
  return x86_model_declines(cpu, backend, width_index);
}

static const kx_backend_def *first_native(const kx_cpu *cpu, const kx_backend_def *const table[],
                                      size_t count, unsigned width_index) {
  for (size_t i = 0; i < count; i++)
    if (table[i]->permute[width_index] && kx_backend_runs_on(table[i], cpu) &&
        !model_declines(cpu, table[i], width_index))
      return table[i];
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
