/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The two paths of kx_hash_many: when every message fits in one block and
 * the output too, groups of 8, 4, 2 and 1 are hashed one permutation each;
 * otherwise the scheduler refills and narrows the batch. Both must equal
 * kx_hash of each message, at the edges of the fast path as well. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

enum { MAX_MESSAGES = 40, MAX_LENGTH = 3 * 168 + 16 };

typedef struct batch {
  kx_alg alg;
  size_t n, outlen;
  const void *in[MAX_MESSAGES];
  size_t len[MAX_MESSAGES];
  uint8_t bytes[MAX_MESSAGES][MAX_LENGTH];
} batch;

static void fill(batch *b, rng *r, size_t n, size_t (*length)(size_t rate, size_t i, rng *r)) {
  b->n = n;
  for (size_t i = 0; i < n; i++) {
    b->len[i] = length(kx_rate(b->alg), i, r);
    rng_fill(r, b->bytes[i], b->len[i]);
    b->in[i] = b->bytes[i];
  }
}

static void assert_equals_one_by_one(const char *backend, const batch *b) {
  uint8_t *many = malloc(b->n * b->outlen + 1), one[MAX_LENGTH];
  cr_assert_eq(kx_hash_many(b->alg, b->n, b->in, b->len, many, b->outlen), KX_OK);
  for (size_t i = 0; i < b->n; i++) {
    cr_assert_eq(kx_hash(b->alg, b->in[i], b->len[i], one, b->outlen), KX_OK);
    cr_assert(memcmp(many + i * b->outlen, one, b->outlen) == 0, "%s: %s, %zu messages, #%zu of %zu bytes, %zu out",
              backend, kx_alg_name(b->alg), b->n, i, b->len[i], b->outlen);
  }
  free(many);
}

static size_t under_one_block(size_t rate, size_t i, rng *r) {
  (void)i;
  return (size_t)(rng_next(r) % rate);
}

static size_t one_byte_short_of_a_block(size_t rate, size_t i, rng *r) {
  (void)i, (void)r;
  return rate - 1;
}

/* Message 8 (the first of the second group) is a whole block. */
static size_t one_full_block_at_8(size_t rate, size_t i, rng *r) {
  return i == 8 ? rate : (size_t)(rng_next(r) % rate);
}

static void every_count_of_one_block_messages(const char *backend, void *unused) {
  (void)unused;
  static batch b;
  rng r = {31};
  for (size_t a = 0; a < ALG_COUNT; a++) {
    b.alg = all_algs[a];
    b.outlen = alg_output_length(b.alg, 32);
    for (size_t n = 0; n <= 19; n++) {
      fill(&b, &r, n, under_one_block);
      assert_equals_one_by_one(backend, &b);
    }
  }
}

Test(hash_many_paths, one_block_messages_of_any_count_are_grouped_by_8_4_2_and_1) {
  for_each_backend(every_count_of_one_block_messages, NULL);
}

static void fill_one_length(batch *b, rng *r, size_t n, size_t length) {
  b->n = n;
  for (size_t i = 0; i < n; i++) {
    b->len[i] = length;
    rng_fill(r, b->bytes[i], length);
    b->in[i] = b->bytes[i];
  }
}

/* Each algorithm (TurboSHAKE's 12 rounds and padding byte too) with each of
 * its output lengths: the digest, or SHAKE outputs in whole words and not
 * (those take the general way), up to one block and past it. */
static void for_each_output(void (*body)(const char *backend, batch *b, rng *r), const char *backend) {
  static batch b;
  rng r = {34};
  kx_alg algs[ALG_COUNT + 2] = {KX_TURBOSHAKE128, KX_TURBOSHAKE256};
  memcpy(algs + 2, all_algs, sizeof all_algs);
  for (size_t a = 0; a < ALG_COUNT + 2; a++) {
    b.alg = algs[a];
    size_t rate = kx_rate(b.alg), shake_lengths[] = {8, 32, 33, 64, rate, rate + 8};
    size_t outlengths = kx_digest_size(b.alg) ? 1 : sizeof shake_lengths / sizeof shake_lengths[0];
    for (size_t o = 0; o < outlengths; o++) {
      b.outlen = kx_digest_size(b.alg) ? kx_digest_size(b.alg) : shake_lengths[o];
      body(backend, &b, &r);
    }
  }
}

/* Groups of one-block messages of one length in whole words are built and
 * read in registers where the backend can: every such length, groups of 8,
 * 8, 2 and 1. */
static void every_length_in_whole_words_below_a_block(const char *backend, batch *b, rng *r) {
  for (size_t length = 0; length < kx_rate(b->alg); length += 8) {
    fill_one_length(b, r, 19, length);
    assert_equals_one_by_one(backend, b);
  }
}

static void one_block_of_one_length(const char *backend, void *unused) {
  (void)unused;
  for_each_output(every_length_in_whole_words_below_a_block, backend);
}

Test(hash_many_paths, one_block_messages_of_one_length_in_whole_words_equal_one_by_one) {
  for_each_backend(one_block_of_one_length, NULL);
}

/* Messages of one length in whole words over several blocks: whole groups
 * absorb their blocks together and finish in registers, the 3 left go
 * through the scheduler; a last block of no words (a length a multiple of
 * the rate) included. */
static void lengths_in_whole_words_over_several_blocks(const char *backend, batch *b, rng *r) {
  size_t rate = kx_rate(b->alg);
  size_t lengths[] = {rate, rate + 8, 2 * rate - 8, 2 * rate, 2 * rate + 16, 3 * rate};
  for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
    fill_one_length(b, r, 19, lengths[l]);
    assert_equals_one_by_one(backend, b);
  }
}

static void several_blocks_of_one_length(const char *backend, void *unused) {
  (void)unused;
  for_each_output(lengths_in_whole_words_over_several_blocks, backend);
}

Test(hash_many_paths, messages_of_one_length_over_several_blocks_equal_one_by_one) {
  for_each_backend(several_blocks_of_one_length, NULL);
}

static void edges_of_the_one_block_path(const char *backend, void *unused) {
  (void)unused;
  static batch b;
  rng r = {32};
  for (size_t a = 0; a < ALG_COUNT; a++) {
    b.alg = all_algs[a];
    b.outlen = kx_digest_size(b.alg) ? kx_digest_size(b.alg) : kx_rate(b.alg);
    fill(&b, &r, 11, one_byte_short_of_a_block);
    assert_equals_one_by_one(backend, &b);
    if (!kx_digest_size(b.alg)) {
      b.outlen = kx_rate(b.alg) + 1; /* one byte more than a block: the scheduler squeezes twice */
      assert_equals_one_by_one(backend, &b);
      b.outlen = 0;
      assert_equals_one_by_one(backend, &b);
    }
  }
}

Test(hash_many_paths, a_message_one_byte_short_of_a_block_and_an_output_of_one_block_stay_on_the_fast_path) {
  for_each_backend(edges_of_the_one_block_path, NULL);
}

static void one_long_message_among_short_ones(const char *backend, void *unused) {
  (void)unused;
  static batch b;
  rng r = {33};
  for (size_t a = 0; a < ALG_COUNT; a++) {
    b.alg = all_algs[a];
    b.outlen = alg_output_length(b.alg, 32);
    fill(&b, &r, 13, one_full_block_at_8);
    assert_equals_one_by_one(backend, &b);
  }
}

Test(hash_many_paths, one_full_block_among_short_messages_sends_the_batch_to_the_scheduler) {
  for_each_backend(one_long_message_among_short_ones, NULL);
}
