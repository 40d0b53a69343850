/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What the C tests share: the vector files, a deterministic random source,
 * iteration over every backend this CPU runs, and the few things that differ
 * between OSes (the environment, memory that ends at an inaccessible page). */
#ifndef KX_TEST_SUPPORT_H
#define KX_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "keccakx.h"

enum { ALG_COUNT = 10 };
extern const kx_alg all_algs[ALG_COUNT];

/* The algorithm of a vector-file name ("sha3-256", "keccak-256", "shake128"). */
int alg_from_name(const char *name, kx_alg *alg);

/* Suffix bits of alg's padding, for the reference sponge. */
uint8_t alg_suffix(kx_alg alg);

/* Test output length: the digest size, or `xof_length` for SHAKE. */
size_t alg_output_length(kx_alg alg, size_t xof_length);

/* Decodes hex ("-" is empty) into a new buffer of *len bytes; the caller frees it. */
uint8_t *hex_decode(const char *hex, size_t *len);

/* Path of a file in tests/vectors ($KECCAKX_VECTORS_DIR overrides). */
const char *vector_path(const char *file);

/* Calls `line` for every non-comment line of a vector file, split into its
 * space-separated fields; returns how many lines there were. */
size_t for_each_vector(const char *file, void (*line)(char **fields, size_t count, void *arg),
                       void *arg);

/* A deterministic generator (xorshift64*), so failures reproduce. */
typedef struct rng {
  uint64_t state;
} rng;
uint64_t rng_next(rng *r);
void rng_fill(rng *r, void *buffer, size_t n);

/* Forces each backend this CPU runs in turn, calling body(name, arg); returns
 * how many ran (at least one: generic). Restores the automatic choice. */
size_t for_each_backend(void (*body)(const char *backend, void *arg), void *arg);

/* Sets an environment variable of this process, or removes it (value NULL). */
void set_environment(const char *name, const char *value);

/* Two pages, the second unreadable and unwritable: whatever ends at `edge`
 * ends where a read or write one byte further faults. */
typedef struct fenced {
  uint8_t *edge;
  size_t page;
} fenced;
fenced map_fenced(void);
void unmap_fenced(fenced pages);

/* Message lengths around every rate: r-1, r, r+1, 2r-1, 2r, 2r+1 for each
 * distinct rate, plus 0. Returns the count written (at most 31). */
size_t boundary_lengths(size_t lengths[31]);

#endif
