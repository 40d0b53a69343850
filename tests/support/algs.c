/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Algorithm facts and message lengths the tests share (no Criterion here:
 * the plain test programs use them too). */
#include <string.h>

#include "support.h"

const kx_alg all_algs[ALG_COUNT] = {KX_KECCAK_224, KX_KECCAK_256, KX_KECCAK_384, KX_KECCAK_512,
                                    KX_SHA3_224,   KX_SHA3_256,   KX_SHA3_384,   KX_SHA3_512,
                                    KX_SHAKE128,   KX_SHAKE256};

int alg_from_name(const char *name, kx_alg *alg) {
  for (size_t i = 0; i < ALG_COUNT; i++) {
    if (strcmp(kx_alg_name(all_algs[i]), name) == 0) {
      *alg = all_algs[i];
      return 0;
    }
  }
  return -1;
}

uint8_t alg_suffix(kx_alg alg) {
  if (alg <= KX_KECCAK_512) return 0x01;
  return alg <= KX_SHA3_512 ? 0x06 : 0x1f;
}

size_t alg_output_length(kx_alg alg, size_t xof_length) {
  size_t fixed = kx_digest_size(alg);
  return fixed ? fixed : xof_length;
}

size_t boundary_lengths(size_t lengths[31]) {
  static const size_t rates[] = {72, 104, 136, 144, 168};
  size_t n = 0;
  lengths[n++] = 0;
  for (size_t i = 0; i < 5; i++) {
    size_t r = rates[i];
    size_t around[] = {r - 1, r, r + 1, 2 * r - 1, 2 * r, 2 * r + 1};
    for (size_t k = 0; k < 6; k++) lengths[n++] = around[k];
  }
  return n;
}
