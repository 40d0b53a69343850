/* Many independent messages, hashed several at a time: each of the
 * dispatcher's batch_width lanes holds one message, all lanes are permuted
 * together, and a lane whose message is done takes the next one at once, so
 * mixed lengths keep every lane busy. When the messages left fit in half the
 * lanes, they move down and the batch narrows. */
#include <stdint.h>
#include <string.h>

#include "sponge.h"

typedef enum { IDLE, ABSORBING, SQUEEZING } lane_phase;

typedef struct lane {
  lane_phase phase;
  size_t message;
  size_t absorbed; /* input bytes absorbed so far */
  size_t written;  /* output bytes written so far */
} lane;

typedef struct batch {
  const kx_params *p;
  size_t n;
  const uint8_t *const *in;
  const size_t *inlen;
  uint8_t *out;
  size_t outlen;
  size_t next; /* first message not yet given to a lane */
  size_t busy; /* lanes not IDLE */
  unsigned width;
  lane lanes[8];
  uint64_t states[8][25];
} batch;

static void take_next_message(batch *b, unsigned j) {
  lane *l = &b->lanes[j];
  if (b->next == b->n) {
    l->phase = IDLE;
    return;
  }
  *l = (lane){ABSORBING, b->next++, 0, 0};
  memset(b->states[j], 0, sizeof b->states[j]);
  b->busy++;
}

/* Absorbs the lane's next block: a whole one, or the padded last one. */
static void feed_block(batch *b, unsigned j) {
  lane *l = &b->lanes[j];
  const uint8_t *in = kx_bytes_or_empty(b->in[l->message]) + l->absorbed;
  size_t left = b->inlen[l->message] - l->absorbed, rate = b->p->rate;
  if (left >= rate) {
    kx_xor_lanes(b->states[j], in, rate / 8);
    l->absorbed += rate;
    return;
  }
  kx_xor_bytes(b->states[j], 0, in, left);
  kx_pad(b->states[j], left, b->p->pad, rate);
  l->absorbed += left;
  l->phase = SQUEEZING;
}

/* Copies out the block just permuted; a finished lane takes the next message. */
static void collect_output(batch *b, unsigned j) {
  lane *l = &b->lanes[j];
  size_t take = b->outlen - l->written < b->p->rate ? b->outlen - l->written : b->p->rate;
  if (take) kx_extract_bytes(b->states[j], 0, b->out + l->message * b->outlen + l->written, take);
  l->written += take;
  if (l->written < b->outlen) return;
  b->busy--;
  take_next_message(b, j);
}

/* Once no message waits and the busy lanes fit in half the batch, moves them
 * to the low lanes and halves the width: a narrower kernel costs less. */
static void narrow(batch *b) {
  while (b->width > 1 && b->next == b->n && b->busy <= b->width / 2) {
    unsigned low = 0;
    for (unsigned j = 0; j < b->width; j++) {
      if (b->lanes[j].phase == IDLE) continue;
      if (j != low) {
        b->lanes[low] = b->lanes[j];
        memcpy(b->states[low], b->states[j], sizeof b->states[j]);
        b->lanes[j].phase = IDLE;
      }
      low++;
    }
    b->width /= 2;
  }
}

static void run_batch(batch *b, const kx_dispatch *d) {
  for (unsigned j = 0; j < b->width; j++) take_next_message(b, j);
  while (b->busy) {
    narrow(b);
    for (unsigned j = 0; j < b->width; j++)
      if (b->lanes[j].phase == ABSORBING) feed_block(b, j);
    kx_dispatch_permute(d, b->width, b->states[0], 24);
    for (unsigned j = 0; j < b->width; j++)
      if (b->lanes[j].phase == SQUEEZING) collect_output(b, j);
  }
}

static int check_messages(size_t n, const void *const in[], const size_t inlen[]) {
  if (!in || !inlen) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (!in[i] && inlen[i]) return KX_ERR_NULL_POINTER;
  return KX_OK;
}

int kx_hash_many(kx_alg alg, size_t n, const void *const in[], const size_t inlen[], void *out,
                 size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p) return KX_ERR_BAD_ALGORITHM;
  if (p->digest_size && outlen != p->digest_size) return KX_ERR_BAD_LENGTH;
  if (n == 0) return KX_OK;
  if (outlen && n > SIZE_MAX / outlen) return KX_ERR_BAD_LENGTH;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  int error = check_messages(n, in, inlen);
  if (error) return error;

  const kx_dispatch *d = kx_dispatch_current();
  if (d->batch_width == 1 || n == 1) {
    for (size_t i = 0; i < n; i++)
      kx_hash_one(p, kx_bytes_or_empty(in[i]), inlen[i], (uint8_t *)out + i * outlen, outlen);
    return KX_OK;
  }
  batch b = {.p = p, .n = n, .in = (const uint8_t *const *)in, .inlen = inlen,
             .out = out, .outlen = outlen, .width = d->batch_width};
  run_batch(&b, d);
  return KX_OK;
}
