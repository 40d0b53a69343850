/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The scalar Keccak-p[1600] kernel: one body, inlined into each backend that
 * compiles it for its own instruction set (generic: plain C; bmi2: with andn
 * and rorx), the way zstd compiles one body twice.
 *
 * Lanes are named as in the Keccak reference code: A<row><column> with rows
 * b,g,k,m,s for y = 0..4 and columns a,e,i,o,u for x = 0..4, so Abe is
 * A[x=1][y=0], canonical lane 1. */
#ifndef KX_KECCAK_P1600_SCALAR_H
#define KX_KECCAK_P1600_SCALAR_H

#include <stdint.h>

#include "backend.h"
#include "compiler.h"

#define KX_ROL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))

#define KX_DECLARE_LANES(A)                                                              \
  uint64_t A##ba, A##be, A##bi, A##bo, A##bu, A##ga, A##ge, A##gi, A##go, A##gu, A##ka, \
      A##ke, A##ki, A##ko, A##ku, A##ma, A##me, A##mi, A##mo, A##mu, A##sa, A##se, A##si, \
      A##so, A##su

#define KX_FOR_EACH_LANE(DO, A, s)                                                                  \
  DO(A##ba, s[0]); DO(A##be, s[1]); DO(A##bi, s[2]); DO(A##bo, s[3]); DO(A##bu, s[4]);          \
  DO(A##ga, s[5]); DO(A##ge, s[6]); DO(A##gi, s[7]); DO(A##go, s[8]); DO(A##gu, s[9]);          \
  DO(A##ka, s[10]); DO(A##ke, s[11]); DO(A##ki, s[12]); DO(A##ko, s[13]); DO(A##ku, s[14]);     \
  DO(A##ma, s[15]); DO(A##me, s[16]); DO(A##mi, s[17]); DO(A##mo, s[18]); DO(A##mu, s[19]);     \
  DO(A##sa, s[20]); DO(A##se, s[21]); DO(A##si, s[22]); DO(A##so, s[23]); DO(A##su, s[24])

#define KX_LOAD_LANE(lane, slot) lane = (slot)
#define KX_STORE_LANE(lane, slot) (slot) = lane

/* chi on one row of five rotated lanes b0..b4, written to row `row` of E. */
#define KX_CHI_ROW(E, row, b0, b1, b2, b3, b4) \
  E##row##a = b0 ^ (~b1 & b2);                 \
  E##row##e = b1 ^ (~b2 & b3);                 \
  E##row##i = b2 ^ (~b3 & b4);                 \
  E##row##o = b3 ^ (~b4 & b0);                 \
  E##row##u = b4 ^ (~b0 & b1)

/* One round from lanes A into lanes E: theta, then rho and pi gather each
 * output row from a diagonal of A (B[x][y] = A[x + 3y][x] rotated), chi, iota. */
#define KX_ROUND(A, E, rc)                                          \
  do {                                                              \
    uint64_t c0 = A##ba ^ A##ga ^ A##ka ^ A##ma ^ A##sa;            \
    uint64_t c1 = A##be ^ A##ge ^ A##ke ^ A##me ^ A##se;            \
    uint64_t c2 = A##bi ^ A##gi ^ A##ki ^ A##mi ^ A##si;            \
    uint64_t c3 = A##bo ^ A##go ^ A##ko ^ A##mo ^ A##so;            \
    uint64_t c4 = A##bu ^ A##gu ^ A##ku ^ A##mu ^ A##su;            \
    uint64_t d0 = c4 ^ KX_ROL64(c1, 1);                             \
    uint64_t d1 = c0 ^ KX_ROL64(c2, 1);                             \
    uint64_t d2 = c1 ^ KX_ROL64(c3, 1);                             \
    uint64_t d3 = c2 ^ KX_ROL64(c4, 1);                             \
    uint64_t d4 = c3 ^ KX_ROL64(c0, 1);                             \
    uint64_t b0, b1, b2, b3, b4;                                    \
    b0 = A##ba ^ d0;                                                \
    b1 = A##ge ^ d1, b1 = KX_ROL64(b1, 44);                         \
    b2 = A##ki ^ d2, b2 = KX_ROL64(b2, 43);                         \
    b3 = A##mo ^ d3, b3 = KX_ROL64(b3, 21);                         \
    b4 = A##su ^ d4, b4 = KX_ROL64(b4, 14);                         \
    KX_CHI_ROW(E, b, b0, b1, b2, b3, b4);                           \
    E##ba ^= (rc);                                                  \
    b0 = A##bo ^ d3, b0 = KX_ROL64(b0, 28);                         \
    b1 = A##gu ^ d4, b1 = KX_ROL64(b1, 20);                         \
    b2 = A##ka ^ d0, b2 = KX_ROL64(b2, 3);                          \
    b3 = A##me ^ d1, b3 = KX_ROL64(b3, 45);                         \
    b4 = A##si ^ d2, b4 = KX_ROL64(b4, 61);                         \
    KX_CHI_ROW(E, g, b0, b1, b2, b3, b4);                           \
    b0 = A##be ^ d1, b0 = KX_ROL64(b0, 1);                          \
    b1 = A##gi ^ d2, b1 = KX_ROL64(b1, 6);                          \
    b2 = A##ko ^ d3, b2 = KX_ROL64(b2, 25);                         \
    b3 = A##mu ^ d4, b3 = KX_ROL64(b3, 8);                          \
    b4 = A##sa ^ d0, b4 = KX_ROL64(b4, 18);                         \
    KX_CHI_ROW(E, k, b0, b1, b2, b3, b4);                           \
    b0 = A##bu ^ d4, b0 = KX_ROL64(b0, 27);                         \
    b1 = A##ga ^ d0, b1 = KX_ROL64(b1, 36);                         \
    b2 = A##ke ^ d1, b2 = KX_ROL64(b2, 10);                         \
    b3 = A##mi ^ d2, b3 = KX_ROL64(b3, 15);                         \
    b4 = A##so ^ d3, b4 = KX_ROL64(b4, 56);                         \
    KX_CHI_ROW(E, m, b0, b1, b2, b3, b4);                           \
    b0 = A##bi ^ d2, b0 = KX_ROL64(b0, 62);                         \
    b1 = A##go ^ d3, b1 = KX_ROL64(b1, 55);                         \
    b2 = A##ku ^ d4, b2 = KX_ROL64(b2, 39);                         \
    b3 = A##ma ^ d0, b3 = KX_ROL64(b3, 41);                         \
    b4 = A##se ^ d1, b4 = KX_ROL64(b4, 2);                          \
    KX_CHI_ROW(E, s, b0, b1, b2, b3, b4);                           \
  } while (0)

/* Runs the last `rounds` rounds of Keccak-f with ROUND(from, to, rc) on the
 * lanes A and E (KX_DECLARE_LANES): two rounds per iteration, A -> E -> A, so
 * no lanes are copied between rounds; an odd count starts with one round into
 * E, then hands E back to A. Shared by every scalar kernel. */
#define KX_RUN_ROUNDS(ROUND, rounds)                                                              \
  do {                                                                                           \
    const uint64_t *rc = kx_round_constants + (24 - (rounds));                                   \
    unsigned left = (rounds);                                                                    \
    if (left & 1) {                                                                              \
      ROUND(A, E, rc[0]);                                                                        \
      rc++, left--;                                                                              \
      Aba = Eba, Abe = Ebe, Abi = Ebi, Abo = Ebo, Abu = Ebu, Aga = Ega, Age = Ege, Agi = Egi,    \
      Ago = Ego, Agu = Egu, Aka = Eka, Ake = Eke, Aki = Eki, Ako = Eko, Aku = Eku, Ama = Ema,    \
      Ame = Eme, Ami = Emi, Amo = Emo, Amu = Emu, Asa = Esa, Ase = Ese, Asi = Esi, Aso = Eso,    \
      Asu = Esu;                                                                                 \
    }                                                                                            \
    for (; left; left -= 2, rc += 2) {                                                           \
      ROUND(A, E, rc[0]);                                                                        \
      ROUND(E, A, rc[1]);                                                                        \
    }                                                                                            \
  } while (0)

static KX_ALWAYS_INLINE void kx_keccak_p1600_scalar(uint64_t s[25], unsigned rounds) {
  KX_DECLARE_LANES(A);
  KX_DECLARE_LANES(E);
  KX_FOR_EACH_LANE(KX_LOAD_LANE, A, s);
  KX_RUN_ROUNDS(KX_ROUND, rounds);
  KX_FOR_EACH_LANE(KX_STORE_LANE, A, s);
}

#endif
