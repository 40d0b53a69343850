/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AVX-512VL's 128- and 256-bit instructions, for cores that run 512-bit
 * operations at half rate (Zen 4): one state with each of the 25 lanes alone
 * in the low half of an XMM register, two states one per slot of XMM, four
 * per slot of YMM, and eight as two runs of four. 95 operations a round
 * (single-cycle vpternlogq and vpxorq on four vector pipes, vprolq on two),
 * nothing spilled.
 *
 * The rounds are inline assembly from generate_avx512_rounds.py, which
 * allocates the 32 registers and orders the instructions for vprolq's
 * two-cycle latency: on Zen 4 that is 8-10% faster than the same operations
 * compiled from intrinsics by GCC 12 or clang 14. One state is then 24%
 * faster than the scalar BMI2 kernel and 36% faster than avx512's five-ZMM
 * kernel (bound by the latency of its vpermq chain there), and eight states
 * as two runs of four in YMM 7% faster than avx512's in ZMM. On Sapphire
 * Rapids avx512 is as fast at one state and faster at eight, and the table
 * order keeps it (docs/benchmarks-x86.md, "Zen 4"). kx_hash_many's groups of
 * messages of one length come in through permute_blocks: the states are built
 * from the messages and the digests written straight from the registers. */
#include "x86_targets.h"

#if KX_COMPILER_AVX512

#include <immintrin.h>

#include "../backend.h"
#include "../compiler.h"
#include "avx512_rounds.h"

#define AVX512VL __attribute__((target("avx512f,avx512vl" KX_TUNE_AVX512)))
#define KX_V_INLINE AVX512VL static KX_ALWAYS_INLINE
#include "vector_blocks_x8.h"

/* Each kernel is one asm template, longer than the 4095 characters C99 promises. */
#pragma GCC diagnostic ignored "-Woverlength-strings"

AVX512VL static void permute_x1(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X1, KX_ASM_ROUND_XMM, KX_ASM_STORE_X1);
}

/* The state stays in registers from block to block. */
AVX512VL static void absorb_x1(uint64_t *s, const uint8_t *in, size_t blocks, unsigned lanes, unsigned rounds) {
  const uint64_t *rc;
  if (!blocks) return;
  __asm__ volatile(KX_ASM_LOAD_X1
                   "2:\n\t" KX_ASM_XOR_BLOCK_X1
                   "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_XMM)
                   "add %[stride], %[in]\n\t"
                   "dec %[blocks]\n\t"
                   "jnz 2b\n\t" KX_ASM_STORE_X1
                   : [in] "+r"(in), [blocks] "+r"(blocks), [rc] "=&r"(rc)
                   : [s] "r"(s), [lanes] "r"((size_t)lanes), [stride] "r"(8 * (size_t)lanes),
                     [first] "r"(kx_round_constants + 24 - rounds), [end] "r"(kx_round_constants + 24)
                   : KX_ASM_VECTOR_CLOBBERS, "cc", "memory");
}

/* The state stays in its XMM registers from block to block (forced on Xeon
 * family 6, model 207: ML-KEM-768's matrix 2,817 -> 2,765 ns). */
AVX512VL static size_t squeeze_blocks_x1(uint64_t *s, uint8_t *const out[], size_t blocks, unsigned rate_lanes,
                                       unsigned rounds) {
  KX_ASM_SQUEEZE_BLOCKS_X1(s, out[0], blocks, rate_lanes, rounds);
  return 0;
}

/* x2: slot j of lane i is states[2 i + j] interleaved, states[25 j + i] canonical. */
AVX512VL static void permute_x2_interleaved(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X2_INTERLEAVED, KX_ASM_ROUND_XMM, KX_ASM_STORE_X2_INTERLEAVED);
}

AVX512VL static void permute_x2(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X2, KX_ASM_ROUND_XMM, KX_ASM_STORE_X2);
}

/* GCC does not see the YMM templates' registers, so each kernel that runs
 * one clears their upper halves as GCC's own AVX code would: without it the
 * SSE code after it (memcpy, the trie's encoding) ran slower on Intel
 * Sapphire Rapids: the 100K-account trie on this backend took 30.7 ms with
 * the upper halves left dirty, 19.5 ms with them cleared. */

/* x4: slot j of lane i is states[4 i + j] interleaved, states[25 j + i] canonical. */
AVX512VL static void permute_x4_interleaved(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X4_INTERLEAVED, KX_ASM_ROUND_YMM, KX_ASM_STORE_X4_INTERLEAVED);
  _mm256_zeroupper();
}

AVX512VL static void permute_x4(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X4, KX_ASM_ROUND_YMM, KX_ASM_STORE_X4);
  _mm256_zeroupper();
}

/* x8 as two runs of four in YMM: slot j of lane i is states[8 i + j] interleaved. */
AVX512VL static void permute_x8_interleaved(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X8_HALF, KX_ASM_ROUND_YMM, KX_ASM_STORE_X8_HALF);
  KX_ASM_PERMUTE(s + 4, rounds, KX_ASM_LOAD_X8_HALF, KX_ASM_ROUND_YMM, KX_ASM_STORE_X8_HALF);
  _mm256_zeroupper();
}

AVX512VL static void absorb_x8_interleaved(uint64_t *s, const uint8_t *const in[], size_t blocks, unsigned rate_lanes,
                                           unsigned rounds) {
  kx_v_absorb_x8(s, in, blocks, rate_lanes, rounds, permute_x8_interleaved);
}

AVX512VL static void permute_x8(uint64_t *s, unsigned rounds) {
  permute_x4(s, rounds);
  permute_x4(s + 4 * 25, rounds);
}

/* Four messages (core/backend.h): with no whole block the states are built
 * straight from the last one (1% faster on 32-byte messages than zeroing them
 * and XORing it in); else they start at zero and take each block in. */
AVX512VL static void permute_blocks_x4(const uint8_t *const in[], size_t blocks, unsigned rate_lanes, unsigned lanes,
                                       const uint64_t common[25], uint8_t *const out[], unsigned out_lanes,
                                       unsigned rounds) {
  const kx_asm_blocks_args args = {(1u << lanes) - 1, (1u << out_lanes) - 1, (1u << rate_lanes) - 1,
                                   8 * (uint64_t)rate_lanes};
  const uint64_t *first = kx_round_constants + 24 - rounds, *rc = first;
  size_t at = 0;
  if (!blocks) {
    __asm__ volatile(KX_ASM_LOAD_BLOCKS_X4 KX_ASM_ROUNDS(KX_ASM_ROUND_YMM) KX_ASM_STORE_LANES_X4
                     : [rc] "+r"(rc)
                     : [in] "r"(in), [out] "r"(out), [common] "r"(common), [args] "r"(&args),
                       [end] "r"(kx_round_constants + 24)
                     : KX_ASM_VECTOR_CLOBBERS, "rax", "k1", "cc", "memory");
    _mm256_zeroupper();
    return;
  }
  /* Early clobbers: rc, at and blocks change while first and the rest are
   * still read, so none may share their registers (rc starts equal to first). */
  __asm__ volatile(KX_ASM_ZERO_X4
                   "2:\n\t" KX_ASM_XOR_WORDS_X4(KX_ASM_RATE_MASK)
                   "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_YMM) KX_ASM_NEXT_BLOCK
                   "dec %[blocks]\n\t"
                   "jnz 2b\n\t" KX_ASM_XOR_WORDS_X4(KX_ASM_READ_MASK) KX_ASM_XOR_COMMON_X4
                   "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_YMM) KX_ASM_STORE_LANES_X4
                   : [rc] "=&r"(rc), [at] "+&r"(at), [blocks] "+&r"(blocks)
                   : [in] "r"(in), [out] "r"(out), [common] "r"(common), [args] "r"(&args), [first] "r"(first),
                     [end] "r"(kx_round_constants + 24)
                   : KX_ASM_VECTOR_CLOBBERS, "rax", "k1", "cc", "memory");
  _mm256_zeroupper();
}

AVX512VL static void permute_blocks_x8(const uint8_t *const in[], size_t blocks, unsigned rate_lanes, unsigned lanes,
                                       const uint64_t common[25], uint8_t *const out[], unsigned out_lanes,
                                       unsigned rounds) {
  permute_blocks_x4(in, blocks, rate_lanes, lanes, common, out, out_lanes, rounds);
  permute_blocks_x4(in + 4, blocks, rate_lanes, lanes, common, out + 4, out_lanes, rounds);
}

const kx_backend_def kx_backend_avx512vl = {
    .name = "avx512vl",
    /* The compiler may use AVX2 inside an avx512f target, and every CPU with
     * AVX-512 has it; like avx512, never run without it. */
    .required = KX_CPU_AVX512 | KX_CPU_AVX2,
    .permute = {permute_x1, permute_x2, permute_x4, permute_x8},
    .permute_interleaved = {NULL, permute_x2_interleaved, permute_x4_interleaved, permute_x8_interleaved},
    .absorb = absorb_x1,
    .absorb_interleaved = {NULL, NULL, NULL, absorb_x8_interleaved},
    .permute_blocks = {NULL, NULL, permute_blocks_x4, permute_blocks_x8},
    .squeeze_blocks = {squeeze_blocks_x1},
};

#endif
