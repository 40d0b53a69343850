#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

uint8_t *hex_decode(const char *hex, size_t *len) {
  size_t digits = strcmp(hex, "-") == 0 ? 0 : strlen(hex);
  cr_assert(digits % 2 == 0, "odd number of hex digits in '%s'", hex);
  uint8_t *bytes = malloc(digits / 2 + 1);
  cr_assert(bytes != NULL);
  for (size_t i = 0; i < digits / 2; i++) {
    int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
    cr_assert(hi >= 0 && lo >= 0, "bad hex digit in '%s'", hex);
    bytes[i] = (uint8_t)(hi << 4 | lo);
  }
  *len = digits / 2;
  return bytes;
}

const char *vector_path(const char *file) {
  static char path[4096];
  const char *dir = getenv("KECCAKX_VECTORS_DIR");
  snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : KX_TEST_VECTORS_DIR, file);
  return path;
}

size_t for_each_vector(const char *file, void (*line)(char **fields, size_t count, void *arg),
                       void *arg) {
  FILE *f = fopen(vector_path(file), "r");
  cr_assert(f != NULL, "cannot open %s", vector_path(file));
  char *text = NULL;
  size_t cap = 0, lines = 0;
  while (getline(&text, &cap, f) >= 0) {
    if (text[0] == '#' || text[0] == '\n') continue;
    char *fields[8], *save = NULL;
    size_t count = 0;
    for (char *t = strtok_r(text, " \n", &save); t && count < 8; t = strtok_r(NULL, " \n", &save))
      fields[count++] = t;
    line(fields, count, arg);
    lines++;
  }
  free(text);
  fclose(f);
  return lines;
}

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

size_t for_each_backend(void (*body)(const char *backend, void *arg), void *arg) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  cr_assert(count >= 1 && count <= 32);
  for (size_t i = 0; i < count; i++) {
    cr_assert_eq(kx_use_backend(names[i]), KX_OK, "cannot force backend %s", names[i]);
    body(names[i], arg);
  }
  cr_assert_eq(kx_use_backend("auto"), KX_OK);
  return count;
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
