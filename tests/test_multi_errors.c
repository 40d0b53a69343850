/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_multi_* on bad input: the codes of the single-stream functions, nothing
 * written and the context unchanged; and what a caller may do with a
 * kx_multi_ctx: copy it, wipe it. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

enum { N = 3 };

typedef struct fixture {
  kx_multi_ctx ctx, before;
  uint8_t message[N][40];
  uint8_t output[N][64];
  const void *in[N];
  void *out[N];
} fixture;

static void set_up(fixture *f, kx_alg alg) {
  for (unsigned i = 0; i < N; i++) {
    memset(f->message[i], 'a' + (int)i, sizeof f->message[i]);
    memset(f->output[i], 0xee, sizeof f->output[i]);
    f->in[i] = f->message[i], f->out[i] = f->output[i];
  }
  cr_assert_eq(kx_multi_init(&f->ctx, alg, N), KX_OK);
  cr_assert_eq(kx_multi_update(&f->ctx, f->in, 17), KX_OK);
  f->before = f->ctx;
}

static void assert_untouched(const fixture *f) {
  cr_assert(memcmp(&f->ctx, &f->before, sizeof f->ctx) == 0, "the context changed");
  for (unsigned i = 0; i < N; i++)
    for (size_t k = 0; k < sizeof f->output[i]; k++) cr_assert_eq(f->output[i][k], 0xee, "output %u was written", i);
}

Test(multi_errors, init_refuses_a_null_context_an_unknown_algorithm_and_n_outside_1_to_8) {
  kx_multi_ctx ctx, before;
  memset(&ctx, 0x5a, sizeof ctx);
  before = ctx;
  cr_assert_eq(kx_multi_init(NULL, KX_SHAKE128, 2), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_multi_init(&ctx, (kx_alg)0, 2), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_multi_init(&ctx, (kx_alg)99, 2), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE128, 0), KX_ERR_BAD_LENGTH);
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE128, KX_MULTI_MAX + 1), KX_ERR_BAD_LENGTH);
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE128, (unsigned)-1), KX_ERR_BAD_LENGTH);
  cr_assert(memcmp(&ctx, &before, sizeof ctx) == 0, "a failed init changed the context");
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE128, KX_MULTI_MAX), KX_OK);
}

Test(multi_errors, update_with_a_null_input_of_nonzero_length_fails_and_changes_nothing) {
  fixture f;
  set_up(&f, KX_SHAKE128);
  cr_assert_eq(kx_multi_update(NULL, f.in, 1), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_multi_update(&f.ctx, NULL, 1), KX_ERR_NULL_POINTER);
  f.in[N - 1] = NULL;
  cr_assert_eq(kx_multi_update(&f.ctx, f.in, 200), KX_ERR_NULL_POINTER);
  assert_untouched(&f);
}

Test(multi_errors, update_after_final_or_squeeze_is_finalized) {
  fixture f;
  set_up(&f, KX_SHA3_512);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 64), KX_OK);
  f.before = f.ctx;
  memset(f.output, 0xee, sizeof f.output);
  cr_assert_eq(kx_multi_update(&f.ctx, f.in, 1), KX_ERR_FINALIZED);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 64), KX_ERR_FINALIZED);
  assert_untouched(&f);

  set_up(&f, KX_SHAKE256);
  cr_assert_eq(kx_multi_squeeze(&f.ctx, f.out, 1), KX_OK);
  f.before = f.ctx;
  memset(f.output, 0xee, sizeof f.output);
  cr_assert_eq(kx_multi_update(&f.ctx, f.in, 1), KX_ERR_FINALIZED);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 1), KX_ERR_FINALIZED);
  assert_untouched(&f);
}

Test(multi_errors, final_with_a_wrong_digest_length_fails_and_writes_nothing) {
  fixture f;
  set_up(&f, KX_KECCAK_256);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 31), KX_ERR_BAD_LENGTH);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 33), KX_ERR_BAD_LENGTH);
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 0), KX_ERR_BAD_LENGTH);
  assert_untouched(&f);
}

Test(multi_errors, final_or_squeeze_into_a_null_output_fails_and_writes_nothing) {
  fixture f;
  set_up(&f, KX_SHAKE128);
  cr_assert_eq(kx_multi_final(NULL, f.out, 1), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_multi_final(&f.ctx, NULL, 1), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_multi_squeeze(&f.ctx, NULL, 1), KX_ERR_NULL_POINTER);
  f.out[1] = NULL;
  cr_assert_eq(kx_multi_final(&f.ctx, f.out, 64), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_multi_squeeze(&f.ctx, f.out, 64), KX_ERR_NULL_POINTER);
  assert_untouched(&f);
}

Test(multi_errors, squeeze_on_a_fixed_size_hash_is_not_an_xof) {
  fixture f;
  set_up(&f, KX_SHA3_256);
  cr_assert_eq(kx_multi_squeeze(&f.ctx, f.out, 32), KX_ERR_NOT_XOF);
  assert_untouched(&f);
}

Test(multi_errors, a_context_never_initialized_or_corrupted_is_uninitialized) {
  fixture f;
  kx_multi_ctx zeros;
  memset(&zeros, 0, sizeof zeros);
  set_up(&f, KX_SHAKE128);
  cr_assert_eq(kx_multi_update(&zeros, f.in, 1), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_multi_final(&zeros, f.out, 1), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_multi_squeeze(&zeros, f.out, 1), KX_ERR_UNINITIALIZED);
  /* A stray write after the lanes (the bookkeeping, padding, room to grow) is
   * caught or harmless, never an out-of-bounds index. */
  uint8_t scratch[N][1];
  void *scratch_out[N] = {scratch[0], scratch[1], scratch[2]};
  for (size_t at = 8 * 25 * KX_MULTI_MAX; at < sizeof f.ctx; at++) {
    kx_multi_ctx bad = f.before;
    ((uint8_t *)&bad)[at] = 0xff;
    if (memcmp(&bad, &f.before, sizeof bad) == 0) continue;
    int code = kx_multi_squeeze(&bad, scratch_out, 1);
    cr_assert(code == KX_ERR_UNINITIALIZED || code == KX_OK, "byte %zu: %s", at, kx_strerror(code));
  }
  assert_untouched(&f);
}

Test(multi_errors, every_error_has_a_message) {
  static const int codes[] = {KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_LENGTH, KX_ERR_FINALIZED,
                              KX_ERR_NOT_XOF, KX_ERR_UNINITIALIZED};
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
    cr_assert_str_neq(kx_strerror(codes[i]), kx_strerror(12345));
}

Test(multi_context, a_copy_continues_independently_of_the_original) {
  kx_multi_ctx original, copy;
  const char *prefix[2] = {"left ", "right "}, *one[2] = {"one", "1"}, *two[2] = {"two", "2"};
  uint8_t a[2][40], b[2][40], want[40];
  void *out_a[2] = {a[0], a[1]}, *out_b[2] = {b[0], b[1]};
  cr_assert_eq(kx_multi_init(&original, KX_SHAKE128, 2), KX_OK);
  cr_assert_eq(kx_multi_update(&original, (const void *const *)prefix, 5), KX_OK); /* "left ", "right" */
  copy = original;
  cr_assert_eq(kx_multi_update(&original, (const void *const *)one, 1), KX_OK);
  cr_assert_eq(kx_multi_update(&copy, (const void *const *)two, 1), KX_OK);
  cr_assert_eq(kx_multi_squeeze(&original, out_a, 20), KX_OK);
  kx_multi_ctx squeezing = original;
  cr_assert_eq(kx_multi_squeeze(&squeezing, (void *const[]){a[0] + 20, a[1] + 20}, 20), KX_OK);
  cr_assert_eq(kx_multi_squeeze(&copy, out_b, 40), KX_OK);
  static const char *const texts[4] = {"left o", "right1", "left t", "right2"};
  uint8_t *const got[4] = {a[0], a[1], b[0], b[1]};
  for (int i = 0; i < 4; i++) {
    cr_assert_eq(kx_hash(KX_SHAKE128, texts[i], 6, want, 40), KX_OK);
    cr_assert(memcmp(got[i], want, 40) == 0, "stream %d", i);
  }
}

Test(multi_context, wipe_leaves_only_zeros_and_an_uninitialized_context) {
  kx_multi_ctx ctx, zeros;
  const void *in[KX_MULTI_MAX] = {"s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"};
  memset(&zeros, 0, sizeof zeros);
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE256, KX_MULTI_MAX), KX_OK);
  cr_assert_eq(kx_multi_update(&ctx, in, 2), KX_OK);
  kx_multi_wipe(&ctx);
  cr_assert(memcmp(&ctx, &zeros, sizeof ctx) == 0);
  cr_assert_eq(kx_multi_update(&ctx, in, 2), KX_ERR_UNINITIALIZED);
  kx_multi_wipe(NULL);
}
