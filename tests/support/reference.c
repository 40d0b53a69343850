/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "reference.h"

#include <string.h>

static uint64_t rotl(uint64_t v, unsigned n) { return n ? (v << n) | (v >> (64 - n)) : v; }

/* rc(t) of FIPS 202 Algorithm 5: a bit from an LFSR. */
static unsigned rc_bit(unsigned t) {
  unsigned r = 1; /* R = 10000000, bit k of r is R[k] */
  for (unsigned i = 1; i <= t % 255; i++) {
    r <<= 1;
    unsigned b = (r >> 8) & 1;
    r ^= b | b << 4 | b << 5 | b << 6;
    r &= 0xff;
  }
  return r & 1;
}

static void round_ir(uint64_t a[5][5], unsigned ir) {
  uint64_t c[5], d[5], b[5][5];
  /* theta */
  for (int x = 0; x < 5; x++) c[x] = a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4];
  for (int x = 0; x < 5; x++) d[x] = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
  for (int x = 0; x < 5; x++)
    for (int y = 0; y < 5; y++) a[x][y] ^= d[x];
  /* rho: offsets from the walk (x, y) <- (y, 2x + 3y) starting at (1, 0) */
  int x = 1, y = 0;
  for (unsigned t = 0; t < 24; t++) {
    a[x][y] = rotl(a[x][y], ((t + 1) * (t + 2) / 2) % 64);
    int next_y = (2 * x + 3 * y) % 5;
    x = y, y = next_y;
  }
  /* pi */
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) b[i][j] = a[(i + 3 * j) % 5][i];
  /* chi */
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) a[i][j] = b[i][j] ^ (~b[(i + 1) % 5][j] & b[(i + 2) % 5][j]);
  /* iota */
  for (unsigned j = 0; j <= 6; j++) a[0][0] ^= (uint64_t)rc_bit(j + 7 * ir) << ((1u << j) - 1);
}

void reference_permute(uint64_t lanes[25], unsigned rounds) {
  uint64_t a[5][5];
  for (int i = 0; i < 25; i++) a[i % 5][i / 5] = lanes[i];
  for (unsigned ir = 24 - rounds; ir < 24; ir++) round_ir(a, ir);
  for (int i = 0; i < 25; i++) lanes[i] = a[i % 5][i / 5];
}

static void xor_block(uint64_t lanes[25], const uint8_t *block, size_t rate) {
  for (size_t i = 0; i < rate; i++) lanes[i / 8] ^= (uint64_t)block[i] << (8 * (i % 8));
}

void reference_sponge(size_t rate, uint8_t suffix, const uint8_t *in, size_t inlen, uint8_t *out,
                      size_t outlen) {
  reference_sponge_rounds(rate, suffix, 24, in, inlen, out, outlen);
}

void reference_sponge_rounds(size_t rate, uint8_t suffix, unsigned rounds, const uint8_t *in, size_t inlen,
                             uint8_t *out, size_t outlen) {
  uint64_t lanes[25] = {0};
  uint8_t block[200];
  for (; inlen >= rate; in += rate, inlen -= rate) {
    xor_block(lanes, in, rate);
    reference_permute(lanes, rounds);
  }
  /* pad10*1 after the suffix bits */
  memset(block, 0, rate);
  if (inlen) memcpy(block, in, inlen);
  block[inlen] ^= suffix;
  block[rate - 1] ^= 0x80;
  xor_block(lanes, block, rate);
  reference_permute(lanes, rounds);
  for (size_t done = 0; done < outlen; done++) {
    if (done && done % rate == 0) reference_permute(lanes, rounds);
    size_t i = done % rate;
    out[done] = (uint8_t)(lanes[i / 8] >> (8 * (i % 8)));
  }
}
