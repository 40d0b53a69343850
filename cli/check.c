/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx check (and sum -c): verifies checksum lists as `sha256sum -c` does,
 * with its messages, its per-list summary and its exit status. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct tally {
  unsigned long formatted, malformed, unreadable, mismatched, matched;
} tally;

typedef struct checked_list {
  const char *name;
  int is_stdin;
  unsigned long line_number;
  tally counts;
  cli_untagged_form *form; /* shared by all the lists of one check */
} checked_list;

static void print_result(const char *name, const char *result) {
  if (cli_name_needs_escapes(name)) putchar('\\');
  cli_put_escaped(name, stdout);
  printf(": %s\n", result);
}

typedef struct comparison {
  const char *hex;
  size_t offset;
  int equal;
} comparison;

static int compare_chunk(const unsigned char *chunk, size_t n, void *arg) {
  comparison *c = arg;
  unsigned char expected[4096];
  if (cli_hex_decode(c->hex + 2 * c->offset, n, expected) || memcmp(expected, chunk, n)) c->equal = 0;
  c->offset += n;
  return !c->equal;
}

static void verify(const cli_checksum_line *line, const cli_options *o, tally *t) {
  FILE *in = cli_open(line->name);
  if (!in && o->ignore_missing && errno == ENOENT) return;
  int error = in ? 0 : errno;
  comparison c = {line->hex, 0, 1};
  if (in) {
    error = cli_digest_stream(in, line->algorithm->alg, line->outlen, o->threads, compare_chunk, &c);
    cli_close(in);
  }
  if (error) {
    cli_file_error(line->name, "%s", strerror(error));
    if (o->verbosity != CLI_STATUS) print_result(line->name, "FAILED open or read");
    t->unreadable++;
  } else if (!c.equal) {
    if (o->verbosity != CLI_STATUS) print_result(line->name, "FAILED");
    t->mismatched++;
  } else {
    if (o->verbosity >= CLI_NORMAL) print_result(line->name, "OK");
    t->matched++;
  }
}

/* One line as getline read it: comments and blank lines are skipped, a line
 * ending (LF, or CRLF from an editor) removed, never a CR that ends a name. */
static void check_line(char *text, size_t length, checked_list *list, const cli_options *o) {
  if (text[0] == '#') return;
  if (length && text[length - 1] == '\n') {
    text[--length] = '\0';
    if (length && text[length - 1] == '\r') text[--length] = '\0';
  }
  if (length == 0) return;
  cli_checksum_line line;
  /* A NUL would cut the name short; "-" in a list read from stdin cannot be read. */
  if (strlen(text) != length || cli_parse_checksum_line(text, o, list->form, &line) ||
      (list->is_stdin && strcmp(line.name, "-") == 0)) {
    list->counts.malformed++;
    if (o->verbosity == CLI_WARN)
      cli_file_error(list->name, "%lu: improperly formatted %s checksum line", list->line_number,
                     o->algorithm->tag);
    return;
  }
  list->counts.formatted++;
  verify(&line, o, &list->counts);
}

static void warn_count(unsigned long n, const char *one, const char *many) {
  if (n) cli_error("WARNING: %lu %s", n, n == 1 ? one : many);
}

/* The summary after a list, and whether it passed. */
static int report(const checked_list *list, const cli_options *o) {
  const tally *t = &list->counts;
  if (!t->formatted) {
    cli_file_error(list->name, "no properly formatted checksum lines found");
    return EXIT_FAILED;
  }
  if (o->verbosity != CLI_STATUS) {
    warn_count(t->malformed, "line is improperly formatted", "lines are improperly formatted");
    warn_count(t->unreadable, "listed file could not be read", "listed files could not be read");
    warn_count(t->mismatched, "computed checksum did NOT match", "computed checksums did NOT match");
    if (o->ignore_missing && !t->matched) cli_file_error(list->name, "no file was verified");
  }
  int passed = !t->mismatched && !t->unreadable && !(o->strict && t->malformed) &&
               !(o->ignore_missing && !t->matched);
  return passed ? 0 : EXIT_FAILED;
}

static int check_list(const char *name, const cli_options *o, cli_untagged_form *form) {
  FILE *in = cli_open(name);
  if (!in) {
    cli_file_error(name, "%s", strerror(errno));
    return EXIT_FAILED;
  }
  /* As coreutils names it in messages. */
  checked_list list = {in == stdin ? "standard input" : name, in == stdin, 0, {0}, form};
  char *text = NULL;
  size_t cap = 0;
  ptrdiff_t got;
  while (errno = 0, (got = cli_getline(&text, &cap, in)) >= 0) {
    list.line_number++;
    check_line(text, (size_t)got, &list, o);
  }
  int read_error = ferror(in) ? (errno ? errno : EIO) : 0;
  free(text);
  cli_close(in);
  if (read_error) {
    cli_file_error(list.name, "read error: %s", strerror(read_error));
    return EXIT_FAILED;
  }
  return report(&list, o);
}

int cli_check(const cli_options *o) {
  cli_untagged_form form = CLI_UNTAGGED_UNSEEN;
  if (o->operand_count == 0) return check_list("-", o, &form);
  int status = 0;
  for (int i = 0; i < o->operand_count; i++)
    if (check_list(o->operands[i], o, &form)) status = EXIT_FAILED;
  return status;
}
