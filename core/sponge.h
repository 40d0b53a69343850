/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The sponge construction over the dispatched permutation: absorbing bytes,
 * padding, squeezing, for the lanes of a context and for one or many whole
 * messages. It knows rates, padding bytes and rounds, nothing of the modes
 * (core/modes/) or of the public functions above them, which call it. */
#ifndef KX_SPONGE_H
#define KX_SPONGE_H

#include "algorithms.h"
#include "compiler.h"
#include "context.h"
#include "dispatch.h"
#include "lanes.h"
#include "wipe.h"

/* in, or an empty buffer for NULL, so that no arithmetic ever touches a NULL
 * pointer (allowed by the API when the length is 0). */
static inline const uint8_t *kx_bytes_or_empty(const void *in) {
  static const uint8_t empty[1];
  return in ? (const uint8_t *)in : empty;
}

/* Ends the input at byte `pos` of the block: the algorithm's domain and first
 * padding bits there, the final padding bit at the end of the rate. */
static inline void kx_pad(uint64_t lanes[25], size_t pos, uint8_t pad, size_t rate) {
  kx_xor_byte(lanes, pos, pad);
  kx_xor_byte(lanes, rate - 1, 0x80);
}

/* Absorbs whole blocks of `rate` bytes, permuting (`rounds` rounds) after
 * each; returns the number of bytes consumed (a multiple of rate). */
static inline size_t kx_absorb_blocks(const kx_dispatch *d, uint64_t lanes[25], const uint8_t *in,
                                      size_t len, size_t rate, unsigned rounds) {
  kx_absorb_fn *absorb = KX_LITTLE_ENDIAN ? d->kernel[0].backend->absorb : NULL;
  if (absorb && len >= rate) {
    absorb(lanes, in, len / rate, (unsigned)(rate / 8), rounds);
    return len / rate * rate;
  }
  size_t done = 0;
  for (; len - done >= rate; done += rate) {
    kx_xor_lanes(lanes, in + done, rate / 8);
    kx_dispatch_permute(d, 1, lanes, rounds);
  }
  return done;
}

/* Absorbs len bytes into lanes whose current block already holds pos < rate
 * bytes, permuting each block as it fills; returns the new pos (< rate). */
static inline size_t kx_absorb_at(const kx_dispatch *d, uint64_t lanes[25], size_t pos, const uint8_t *in,
                                  size_t len, size_t rate, unsigned rounds) {
  if (pos) {
    size_t take = len < rate - pos ? len : rate - pos;
    kx_xor_bytes(lanes, pos, in, take);
    in += take, len -= take, pos += take;
    if (pos < rate) return pos;
    kx_dispatch_permute(d, 1, lanes, rounds);
  }
  size_t done = kx_absorb_blocks(d, lanes, in, len, rate, rounds);
  kx_xor_bytes(lanes, 0, in + done, len - done);
  return len - done;
}

/* ---- the sponge of a context (sponge.c) ----
 * Every function below takes d, the dispatch record the public call read once:
 * a call finishes on the backend it started with. */

void kx_sponge_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* Pads with s->pad and permutes: the context is then squeezing. */
void kx_sponge_finish(const kx_dispatch *d, kx_context *s);
void kx_sponge_squeeze(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t len);

/* ---- whole messages ---- */

/* One message in, outlen bytes out; always inlined so that kx_keccak256 gets
 * its rate and padding as constants. It clears its lanes itself, since they
 * may lie in a public function's frame; the public function's kx_scrub_stack
 * clears the kernels' frames below. */
static KX_ALWAYS_INLINE void kx_sponge_hash(const kx_dispatch *d, const uint8_t *in, size_t inlen, uint8_t *out,
                                            size_t outlen, size_t rate, uint8_t pad, unsigned rounds) {
  uint64_t lanes[25];
  kx_zero_state(lanes);
  size_t done = kx_absorb_blocks(d, lanes, in, inlen, rate, rounds);
  kx_xor_bytes(lanes, 0, in + done, inlen - done);
  kx_pad(lanes, inlen - done, pad, rate);
  kx_dispatch_permute(d, 1, lanes, rounds);
  for (;;) {
    size_t take = outlen < rate ? outlen : rate;
    kx_extract_bytes(lanes, 0, out, take);
    outlen -= take;
    if (!outlen) break;
    out += take;
    kx_dispatch_permute(d, 1, lanes, rounds);
  }
  kx_zero_state(lanes);
}

/* Hashes one message (arguments already checked) with the kernels of d, the
 * record the public call read; p is a one-sponge algorithm (mode KX_MODE_SPONGE). */
void kx_hash_one(const kx_dispatch *d, const kx_params *p, const uint8_t *in, size_t inlen, uint8_t *out,
                 size_t outlen);

/* kx_hash_many's engine on checked arguments, for any one-sponge p
 * (hash_many.c; the tree modes hash their leaves with it). */
void kx_hash_messages(const kx_dispatch *d, const kx_params *p, size_t n, const void *const in[],
                      const size_t inlen[], uint8_t *out, size_t outlen);

/* The same for messages shorter than p->rate, each followed in memory by its
 * padding up to the rate (p->pad after it, zeros, 0x80 in its last byte), as
 * the trie's queue lays them out: they go to the backend's permute_blocks
 * kernel as whole blocks. */
void kx_hash_padded_blocks(const kx_dispatch *d, const kx_params *p, size_t n, const void *const in[],
                           const size_t inlen[], uint8_t *out, size_t outlen);

#endif
