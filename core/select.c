/* The automatic choice of backend per width.
 *
 * Default rule: for each width, the first backend of core/backends/list.h
 * (widest instruction set first) that runs on the CPU and has a native kernel
 * for that width; a width without any native candidate reuses the choice for
 * the next narrower width (running it repeatedly costs the same per state).
 *
 * Feature bits alone mislead on some cores, so a table by vendor, family and
 * model overrides the default for the widths where a measurement (or the
 * core's documented execution resources) says otherwise; each entry gives its
 * reason. A table, not a start-up calibration: the choice is deterministic
 * (the same program picks the same code on the same CPU, and tests can check
 * kx_select with made-up CPUs), costs nothing at start-up, and cannot be
 * misled by a preemption or by AVX-512 power-up (the first microseconds of
 * 512-bit code run slowly on Intel cores, which a sub-millisecond timing would
 * count against it). Unknown CPUs get the default rule, whose picks were never
 * slower than the alternatives on the CPUs measured (docs/architecture-x86.md).
 *
 * kx_hash_many groups as many messages as the widest width whose chosen
 * kernel is native. */
#include <string.h>

#include "dispatch.h"

typedef struct cpu_rule {
  kx_vendor vendor;
  unsigned family;
  unsigned model_first, model_last;
  /* Backend to use per width index (NULL: default rule), if this CPU runs it. */
  const char *prefer[KX_WIDTH_COUNT];
  const char *reason;
} cpu_rule;

static const cpu_rule rules[] = {
    {KX_VENDOR_AMD, 0x19, 0x00, 0xff, {"bmi2", NULL, NULL, NULL},
     "Zen 3/4: the single-state AVX-512 kernel is bound by its 25 vpermq per two rounds, and Zen 4 "
     "runs each 512-bit operation as two 256-bit halves, so its edge over four scalar ALUs (ethash "
     "BMI C: 936 cycles) is unproven there; not measured, so the scalar kernel stays. Wider widths "
     "keep AVX-512 (XKCP: x8 in ZMM 179 cycles per state, x4 in YMM 201)"},
};

int kx_backend_runs_on(const kx_backend_def *backend, const kx_cpu *cpu) {
  return (cpu->features & backend->required) == backend->required;
}

static const cpu_rule *rule_for(const kx_cpu *cpu) {
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
    const cpu_rule *r = &rules[i];
    if (r->vendor == cpu->vendor && r->family == cpu->family && cpu->model >= r->model_first &&
        cpu->model <= r->model_last)
      return r;
  }
  return NULL;
}

static const kx_backend_def *runnable_named(const char *name, const kx_cpu *cpu,
                                            const kx_backend_def *const table[], size_t count) {
  for (size_t i = 0; name && i < count; i++)
    if (strcmp(table[i]->name, name) == 0 && kx_backend_runs_on(table[i], cpu)) return table[i];
  return NULL;
}

static const kx_backend_def *first_native(const kx_cpu *cpu, const kx_backend_def *const table[],
                                          size_t count, unsigned width_index) {
  for (size_t i = 0; i < count; i++)
    if (table[i]->permute[width_index] && kx_backend_runs_on(table[i], cpu)) return table[i];
  return NULL;
}

kx_choice kx_select(const kx_cpu *cpu, const kx_backend_def *const table[], size_t count) {
  const cpu_rule *rule = rule_for(cpu);
  kx_choice choice = {.batch_width = 1};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    const kx_backend_def *preferred = rule ? runnable_named(rule->prefer[w], cpu, table, count) : NULL;
    const kx_backend_def *native = first_native(cpu, table, count, w);
    if (preferred) choice.backend[w] = preferred;
    else if (native) choice.backend[w] = native;
    else choice.backend[w] = choice.backend[w - 1];
    if (choice.backend[w]->permute[w]) choice.batch_width = kx_width_of_index(w);
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
