/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "support.h"

uint64_t rng_next(rng *r) {
  r->state ^= r->state >> 12;
  r->state ^= r->state << 25;
  r->state ^= r->state >> 27;
  return r->state * 0x2545f4914f6cdd1dULL;
}

void rng_fill(rng *r, void *buffer, size_t n) {
  uint8_t *p = buffer;
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(rng_next(r) >> 56);
}
