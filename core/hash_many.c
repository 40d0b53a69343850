/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Many independent messages, hashed several at a time: each of the
 * dispatcher's batch_width slots holds one message, all slots are permuted
 * together, and a slot whose message is done takes the next one at once, so
 * mixed lengths keep every slot busy. When the messages left fit in half the
 * slots, they move down and the batch narrows.
 *
 * The batch keeps its states interleaved (lane i of slot j at
 * state[width * i + j]), the layout SIMD kernels compute in: a backend with a
 * permute_interleaved kernel then runs without transposing 8 x 25 lanes in and
 * out around every permutation (measured: a quarter of the time of a batch of
 * 32-byte messages went there and into the per-slot bookkeeping this file used
 * to do with canonical states). Other backends get canonical copies. */
#include <stdint.h>
#include <string.h>

#include "sponge.h"

enum { MAX_SLOTS = 8 };

typedef enum { IDLE, ABSORBING, SQUEEZING } slot_phase;

typedef struct slot {
  slot_phase phase;
  size_t message;
  const uint8_t *in; /* input not yet absorbed */
  size_t left;       /* its length */
  size_t written;    /* output bytes written so far */
} slot;

typedef struct batch {
  const kx_params *p;
  size_t n;
  const void *const *in;
  const size_t *inlen;
  uint8_t *out;
  size_t outlen;
  size_t next; /* first message not yet given to a slot */
  unsigned busy; /* slots not IDLE */
  unsigned width;
  unsigned width_index; /* kx_width_index(width) */
  slot slots[MAX_SLOTS];
  uint64_t state[25 * MAX_SLOTS];
} batch;

/* The lanes of slot j are b->state[j], [j + width], [j + 2 width], ...: the
 * helpers below take the width as an argument and are instantiated for each
 * width (see AT_WIDTH), so that every lane address is a constant offset. */
#define AT_WIDTH(b, call, ...)                            \
  switch ((b)->width) {                                   \
    case 8: call(b, 8, __VA_ARGS__); break;               \
    case 4: call(b, 4, __VA_ARGS__); break;               \
    case 2: call(b, 2, __VA_ARGS__); break;               \
    default: call(b, 1, __VA_ARGS__); break;              \
  }

/* Up to 7 bytes as the low bytes of a lane. */
static inline uint64_t partial_lane(const uint8_t *in, size_t len) {
  uint8_t bytes[8] = {0};
  memcpy(bytes, in, len);
  return kx_load64_le(bytes);
}

/* The same for the last len (< 8) bytes of a message with at least 8 bytes
 * before `end`: one load of the word ending there, shifted. Copying the bytes
 * into a word and loading it stalls on store forwarding (measured: 40% of the
 * engine's own time on one-block trie nodes, Sapphire Rapids). */
static inline uint64_t last_bytes_lane(const uint8_t *end, size_t len) {
  return len ? kx_load64_le(end - 8) >> (64 - 8 * len) : 0;
}

static KX_ALWAYS_INLINE void clear_lanes(batch *b, unsigned width, unsigned j) {
  uint64_t *lanes = b->state + j;
  for (unsigned i = 0; i < 25; i += 5)
    lanes[width * i] = lanes[width * (i + 1)] = lanes[width * (i + 2)] = lanes[width * (i + 3)] =
        lanes[width * (i + 4)] = 0;
}

static void take_next_message(batch *b, unsigned j) {
  slot *s = &b->slots[j];
  if (b->next == b->n) {
    s->phase = IDLE;
    return;
  }
  size_t m = b->next++;
  *s = (slot){ABSORBING, m, kx_bytes_or_empty(b->in[m]), b->inlen[m], 0};
  AT_WIDTH(b, clear_lanes, j);
  b->busy++;
}

/* Absorbs the slot's next block: a whole one, or the padded last one. */
static KX_ALWAYS_INLINE void absorb_block(batch *b, unsigned width, unsigned j) {
  slot *s = &b->slots[j];
  uint64_t *lanes = b->state + j;
  size_t rate = b->p->rate;
  if (s->left >= rate) {
    for (unsigned i = 0; i < rate / 8; i++) lanes[width * i] ^= kx_load64_le(s->in + 8 * i);
    s->in += rate, s->left -= rate;
    return;
  }
  unsigned whole = (unsigned)(s->left / 8);
  for (unsigned i = 0; i < whole; i++) lanes[width * i] ^= kx_load64_le(s->in + 8 * i);
  size_t tail = s->left % 8;
  uint64_t tail_lane = whole ? last_bytes_lane(s->in + s->left, tail) : partial_lane(s->in + 8 * whole, tail);
  lanes[width * whole] ^= tail_lane ^ ((uint64_t)b->p->pad << (8 * tail));
  lanes[width * (rate / 8 - 1)] ^= (uint64_t)0x80 << 56;
  s->left = 0;
  s->phase = SQUEEZING;
}

static void feed_block(batch *b, unsigned j) { AT_WIDTH(b, absorb_block, j); }

static KX_ALWAYS_INLINE void extract_block(batch *b, unsigned width, unsigned j, size_t take) {
  slot *s = &b->slots[j];
  const uint64_t *lanes = b->state + j;
  uint8_t *out = b->out + s->message * b->outlen + s->written;
  unsigned i = 0;
  for (; 8 * (i + 1) <= take; i++) kx_store64_le(out + 8 * i, lanes[width * i]);
  if (take % 8) {
    uint8_t bytes[8];
    kx_store64_le(bytes, lanes[width * i]);
    memcpy(out + 8 * i, bytes, take % 8);
  }
}

/* Copies out the block just permuted; a finished slot takes the next message. */
static void collect_output(batch *b, unsigned j) {
  slot *s = &b->slots[j];
  size_t take = b->outlen - s->written < b->p->rate ? b->outlen - s->written : b->p->rate;
  AT_WIDTH(b, extract_block, j, take);
  s->written += take;
  if (s->written < b->outlen) return;
  b->busy--;
  take_next_message(b, j);
}

/* Once no message waits and the busy slots fit in half the batch, moves them
 * to the low slots and halves the width: a narrower kernel costs less. */
static void narrow(batch *b) {
  while (b->width > 1 && b->next == b->n && b->busy <= b->width / 2) {
    unsigned wide = b->width, low = 0;
    uint64_t moved[25 * MAX_SLOTS];
    b->width /= 2;
    b->width_index--;
    for (unsigned j = 0; j < wide; j++) {
      if (b->slots[j].phase == IDLE) continue;
      for (unsigned i = 0; i < 25; i++) moved[b->width * i + low] = b->state[wide * i + j];
      b->slots[low++] = b->slots[j];
    }
    for (unsigned j = low; j < b->width; j++) {
      b->slots[j].phase = IDLE;
      for (unsigned i = 0; i < 25; i++) moved[b->width * i + j] = 0;
    }
    memcpy(b->state, moved, sizeof(uint64_t) * 25 * b->width);
  }
}

/* Permutes `width` interleaved states: in place when the backend has an
 * interleaved kernel, else through canonical copies (a width of 1 is both
 * layouts at once). */
static void permute_interleaved(const kx_dispatch *d, uint64_t *state, unsigned width, unsigned width_index,
                                unsigned rounds) {
  unsigned w = width_index % KX_WIDTH_COUNT; /* always width_index; the % shows GCC's -Warray-bounds so */
  const kx_kernel *k = &d->kernel[w];
  kx_permute_fn *interleaved = k->states == width ? k->backend->permute_interleaved[w] : NULL;
  if (width == 1) {
    k->permute(state, rounds);
  } else if (interleaved) {
    interleaved(state, rounds);
  } else {
    uint64_t canonical[MAX_SLOTS][25];
    for (unsigned j = 0; j < width; j++)
      for (unsigned i = 0; i < 25; i++) canonical[j][i] = state[width * i + j];
    kx_dispatch_permute(d, width, canonical[0], rounds);
    for (unsigned j = 0; j < width; j++)
      for (unsigned i = 0; i < 25; i++) state[width * i + j] = canonical[j][i];
  }
}

/* While every slot has whole blocks left, absorbs as many of them as all have
 * in one call of the backend's fused kernel, when it has one for this width. */
static void absorb_whole_blocks_together(batch *b, const kx_dispatch *d) {
  unsigned w = b->width_index % KX_WIDTH_COUNT; /* as in permute_interleaved */
  const kx_kernel *k = &d->kernel[w];
  kx_absorb_many_fn *absorb = KX_LITTLE_ENDIAN && k->states == b->width ? k->backend->absorb_interleaved[w] : NULL;
  if (!absorb) return;
  size_t rate = b->p->rate, blocks = SIZE_MAX;
  const uint8_t *in[MAX_SLOTS];
  for (unsigned j = 0; j < b->width; j++) {
    const slot *s = &b->slots[j];
    if (s->phase != ABSORBING) return;
    if (s->left / rate < blocks) blocks = s->left / rate;
    in[j] = s->in;
  }
  if (!blocks) return;
  absorb(b->state, in, blocks, (unsigned)(rate / 8), b->p->rounds);
  for (unsigned j = 0; j < b->width; j++) b->slots[j].in += blocks * rate, b->slots[j].left -= blocks * rate;
}

static void run_batch(batch *b, const kx_dispatch *d) {
  for (unsigned j = 0; j < b->width; j++) take_next_message(b, j);
  while (b->busy) {
    narrow(b);
    absorb_whole_blocks_together(b, d);
    for (unsigned j = 0; j < b->width; j++)
      if (b->slots[j].phase == ABSORBING) feed_block(b, j);
    permute_interleaved(d, b->state, b->width, b->width_index, b->p->rounds);
    for (unsigned j = 0; j < b->width; j++)
      if (b->slots[j].phase == SQUEEZING) collect_output(b, j);
  }
}

/* ---- the common case: every message fits in one block, and so does the output ----
 * Then each group of `width` messages is one permutation, with no
 * scheduling: the states are written from the messages (padding included)
 * and the digests read back. Groups narrow for the last few messages. */

/* memset through a pointer the compiler cannot see through: with a constant
 * size GCC expands memset to rep stosq, whose start-up cost more than calling
 * the C library's vector memset (measured: 2.5% of kx_hash_many on 32-byte
 * messages, where the states are cleared for every group). */
static void *(*const volatile clear_bytes)(void *, int, size_t) = memset;

static int single_blocks(const kx_params *p, size_t n, const size_t inlen[], size_t outlen) {
  if (outlen > p->rate) return 0;
  for (size_t i = 0; i < n; i++)
    if (inlen[i] >= p->rate) return 0;
  return 1;
}

/* The backend's permute_blocks kernel for `width` states when it runs that
 * width itself, on a little-endian host (the kernels read words as bytes),
 * for an output in whole words; NULL otherwise. */
static kx_permute_blocks_fn *native_blocks_kernel(const kx_dispatch *d, unsigned width, unsigned width_index,
                                                  size_t outlen) {
  const kx_kernel *k = &d->kernel[width_index % KX_WIDTH_COUNT]; /* % as in permute_interleaved */
  if (!KX_LITTLE_ENDIAN || k->states != width || outlen % 8) return NULL;
  return k->backend->permute_blocks[width_index % KX_WIDTH_COUNT];
}

/* The backend's kernel that hashes `width` messages with the states in
 * registers, when it has one and the messages suit it: n of one length in
 * whole words (their padding is then the same lanes for all) and an output in
 * whole words. NULL otherwise. */
static kx_permute_blocks_fn *blocks_kernel(const kx_dispatch *d, unsigned width, unsigned width_index, size_t n,
                                           const size_t inlen[], size_t outlen) {
  kx_permute_blocks_fn *kernel = native_blocks_kernel(d, width, width_index, outlen);
  if (!kernel || inlen[0] % 8) return NULL;
  for (size_t i = 1; i < n; i++)
    if (inlen[i] != inlen[0]) return NULL;
  return kernel;
}

/* The padding of a last block of `bytes` bytes in whole words: the same
 * lanes in every state, permute_blocks' common row. Built again only when the
 * length changes (zeroing it for every group cost 2% of the time of 64-byte
 * messages). */
typedef struct padding_row {
  size_t bytes; /* SIZE_MAX: not built yet */
  uint64_t lanes[25];
} padding_row;

static const uint64_t *padding_for(padding_row *row, const kx_params *p, size_t bytes) {
  if (row->bytes != bytes) {
    clear_bytes(row->lanes, 0, sizeof row->lanes);
    row->lanes[bytes / 8] = p->pad;
    row->lanes[p->rate / 8 - 1] ^= (uint64_t)0x80 << 56;
    row->bytes = bytes;
  }
  return row->lanes;
}

/* `width` messages of `blocks` whole blocks and a last one of `last_lanes`
 * words through the kernel, the padding in `padding`. */
static KX_ALWAYS_INLINE void hash_group_in_registers(const kx_params *p, kx_permute_blocks_fn *kernel, unsigned width,
                                                     const void *const in[], size_t blocks, unsigned last_lanes,
                                                     const uint64_t padding[25], uint8_t *out, size_t outlen) {
  const uint8_t *messages[MAX_SLOTS];
  uint8_t *digests[MAX_SLOTS];
  for (unsigned j = 0; j < width; j++) messages[j] = kx_bytes_or_empty(in[j]), digests[j] = out + j * outlen;
  kernel(messages, blocks, (unsigned)(p->rate / 8), last_lanes, padding, digests, (unsigned)(outlen / 8), p->rounds);
}

static KX_ALWAYS_INLINE void hash_group(const kx_params *p, const kx_dispatch *d, unsigned width,
                                        unsigned width_index, const void *const in[], const size_t inlen[],
                                        uint8_t *out, size_t outlen, padding_row *row) {
  kx_permute_blocks_fn *kernel = blocks_kernel(d, width, width_index, width, inlen, outlen);
  if (kernel) {
    hash_group_in_registers(p, kernel, width, in, 0, (unsigned)(inlen[0] / 8), padding_for(row, p, inlen[0]), out,
                            outlen);
    return;
  }
  uint64_t state[25 * MAX_SLOTS];
  unsigned last = p->rate / 8 - 1;
  clear_bytes(state, 0, sizeof state[0] * 25 * width);
  for (unsigned j = 0; j < width; j++) {
    const uint8_t *message = kx_bytes_or_empty(in[j]), *end = message + inlen[j] / 8 * 8;
    unsigned tail = (unsigned)(inlen[j] % 8);
    uint64_t *lane = state + j;
    for (; message < end; message += 8, lane += width) *lane = kx_load64_le(message);
    uint64_t tail_lane = inlen[j] >= 8 ? last_bytes_lane(message + tail, tail) : partial_lane(message, tail);
    *lane = tail_lane ^ ((uint64_t)p->pad << (8 * tail));
    state[width * last + j] ^= (uint64_t)0x80 << 56;
  }
  permute_interleaved(d, state, width, width_index, p->rounds);
  for (unsigned j = 0; j < width; j++) {
    uint8_t *digest = out + j * outlen, *end = digest + outlen / 8 * 8;
    const uint64_t *lane = state + j;
    for (; digest < end; digest += 8, lane += width) kx_store64_le(digest, *lane);
    if (outlen % 8) {
      uint8_t bytes[8];
      kx_store64_le(bytes, *lane);
      memcpy(digest, bytes, outlen % 8);
    }
  }
}

static void hash_single_blocks(const kx_params *p, const kx_dispatch *d, size_t n, const void *const in[],
                               const size_t inlen[], uint8_t *out, size_t outlen) {
  size_t i = 0;
  padding_row row;
  row.bytes = SIZE_MAX;
  for (unsigned w = kx_width_index(d->batch_width) % KX_WIDTH_COUNT; w > 0; w--) { /* % as above */
    unsigned width = kx_width_of_index(w);
    for (; n - i >= width; i += width) {
      switch (width) {
        case 8: hash_group(p, d, 8, 3, in + i, inlen + i, out + i * outlen, outlen, &row); break;
        case 4: hash_group(p, d, 4, 2, in + i, inlen + i, out + i * outlen, outlen, &row); break;
        default: hash_group(p, d, 2, 1, in + i, inlen + i, out + i * outlen, outlen, &row); break;
      }
    }
  }
  for (; i < n; i++) kx_hash_one(d, p, kx_bytes_or_empty(in[i]), inlen[i], out + i * outlen, outlen);
}

/* ---- messages of one length, of several blocks each ----
 * Each group of `width` goes whole to the backend's permute_blocks kernel:
 * its blocks, its last block with the padding, and its digests, with the
 * states in registers throughout and no slot waiting on scheduling.
 * (KangarooTwelve's and ParallelHash's leaves are such messages.) Returns how
 * many messages were hashed, whole groups: the batch takes the rest. */
static size_t hash_groups_of_one_length(const kx_params *p, const kx_dispatch *d, size_t n, const void *const in[],
                                        const size_t inlen[], uint8_t *out, size_t outlen) {
  unsigned width = d->batch_width;
  size_t length = inlen[0], rate = p->rate;
  kx_permute_blocks_fn *kernel =
      outlen <= rate ? blocks_kernel(d, width, kx_width_index(width), n, inlen, outlen) : NULL;
  if (!kernel) return 0;
  padding_row row;
  row.bytes = SIZE_MAX;
  const uint64_t *padding = padding_for(&row, p, length % rate);
  size_t i = 0, blocks = length / rate;
  for (; n - i >= width; i += width) /* in[] not NULL: not single_blocks, so length >= rate */
    hash_group_in_registers(p, kernel, width, in + i, blocks, (unsigned)(length % rate / 8), padding, out + i * outlen,
                            outlen);
  return i;
}

/* ---- one-block messages already padded where they lie ----
 * The caller (the trie's queue, whose buffer it is) has written each
 * message's padding after it, up to the rate: then each is one whole block,
 * and groups go to the backend's permute_blocks kernel as they are (no lane
 * copied through memory, no padding row), whatever their lengths. The last
 * few messages fill a group with repeats of one of them, whose digests go
 * nowhere: one call of the wide kernel costs less than the narrower kernels
 * one after the other. */
static const uint64_t no_common_row[25];

/* Below this many messages, the narrower kernels. */
enum { FILLED_GROUP_FROM = 3 };

void kx_hash_padded_blocks(const kx_dispatch *d, const kx_params *p, size_t n, const void *const in[],
                           const size_t inlen[], uint8_t *out, size_t outlen) {
  unsigned width = d->batch_width;
  kx_permute_blocks_fn *kernel = width > 1 ? native_blocks_kernel(d, width, kx_width_index(width), outlen) : NULL;
  unsigned rate_lanes = (unsigned)(p->rate / 8);
  size_t i = 0;
  while (kernel && n - i >= FILLED_GROUP_FROM) {
    unsigned real = n - i < width ? (unsigned)(n - i) : width;
    uint8_t nowhere[200]; /* a rate is under 200 bytes, and so is outlen */
    const uint8_t *blocks[MAX_SLOTS];
    uint8_t *digests[MAX_SLOTS];
    for (unsigned j = 0; j < width; j++)
      blocks[j] = in[j < real ? i + j : i], digests[j] = j < real ? out + (i + j) * outlen : nowhere;
    kernel(blocks, 0, rate_lanes, rate_lanes, no_common_row, digests, (unsigned)(outlen / 8), p->rounds);
    if (real < width) clear_bytes(nowhere, 0, outlen);
    i += real;
  }
  if (i < n) kx_hash_messages(d, p, n - i, in + i, inlen + i, out + i * outlen, outlen);
}

/* The work of kx_hash_many, arguments checked. Not inlined, so that every
 * copy of a state (the batch, the groups' states, the kernels' spills) lies
 * below its caller's frame, where the public function's kx_scrub_stack clears it. */
KX_NOINLINE void kx_hash_messages(const kx_dispatch *d, const kx_params *p, size_t n, const void *const in[],
                                  const size_t inlen[], uint8_t *out, size_t outlen) {
  if (d->batch_width == 1 || n == 1) {
    for (size_t i = 0; i < n; i++) kx_hash_one(d, p, kx_bytes_or_empty(in[i]), inlen[i], out + i * outlen, outlen);
    return;
  }
  if (single_blocks(p, n, inlen, outlen)) {
    hash_single_blocks(p, d, n, in, inlen, out, outlen);
    return;
  }
  size_t done = hash_groups_of_one_length(p, d, n, in, inlen, out, outlen);
  if (done == n) return;
  batch b = {.p = p, .n = n - done, .in = in + done, .inlen = inlen + done, .out = out + done * outlen,
             .outlen = outlen, .width = d->batch_width, .width_index = kx_width_index(d->batch_width)};
  run_batch(&b, d);
}
