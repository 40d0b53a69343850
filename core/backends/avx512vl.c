/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* One state on AVX-512VL's 128-bit instructions, for cores that run 512-bit
 * operations at half rate (Zen 4): each of the 25 lanes sits alone in the low
 * half of an XMM register, and the rounds are the multi-state body of
 * vector_rounds.h with one state (95 operations a round, every one of them a
 * single-cycle vpternlogq, vpxorq or vprolq, on four vector pipes).
 *
 * On Zen 4 this is 15% faster than the scalar BMI2 kernel (130 operations a
 * round on four ALUs, plus the moves and spills of 25 lanes in 15 registers)
 * and 29% faster than avx512's five-ZMM kernel, whose vpermq chain is bound by
 * latency there; on Sapphire Rapids the five-ZMM kernel is as fast, and the
 * table order keeps it (docs/benchmarks-x86.md, "Zen 4"). */
#include "x86_targets.h"

#if KX_COMPILER_AVX512

#include <immintrin.h>

#include "../backend.h"
#include "vector_rounds.h"

#define AVX512VL __attribute__((target("avx512f,avx512vl" KX_TUNE_AVX512)))

#define V_TERNLOG _mm_ternarylogic_epi64
#define V_XOR5(a, b, c, d, e) V_TERNLOG(V_TERNLOG(a, b, c, 0x96), d, e, 0x96)
#define V_CHI(a, b, c) V_TERNLOG(a, b, c, 0xD2)
#define V_XOR _mm_xor_si128
#define V_ROL _mm_rol_epi64
#define V_IOTA(a, rc) _mm_xor_si128(a, _mm_cvtsi64_si128((long long)(rc)))

#define LANE_IN(i) _mm_loadl_epi64((const __m128i *)(s + (i)))
#define LANE_OUT(i, v) _mm_storel_epi64((__m128i *)(s + (i)), v)

AVX512VL static void permute_x1(uint64_t *s, unsigned rounds) { KX_V_PERMUTE(__m128i, LANE_IN, LANE_OUT, rounds); }

/* Input lane i of the block, for the first `lanes` lanes (the rate). */
#define XOR_INPUT_LANE(lane, i, block) \
  if ((i) < lanes) lane = _mm_xor_si128(lane, _mm_loadl_epi64((const __m128i *)((block) + 8 * (i))))

/* The state stays in registers from block to block. */
AVX512VL static void absorb_x1(uint64_t *s, const uint8_t *in, size_t blocks, unsigned lanes, unsigned rounds) {
  typedef __m128i kx_v_lane;
  KX_V_DECLARE_LANES(__m128i, A);
  KX_V_DECLARE_LANES(__m128i, E);
  KX_V_FOR_EACH_LANE(KX_V_LOAD_LANE, A, LANE_IN);
  for (; blocks; blocks--, in += 8 * (size_t)lanes) {
    KX_V_FOR_EACH_LANE(XOR_INPUT_LANE, A, in);
    KX_RUN_ROUNDS(KX_V_ROUND, rounds);
  }
  KX_V_FOR_EACH_LANE(KX_V_STORE_LANE, A, LANE_OUT);
}

const kx_backend_def kx_backend_avx512vl = {
    .name = "avx512vl",
    /* The compiler may use AVX2 inside an avx512f target, and every CPU with
     * AVX-512 has it; like avx512, never run without it. */
    .required = KX_CPU_AVX512 | KX_CPU_AVX2,
    .permute = {permute_x1, NULL, NULL, NULL},
    .absorb = absorb_x1,
};

#endif
