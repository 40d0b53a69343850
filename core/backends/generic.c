/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Portable C11: any 32- or 64-bit target, either byte order (lanes are
 * uint64_t in host order, so the kernel never looks at bytes). */
#include "../keccak_p1600_scalar.h"

static void permute_x1(uint64_t *states, unsigned rounds) { kx_keccak_p1600_scalar(states, rounds); }

const kx_backend_def kx_backend_generic = {
  .name = "generic",
  .required = 0,
  .permute = {permute_x1, NULL, NULL, NULL},
};
