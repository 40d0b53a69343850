/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_multi_squeeze_pair: two contexts squeezed together give what two
 * kx_multi_squeeze calls give (AVX-512 runs ML-KEM-768's eight streams and
 * ninth in one kernel), on every backend; and its bad input. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

enum { SEED = 34, MAX_OUTPUT = 6 * 168 + 9 };

/* One context of n streams of alg with seeds of SEED bytes, and what each
 * stream must give. */
typedef struct side {
  kx_alg alg;
  unsigned n;
  kx_multi_ctx ctx;
  uint8_t seed[KX_MULTI_MAX][SEED];
  uint8_t want[KX_MULTI_MAX][MAX_OUTPUT];
  uint8_t got[KX_MULTI_MAX][MAX_OUTPUT];
} side;

static void start(side *s, kx_alg alg, unsigned n, rng *r) {
  const void *in[KX_MULTI_MAX];
  s->alg = alg, s->n = n;
  rng_fill(r, s->seed, sizeof s->seed);
  memset(s->got, 0, sizeof s->got);
  for (unsigned i = 0; i < n; i++) {
    in[i] = s->seed[i];
    cr_assert_eq(kx_hash(alg, s->seed[i], SEED, s->want[i], MAX_OUTPUT), KX_OK);
  }
  cr_assert_eq(kx_multi_init(&s->ctx, alg, n), KX_OK);
  cr_assert_eq(kx_multi_update(&s->ctx, in, SEED), KX_OK);
}

static void outputs_at(side *s, size_t done, void *out[KX_MULTI_MAX]) {
  for (unsigned i = 0; i < s->n; i++) out[i] = s->got[i] + done;
}

static void check(const side *s, const char *backend, const char *which, size_t len) {
  for (unsigned i = 0; i < s->n; i++)
    cr_assert(memcmp(s->got[i], s->want[i], len) == 0, "%s: %s side, %s, n = %u: stream %u", backend, which,
              kx_alg_name(s->alg), s->n, i);
}

/* Squeezes of whole blocks, of parts of blocks and of nothing, in turn. */
static void squeezed_in_pairs(const char *backend, void *unused) {
  (void)unused;
  static side first, second;
  static const struct {
    kx_alg first_alg, second_alg;
    unsigned first_n, second_n;
  } pairs[] = {
      {KX_SHAKE128, KX_SHAKE128, 8, 1}, {KX_SHAKE128, KX_SHAKE128, 1, 8}, {KX_SHAKE256, KX_SHAKE256, 8, 1},
      {KX_TURBOSHAKE128, KX_TURBOSHAKE128, 8, 1}, {KX_SHAKE128, KX_SHAKE256, 8, 1}, {KX_SHAKE128, KX_SHAKE128, 8, 8},
      {KX_SHAKE128, KX_SHAKE128, 1, 1}, {KX_SHAKE128, KX_SHAKE128, 3, 5}, {KX_SHAKE128, KX_SHAKE128, 7, 1},
  };
  rng r = {203};
  for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
    start(&first, pairs[p].first_alg, pairs[p].first_n, &r);
    start(&second, pairs[p].second_alg, pairs[p].second_n, &r);
    size_t rate = kx_rate(pairs[p].first_alg);
    const size_t lengths[] = {3 * rate, rate, 0, 1, rate - 1, rate, 5};
    size_t done = 0;
    for (size_t k = 0; k < sizeof lengths / sizeof lengths[0] && done + lengths[k] <= MAX_OUTPUT; k++) {
      void *first_out[KX_MULTI_MAX], *second_out[KX_MULTI_MAX];
      outputs_at(&first, done, first_out);
      outputs_at(&second, done, second_out);
      cr_assert_eq(kx_multi_squeeze_pair(&first.ctx, first_out, &second.ctx, second_out, lengths[k]), KX_OK);
      done += lengths[k];
    }
    check(&first, backend, "first", done);
    check(&second, backend, "second", done);
  }
}

Test(multi_pair, squeezing_two_contexts_together_gives_what_squeezing_each_gives) {
  for_each_backend(squeezed_in_pairs, NULL);
}

/* ML-KEM-768's matrix as the getting-started page samples it: 8 and 1
 * streams, three blocks and then one at a time, with nothing written around
 * any output. */
enum { GUARD = 64, GUARD_BYTE = 0x5A };

static void squeezed_between_guards(const char *backend, void *unused) {
  (void)unused;
  static uint8_t buffers[9][GUARD + 5 * 168 + GUARD];
  static side eight, one;
  rng r = {207};
  start(&eight, KX_SHAKE128, 8, &r);
  start(&one, KX_SHAKE128, 1, &r);
  memset(buffers, GUARD_BYTE, sizeof buffers);
  for (size_t done = 0, blocks = 3; done < 5 * 168; done += blocks * 168, blocks = 1) {
    void *eight_out[KX_MULTI_MAX], *one_out[1] = {buffers[8] + GUARD + done};
    for (unsigned i = 0; i < 8; i++) eight_out[i] = buffers[i] + GUARD + done;
    cr_assert_eq(kx_multi_squeeze_pair(&eight.ctx, eight_out, &one.ctx, one_out, blocks * 168), KX_OK);
  }
  for (unsigned i = 0; i < 9; i++) {
    const uint8_t *want = i < 8 ? eight.want[i] : one.want[0];
    cr_assert_arr_eq(buffers[i] + GUARD, want, 5 * 168, "%s: stream %u", backend, i);
    for (size_t at = 0; at < GUARD; at++) {
      cr_assert_eq(buffers[i][at], GUARD_BYTE, "%s: stream %u: byte %zu before it written", backend, i, GUARD - at);
      cr_assert_eq(buffers[i][GUARD + 5 * 168 + at], GUARD_BYTE, "%s: stream %u: byte %zu past it written", backend,
                   i, at);
    }
  }
}

Test(multi_pair, the_nine_streams_of_ml_kem_768_write_their_blocks_and_nothing_around_them) {
  for_each_backend(squeezed_between_guards, NULL);
}

/* ---- bad input: an error code, and neither context nor any output changes ---- */

static side first, second;

static void expect_refused(kx_multi_ctx *a, void *const a_out[], kx_multi_ctx *b, void *const b_out[], size_t len,
                           int error) {
  kx_multi_ctx a_before = first.ctx, b_before = second.ctx;
  uint8_t first_before[KX_MULTI_MAX][MAX_OUTPUT], second_before[KX_MULTI_MAX][MAX_OUTPUT];
  memcpy(first_before, first.got, sizeof first_before);
  memcpy(second_before, second.got, sizeof second_before);
  cr_assert_eq(kx_multi_squeeze_pair(a, a_out, b, b_out, len), error);
  cr_assert_arr_eq(&first.ctx, &a_before, sizeof a_before, "the first context changed");
  cr_assert_arr_eq(&second.ctx, &b_before, sizeof b_before, "the second context changed");
  cr_assert_arr_eq(first.got, first_before, sizeof first_before, "a first output was written");
  cr_assert_arr_eq(second.got, second_before, sizeof second_before, "a second output was written");
}

/* 8 and 1 SHAKE128 streams absorbed, and pointers to their outputs. */
static void start_both(void *first_out[KX_MULTI_MAX], void *second_out[KX_MULTI_MAX]) {
  rng r = {211};
  start(&first, KX_SHAKE128, 8, &r);
  start(&second, KX_SHAKE128, 1, &r);
  outputs_at(&first, 0, first_out);
  outputs_at(&second, 0, second_out);
}

Test(multi_pair, one_context_given_twice_is_a_bad_parameter) {
  void *first_out[KX_MULTI_MAX], *second_out[KX_MULTI_MAX];
  start_both(first_out, second_out);
  expect_refused(&first.ctx, first_out, &first.ctx, first_out, 168, KX_ERR_BAD_PARAMETER);
}

Test(multi_pair, a_fixed_size_hash_on_either_side_cannot_squeeze) {
  void *first_out[KX_MULTI_MAX], *second_out[KX_MULTI_MAX];
  start_both(first_out, second_out);
  cr_assert_eq(kx_multi_init(&second.ctx, KX_SHA3_256, 1), KX_OK);
  expect_refused(&first.ctx, first_out, &second.ctx, second_out, 168, KX_ERR_NOT_XOF);
  expect_refused(&second.ctx, second_out, &first.ctx, first_out, 168, KX_ERR_NOT_XOF);
}

Test(multi_pair, a_null_output_on_either_side_is_refused) {
  void *first_out[KX_MULTI_MAX], *second_out[KX_MULTI_MAX];
  start_both(first_out, second_out);
  first_out[7] = NULL;
  expect_refused(&first.ctx, first_out, &second.ctx, second_out, 168, KX_ERR_NULL_POINTER);
  outputs_at(&first, 0, first_out);
  expect_refused(&first.ctx, first_out, &second.ctx, NULL, 168, KX_ERR_NULL_POINTER);
}

Test(multi_pair, a_null_or_uninitialized_context_on_either_side_is_refused) {
  void *first_out[KX_MULTI_MAX], *second_out[KX_MULTI_MAX];
  kx_multi_ctx never_started;
  memset(&never_started, 0, sizeof never_started);
  start_both(first_out, second_out);
  expect_refused(NULL, first_out, &second.ctx, second_out, 168, KX_ERR_NULL_POINTER);
  expect_refused(&first.ctx, first_out, NULL, second_out, 168, KX_ERR_NULL_POINTER);
  expect_refused(&first.ctx, first_out, &never_started, second_out, 168, KX_ERR_UNINITIALIZED);
  expect_refused(&never_started, first_out, &second.ctx, second_out, 168, KX_ERR_UNINITIALIZED);
}
