/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* One line into *line, grown as needed; 0 at the end of the file. POSIX
 * getline would do, but the Windows C runtime has none. */
static int read_line(char **line, size_t *cap, FILE *in) {
  size_t len = 0;
  for (;;) {
    if (*cap - len < 2) {
      *cap = *cap ? *cap * 2 : 4096;
      *line = realloc(*line, *cap);
      cr_assert(*line != NULL);
    }
    if (!fgets(*line + len, (int)(*cap - len), in)) return len > 0;
    len += strlen(*line + len);
    if ((*line)[len - 1] == '\n') return 1;
  }
}

size_t for_each_vector(const char *file, void (*line)(char **fields, size_t count, void *arg),
                       void *arg) {
  FILE *f = fopen(vector_path(file), "r");
  cr_assert(f != NULL, "cannot open %s", vector_path(file));
  char *text = NULL;
  size_t cap = 0, lines = 0;
  while (read_line(&text, &cap, f)) {
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
