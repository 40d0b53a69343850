/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Which kernel kx_multi_* runs n streams on (core/modes/multi.c), on made-up
 * dispatch records, so every shape of backend is checked whatever this CPU
 * is: the narrowest native kernel that holds n, else the widest native one
 * on groups of streams. */
#include <criterion/criterion.h>

#include "keccakx.h"
#include "modes/multi.h"

static void kernel(uint64_t *states, unsigned rounds) { (void)states, (void)rounds; }

static const kx_backend_def eight_way = {.name = "eight-way", .permute = {kernel, kernel, kernel, kernel}};
static const kx_backend_def four_way = {.name = "four-way", .permute = {kernel, kernel, kernel}};
static const kx_backend_def two_way = {.name = "two-way", .permute = {kernel, kernel}};
static const kx_backend_def scalar = {.name = "scalar", .permute = {kernel}};

/* The record of one backend forced for every width, as core/dispatch.c makes
 * it: a width without a native kernel runs the next narrower one. */
static kx_dispatch record_of(const kx_backend_def *b) {
  kx_dispatch d = {.batch_width = 1};
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    unsigned native = w;
    while (!b->permute[native]) native--;
    d.kernel[w] = (kx_kernel){.permute = b->permute[native], .states = kx_width_of_index(native), .backend = b};
    if (native == w) d.batch_width = kx_width_of_index(w);
  }
  return d;
}

static void expect_widths(const kx_backend_def *b, const unsigned widths[KX_MULTI_MAX + 1]) {
  kx_dispatch d = record_of(b);
  for (unsigned n = 1; n <= KX_MULTI_MAX; n++)
    cr_assert_eq(kx_multi_group_width(&d, n), widths[n], "%s, n = %u", b->name, n);
}

Test(multi_kernels, with_x8_one_stream_runs_alone_two_on_x2_three_and_four_on_x4_five_to_eight_on_x8) {
  expect_widths(&eight_way, (const unsigned[]){0, 1, 2, 4, 4, 8, 8, 8, 8});
}

Test(multi_kernels, with_x4_at_most_five_to_eight_streams_run_as_two_groups_of_four) {
  expect_widths(&four_way, (const unsigned[]){0, 1, 2, 4, 4, 4, 4, 4, 4});
}

Test(multi_kernels, with_x2_at_most_streams_run_in_pairs_as_on_neon_and_sha3) {
  expect_widths(&two_way, (const unsigned[]){0, 1, 2, 2, 2, 2, 2, 2, 2});
}

Test(multi_kernels, a_scalar_backend_permutes_one_stream_at_a_time) {
  expect_widths(&scalar, (const unsigned[]){0, 1, 1, 1, 1, 1, 1, 1, 1});
}

Test(multi_kernels, an_automatic_choice_mixing_backends_uses_each_widths_native_kernel) {
  kx_dispatch d = record_of(&eight_way);
  d.kernel[0] = record_of(&scalar).kernel[0];
  for (unsigned n = 1; n <= KX_MULTI_MAX; n++)
    cr_assert_eq(kx_multi_group_width(&d, n), n == 1 ? 1u : n == 2 ? 2u : n <= 4 ? 4u : 8u, "n = %u", n);
}
