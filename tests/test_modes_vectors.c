/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The published values of RFC 9861 and NIST SP 800-185 (tests/vectors/modes.txt),
 * one-shot and streamed, with every backend this CPU runs. Under valgrind (see
 * tests/CMakeLists.txt) KECCAKX_TEST_MAX_MESSAGE skips the messages longer than
 * it (RFC 9861's ptn(17^5) and ptn(17^6), 1.4 and 24 MB): memcheck gains nothing
 * from them that ptn(17^4), ten chunks, does not give, at a hundred times the cost. */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "modes.h"
#include "support.h"

enum { MAX_ELEMENTS = 8 };

typedef struct vector {
  mode_input in;
  size_t outlen;
  uint8_t *want;
  size_t want_len;
  uint8_t *owned[MAX_ELEMENTS + 3];
  size_t owned_count;
  const uint8_t *elems[MAX_ELEMENTS];
  size_t elemlens[MAX_ELEMENTS];
} vector;

/* Hex, "-" or ptn(n). */
static uint8_t *bytes_of(vector *v, const char *field, size_t *len) {
  size_t n;
  uint8_t *b = sscanf(field, "ptn(%zu)", &n) == 1 ? (*len = n, pattern_bytes(n)) : hex_decode(field, len);
  v->owned[v->owned_count++] = b;
  return b;
}

static void parse(vector *v, char **f) {
  memset(v, 0, sizeof *v);
  cr_assert_eq(mode_alg_from_name(f[0], &v->in.alg), 0, "unknown mode %s", f[0]);
  if (v->in.alg <= KX_TURBOSHAKE256) v->in.domain = (uint8_t)strtoul(f[1], NULL, 16);
  else if (v->in.alg >= KX_PARALLELHASH128) v->in.block_size = strtoul(f[1], NULL, 10);
  else if (strcmp(f[1], "-") != 0) v->in.name = bytes_of(v, f[1], &v->in.namelen);
  v->in.custom = bytes_of(v, f[2], &v->in.customlen);
  if (v->in.alg >= KX_TUPLEHASH128 && v->in.alg <= KX_TUPLEHASHXOF256) {
    char *save = NULL;
    for (char *e = strtok_r(f[3], ",", &save); e; e = strtok_r(NULL, ",", &save)) {
      cr_assert_lt(v->in.n, MAX_ELEMENTS);
      v->elems[v->in.n] = bytes_of(v, e, &v->elemlens[v->in.n]);
      v->in.n++;
    }
    v->in.elems = v->elems, v->in.elemlens = v->elemlens;
  } else {
    v->in.msg = bytes_of(v, f[3], &v->in.msglen);
  }
  v->outlen = strtoul(f[4], NULL, 10);
  v->want = hex_decode(f[5], &v->want_len);
}

static void release(vector *v) {
  for (size_t i = 0; i < v->owned_count; i++) free(v->owned[i]);
  free(v->want);
}

static size_t longest_message(void) {
  const char *limit = getenv("KECCAKX_TEST_MAX_MESSAGE");
  return limit ? strtoul(limit, NULL, 10) : SIZE_MAX;
}

static void check_vector_line(char **f, size_t count, void *arg) {
  const char *backend = arg;
  cr_assert_eq(count, 6, "modes.txt lines have six fields");
  vector v;
  parse(&v, f);
  if (v.in.msglen > longest_message()) {
    release(&v);
    return;
  }
  uint8_t *got = malloc(v.outlen);
  size_t tail = v.outlen - v.want_len;
  cr_assert_eq(library_mode(&v.in, got, v.outlen), KX_OK, "%s", f[0]);
  cr_assert(memcmp(got + tail, v.want, v.want_len) == 0, "%s: %s of %s (C/S %s) differs", backend, f[0], f[3], f[2]);
  size_t pieces[3] = {v.in.msglen / 3, v.in.msglen / 3, v.in.msglen - 2 * (v.in.msglen / 3)};
  memset(got, 0, v.outlen);
  cr_assert_eq(library_mode_streamed(&v.in, pieces, 3, got, v.outlen, v.outlen / 2), KX_OK);
  cr_assert(memcmp(got + tail, v.want, v.want_len) == 0, "%s: %s of %s streamed differs", backend, f[0], f[3]);
  free(got);
  release(&v);
}

static void vectors_with_backend(const char *backend, void *unused) {
  (void)unused;
  cr_assert_eq(for_each_vector("modes.txt", check_vector_line, (void *)backend), 107);
}

Test(modes_vectors, every_backend_gives_the_published_values_one_shot_and_streamed, .timeout = 600) {
  for_each_backend(vectors_with_backend, NULL);
}

/* The reference the other mode tests trust, on the same published values. */
static void check_reference_line(char **f, size_t count, void *arg) {
  (void)arg, (void)count;
  vector v;
  parse(&v, f);
  if (v.in.msglen > 100000 || v.in.customlen > 100000) { /* the textbook permutation is slow */
    release(&v);
    return;
  }
  uint8_t *got = malloc(v.outlen);
  reference_mode(&v.in, got, v.outlen);
  cr_assert(memcmp(got + v.outlen - v.want_len, v.want, v.want_len) == 0, "reference %s of %s", f[0], f[3]);
  free(got);
  release(&v);
}

Test(modes_vectors, the_reference_gives_the_published_values) {
  for_each_vector("modes.txt", check_reference_line, NULL);
}
