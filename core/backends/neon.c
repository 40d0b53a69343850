/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* AArch64 Advanced SIMD: two states at once, one per 64-bit half of each
 * 128-bit register (25 of the 32 vector registers hold a pair of lanes).
 * ASIMD has no rotate, so each rotation is a shift left plus a shift right and
 * insert (shl + sri), and chi's ~b1 & b2 is one bic.
 * Its single-state kernel is scalar code tuned for AArch64 (see permute_x1).
 *
 * No target attribute: ASIMD is in the base ISA (aarch64_targets.h). */
#include "aarch64_targets.h"

#if KX_BUILD_NEON
#include "keccak_p1600_lazy.h"
#include "neon_round.h"

#define KXV_ROL(x, n) vsriq_n_u64(vshlq_n_u64((x), (n)), (x), 64 - (n))
#define KXV_XOR5(a, b, c, d, e) veorq_u64(veorq_u64(veorq_u64(a, b), veorq_u64(c, d)), e)
#define KXV_THETA_D(c_prev, c_next) veorq_u64((c_prev), KXV_ROL((c_next), 1))
#define KXV_XOR_ROL(a, d, n) KXV_ROL(veorq_u64((a), (d)), (n))
#define KXV_CHI(b0, b1, b2) veorq_u64((b0), vbicq_u64((b2), (b1)))

/* One state gains nothing from half-empty vector registers without the SHA3
 * instructions: it runs on the general-purpose registers, with rotations
 * folded into the logic instructions (keccak_p1600_lazy.h). */
static void permute_x1(uint64_t *states, unsigned rounds) { kx_keccak_p1600_lazy(states, rounds); }

static void permute_x2(uint64_t *states, unsigned rounds) { KXV_PERMUTE_X2(states, rounds); }

static void absorb_x2_interleaved(uint64_t *states, const uint8_t *const in[], size_t blocks, unsigned lanes,
                                  unsigned rounds) {
  KXV_ABSORB_X2_INTERLEAVED(states, in, blocks, lanes, rounds);
}

const kx_backend_def kx_backend_neon = {
  .name = "neon",
  .required = KX_CPU_ASIMD,
  .permute = {permute_x1, permute_x2, NULL, NULL},
  .absorb_interleaved = {NULL, absorb_x2_interleaved, NULL, NULL},
};

#endif
