/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_permute_xN equals N separate kx_permute calls, on every backend. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static int permute_width(unsigned width, uint64_t (*states)[25], unsigned rounds) {
  switch (width) {
    case 2: return kx_permute_x2(states, rounds);
    case 4: return kx_permute_x4(states, rounds);
    default: return kx_permute_x8(states, rounds);
  }
}

static void widths_match_singles(const char *backend, void *unused) {
  (void)unused;
  rng r = {2024};
  static const unsigned widths[] = {2, 4, 8};
  for (size_t w = 0; w < 3; w++) {
    for (unsigned rounds = 1; rounds <= 24; rounds++) {
      uint64_t many[8][25], single[8][25], original[8][25];
      rng_fill(&r, many, sizeof many);
      memcpy(single, many, sizeof many);
      memcpy(original, many, sizeof many);
      cr_assert_eq(permute_width(widths[w], many, rounds), KX_OK);
      for (unsigned i = 0; i < widths[w]; i++) cr_assert_eq(kx_permute(single[i], rounds), KX_OK);
      cr_assert(memcmp(many, single, widths[w] * sizeof many[0]) == 0, "%s: x%u, %u rounds", backend,
                widths[w], rounds);
      size_t untouched = (8 - widths[w]) * sizeof many[0];
      cr_assert(memcmp(many[widths[w] % 8], original[widths[w] % 8], untouched) == 0,
                "%s: x%u wrote past its states", backend, widths[w]);
    }
  }
}

Test(permute, every_width_equals_that_many_single_permutations) { for_each_backend(widths_match_singles, NULL); }

static void identical_states_stay_identical(const char *backend, void *unused) {
  (void)unused;
  uint64_t states[8][25];
  for (int i = 0; i < 8; i++)
    for (int l = 0; l < 25; l++) states[i][l] = 0x0123456789abcdefULL * ((uint64_t)l + 1);
  cr_assert_eq(kx_permute_x8(states, 24), KX_OK);
  for (int i = 1; i < 8; i++) cr_assert(memcmp(states[i], states[0], sizeof states[0]) == 0, "%s: lane %d", backend, i);
}

Test(permute, equal_states_in_every_slot_give_equal_results) {
  for_each_backend(identical_states_stay_identical, NULL);
}
