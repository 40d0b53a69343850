/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "algorithms.h"

enum { PAD_KECCAK = 0x01, PAD_SHA3 = 0x06, PAD_SHAKE = 0x1f };

static const kx_params params[] = {
  [KX_KECCAK_224] = {"keccak-224", 144, 28, PAD_KECCAK, 24},
  [KX_KECCAK_256] = {"keccak-256", 136, 32, PAD_KECCAK, 24},
  [KX_KECCAK_384] = {"keccak-384", 104, 48, PAD_KECCAK, 24},
  [KX_KECCAK_512] = {"keccak-512", 72, 64, PAD_KECCAK, 24},
  [KX_SHA3_224] = {"sha3-224", 144, 28, PAD_SHA3, 24},
  [KX_SHA3_256] = {"sha3-256", 136, 32, PAD_SHA3, 24},
  [KX_SHA3_384] = {"sha3-384", 104, 48, PAD_SHA3, 24},
  [KX_SHA3_512] = {"sha3-512", 72, 64, PAD_SHA3, 24},
  [KX_SHAKE128] = {"shake128", 168, 0, PAD_SHAKE, 24},
  [KX_SHAKE256] = {"shake256", 136, 0, PAD_SHAKE, 24},
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
