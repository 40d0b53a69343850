/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The byte formats of Ethereum's trie nodes (yellow paper, appendices B and
 * C): RLP strings and lists, and the hex-prefix encoding of a run of nibbles.
 * Each format has a size function and a writer that returns the end of what
 * it wrote, so that a node is measured first and then written in place. */
#ifndef KX_TRIE_RLP_H
#define KX_TRIE_RLP_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* memcpy for the short runs nodes are made of (keys, values, references):
 * 16-byte moves, the last ending where the run does, inline instead of a call
 * to the C library (measured: 4% of the trie's time went to those calls). */
static inline void kx_copy_bytes(uint8_t *out, const uint8_t *in, size_t n) {
  if (n < 16 || n > 256) {
    if (n) memcpy(out, in, n); /* in is NULL for an empty key: no memcpy of it */
    return;
  }
  for (size_t i = 0; i + 16 < n; i += 16) memcpy(out + i, in + i, 16);
  memcpy(out + n - 16, in + n - 16, 16);
}

/* Bytes of n as a big-endian number without leading zeros. */
static inline size_t kx_rlp_length_bytes(size_t n) {
  if (n <= 0xff) return 1; /* every trie node but those of values over 64 KiB */
  size_t bytes = 0;
  for (; n; n >>= 8) bytes++;
  return bytes;
}

static inline uint8_t *kx_rlp_put_length(uint8_t *out, size_t n, uint8_t short_base, uint8_t long_base) {
  if (n <= 55) {
    *out = (uint8_t)(short_base + n);
    return out + 1;
  }
  if (n <= 0xff) {
    out[0] = (uint8_t)(long_base + 1);
    out[1] = (uint8_t)n;
    return out + 2;
  }
  size_t bytes = kx_rlp_length_bytes(n);
  *out++ = (uint8_t)(long_base + bytes);
  for (size_t i = bytes; i-- > 0;) *out++ = (uint8_t)(n >> (8 * i));
  return out;
}

static inline size_t kx_rlp_header_size(size_t n) { return n <= 55 ? 1 : 1 + kx_rlp_length_bytes(n); }

/* A string of n bytes starting with `first`: a single byte below 0x80 is its
 * own encoding. */
static inline size_t kx_rlp_string_size(size_t n, uint8_t first) {
  return n == 1 && first < 0x80 ? 1 : kx_rlp_header_size(n) + n;
}

static inline uint8_t *kx_rlp_put_string(uint8_t *out, const uint8_t *bytes, size_t n) {
  if (n == 1 && bytes[0] < 0x80) {
    *out = bytes[0];
    return out + 1;
  }
  out = kx_rlp_put_length(out, n, 0x80, 0xb7);
  kx_copy_bytes(out, bytes, n);
  return out + n;
}

static inline size_t kx_rlp_list_size(size_t payload) { return kx_rlp_header_size(payload) + payload; }

static inline uint8_t *kx_rlp_put_list_header(uint8_t *out, size_t payload) {
  return kx_rlp_put_length(out, payload, 0xc0, 0xf7);
}

/* Nibble i of a key: the high half of byte i / 2 for even i. */
static inline uint8_t kx_nibble(const uint8_t *key, size_t i) {
  return (uint8_t)(i % 2 ? key[i / 2] & 0x0f : key[i / 2] >> 4);
}

/* The hex-prefix encoding of nibbles from .. to-1 of a key as an RLP string:
 * a first nibble of flags (2 for a leaf, 1 for an odd count), a zero nibble
 * when the count is even, then the nibbles two to a byte. Its first byte is
 * below 0x40, so one byte is its own RLP. When the nibbles after the first
 * byte start on a byte of the key (always for a leaf, whose nibbles run to
 * the key's end), they are the key's bytes, copied. */
static inline size_t kx_hex_prefix_size(size_t n) { return kx_rlp_string_size(n / 2 + 1, 0); }

static inline uint8_t *kx_put_hex_prefix(uint8_t *out, const uint8_t *key, size_t from, size_t to, int leaf) {
  size_t n = to - from, bytes = n / 2 + 1;
  if (bytes > 1) out = kx_rlp_put_length(out, bytes, 0x80, 0xb7);
  uint8_t flags = (uint8_t)((leaf ? 2 : 0) | (n & 1));
  if (n & 1) {
    *out++ = (uint8_t)(flags << 4 | kx_nibble(key, from));
    from++;
  } else {
    *out++ = (uint8_t)(flags << 4);
  }
  if (from % 2 == 0) {
    size_t whole = (to - from) / 2;
    if (whole) kx_copy_bytes(out, key + from / 2, whole); /* key is NULL for an empty key */
    return out + whole;
  }
  for (size_t i = from; i < to; i += 2) *out++ = (uint8_t)(kx_nibble(key, i) << 4 | kx_nibble(key, i + 1));
  return out;
}

#endif
