/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The x86-64 parts: which features a CPU reports (cpuid and the OS's xgetbv),
 * which backend the selection picks for made-up CPUs among the backends this
 * build really has, and every x86 kernel against the portable one for every
 * round count (odd counts take other paths through the AVX-512 single-state
 * kernel). */
#include <criterion/criterion.h>
#include <string.h>

#include "dispatch.h"
#include "support.h"

#define KX_BACKEND(name) extern const kx_backend_def kx_backend_##name;
#include "backends/list.h"
#undef KX_BACKEND

static const kx_backend_def *const built[] = {
#define KX_BACKEND(name) &kx_backend_##name,
#include "backends/list.h"
#undef KX_BACKEND
};
enum { BUILT = sizeof built / sizeof built[0] };

/* cpuid leaf 7 EBX bits and XCR0 state bits, as the manuals number them. */
#define BMI1 (1u << 3)
#define AVX2 (1u << 5)
#define BMI2 (1u << 8)
#define AVX512F (1u << 16)
#define AVX512VL (1u << 31)
#define XCR0_YMM 0x7u
#define XCR0_ZMM 0xe7u

static const uint32_t haswell = BMI1 | AVX2 | BMI2;
static const uint32_t skylake_x = BMI1 | AVX2 | BMI2 | AVX512F | AVX512VL;

static int is_built(const char *name) {
  for (size_t i = 0; i < BUILT; i++)
    if (strcmp(built[i]->name, name) == 0) return 1;
  return 0;
}

static kx_choice choose(kx_vendor vendor, unsigned family, unsigned model, kx_features features) {
  kx_cpu cpu = {.features = features, .vendor = vendor, .family = family, .model = model};
  return kx_select(&cpu, built, BUILT);
}

static void assert_widths(kx_choice c, const char *x1, const char *x2, const char *x4, const char *x8) {
  const char *expected[KX_WIDTH_COUNT] = {x1, x2, x4, x8};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++)
    cr_assert_str_eq(c.backend[w]->name, expected[w], "width %u", kx_width_of_index(w));
}

Test(x86_features, a_cpu_without_bmi_or_avx_reports_nothing) { cr_assert_eq(kx_x86_features(0, XCR0_ZMM), 0); }

Test(x86_features, avx2_needs_the_os_to_enable_ymm_state) {
  cr_assert_eq(kx_x86_features(haswell, XCR0_YMM), KX_CPU_BMI2 | KX_CPU_AVX2);
  cr_assert_eq(kx_x86_features(haswell, 0x3), KX_CPU_BMI2, "XMM state only");
  cr_assert_eq(kx_x86_features(haswell, 0), KX_CPU_BMI2, "OSXSAVE off");
}

Test(x86_features, avx512_needs_the_os_to_enable_opmask_and_zmm_state) {
  cr_assert_eq(kx_x86_features(skylake_x, XCR0_ZMM), KX_CPU_BMI2 | KX_CPU_AVX2 | KX_CPU_AVX512);
  cr_assert_eq(kx_x86_features(skylake_x, XCR0_YMM), KX_CPU_BMI2 | KX_CPU_AVX2, "ZMM state not enabled");
  cr_assert_eq(kx_x86_features(skylake_x, XCR0_YMM | 0x20), KX_CPU_BMI2 | KX_CPU_AVX2, "opmask only");
}

Test(x86_features, avx512_needs_both_foundation_and_vector_length_extensions) {
  cr_assert_eq(kx_x86_features(haswell | AVX512F, XCR0_ZMM), KX_CPU_BMI2 | KX_CPU_AVX2);
}

Test(x86_features, avx512_needs_the_os_to_enable_ymm_state_too) {
  cr_assert_eq(kx_x86_features(skylake_x, XCR0_ZMM & ~0x4u), KX_CPU_BMI2, "opmask and ZMM state without YMM");
}

Test(x86_features, bmi2_needs_bmi1_too) { cr_assert_eq(kx_x86_features(BMI2, XCR0_YMM), 0); }

Test(x86_select, a_cpu_without_features_runs_generic_one_state_at_a_time) {
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x3c, 0);
  assert_widths(c, "generic", "generic", "generic", "generic");
  cr_assert_eq(c.batch_width, 1);
}

Test(x86_select, a_cpu_without_avx2_runs_the_bmi2_scalar_kernel_one_state_at_a_time) {
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x3c, kx_x86_features(BMI1 | BMI2, XCR0_ZMM));
  assert_widths(c, "bmi2", "bmi2", "bmi2", "bmi2");
  cr_assert_eq(c.batch_width, 1);
}

Test(x86_select, a_cpu_without_avx512_keeps_one_state_scalar_and_batches_four_in_ymm) {
  if (!is_built("avx2")) cr_skip_test("this compiler cannot build the avx2 backend");
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x9e, kx_x86_features(haswell, XCR0_ZMM));
  assert_widths(c, "bmi2", "avx2", "avx2", "avx2");
  cr_assert_eq(c.batch_width, 4, "width 8 runs the 4-way kernel twice");
}

Test(x86_select, avx512_hardware_whose_os_leaves_zmm_state_off_is_treated_as_avx2) {
  if (!is_built("avx2")) cr_skip_test("this compiler cannot build the avx2 backend");
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x55, kx_x86_features(skylake_x, XCR0_YMM));
  assert_widths(c, "bmi2", "avx2", "avx2", "avx2");
  cr_assert_eq(c.batch_width, 4);
}

Test(x86_select, avx512_without_avx2_is_not_run_since_the_backend_executes_avx2_too) {
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x55, kx_x86_features(skylake_x & ~AVX2, XCR0_ZMM));
  assert_widths(c, "bmi2", "bmi2", "bmi2", "bmi2");
  cr_assert_eq(c.batch_width, 1);
}

Test(x86_select, skylake_x_runs_avx512_at_every_width) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x55, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512", "avx512", "avx512", "avx512");
  cr_assert_eq(c.batch_width, 8);
}

Test(x86_select, sapphire_rapids_runs_avx512_at_every_width) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_INTEL, 6, 0x8f, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512", "avx512", "avx512", "avx512");
}

Test(x86_select, zen4_runs_every_width_on_avx512vl) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_AMD, 0x19, 0x11, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512vl", "avx512vl", "avx512vl", "avx512vl");
  cr_assert_eq(c.batch_width, 8);
}

Test(x86_select, the_zen4_rule_covers_every_family_0x19_model) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_AMD, 0x19, 0x61, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512vl", "avx512vl", "avx512vl", "avx512vl");
}

Test(x86_select, the_zen4_rule_is_for_amd_cpus_only) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_INTEL, 0x19, 0x11, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512", "avx512", "avx512", "avx512");
}

Test(x86_select, an_amd_family_nobody_measured_gets_the_table_order) {
  if (!is_built("avx512")) cr_skip_test("this compiler cannot build the avx512 backend");
  kx_choice c = choose(KX_VENDOR_AMD, 0x1a, 0x02, kx_x86_features(skylake_x, XCR0_ZMM));
  assert_widths(c, "avx512", "avx512", "avx512", "avx512");
}

Test(x86_select, zen3_keeps_one_state_scalar_and_batches_four_in_ymm) {
  if (!is_built("avx2")) cr_skip_test("this compiler cannot build the avx2 backend");
  kx_choice c = choose(KX_VENDOR_AMD, 0x19, 0x21, kx_x86_features(haswell, XCR0_ZMM));
  assert_widths(c, "bmi2", "avx2", "avx2", "avx2");
}

/* Every x86 backend this CPU runs, at every width and round count, against
 * the portable kernel one state at a time. */
Test(x86_kernels, every_width_and_round_count_matches_the_portable_kernel) {
  const kx_backend_def *generic = built[BUILT - 1];
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0x9e3779b97f4a7c15u};
  for (size_t b = 0; b + 1 < BUILT; b++) {
    if (!kx_backend_runs_on(built[b], &cpu)) continue;
    for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
      if (!built[b]->permute[w]) continue;
      for (unsigned rounds = 1; rounds <= 24; rounds++) {
        uint64_t states[8][25], expected[8][25];
        rng_fill(&r, states, sizeof states);
        memcpy(expected, states, sizeof states);
        for (unsigned j = 0; j < kx_width_of_index(w); j++) generic->permute[0](expected[j], rounds);
        built[b]->permute[w](states[0], rounds);
        cr_assert_arr_eq(states, expected, sizeof states, "%s x%u, %u rounds", built[b]->name,
                         kx_width_of_index(w), rounds);
      }
    }
  }
}

/* The fused absorb kernels against XOR-then-permute per block, at every rate,
 * with Keccak-f's 24 rounds and TurboSHAKE's 12. */
Test(x86_kernels, absorbing_blocks_equals_xoring_each_and_permuting) {
  static const unsigned rates_in_lanes[] = {9, 13, 17, 18, 21};
  const kx_backend_def *generic = built[BUILT - 1];
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0x2545f4914f6cdd1du};
  for (size_t b = 0; b < BUILT; b++) {
    if (!built[b]->absorb || !kx_backend_runs_on(built[b], &cpu)) continue;
    for (size_t k = 0; k < sizeof rates_in_lanes / sizeof rates_in_lanes[0]; k++) {
      unsigned lanes = rates_in_lanes[k];
      for (size_t blocks = 1; blocks <= 3; blocks++) {
        for (unsigned rounds = 12; rounds <= 24; rounds += 12) {
          uint64_t state[25], expected[25];
          uint8_t in[3 * 21 * 8];
          rng_fill(&r, state, sizeof state);
          rng_fill(&r, in, sizeof in);
          memcpy(expected, state, sizeof state);
          for (size_t j = 0; j < blocks; j++) {
            for (unsigned i = 0; i < lanes; i++) {
              uint64_t word;
              memcpy(&word, in + 8 * (lanes * j + i), 8);
              expected[i] ^= word;
            }
            generic->permute[0](expected, rounds);
          }
          built[b]->absorb(state, in, blocks, lanes, rounds);
          cr_assert_arr_eq(state, expected, sizeof state, "%s, %u lanes, %zu blocks, %u rounds", built[b]->name,
                           lanes, blocks, rounds);
        }
      }
    }
  }
}

/* The fused many-message absorb kernels against XOR-then-permute per block on
 * each state, at every rate, with 24 and 12 rounds. */
Test(x86_kernels, absorbing_blocks_of_many_messages_equals_xoring_each_and_permuting) {
  static const unsigned rates_in_lanes[] = {9, 13, 17, 18, 21};
  const kx_backend_def *generic = built[BUILT - 1];
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0x9e3779b97f4a7c15u};
  for (size_t b = 0; b < BUILT; b++) {
    if (!kx_backend_runs_on(built[b], &cpu)) continue;
    for (unsigned w = 1; w < KX_WIDTH_COUNT; w++) {
      kx_absorb_many_fn *absorb = built[b]->absorb_interleaved[w];
      if (!absorb) continue;
      unsigned width = kx_width_of_index(w);
      for (size_t k = 0; k < sizeof rates_in_lanes / sizeof rates_in_lanes[0]; k++) {
        for (unsigned rounds = 12; rounds <= 24; rounds += 12) {
          unsigned lanes = rates_in_lanes[k];
          uint64_t states[8 * 25], expected[8][25];
          uint8_t messages[8][3 * 21 * 8];
          const uint8_t *in[8];
          rng_fill(&r, states, sizeof states);
          rng_fill(&r, messages, sizeof messages);
          for (unsigned j = 0; j < width; j++) {
            in[j] = messages[j];
            for (unsigned i = 0; i < 25; i++) expected[j][i] = states[width * i + j];
            for (size_t block = 0; block < 3; block++) {
              for (unsigned i = 0; i < lanes; i++) {
                uint64_t word;
                memcpy(&word, messages[j] + 8 * (lanes * block + i), 8);
                expected[j][i] ^= word;
              }
              generic->permute[0](expected[j], rounds);
            }
          }
          absorb(states, in, 3, lanes, rounds);
          for (unsigned j = 0; j < width; j++)
            for (unsigned i = 0; i < 25; i++)
              cr_assert_eq(states[width * i + j], expected[j][i], "%s x%u, %u lanes, %u rounds: state %u lane %u",
                           built[b]->name, width, lanes, rounds, j, i);
        }
      }
    }
  }
}

/* The permute_blocks kernels against the portable permutation on states
 * built in memory: one block with every count of words read (0..24) and a
 * range of lanes written; several whole blocks at every rate with last
 * blocks of several sizes; a random common row in every lane (so also over
 * the words read), 24 and 12 rounds; no output byte past the lanes written
 * changes. */
enum { MAX_BLOCKS = 3 };

typedef struct blocks_case {
  size_t blocks;
  unsigned rate_lanes, lanes, out_lanes, rounds;
} blocks_case;

static void check_permute_blocks(const kx_backend_def *backend, unsigned w, blocks_case c, rng *r) {
  const kx_backend_def *generic = built[BUILT - 1];
  unsigned width = kx_width_of_index(w);
  uint64_t common[25], expected[8][25];
  uint8_t messages[8][(MAX_BLOCKS + 1) * 24 * 8], outputs[8][25 * 8], untouched[25 * 8];
  const uint8_t *in[8];
  uint8_t *out[8];
  rng_fill(r, common, sizeof common);
  rng_fill(r, messages, sizeof messages);
  rng_fill(r, untouched, sizeof untouched);
  for (unsigned j = 0; j < width; j++) {
    in[j] = messages[j], out[j] = outputs[j];
    memcpy(outputs[j], untouched, sizeof untouched);
    memset(expected[j], 0, sizeof expected[j]);
    const uint8_t *word = messages[j];
    for (size_t block = 0; block < c.blocks; block++) {
      for (unsigned i = 0; i < c.rate_lanes; i++, word += 8) {
        uint64_t lane;
        memcpy(&lane, word, 8);
        expected[j][i] ^= lane;
      }
      generic->permute[0](expected[j], c.rounds);
    }
    for (unsigned i = 0; i < 25; i++) {
      uint64_t lane = 0;
      if (i < c.lanes) memcpy(&lane, word + 8 * i, 8);
      expected[j][i] ^= lane ^ common[i];
    }
    generic->permute[0](expected[j], c.rounds);
  }
  backend->permute_blocks[w](in, c.blocks, c.rate_lanes, c.lanes, common, out, c.out_lanes, c.rounds);
  for (unsigned j = 0; j < width; j++) {
    cr_assert_arr_eq(outputs[j], expected[j], 8 * c.out_lanes,
                     "%s x%u, %zu blocks of %u lanes, %u lanes last, %u out, %u rounds: state %u", backend->name,
                     width, c.blocks, c.rate_lanes, c.lanes, c.out_lanes, c.rounds, j);
    cr_assert_arr_eq(outputs[j] + 8 * c.out_lanes, untouched + 8 * c.out_lanes, 8 * (25 - c.out_lanes),
                     "%s x%u: bytes past %u lanes written", backend->name, width, c.out_lanes);
  }
}

static void check_every_case(const kx_backend_def *backend, unsigned w, rng *r) {
  static const unsigned rates_in_lanes[] = {9, 13, 17, 18, 21};
  for (unsigned rounds = 12; rounds <= 24; rounds += 12) {
    for (unsigned lanes = 0; lanes <= 24; lanes++)
      for (unsigned out_lanes = 0; out_lanes <= 24; out_lanes += lanes % 5 + 1)
        check_permute_blocks(backend, w, (blocks_case){0, 17, lanes, out_lanes, rounds}, r);
    for (size_t k = 0; k < sizeof rates_in_lanes / sizeof rates_in_lanes[0]; k++) {
      unsigned rate = rates_in_lanes[k];
      for (size_t blocks = 1; blocks <= MAX_BLOCKS; blocks++)
        for (unsigned lanes = 0; lanes < rate; lanes += 4)
          check_permute_blocks(backend, w, (blocks_case){blocks, rate, lanes, rate - lanes % 8, rounds}, r);
    }
  }
}

Test(x86_kernels, permuting_blocks_in_registers_equals_absorbing_them_into_states_in_memory) {
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0x2545f4914f6cdd1du};
  for (size_t b = 0; b < BUILT; b++) {
    if (!kx_backend_runs_on(built[b], &cpu)) continue;
    for (unsigned w = 1; w < KX_WIDTH_COUNT; w++)
      if (built[b]->permute_blocks[w]) check_every_case(built[b], w, &r);
  }
}

/* The squeeze kernels against permuting the states in memory and copying
 * each block's first lanes out: squeeze_blocks at each width, and
 * squeeze_nine (eight states and a ninth); every rate from 1 to 24 lanes, one
 * to three blocks, 24 and 12 rounds; the states are left as the portable
 * kernel leaves them, and no output byte past the blocks written changes. */
enum { NINE = 9 };

static void check_squeeze_blocks(const kx_backend_def *backend, unsigned states_count, size_t blocks,
                                 unsigned rate_lanes, unsigned rounds, rng *r) {
  const kx_backend_def *generic = built[BUILT - 1];
  enum { OUTPUT = (MAX_BLOCKS + 1) * 24 * 8 };
  uint64_t states[NINE][25], expected[NINE][25];
  uint8_t outputs[NINE][OUTPUT], wanted[NINE][OUTPUT];
  uint8_t *out[NINE];
  rng_fill(r, states, sizeof states);
  rng_fill(r, outputs, sizeof outputs);
  memcpy(expected, states, sizeof states);
  memcpy(wanted, outputs, sizeof outputs);
  for (unsigned j = 0; j < states_count; j++) {
    out[j] = outputs[j];
    for (size_t block = 0; block < blocks; block++) {
      generic->permute[0](expected[j], rounds);
      memcpy(wanted[j] + 8 * rate_lanes * block, expected[j], 8 * rate_lanes);
    }
  }
  if (states_count == NINE)
    backend->squeeze_nine(states[0], states[8], out, blocks, rate_lanes, rounds);
  else
    backend->squeeze_blocks[kx_width_index(states_count)](states[0], out, blocks, rate_lanes, rounds);
  cr_assert_arr_eq(states, expected, sizeof states[0] * states_count,
                   "%s, %u states, %zu blocks of %u lanes, %u rounds: states", backend->name, states_count, blocks,
                   rate_lanes, rounds);
  for (unsigned j = 0; j < states_count; j++)
    cr_assert_arr_eq(outputs[j], wanted[j], OUTPUT, "%s, %u states, %zu blocks of %u lanes, %u rounds: output %u",
                     backend->name, states_count, blocks, rate_lanes, rounds, j);
}

static void check_every_squeeze(const kx_backend_def *backend, unsigned states_count, rng *r) {
  for (unsigned rounds = 12; rounds <= 24; rounds += 12)
    for (unsigned rate_lanes = 1; rate_lanes <= 24; rate_lanes++)
      for (size_t blocks = 1; blocks <= MAX_BLOCKS; blocks++)
        check_squeeze_blocks(backend, states_count, blocks, rate_lanes, rounds, r);
}

Test(x86_kernels, squeezing_blocks_in_registers_equals_permuting_states_in_memory_and_copying) {
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0x9e3779b97f4a7c15u};
  for (size_t b = 0; b < BUILT; b++) {
    if (!kx_backend_runs_on(built[b], &cpu)) continue;
    for (unsigned w = 0; w < KX_WIDTH_COUNT; w++)
      if (built[b]->squeeze_blocks[w]) check_every_squeeze(built[b], kx_width_of_index(w), &r);
  }
}

Test(x86_kernels, squeezing_nine_states_together_equals_permuting_them_in_memory_and_copying) {
  kx_cpu cpu = kx_cpu_detect();
  rng r = {0xbf58476d1ce4e5b9u};
  for (size_t b = 0; b < BUILT; b++)
    if (kx_backend_runs_on(built[b], &cpu) && built[b]->squeeze_nine) check_every_squeeze(built[b], NINE, &r);
}
