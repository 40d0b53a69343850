/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Moving two or four canonical states into SIMD lanes and back (slot j of
 * lane vector i holds lane i of state j), shared by the SIMD backends that
 * permute several states at once. Intrinsics need the including function's
 * instruction set, so each backend includes this file inside its own target
 * region, after defining KX_V_INLINE as an always-inline function with its
 * target attribute (AVX2 at least). */
#ifndef KX_VECTOR_STATES_H
#define KX_VECTOR_STATES_H

#include <immintrin.h>
#include <stdint.h>

/* Two states in XMM: lanes 0..23 by pairs of unpacks, lane 24 on its own. */
KX_V_INLINE void kx_v_load_x2(const uint64_t *s, __m128i lanes[25]) {
  for (int i = 0; i < 24; i += 2) {
    __m128i s0 = _mm_loadu_si128((const __m128i *)(s + i)), s1 = _mm_loadu_si128((const __m128i *)(s + 25 + i));
    lanes[i] = _mm_unpacklo_epi64(s0, s1);
    lanes[i + 1] = _mm_unpackhi_epi64(s0, s1);
  }
  lanes[24] = _mm_set_epi64x((long long)s[49], (long long)s[24]);
}

KX_V_INLINE void kx_v_store_x2(uint64_t *s, const __m128i lanes[25]) {
  for (int i = 0; i < 24; i += 2) {
    _mm_storeu_si128((__m128i *)(s + i), _mm_unpacklo_epi64(lanes[i], lanes[i + 1]));
    _mm_storeu_si128((__m128i *)(s + 25 + i), _mm_unpackhi_epi64(lanes[i], lanes[i + 1]));
  }
  _mm_storel_epi64((__m128i *)(s + 24), lanes[24]);
  _mm_storeh_pd((double *)(s + 49), _mm_castsi128_pd(lanes[24]));
}

/* Slot j of r[i] <-> slot i of r[j]. */
KX_V_INLINE void kx_v_transpose4(__m256i r[4]) {
  __m256i t0 = _mm256_unpacklo_epi64(r[0], r[1]), t1 = _mm256_unpackhi_epi64(r[0], r[1]);
  __m256i t2 = _mm256_unpacklo_epi64(r[2], r[3]), t3 = _mm256_unpackhi_epi64(r[2], r[3]);
  r[0] = _mm256_permute2x128_si256(t0, t2, 0x20);
  r[1] = _mm256_permute2x128_si256(t1, t3, 0x20);
  r[2] = _mm256_permute2x128_si256(t0, t2, 0x31);
  r[3] = _mm256_permute2x128_si256(t1, t3, 0x31);
}

/* Four states in YMM: lanes 0..23 by 4x4 transposes of groups of four, lane 24 by gather. */
KX_V_INLINE void kx_v_load_x4(const uint64_t *s, __m256i lanes[25]) {
  for (int g = 0; g < 24; g += 4) {
    __m256i r[4];
    for (int j = 0; j < 4; j++) r[j] = _mm256_loadu_si256((const __m256i *)(s + 25 * j + g));
    kx_v_transpose4(r);
    for (int i = 0; i < 4; i++) lanes[g + i] = r[i];
  }
  lanes[24] = _mm256_i64gather_epi64((const long long *)s, _mm256_setr_epi64x(24, 49, 74, 99), 8);
}

KX_V_INLINE void kx_v_store_x4(uint64_t *s, const __m256i lanes[25]) {
  for (int g = 0; g < 24; g += 4) {
    __m256i r[4] = {lanes[g], lanes[g + 1], lanes[g + 2], lanes[g + 3]};
    kx_v_transpose4(r);
    for (int j = 0; j < 4; j++) _mm256_storeu_si256((__m256i *)(s + 25 * j + g), r[j]);
  }
  uint64_t last[4];
  _mm256_storeu_si256((__m256i *)last, lanes[24]);
  for (int j = 0; j < 4; j++) s[25 * j + 24] = last[j];
}

#endif
