/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Streaming: any chunking of the input gives the one-shot result. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static void hash_in_two_parts(kx_alg alg, const uint8_t *msg, size_t len, size_t split, uint8_t *out,
                              size_t outlen) {
  kx_ctx ctx;
  cr_assert_eq(kx_init(&ctx, alg), KX_OK);
  cr_assert_eq(kx_update(&ctx, msg, split), KX_OK);
  cr_assert_eq(kx_update(&ctx, msg + split, len - split), KX_OK);
  cr_assert_eq(kx_final(&ctx, out, outlen), KX_OK);
}

static void every_split_point(const char *backend, void *unused) {
  (void)unused;
  rng r = {42};
  size_t lengths[31], n = boundary_lengths(lengths);
  uint8_t msg[400], want[64], got[64];
  for (size_t a = 0; a < ALG_COUNT; a++) {
    kx_alg alg = all_algs[a];
    size_t outlen = alg_output_length(alg, 64);
    for (size_t i = 0; i < n; i++) {
      rng_fill(&r, msg, lengths[i]);
      cr_assert_eq(kx_hash(alg, msg, lengths[i], want, outlen), KX_OK);
      for (size_t split = 0; split <= lengths[i]; split++) {
        hash_in_two_parts(alg, msg, lengths[i], split, got, outlen);
        cr_assert(memcmp(got, want, outlen) == 0, "%s: %s of %zu bytes split at %zu", backend,
                  kx_alg_name(alg), lengths[i], split);
      }
    }
  }
}

Test(streaming, every_split_point_around_the_rates_gives_the_one_shot_hash) {
  for_each_backend(every_split_point, NULL);
}

static void byte_at_a_time(const char *backend, void *unused) {
  (void)unused;
  rng r = {43};
  uint8_t msg[500], want[64], got[64];
  rng_fill(&r, msg, sizeof msg);
  for (size_t a = 0; a < ALG_COUNT; a++) {
    kx_alg alg = all_algs[a];
    size_t outlen = alg_output_length(alg, 64);
    kx_ctx ctx;
    cr_assert_eq(kx_init(&ctx, alg), KX_OK);
    for (size_t i = 0; i < sizeof msg; i++) cr_assert_eq(kx_update(&ctx, msg + i, 1), KX_OK);
    cr_assert_eq(kx_final(&ctx, got, outlen), KX_OK);
    cr_assert_eq(kx_hash(alg, msg, sizeof msg, want, outlen), KX_OK);
    cr_assert(memcmp(got, want, outlen) == 0, "%s: %s", backend, kx_alg_name(alg));
  }
}

Test(streaming, one_byte_at_a_time_gives_the_one_shot_hash) { for_each_backend(byte_at_a_time, NULL); }

Test(streaming, empty_updates_change_nothing) {
  uint8_t want[32], got[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHA3_256);
  cr_assert_eq(kx_update(&ctx, NULL, 0), KX_OK);
  cr_assert_eq(kx_update(&ctx, "abc", 3), KX_OK);
  cr_assert_eq(kx_update(&ctx, "", 0), KX_OK);
  cr_assert_eq(kx_final(&ctx, got, 32), KX_OK);
  kx_hash(KX_SHA3_256, "abc", 3, want, 32);
  cr_assert(memcmp(got, want, 32) == 0);
}
