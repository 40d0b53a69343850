/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What a caller may do with a kx_ctx: copy it, reuse it, wipe it. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

Test(context, wipe_leaves_only_zeros) {
  kx_ctx ctx, zeros;
  memset(&zeros, 0, sizeof zeros);
  kx_init(&ctx, KX_SHA3_512);
  kx_update(&ctx, "secret", 6);
  kx_wipe(&ctx);
  cr_assert(memcmp(&ctx, &zeros, sizeof ctx) == 0);
}

Test(context, a_wiped_context_must_be_initialized_again) {
  kx_ctx ctx;
  uint8_t out[32];
  kx_init(&ctx, KX_SHA3_256);
  kx_wipe(&ctx);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_init(&ctx, KX_SHA3_256), KX_OK);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_OK);
}

Test(context, a_copy_continues_independently_of_the_original) {
  kx_ctx original, copy;
  uint8_t a[32], b[32], want_a[32], want_b[32];
  kx_init(&original, KX_KECCAK_256);
  kx_update(&original, "common prefix ", 14);
  copy = original;
  kx_update(&original, "one", 3);
  kx_update(&copy, "two", 3);
  kx_final(&original, a, 32);
  kx_final(&copy, b, 32);
  kx_keccak256("common prefix one", 17, want_a);
  kx_keccak256("common prefix two", 17, want_b);
  cr_assert(memcmp(a, want_a, 32) == 0);
  cr_assert(memcmp(b, want_b, 32) == 0);
}

Test(context, finalizing_a_copy_gives_a_running_digest) {
  kx_ctx running, snapshot;
  uint8_t mid[32], end[32], want[32];
  kx_init(&running, KX_SHA3_256);
  kx_update(&running, "abc", 3);
  snapshot = running;
  kx_final(&snapshot, mid, 32);
  kx_update(&running, "def", 3);
  kx_final(&running, end, 32);
  kx_hash(KX_SHA3_256, "abc", 3, want, 32);
  cr_assert(memcmp(mid, want, 32) == 0);
  kx_hash(KX_SHA3_256, "abcdef", 6, want, 32);
  cr_assert(memcmp(end, want, 32) == 0);
}

Test(context, init_restarts_a_finalized_context) {
  kx_ctx ctx;
  uint8_t first[48], second[48];
  kx_init(&ctx, KX_SHA3_384);
  kx_update(&ctx, "x", 1);
  kx_final(&ctx, first, 48);
  cr_assert_eq(kx_init(&ctx, KX_SHA3_384), KX_OK);
  kx_update(&ctx, "x", 1);
  cr_assert_eq(kx_final(&ctx, second, 48), KX_OK);
  cr_assert(memcmp(first, second, 48) == 0);
}

Test(context, init_can_switch_the_algorithm) {
  kx_ctx ctx;
  uint8_t got[64], want[64];
  kx_init(&ctx, KX_SHAKE128);
  kx_update(&ctx, "abc", 3);
  kx_init(&ctx, KX_KECCAK_512);
  kx_update(&ctx, "abc", 3);
  kx_final(&ctx, got, 64);
  kx_hash(KX_KECCAK_512, "abc", 3, want, 64);
  cr_assert(memcmp(got, want, 64) == 0);
}
