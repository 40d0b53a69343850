/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AVX2: one state in seven YMM registers, two states in XMM and four in
 * YMM, one state per 64-bit slot (vector_rounds.h). AVX2 has no rotate or
 * three-way XOR, so a rotation is two shifts and an OR (one byte shuffle for
 * the offsets 8 and 56), chi is vpandn + vpxor, and with 16 registers part of
 * the multi-state lanes live on the stack. The canonical states are
 * rearranged into these layouts on entry and back on exit. */
#include "x86_targets.h"

#if KX_COMPILER_AVX2

#include <immintrin.h>
#include <string.h>

#include "../backend.h"
#include "../compiler.h"
#include "vector_rounds.h"

#define AVX2 __attribute__((target("avx2" KX_TUNE_AVX2)))
#define AVX2_INLINE AVX2 static KX_ALWAYS_INLINE
#define KX_V_INLINE AVX2_INLINE
#include "vector_states.h"

#define V_XOR5(a, b, c, d, e) V_XOR(V_XOR(V_XOR(a, b), V_XOR(c, d)), e)
#define V_CHI(a, b, c) V_XOR(a, V_ANDNOT(b, c))

/* ---- one state ----
 *
 * A(x, y) is lane x + 5y. Seven registers, named after the lanes they hold
 * (slots 0..3; the layout that makes pi a renaming plus four vpermq, the
 * idea of Andy Polyakov's AVX2 Keccak in OpenSSL/CRYPTOGAMS):
 *   a00: A(0,0) in every slot
 *   a01: A(1,0) A(2,0) A(3,0) A(4,0)     a20: A(0,2) A(0,4) A(0,1) A(0,3)
 *   a31: A(1,3) A(2,1) A(3,4) A(4,2)     a21: A(1,2) A(2,4) A(3,1) A(4,3)
 *   a41: A(1,4) A(2,3) A(3,2) A(4,1)     a11: A(1,1) A(2,2) A(3,3) A(4,4)
 * Slot s of a01, a31, a21, a41, a11 holds x = s + 1, so theta's column
 * parities of x = 1..4 are four vpxor. Pi sends a01 to a20, a20 to a31, a31
 * to a21, a21 to a41, a41 to a11 and a11 to a01, each in another slot order.
 * For chi, the rows y = 1..4 are first ordered like a20 (slot s holds row
 * 2, 4, 1, 3): in each slot the five registers a20, a31, a21, a41, a11 then
 * hold the five lanes of one row, and chi's neighbours x + 1 and x + 2 of each
 * register are gathered slot by slot with three blends. Row 0 (a00, a01) is
 * done apart. About 110 vector operations a round: on three vector ports
 * that is slower than the scalar kernel (list.h puts bmi2 first for one
 * state); it is here for CPUs with AVX2 and no BMI2, and to be measured. */

#define PERM(v, s0, s1, s2, s3) _mm256_permute4x64_epi64(v, (s0) | (s1) << 2 | (s2) << 4 | (s3) << 6)
#define SLOTS(a, b, c, d) _mm256_setr_epi64x(a, b, c, d)

AVX2_INLINE __m256i rol1(__m256i v) { return _mm256_or_si256(_mm256_add_epi64(v, v), _mm256_srli_epi64(v, 63)); }

AVX2_INLINE __m256i rolv(__m256i v, __m256i left) {
  return _mm256_or_si256(_mm256_sllv_epi64(v, left), _mm256_srlv_epi64(v, _mm256_sub_epi64(_mm256_set1_epi64x(64), left)));
}

/* Slot s from the s-th argument: a tree of three blends. */
AVX2_INLINE __m256i slots_from(__m256i s0, __m256i s1, __m256i s2, __m256i s3) {
  return _mm256_blend_epi32(_mm256_blend_epi32(s0, s1, 0x0c), _mm256_blend_epi32(s2, s3, 0xc0), 0xf0);
}

AVX2_INLINE __m256i chi(__m256i a, __m256i next, __m256i after) { return _mm256_xor_si256(a, _mm256_andnot_si256(next, after)); }

typedef struct seven {
  __m256i a00, a01, a20, a31, a21, a41, a11;
} seven;

AVX2_INLINE seven round_x1(seven a, uint64_t rc) {
  /* theta */
  __m256i c14 = _mm256_xor_si256(_mm256_xor_si256(a.a01, a.a31), _mm256_xor_si256(_mm256_xor_si256(a.a21, a.a41), a.a11));
  __m256i pairs = _mm256_xor_si256(a.a20, _mm256_shuffle_epi32(a.a20, 0x4e));
  __m256i c0 = _mm256_xor_si256(a.a00, _mm256_xor_si256(pairs, PERM(pairs, 2, 3, 0, 1)));
  __m256i before = _mm256_blend_epi32(PERM(c14, 0, 0, 1, 2), c0, 0x03); /* c[x - 1] for x = 1..4 */
  __m256i after = _mm256_blend_epi32(PERM(c14, 1, 2, 3, 3), c0, 0xc0);  /* c[x + 1] */
  __m256i d14 = _mm256_xor_si256(before, rol1(after));
  __m256i d0 = _mm256_xor_si256(PERM(c14, 3, 3, 3, 3), rol1(PERM(c14, 0, 0, 0, 0)));
  /* theta's effect, rho, and pi (with the rows ordered for chi) */
  __m256i b00 = _mm256_xor_si256(a.a00, d0);
  __m256i b20 = rolv(_mm256_xor_si256(a.a01, d14), SLOTS(1, 62, 28, 27));
  __m256i b31 = PERM(rolv(_mm256_xor_si256(a.a20, d0), SLOTS(3, 18, 36, 41)), 1, 3, 0, 2);
  __m256i b21 = PERM(rolv(_mm256_xor_si256(a.a31, d14), SLOTS(45, 6, 56, 39)), 1, 3, 0, 2);
  __m256i b41 = PERM(rolv(_mm256_xor_si256(a.a21, d14), SLOTS(10, 61, 55, 8)), 3, 2, 1, 0);
  __m256i b11 = PERM(rolv(_mm256_xor_si256(a.a41, d14), SLOTS(2, 15, 25, 20)), 2, 0, 3, 1);
  __m256i b01 = rolv(_mm256_xor_si256(a.a11, d14), SLOTS(44, 43, 21, 14));
  /* chi on rows 1..4: slot by slot, the registers holding x + 1 and x + 2 */
  seven e;
  e.a20 = chi(b20, slots_from(b21, b41, b11, b31), slots_from(b11, b21, b31, b41));
  __m256i e31 = chi(b31, slots_from(b20, b11, b21, b41), slots_from(b21, b20, b41, b11));
  e.a21 = chi(b21, slots_from(b11, b31, b41, b20), slots_from(b41, b11, b20, b31));
  __m256i e41 = chi(b41, slots_from(b31, b21, b20, b11), slots_from(b20, b31, b11, b21));
  __m256i e11 = chi(b11, slots_from(b41, b20, b31, b21), slots_from(b31, b41, b21, b20));
  /* chi on row 0 */
  __m256i next0 = _mm256_blend_epi32(PERM(b01, 1, 2, 3, 3), b00, 0xc0);  /* A(x + 1, 0) */
  __m256i after0 = _mm256_blend_epi32(PERM(b01, 2, 3, 0, 0), b00, 0x30); /* A(x + 2, 0) */
  e.a01 = chi(b01, next0, after0);
  e.a00 = _mm256_xor_si256(b00, PERM(_mm256_andnot_si256(b01, next0), 0, 0, 0, 0));
  e.a00 = _mm256_xor_si256(e.a00, _mm256_set1_epi64x((long long)rc));
  /* rows back in the theta order */
  e.a31 = PERM(e31, 3, 2, 1, 0);
  e.a41 = PERM(e41, 1, 3, 0, 2);
  e.a11 = PERM(e11, 2, 0, 3, 1);
  return e;
}

#define LANES(s, i0, i1, i2, i3) _mm256_setr_epi64x((long long)s[i0], (long long)s[i1], (long long)s[i2], (long long)s[i3])

AVX2_INLINE void store_lanes(uint64_t *s, __m256i v, int i0, int i1, int i2, int i3) {
  uint64_t slots[4];
  _mm256_storeu_si256((__m256i *)slots, v);
  s[i0] = slots[0], s[i1] = slots[1], s[i2] = slots[2], s[i3] = slots[3];
}

AVX2 static void permute_x1(uint64_t *s, unsigned rounds) {
  seven a = {_mm256_set1_epi64x((long long)s[0]), _mm256_loadu_si256((const __m256i *)(s + 1)),
             LANES(s, 10, 20, 5, 15), LANES(s, 16, 7, 23, 14), LANES(s, 11, 22, 8, 19),
             LANES(s, 21, 17, 13, 9), LANES(s, 6, 12, 18, 24)};
  for (const uint64_t *rc = kx_round_constants + (24 - rounds); rc < kx_round_constants + 24; rc++)
    a = round_x1(a, *rc);
  s[0] = (uint64_t)_mm256_extract_epi64(a.a00, 0);
  _mm256_storeu_si256((__m256i *)(s + 1), a.a01);
  store_lanes(s, a.a20, 10, 20, 5, 15);
  store_lanes(s, a.a31, 16, 7, 23, 14);
  store_lanes(s, a.a21, 11, 22, 8, 19);
  store_lanes(s, a.a41, 21, 17, 13, 9);
  store_lanes(s, a.a11, 6, 12, 18, 24);
}

/* ---- two states in XMM ---- */
#define V_XOR _mm_xor_si128
#define V_ANDNOT _mm_andnot_si128
#define V_ROL rol_x2
#define V_IOTA(a, rc) _mm_xor_si128(a, _mm_set1_epi64x((long long)(rc)))

/* A byte shuffle is one instruction where shifts take three; a left shift by
 * one is an addition, which every vector pipe runs (shifts run on two of
 * Zen 4's four: theta's five rotations by one a round then cost 6% less). */
AVX2_INLINE __m128i rol_x2(__m128i a, int n) {
  if (n == 8) return _mm_shuffle_epi8(a, _mm_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14));
  if (n == 56) return _mm_shuffle_epi8(a, _mm_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8));
  if (n == 1) return _mm_or_si128(_mm_add_epi64(a, a), _mm_srli_epi64(a, 63));
  return _mm_or_si128(_mm_slli_epi64(a, n), _mm_srli_epi64(a, 64 - n));
}

#define LANE_IN_X2(i) _mm_loadu_si128((const __m128i *)(s + 2 * (i)))
#define LANE_OUT_X2(i, v) _mm_storeu_si128((__m128i *)(s + 2 * (i)), v)

AVX2 static void permute_x2_interleaved(uint64_t *s, unsigned rounds) {
  KX_V_PERMUTE(__m128i, LANE_IN_X2, LANE_OUT_X2, rounds);
}

AVX2 static void permute_x2(uint64_t *s, unsigned rounds) {
  __m128i lanes[25];
  kx_v_load_x2(s, lanes);
  KX_V_PERMUTE_LANES(__m128i, rounds);
  kx_v_store_x2(s, lanes);
}

#undef V_XOR
#undef V_ANDNOT
#undef V_ROL
#undef V_IOTA

/* ---- four states in YMM ---- */
#define V_XOR _mm256_xor_si256
#define V_ANDNOT _mm256_andnot_si256
#define V_ROL rol_x4
#define V_IOTA(a, rc) _mm256_xor_si256(a, _mm256_set1_epi64x((long long)(rc)))

AVX2_INLINE __m256i rol_x4(__m256i a, int n) {
  if (n == 8)
    return _mm256_shuffle_epi8(a, _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14, 7, 0, 1, 2,
                                                   3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14));
  if (n == 56)
    return _mm256_shuffle_epi8(a, _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8, 1, 2, 3, 4,
                                                   5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8));
  if (n == 1) return _mm256_or_si256(_mm256_add_epi64(a, a), _mm256_srli_epi64(a, 63));
  return _mm256_or_si256(_mm256_slli_epi64(a, n), _mm256_srli_epi64(a, 64 - n));
}

#define LANE_IN_X4(i) _mm256_loadu_si256((const __m256i *)(s + 4 * (i)))
#define LANE_OUT_X4(i, v) _mm256_storeu_si256((__m256i *)(s + 4 * (i)), v)

AVX2 static void permute_x4_interleaved(uint64_t *s, unsigned rounds) {
  KX_V_PERMUTE(__m256i, LANE_IN_X4, LANE_OUT_X4, rounds);
}

/* Four lanes of four messages, one YMM load each, transposed into one lane
 * of the four states per register and XORed into lanes first .. first + 3
 * of the interleaved states s. */
AVX2_INLINE void xor_transposed_x4(uint64_t *s, unsigned first, const uint8_t *const in[], size_t at) {
  __m256i r0 = _mm256_loadu_si256((const __m256i *)(in[0] + at));
  __m256i r1 = _mm256_loadu_si256((const __m256i *)(in[1] + at));
  __m256i r2 = _mm256_loadu_si256((const __m256i *)(in[2] + at));
  __m256i r3 = _mm256_loadu_si256((const __m256i *)(in[3] + at));
  __m256i t0 = _mm256_unpacklo_epi64(r0, r1), t1 = _mm256_unpackhi_epi64(r0, r1);
  __m256i t2 = _mm256_unpacklo_epi64(r2, r3), t3 = _mm256_unpackhi_epi64(r2, r3);
  LANE_OUT_X4(first + 0, _mm256_xor_si256(LANE_IN_X4(first + 0), _mm256_permute2x128_si256(t0, t2, 0x20)));
  LANE_OUT_X4(first + 1, _mm256_xor_si256(LANE_IN_X4(first + 1), _mm256_permute2x128_si256(t1, t3, 0x20)));
  LANE_OUT_X4(first + 2, _mm256_xor_si256(LANE_IN_X4(first + 2), _mm256_permute2x128_si256(t0, t2, 0x31)));
  LANE_OUT_X4(first + 3, _mm256_xor_si256(LANE_IN_X4(first + 3), _mm256_permute2x128_si256(t1, t3, 0x31)));
}

AVX2_INLINE long long lane_at(const uint8_t *p) {
  long long v;
  memcpy(&v, p, 8);
  return v;
}

/* Each block is XORed into the states where they are, which the permutation
 * then reads. */
AVX2 static void absorb_x4_interleaved(uint64_t *s, const uint8_t *const in[], size_t blocks, unsigned rate_lanes,
                                       unsigned rounds) {
  for (size_t offset = 0; blocks; blocks--, offset += 8 * (size_t)rate_lanes) {
    unsigned i = 0;
    for (; i + 4 <= rate_lanes; i += 4) xor_transposed_x4(s, i, in, offset + 8 * i);
    for (; i < rate_lanes; i++) {
      size_t at = offset + 8 * i;
      LANE_OUT_X4(i, _mm256_xor_si256(LANE_IN_X4(i), _mm256_setr_epi64x(lane_at(in[0] + at), lane_at(in[1] + at),
                                                                        lane_at(in[2] + at), lane_at(in[3] + at))));
    }
    KX_V_PERMUTE(__m256i, LANE_IN_X4, LANE_OUT_X4, rounds);
  }
}

AVX2 static void permute_x4(uint64_t *s, unsigned rounds) {
  __m256i lanes[25];
  kx_v_load_x4(s, lanes);
  KX_V_PERMUTE_LANES(__m256i, rounds);
  kx_v_store_x4(s, lanes);
}

/* The slots of the `count` (below 4) lanes from g, as a maskload/maskstore mask. */
AVX2_INLINE __m256i first_slots(unsigned count) {
  return _mm256_cmpgt_epi64(_mm256_set1_epi64x(count), _mm256_setr_epi64x(0, 1, 2, 3));
}

/* Slot j of lanes g..g+3 from the words of message j at `at` below `words`
 * (a partial group by masked loads, which read nothing past the mask). */
AVX2_INLINE void load_words_x4(__m256i r[4], const uint8_t *const in[], size_t at, unsigned g, unsigned words) {
  if (words - g >= 4) {
    for (int j = 0; j < 4; j++) r[j] = _mm256_loadu_si256((const __m256i *)(in[j] + at + 8 * g));
  } else {
    for (int j = 0; j < 4; j++)
      r[j] = _mm256_maskload_epi64((const long long *)(in[j] + at + 8 * g), first_slots(words - g));
  }
  kx_v_transpose4(r);
}

AVX2_INLINE void xor_words_x4(__m256i lanes[25], const uint8_t *const in[], size_t at, unsigned words) {
  for (unsigned g = 0; g < words; g += 4) {
    __m256i r[4];
    load_words_x4(r, in, at, g, words);
    for (unsigned i = 0; i < 4 && g + i < 25; i++) lanes[g + i] = _mm256_xor_si256(lanes[g + i], r[i]);
  }
}

AVX2_INLINE void store_lanes_x4(uint8_t *const out[], __m256i r[4], unsigned g, unsigned out_lanes) {
  kx_v_transpose4(r);
  if (out_lanes - g >= 4) {
    for (int j = 0; j < 4; j++) _mm256_storeu_si256((__m256i *)(out[j] + 8 * g), r[j]);
  } else {
    for (int j = 0; j < 4; j++) _mm256_maskstore_epi64((long long *)(out[j] + 8 * g), first_slots(out_lanes - g), r[j]);
  }
}

/* The blocks of four messages (core/backend.h), in and out through the 4x4 transposes. */
AVX2 static void permute_blocks_x4(const uint8_t *const in[], size_t blocks, unsigned rate_lanes, unsigned words,
                                   const uint64_t common[25], uint8_t *const out[], unsigned out_lanes,
                                   unsigned rounds) {
  __m256i lanes[25];
  for (unsigned i = 0; i < 25; i++) lanes[i] = _mm256_setzero_si256();
  size_t at = 0;
  for (; blocks; blocks--, at += 8 * (size_t)rate_lanes) {
    xor_words_x4(lanes, in, at, rate_lanes);
    KX_V_PERMUTE_LANES(__m256i, rounds);
  }
  xor_words_x4(lanes, in, at, words);
  for (unsigned i = 0; i < 25; i++) lanes[i] = _mm256_xor_si256(lanes[i], _mm256_set1_epi64x((long long)common[i]));
  KX_V_PERMUTE_LANES(__m256i, rounds);
  for (unsigned g = 0; g < out_lanes; g += 4) {
    __m256i r[4] = {lanes[g], lanes[g + 1], lanes[g + 2], lanes[g + 3]};
    store_lanes_x4(out, r, g, out_lanes);
  }
}

const kx_backend_def kx_backend_avx2 = {
    .name = "avx2",
    .required = KX_CPU_AVX2,
    .permute = {permute_x1, permute_x2, permute_x4, NULL},
    .permute_interleaved = {NULL, permute_x2_interleaved, permute_x4_interleaved, NULL},
    .absorb_interleaved = {NULL, NULL, absorb_x4_interleaved, NULL},
    .permute_blocks = {NULL, NULL, permute_blocks_x4, NULL},
};

#endif
