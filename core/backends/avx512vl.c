/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* One state on AVX-512VL's 128-bit instructions, for cores that run 512-bit
 * operations at half rate (Zen 4): each of the 25 lanes sits alone in the low
 * half of an XMM register, 95 operations a round (single-cycle vpternlogq and
 * vpxorq on four vector pipes, vprolq on two), nothing spilled.
 *
 * The rounds are inline assembly from generate_avx512_rounds.py, which
 * allocates the 32 registers and orders the instructions for vprolq's
 * two-cycle latency: on Zen 4 that is 10% faster than the same operations
 * compiled from intrinsics by GCC 12 or clang 14, which is 15% faster than the
 * scalar BMI2 kernel and 29% faster than avx512's five-ZMM kernel (bound by
 * the latency of its vpermq chain there); on Sapphire Rapids the five-ZMM
 * kernel is as fast, and the table order keeps it (docs/benchmarks-x86.md,
 * "Zen 4"). */
#include "x86_targets.h"

#if KX_COMPILER_AVX512

#include "../backend.h"
#include "avx512_rounds.h"

#define AVX512VL __attribute__((target("avx512f,avx512vl")))

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

const kx_backend_def kx_backend_avx512vl = {
    .name = "avx512vl",
    /* The compiler may use AVX2 inside an avx512f target, and every CPU with
     * AVX-512 has it; like avx512, never run without it. */
    .required = KX_CPU_AVX512 | KX_CPU_AVX2,
    .permute = {permute_x1, NULL, NULL, NULL},
    .absorb = absorb_x1,
};

#endif
