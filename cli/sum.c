/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx sum: one "hex  name" line per input, as sha256sum and b3sum print. */
#include <errno.h>
#include <string.h>

#include "cli.h"

/* Like coreutils: a name with a newline or backslash is escaped and its line
 * starts with a backslash, so every line stays one line. */
static int name_needs_escapes(const char *name) { return strpbrk(name, "\\\n") != NULL; }

typedef struct line {
  const char *name;
  int started;
} line;

static void print_hex_chunk(const unsigned char *chunk, size_t n, void *arg) {
  line *l = arg;
  if (!l->started && name_needs_escapes(l->name)) putchar('\\');
  l->started = 1;
  char hex[2 * 4096 + 1];
  cli_hex_encode(chunk, n, hex);
  fputs(hex, stdout);
}

static void print_name(const char *name) {
  for (; *name; name++) {
    if (*name == '\\') fputs("\\\\", stdout);
    else if (*name == '\n') fputs("\\n", stdout);
    else putchar(*name);
  }
}

static int sum_one(const char *path, kx_alg alg, size_t outlen) {
  FILE *in = cli_open(path);
  if (!in) {
    cli_error("%s: %s", path, strerror(errno));
    return EXIT_MISMATCH;
  }
  line l = {path, 0};
  int error = cli_digest_stream(in, alg, outlen, print_hex_chunk, &l);
  cli_close(in);
  if (error) {
    cli_error("%s: %s", path, strerror(error));
    return EXIT_MISMATCH;
  }
  fputs("  ", stdout);
  print_name(path);
  putchar('\n');
  return 0;
}

int cmd_sum(int argc, char **argv) {
  kx_alg alg = KX_KECCAK_256;
  size_t requested = 0;
  int first_file = argc;
  for (int i = 1; i < argc; i++) {
    const char *value = NULL;
    int found;
    if (strcmp(argv[i], "--") == 0) {
      first_file = i + 1;
      break;
    }
    if ((found = cli_option_value(argc, argv, &i, "-a", "--algorithm", &value))) {
      if (found < 0) return EXIT_USAGE;
      if (cli_parse_alg(value, &alg)) {
        cli_error("unknown algorithm '%s' (try 'keccakx help')", value);
        return EXIT_USAGE;
      }
    } else if ((found = cli_option_value(argc, argv, &i, "-l", "--length", &value))) {
      if (found < 0) return EXIT_USAGE;
      if (cli_parse_length(value, &requested) || requested == 0) {
        cli_error("bad length '%s': a positive number of bytes", value);
        return EXIT_USAGE;
      }
    } else if (argv[i][0] == '-' && argv[i][1]) {
      cli_error("unknown option '%s'", argv[i]);
      return EXIT_USAGE;
    } else {
      first_file = i;
      break;
    }
  }
  long outlen = cli_output_length(alg, requested);
  if (outlen < 0) {
    cli_error("%s has a fixed %zu-byte digest; -l is for shake128 and shake256",
              kx_alg_name(alg), kx_digest_size(alg));
    return EXIT_USAGE;
  }
  if (first_file >= argc) return sum_one("-", alg, (size_t)outlen);
  int status = 0;
  for (int i = first_file; i < argc; i++)
    if (sum_one(argv[i], alg, (size_t)outlen)) status = EXIT_MISMATCH;
  return status;
}
