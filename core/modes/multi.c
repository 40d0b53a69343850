/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_multi_*: n sponges of one algorithm in lock-step. Every call moves the
 * same number of bytes in or out of every stream, so all streams share one
 * position in the block and every block boundary permutes all of them at once
 * on the dispatch record's multi-state kernel.
 *
 * The states are kept canonical, one after another, rather than interleaved
 * (lane i of stream j at state[width * i + j]) as kx_hash_many keeps its
 * batch. Measured on Zen 4, the canonical kernels, which transpose in
 * registers, were even a little faster than the interleaved ones (AVX-512 x8
 * 483 ns against 505, AVX2 x4 432 against 450); and canonical states let the
 * caller's bytes move in and out of each stream as contiguous XORs and
 * copies, keep one layout for every backend (a kx_use_backend between calls
 * needs no conversion) and make the context a plain copyable array.
 *
 * Whole blocks squeezed go through the backend's squeeze kernel where it has
 * one (AVX-512, one and eight streams): the states are transposed into the
 * registers once, and each block's rate goes from the registers to the
 * outputs. On Intel Xeon (family 6, model 207) that took eight SHAKE128
 * streams absorbing 34 bytes and squeezing 3 blocks from 1466 ns to 1340 ns
 * against 1173 ns for the three interleaved x8 kernels alone, and ML-KEM-768's
 * matrix (eight streams, then one) from 3.16x to 3.43x an XKCP sponge loop. */
#include <string.h>

#include "../algorithms.h"
#include "../compiler.h"
#include "../dispatch.h"
#include "../lanes.h"
#include "../wipe.h"
#include "multi.h"

enum { MULTI_MAGIC = 0x4d554c54 /* "MULT": set by kx_multi_init, cleared by kx_multi_wipe */ };

typedef enum { ABSORBING = 1, SQUEEZING, FINALIZED } multi_phase;

/* may_alias: the caller sees the same bytes as a kx_multi_ctx. */
typedef struct KX_MAY_ALIAS multi_context {
  /* States n .. KX_MULTI_MAX - 1 only fill out the kernel's last group: permuted, never read. */
  uint64_t lanes[KX_MULTI_MAX][25];
  uint32_t magic;
  uint8_t alg;
  uint8_t phase;
  uint8_t rate;
  uint8_t pos; /* bytes absorbed into, or squeezed from, the current block of every stream */
  uint8_t n;
} multi_context;

_Static_assert(sizeof(multi_context) <= sizeof(kx_multi_ctx), "the context must fit in kx_multi_ctx");
_Static_assert(_Alignof(multi_context) <= _Alignof(kx_multi_ctx), "kx_multi_ctx must be aligned for it");

static const kx_params *params_of(const multi_context *c) { return kx_params_of((kx_alg)c->alg); }

/* Whether a caller's stray write left fields the code could index outside
 * the lanes with. */
static int is_consistent(const multi_context *c) {
  const kx_params *p = params_of(c);
  if (!p || p->mode != KX_MODE_SPONGE || c->rate != p->rate || c->n < 1 || c->n > KX_MULTI_MAX) return 0;
  switch (c->phase) {
    case ABSORBING: return c->pos < c->rate;
    case SQUEEZING: return !p->digest_size && c->pos <= c->rate;
    case FINALIZED: return p->digest_size && c->pos <= c->rate;
    default: return 0;
  }
}

static multi_context *context_of(kx_multi_ctx *ctx, int *error) {
  if (!ctx) {
    *error = KX_ERR_NULL_POINTER;
    return NULL;
  }
  multi_context *c = (multi_context *)ctx;
  if (c->magic != MULTI_MAGIC || !is_consistent(c)) {
    *error = KX_ERR_UNINITIALIZED;
    return NULL;
  }
  return c;
}

/* KX_OK when each of the n buffers may hold len bytes. */
static int check_buffers(const void *const buffers[], unsigned n, size_t len) {
  if (!len) return KX_OK;
  if (!buffers) return KX_ERR_NULL_POINTER;
  for (unsigned i = 0; i < n; i++)
    if (!buffers[i]) return KX_ERR_NULL_POINTER;
  return KX_OK;
}

/* ---- permuting every stream ---- */

/* A kernel is native for a width when kernel[w].states == width (the backend
 * runs that width itself rather than a narrower kernel repeatedly). n = 3 runs
 * on x4, 5 .. 8 on x8 with AVX-512; AVX2 runs 5 .. 8 as two x4 groups, NEON
 * and SHA3 pairs on x2. */
unsigned kx_multi_group_width(const kx_dispatch *d, unsigned n) {
  for (unsigned w = 0; w < KX_WIDTH_COUNT; w++) {
    unsigned width = kx_width_of_index(w);
    if (width >= n && d->kernel[w].states == width) return width;
  }
  return d->batch_width;
}

static void permute_all(const kx_dispatch *d, multi_context *c, unsigned rounds) {
  unsigned width = kx_multi_group_width(d, c->n);
  for (unsigned first = 0; first < c->n; first += width) kx_dispatch_permute(d, width, c->lanes[first], rounds);
}

/* ---- bytes in and out of one canonical state ---- */

/* On a little-endian host the lanes' bytes are the block's bytes. */
static KX_ALWAYS_INLINE void copy_out(const uint64_t lanes[25], size_t at, uint8_t *out, size_t len) {
#if KX_LITTLE_ENDIAN
  memcpy(out, (const uint8_t *)lanes + at, len);
#else
  kx_extract_bytes(lanes, at, out, len);
#endif
}

static const uint8_t *stream_input(const void *const in[], unsigned i, size_t offset) {
  return (const uint8_t *)in[i] + offset;
}

/* ---- the sponge, on all streams at once ---- */

static void absorb(const kx_dispatch *d, multi_context *c, const void *const in[], size_t len) {
  const kx_params *p = params_of(c);
  size_t rate = c->rate, done = 0;
  if (c->pos) {
    size_t take = len < rate - c->pos ? len : rate - c->pos;
    for (unsigned i = 0; i < c->n; i++) kx_xor_bytes(c->lanes[i], c->pos, stream_input(in, i, 0), take);
    done = take;
    c->pos = (uint8_t)(c->pos + take);
    if (c->pos < rate) return;
    permute_all(d, c, p->rounds);
    c->pos = 0;
  }
  for (; len - done >= rate; done += rate) {
    for (unsigned i = 0; i < c->n; i++) kx_xor_lanes(c->lanes[i], stream_input(in, i, done), rate / 8);
    permute_all(d, c, p->rounds);
  }
  if (len == done) return;
  for (unsigned i = 0, n = c->n; i < n; i++) kx_xor_bytes(c->lanes[i], 0, stream_input(in, i, done), len - done);
  c->pos = (uint8_t)(len - done);
}

/* Pads every stream and leaves the permutation to the first squeeze, which
 * may then run it in the same kernel call as the blocks it outputs. */
static void finish_input(multi_context *c) {
  size_t at = c->pos, end = c->rate - 1u;
  uint64_t pad = kx_byte_in_lane(params_of(c)->pad, at), last = kx_byte_in_lane(0x80, end);
  for (unsigned i = 0, n = c->n; i < n; i++) {
    c->lanes[i][at / 8] ^= pad;
    c->lanes[i][end / 8] ^= last;
  }
  c->pos = c->rate;
  c->phase = SQUEEZING;
}

/* The backend's squeeze kernel for these streams, which it runs `width` at a
 * time, or NULL: only for streams that fill their groups (the kernel writes
 * out every state of a group, and filler states have no output). */
static kx_squeeze_blocks_fn *squeeze_kernel(const kx_dispatch *d, const multi_context *c, unsigned *width) {
  *width = kx_multi_group_width(d, c->n);
  unsigned index = kx_width_index(*width);
  const kx_kernel *k = &d->kernel[index];
  if (k->states != *width || c->n % *width) return NULL;
  return k->backend->squeeze_blocks[index];
}

/* Whole blocks straight from the kernel's registers into every stream's
 * output from `done` on; returns the stack depth to scrub after it. */
static size_t squeeze_blocks(kx_squeeze_blocks_fn *kernel, unsigned width, multi_context *c, void *const out[],
                             size_t done, size_t blocks) {
  uint8_t *group_out[KX_MULTI_MAX];
  size_t scrub = 0;
  for (unsigned i = 0; i < c->n; i++) group_out[i] = (uint8_t *)out[i] + done;
  for (unsigned first = 0; first < c->n; first += width) {
    size_t depth = kernel(c->lanes[first], group_out + first, blocks, c->rate / 8u, params_of(c)->rounds);
    if (depth > scrub) scrub = depth;
  }
  return scrub;
}

/* One stream runs on the x1 kernel of every backend, as kx_permute does, and
 * needs no deeper scrub than it. */
static size_t scrub_depth(const multi_context *c) { return c->n == 1 ? KX_SCRUB_ONE_STATE : KX_SCRUB_MULTI; }

/* A rejection sampler's whole blocks (ML-KEM's matrix squeezes three of
 * SHAKE128 from each of eight streams) go out in one kernel call where the
 * backend has one; otherwise, and for parts of blocks, a block costs one
 * permutation of all streams and one copy per stream. Returns the depth of
 * stack the permutations may have left states in, for the caller's scrub. */
static size_t squeeze(const kx_dispatch *d, multi_context *c, void *const out[], size_t len) {
  size_t rate = c->rate, done = 0, scrub = 0;
  while (done < len) {
    if (c->pos == rate) {
      size_t blocks = (len - done) / rate;
      unsigned width;
      kx_squeeze_blocks_fn *kernel = blocks ? squeeze_kernel(d, c, &width) : NULL;
      if (kernel) {
        size_t depth = squeeze_blocks(kernel, width, c, out, done, blocks);
        if (depth > scrub) scrub = depth;
        done += blocks * rate; /* the last block is used up: c->pos stays at the rate */
        continue;
      }
      permute_all(d, c, params_of(c)->rounds);
      if (scrub_depth(c) > scrub) scrub = scrub_depth(c);
      c->pos = 0;
    }
    size_t take = len - done < rate - c->pos ? len - done : rate - c->pos;
    for (unsigned i = 0; i < c->n; i++) copy_out(c->lanes[i], c->pos, (uint8_t *)out[i] + done, take);
    done += take;
    c->pos = (uint8_t)(c->pos + take);
  }
  return scrub;
}

/* The backend's kernel that squeezes eight streams and one (ML-KEM-768's
 * nine matrix entries) together from here, running the one beside the eight;
 * NULL when the contexts do not suit it. */
static kx_squeeze_nine_fn *nine_kernel(const kx_dispatch *d, const multi_context *eight, const multi_context *one) {
  const kx_kernel *k = &d->kernel[kx_width_index(8) % KX_WIDTH_COUNT];
  if (k->states != 8 || eight->n != 8 || one->n != 1 || eight->alg != one->alg || params_of(eight)->rounds % 2 ||
      eight->pos != eight->rate || one->pos != one->rate)
    return NULL;
  return k->backend->squeeze_nine;
}

/* Squeezes both contexts, as far as whole blocks go together; returns the
 * stack depth to scrub. */
static size_t squeeze_pair(const kx_dispatch *d, multi_context *first, void *const first_out[],
                           multi_context *second, void *const second_out[], size_t len) {
  multi_context *eight = first->n == 8 ? first : second, *one = eight == first ? second : first;
  void *const *eight_out = eight == first ? first_out : second_out, *const *one_out = eight == first ? second_out : first_out;
  kx_squeeze_nine_fn *kernel = nine_kernel(d, eight, one);
  size_t blocks = kernel ? len / eight->rate : 0, done = blocks * eight->rate, scrub = 0;
  if (blocks) {
    uint8_t *out[9];
    for (unsigned i = 0; i < 8; i++) out[i] = eight_out[i];
    out[8] = one_out[0];
    scrub = kernel(eight->lanes[0], one->lanes[0], out, blocks, eight->rate / 8u, params_of(eight)->rounds);
  }
  void *rest[KX_MULTI_MAX];
  multi_context *contexts[2] = {first, second};
  void *const *outs[2] = {first_out, second_out};
  for (unsigned c = 0; c < 2; c++) {
    for (unsigned i = 0; i < contexts[c]->n; i++) rest[i] = done ? (uint8_t *)outs[c][i] + done : outs[c][i];
    size_t depth = squeeze(d, contexts[c], rest, len - done);
    if (depth > scrub) scrub = depth;
  }
  return scrub;
}

/* ---- the API ---- */

int kx_multi_init(kx_multi_ctx *ctx, kx_alg alg, unsigned n) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  const kx_params *p = kx_params_of(alg);
  /* modes that encode their input (KangarooTwelve, KMAC, ...) are not plain sponges */
  if (!p || p->mode != KX_MODE_SPONGE) return KX_ERR_BAD_ALGORITHM;
  if (n < 1 || n > KX_MULTI_MAX) return KX_ERR_BAD_LENGTH;
  multi_context *c = (multi_context *)ctx;
  /* Width 1 is native in every backend, so one stream never shares a kernel
   * call with filler states: only its own state is cleared. */
  memset(c->lanes, 0, sizeof c->lanes[0] * (n == 1 ? 1 : KX_MULTI_MAX));
  memset((uint8_t *)ctx + sizeof c->lanes, 0, sizeof *ctx - sizeof c->lanes);
  c->alg = (uint8_t)alg;
  c->rate = p->rate;
  c->n = (uint8_t)n;
  c->phase = ABSORBING;
  c->magic = MULTI_MAGIC;
  return KX_OK;
}

int kx_multi_update(kx_multi_ctx *ctx, const void *const in[], size_t inlen) {
  int error = KX_OK;
  multi_context *c = context_of(ctx, &error);
  if (!c) return error;
  error = check_buffers(in, c->n, inlen);
  if (error) return error;
  if (c->phase != ABSORBING) return KX_ERR_FINALIZED;
  int permutes = (size_t)c->pos + inlen >= c->rate;
  if (inlen) absorb(kx_dispatch_current(), c, in, inlen);
  if (permutes) kx_scrub_stack(scrub_depth(c));
  return KX_OK;
}

int kx_multi_final(kx_multi_ctx *ctx, void *const out[], size_t outlen) {
  int error = KX_OK;
  multi_context *c = context_of(ctx, &error);
  if (!c) return error;
  if (c->phase != ABSORBING) return KX_ERR_FINALIZED;
  const kx_params *p = params_of(c);
  if (p->digest_size && outlen != p->digest_size) return KX_ERR_BAD_LENGTH;
  error = check_buffers((const void *const *)out, c->n, outlen);
  if (error) return error;
  const kx_dispatch *d = kx_dispatch_current();
  finish_input(c);
  size_t scrub = squeeze(d, c, out, outlen);
  if (p->digest_size) c->phase = FINALIZED;
  if (scrub) kx_scrub_stack(scrub);
  return KX_OK;
}

/* KX_OK, *c set, when ctx may squeeze outlen bytes into out; changes nothing. */
static int check_squeeze(kx_multi_ctx *ctx, void *const out[], size_t outlen, multi_context **c) {
  int error = KX_OK;
  *c = context_of(ctx, &error);
  if (!*c) return error;
  if (params_of(*c)->digest_size) return KX_ERR_NOT_XOF;
  return check_buffers((const void *const *)out, (*c)->n, outlen);
}

int kx_multi_squeeze(kx_multi_ctx *ctx, void *const out[], size_t outlen) {
  multi_context *c;
  int error = check_squeeze(ctx, out, outlen, &c);
  if (error) return error;
  const kx_dispatch *d = kx_dispatch_current();
  if (c->phase == ABSORBING) finish_input(c);
  size_t scrub = squeeze(d, c, out, outlen);
  if (scrub) kx_scrub_stack(scrub);
  return KX_OK;
}

int kx_multi_squeeze_pair(kx_multi_ctx *first, void *const first_out[], kx_multi_ctx *second,
                          void *const second_out[], size_t outlen) {
  multi_context *a, *b;
  int error = check_squeeze(first, first_out, outlen, &a);
  if (!error) error = check_squeeze(second, second_out, outlen, &b);
  if (error) return error;
  if (a == b) return KX_ERR_BAD_PARAMETER;
  const kx_dispatch *d = kx_dispatch_current();
  if (a->phase == ABSORBING) finish_input(a);
  if (b->phase == ABSORBING) finish_input(b);
  size_t scrub = squeeze_pair(d, a, first_out, b, second_out, outlen);
  if (scrub) kx_scrub_stack(scrub);
  return KX_OK;
}

void kx_multi_wipe(kx_multi_ctx *ctx) {
  if (ctx) kx_secure_zero(ctx, sizeof *ctx);
}
