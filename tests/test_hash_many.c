/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_hash_many equals hashing each message on its own, whatever the count,
 * the mix of lengths, the algorithm or the output length. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

enum { MAX_MESSAGES = 300, MAX_LENGTH = 400, XOF_LENGTH = 200 };

typedef struct messages {
  size_t n;
  const void *in[MAX_MESSAGES];
  size_t len[MAX_MESSAGES];
  uint8_t bytes[MAX_MESSAGES][MAX_LENGTH];
} messages;

/* Mixed lengths: short ones, boundary ones and the occasional long one. */
static void make_messages(messages *m, size_t n, rng *r) {
  size_t boundaries[31], nb = boundary_lengths(boundaries);
  m->n = n;
  for (size_t i = 0; i < n; i++) {
    uint64_t pick = rng_next(r);
    m->len[i] = pick % 3 == 0 ? boundaries[pick / 3 % nb] : pick % 3 == 1 ? pick / 3 % 65 : pick / 3 % MAX_LENGTH;
    rng_fill(r, m->bytes[i], m->len[i]);
    m->in[i] = m->bytes[i];
  }
}

static void check_against_one_by_one(const char *backend, kx_alg alg, const messages *m, size_t outlen) {
  uint8_t *many = malloc(m->n * outlen + 1), one[XOF_LENGTH];
  cr_assert_eq(kx_hash_many(alg, m->n, m->in, m->len, many, outlen), KX_OK);
  for (size_t i = 0; i < m->n; i++) {
    cr_assert_eq(kx_hash(alg, m->in[i], m->len[i], one, outlen), KX_OK);
    cr_assert(memcmp(many + i * outlen, one, outlen) == 0, "%s: %s, %zu messages, #%zu (%zu bytes)",
              backend, kx_alg_name(alg), m->n, i, m->len[i]);
  }
  free(many);
}

static void counts_0_to_17(const char *backend, void *unused) {
  (void)unused;
  static messages m;
  rng r = {17};
  for (size_t a = 0; a < ALG_COUNT; a++)
    for (size_t n = 0; n <= 17; n++) {
      make_messages(&m, n, &r);
      check_against_one_by_one(backend, all_algs[a], &m, alg_output_length(all_algs[a], 64));
    }
}

Test(hash_many, equals_one_by_one_for_0_to_17_messages_of_mixed_lengths) {
  for_each_backend(counts_0_to_17, NULL);
}

static void many_messages(const char *backend, void *unused) {
  (void)unused;
  static messages m;
  rng r = {18};
  make_messages(&m, MAX_MESSAGES, &r);
  check_against_one_by_one(backend, KX_KECCAK_256, &m, 32);
  check_against_one_by_one(backend, KX_SHAKE128, &m, 16);
}

Test(hash_many, equals_one_by_one_for_hundreds_of_messages) { for_each_backend(many_messages, NULL); }

static void long_xof_outputs(const char *backend, void *unused) {
  (void)unused;
  static messages m;
  rng r = {19};
  static const size_t outlens[] = {0, 1, 167, 168, 169, XOF_LENGTH};
  for (size_t k = 0; k < 6; k++) {
    make_messages(&m, 11, &r);
    check_against_one_by_one(backend, KX_SHAKE128, &m, outlens[k]);
    check_against_one_by_one(backend, KX_SHAKE256, &m, outlens[k]);
  }
}

Test(hash_many, shake_outputs_of_any_length_equal_one_by_one) { for_each_backend(long_xof_outputs, NULL); }

Test(hash_many, a_null_message_of_length_zero_is_the_empty_message) {
  const void *in[2] = {NULL, "abc"};
  size_t len[2] = {0, 3};
  uint8_t out[64], want[32];
  cr_assert_eq(kx_hash_many(KX_KECCAK_256, 2, in, len, out, 32), KX_OK);
  kx_keccak256(NULL, 0, want);
  cr_assert(memcmp(out, want, 32) == 0);
  kx_keccak256("abc", 3, want);
  cr_assert(memcmp(out + 32, want, 32) == 0);
}

Test(hash_many, zero_messages_touch_nothing_and_succeed) {
  cr_assert_eq(kx_hash_many(KX_SHA3_256, 0, NULL, NULL, NULL, 32), KX_OK);
}
