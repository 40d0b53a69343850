/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* One line of a checksum list, in either form sum prints: coreutils'
 * "hex  name" (or "hex *name", or md5 -r's "hex name") and the BSD
 * "TAG (name) = hex" of --tag, which also reads OpenSSL's "TAG(name)= hex". */
#include <ctype.h>
#include <string.h>

#include "cli.h"

static size_t count_hex_digits(const char *text) {
  size_t n = 0;
  while (isxdigit((unsigned char)text[n])) n++;
  return n;
}

/* The name after the hex and its separator: coreutils takes a one-space line
 * (or one whose name is one character) for the reversed form, and sticks to
 * the first form it saw. NULL when the line is not in that form. */
static char *untagged_name(char *rest, cli_untagged_form *form) {
  if (!*rest) return NULL;
  int gnu = (rest[0] == ' ' || rest[0] == '*') && rest[1] != '\0';
  if (!gnu) {
    if (*form == CLI_UNTAGGED_GNU) return NULL;
    *form = CLI_UNTAGGED_REVERSED;
    return rest;
  }
  if (*form == CLI_UNTAGGED_REVERSED) return rest;
  *form = CLI_UNTAGGED_GNU;
  return rest + 1;
}

static int parse_untagged(char *text, cli_untagged_form *form, cli_checksum_line *line) {
  size_t digits = count_hex_digits(text);
  if (digits == 0 || digits % 2 || (text[digits] != ' ' && text[digits] != '\t')) return -1;
  char *name = untagged_name(text + digits + 1, form);
  if (!name) return -1;
  text[digits] = '\0';
  line->hex = text;
  line->outlen = digits / 2;
  line->name = name;
  return 0;
}

/* What follows the tag: "(name) = hex". The name ends at the last ')', as no
 * hex digit is one, so names with parentheses read back. */
static int parse_after_tag(char *text, cli_checksum_line *line) {
  if (*text == ' ') text++;
  if (*text != '(') return -1;
  char *close = strrchr(text, ')');
  if (!close) return -1;
  *close = '\0';
  char *hex = close + 1;
  while (*hex == ' ') hex++;
  if (*hex++ != '=') return -1;
  while (*hex == ' ') hex++;
  size_t digits = count_hex_digits(hex);
  if (digits == 0 || digits % 2 || hex[digits]) return -1;
  line->name = text + 1;
  line->hex = hex;
  line->outlen = digits / 2;
  return 0;
}

/* A fixed-size hash has its digest size; an XOF any length, or -l's. */
static int length_fits(const cli_algorithm *a, size_t outlen, size_t requested) {
  if (a->xof_length && !requested) return 1;
  return outlen == cli_output_length(a, requested);
}

int cli_parse_checksum_line(char *text, const cli_options *o, cli_untagged_form *form, cli_checksum_line *line) {
  while (*text == ' ' || *text == '\t') text++;
  int escaped = *text == '\\';
  text += escaped;
  const char *after_tag;
  line->algorithm = cli_algorithm_tagged(text, &after_tag);
  if (line->algorithm) {
    if (o->algorithm_given && line->algorithm != o->algorithm) return -1;
    if (parse_after_tag(text + (after_tag - text), line)) return -1;
  } else {
    line->algorithm = o->algorithm;
    if (parse_untagged(text, form, line)) return -1;
  }
  if (!length_fits(line->algorithm, line->outlen, o->length) || !*line->name) return -1;
  return escaped ? cli_unescape(line->name) : 0;
}
