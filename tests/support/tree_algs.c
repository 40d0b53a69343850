/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "tree_algs.h"

#include <stdio.h>
#include <stdlib.h>

#include "support.h"

const tree_alg tree_algs[TREE_ALG_COUNT] = {{KX_KT128, 0},
                                            {KX_KT256, 0},
                                            {KX_PARALLELHASH128, 8192},
                                            {KX_PARALLELHASH256, 3000},
                                            {KX_PARALLELHASHXOF128, 8192},
                                            {KX_PARALLELHASHXOF256, 100000}};

int tree_init(kx_ctx *c, const tree_alg *a) {
  if (!a->block) return kx_init(c, a->alg);
  return kx_init_parallelhash(c, a->alg, a->block, "S", 1);
}

uint8_t *random_message(size_t len) {
  uint8_t *m = malloc(len ? len : 1);
  rng r = {len + 1};
  if (m) rng_fill(&r, m, len);
  return m;
}

int on_every_backend(int (*test)(void)) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  int ok = count >= 1;
  for (size_t i = 0; ok && i < count; i++) {
    ok = kx_use_backend(names[i]) == KX_OK && test();
    if (!ok) fprintf(stderr, "  backend %s\n", names[i]);
  }
  return kx_use_backend("auto") == KX_OK && ok;
}

int report(const char *name, int ok) {
  printf("%s: %s\n", ok ? "ok" : "FAIL", name);
  return ok;
}
