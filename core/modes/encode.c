/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The integer and string encodings of NIST SP 800-185 (left_encode,
 * right_encode, encode_string, bytepad) and RFC 9861 (length_encode). */
#include <string.h>

#include "encode.h"

/* x << shift (shift < 8, for lengths in bits) as 9 big-endian bytes; returns
 * how many of them are significant (0 for zero). */
static size_t big_endian(uint8_t be[9], uint64_t x, unsigned shift) {
  be[0] = shift ? (uint8_t)(x >> (64 - shift)) : 0;
  uint64_t low = x << shift;
  for (int i = 0; i < 8; i++) be[8 - i] = (uint8_t)(low >> (8 * i));
  size_t n = 9;
  while (n && be[9 - n] == 0) n--;
  return n;
}

static size_t left_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x, unsigned shift) {
  uint8_t be[9];
  size_t n = big_endian(be, x, shift);
  if (!n) n = 1; /* zero is one digit 0 */
  out[0] = (uint8_t)n;
  memcpy(out + 1, be + 9 - n, n);
  return n + 1;
}

/* The digits (at least `least` of them), then their count. */
static size_t digits_then_count(uint8_t out[KX_ENCODE_MAX], uint64_t x, unsigned shift, size_t least) {
  uint8_t be[9];
  size_t n = big_endian(be, x, shift);
  if (n < least) n = least;
  memcpy(out, be + 9 - n, n);
  out[n] = (uint8_t)n;
  return n + 1;
}

size_t kx_left_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x) { return left_encode(out, x, 0); }

size_t kx_right_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x) { return digits_then_count(out, x, 0, 1); }

size_t kx_right_encode_bits(uint8_t out[KX_ENCODE_MAX], uint64_t bytes) {
  return digits_then_count(out, bytes, 3, 1);
}

size_t kx_length_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x) { return digits_then_count(out, x, 0, 0); }

void kx_absorb_encoded_string(const kx_dispatch *d, kx_context *s, const uint8_t *str, size_t len) {
  uint8_t length[KX_ENCODE_MAX];
  kx_sponge_absorb(d, s, length, left_encode(length, len, 3));
  kx_sponge_absorb(d, s, str, len);
}

void kx_absorb_bytepad_start(const kx_dispatch *d, kx_context *s) {
  uint8_t rate[KX_ENCODE_MAX];
  kx_sponge_absorb(d, s, rate, kx_left_encode(rate, s->rate));
}

/* Zeros up to the end of the block: only the permutation they would lead to. */
void kx_absorb_bytepad_end(const kx_dispatch *d, kx_context *s) {
  static const uint8_t zeros[200];
  if (s->pos) kx_sponge_absorb(d, s, zeros, (size_t)(s->rate - s->pos));
}
