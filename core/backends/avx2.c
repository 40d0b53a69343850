/* AVX2: two states in XMM and four in YMM, one state per 64-bit slot
 * (vector_rounds.h); a single state runs the scalar kernel with BMI2, since a
 * 5x5 state does not fit 4-slot registers and every layout that makes it fit
 * spends more shuffles and blends than the scalar ALUs spend on the whole
 * round (Zen 1-3 run it 2x slower than scalar; docs/architecture-x86.md). AVX2 has no rotate or three-way XOR, so a rotation is
 * two shifts and an OR (one byte shuffle for the offsets 8 and 56), chi is
 * vpandn + vpxor, and with 16 registers part of the state lives on the stack.
 * The canonical states are transposed into slots on entry and back on exit. */
#include "x86_targets.h"

#if KX_COMPILER_AVX2

#include <immintrin.h>

#include "../backend.h"
#include "../compiler.h"
#include "../keccak_p1600_scalar.h"
#include "vector_rounds.h"

#define AVX2 __attribute__((target("avx2,bmi,bmi2")))
#define AVX2_INLINE AVX2 static KX_ALWAYS_INLINE

#define V_XOR5(a, b, c, d, e) V_XOR(V_XOR(V_XOR(a, b), V_XOR(c, d)), e)
#define V_THETA(a, c, r, d) ((void)(c), (void)(r), V_XOR(a, d))
#define V_CHI(a, b, c) V_XOR(a, V_ANDNOT(b, c))

AVX2 static void permute_x1(uint64_t *s, unsigned rounds) { kx_keccak_p1600_scalar(s, rounds); }

/* ---- two states in XMM ---- */
#define V_XOR _mm_xor_si128
#define V_ANDNOT _mm_andnot_si128
#define V_ROL rol_x2
#define V_IOTA(a, rc) _mm_xor_si128(a, _mm_set1_epi64x((long long)(rc)))

/* A byte shuffle is one instruction where shifts take three. */
AVX2_INLINE __m128i rol_x2(__m128i a, int n) {
  if (n == 8) return _mm_shuffle_epi8(a, _mm_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14));
  if (n == 56) return _mm_shuffle_epi8(a, _mm_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8));
  return _mm_or_si128(_mm_slli_epi64(a, n), _mm_srli_epi64(a, 64 - n));
}

AVX2 static void permute_x2_interleaved(uint64_t *s, unsigned rounds) {
  __m128i lanes[25];
  for (int i = 0; i < 25; i++) lanes[i] = _mm_loadu_si128((const __m128i *)(s + 2 * i));
  KX_V_PERMUTE_LANES(__m128i, rounds);
  for (int i = 0; i < 25; i++) _mm_storeu_si128((__m128i *)(s + 2 * i), lanes[i]);
}

AVX2 static void permute_x2(uint64_t *s, unsigned rounds) {
  __m128i lanes[25];
  for (int i = 0; i < 24; i += 2) {
    __m128i s0 = _mm_loadu_si128((const __m128i *)(s + i)), s1 = _mm_loadu_si128((const __m128i *)(s + 25 + i));
    lanes[i] = _mm_unpacklo_epi64(s0, s1);
    lanes[i + 1] = _mm_unpackhi_epi64(s0, s1);
  }
  lanes[24] = _mm_set_epi64x((long long)s[49], (long long)s[24]);
  KX_V_PERMUTE_LANES(__m128i, rounds);
  for (int i = 0; i < 24; i += 2) {
    _mm_storeu_si128((__m128i *)(s + i), _mm_unpacklo_epi64(lanes[i], lanes[i + 1]));
    _mm_storeu_si128((__m128i *)(s + 25 + i), _mm_unpackhi_epi64(lanes[i], lanes[i + 1]));
  }
  _mm_storel_epi64((__m128i *)(s + 24), lanes[24]);
  _mm_storeh_pd((double *)(s + 49), _mm_castsi128_pd(lanes[24]));
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
  return _mm256_or_si256(_mm256_slli_epi64(a, n), _mm256_srli_epi64(a, 64 - n));
}

/* Slot j of r[i] <-> slot i of r[j]. */
AVX2_INLINE void transpose4(__m256i r[4]) {
  __m256i t0 = _mm256_unpacklo_epi64(r[0], r[1]), t1 = _mm256_unpackhi_epi64(r[0], r[1]);
  __m256i t2 = _mm256_unpacklo_epi64(r[2], r[3]), t3 = _mm256_unpackhi_epi64(r[2], r[3]);
  r[0] = _mm256_permute2x128_si256(t0, t2, 0x20);
  r[1] = _mm256_permute2x128_si256(t1, t3, 0x20);
  r[2] = _mm256_permute2x128_si256(t0, t2, 0x31);
  r[3] = _mm256_permute2x128_si256(t1, t3, 0x31);
}

AVX2 static void permute_x4_interleaved(uint64_t *s, unsigned rounds) {
  __m256i lanes[25];
  for (int i = 0; i < 25; i++) lanes[i] = _mm256_loadu_si256((const __m256i *)(s + 4 * i));
  KX_V_PERMUTE_LANES(__m256i, rounds);
  for (int i = 0; i < 25; i++) _mm256_storeu_si256((__m256i *)(s + 4 * i), lanes[i]);
}

AVX2 static void permute_x4(uint64_t *s, unsigned rounds) {
  __m256i lanes[25];
  for (int g = 0; g < 24; g += 4) {
    __m256i r[4];
    for (int j = 0; j < 4; j++) r[j] = _mm256_loadu_si256((const __m256i *)(s + 25 * j + g));
    transpose4(r);
    for (int i = 0; i < 4; i++) lanes[g + i] = r[i];
  }
  lanes[24] = _mm256_i64gather_epi64((const long long *)s, _mm256_setr_epi64x(24, 49, 74, 99), 8);
  KX_V_PERMUTE_LANES(__m256i, rounds);
  for (int g = 0; g < 24; g += 4) {
    __m256i r[4] = {lanes[g], lanes[g + 1], lanes[g + 2], lanes[g + 3]};
    transpose4(r);
    for (int j = 0; j < 4; j++) _mm256_storeu_si256((__m256i *)(s + 25 * j + g), r[j]);
  }
  uint64_t last[4];
  _mm256_storeu_si256((__m256i *)last, lanes[24]);
  for (int j = 0; j < 4; j++) s[25 * j + 24] = last[j];
}

const kx_backend_def kx_backend_avx2 = {
    .name = "avx2",
    .required = KX_CPU_AVX2 | KX_CPU_BMI2,
    .permute = {permute_x1, permute_x2, permute_x4, NULL},
    .permute_interleaved = {NULL, permute_x2_interleaved, permute_x4_interleaved, NULL},
};

#endif
