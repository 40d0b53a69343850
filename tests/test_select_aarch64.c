/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The AArch64 model rules of the automatic choice (core/select.c), on
 * made-up cores: a table shaped like the AArch64 one (sha3, neon, generic)
 * and MIDR_EL1 values of real cores, so the rules are tested on any host. */
#include <criterion/criterion.h>

#include "dispatch.h"

static void kernel(uint64_t *states, unsigned rounds) { (void)states, (void)rounds; }

static const kx_backend_def sha3 = {
  .name = "sha3", .required = KX_CPU_ASIMD | KX_CPU_SHA3, .permute = {kernel, kernel}};
static const kx_backend_def neon = {.name = "neon", .required = KX_CPU_ASIMD, .permute = {kernel, kernel}};
static const kx_backend_def generic = {.name = "generic", .required = 0, .permute = {kernel}};
static const kx_backend_def *const table[] = {&sha3, &neon, &generic};

enum { WIDTH_1, WIDTH_2, WIDTH_4, WIDTH_8 };

/* MIDR_EL1: implementer << 24 | variant << 20 | 0xf << 16 | part << 4 | revision */
#define APPLE_M1_FIRESTORM 0x611f0231u
#define NEOVERSE_V2 0x410fd4f0u
#define NEOVERSE_N1 0x413fd0c1u
#define CORTEX_A72 0x410fd083u
#define CORTEX_A55 0x412fd050u
#define MIDR_HIDDEN 0u /* the kernel does not expose it (no HWCAP_CPUID) */

static kx_choice choose(uint32_t midr, kx_features features) {
  kx_cpu cpu = {.features = features, .vendor = KX_VENDOR_ARM, .midr = midr};
  return kx_select(&cpu, table, 3);
}

static void assert_choice(kx_choice c, const kx_backend_def *width_1, const kx_backend_def *width_2,
                          unsigned batch_width) {
  cr_assert_str_eq(c.backend[WIDTH_1]->name, width_1->name);
  cr_assert_str_eq(c.backend[WIDTH_2]->name, width_2->name);
  cr_assert_eq(c.backend[WIDTH_4], c.backend[WIDTH_2], "width 4 reuses the width-2 choice");
  cr_assert_eq(c.backend[WIDTH_8], c.backend[WIDTH_2], "width 8 reuses the width-2 choice");
  cr_assert_eq(c.batch_width, batch_width);
}

Test(select_aarch64, an_apple_core_uses_the_sha3_instructions_for_one_and_two_states) {
  assert_choice(choose(APPLE_M1_FIRESTORM, KX_CPU_ASIMD | KX_CPU_SHA3), &sha3, &sha3, 2);
}

Test(select_aarch64, neoverse_v2_passes_over_its_sha3_instructions_for_neon) {
  assert_choice(choose(NEOVERSE_V2, KX_CPU_ASIMD | KX_CPU_SHA3), &neon, &neon, 2);
}

Test(select_aarch64, a_core_of_unknown_model_keeps_to_neon_even_with_sha3) {
  assert_choice(choose(MIDR_HIDDEN, KX_CPU_ASIMD | KX_CPU_SHA3), &neon, &neon, 2);
}

Test(select_aarch64, neoverse_n1_without_sha3_uses_neon_for_both_widths) {
  assert_choice(choose(NEOVERSE_N1, KX_CPU_ASIMD), &neon, &neon, 2);
}

Test(select_aarch64, cortex_a72_runs_the_portable_scalar_code_for_every_width) {
  assert_choice(choose(CORTEX_A72, KX_CPU_ASIMD), &generic, &generic, 1);
}

Test(select_aarch64, cortex_a55_runs_two_states_as_two_scalar_permutations) {
  assert_choice(choose(CORTEX_A55, KX_CPU_ASIMD), &neon, &neon, 1);
}

Test(select_aarch64, an_apple_core_without_sha3_keeps_the_plain_scalar_code_for_one_state) {
  assert_choice(choose(APPLE_M1_FIRESTORM, KX_CPU_ASIMD), &generic, &neon, 2);
}

Test(select_aarch64, without_asimd_only_the_portable_backend_runs) {
  assert_choice(choose(NEOVERSE_V2, 0), &generic, &generic, 1);
}

Test(select_aarch64, the_model_rules_do_not_apply_to_other_vendors) {
  kx_cpu cpu = {.features = KX_CPU_ASIMD | KX_CPU_SHA3, .vendor = KX_VENDOR_OTHER, .midr = NEOVERSE_V2};
  cr_assert_eq(kx_select(&cpu, table, 3).backend[WIDTH_1], &sha3);
}

Test(select_aarch64, forcing_a_declined_backend_still_uses_it) {
  kx_choice c = kx_choice_of_backend(&sha3);
  for (int w = 0; w < KX_WIDTH_COUNT; w++) cr_assert_eq(c.backend[w], &sha3);
}

/* Each OS's detection words, through the same rules. */
#define HWCAP_ASIMD (1ul << 1)
#define HWCAP_SHA3 (1ul << 17)

Test(select_aarch64, linux_hwcap_with_sha3_on_an_apple_core_selects_sha3) {
  assert_choice(choose(APPLE_M1_FIRESTORM, kx_hwcap_features(HWCAP_ASIMD | HWCAP_SHA3)), &sha3, &sha3, 2);
}

Test(select_aarch64, linux_hwcap_without_sha3_on_neoverse_n1_selects_neon) {
  assert_choice(choose(NEOVERSE_N1, kx_hwcap_features(HWCAP_ASIMD)), &neon, &neon, 2);
}

Test(select_aarch64, freebsd_hwcap_with_sha3_and_no_midr_keeps_to_neon) {
  assert_choice(choose(MIDR_HIDDEN, kx_hwcap_features(HWCAP_ASIMD | HWCAP_SHA3)), &neon, &neon, 2);
}

Test(select_aarch64, macos_feat_sha3_sysctl_selects_sha3) {
  assert_choice(choose(KX_MIDR_APPLE_ANY, kx_apple_arm64_features(1, 0)), &sha3, &sha3, 2);
}

Test(select_aarch64, macos_11_armv8_2_sha3_sysctl_selects_sha3) {
  assert_choice(choose(KX_MIDR_APPLE_ANY, kx_apple_arm64_features(0, 1)), &sha3, &sha3, 2);
}

Test(select_aarch64, macos_without_sha3_sysctls_uses_neon_for_two_states_only) {
  assert_choice(choose(KX_MIDR_APPLE_ANY, kx_apple_arm64_features(0, 0)), &generic, &neon, 2);
}

Test(select_aarch64, windows_arm64_with_sha3_present_and_no_midr_keeps_to_neon) {
  assert_choice(choose(MIDR_HIDDEN, kx_windows_arm64_features(1)), &neon, &neon, 2);
}

Test(select_aarch64, windows_arm64_without_sha3_still_has_neon) {
  assert_choice(choose(MIDR_HIDDEN, kx_windows_arm64_features(0)), &neon, &neon, 2);
}
