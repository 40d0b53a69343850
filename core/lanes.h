/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Moving bytes in and out of canonical lanes: byte j of a block is byte
 * j mod 8 (little-endian) of lane j / 8, whatever the host byte order. */
#ifndef KX_LANES_H
#define KX_LANES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define KX_LITTLE_ENDIAN 1
#else
#define KX_LITTLE_ENDIAN 0
#endif

static inline uint64_t kx_load64_le(const uint8_t *p) {
#if KX_LITTLE_ENDIAN
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
#else
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
  return v;
#endif
}

static inline void kx_store64_le(uint8_t *p, uint64_t v) {
#if KX_LITTLE_ENDIAN
  memcpy(p, &v, 8);
#else
  for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

/* XORs whole lanes: in[0 .. 8 * lanes) into s[0 .. lanes). */
static inline void kx_xor_lanes(uint64_t *s, const uint8_t *in, size_t lanes) {
  for (size_t i = 0; i < lanes; i++) s[i] ^= kx_load64_le(in + 8 * i);
}

/* The lane value holding `byte` at block offset `at`, zeros elsewhere. */
static inline uint64_t kx_byte_in_lane(uint8_t byte, size_t at) { return (uint64_t)byte << (8 * (at % 8)); }

/* XORs one byte at block offset `at`. */
static inline void kx_xor_byte(uint64_t *s, size_t at, uint8_t byte) { s[at / 8] ^= kx_byte_in_lane(byte, at); }

/* XORs len bytes into the block starting at byte offset `at`. */
static inline void kx_xor_bytes(uint64_t *s, size_t at, const uint8_t *in, size_t len) {
  while (len && at % 8) kx_xor_byte(s, at++, *in++), len--;
  kx_xor_lanes(s + at / 8, in, len / 8);
  at += len / 8 * 8, in += len / 8 * 8, len %= 8;
  while (len--) kx_xor_byte(s, at++, *in++);
}

/* Copies len bytes of the block, starting at byte offset `at`, to out. */
static inline void kx_extract_bytes(const uint64_t *s, size_t at, uint8_t *out, size_t len) {
  while (len && at % 8) *out++ = (uint8_t)(s[at / 8] >> (8 * (at % 8))), at++, len--;
  for (; len >= 8; len -= 8, at += 8, out += 8) kx_store64_le(out, s[at / 8]);
  for (; len; len--, at++) *out++ = (uint8_t)(s[at / 8] >> (8 * (at % 8)));
}

#endif
