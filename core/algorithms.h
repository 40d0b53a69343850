/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The parameters that make each algorithm out of the one sponge. */
#ifndef KX_ALGORITHMS_H
#define KX_ALGORITHMS_H

#include <stddef.h>
#include <stdint.h>

#include "keccakx.h"

/* What sits above the sponge (core/modes/): how the input is encoded and
 * scheduled before the padding. */
typedef enum kx_mode {
  KX_MODE_SPONGE,       /* Keccak, SHA-3, SHAKE, TurboSHAKE, cSHAKE: bytes in, padding, bytes out */
  KX_MODE_KMAC,         /* cSHAKE, then right_encode(L) at the end */
  KX_MODE_TUPLEHASH,    /* cSHAKE of encoded strings, then right_encode(L) */
  KX_MODE_KT,           /* KangarooTwelve's tree over 8192-byte chunks */
  KX_MODE_PARALLELHASH  /* ParallelHash's tree over B-byte blocks */
} kx_mode;

typedef struct kx_params {
  const char *name;
  uint8_t rate;        /* bytes per block: 200 - 2 * security strength */
  uint8_t digest_size; /* 0 for an output of any length */
  uint8_t pad;         /* first padding byte, carrying the domain bits (the default one for a mode with a choice) */
  uint8_t rounds;      /* of Keccak-p[1600]: 24, or 12 for TurboSHAKE and KangarooTwelve */
  uint8_t mode;        /* kx_mode */
  uint8_t length_in_input; /* KMAC, TupleHash, ParallelHash: the output length L is hashed, so no stream */
} kx_params;

/* The parameters of alg, or NULL when alg is not a kx_alg value. */
const kx_params *kx_params_of(kx_alg alg);

/* Whether outputs of p are prefixes of one stream that kx_squeeze continues. */
static inline int kx_is_xof(const kx_params *p) { return !p->digest_size && !p->length_in_input; }

/* Whether kx_hash, kx_init and kx_hash_many take alg with default parameters. */
static inline int kx_has_defaults(const kx_params *p) {
  return p->mode == KX_MODE_SPONGE || p->mode == KX_MODE_KT;
}

/* KX_OK when outlen is a valid output length for p (and out is not NULL when
 * outlen > 0), or the error to return. */
int kx_check_output(const kx_params *p, const void *out, size_t outlen);

#endif
