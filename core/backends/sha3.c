/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AArch64 with the ARMv8.2 SHA3 extension (FEAT_SHA3): the same vector body as
 * the neon backend, with each step one instruction shorter. EOR3 folds three
 * inputs of the column parity, RAX1 is theta's c_prev ^ rol(c_next, 1), XAR
 * is rho's rotate fused with theta's xor, and BCAX is chi's b0 ^ (b2 & ~b1).
 * Both widths run the same instructions: a single state leaves the high half
 * of every register idle, which still beats scalar code on cores that execute
 * these instructions on every SIMD pipe (see select.c for which ones).
 *
 * The instructions are chosen with a function target attribute; compilers
 * that cannot do that build this file as nothing (aarch64_targets.h). */
#include "aarch64_targets.h"

#if KX_BUILD_SHA3
#include "neon_round.h"

#define KX_SHA3_TARGET __attribute__((target("arch=armv8.2-a+sha3")))

#define KXV_XOR5(a, b, c, d, e) veor3q_u64(veor3q_u64((a), (b), (c)), (d), (e))
#define KXV_THETA_D(c_prev, c_next) vrax1q_u64((c_prev), (c_next))
/* xar rotates right: a left rotation by n is a right rotation by 64 - n. */
#define KXV_XOR_ROL(a, d, n) vxarq_u64((a), (d), 64 - (n))
#define KXV_CHI(b0, b1, b2) vbcaxq_u64((b0), (b2), (b1))

KX_SHA3_TARGET static void permute_x1(uint64_t *states, unsigned rounds) { KXV_PERMUTE_X1(states, rounds); }

KX_SHA3_TARGET static void permute_x2(uint64_t *states, unsigned rounds) { KXV_PERMUTE_X2(states, rounds); }

KX_SHA3_TARGET static void absorb_x2_interleaved(uint64_t *states, const uint8_t *const in[], size_t blocks,
                                                 unsigned lanes, unsigned rounds) {
  KXV_ABSORB_X2_INTERLEAVED(states, in, blocks, lanes, rounds);
}

const kx_backend_def kx_backend_sha3 = {
  .name = "sha3",
  .required = KX_CPU_ASIMD | KX_CPU_SHA3,
  .permute = {permute_x1, permute_x2, NULL, NULL},
  .absorb_interleaved = {NULL, absorb_x2_interleaved, NULL, NULL},
};

#endif
