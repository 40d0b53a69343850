/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx sum: one line per input, as sha256sum prints it: "hex  name"
 * ("hex *name" after -b, which reads files as -t does on POSIX), or with --tag the BSD "TAG (name) = hex"; names escaped (the line then starts
 * with a backslash) unless -z ends lines with NUL instead. */
#include <errno.h>
#include <string.h>

#include "cli.h"

typedef struct sum_line {
  const char *name;
  const cli_options *options;
  int started;
} sum_line;

static void print_name(const sum_line *l) {
  if (l->options->zero) fputs(l->name, stdout);
  else cli_put_escaped(l->name, stdout);
}

static void print_start(const sum_line *l) {
  if (!l->options->zero && cli_name_needs_escapes(l->name)) putchar('\\');
  if (!l->options->tag) return;
  printf("%s (", l->options->algorithm->tag);
  print_name(l);
  fputs(") = ", stdout);
}

static void print_end(const sum_line *l) {
  if (!l->options->tag) {
    fputs(l->options->binary == 1 ? " *" : "  ", stdout);
    print_name(l);
  }
  putchar(l->options->zero ? '\0' : '\n');
}

/* Stops the hash at the first write that fails: a huge -l into a full disk
 * ends there, and close_stdout reports it. */
static int print_hex_chunk(const unsigned char *chunk, size_t n, void *arg) {
  sum_line *l = arg;
  if (!l->started) print_start(l);
  l->started = 1;
  char hex[2 * 4096 + 1];
  cli_hex_encode(chunk, n, hex);
  fputs(hex, stdout);
  return ferror(stdout);
}

static int sum_one(const char *path, const cli_options *o) {
  FILE *in = cli_open(path);
  if (!in) {
    cli_file_error(path, "%s", strerror(errno));
    return EXIT_FAILED;
  }
  sum_line l = {path, o, 0};
  int error = cli_digest_stream(in, o->algorithm->alg, cli_output_length(o->algorithm, o->length), o->threads,
                                print_hex_chunk, &l);
  cli_close(in);
  if (error) {
    cli_file_error(path, "%s", strerror(error));
    return EXIT_FAILED;
  }
  print_end(&l);
  return 0;
}

int cli_sum(const cli_options *o) {
  if (o->operand_count == 0) return sum_one("-", o);
  int status = 0;
  for (int i = 0; i < o->operand_count && !ferror(stdout); i++)
    if (sum_one(o->operands[i], o)) status = EXIT_FAILED;
  return status;
}
