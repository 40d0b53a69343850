/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The published known answers, with every backend this CPU runs. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static void check_hash_line(char **f, size_t count, void *arg) {
  const char *backend = arg;
  cr_assert_eq(count, 3, "hashes.txt lines have three fields");
  kx_alg alg;
  cr_assert_eq(alg_from_name(f[0], &alg), 0, "unknown algorithm %s", f[0]);
  size_t len, want_len;
  uint8_t *msg = hex_decode(f[1], &len), *want = hex_decode(f[2], &want_len);
  uint8_t *got = malloc(want_len + 1);
  cr_assert_eq(kx_hash(alg, msg, len, got, want_len), KX_OK);
  cr_assert(memcmp(got, want, want_len) == 0, "%s: %s of %zu bytes (%s) differs", backend, f[0], len, f[1]);
  free(msg), free(want), free(got);
}

static void hashes_with_backend(const char *backend, void *unused) {
  (void)unused;
  cr_assert_eq(for_each_vector("hashes.txt", check_hash_line, (void *)backend), 2660);
}

Test(vectors, every_backend_gives_the_published_hashes) { for_each_backend(hashes_with_backend, NULL); }

static void check_permutation_line(char **f, size_t count, void *arg) {
  const char *backend = arg;
  cr_assert_eq(count, 3, "permutation.txt lines have three fields");
  size_t in_len, out_len;
  uint8_t *in = hex_decode(f[1], &in_len), *want = hex_decode(f[2], &out_len);
  cr_assert(in_len == 200 && out_len == 200);
  uint64_t state[25];
  for (int i = 0; i < 25; i++) {
    state[i] = 0;
    for (int b = 0; b < 8; b++) state[i] |= (uint64_t)in[8 * i + b] << (8 * b);
  }
  cr_assert_eq(kx_permute(state, (unsigned)atoi(f[0])), KX_OK);
  for (int i = 0; i < 25; i++)
    for (int b = 0; b < 8; b++)
      cr_assert_eq((uint8_t)(state[i] >> (8 * b)), want[8 * i + b],
                   "%s: %s rounds, lane %d differs", backend, f[0], i);
  free(in), free(want);
}

static void permutations_with_backend(const char *backend, void *unused) {
  (void)unused;
  cr_assert_gt(for_each_vector("permutation.txt", check_permutation_line, (void *)backend), 0);
}

Test(vectors, every_backend_gives_the_published_permutations) {
  for_each_backend(permutations_with_backend, NULL);
}
