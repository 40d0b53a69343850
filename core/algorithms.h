/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The parameters that make each algorithm out of the one sponge. */
#ifndef KX_ALGORITHMS_H
#define KX_ALGORITHMS_H

#include <stddef.h>
#include <stdint.h>

#include "keccakx.h"

typedef struct kx_params {
  const char *name;
  uint8_t rate;        /* bytes per block: 200 - 2 * security strength */
  uint8_t digest_size; /* 0 for an extendable-output function */
  uint8_t pad;         /* first padding byte, carrying the domain bits */
  uint8_t rounds;      /* of Keccak-p[1600, rounds] between blocks */
} kx_params;

/* The parameters of alg, or NULL when alg is not a kx_alg value. */
const kx_params *kx_params_of(kx_alg alg);

/* KX_OK when outlen is a valid output length for p (and out is not NULL when
 * outlen > 0), or the error to return. */
int kx_check_output(const kx_params *p, const void *out, size_t outlen);

#endif
