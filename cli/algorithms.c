/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Lower-case with '-' and '_' dropped, so that "KECCAK_256" matches "keccak-256". */
static void normalise(const char *name, char *out, size_t cap) {
  size_t n = 0;
  for (; *name && n + 1 < cap; name++)
    if (*name != '-' && *name != '_') out[n++] = (char)tolower((unsigned char)*name);
  out[n] = '\0';
}

int cli_parse_alg(const char *name, kx_alg *alg) {
  char wanted[32], known[32];
  normalise(name, wanted, sizeof wanted);
  /* every algorithm kx_hash takes with default parameters */
  for (int a = KX_KECCAK_224; a <= KX_CSHAKE256; a++) {
    normalise(kx_alg_name((kx_alg)a), known, sizeof known);
    if (strcmp(wanted, known) == 0) {
      *alg = (kx_alg)a;
      return 0;
    }
  }
  return -1;
}

int cli_parse_length(const char *text, size_t *length) {
  char *end;
  errno = 0;
  if (!isdigit((unsigned char)*text)) return -1;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || *end || value > (size_t)-1) return -1;
  *length = (size_t)value;
  return 0;
}

long cli_output_length(kx_alg alg, size_t requested) {
  size_t fixed = kx_digest_size(alg);
  if (fixed) return requested == 0 || requested == fixed ? (long)fixed : -1;
  if (requested) return (long)requested;
  return kx_rate(alg) == 168 ? 32 : 64; /* twice the security strength, as the standards' examples */
}
