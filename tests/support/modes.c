/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "modes.h"

#include <stdlib.h>
#include <string.h>

#include "reference.h"

static const char *const mode_names[] = {
    "turboshake128", "turboshake256", "kt128",           "kt256",           "cshake128",       "cshake256",
    "kmac128",       "kmac256",       "kmacxof128",      "kmacxof256",      "tuplehash128",    "tuplehash256",
    "tuplehashxof128", "tuplehashxof256", "parallelhash128", "parallelhash256", "parallelhashxof128",
    "parallelhashxof256"};

const char *mode_alg_name(kx_alg alg) {
  return alg >= KX_TURBOSHAKE128 && alg <= KX_PARALLELHASHXOF256 ? mode_names[alg - KX_TURBOSHAKE128] : NULL;
}

int mode_alg_from_name(const char *name, kx_alg *alg) {
  for (int a = KX_TURBOSHAKE128; a <= KX_PARALLELHASHXOF256; a++) {
    if (strcmp(mode_names[a - KX_TURBOSHAKE128], name) == 0) {
      *alg = (kx_alg)a;
      return 0;
    }
  }
  return -1;
}

int mode_hashes_length(kx_alg alg) {
  return alg == KX_KMAC128 || alg == KX_KMAC256 || alg == KX_TUPLEHASH128 || alg == KX_TUPLEHASH256 ||
         alg == KX_PARALLELHASH128 || alg == KX_PARALLELHASH256;
}

uint8_t *pattern_bytes(size_t n) {
  uint8_t *p = malloc(n + 1);
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(i % 251);
  return p;
}

/* ---- the reference ---- */

typedef struct text {
  uint8_t *data;
  size_t len, cap;
} text;

static void put(text *t, const void *bytes, size_t len) {
  if (t->len + len > t->cap) {
    t->cap = 2 * (t->len + len) + 64;
    t->data = realloc(t->data, t->cap);
  }
  if (len) memcpy(t->data + t->len, bytes, len);
  t->len += len;
}

static void put_byte(text *t, uint8_t b) { put(t, &b, 1); }

/* The big-endian digits of x, at least one: SP 800-185 section 2.3.1. */
static size_t digits(uint64_t x, uint8_t d[8]) {
  size_t n = 1;
  while (n < 8 && x >> (8 * n)) n++;
  for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(x >> (8 * (n - 1 - i)));
  return n;
}

static void left_encode(text *t, uint64_t x) {
  uint8_t d[8];
  size_t n = digits(x, d);
  put_byte(t, (uint8_t)n);
  put(t, d, n);
}

static void right_encode(text *t, uint64_t x) {
  uint8_t d[8];
  size_t n = digits(x, d);
  put(t, d, n);
  put_byte(t, (uint8_t)n);
}

static void encode_string(text *t, const uint8_t *s, size_t len) {
  left_encode(t, 8 * (uint64_t)len);
  put(t, s, len);
}

/* bytepad's prefix; bytepad_end zero-fills from `start` to a multiple of w. */
static void bytepad_end(text *t, size_t start, size_t w) {
  while ((t->len - start) % w) put_byte(t, 0);
}

/* RFC 9861 section 3.3: length_encode has no digit for 0. */
static void length_encode(text *t, uint64_t x) {
  uint8_t d[8];
  size_t n = 0;
  while (n < 8 && x >> (8 * n)) n++;
  for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(x >> (8 * (n - 1 - i)));
  put(t, d, n);
  put_byte(t, (uint8_t)n);
}

static size_t rate_of(kx_alg alg) { return (alg - KX_TURBOSHAKE128) % 2 == 0 ? 168 : 136; }

static void turboshake(size_t rate, uint8_t d, const uint8_t *m, size_t len, uint8_t *out, size_t outlen) {
  reference_sponge_rounds(rate, d, 12, m, len, out, outlen);
}

static void kangarootwelve(size_t rate, const mode_input *in, uint8_t *out, size_t outlen) {
  enum { CHUNK = 8192 };
  text s = {0};
  put(&s, in->msg, in->msglen);
  put(&s, in->custom, in->customlen);
  length_encode(&s, in->customlen);
  if (s.len <= CHUNK) {
    turboshake(rate, 0x07, s.data, s.len, out, outlen);
  } else {
    text node = {0};
    size_t cv = 200 - rate, chunks = (s.len + CHUNK - 1) / CHUNK;
    uint8_t value[64];
    put(&node, s.data, CHUNK);
    put(&node, "\x03\0\0\0\0\0\0\0", 8);
    for (size_t i = 1; i < chunks; i++) {
      size_t len = i == chunks - 1 ? s.len - i * CHUNK : CHUNK;
      turboshake(rate, 0x0B, s.data + i * CHUNK, len, value, cv);
      put(&node, value, cv);
    }
    length_encode(&node, chunks - 1);
    put(&node, "\xff\xff", 2);
    turboshake(rate, 0x06, node.data, node.len, out, outlen);
    free(node.data);
  }
  free(s.data);
}

/* cSHAKE's input for N and S, before X (section 3.3). */
static void cshake_prefix(text *t, size_t rate, const uint8_t *n, size_t nlen, const uint8_t *s, size_t slen) {
  size_t start = t->len;
  left_encode(t, rate);
  encode_string(t, n, nlen);
  encode_string(t, s, slen);
  bytepad_end(t, start, rate);
}

static void cshake(size_t rate, const uint8_t *n, size_t nlen, const uint8_t *s, size_t slen, const text *x,
                   uint8_t *out, size_t outlen) {
  if (!nlen && !slen) {
    reference_sponge(rate, 0x1f, x->data, x->len, out, outlen);
    return;
  }
  text all = {0};
  cshake_prefix(&all, rate, n, nlen, s, slen);
  put(&all, x->data, x->len);
  reference_sponge(rate, 0x04, all.data, all.len, out, outlen);
  free(all.data);
}

static void parallelhash(size_t rate, const mode_input *in, uint64_t l_bits, uint8_t *out, size_t outlen) {
  text z = {0};
  size_t b = in->block_size, n = (in->msglen + b - 1) / b, cv = 200 - rate;
  uint8_t value[64];
  left_encode(&z, b);
  for (size_t i = 0; i < n; i++) {
    size_t len = i == n - 1 ? in->msglen - i * b : b;
    reference_sponge(rate, 0x1f, in->msg + i * b, len, value, cv); /* cSHAKE(X_i, 2 cv bits, "", "") */
    put(&z, value, cv);
  }
  right_encode(&z, n);
  right_encode(&z, l_bits);
  cshake(rate, (const uint8_t *)"ParallelHash", 12, in->custom, in->customlen, &z, out, outlen);
  free(z.data);
}

void reference_mode(const mode_input *in, uint8_t *out, size_t outlen) {
  size_t rate = rate_of(in->alg);
  uint64_t l_bits = mode_hashes_length(in->alg) ? 8 * (uint64_t)outlen : 0;
  text x = {0};
  switch (in->alg) {
    case KX_TURBOSHAKE128:
    case KX_TURBOSHAKE256: turboshake(rate, in->domain, in->msg, in->msglen, out, outlen); break;
    case KX_KT128:
    case KX_KT256: kangarootwelve(rate, in, out, outlen); break;
    case KX_CSHAKE128:
    case KX_CSHAKE256:
      put(&x, in->msg, in->msglen);
      cshake(rate, in->name, in->namelen, in->custom, in->customlen, &x, out, outlen);
      break;
    case KX_KMAC128:
    case KX_KMAC256:
    case KX_KMACXOF128:
    case KX_KMACXOF256: {
      size_t start = x.len;
      left_encode(&x, rate);
      encode_string(&x, in->name, in->namelen);
      bytepad_end(&x, start, rate);
      put(&x, in->msg, in->msglen);
      right_encode(&x, l_bits);
      cshake(rate, (const uint8_t *)"KMAC", 4, in->custom, in->customlen, &x, out, outlen);
      break;
    }
    case KX_TUPLEHASH128:
    case KX_TUPLEHASH256:
    case KX_TUPLEHASHXOF128:
    case KX_TUPLEHASHXOF256:
      for (size_t i = 0; i < in->n; i++) encode_string(&x, in->elems[i], in->elemlens[i]);
      right_encode(&x, l_bits);
      cshake(rate, (const uint8_t *)"TupleHash", 9, in->custom, in->customlen, &x, out, outlen);
      break;
    default: parallelhash(rate, in, l_bits, out, outlen); break;
  }
  free(x.data);
}

/* ---- the library ---- */

int library_mode(const mode_input *in, uint8_t *out, size_t outlen) {
  switch (in->alg) {
    case KX_TURBOSHAKE128:
    case KX_TURBOSHAKE256: return kx_turboshake(in->alg, in->domain, in->msg, in->msglen, out, outlen);
    case KX_KT128:
    case KX_KT256: return kx_kangarootwelve(in->alg, in->custom, in->customlen, in->msg, in->msglen, out, outlen);
    case KX_CSHAKE128:
    case KX_CSHAKE256:
      return kx_cshake(in->alg, in->name, in->namelen, in->custom, in->customlen, in->msg, in->msglen, out, outlen);
    case KX_KMAC128:
    case KX_KMAC256:
    case KX_KMACXOF128:
    case KX_KMACXOF256:
      return kx_kmac(in->alg, in->name, in->namelen, in->custom, in->customlen, in->msg, in->msglen, out, outlen);
    case KX_TUPLEHASH128:
    case KX_TUPLEHASH256:
    case KX_TUPLEHASHXOF128:
    case KX_TUPLEHASHXOF256:
      return kx_tuplehash(in->alg, in->custom, in->customlen, in->n, (const void *const *)in->elems, in->elemlens,
                          out, outlen);
    default:
      return kx_parallelhash(in->alg, in->block_size, in->custom, in->customlen, in->msg, in->msglen, out,
                             outlen);
  }
}

static int init_mode(kx_ctx *ctx, const mode_input *in) {
  switch (in->alg) {
    case KX_TURBOSHAKE128:
    case KX_TURBOSHAKE256: return kx_init_turboshake(ctx, in->alg, in->domain);
    case KX_KT128:
    case KX_KT256: return kx_init(ctx, in->alg);
    case KX_CSHAKE128:
    case KX_CSHAKE256: return kx_init_cshake(ctx, in->alg, in->name, in->namelen, in->custom, in->customlen);
    case KX_KMAC128:
    case KX_KMAC256:
    case KX_KMACXOF128:
    case KX_KMACXOF256: return kx_init_kmac(ctx, in->alg, in->name, in->namelen, in->custom, in->customlen);
    case KX_TUPLEHASH128:
    case KX_TUPLEHASH256:
    case KX_TUPLEHASHXOF128:
    case KX_TUPLEHASHXOF256: return kx_init_tuplehash(ctx, in->alg, in->custom, in->customlen);
    default: return kx_init_parallelhash(ctx, in->alg, in->block_size, in->custom, in->customlen);
  }
}

static int is_tuplehash(kx_alg alg) { return alg >= KX_TUPLEHASH128 && alg <= KX_TUPLEHASHXOF256; }

int library_mode_streamed(const mode_input *in, const size_t *pieces, size_t count, uint8_t *out,
                          size_t outlen, size_t first) {
  kx_ctx ctx;
  int error = init_mode(&ctx, in);
  if (is_tuplehash(in->alg)) {
    for (size_t i = 0; i < in->n && !error; i++) error = kx_tuplehash_update(&ctx, in->elems[i], in->elemlens[i]);
  } else {
    size_t at = 0;
    for (size_t i = 0; i < count && !error; at += pieces[i], i++)
      error = kx_update(&ctx, in->msg ? in->msg + at : NULL, pieces[i]);
  }
  if (mode_hashes_length(in->alg)) first = outlen;
  if (!error && (in->alg == KX_KT128 || in->alg == KX_KT256))
    error = kx_kangarootwelve_final(&ctx, in->custom, in->customlen, out, first);
  else if (!error)
    error = kx_final(&ctx, out, first);
  if (!error && first < outlen) error = kx_squeeze(&ctx, out + first, outlen - first);
  kx_wipe(&ctx);
  return error;
}
