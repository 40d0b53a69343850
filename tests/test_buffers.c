/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Buffers as callers really pass them: at odd addresses, of odd lengths, an
 * output written over its own input, and messages and outputs that end where
 * the mapped memory does. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

static void odd_addresses(const char *backend, void *unused) {
  (void)unused;
  rng r = {77};
  static uint8_t storage[8 + 400], out_storage[8 + 200];
  uint8_t aligned[400], want[200];
  rng_fill(&r, aligned, sizeof aligned);
  for (size_t a = 0; a < ALG_COUNT; a++) {
    size_t outlen = alg_output_length(all_algs[a], 137);
    for (size_t offset = 1; offset < 8; offset++) {
      size_t len = sizeof aligned - offset;
      uint8_t *in = storage + offset, *out = out_storage + offset;
      memcpy(in, aligned, len);
      kx_hash(all_algs[a], aligned, len, want, outlen);
      cr_assert_eq(kx_hash(all_algs[a], in, len, out, outlen), KX_OK);
      cr_assert(memcmp(out, want, outlen) == 0, "%s: %s, input and output at offset %zu", backend,
                kx_alg_name(all_algs[a]), offset);
      kx_ctx ctx;
      kx_init(&ctx, all_algs[a]);
      kx_update(&ctx, in, 3);
      kx_update(&ctx, in + 3, len - 3);
      cr_assert_eq(kx_final(&ctx, out, outlen), KX_OK);
      cr_assert(memcmp(out, want, outlen) == 0, "%s: %s streamed at offset %zu", backend,
                kx_alg_name(all_algs[a]), offset);
    }
  }
}

Test(buffers, data_at_odd_addresses_hashes_like_aligned_data) { for_each_backend(odd_addresses, NULL); }

Test(buffers, the_output_may_overwrite_the_input) {
  uint8_t buffer[300], want[300];
  for (size_t i = 0; i < sizeof buffer; i++) buffer[i] = (uint8_t)i;
  kx_hash(KX_SHAKE256, buffer, 200, want, 300);
  cr_assert_eq(kx_hash(KX_SHAKE256, buffer, 200, buffer, 300), KX_OK);
  cr_assert(memcmp(buffer, want, 300) == 0);
  for (size_t i = 0; i < 32; i++) buffer[i] = (uint8_t)i;
  kx_keccak256(buffer, 32, want);
  cr_assert_eq(kx_keccak256(buffer, 32, buffer), KX_OK);
  cr_assert(memcmp(buffer, want, 32) == 0);
}

Test(buffers, hash_many_takes_messages_at_odd_addresses_and_writes_to_an_odd_one) {
  enum { MESSAGES = 201 }; /* the messages end before byte 201, where the output starts */
  static uint8_t storage[MESSAGES + 9 * 64];
  const void *in[9];
  size_t len[9];
  uint8_t one[64];
  for (size_t i = 0; i < MESSAGES; i++) storage[i] = (uint8_t)(i * 29);
  for (size_t i = 0; i < 9; i++) in[i] = storage + 1 + 7 * i, len[i] = 5 + 11 * i;
  uint8_t *out = storage + MESSAGES;
  cr_assert_eq(kx_hash_many(KX_SHA3_512, 9, in, len, out, 64), KX_OK);
  for (size_t i = 0; i < 9; i++) {
    kx_hash(KX_SHA3_512, in[i], len[i], one, 64);
    cr_assert(memcmp(out + 64 * i, one, 64) == 0, "message %zu", i);
  }
}

static void messages_and_digests_at_the_edge(const char *backend, void *unused) {
  (void)unused;
  enum { MESSAGES = 16 };
  fenced in_pages = map_fenced(), out_pages = map_fenced();
  for (size_t length = 0; length <= 128; length += 8) {
    for (size_t a = 0; a < ALG_COUNT; a++) {
      size_t outlen = alg_output_length(all_algs[a], 64);
      if (length >= kx_rate(all_algs[a]) || outlen * MESSAGES > out_pages.page) continue;
      const uint8_t *message = in_pages.edge - length;
      memset(in_pages.edge - length, (int)length, length);
      const void *in[MESSAGES];
      size_t inlen[MESSAGES];
      for (size_t i = 0; i < MESSAGES; i++) in[i] = message, inlen[i] = length;
      uint8_t *out = out_pages.edge - outlen * MESSAGES, one[64];
      cr_assert_eq(kx_hash_many(all_algs[a], MESSAGES, in, inlen, out, outlen), KX_OK);
      kx_hash(all_algs[a], message, length, one, outlen);
      for (size_t i = 0; i < MESSAGES; i++)
        cr_assert(memcmp(out + i * outlen, one, outlen) == 0, "%s: %s, %zu bytes, message %zu", backend,
                  kx_alg_name(all_algs[a]), length, i);
    }
  }
  unmap_fenced(in_pages);
  unmap_fenced(out_pages);
}

Test(buffers, hash_many_touches_no_byte_past_its_messages_or_its_output) {
  for_each_backend(messages_and_digests_at_the_edge, NULL);
}

/* Whole blocks squeezed from every stream, each output ending at an unmapped
 * page: the squeeze kernels' masked stores touch nothing past the last lane. */
static void squeezed_blocks_at_the_edge(const char *backend, void *unused) {
  (void)unused;
  static const kx_alg xofs[] = {KX_SHAKE128, KX_SHAKE256};
  const uint8_t seed[34] = {7};
  fenced pages[KX_MULTI_MAX];
  for (unsigned i = 0; i < KX_MULTI_MAX; i++) pages[i] = map_fenced();
  for (size_t a = 0; a < 2; a++) {
    size_t rate = kx_rate(xofs[a]);
    uint8_t want[3 * 168];
    kx_hash(xofs[a], seed, sizeof seed, want, 3 * rate);
    for (unsigned n = 1; n <= KX_MULTI_MAX; n++) {
      kx_multi_ctx ctx;
      const void *in[KX_MULTI_MAX];
      void *out[KX_MULTI_MAX];
      for (unsigned i = 0; i < n; i++) in[i] = seed, out[i] = pages[i].edge - 3 * rate;
      cr_assert_eq(kx_multi_init(&ctx, xofs[a], n), KX_OK);
      cr_assert_eq(kx_multi_update(&ctx, in, sizeof seed), KX_OK);
      cr_assert_eq(kx_multi_squeeze(&ctx, out, 3 * rate), KX_OK);
      for (unsigned i = 0; i < n; i++)
        cr_assert(memcmp(out[i], want, 3 * rate) == 0, "%s: %s, n = %u, stream %u", backend,
                  kx_alg_name(xofs[a]), n, i);
    }
  }
  for (unsigned i = 0; i < KX_MULTI_MAX; i++) unmap_fenced(pages[i]);
}

Test(buffers, multi_squeeze_touches_no_byte_past_its_outputs) {
  for_each_backend(squeezed_blocks_at_the_edge, NULL);
}
