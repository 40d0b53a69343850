/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The keccakx command: one function per subcommand, plus what they share. */
#ifndef KX_CLI_H
#define KX_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "keccakx.h"

int cmd_backends(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* Exit statuses: 1 = something failed (a mismatch, an unreadable file, a
 * write error), as coreutils; 2 = a usage error. */
enum { EXIT_FAILED = 1, EXIT_USAGE = 2 };

void cli_print_usage(FILE *out);

/* ---- algorithms.c: the one table of algorithms ---- */

typedef struct cli_algorithm {
  const char *name; /* for -a: "sha3-256" (any case; '-' and '_' optional) */
  const char *tag;  /* in BSD (--tag) lines: "SHA3-256", OpenSSL's name */
  kx_alg alg;
  size_t xof_length; /* an XOF's default output bytes; 0 for a fixed-size hash */
} cli_algorithm;

/* The algorithm called `name` (its name or its tag, in any spelling); NULL if none. */
const cli_algorithm *cli_find_algorithm(const char *name);

/* The algorithm whose tag starts `text`, with *rest just after the tag; NULL if none. */
const cli_algorithm *cli_algorithm_tagged(const char *text, const char **rest);

/* Prints the algorithms' names, separated by spaces. */
void cli_print_algorithm_names(FILE *out);

/* Output bytes for a: its digest size, or `requested` for an XOF (its default
 * when requested is 0). 0 when a fixed-size hash was given another length. */
size_t cli_output_length(const cli_algorithm *a, size_t requested);

/* The largest -l: the line of a sum holds twice as many hex digits, which
 * must still be countable in a size_t. */
#define CLI_MAX_LENGTH (((size_t)-1) / 2)

/* Parses a byte count for -l: 0, or -1 when it is not a decimal number,
 * -2 when it is larger than CLI_MAX_LENGTH. */
int cli_parse_length(const char *text, size_t *length);

/* ---- checksum_options.c: the options of sum and check ---- */

/* What check prints; the last of --status, --quiet, --warn wins, as coreutils. */
typedef enum cli_verbosity { CLI_STATUS, CLI_QUIET, CLI_NORMAL, CLI_WARN } cli_verbosity;

typedef struct cli_options {
  int check;                      /* verify lists (check, sum -c) instead of printing sums */
  int help;                       /* --help was given */
  int version;                    /* --version was given */
  const cli_algorithm *algorithm; /* -a, or keccak-256 */
  int algorithm_given;            /* -a was given: check refuses lines of another tag */
  size_t length;                  /* -l, or 0 */
  int tag, zero;                  /* sum: --tag, -z */
  int binary;                     /* sum: 1 after -b (or --tag), 0 after -t, -1 if neither: lines get '*' */
  int strict, ignore_missing;     /* check */
  cli_verbosity verbosity;        /* check */
  unsigned threads;               /* --num-threads, or 0: one per processor it may use */
  char **operands;                /* the files or lists, after the options are moved out */
  int operand_count;
} cli_options;

/* Parses sum's and check's options GNU-style (anywhere before "--", in any
 * order, clustered); `check` is the mode before -c. 0, or EXIT_USAGE (reported). */
int cli_parse_options(int argc, char **argv, int check, cli_options *o);

/* sum.c and check.c: run with the parsed options. */
int cli_sum(const cli_options *o);
int cli_check(const cli_options *o);

/* ---- checksum_line.c: one line of a checksum list ---- */

typedef struct cli_checksum_line {
  const cli_algorithm *algorithm;
  const char *hex; /* 2 * outlen hex digits */
  size_t outlen;
  char *name; /* unescaped */
} cli_checksum_line;

/* The untagged form a check has read, as coreutils tracks it over all its
 * lists: "hex  name" / "hex *name" (GNU), or the one-space "hex name" of
 * `md5 -r` (reversed BSD). Whichever comes first is the only one read after:
 * once GNU lines were seen a one-space line is malformed, and once a one-space
 * line was seen, a "hex  name" line names " name". */
typedef enum cli_untagged_form { CLI_UNTAGGED_UNSEEN, CLI_UNTAGGED_GNU, CLI_UNTAGGED_REVERSED } cli_untagged_form;

/* Parses a line (its line ending removed), in place: "hex  name", "hex *name",
 * "hex name" or "TAG (name) = hex", each after a backslash when the name is
 * escaped (the hex's separator may be a tab, as in coreutils). Untagged lines
 * are o->algorithm's, read in the *form seen so far (updated); tagged lines
 * are their tag's, unless -a named another. 0, or -1 when the line is malformed. */
int cli_parse_checksum_line(char *text, const cli_options *o, cli_untagged_form *form, cli_checksum_line *line);

/* ---- names.c: file names that stay on one line ---- */

/* A name with a backslash, newline or carriage return is printed escaped
 * ("\\\\", "\\n", "\\r") and its line starts with a backslash, as coreutils. */
int cli_name_needs_escapes(const char *name);
void cli_put_escaped(const char *name, FILE *out);
/* Undoes cli_put_escaped in place; -1 on an unknown or unfinished escape. */
int cli_unescape(char *name);

/* "keccakx: NAME: message" on stderr, the name escaped. */
void cli_file_error(const char *name, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ---- close_stdout.c ---- */

/* Flushes and closes stdout as coreutils' close_stdout does: "write error" on
 * stderr and EXIT_FAILED if any output was lost, else 0. */
int cli_close_stdout(void);

/* ---- digest_stream.c ---- */

/* Receives a hash's output a chunk at a time; returns non-zero to stop it. */
typedef int cli_consumer(const unsigned char *chunk, size_t n, void *arg);

/* Hashes an open stream in fixed memory and hands the outlen output bytes to
 * `consume` in chunks (any SHAKE length works), until it asks to stop.
 * KangarooTwelve and ParallelHash of a regular file other than standard input
 * go to the library whole, mapped, on up to `threads` threads (0: one per
 * processor the process may use, kx_set_threads). 0 on success, else the errno of a read error. */
int cli_digest_stream(FILE *in, kx_alg alg, size_t outlen, unsigned threads, cli_consumer *consume, void *arg);

/* ---- map_file.c: a regular file in memory (the one OS-specific part of reading) ---- */

typedef struct cli_mapping {
  const unsigned char *data;
  size_t len;
} cli_mapping;

/* Maps the regular, non-empty file behind `in`: 1, or 0 to read it as a stream. */
int cli_map_file(FILE *in, cli_mapping *m);
void cli_unmap_file(cli_mapping *m);

/* Opens `path` for reading ("-" is standard input); NULL with errno set. */
FILE *cli_open(const char *path);
void cli_close(FILE *f);

/* ---- os.c: the only file that knows the operating system ---- */

/* Before anything else in main: stdin and stdout carry bytes unchanged, and
 * argv holds UTF-8 (on Windows, converted from the wide command line). */
void cli_os_start(int *argc, char ***argv);
/* fopen(path, "rb") for a UTF-8 name. */
FILE *cli_os_open(const char *path);
/* POSIX getline (the Windows C runtime has none). */
ptrdiff_t cli_getline(char **line, size_t *cap, FILE *in);

/* ---- options.c (bench) ---- */

/* Matches argv[*i] against "-x VALUE", "-xVALUE", "--long VALUE" and
 * "--long=VALUE": 1 with *value set (and *i advanced past a separate value),
 * 0 when it is another argument, -1 (reported) when the value is missing. */
int cli_option_value(int argc, char **argv, int *i, const char *short_name, const char *long_name,
                     const char **value);

/* ---- hex.c ---- */

void cli_hex_encode(const unsigned char *bytes, size_t n, char *hex);
/* Decodes 2n hex digits (either case) into n bytes; 0 on success. */
int cli_hex_decode(const char *hex, size_t n, unsigned char *bytes);

void cli_error(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

#endif
