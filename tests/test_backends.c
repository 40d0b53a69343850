/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Listing, reporting and forcing backends. Each Criterion test runs in a
 * fresh process, so "first call" below really is the library's first. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static int listed(const char *name, const char **names, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (strcmp(names[i], name) == 0) return 1;
  return 0;
}

Test(backends, generic_is_built_runs_everywhere_and_is_listed_last) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  cr_assert_geq(count, 1);
  cr_assert_str_eq(names[count - 1], "generic");
  cr_assert_eq(kx_backend_widths("generic"), 1u);
}

Test(backends, the_runnable_ones_are_among_the_built_ones) {
  const char *runnable[32], *built[32];
  size_t nr = kx_backends(runnable, 32), nb = kx_backends_built(built, 32);
  cr_assert_leq(nr, nb);
  for (size_t i = 0; i < nr; i++) cr_assert(listed(runnable[i], built, nb), "%s", runnable[i]);
}

Test(backends, counting_needs_no_buffer) {
  const char *names[32];
  cr_assert_eq(kx_backends(NULL, 0), kx_backends(names, 32));
  cr_assert_eq(kx_backends_built(NULL, 0), kx_backends_built(names, 32));
}

Test(backends, every_backend_implements_width_1_natively) {
  const char *built[32];
  size_t nb = kx_backends_built(built, 32);
  for (size_t i = 0; i < nb; i++) cr_assert(kx_backend_widths(built[i]) & 1, "%s", built[i]);
  cr_assert_eq(kx_backend_widths("no-such-backend"), 0);
  cr_assert_eq(kx_backend_widths(NULL), 0);
}

Test(backends, forcing_a_backend_uses_it_for_every_width_and_auto_restores) {
  /* The suite also runs with KECCAKX_BACKEND set: this test needs the
   * automatic choice at first use, to see "auto" bring it back. */
  set_environment("KECCAKX_BACKEND", NULL);
  const char *auto_choice[4] = {kx_backend(1), kx_backend(2), kx_backend(4), kx_backend(8)};
  cr_assert_eq(kx_use_backend("generic"), KX_OK);
  for (unsigned w = 1; w <= 8; w *= 2) cr_assert_str_eq(kx_backend(w), "generic");
  cr_assert_eq(kx_use_backend("auto"), KX_OK);
  for (unsigned w = 1, i = 0; w <= 8; w *= 2, i++) cr_assert_str_eq(kx_backend(w), auto_choice[i]);
}

Test(backends, a_built_backend_this_cpu_cannot_run_is_refused_as_unsupported) {
  const char *runnable[32], *built[32];
  size_t nr = kx_backends(runnable, 32), nb = kx_backends_built(built, 32);
  for (size_t i = 0; i < nb; i++)
    if (!listed(built[i], runnable, nr))
      cr_assert_eq(kx_use_backend(built[i]), KX_ERR_UNSUPPORTED_BACKEND, "%s", built[i]);
}

Test(backends, only_widths_1_2_4_8_have_a_backend) {
  cr_assert_not_null(kx_backend(1));
  cr_assert_not_null(kx_backend(8));
  cr_assert_null(kx_backend(0));
  cr_assert_null(kx_backend(3));
  cr_assert_null(kx_backend(16));
}

Test(backends, the_environment_variable_forces_a_backend_at_first_use) {
  set_environment("KECCAKX_BACKEND", "generic");
  for (unsigned w = 1; w <= 8; w *= 2) cr_assert_str_eq(kx_backend(w), "generic");
}

Test(backends, an_unknown_name_in_the_environment_leaves_the_automatic_choice) {
  set_environment("KECCAKX_BACKEND", "no-such-backend");
  const char *chosen = kx_backend(1);
  set_environment("KECCAKX_BACKEND", NULL);
  cr_assert_eq(kx_use_backend("auto"), KX_OK);
  cr_assert_str_eq(kx_backend(1), chosen);
}

Test(backends, the_environment_variable_is_read_once_at_first_use) {
  const char *chosen = kx_backend(1);
  set_environment("KECCAKX_BACKEND", "generic");
  cr_assert_str_eq(kx_backend(1), chosen);
}
