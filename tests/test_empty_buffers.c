/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The header's rule "a NULL pointer with a zero length is an empty buffer, not
 * an error", for every entry point that takes a buffer, with every backend this
 * CPU runs. Under clang's UBSan (the ubsan preset) these also show that no
 * arithmetic is done on those NULL pointers. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

enum { MESSAGES = 9 }; /* more than the widest batch, so every batch path runs */

static void hash_of_null_equals_hash_of_empty(const char *backend, void *arg) {
  (void)arg;
  for (size_t a = 0; a < ALG_COUNT; a++) {
    size_t outlen = alg_output_length(all_algs[a], 32);
    uint8_t from_null[64], from_empty[64];
    cr_assert_eq(kx_hash(all_algs[a], NULL, 0, from_null, outlen), KX_OK, "%s", backend);
    cr_assert_eq(kx_hash(all_algs[a], "", 0, from_empty, outlen), KX_OK, "%s", backend);
    cr_assert(memcmp(from_null, from_empty, outlen) == 0, "%s", backend);
  }
}

Test(empty_buffers, kx_hash_reads_null_of_length_0_as_the_empty_message) {
  for_each_backend(hash_of_null_equals_hash_of_empty, NULL);
}

static void shake_of_no_output(const char *backend, void *arg) {
  (void)arg;
  cr_assert_eq(kx_hash(KX_SHAKE128, NULL, 0, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_hash(KX_SHAKE256, "abc", 3, NULL, 0), KX_OK, "%s", backend);
}

Test(empty_buffers, kx_hash_writes_nothing_to_null_of_length_0) { for_each_backend(shake_of_no_output, NULL); }

static void keccak256_of_null(const char *backend, void *arg) {
  (void)arg;
  uint8_t from_null[32], from_empty[32];
  cr_assert_eq(kx_keccak256(NULL, 0, from_null), KX_OK, "%s", backend);
  cr_assert_eq(kx_keccak256("", 0, from_empty), KX_OK, "%s", backend);
  cr_assert(memcmp(from_null, from_empty, 32) == 0, "%s", backend);
}

Test(empty_buffers, kx_keccak256_reads_null_of_length_0_as_the_empty_message) {
  for_each_backend(keccak256_of_null, NULL);
}

static void streaming_with_null(const char *backend, void *arg) {
  (void)arg;
  uint8_t streamed[32], one_shot[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE128);
  cr_assert_eq(kx_update(&ctx, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_update(&ctx, "abc", 3), KX_OK, "%s", backend);
  cr_assert_eq(kx_update(&ctx, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_final(&ctx, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_squeeze(&ctx, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_squeeze(&ctx, streamed, 32), KX_OK, "%s", backend);
  cr_assert_eq(kx_squeeze(&ctx, NULL, 0), KX_OK, "%s", backend);
  kx_hash(KX_SHAKE128, "abc", 3, one_shot, 32);
  cr_assert(memcmp(streamed, one_shot, 32) == 0, "%s", backend);
}

Test(empty_buffers, streaming_takes_null_of_length_0_in_update_final_and_squeeze) {
  for_each_backend(streaming_with_null, NULL);
}

static void squeeze_before_final_with_null(const char *backend, void *arg) {
  (void)arg;
  uint8_t streamed[32], one_shot[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE256);
  cr_assert_eq(kx_squeeze(&ctx, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_squeeze(&ctx, streamed, 32), KX_OK, "%s", backend);
  kx_hash(KX_SHAKE256, NULL, 0, one_shot, 32);
  cr_assert(memcmp(streamed, one_shot, 32) == 0, "%s", backend);
}

Test(empty_buffers, squeezing_null_of_length_0_first_ends_the_input) {
  for_each_backend(squeeze_before_final_with_null, NULL);
}

static void many_null_messages(const char *backend, void *arg) {
  (void)arg;
  const void *in[MESSAGES] = {NULL};
  size_t inlen[MESSAGES] = {0};
  for (size_t a = 0; a < ALG_COUNT; a++) {
    size_t outlen = alg_output_length(all_algs[a], 32);
    uint8_t out[MESSAGES * 64], empty[64];
    cr_assert_eq(kx_hash_many(all_algs[a], MESSAGES, in, inlen, out, outlen), KX_OK, "%s", backend);
    kx_hash(all_algs[a], "", 0, empty, outlen);
    for (size_t i = 0; i < MESSAGES; i++)
      cr_assert(memcmp(out + i * outlen, empty, outlen) == 0, "%s, message %zu", backend, i);
  }
}

Test(empty_buffers, kx_hash_many_reads_null_messages_of_length_0_as_empty) {
  for_each_backend(many_null_messages, NULL);
}

static void many_shake_without_output(const char *backend, void *arg) {
  (void)arg;
  static const uint8_t long_message[400];
  const void *in[MESSAGES] = {NULL, "a", long_message, NULL, "bc", long_message, "d", NULL, long_message};
  size_t inlen[MESSAGES] = {0, 1, sizeof long_message, 0, 2, 200, 1, 0, 169};
  cr_assert_eq(kx_hash_many(KX_SHAKE128, MESSAGES, in, inlen, NULL, 0), KX_OK, "%s", backend);
  cr_assert_eq(kx_hash_many(KX_SHAKE256, 1, in, inlen, NULL, 0), KX_OK, "%s", backend);
}

Test(empty_buffers, kx_hash_many_writes_nothing_to_null_of_length_0) {
  for_each_backend(many_shake_without_output, NULL);
}

Test(empty_buffers, kx_hash_many_of_no_messages_takes_null_everywhere) {
  cr_assert_eq(kx_hash_many(KX_SHA3_256, 0, NULL, NULL, NULL, 32), KX_OK);
  cr_assert_eq(kx_hash_many(KX_SHAKE128, 0, NULL, NULL, NULL, 0), KX_OK);
}

Test(empty_buffers, listing_backends_takes_null_of_capacity_0) {
  cr_assert_geq(kx_backends(NULL, 0), 1);
  cr_assert_geq(kx_backends_built(NULL, 0), 1);
}
