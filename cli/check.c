/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx check: verifies "hex  name" lines as `sha256sum -c` does. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct listed {
  char *hex;    /* expected output, 2 * outlen hex digits */
  size_t outlen;
  char *name;   /* unescaped in place */
} listed;

typedef struct tally {
  unsigned mismatched, unreadable, malformed, checked;
} tally;

/* Undoes sum's escapes ("\\\\" and "\\n") in place; -1 on an unknown escape. */
static int unescape(char *name) {
  char *out = name;
  for (char *in = name; *in; in++) {
    if (*in != '\\') {
      *out++ = *in;
      continue;
    }
    in++;
    if (*in == '\\') *out++ = '\\';
    else if (*in == 'n') *out++ = '\n';
    else return -1;
  }
  *out = '\0';
  return 0;
}

/* Splits one line (newline already removed) into its parts; -1 if malformed. */
static int parse_line(char *text, kx_alg alg, listed *entry) {
  int escaped = text[0] == '\\';
  char *hex = text + escaped;
  size_t digits = 0;
  while (isxdigit((unsigned char)hex[digits])) digits++;
  if (digits == 0 || digits % 2 || hex[digits] != ' ' || (hex[digits + 1] != ' ' && hex[digits + 1] != '*'))
    return -1;
  size_t fixed = kx_digest_size(alg);
  if (fixed && digits != 2 * fixed) return -1;
  hex[digits] = '\0';
  entry->hex = hex;
  entry->outlen = digits / 2;
  entry->name = hex + digits + 2;
  if (!*entry->name || (escaped && unescape(entry->name))) return -1;
  return 0;
}

typedef struct comparison {
  const char *hex;
  size_t offset;
  int equal;
} comparison;

static void compare_chunk(const unsigned char *chunk, size_t n, void *arg) {
  comparison *c = arg;
  unsigned char expected[4096];
  if (cli_hex_decode(c->hex + 2 * c->offset, n, expected) || memcmp(expected, chunk, n)) c->equal = 0;
  c->offset += n;
}

static void check_entry(const listed *entry, kx_alg alg, tally *t) {
  FILE *in = cli_open(entry->name);
  if (!in) {
    cli_error("%s: %s", entry->name, strerror(errno));
    printf("%s: FAILED open or read\n", entry->name);
    t->unreadable++;
    return;
  }
  comparison c = {entry->hex, 0, 1};
  int error = cli_digest_stream(in, alg, entry->outlen, compare_chunk, &c);
  cli_close(in);
  if (error) {
    cli_error("%s: %s", entry->name, strerror(error));
    printf("%s: FAILED open or read\n", entry->name);
    t->unreadable++;
    return;
  }
  printf("%s: %s\n", entry->name, c.equal ? "OK" : "FAILED");
  if (!c.equal) t->mismatched++;
  t->checked++;
}

static void check_list(FILE *list, const char *list_name, kx_alg alg, tally *t) {
  char *text = NULL;
  size_t cap = 0;
  ssize_t got;
  for (unsigned long number = 1; (got = getline(&text, &cap, list)) >= 0; number++) {
    while (got > 0 && (text[got - 1] == '\n' || text[got - 1] == '\r')) text[--got] = '\0';
    if (got == 0) continue;
    listed entry;
    if (parse_line(text, alg, &entry)) {
      cli_error("%s:%lu: not a '%s' checksum line", list_name, number, kx_alg_name(alg));
      t->malformed++;
      continue;
    }
    check_entry(&entry, alg, t);
  }
  free(text);
}

static void report(const tally *t) {
  if (t->malformed) cli_error("WARNING: %u line(s) improperly formatted", t->malformed);
  if (t->unreadable) cli_error("WARNING: %u listed file(s) could not be read", t->unreadable);
  if (t->mismatched) cli_error("WARNING: %u computed checksum(s) did NOT match", t->mismatched);
}

int cmd_check(int argc, char **argv) {
  kx_alg alg = KX_KECCAK_256;
  const char *list_name = "-";
  for (int i = 1; i < argc; i++) {
    const char *value = NULL;
    int found = cli_option_value(argc, argv, &i, "-a", "--algorithm", &value);
    if (found < 0) return EXIT_USAGE;
    if (found) {
      if (cli_parse_alg(value, &alg)) {
        cli_error("unknown algorithm '%s' (try 'keccakx help')", value);
        return EXIT_USAGE;
      }
    } else if (argv[i][0] == '-' && argv[i][1]) {
      cli_error("unknown option '%s'", argv[i]);
      return EXIT_USAGE;
    } else if (i + 1 < argc) {
      cli_error("check takes one list of checksums");
      return EXIT_USAGE;
    } else {
      list_name = argv[i];
    }
  }
  FILE *list = cli_open(list_name);
  if (!list) {
    cli_error("%s: %s", list_name, strerror(errno));
    return EXIT_MISMATCH;
  }
  tally t = {0};
  check_list(list, list_name, alg, &t);
  cli_close(list);
  report(&t);
  if (t.checked + t.unreadable == 0 && !t.malformed) cli_error("%s: no checksum lines found", list_name);
  return t.mismatched || t.unreadable || t.malformed || t.checked == 0 ? EXIT_MISMATCH : 0;
}
