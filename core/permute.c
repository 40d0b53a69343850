/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The public permutation functions: check arguments, then dispatch. */
#include "dispatch.h"
#include "keccakx.h"
#include "wipe.h"

static int permute_states(uint64_t *states, unsigned width, unsigned rounds) {
  if (!states) return KX_ERR_NULL_POINTER;
  if (rounds < 1 || rounds > 24) return KX_ERR_BAD_ROUNDS;
  kx_dispatch_permute(kx_dispatch_current(), width, states, rounds);
  /* The kernels spill lanes in their frames; several states go through wider ones. */
  kx_scrub_stack(width == 1 ? KX_SCRUB_ONE_STATE : KX_SCRUB_MULTI);
  return KX_OK;
}

int kx_permute(uint64_t s[25], unsigned rounds) { return permute_states(s, 1, rounds); }

int kx_permute_x2(uint64_t s[2][25], unsigned rounds) { return permute_states((uint64_t *)s, 2, rounds); }

int kx_permute_x4(uint64_t s[4][25], unsigned rounds) { return permute_states((uint64_t *)s, 4, rounds); }

int kx_permute_x8(uint64_t s[8][25], unsigned rounds) { return permute_states((uint64_t *)s, 8, rounds); }
