/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The modes of RFC 9861 and SP 800-185 for the tests: one description of an
 * input (the algorithm and every parameter any mode takes), computed by an
 * independent reference written from the two texts over the textbook sponge,
 * and by the library one-shot or streamed. */
#ifndef KX_TEST_MODES_H
#define KX_TEST_MODES_H

#include <stddef.h>
#include <stdint.h>

#include "keccakx.h"

typedef struct mode_input {
  kx_alg alg;
  uint8_t domain;        /* TurboSHAKE's D */
  size_t block_size;     /* ParallelHash's B */
  const uint8_t *name;   /* cSHAKE's N, or KMAC's key */
  size_t namelen;
  const uint8_t *custom; /* KangarooTwelve's C, SP 800-185's S */
  size_t customlen;
  const uint8_t *msg;    /* the message (every mode but TupleHash) */
  size_t msglen;
  size_t n;              /* TupleHash: the strings of the tuple */
  const uint8_t *const *elems;
  const size_t *elemlens;
} mode_input;

/* The mode's name in tests/vectors/modes.txt, or NULL when alg is not a mode. */
const char *mode_alg_name(kx_alg alg);
int mode_alg_from_name(const char *name, kx_alg *alg);

/* Whether outlen is part of the input (KMAC, TupleHash, ParallelHash). */
int mode_hashes_length(kx_alg alg);

/* The reference: RFC 9861 section 2-3, SP 800-185 sections 3-6, the whole
 * input string built in memory and handed to one sponge. */
void reference_mode(const mode_input *in, uint8_t *out, size_t outlen);

/* The library's one-shot function for in->alg; its return code. */
int library_mode(const mode_input *in, uint8_t *out, size_t outlen);

/* The library's streaming functions: the mode's init, the message in pieces
 * of pieces[0 .. count) bytes (they sum to msglen; TupleHash takes its strings
 * one per update instead), then kx_final of `first` bytes and kx_squeeze of the
 * rest (all of outlen through kx_final when the output length is hashed).
 * Returns the first error. */
int library_mode_streamed(const mode_input *in, const size_t *pieces, size_t count, uint8_t *out,
                          size_t outlen, size_t first);

/* RFC 9861's ptn(n): n bytes of 00 01 .. F9 FA repeated; the caller frees it. */
uint8_t *pattern_bytes(size_t n);

#endif
