/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Every algorithm the command knows, in one table: adding one is one row. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const cli_algorithm algorithms[] = {
    {"keccak-224", "KECCAK-224", KX_KECCAK_224, 0},
    {"keccak-256", "KECCAK-256", KX_KECCAK_256, 0},
    {"keccak-384", "KECCAK-384", KX_KECCAK_384, 0},
    {"keccak-512", "KECCAK-512", KX_KECCAK_512, 0},
    {"sha3-224", "SHA3-224", KX_SHA3_224, 0},
    {"sha3-256", "SHA3-256", KX_SHA3_256, 0},
    {"sha3-384", "SHA3-384", KX_SHA3_384, 0},
    {"sha3-512", "SHA3-512", KX_SHA3_512, 0},
    {"shake128", "SHAKE128", KX_SHAKE128, 32}, /* twice the security strength, as */
    {"shake256", "SHAKE256", KX_SHAKE256, 64}, /* b3sum's and OpenSSL's defaults */
    {"turboshake128", "TURBOSHAKE128", KX_TURBOSHAKE128, 32}, /* domain byte 0x1F */
    {"turboshake256", "TURBOSHAKE256", KX_TURBOSHAKE256, 64},
    {"kt128", "KT128", KX_KT128, 32}, /* empty customization */
    {"kt256", "KT256", KX_KT256, 64},
    {"cshake128", "CSHAKE128", KX_CSHAKE128, 32}, /* empty N and S: SHAKE128 */
    {"cshake256", "CSHAKE256", KX_CSHAKE256, 64},
};
enum { algorithm_count = sizeof algorithms / sizeof algorithms[0] };

/* Lower-case with '-' and '_' dropped, so that "KECCAK_256" matches "keccak-256". */
static void normalise(const char *name, char *out, size_t cap) {
  size_t n = 0;
  for (; *name && n + 1 < cap; name++)
    if (*name != '-' && *name != '_') out[n++] = (char)tolower((unsigned char)*name);
  out[n] = '\0';
}

const cli_algorithm *cli_find_algorithm(const char *name) {
  char wanted[32], known[32];
  if (strlen(name) >= sizeof wanted) return NULL;
  normalise(name, wanted, sizeof wanted);
  for (size_t i = 0; i < algorithm_count; i++) {
    normalise(algorithms[i].name, known, sizeof known);
    if (strcmp(wanted, known) == 0) return &algorithms[i];
  }
  return NULL;
}

const cli_algorithm *cli_algorithm_tagged(const char *text, const char **rest) {
  const cli_algorithm *longest = NULL;
  for (size_t i = 0; i < algorithm_count; i++) {
    size_t n = strlen(algorithms[i].tag);
    if (strncmp(text, algorithms[i].tag, n) == 0 && (!longest || n > strlen(longest->tag)))
      longest = &algorithms[i];
  }
  if (longest) *rest = text + strlen(longest->tag);
  return longest;
}

void cli_print_algorithm_names(FILE *out) {
  for (size_t i = 0; i < algorithm_count; i++) fprintf(out, "%s%s", i ? " " : "", algorithms[i].name);
}

size_t cli_output_length(const cli_algorithm *a, size_t requested) {
  if (a->xof_length) return requested ? requested : a->xof_length;
  size_t fixed = kx_digest_size(a->alg);
  return requested == 0 || requested == fixed ? fixed : 0;
}

int cli_parse_length(const char *text, size_t *length) {
  char *end;
  if (!isdigit((unsigned char)*text)) return -1;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (*end) return -1;
  if (errno == ERANGE || value > CLI_MAX_LENGTH) return -2;
  *length = (size_t)value;
  return 0;
}
