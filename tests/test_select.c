/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The automatic choice per width (core/select.c), on made-up CPUs and
 * made-up backend tables, so every rule is tested whatever this CPU is. */
#include <criterion/criterion.h>

#include "dispatch.h"

static void kernel(uint64_t *states, unsigned rounds) { (void)states, (void)rounds; }

static const kx_backend_def scalar = {.name = "scalar", .required = 0, .permute = {kernel}};
static const kx_backend_def bmi = {.name = "bmi", .required = KX_CPU_BMI2, .permute = {kernel}};
static const kx_backend_def four_way = {
  .name = "four-way", .required = KX_CPU_AVX2 | KX_CPU_BMI2, .permute = {kernel, kernel, kernel}};
static const kx_backend_def *const table[] = {&four_way, &bmi, &scalar};

static kx_choice choose(kx_features features) {
  kx_cpu cpu = {.features = features, .vendor = KX_VENDOR_INTEL, .family = 6, .model = 0x8f};
  return kx_select(&cpu, table, 3);
}

Test(select, a_cpu_with_no_features_gets_the_portable_backend_everywhere) {
  kx_choice c = choose(0);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(c.backend[w], &scalar);
  cr_assert_eq(c.batch_width, 1);
}

Test(select, the_most_preferred_runnable_backend_wins_each_width) {
  kx_choice c = choose(KX_CPU_BMI2);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(c.backend[w], &bmi);
}

Test(select, a_backend_counts_only_for_the_widths_it_implements) {
  kx_choice c = choose(KX_CPU_BMI2 | KX_CPU_AVX2);
  for (int w = 0; w < 3; w++) cr_assert_eq(c.backend[w], &four_way);
  cr_assert_eq(c.backend[3], &four_way, "width 8 runs the 4-way kernel twice");
  cr_assert_eq(c.batch_width, 4);
}

Test(select, a_backend_missing_one_required_feature_is_passed_over) {
  kx_choice c = choose(KX_CPU_AVX2);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(c.backend[w], &scalar);
}

Test(select, forcing_a_backend_batches_at_its_widest_native_width) {
  cr_assert_eq(kx_choice_of_backend(&four_way).batch_width, 4);
  cr_assert_eq(kx_choice_of_backend(&scalar).batch_width, 1);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(kx_choice_of_backend(&bmi).backend[w], &bmi);
}

/* The x86 model rules match backends by name, so made-up ones named like the
 * real ones show them in every build, whatever this compiler can target. */
static const kx_backend_def wide = {
  .name = "avx512", .required = KX_CPU_AVX512, .permute = {kernel, kernel, kernel, kernel}};
static const kx_backend_def half_width = {
  .name = "avx512vl", .required = KX_CPU_AVX512, .permute = {kernel, kernel, kernel, kernel}};
static const kx_backend_def narrow = {.name = "bmi2", .required = KX_CPU_BMI2, .permute = {kernel}};
static const kx_backend_def *const x86_table[] = {&wide, &half_width, &narrow, &scalar};

static kx_choice choose_x86(kx_vendor vendor, unsigned family) {
  kx_cpu cpu = {.features = KX_CPU_AVX512 | KX_CPU_AVX2 | KX_CPU_BMI2, .vendor = vendor, .family = family};
  return kx_select(&cpu, x86_table, 4);
}

Test(select, zen4_declines_avx512_at_every_width_for_the_next_in_the_table) {
  kx_choice c = choose_x86(KX_VENDOR_AMD, 0x19);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(c.backend[w], &half_width);
  cr_assert_eq(c.batch_width, 8);
}

Test(select, other_x86_cpus_keep_the_table_order) {
  for (int w = 0; w < KX_WIDTH_COUNT; w++) {
    cr_assert_eq(choose_x86(KX_VENDOR_INTEL, 6).backend[w], &wide);
    cr_assert_eq(choose_x86(KX_VENDOR_AMD, 0x1a).backend[w], &wide, "Zen 5 is not measured");
    cr_assert_eq(choose_x86(KX_VENDOR_OTHER, 0x19).backend[w], &wide, "the rule is AMD's family 0x19");
  }
}
