/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Every error of the contract in include/keccakx.h: a code, a message, and
 * nothing written. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static const uint8_t untouched = 0xa5;

static int is_untouched(const uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (out[i] != untouched) return 0;
  return 1;
}

Test(errors, hash_of_null_with_nonzero_length_is_refused) {
  uint8_t out[32];
  memset(out, untouched, sizeof out);
  cr_assert_eq(kx_hash(KX_SHA3_256, NULL, 1, out, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_keccak256(NULL, 5, out), KX_ERR_NULL_POINTER);
  cr_assert(is_untouched(out, sizeof out));
}

Test(errors, hash_of_null_with_zero_length_is_the_empty_message) {
  uint8_t a[32], b[32];
  cr_assert_eq(kx_hash(KX_SHA3_256, NULL, 0, a, 32), KX_OK);
  cr_assert_eq(kx_hash(KX_SHA3_256, "", 0, b, 32), KX_OK);
  cr_assert(memcmp(a, b, 32) == 0);
  cr_assert_eq(kx_keccak256(NULL, 0, a), KX_OK);
}

Test(errors, hash_into_null_output_is_refused) {
  cr_assert_eq(kx_hash(KX_SHA3_256, "abc", 3, NULL, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_keccak256("abc", 3, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_hash(KX_SHAKE128, "abc", 3, NULL, 0), KX_OK);
}

Test(errors, unknown_algorithms_are_refused) {
  uint8_t out[64];
  kx_ctx ctx;
  cr_assert_eq(kx_hash((kx_alg)0, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_hash((kx_alg)29, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_hash((kx_alg)-1, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init(&ctx, (kx_alg)29), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_UNINITIALIZED, "a failed init leaves the context unusable");
  cr_assert_eq(kx_hash_many((kx_alg)42, 0, NULL, NULL, NULL, 0), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_digest_size((kx_alg)29), 0);
  cr_assert_eq(kx_rate((kx_alg)0), 0);
  cr_assert_null(kx_alg_name((kx_alg)29));
}

Test(errors, a_digest_length_other_than_the_digest_size_is_refused) {
  uint8_t out[65];
  kx_ctx ctx;
  memset(out, untouched, sizeof out);
  cr_assert_eq(kx_hash(KX_SHA3_256, "abc", 3, out, 31), KX_ERR_BAD_LENGTH);
  cr_assert_eq(kx_hash(KX_KECCAK_512, "abc", 3, out, 65), KX_ERR_BAD_LENGTH);
  kx_init(&ctx, KX_SHA3_224);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_ERR_BAD_LENGTH);
  cr_assert(is_untouched(out, sizeof out));
  cr_assert_eq(kx_final(&ctx, out, 28), KX_OK, "a refused final leaves the context usable");
}

Test(errors, update_and_final_after_final_are_refused) {
  uint8_t out[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_KECCAK_256);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_OK);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_FINALIZED);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_ERR_FINALIZED);
}

Test(errors, update_and_final_after_shake_output_began_are_refused) {
  uint8_t out[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE128);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_OK);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_FINALIZED);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_ERR_FINALIZED);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_OK);
}

Test(errors, squeeze_on_a_fixed_size_hash_is_refused) {
  uint8_t out[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHA3_256);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_ERR_NOT_XOF);
  kx_final(&ctx, out, 32);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_ERR_NOT_XOF);
}

Test(errors, streaming_calls_on_null_contexts_are_refused) {
  uint8_t out[32];
  cr_assert_eq(kx_init(NULL, KX_SHA3_256), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_update(NULL, "a", 1), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_final(NULL, out, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_squeeze(NULL, out, 32), KX_ERR_NULL_POINTER);
  kx_wipe(NULL);
}

Test(errors, streaming_with_null_data_of_nonzero_length_is_refused) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE256);
  cr_assert_eq(kx_update(&ctx, NULL, 3), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_final(&ctx, NULL, 3), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_squeeze(&ctx, NULL, 3), KX_ERR_NULL_POINTER);
}

Test(errors, a_context_never_initialized_is_refused) {
  kx_ctx ctx;
  uint8_t out[32];
  memset(&ctx, 0, sizeof ctx);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_final(&ctx, out, 32), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_ERR_UNINITIALIZED);
}

Test(errors, rounds_0_and_25_are_refused_and_leave_the_state_unchanged) {
  uint64_t s[8][25] = {{1}}, before[8][25];
  memcpy(before, s, sizeof s);
  cr_assert_eq(kx_permute(s[0], 0), KX_ERR_BAD_ROUNDS);
  cr_assert_eq(kx_permute(s[0], 25), KX_ERR_BAD_ROUNDS);
  cr_assert_eq(kx_permute_x2(s, 0), KX_ERR_BAD_ROUNDS);
  cr_assert_eq(kx_permute_x4(s, 25), KX_ERR_BAD_ROUNDS);
  cr_assert_eq(kx_permute_x8(s, 100), KX_ERR_BAD_ROUNDS);
  cr_assert(memcmp(s, before, sizeof s) == 0);
  cr_assert_eq(kx_permute(NULL, 24), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_permute_x8(NULL, 24), KX_ERR_NULL_POINTER);
}

Test(errors, unknown_backends_are_refused_and_the_choice_kept) {
  const char *before = kx_backend(1);
  cr_assert_eq(kx_use_backend("no-such-backend"), KX_ERR_UNKNOWN_BACKEND);
  cr_assert_eq(kx_use_backend(""), KX_ERR_UNKNOWN_BACKEND);
  cr_assert_eq(kx_use_backend(NULL), KX_ERR_NULL_POINTER);
  cr_assert_str_eq(kx_backend(1), before);
}

Test(errors, hash_many_checks_every_pointer_before_writing) {
  const void *in[3] = {"a", NULL, "c"};
  size_t len[3] = {1, 1, 1};
  uint8_t out[96];
  memset(out, untouched, sizeof out);
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 3, in, len, out, 32), KX_ERR_NULL_POINTER);
  cr_assert(is_untouched(out, sizeof out));
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 3, NULL, len, out, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 3, in, NULL, out, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 3, in, len, NULL, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 3, in, len, out, 31), KX_ERR_BAD_LENGTH);
}

Test(errors, hash_many_refuses_an_output_size_that_overflows) {
  const void *in[1] = {"a"};
  size_t len[1] = {1};
  uint8_t out[1];
  cr_assert_eq(kx_hash_many(KX_SHAKE128, (size_t)-1 / 2, in, len, out, 4), KX_ERR_BAD_LENGTH);
}

Test(errors, every_code_has_its_own_message) {
  static const int codes[] = {KX_OK, KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_LENGTH,
                              KX_ERR_FINALIZED, KX_ERR_NOT_XOF, KX_ERR_UNKNOWN_BACKEND,
                              KX_ERR_UNSUPPORTED_BACKEND, KX_ERR_BAD_ROUNDS, KX_ERR_UNINITIALIZED,
                              KX_ERR_BAD_STATE, KX_ERR_BAD_PARAMETER, KX_ERR_OUT_OF_MEMORY, KX_ERR_NULL_TRIE,
                              KX_ERR_TRIE_KEY_ORDER, KX_ERR_TRIE_KEY_REPEATED, KX_ERR_TRIE_EMPTY_VALUE};
  const char *unknown = kx_strerror(12345);
  cr_assert_str_eq(unknown, "unknown error code");
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    cr_assert_not_null(kx_strerror(codes[i]));
    cr_assert_str_neq(kx_strerror(codes[i]), unknown);
    for (size_t k = 0; k < i; k++) cr_assert_str_neq(kx_strerror(codes[i]), kx_strerror(codes[k]));
  }
}
