/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The multi-state Keccak-p[1600] kernel body: the 25 lanes are SIMD vectors
 * and vector slot j holds lane i of state j, so one instruction advances
 * every state at once (2 in XMM, 4 in YMM, 8 in ZMM). The including backend
 * defines the vector operations before including this file:
 *
 *   V_XOR(a, b)        a ^ b
 *   V_XOR5(a,b,c,d,e)  the column parity (two vpternlogq with AVX-512)
 *   V_ROL(a, n)        rotation left by the constant n (vprolq, or two shifts)
 *   V_CHI(a, b, c)     a ^ (~b & c) (one vpternlogq, or vpandn + vpxor)
 *   V_IOTA(a, rc)      a ^ the round constant rc in every slot
 *
 * Lanes are named as in keccak_p1600_scalar.h (rows b,g,k,m,s, columns
 * a,e,i,o,u), and the rounds run as in the scalar kernels (KX_RUN_ROUNDS). */
#ifndef KX_VECTOR_ROUNDS_H
#define KX_VECTOR_ROUNDS_H

#include "../keccak_p1600_scalar.h"

#define KX_V_DECLARE_LANES(V, A)                                                          \
  V A##ba, A##be, A##bi, A##bo, A##bu, A##ga, A##ge, A##gi, A##go, A##gu, A##ka, A##ke,  \
      A##ki, A##ko, A##ku, A##ma, A##me, A##mi, A##mo, A##mu, A##sa, A##se, A##si, A##so, \
      A##su

/* Applies DO(lane variable, index, F) to every lane. */
#define KX_V_FOR_EACH_LANE(DO, A, F)                                                                \
  DO(A##ba, 0, F); DO(A##be, 1, F); DO(A##bi, 2, F); DO(A##bo, 3, F); DO(A##bu, 4, F);             \
  DO(A##ga, 5, F); DO(A##ge, 6, F); DO(A##gi, 7, F); DO(A##go, 8, F); DO(A##gu, 9, F);             \
  DO(A##ka, 10, F); DO(A##ke, 11, F); DO(A##ki, 12, F); DO(A##ko, 13, F); DO(A##ku, 14, F);        \
  DO(A##ma, 15, F); DO(A##me, 16, F); DO(A##mi, 17, F); DO(A##mo, 18, F); DO(A##mu, 19, F);        \
  DO(A##sa, 20, F); DO(A##se, 21, F); DO(A##si, 22, F); DO(A##so, 23, F); DO(A##su, 24, F)

#define KX_V_CHI_ROW(E, row, b0, b1, b2, b3, b4) \
  E##row##a = V_CHI(b0, b1, b2);                 \
  E##row##e = V_CHI(b1, b2, b3);                 \
  E##row##i = V_CHI(b2, b3, b4);                 \
  E##row##o = V_CHI(b3, b4, b0);                 \
  E##row##u = V_CHI(b4, b0, b1)

/* theta adds d[x] = c[x-1] ^ rot(c[x+1], 1) to every lane of column x;
 * r<x> below is the rotated parity. Folding that XOR into one three-way
 * vpternlogq per lane (lane ^ c[x-1] ^ r[x+1]) saves five operations a round
 * but keeps ten values live instead of five d[x]: with the 25 lanes that is
 * more than 32 registers, and the spills cost AVX-512 more than the five
 * XORs (10% on x8, 12% on x4, measured on Zen 4: docs/benchmarks-x86.md). */
#define KX_V_ROUND(A, E, rc)                                                    \
  do {                                                                          \
    kx_v_lane c0 = V_XOR5(A##ba, A##ga, A##ka, A##ma, A##sa);                   \
    kx_v_lane c1 = V_XOR5(A##be, A##ge, A##ke, A##me, A##se);                   \
    kx_v_lane c2 = V_XOR5(A##bi, A##gi, A##ki, A##mi, A##si);                   \
    kx_v_lane c3 = V_XOR5(A##bo, A##go, A##ko, A##mo, A##so);                   \
    kx_v_lane c4 = V_XOR5(A##bu, A##gu, A##ku, A##mu, A##su);                   \
    kx_v_lane r0 = V_ROL(c0, 1), r1 = V_ROL(c1, 1), r2 = V_ROL(c2, 1);          \
    kx_v_lane r3 = V_ROL(c3, 1), r4 = V_ROL(c4, 1);                             \
    kx_v_lane d0 = V_XOR(c4, r1), d1 = V_XOR(c0, r2), d2 = V_XOR(c1, r3);       \
    kx_v_lane d3 = V_XOR(c2, r4), d4 = V_XOR(c3, r0);                           \
    kx_v_lane b0, b1, b2, b3, b4;                                               \
    b0 = V_XOR(A##ba, d0);                                                      \
    b1 = V_XOR(A##ge, d1), b1 = V_ROL(b1, 44);                                  \
    b2 = V_XOR(A##ki, d2), b2 = V_ROL(b2, 43);                                  \
    b3 = V_XOR(A##mo, d3), b3 = V_ROL(b3, 21);                                  \
    b4 = V_XOR(A##su, d4), b4 = V_ROL(b4, 14);                                  \
    KX_V_CHI_ROW(E, b, b0, b1, b2, b3, b4);                                     \
    E##ba = V_IOTA(E##ba, rc);                                                  \
    b0 = V_XOR(A##bo, d3), b0 = V_ROL(b0, 28);                                  \
    b1 = V_XOR(A##gu, d4), b1 = V_ROL(b1, 20);                                  \
    b2 = V_XOR(A##ka, d0), b2 = V_ROL(b2, 3);                                   \
    b3 = V_XOR(A##me, d1), b3 = V_ROL(b3, 45);                                  \
    b4 = V_XOR(A##si, d2), b4 = V_ROL(b4, 61);                                  \
    KX_V_CHI_ROW(E, g, b0, b1, b2, b3, b4);                                     \
    b0 = V_XOR(A##be, d1), b0 = V_ROL(b0, 1);                                   \
    b1 = V_XOR(A##gi, d2), b1 = V_ROL(b1, 6);                                   \
    b2 = V_XOR(A##ko, d3), b2 = V_ROL(b2, 25);                                  \
    b3 = V_XOR(A##mu, d4), b3 = V_ROL(b3, 8);                                   \
    b4 = V_XOR(A##sa, d0), b4 = V_ROL(b4, 18);                                  \
    KX_V_CHI_ROW(E, k, b0, b1, b2, b3, b4);                                     \
    b0 = V_XOR(A##bu, d4), b0 = V_ROL(b0, 27);                                  \
    b1 = V_XOR(A##ga, d0), b1 = V_ROL(b1, 36);                                  \
    b2 = V_XOR(A##ke, d1), b2 = V_ROL(b2, 10);                                  \
    b3 = V_XOR(A##mi, d2), b3 = V_ROL(b3, 15);                                  \
    b4 = V_XOR(A##so, d3), b4 = V_ROL(b4, 56);                                  \
    KX_V_CHI_ROW(E, m, b0, b1, b2, b3, b4);                                     \
    b0 = V_XOR(A##bi, d2), b0 = V_ROL(b0, 62);                                  \
    b1 = V_XOR(A##go, d3), b1 = V_ROL(b1, 55);                                  \
    b2 = V_XOR(A##ku, d4), b2 = V_ROL(b2, 39);                                  \
    b3 = V_XOR(A##ma, d0), b3 = V_ROL(b3, 41);                                  \
    b4 = V_XOR(A##se, d1), b4 = V_ROL(b4, 2);                                   \
    KX_V_CHI_ROW(E, s, b0, b1, b2, b3, b4);                                     \
  } while (0)

#define KX_V_LOAD_LANE(lane, i, LANE_IN) lane = LANE_IN(i)
#define KX_V_STORE_LANE(lane, i, LANE_OUT) LANE_OUT(i, lane)

/* Keccak-p[1600, rounds] on 25 vectors that the including function reads as
 * LANE_IN(i) and writes back as LANE_OUT(i, v) (kx_v_lane names the vector
 * type V for the round's temporaries). Reading straight from where the lanes
 * are matters: a loop that first copies them into a local array is compiled
 * by GCC into a memcpy (rep movsq), whose 8-byte stores the vector loads
 * then cannot forward from. */
#define KX_V_PERMUTE(V, LANE_IN, LANE_OUT, rounds)    \
  do {                                                \
    typedef V kx_v_lane;                              \
    KX_V_DECLARE_LANES(V, A);                         \
    KX_V_DECLARE_LANES(V, E);                         \
    KX_V_FOR_EACH_LANE(KX_V_LOAD_LANE, A, LANE_IN);   \
    KX_RUN_ROUNDS(KX_V_ROUND, rounds);                \
    KX_V_FOR_EACH_LANE(KX_V_STORE_LANE, A, LANE_OUT); \
  } while (0)

#define KX_V_ARRAY_IN(i) lanes[i]
#define KX_V_ARRAY_OUT(i, v) lanes[i] = (v)

/* The same on the vectors in the array `lanes[25]` of the caller. */
#define KX_V_PERMUTE_LANES(V, rounds) KX_V_PERMUTE(V, KX_V_ARRAY_IN, KX_V_ARRAY_OUT, rounds)

#endif
