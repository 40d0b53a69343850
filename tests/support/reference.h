/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A textbook Keccak written straight from FIPS 202, independent of the
 * library: constants are computed (the rc LFSR, the rho walk), the state is an
 * array of bytes, every step is its own loop. Slow and obviously right. */
#ifndef KX_TEST_REFERENCE_H
#define KX_TEST_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

/* Keccak-p[1600, rounds] on a canonical state (lanes in host order). */
void reference_permute(uint64_t lanes[25], unsigned rounds);

/* The sponge over Keccak-f[1600]: rate in bytes, `suffix` the domain bits and
 * first padding bit (0x01 Keccak, 0x06 SHA-3, 0x1f SHAKE). */
void reference_sponge(size_t rate, uint8_t suffix, const uint8_t *in, size_t inlen, uint8_t *out,
                      size_t outlen);

/* The same sponge over Keccak-p[1600, rounds] (12: TurboSHAKE's). */
void reference_sponge_rounds(size_t rate, uint8_t suffix, unsigned rounds, const uint8_t *in, size_t inlen,
                             uint8_t *out, size_t outlen);

#endif
