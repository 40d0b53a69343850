/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_export and kx_import: a saved context restores anywhere and continues
 * exactly; anything else is refused. Also: a corrupted context is refused,
 * never trusted. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static void save_and_restore(kx_ctx *ctx) {
  uint8_t saved[KX_EXPORT_BYTES];
  cr_assert_eq(kx_export(ctx, saved), KX_OK);
  kx_wipe(ctx);
  cr_assert_eq(kx_import(ctx, saved), KX_OK);
}

Test(export, a_restored_context_continues_absorbing_exactly) {
  rng r = {5};
  uint8_t msg[400], want[64], got[64];
  rng_fill(&r, msg, sizeof msg);
  for (size_t a = 0; a < ALG_COUNT; a++) {
    size_t outlen = alg_output_length(all_algs[a], 64);
    kx_hash(all_algs[a], msg, sizeof msg, want, outlen);
    for (size_t split = 0; split <= sizeof msg; split += 37) {
      kx_ctx ctx;
      kx_init(&ctx, all_algs[a]);
      kx_update(&ctx, msg, split);
      save_and_restore(&ctx);
      kx_update(&ctx, msg + split, sizeof msg - split);
      cr_assert_eq(kx_final(&ctx, got, outlen), KX_OK);
      cr_assert(memcmp(got, want, outlen) == 0, "%s split at %zu", kx_alg_name(all_algs[a]), split);
    }
  }
}

Test(export, a_restored_shake_continues_its_output_stream_exactly) {
  uint8_t want[600], got[600];
  kx_hash(KX_SHAKE128, "abc", 3, want, sizeof want);
  for (size_t first = 0; first < sizeof want; first += 83) {
    kx_ctx ctx;
    kx_init(&ctx, KX_SHAKE128);
    kx_update(&ctx, "abc", 3);
    kx_final(&ctx, got, first);
    save_and_restore(&ctx);
    cr_assert_eq(kx_squeeze(&ctx, got + first, sizeof want - first), KX_OK);
    cr_assert(memcmp(got, want, sizeof want) == 0, "saved after %zu bytes", first);
  }
}

Test(export, a_restored_finalized_hash_stays_finalized) {
  kx_ctx ctx;
  uint8_t digest[32];
  kx_init(&ctx, KX_KECCAK_256);
  kx_final(&ctx, digest, 32);
  save_and_restore(&ctx);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_FINALIZED);
}

Test(export, the_format_is_version_algorithm_phase_position_then_little_endian_lanes) {
  kx_ctx ctx;
  uint8_t saved[KX_EXPORT_BYTES];
  kx_init(&ctx, KX_SHA3_384);
  kx_update(&ctx, "abcdefghi", 9);
  cr_assert_eq(kx_export(&ctx, saved), KX_OK);
  static const uint8_t header[4] = {1, KX_SHA3_384, 1, 9};
  cr_assert(memcmp(saved, header, 4) == 0);
  cr_assert(memcmp(saved + 4, "abcdefghi", 9) == 0, "lane bytes are the absorbed bytes, little-endian");
  for (size_t i = 13; i < KX_EXPORT_BYTES; i++) cr_assert_eq(saved[i], 0);
}

static void expect_refused(const uint8_t saved[KX_EXPORT_BYTES], const char *why) {
  kx_ctx ctx, before;
  kx_init(&ctx, KX_SHAKE256);
  kx_update(&ctx, "keep", 4);
  before = ctx;
  cr_assert_eq(kx_import(&ctx, saved), KX_ERR_BAD_STATE, "%s", why);
  cr_assert(memcmp(&ctx, &before, sizeof ctx) == 0, "%s: the context is unchanged", why);
}

Test(export, anything_kx_export_cannot_write_is_refused) {
  kx_ctx ctx;
  uint8_t good[KX_EXPORT_BYTES], bad[KX_EXPORT_BYTES];
  kx_init(&ctx, KX_SHA3_256);
  kx_export(&ctx, good);
  struct { size_t at; uint8_t value; const char *why; } cases[] = {
    {0, 2, "another format version"}, {1, 0, "algorithm 0"}, {1, 11, "algorithm 11"},
    {2, 0, "phase 0"}, {2, 4, "phase 4"}, {2, 2, "squeezing a fixed-size hash"},
    {3, 136, "absorbing a whole block without permuting"}, {3, 200, "a position past the rate"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    memcpy(bad, good, sizeof bad);
    bad[cases[i].at] = cases[i].value;
    expect_refused(bad, cases[i].why);
  }
  kx_init(&ctx, KX_SHAKE128);
  kx_export(&ctx, bad);
  bad[2] = 3;
  expect_refused(bad, "a finalized SHAKE");
}

Test(export, exporting_needs_an_initialized_context_and_a_buffer) {
  kx_ctx ctx;
  uint8_t saved[KX_EXPORT_BYTES];
  memset(&ctx, 0, sizeof ctx);
  cr_assert_eq(kx_export(&ctx, saved), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_export(NULL, saved), KX_ERR_NULL_POINTER);
  kx_init(&ctx, KX_SHA3_256);
  cr_assert_eq(kx_export(&ctx, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_import(NULL, saved), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_import(&ctx, NULL), KX_ERR_NULL_POINTER);
}

Test(export, a_context_corrupted_by_a_stray_write_is_refused_not_trusted) {
  uint8_t out[64];
  for (size_t byte = 0; byte < sizeof(kx_ctx); byte++) {
    kx_ctx ctx;
    kx_init(&ctx, KX_SHA3_512);
    kx_update(&ctx, "abc", 3);
    ((uint8_t *)&ctx)[byte] ^= 0xff;
    int rc = kx_update(&ctx, "more", 4);
    cr_assert(rc == KX_OK || rc == KX_ERR_UNINITIALIZED, "byte %zu: %d", byte, rc);
    if (rc == KX_OK) cr_assert(kx_final(&ctx, out, 64) == KX_OK || kx_final(&ctx, out, 64) == KX_ERR_UNINITIALIZED);
  }
}
