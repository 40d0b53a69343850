/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Eight messages into eight interleaved states (slot j of lane i is
 * states[8 i + j]) through 8x8 transposes in ZMM, shared by the backends with
 * an eight-state kernel on AVX-512 (avx512's in ZMM, avx512vl's in two YMM
 * halves). Like vector_states.h, included inside the backend's target region
 * after defining KX_V_INLINE as an always-inline function with its target
 * attribute (AVX-512F at least). */
#ifndef KX_VECTOR_BLOCKS_X8_H
#define KX_VECTOR_BLOCKS_X8_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "../backend.h"

/* Slot j of r[i] <-> slot i of r[j]. */
KX_V_INLINE void kx_v_transpose8(__m512i r[8]) {
  __m512i t[8], u[8];
  for (int j = 0; j < 8; j += 2) {
    t[j] = _mm512_unpacklo_epi64(r[j], r[j + 1]);     /* r[j][2m], r[j+1][2m] in 128-bit part m */
    t[j + 1] = _mm512_unpackhi_epi64(r[j], r[j + 1]); /* r[j][2m+1], r[j+1][2m+1] */
  }
  for (int j = 0; j < 8; j += 4) {
    for (int h = 0; h < 2; h++) {
      u[j + h] = _mm512_shuffle_i64x2(t[j + h], t[j + 2 + h], 0x88);     /* parts 0, 2 of each */
      u[j + 2 + h] = _mm512_shuffle_i64x2(t[j + h], t[j + 2 + h], 0xdd); /* parts 1, 3 of each */
    }
  }
  /* u[q] (q < 4) holds column pairs from rows 0..3, u[4 + q] the same from rows 4..7. */
  static const int column[4][2] = {{0, 4}, {1, 5}, {2, 6}, {3, 7}};
  for (int q = 0; q < 4; q++) {
    r[column[q][0]] = _mm512_shuffle_i64x2(u[q], u[4 + q], 0x88);
    r[column[q][1]] = _mm512_shuffle_i64x2(u[q], u[4 + q], 0xdd);
  }
}

/* Which of the eight lanes from g lie below `lanes`, as a load or store mask. */
KX_V_INLINE __mmask8 kx_v_group_mask8(unsigned lanes, unsigned g) {
  unsigned take = lanes - g < 8 ? lanes - g : 8;
  return (__mmask8)((1u << take) - 1);
}

/* Slot j of r[i] = word g + i of message j at offset, for g + i below `lanes`
 * (else 0): masked loads, which touch nothing past their mask, and the transpose. */
KX_V_INLINE void kx_v_load_words_x8(__m512i r[8], const uint8_t *const in[], size_t offset, unsigned g,
                                    unsigned lanes) {
  __mmask8 mask = kx_v_group_mask8(lanes, g);
  for (int j = 0; j < 8; j++) r[j] = _mm512_maskz_loadu_epi64(mask, in[j] + offset + 8 * g);
  kx_v_transpose8(r);
}

/* XORs the block at offset of each message in[j] (rate_lanes lanes) into state j. */
KX_V_INLINE void kx_v_xor_blocks_x8(uint64_t *s, const uint8_t *const in[], size_t offset, unsigned rate_lanes) {
  for (unsigned g = 0; g < rate_lanes; g += 8) {
    __m512i r[8];
    kx_v_load_words_x8(r, in, offset, g, rate_lanes);
    for (unsigned i = 0; i < 8 && g + i < rate_lanes; i++)
      _mm512_storeu_si512(s + 8 * (g + i), _mm512_xor_si512(_mm512_loadu_si512(s + 8 * (g + i)), r[i]));
  }
}

/* The fused absorb of eight messages: each block goes in through the
 * transposes, XORed into the states where they are, which `permute` (the
 * backend's interleaved x8 kernel, a constant once inlined) then reads. */
KX_V_INLINE void kx_v_absorb_x8(uint64_t *s, const uint8_t *const in[], size_t blocks, unsigned rate_lanes,
                                unsigned rounds, kx_permute_fn *permute) {
  for (size_t offset = 0; blocks; blocks--, offset += 8 * (size_t)rate_lanes) {
    kx_v_xor_blocks_x8(s, in, offset, rate_lanes);
    permute(s, rounds);
  }
}

#endif
