/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Keccak-p[1600] on AArch64 vector registers: one uint64x2_t per lane, so each
 * 64-bit half of a register is a lane of its own state. The neon and sha3
 * backends share this body and differ only in the four step primitives they
 * define before including it (plain ASIMD, or the ARMv8.2 SHA3 instructions):
 *
 *   KXV_XOR5(a, b, c, d, e)   a ^ b ^ c ^ d ^ e             (theta: column parity)
 *   KXV_THETA_D(c_prev, c_next)  c_prev ^ rol(c_next, 1)     (theta: the effect)
 *   KXV_XOR_ROL(a, d, n)      rol(a ^ d, n), n in 1..63      (theta + rho)
 *   KXV_CHI(b0, b1, b2)       b0 ^ (~b1 & b2)                (chi)
 *
 * Lane names and the round layout follow core/keccak_p1600_scalar.h: rows
 * b,g,k,m,s (y = 0..4), columns a,e,i,o,u (x = 0..4); two rounds per loop
 * iteration, A -> E -> A, so no lanes are copied between rounds.
 *
 * At its edges the body converts between the canonical layout and registers:
 * one state uses the low half of each register, two states are interleaved
 * with trn1/trn2 on pairs of lanes. */
#ifndef KX_NEON_ROUND_H
#define KX_NEON_ROUND_H

#include <arm_neon.h>
#include <stdint.h>

#include "../backend.h"
#include "../compiler.h"

#define KXV_DECLARE_LANES(A)                                                                 \
  uint64x2_t A##ba, A##be, A##bi, A##bo, A##bu, A##ga, A##ge, A##gi, A##go, A##gu, A##ka, \
      A##ke, A##ki, A##ko, A##ku, A##ma, A##me, A##mi, A##mo, A##mu, A##sa, A##se, A##si, \
      A##so, A##su

/* Lanes 0..23 in canonical order, as consecutive pairs; lane 24 (su) is
 * loaded and stored on its own. */
#define KXV_FOR_EACH_PAIR(DO, A, s0, s1)                                                         \
  DO(A##ba, A##be, s0, s1, 0); DO(A##bi, A##bo, s0, s1, 2); DO(A##bu, A##ga, s0, s1, 4);      \
  DO(A##ge, A##gi, s0, s1, 6); DO(A##go, A##gu, s0, s1, 8); DO(A##ka, A##ke, s0, s1, 10);     \
  DO(A##ki, A##ko, s0, s1, 12); DO(A##ku, A##ma, s0, s1, 14); DO(A##me, A##mi, s0, s1, 16);   \
  DO(A##mo, A##mu, s0, s1, 18); DO(A##sa, A##se, s0, s1, 20); DO(A##si, A##so, s0, s1, 22)

/* Two states: lane i of s0 in the low half, lane i of s1 in the high half. */
#define KXV_LOAD_PAIR_X2(lo, hi, s0, s1, i)       \
  do {                                            \
    uint64x2_t from0 = vld1q_u64((s0) + (i));     \
    uint64x2_t from1 = vld1q_u64((s1) + (i));     \
    lo = vtrn1q_u64(from0, from1);                \
    hi = vtrn2q_u64(from0, from1);                \
  } while (0)
#define KXV_STORE_PAIR_X2(lo, hi, s0, s1, i)      \
  do {                                            \
    vst1q_u64((s0) + (i), vtrn1q_u64(lo, hi));    \
    vst1q_u64((s1) + (i), vtrn2q_u64(lo, hi));    \
  } while (0)

/* One state: lane i in the low half; whatever sits in the high half is
 * permuted alongside and dropped, since every step works lane by lane. */
#define KXV_LOAD_PAIR_X1(lo, hi, s, unused, i) \
  do {                                         \
    lo = vld1q_u64((s) + (i));                 \
    hi = vdupq_laneq_u64(lo, 1);               \
  } while (0)
#define KXV_STORE_PAIR_X1(lo, hi, s, unused, i) vst1q_u64((s) + (i), vtrn1q_u64(lo, hi))

/* chi on one row of five rotated lanes, written to row `row` of E. */
#define KXV_CHI_ROW(E, row, b0, b1, b2, b3, b4) \
  E##row##a = KXV_CHI(b0, b1, b2);              \
  E##row##e = KXV_CHI(b1, b2, b3);              \
  E##row##i = KXV_CHI(b2, b3, b4);              \
  E##row##o = KXV_CHI(b3, b4, b0);              \
  E##row##u = KXV_CHI(b4, b0, b1)

/* One round from lanes A into lanes E; rc points at this round's constant. */
#define KXV_ROUND(A, E, rc)                                              \
  do {                                                                   \
    uint64x2_t c0 = KXV_XOR5(A##ba, A##ga, A##ka, A##ma, A##sa);         \
    uint64x2_t c1 = KXV_XOR5(A##be, A##ge, A##ke, A##me, A##se);         \
    uint64x2_t c2 = KXV_XOR5(A##bi, A##gi, A##ki, A##mi, A##si);         \
    uint64x2_t c3 = KXV_XOR5(A##bo, A##go, A##ko, A##mo, A##so);         \
    uint64x2_t c4 = KXV_XOR5(A##bu, A##gu, A##ku, A##mu, A##su);         \
    uint64x2_t d0 = KXV_THETA_D(c4, c1);                                 \
    uint64x2_t d1 = KXV_THETA_D(c0, c2);                                 \
    uint64x2_t d2 = KXV_THETA_D(c1, c3);                                 \
    uint64x2_t d3 = KXV_THETA_D(c2, c4);                                 \
    uint64x2_t d4 = KXV_THETA_D(c3, c0);                                 \
    uint64x2_t b0, b1, b2, b3, b4;                                       \
    b0 = veorq_u64(A##ba, d0);                                           \
    b1 = KXV_XOR_ROL(A##ge, d1, 44);                                     \
    b2 = KXV_XOR_ROL(A##ki, d2, 43);                                     \
    b3 = KXV_XOR_ROL(A##mo, d3, 21);                                     \
    b4 = KXV_XOR_ROL(A##su, d4, 14);                                     \
    KXV_CHI_ROW(E, b, b0, b1, b2, b3, b4);                               \
    E##ba = veorq_u64(E##ba, vld1q_dup_u64(rc));                         \
    b0 = KXV_XOR_ROL(A##bo, d3, 28);                                     \
    b1 = KXV_XOR_ROL(A##gu, d4, 20);                                     \
    b2 = KXV_XOR_ROL(A##ka, d0, 3);                                      \
    b3 = KXV_XOR_ROL(A##me, d1, 45);                                     \
    b4 = KXV_XOR_ROL(A##si, d2, 61);                                     \
    KXV_CHI_ROW(E, g, b0, b1, b2, b3, b4);                               \
    b0 = KXV_XOR_ROL(A##be, d1, 1);                                      \
    b1 = KXV_XOR_ROL(A##gi, d2, 6);                                      \
    b2 = KXV_XOR_ROL(A##ko, d3, 25);                                     \
    b3 = KXV_XOR_ROL(A##mu, d4, 8);                                      \
    b4 = KXV_XOR_ROL(A##sa, d0, 18);                                     \
    KXV_CHI_ROW(E, k, b0, b1, b2, b3, b4);                               \
    b0 = KXV_XOR_ROL(A##bu, d4, 27);                                     \
    b1 = KXV_XOR_ROL(A##ga, d0, 36);                                     \
    b2 = KXV_XOR_ROL(A##ke, d1, 10);                                     \
    b3 = KXV_XOR_ROL(A##mi, d2, 15);                                     \
    b4 = KXV_XOR_ROL(A##so, d3, 56);                                     \
    KXV_CHI_ROW(E, m, b0, b1, b2, b3, b4);                               \
    b0 = KXV_XOR_ROL(A##bi, d2, 62);                                     \
    b1 = KXV_XOR_ROL(A##go, d3, 55);                                     \
    b2 = KXV_XOR_ROL(A##ku, d4, 39);                                     \
    b3 = KXV_XOR_ROL(A##ma, d0, 41);                                     \
    b4 = KXV_XOR_ROL(A##se, d1, 2);                                      \
    KXV_CHI_ROW(E, s, b0, b1, b2, b3, b4);                               \
  } while (0)

#define KXV_COPY_LANES(A, E)                                                                \
  A##ba = E##ba, A##be = E##be, A##bi = E##bi, A##bo = E##bo, A##bu = E##bu, A##ga = E##ga, \
  A##ge = E##ge, A##gi = E##gi, A##go = E##go, A##gu = E##gu, A##ka = E##ka, A##ke = E##ke, \
  A##ki = E##ki, A##ko = E##ko, A##ku = E##ku, A##ma = E##ma, A##me = E##me, A##mi = E##mi, \
  A##mo = E##mo, A##mu = E##mu, A##sa = E##sa, A##se = E##se, A##si = E##si, A##so = E##so, \
  A##su = E##su

/* The rounds themselves, on lanes A already loaded; the last n round
 * constants are used, as Keccak-p[1600, n] requires. */
#define KXV_PERMUTE_LANES(A, E, rounds)                            \
  do {                                                             \
    const uint64_t *rc = kx_round_constants + (24 - (rounds));    \
    unsigned left = (rounds);                                      \
    if (left & 1) {                                                \
      /* An odd count starts with one round into E, then hands E back to A. */ \
      KXV_ROUND(A, E, rc);                                         \
      KXV_COPY_LANES(A, E);                                        \
      rc++;                                                        \
      left--;                                                      \
    }                                                              \
    for (; left; left -= 2, rc += 2) {                             \
      KXV_ROUND(A, E, rc);                                         \
      KXV_ROUND(E, A, rc + 1);                                     \
    }                                                              \
  } while (0)

/* Whole permutations: one state, or two consecutive states s[0..24] and
 * s[25..49]. Macros rather than functions, because the step primitives are
 * intrinsics that only compile inside the caller's target attribute. */
#define KXV_PERMUTE_X1(s, rounds)                        \
  do {                                                   \
    KXV_DECLARE_LANES(A);                                \
    KXV_DECLARE_LANES(E);                                \
    KXV_FOR_EACH_PAIR(KXV_LOAD_PAIR_X1, A, (s), (s));    \
    Asu = vld1q_dup_u64((s) + 24);                       \
    KXV_PERMUTE_LANES(A, E, rounds);                     \
    KXV_FOR_EACH_PAIR(KXV_STORE_PAIR_X1, A, (s), (s));   \
    vst1q_lane_u64((s) + 24, Asu, 0);                    \
  } while (0)

#define KXV_PERMUTE_X2(s, rounds)                                          \
  do {                                                                     \
    KXV_DECLARE_LANES(A);                                                  \
    KXV_DECLARE_LANES(E);                                                  \
    KXV_FOR_EACH_PAIR(KXV_LOAD_PAIR_X2, A, (s), (s) + 25);                 \
    Asu = vcombine_u64(vld1_u64((s) + 24), vld1_u64((s) + 25 + 24));      \
    KXV_PERMUTE_LANES(A, E, rounds);                                       \
    KXV_FOR_EACH_PAIR(KXV_STORE_PAIR_X2, A, (s), (s) + 25);                \
    vst1q_lane_u64((s) + 24, Asu, 0);                                      \
    vst1q_lane_u64((s) + 25 + 24, Asu, 1);                                 \
  } while (0)

/* Two states interleaved lane by lane, lane i of state j at s[2 i + j] (the
 * layout of kx_hash_many's batches): one register per lane, no transposes. */
#define KXV_FOR_EACH_LANE(DO, A, s)                                                              \
  DO(A##ba, s, 0); DO(A##be, s, 1); DO(A##bi, s, 2); DO(A##bo, s, 3); DO(A##bu, s, 4);          \
  DO(A##ga, s, 5); DO(A##ge, s, 6); DO(A##gi, s, 7); DO(A##go, s, 8); DO(A##gu, s, 9);          \
  DO(A##ka, s, 10); DO(A##ke, s, 11); DO(A##ki, s, 12); DO(A##ko, s, 13); DO(A##ku, s, 14);     \
  DO(A##ma, s, 15); DO(A##me, s, 16); DO(A##mi, s, 17); DO(A##mo, s, 18); DO(A##mu, s, 19);     \
  DO(A##sa, s, 20); DO(A##se, s, 21); DO(A##si, s, 22); DO(A##so, s, 23); DO(A##su, s, 24)
#define KXV_LOAD_INTERLEAVED(a, s, i) a = vld1q_u64((s) + 2 * (i))
#define KXV_STORE_INTERLEAVED(a, s, i) vst1q_u64((s) + 2 * (i), a)
/* Lane i of the current block of both messages (m[0], m[1] in the caller),
 * XORed in when the rate reaches it; eight-byte loads, so nothing past the
 * rate is read. */
#define KXV_XOR_MESSAGE_LANE(a, lanes, i)                                                     \
  if ((i) < (lanes))                                                                          \
  a = veorq_u64(a, vcombine_u64(vreinterpret_u64_u8(vld1_u8(m[0] + 8 * (i))),                \
                                vreinterpret_u64_u8(vld1_u8(m[1] + 8 * (i)))))

/* kx_absorb_many_fn for two messages into interleaved states (little-endian:
 * the message bytes are the lanes as loaded). */
#define KXV_ABSORB_X2_INTERLEAVED(s, in, blocks, lanes, rounds)                  \
  do {                                                                          \
    KXV_DECLARE_LANES(A);                                                       \
    KXV_DECLARE_LANES(E);                                                       \
    KXV_FOR_EACH_LANE(KXV_LOAD_INTERLEAVED, A, (s));                            \
    for (size_t offset = 0, remaining = (blocks); remaining; remaining--, offset += 8 * (size_t)(lanes)) { \
      const uint8_t *m[2] = {(in)[0] + offset, (in)[1] + offset};               \
      KXV_FOR_EACH_LANE(KXV_XOR_MESSAGE_LANE, A, (lanes));                      \
      KXV_PERMUTE_LANES(A, E, rounds);                                          \
    }                                                                           \
    KXV_FOR_EACH_LANE(KXV_STORE_INTERLEAVED, A, (s));                           \
  } while (0)

#endif
