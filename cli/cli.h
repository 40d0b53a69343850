/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The keccakx command: one function per subcommand, plus what they share. */
#ifndef KX_CLI_H
#define KX_CLI_H

#include <stdio.h>

#include "keccakx.h"

int cmd_sum(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_backends(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* Exit statuses: 1 = some input failed (mismatch, unreadable file); 2 = usage. */
enum { EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

/* "keccak-256", "keccak256", "KECCAK_256", "sha3-256", "shake128", ... -> alg. */
int cli_parse_alg(const char *name, kx_alg *alg);

/* Parses a non-negative byte count; 0 on success. */
int cli_parse_length(const char *text, size_t *length);

/* Output length for alg: its digest size, or `requested` for SHAKE (a default
 * of twice the security strength when requested is 0). -1 when a fixed-size
 * hash was given another length. */
long cli_output_length(kx_alg alg, size_t requested);

/* Receives a hash's output a chunk at a time. */
typedef void cli_consumer(const unsigned char *chunk, size_t n, void *arg);

/* Hashes an open stream in fixed memory and hands the outlen output bytes to
 * `consume` in chunks (any SHAKE length works). 0 on success, else errno. */
int cli_digest_stream(FILE *in, kx_alg alg, size_t outlen, cli_consumer *consume, void *arg);

/* Opens `path` for reading ("-" is standard input); NULL with errno set. */
FILE *cli_open(const char *path);
void cli_close(FILE *f);

/* Matches argv[*i] against "-x VALUE", "-xVALUE", "--long VALUE" and
 * "--long=VALUE": 1 with *value set (and *i advanced past a separate value),
 * 0 when it is another argument, -1 (reported) when the value is missing. */
int cli_option_value(int argc, char **argv, int *i, const char *short_name, const char *long_name,
                     const char **value);

void cli_hex_encode(const unsigned char *bytes, size_t n, char *hex);
/* Decodes 2n hex digits into n bytes; 0 on success. */
int cli_hex_decode(const char *hex, size_t n, unsigned char *bytes);

void cli_error(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

#endif
