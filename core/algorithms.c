/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "algorithms.h"

/* cSHAKE pads as SHAKE when N and S are empty (its default), with 0x04 otherwise. */
enum { PAD_KECCAK = 0x01, PAD_SHA3 = 0x06, PAD_SHAKE = 0x1f, PAD_CSHAKE = 0x04 };

#define SPONGE(pad) pad, 24, KX_MODE_SPONGE, 0
#define SP800_185(mode, length_in_input) PAD_CSHAKE, 24, mode, length_in_input

static const kx_params params[] = {
  [KX_KECCAK_224] = {"keccak-224", 144, 28, SPONGE(PAD_KECCAK)},
  [KX_KECCAK_256] = {"keccak-256", 136, 32, SPONGE(PAD_KECCAK)},
  [KX_KECCAK_384] = {"keccak-384", 104, 48, SPONGE(PAD_KECCAK)},
  [KX_KECCAK_512] = {"keccak-512", 72, 64, SPONGE(PAD_KECCAK)},
  [KX_SHA3_224] = {"sha3-224", 144, 28, SPONGE(PAD_SHA3)},
  [KX_SHA3_256] = {"sha3-256", 136, 32, SPONGE(PAD_SHA3)},
  [KX_SHA3_384] = {"sha3-384", 104, 48, SPONGE(PAD_SHA3)},
  [KX_SHA3_512] = {"sha3-512", 72, 64, SPONGE(PAD_SHA3)},
  [KX_SHAKE128] = {"shake128", 168, 0, SPONGE(PAD_SHAKE)},
  [KX_SHAKE256] = {"shake256", 136, 0, SPONGE(PAD_SHAKE)},
  [KX_TURBOSHAKE128] = {"turboshake128", 168, 0, PAD_SHAKE, 12, KX_MODE_SPONGE, 0},
  [KX_TURBOSHAKE256] = {"turboshake256", 136, 0, PAD_SHAKE, 12, KX_MODE_SPONGE, 0},
  /* the pad of the final node of a single chunk; more chunks change it (kangarootwelve.c) */
  [KX_KT128] = {"kt128", 168, 0, 0x07, 12, KX_MODE_KT, 0},
  [KX_KT256] = {"kt256", 136, 0, 0x07, 12, KX_MODE_KT, 0},
  [KX_CSHAKE128] = {"cshake128", 168, 0, SPONGE(PAD_SHAKE)},
  [KX_CSHAKE256] = {"cshake256", 136, 0, SPONGE(PAD_SHAKE)},
  [KX_KMAC128] = {"kmac128", 168, 0, SP800_185(KX_MODE_KMAC, 1)},
  [KX_KMAC256] = {"kmac256", 136, 0, SP800_185(KX_MODE_KMAC, 1)},
  [KX_KMACXOF128] = {"kmacxof128", 168, 0, SP800_185(KX_MODE_KMAC, 0)},
  [KX_KMACXOF256] = {"kmacxof256", 136, 0, SP800_185(KX_MODE_KMAC, 0)},
  [KX_TUPLEHASH128] = {"tuplehash128", 168, 0, SP800_185(KX_MODE_TUPLEHASH, 1)},
  [KX_TUPLEHASH256] = {"tuplehash256", 136, 0, SP800_185(KX_MODE_TUPLEHASH, 1)},
  [KX_TUPLEHASHXOF128] = {"tuplehashxof128", 168, 0, SP800_185(KX_MODE_TUPLEHASH, 0)},
  [KX_TUPLEHASHXOF256] = {"tuplehashxof256", 136, 0, SP800_185(KX_MODE_TUPLEHASH, 0)},
  [KX_PARALLELHASH128] = {"parallelhash128", 168, 0, SP800_185(KX_MODE_PARALLELHASH, 1)},
  [KX_PARALLELHASH256] = {"parallelhash256", 136, 0, SP800_185(KX_MODE_PARALLELHASH, 1)},
  [KX_PARALLELHASHXOF128] = {"parallelhashxof128", 168, 0, SP800_185(KX_MODE_PARALLELHASH, 0)},
  [KX_PARALLELHASHXOF256] = {"parallelhashxof256", 136, 0, SP800_185(KX_MODE_PARALLELHASH, 0)},
};

const kx_params *kx_params_of(kx_alg alg) {
  unsigned i = (unsigned)alg;
  if (i == 0 || i >= sizeof params / sizeof params[0]) return NULL;
  return &params[i];
}

int kx_check_output(const kx_params *p, const void *out, size_t outlen) {
  if (p->digest_size && outlen != p->digest_size) return KX_ERR_BAD_LENGTH;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  return KX_OK;
}

size_t kx_digest_size(kx_alg alg) {
  const kx_params *p = kx_params_of(alg);
  return p ? p->digest_size : 0;
}

size_t kx_rate(kx_alg alg) {
  const kx_params *p = kx_params_of(alg);
  return p ? p->rate : 0;
}

const char *kx_alg_name(kx_alg alg) {
  const kx_params *p = kx_params_of(alg);
  return p ? p->name : NULL;
}
