/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Keccak-p[1600] on the general-purpose registers with lazy rotations, for
 * AArch64, whose eor and bic rotate their second operand for free on cores
 * with a fast barrel shifter (Neoverse N1, V1, V2; see select.c for where it
 * is declined). The plain kernel spends 24 of its ~125 instructions per round
 * on rho's rotations; here every rotation rides on an eor or bic.
 *
 * How: the register of lane L holds the lane rotated right by a fixed amount
 * P_L (its "frame"), the same in every round. Each step computes straight
 * into the frame it needs, rotating its inputs inside the operations:
 *   - the column parity c_x is kept in the frame of the column's row-0 lane,
 *     so its first term needs no rotation and the other four ride on eors;
 *   - theta's d_x and the xor into each lane are one shifted eor each;
 *   - chi computes b0 ^ (b2 & ~b1) as bic + eor, and lands in the frame of b2
 *     (if the output's P equals q(b2)) or of b0 (if it equals q(b0)), where
 *     q = P + rho of the input lane.
 * The frames below are a fixed point of that last rule: lane L's P is q of
 * its chosen b0 or b2 input, and the choices form a tree rooted at lane ba
 * (P = 0, rho = 0), found by a search from ba. Any table gives the right
 * answer (every expression below is exact for any P); this one makes each
 * step the single instruction it should be, which the static assertions in
 * KX_LAZY_CHI_ROW check. Converting into the frames and back costs one
 * rotation per lane per permutation, at the edges.
 *
 * Lane names follow core/keccak_p1600_scalar.h. */
#ifndef KX_KECCAK_P1600_LAZY_H
#define KX_KECCAK_P1600_LAZY_H

#include <stdint.h>

#include "../keccak_p1600_scalar.h"

enum {
  P_ba = 0, P_be = 25, P_bi = 35, P_bo = 0, P_bu = 35,
  P_ga = 28, P_ge = 45, P_gi = 18, P_go = 28, P_gu = 18,
  P_ka = 26, P_ke = 24, P_ki = 33, P_ko = 8, P_ku = 24,
  P_ma = 62, P_me = 0, P_mi = 34, P_mo = 49, P_mu = 0,
  P_sa = 33, P_se = 19, P_si = 21, P_so = 39, P_su = 21,
};
_Static_assert(P_ba == 0, "iota adds the round constant to lane ba unrotated");

/* The frame of theta's d_x: that of c_{x-1}, the frame of its column's row-0 lane. */
enum { F_d0 = P_bu, F_d1 = P_ba, F_d2 = P_be, F_d3 = P_bi, F_d4 = P_bo };

/* Left rotation by any integer amount, taken mod 64 (0 included). */
#define KX_ROT(x, n) \
  (((x) << ((unsigned)(n) & 63u)) | ((x) >> ((64u - ((unsigned)(n) & 63u)) & 63u)))
#define KX_SAME_ROTATION(m, n) ((((unsigned)(m) - (unsigned)(n)) & 63u) == 0)
#define KX_ROR_IMMEDIATE(n) ((64u - ((unsigned)(n) & 63u)) & 63u)

/* a ^ rol(b, n) and a & ~rol(b, n), one instruction each. Spelled as
 * instructions because compilers undo the folding: gcc 12 re-associates the
 * xor chains and shares rotated values, materialising 22 of the 24 rotations
 * per round this kernel exists to avoid. */
#define KX_EOR_ROL(a, b, n)                                                            \
  __extension__({                                                                      \
    uint64_t eor_;                                                                     \
    __asm__("eor %0, %1, %2, ror %3" : "=r"(eor_) : "r"(a), "r"(b), "i"(KX_ROR_IMMEDIATE(n))); \
    eor_;                                                                              \
  })
#define KX_BIC_ROL(a, b, n)                                                            \
  __extension__({                                                                      \
    uint64_t bic_;                                                                     \
    __asm__("bic %0, %1, %2, ror %3" : "=r"(bic_) : "r"(a), "r"(b), "i"(KX_ROR_IMMEDIATE(n))); \
    bic_;                                                                              \
  })

/* Column parity of column x, in the frame of its row-0 lane `b` (one
 * temporary a step: a KX_EOR_ROL inside another's operand would declare its
 * result in the scope of the other's). */
#define KX_LAZY_PARITY(A, b, g, k, m, s)                                 \
  __extension__({                                                        \
    uint64_t parity2_ = KX_EOR_ROL(A##b, A##g, P_##g - P_##b);           \
    uint64_t parity3_ = KX_EOR_ROL(parity2_, A##k, P_##k - P_##b);       \
    uint64_t parity4_ = KX_EOR_ROL(parity3_, A##m, P_##m - P_##b);       \
    KX_EOR_ROL(parity4_, A##s, P_##s - P_##b);                           \
  })

/* theta's effect d_x = c_{x-1} ^ rol(c_{x+1}, 1), in the frame of c_{x-1}. */
#define KX_LAZY_D(c_prev, f_prev, c_next, f_next) KX_EOR_ROL(c_prev, c_next, 1 + (f_next) - (f_prev))

/* Lane `lane` of A with theta applied, still in its own frame. */
#define KX_LAZY_THETA(A, lane, d) KX_EOR_ROL(A##lane, d, F_##d - P_##lane)

/* chi for an output in frame p, from three theta'd lanes whose rho-rotated
 * values are rol(t0, q0), rol(t1, q1), rol(t2, q2): b2 & ~b1 in the frame of
 * b2, then the xor with b0 in the frame of b2 or of b0, whichever p is. */
#define KX_LAZY_CHI(t0, q0, t1, q1, t2, q2, p)                 \
  (KX_SAME_ROTATION(p, q2)                                     \
       ? KX_EOR_ROL(KX_BIC_ROL(t2, t1, (q1) - (q2)), t0, (q0) - (p)) \
       : KX_EOR_ROL(t0, KX_BIC_ROL(t2, t1, (q1) - (q2)), (q2) - (p)))

#define KX_LAZY_CHI_ROW(E, row, t0, q0, t1, q1, t2, q2, t3, q3, t4, q4)                             \
  do {                                                                                        \
    _Static_assert(KX_SAME_ROTATION(P_##row##a, q0) || KX_SAME_ROTATION(P_##row##a, q2), #row "a"); \
    _Static_assert(KX_SAME_ROTATION(P_##row##e, q1) || KX_SAME_ROTATION(P_##row##e, q3), #row "e"); \
    _Static_assert(KX_SAME_ROTATION(P_##row##i, q2) || KX_SAME_ROTATION(P_##row##i, q4), #row "i"); \
    _Static_assert(KX_SAME_ROTATION(P_##row##o, q3) || KX_SAME_ROTATION(P_##row##o, q0), #row "o"); \
    _Static_assert(KX_SAME_ROTATION(P_##row##u, q4) || KX_SAME_ROTATION(P_##row##u, q1), #row "u"); \
    E##row##a = KX_LAZY_CHI(t0, q0, t1, q1, t2, q2, P_##row##a);                             \
    E##row##e = KX_LAZY_CHI(t1, q1, t2, q2, t3, q3, P_##row##e);                             \
    E##row##i = KX_LAZY_CHI(t2, q2, t3, q3, t4, q4, P_##row##i);                             \
    E##row##o = KX_LAZY_CHI(t3, q3, t4, q4, t0, q0, P_##row##o);                             \
    E##row##u = KX_LAZY_CHI(t4, q4, t0, q0, t1, q1, P_##row##u);                             \
  } while (0)

/* One round from lanes A into lanes E, both in the frames above; row by row
 * as in the plain kernel, each t the theta'd lane that rho moves to b_j. */
#define KX_LAZY_ROUND(A, E, rc)                                                            \
  do {                                                                                     \
    uint64_t c0 = KX_LAZY_PARITY(A, ba, ga, ka, ma, sa);                                   \
    uint64_t c1 = KX_LAZY_PARITY(A, be, ge, ke, me, se);                                   \
    uint64_t c2 = KX_LAZY_PARITY(A, bi, gi, ki, mi, si);                                   \
    uint64_t c3 = KX_LAZY_PARITY(A, bo, go, ko, mo, so);                                   \
    uint64_t c4 = KX_LAZY_PARITY(A, bu, gu, ku, mu, su);                                   \
    uint64_t d0 = KX_LAZY_D(c4, P_bu, c1, P_be); /* frame P_bu */                          \
    uint64_t d1 = KX_LAZY_D(c0, P_ba, c2, P_bi); /* frame P_ba */                          \
    uint64_t d2 = KX_LAZY_D(c1, P_be, c3, P_bo); /* frame P_be */                          \
    uint64_t d3 = KX_LAZY_D(c2, P_bi, c4, P_bu); /* frame P_bi */                          \
    uint64_t d4 = KX_LAZY_D(c3, P_bo, c0, P_ba); /* frame P_bo */                          \
    uint64_t t0, t1, t2, t3, t4;                                                           \
    t0 = KX_LAZY_THETA(A, ba, d0);                                                   \
    t1 = KX_LAZY_THETA(A, ge, d1);                                                   \
    t2 = KX_LAZY_THETA(A, ki, d2);                                                   \
    t3 = KX_LAZY_THETA(A, mo, d3);                                                   \
    t4 = KX_LAZY_THETA(A, su, d4);                                                   \
    KX_LAZY_CHI_ROW(E, b, t0, P_ba + 0, t1, P_ge + 44, t2, P_ki + 43, t3, P_mo + 21, t4, P_su + 14); \
    E##ba ^= (rc); /* iota: lane ba is the root of the frames, P_ba = 0 */               \
    t0 = KX_LAZY_THETA(A, bo, d3);                                                   \
    t1 = KX_LAZY_THETA(A, gu, d4);                                                   \
    t2 = KX_LAZY_THETA(A, ka, d0);                                                   \
    t3 = KX_LAZY_THETA(A, me, d1);                                                   \
    t4 = KX_LAZY_THETA(A, si, d2);                                                   \
    KX_LAZY_CHI_ROW(E, g, t0, P_bo + 28, t1, P_gu + 20, t2, P_ka + 3, t3, P_me + 45, t4, P_si + 61); \
    t0 = KX_LAZY_THETA(A, be, d1);                                                   \
    t1 = KX_LAZY_THETA(A, gi, d2);                                                   \
    t2 = KX_LAZY_THETA(A, ko, d3);                                                   \
    t3 = KX_LAZY_THETA(A, mu, d4);                                                   \
    t4 = KX_LAZY_THETA(A, sa, d0);                                                   \
    KX_LAZY_CHI_ROW(E, k, t0, P_be + 1, t1, P_gi + 6, t2, P_ko + 25, t3, P_mu + 8, t4, P_sa + 18); \
    t0 = KX_LAZY_THETA(A, bu, d4);                                                   \
    t1 = KX_LAZY_THETA(A, ga, d0);                                                   \
    t2 = KX_LAZY_THETA(A, ke, d1);                                                   \
    t3 = KX_LAZY_THETA(A, mi, d2);                                                   \
    t4 = KX_LAZY_THETA(A, so, d3);                                                   \
    KX_LAZY_CHI_ROW(E, m, t0, P_bu + 27, t1, P_ga + 36, t2, P_ke + 10, t3, P_mi + 15, t4, P_so + 56); \
    t0 = KX_LAZY_THETA(A, bi, d2);                                                   \
    t1 = KX_LAZY_THETA(A, go, d3);                                                   \
    t2 = KX_LAZY_THETA(A, ku, d4);                                                   \
    t3 = KX_LAZY_THETA(A, ma, d0);                                                   \
    t4 = KX_LAZY_THETA(A, se, d1);                                                   \
    KX_LAZY_CHI_ROW(E, s, t0, P_bi + 62, t1, P_go + 55, t2, P_ku + 39, t3, P_ma + 41, t4, P_se + 2); \
  } while (0)

#define KX_LAZY_FOR_EACH_LANE(DO, A, s)                                                          \
  DO(A, ba, s[0]); DO(A, be, s[1]); DO(A, bi, s[2]); DO(A, bo, s[3]); DO(A, bu, s[4]);           \
  DO(A, ga, s[5]); DO(A, ge, s[6]); DO(A, gi, s[7]); DO(A, go, s[8]); DO(A, gu, s[9]);           \
  DO(A, ka, s[10]); DO(A, ke, s[11]); DO(A, ki, s[12]); DO(A, ko, s[13]); DO(A, ku, s[14]);      \
  DO(A, ma, s[15]); DO(A, me, s[16]); DO(A, mi, s[17]); DO(A, mo, s[18]); DO(A, mu, s[19]);      \
  DO(A, sa, s[20]); DO(A, se, s[21]); DO(A, si, s[22]); DO(A, so, s[23]); DO(A, su, s[24])

#define KX_LAZY_ENTER_FRAME(A, lane, slot) A##lane = KX_ROT(slot, -P_##lane)
#define KX_LAZY_LEAVE_FRAME(A, lane, slot) (slot) = KX_ROT(A##lane, P_##lane)

static KX_ALWAYS_INLINE void kx_keccak_p1600_lazy(uint64_t s[25], unsigned rounds) {
  KX_DECLARE_LANES(A);
  KX_DECLARE_LANES(E);
  KX_LAZY_FOR_EACH_LANE(KX_LAZY_ENTER_FRAME, A, s);
  KX_RUN_ROUNDS(KX_LAZY_ROUND, rounds);
  KX_LAZY_FOR_EACH_LANE(KX_LAZY_LEAVE_FRAME, A, s);
}

#endif
