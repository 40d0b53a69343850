/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AVX-512 (F + VL): vpternlogq does theta's three-way XORs and chi in one
 * instruction each, vprolq/vprolvq rotate, and there are 32 vector registers,
 * so a whole state stays in registers.
 *
 * Single state: the 25 lanes sit in five ZMM registers of five lanes each, in
 * a layout that changes from round to round so that each step finds its
 * operands aligned (see "one state" below). Two, four and eight states: one
 * state per 64-bit slot of XMM, YMM or ZMM lanes (vector_rounds.h); the
 * canonical states are transposed into that layout on entry and back on exit.
 * Eight states run the ZMM round of avx512_rounds.h (inline assembly, every
 * lane in a register of its own), 3-4% faster on Sapphire Rapids than GCC's
 * code from the intrinsics, which spills (generate_avx512_rounds.py); the
 * canonical states and kx_hash_many's messages go in and out through that
 * template's transposes, with the states in registers throughout. Measured
 * there against XKCP's times8 in one process: kx_hash_many of 32-byte messages
 * 5% slower a message than the kernel alone (12% when the lanes went through
 * memory to the same round), KangarooTwelve and ParallelHash128 of 1 MiB 4%
 * and 3% faster than XKCP (1% and 0% slower). */
#include "x86_targets.h"

#if KX_COMPILER_AVX512

#include <immintrin.h>

#include "../backend.h"
#include "../compiler.h"
#include "../wipe.h"
#include "avx512_rounds.h"

#define AVX512 __attribute__((target("avx512f,avx512vl" KX_TUNE_AVX512)))
#define AVX512_INLINE AVX512 static KX_ALWAYS_INLINE
#define KX_V_INLINE AVX512_INLINE
#include "vector_blocks_x8.h"
#include "vector_states.h"

/* ---- one state ----
 *
 * A(x, y) is lane x + 5y. Three layouts of five registers, slots 0..4 used:
 *   rows:      register y holds A(x, y) in slot x         (canonical order)
 *   columns:   register x holds A(x, y) in slot y
 *   diagonals: register k holds A(x, x - k) in slot x
 * Theta needs every register to hold the same x in a slot: true for rows and
 * diagonals. Pi sends row x' to column x' and diagonal 3y' to row y', each by
 * one vpermq. Chi needs each register's neighbours in x aligned: free in
 * columns, two vpermq per register in rows. So rounds alternate:
 *   even: rows -> theta, rho, pi -> columns -> chi -> blends -> diagonals
 *   odd:  diagonals -> theta, rho, pi and chi's shifts -> rows
 * Columns become diagonals with 20 one-cycle blends plus 4 vpermq, cheaper
 * than the 5x5 transpose that keeping one layout would need every round (the
 * idea of transposing every other round is Andy Polyakov's, in the AVX-512
 * Keccak of OpenSSL/CRYPTOGAMS). */

/* rot[r] moves slot x + r to slot x (within the five used slots). */
#define ROT_INDEX(r) \
  _mm512_setr_epi64((0 + r) % 5, (1 + r) % 5, (2 + r) % 5, (3 + r) % 5, (4 + r) % 5, 5, 6, 7)

typedef struct single_constants {
  __m512i rot1, rot2, rot3, rot4;
  __m512i pi_even[5];  /* row x -> column x: slot y gets slot x + 3y */
  __m512i rho_rows[5]; /* rho offsets of A(x, y) in slot x of row y */
  __m512i rho_diag[5]; /* rho offsets of A(x, x - k) in slot x of diagonal k */
} single_constants;

AVX512_INLINE single_constants load_single_constants(void) {
  return (single_constants){
      .rot1 = ROT_INDEX(1), .rot2 = ROT_INDEX(2), .rot3 = ROT_INDEX(3), .rot4 = ROT_INDEX(4),
      .pi_even = {_mm512_setr_epi64(0, 3, 1, 4, 2, 5, 6, 7), _mm512_setr_epi64(1, 4, 2, 0, 3, 5, 6, 7),
                  _mm512_setr_epi64(2, 0, 3, 1, 4, 5, 6, 7), _mm512_setr_epi64(3, 1, 4, 2, 0, 5, 6, 7),
                  _mm512_setr_epi64(4, 2, 0, 3, 1, 5, 6, 7)},
      .rho_rows = {_mm512_setr_epi64(0, 1, 62, 28, 27, 0, 0, 0), _mm512_setr_epi64(36, 44, 6, 55, 20, 0, 0, 0),
                   _mm512_setr_epi64(3, 10, 43, 25, 39, 0, 0, 0), _mm512_setr_epi64(41, 45, 15, 21, 8, 0, 0, 0),
                   _mm512_setr_epi64(18, 2, 61, 56, 14, 0, 0, 0)},
      .rho_diag = {_mm512_setr_epi64(0, 44, 43, 21, 14, 0, 0, 0), _mm512_setr_epi64(18, 1, 6, 25, 8, 0, 0, 0),
                   _mm512_setr_epi64(41, 2, 62, 55, 39, 0, 0, 0), _mm512_setr_epi64(3, 45, 61, 28, 20, 0, 0, 0),
                   _mm512_setr_epi64(36, 10, 15, 56, 27, 0, 0, 0)},
  };
}

#define XOR3(a, b, c) _mm512_ternarylogic_epi64(a, b, c, 0x96)
#define CHI(a, b, c) _mm512_ternarylogic_epi64(a, b, c, 0xD2) /* a ^ (~b & c) */
#define PERM(index, v) _mm512_permutexvar_epi64(index, v)
#define IOTA(v, rc) _mm512_mask_xor_epi64(v, 1, v, _mm512_set1_epi64((long long)(rc)))

/* theta on five registers that hold the same x in each slot. */
AVX512_INLINE void theta(const single_constants *k, __m512i a[5]) {
  __m512i c = XOR3(XOR3(a[0], a[1], a[2]), a[3], a[4]);
  __m512i previous = PERM(k->rot4, c);                         /* slot x: c[x - 1] */
  __m512i next = PERM(k->rot1, _mm512_rol_epi64(c, 1));         /* slot x: rot(c[x + 1], 1) */
  for (int i = 0; i < 5; i++) a[i] = XOR3(a[i], previous, next);
}

/* Picks, for each slot s, slot s of register from[(s + shift) % 5]: four
 * blends as a tree, three deep. */
AVX512_INLINE __m512i gather_slots(const __m512i from[5], int shift) {
  __m512i slots01 = _mm512_mask_blend_epi64(0x02, from[shift % 5], from[(shift + 1) % 5]);
  __m512i slots23 = _mm512_mask_blend_epi64(0x08, from[(shift + 2) % 5], from[(shift + 3) % 5]);
  __m512i slots0123 = _mm512_mask_blend_epi64(0x0c, slots01, slots23);
  return _mm512_mask_blend_epi64(0x10, slots0123, from[(shift + 4) % 5]);
}

/* Rows in, diagonals out. */
AVX512_INLINE void even_round(const single_constants *k, __m512i a[5], uint64_t rc) {
  theta(k, a);
  __m512i col[5], e[5];
  for (int x = 0; x < 5; x++) col[x] = PERM(k->pi_even[x], _mm512_rolv_epi64(a[x], k->rho_rows[x]));
  for (int x = 0; x < 5; x++) e[x] = CHI(col[x], col[(x + 1) % 5], col[(x + 2) % 5]);
  e[0] = IOTA(e[0], rc);
  /* Diagonal k first collects A(s + k, s) in slot s, then moves it to slot s + k. */
  a[0] = gather_slots(e, 0);
  a[1] = PERM(k->rot4, gather_slots(e, 1));
  a[2] = PERM(k->rot3, gather_slots(e, 2));
  a[3] = PERM(k->rot2, gather_slots(e, 3));
  a[4] = PERM(k->rot1, gather_slots(e, 4));
}

/* Row y' of pi's output is diagonal 3y' moved by 3y' slots; chi's shifted
 * operands come straight from the diagonal by moving it 1 and 2 slots more. */
AVX512_INLINE __m512i odd_row(const single_constants *k, __m512i diagonal, int shift) {
  const __m512i *rot[5] = {NULL, &k->rot1, &k->rot2, &k->rot3, &k->rot4};
  __m512i b[3];
  for (int i = 0; i < 3; i++) {
    int r = (shift + i) % 5;
    b[i] = r ? PERM(*rot[r], diagonal) : diagonal;
  }
  return CHI(b[0], b[1], b[2]);
}

/* Diagonals in, rows out. */
AVX512_INLINE void odd_round(const single_constants *k, __m512i a[5], uint64_t rc) {
  theta(k, a);
  __m512i d[5];
  for (int i = 0; i < 5; i++) d[i] = _mm512_rolv_epi64(a[i], k->rho_diag[i]);
  for (int y = 0; y < 5; y++) a[y] = odd_row(k, d[(3 * y) % 5], (3 * y) % 5);
  a[0] = IOTA(a[0], rc);
}

/* Row y takes slot x from diagonal x - y: blends only. */
AVX512_INLINE void diagonals_to_rows(__m512i a[5]) {
  __m512i d[5] = {a[0], a[1], a[2], a[3], a[4]};
  for (int y = 0; y < 5; y++) {
    __m512i v = d[(5 - y) % 5];
    for (int x = 1; x < 5; x++) v = _mm512_mask_blend_epi64((__mmask8)(1u << x), v, d[(x + 5 - y) % 5]);
    a[y] = v;
  }
}

/* The rounds on rows in a[5] (rows again on return). */
AVX512_INLINE void rounds_x1(const single_constants *k, __m512i a[5], unsigned rounds) {
  const uint64_t *rc = kx_round_constants + (24 - rounds);
  unsigned left = rounds;
  if (left & 1) {
    even_round(k, a, *rc++);
    left--;
    for (; left; left -= 2, rc += 2) {
      odd_round(k, a, rc[0]);
      even_round(k, a, rc[1]);
    }
    diagonals_to_rows(a);
  } else {
    for (; left; left -= 2, rc += 2) {
      even_round(k, a, rc[0]);
      odd_round(k, a, rc[1]);
    }
  }
}

AVX512 static void permute_x1(uint64_t *s, unsigned rounds) {
  const single_constants k = load_single_constants();
  __m512i a[5];
  for (int y = 0; y < 5; y++) a[y] = _mm512_maskz_loadu_epi64(0x1f, s + 5 * y);
  rounds_x1(&k, a, rounds);
  for (int y = 0; y < 5; y++) _mm512_mask_storeu_epi64(s + 5 * y, 0x1f, a[y]);
}

/* Input lanes x + 5y of a block go to slot x of row y: one masked load per row.
 * A row past the rate loads nothing, from the block's start: its address
 * 40y bytes in would lie beyond the block, and beyond the input on the last one. */
AVX512 static void absorb_x1(uint64_t *s, const uint8_t *in, size_t blocks, unsigned lanes, unsigned rounds) {
  const single_constants k = load_single_constants();
  __mmask8 row_mask[5];
  size_t row_offset[5];
  for (unsigned y = 0; y < 5; y++) {
    unsigned in_row = lanes > 5 * y ? (lanes - 5 * y < 5 ? lanes - 5 * y : 5) : 0;
    row_mask[y] = (__mmask8)((1u << in_row) - 1);
    row_offset[y] = in_row ? 40 * y : 0;
  }
  __m512i a[5];
  for (int y = 0; y < 5; y++) a[y] = _mm512_maskz_loadu_epi64(0x1f, s + 5 * y);
  for (size_t block = 0; block < blocks; block++) {
    const uint8_t *at = in + 8 * lanes * block;
    for (int y = 0; y < 5; y++)
      a[y] = _mm512_xor_si512(a[y], _mm512_maskz_loadu_epi64(row_mask[y], at + row_offset[y]));
    rounds_x1(&k, a, rounds);
  }
  for (int y = 0; y < 5; y++) _mm512_mask_storeu_epi64(s + 5 * y, 0x1f, a[y]);
}

/* The rate's rows go out with one masked store each, the state in its five
 * row registers from block to block (where the compiler keeps it: its spills
 * are scrubbed as kx_permute's are). Measured on Xeon family 6, model 207,
 * three SHAKE128 blocks: 798 ns with the scrub, against 843 ns for avx512vl's
 * XMM template, which needs none, and 806 ns for three kx_permute kernels. */
AVX512 static size_t squeeze_blocks_x1(uint64_t *s, uint8_t *const out[], size_t blocks, unsigned rate_lanes,
                                     unsigned rounds) {
  const single_constants k = load_single_constants();
  __mmask8 row_mask[5];
  for (unsigned y = 0; y < 5; y++) {
    unsigned in_row = rate_lanes > 5 * y ? (rate_lanes - 5 * y < 5 ? rate_lanes - 5 * y : 5) : 0;
    row_mask[y] = (__mmask8)((1u << in_row) - 1);
  }
  __m512i a[5];
  for (int y = 0; y < 5; y++) a[y] = _mm512_maskz_loadu_epi64(0x1f, s + 5 * y);
  for (uint8_t *block = out[0], *end = block + 8 * (size_t)rate_lanes * blocks; block != end;
       block += 8 * rate_lanes) {
    rounds_x1(&k, a, rounds);
    for (unsigned y = 0; y < 5 && row_mask[y]; y++) _mm512_mask_storeu_epi64(block + 40 * y, row_mask[y], a[y]);
  }
  for (int y = 0; y < 5; y++) _mm512_mask_storeu_epi64(s + 5 * y, 0x1f, a[y]);
  return KX_SCRUB_ONE_STATE;
}

#undef XOR3
#undef CHI
#undef PERM
#undef IOTA

/* ---- two, four and eight states, one per vector slot ---- */

#include "vector_rounds.h"

#define V_XOR5(a, b, c, d, e) V_TERNLOG(V_TERNLOG(a, b, c, 0x96), d, e, 0x96)
#define V_CHI(a, b, c) V_TERNLOG(a, b, c, 0xD2)

/* x2: slot j of lane i is states[25 j + i]. */
#define V_TERNLOG _mm_ternarylogic_epi64
#define V_XOR _mm_xor_si128
#define V_ROL _mm_rol_epi64
#define V_IOTA(a, rc) _mm_xor_si128(a, _mm_set1_epi64x((long long)(rc)))

#define LANE_IN_X2(i) _mm_loadu_si128((const __m128i *)(s + 2 * (i)))
#define LANE_OUT_X2(i, v) _mm_storeu_si128((__m128i *)(s + 2 * (i)), v)

AVX512 static void permute_x2_interleaved(uint64_t *s, unsigned rounds) {
  KX_V_PERMUTE(__m128i, LANE_IN_X2, LANE_OUT_X2, rounds);
}

AVX512 static void permute_x2(uint64_t *s, unsigned rounds) {
  __m128i lanes[25];
  kx_v_load_x2(s, lanes);
  KX_V_PERMUTE_LANES(__m128i, rounds);
  kx_v_store_x2(s, lanes);
}

#undef V_TERNLOG
#undef V_XOR
#undef V_ROL
#undef V_IOTA

/* x4: in and out of YMM lanes by vector_states.h. */
#define V_TERNLOG _mm256_ternarylogic_epi64
#define V_XOR _mm256_xor_si256
#define V_ROL _mm256_rol_epi64
#define V_IOTA(a, rc) _mm256_xor_si256(a, _mm256_set1_epi64x((long long)(rc)))

#define LANE_IN_X4(i) _mm256_loadu_si256((const __m256i *)(s + 4 * (i)))
#define LANE_OUT_X4(i, v) _mm256_storeu_si256((__m256i *)(s + 4 * (i)), v)

AVX512 static void permute_x4_interleaved(uint64_t *s, unsigned rounds) {
  KX_V_PERMUTE(__m256i, LANE_IN_X4, LANE_OUT_X4, rounds);
}

AVX512 static void permute_x4(uint64_t *s, unsigned rounds) {
  __m256i lanes[25];
  kx_v_load_x4(s, lanes);
  KX_V_PERMUTE_LANES(__m256i, rounds);
  kx_v_store_x4(s, lanes);
}

#undef V_TERNLOG
#undef V_XOR
#undef V_ROL
#undef V_IOTA

/* x8: the ZMM templates of avx512_rounds.h; the fused absorb XORs the blocks
 * into the interleaved states through vector_blocks_x8.h's transposes. */

/* Each kernel is one asm template, longer than the 4095 characters C99 promises. */
#pragma GCC diagnostic ignored "-Woverlength-strings"

/* GCC does not see the templates' ZMM registers, so each kernel clears
 * their upper halves as GCC's own AVX code would: SSE code after it then
 * pays no penalty. */
AVX512 static void permute_x8_interleaved(uint64_t *s, unsigned rounds) {
  KX_ASM_PERMUTE(s, rounds, KX_ASM_LOAD_X8_INTERLEAVED, KX_ASM_ROUND_ZMM, KX_ASM_STORE_X8_INTERLEAVED);
  _mm256_zeroupper();
}

AVX512 static void absorb_x8_interleaved(uint64_t *s, const uint8_t *const in[], size_t blocks, unsigned rate_lanes,
                                         unsigned rounds) {
  kx_v_absorb_x8(s, in, blocks, rate_lanes, rounds, permute_x8_interleaved);
}

/* The index vectors of the templates' transposes and of lane 24's gather. */
static const _Alignas(64) uint64_t x8_constants[24] = KX_ASM_X8_CONSTANTS;

AVX512 static void permute_x8(uint64_t *s, unsigned rounds) {
  const uint64_t *rc = kx_round_constants + 24 - rounds;
  __asm__ volatile(KX_ASM_LOAD_X8 KX_ASM_ROUNDS(KX_ASM_ROUND_ZMM) KX_ASM_STORE_X8
                   : [rc] "+r"(rc)
                   : [s] "r"(s), [k] "r"(x8_constants), [end] "r"(kx_round_constants + 24)
                   : KX_ASM_VECTOR_CLOBBERS, "k1", "cc", "memory");
  _mm256_zeroupper();
}

/* The blocks of eight messages (core/backend.h), in and out through the
 * templates' transposes with the states in registers throughout: with no
 * whole block the states start as the padding row and take the last block's
 * words; else they start at zero and take each block in, then the last one
 * and the padding row. */
AVX512 static void permute_blocks_x8(const uint8_t *const in[], size_t blocks, unsigned rate_lanes, unsigned lanes,
                                     const uint64_t common[25], uint8_t *const out[], unsigned out_lanes,
                                     unsigned rounds) {
  const kx_asm_blocks_args args = {(1u << lanes) - 1, (1u << out_lanes) - 1, (1u << rate_lanes) - 1,
                                   8 * (uint64_t)rate_lanes};
  const uint64_t *first = kx_round_constants + 24 - rounds, *rc = first;
  size_t at = 0;
  if (!blocks) {
    __asm__ volatile(KX_ASM_COMMON_X8 KX_ASM_XOR_WORDS_X8(KX_ASM_READ_MASK)
                     KX_ASM_ROUNDS(KX_ASM_ROUND_ZMM) KX_ASM_STORE_LANES_X8
                     : [rc] "+r"(rc)
                     : [in] "r"(in), [at] "r"(at), [out] "r"(out), [common] "r"(common), [args] "r"(&args),
                       [k] "r"(x8_constants), [end] "r"(kx_round_constants + 24)
                     : KX_ASM_VECTOR_CLOBBERS, "rax", "k1", "k2", "cc", "memory");
  } else {
    /* Early clobbers: rc, at and blocks change while first and the rest are
     * still read, so none may share their registers (rc starts equal to first). */
    __asm__ volatile(KX_ASM_ZERO_X8
                     "2:\n\t" KX_ASM_XOR_WORDS_X8(KX_ASM_RATE_MASK)
                     "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_ZMM) KX_ASM_NEXT_BLOCK
                     "dec %[blocks]\n\t"
                     "jnz 2b\n\t" KX_ASM_XOR_WORDS_X8(KX_ASM_READ_MASK) KX_ASM_XOR_COMMON_X8
                     "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_ZMM) KX_ASM_STORE_LANES_X8
                     : [rc] "=&r"(rc), [at] "+&r"(at), [blocks] "+&r"(blocks)
                     : [in] "r"(in), [out] "r"(out), [common] "r"(common), [args] "r"(&args), [first] "r"(first),
                       [k] "r"(x8_constants), [end] "r"(kx_round_constants + 24)
                     : KX_ASM_VECTOR_CLOBBERS, "rax", "k1", "k2", "cc", "memory");
  }
  _mm256_zeroupper();
}

/* Eight canonical states in through the templates' transposes once, then for
 * each block the rounds and the rate lanes straight to the outputs: the
 * canonical kernel's transposes out and in between blocks, and the copies out
 * of the state, are gone. */
AVX512 static size_t squeeze_blocks_x8(uint64_t *s, uint8_t *const out[], size_t blocks, unsigned rate_lanes,
                                     unsigned rounds) {
  const kx_asm_blocks_args args = {0, (1u << rate_lanes) - 1, 0, 0};
  const uint64_t *first = kx_round_constants + 24 - rounds, *rc;
  size_t at = 0;
  __asm__ volatile(KX_ASM_LOAD_X8
                   "2:\n\t"
                   "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS(KX_ASM_ROUND_ZMM) KX_ASM_STORE_LANES_AT_X8
                   "add %[stride], %[at]\n\t"
                   "dec %[blocks]\n\t"
                   "jnz 2b\n\t" KX_ASM_STORE_X8
                   : [rc] "=&r"(rc), [at] "+&r"(at), [blocks] "+&r"(blocks)
                   : [s] "r"(s), [out] "r"(out), [args] "r"(&args), [first] "r"(first),
                     [stride] "r"(8 * (size_t)rate_lanes), [k] "r"(x8_constants), [end] "r"(kx_round_constants + 24)
                   : KX_ASM_VECTOR_CLOBBERS, "rax", "k1", "k2", "cc", "memory");
  _mm256_zeroupper();
  return 0;
}

/* squeeze_blocks_x8's eight states with a ninth beside them (core/backend.h):
 * its lanes go through general-purpose registers and the arguments' memory
 * (six registers are all the templates leave), two rounds a loop so that
 * they end where they began; the ninth's block is copied out after the
 * eight's. Its copies in args, on this frame, are cleared before it returns:
 * nothing is left for the caller to scrub. */
AVX512 static size_t squeeze_blocks_x8_and_1(uint64_t *s, uint64_t *ninth, uint8_t *const out[9], size_t blocks,
                                           unsigned rate_lanes, unsigned rounds) {
  kx_asm_nine_args args = {.eight = {0, (1u << rate_lanes) - 1, 0, 0}, .out = out[8], .lanes = rate_lanes};
  memcpy(args.state, ninth, sizeof args.state);
  const uint64_t *first = kx_round_constants + 24 - rounds, *end = kx_round_constants + 24, *rc;
  size_t at = 0, stride = 8 * (size_t)rate_lanes;
  __asm__ volatile(KX_ASM_LOAD_X8
                   "2:\n\t"
                   "mov %[first], %[rc]\n\t" KX_ASM_ROUNDS_WITH_NINTH KX_ASM_STORE_LANES_AT_X8
                   KX_ASM_STORE_BLOCK_NINTH
                   "add %[stride], %[at]\n\t"
                   "dec %[blocks]\n\t"
                   "jnz 2b\n\t" KX_ASM_STORE_X8
                   : [rc] "=&r"(rc), [at] "+&r"(at), [blocks] "+&r"(blocks)
                   : [s] "r"(s), [out] "r"(out), [args] "r"(&args), [first] "m"(first), [stride] "m"(stride),
                     [k] "r"(x8_constants), [end] "m"(end)
                   : KX_ASM_VECTOR_CLOBBERS, "rax", "rcx", "rdx", "rsi", "rdi", "r8", "k1", "k2", "cc", "memory");
  memcpy(ninth, args.state, sizeof args.state);
  kx_secure_zero(&args, sizeof args);
  _mm256_zeroupper();
  return 0;
}

const kx_backend_def kx_backend_avx512 = {
    .name = "avx512",
    /* The x4 kernel's loads and stores (vector_states.h) are AVX2 code
     * (vperm2i128, vpgatherqq), not AVX-512: a CPU or VM may offer one
     * without the other. squeeze_blocks_x8_and_1's ninth state takes andn
     * and rorx (every AVX-512 CPU has BMI1 and BMI2; a VM might hide them). */
    .required = KX_CPU_AVX512 | KX_CPU_AVX2 | KX_CPU_BMI2,
    .permute = {permute_x1, permute_x2, permute_x4, permute_x8},
    .permute_interleaved = {NULL, permute_x2_interleaved, permute_x4_interleaved, permute_x8_interleaved},
    .absorb = absorb_x1,
    .absorb_interleaved = {NULL, NULL, NULL, absorb_x8_interleaved},
    .permute_blocks = {NULL, NULL, NULL, permute_blocks_x8},
    .squeeze_blocks = {squeeze_blocks_x1, NULL, NULL, squeeze_blocks_x8},
    .squeeze_nine = squeeze_blocks_x8_and_1,
};

#endif
