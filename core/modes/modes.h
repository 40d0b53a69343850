/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The modes above the sponge (core/modes/): what the public functions of
 * core/streaming.c and core/one_shot.c call, and what the modes call of each
 * other. A mode encodes and schedules input for the sponge of a kx_context
 * (core/sponge.h), which knows nothing of them; it never permutes by itself.
 * Every function below takes d, the dispatch record the public call read once:
 * a call finishes on the backend it started with. */
#ifndef KX_MODES_H
#define KX_MODES_H

#include "../context.h"
#include "../sponge.h"

/* ---- a context's mode (mode.c) ---- */

/* Sets up a zeroed context for alg (a valid kx_alg) with its default
 * parameters: rate, padding byte, rounds, and KangarooTwelve's chunk size. */
void kx_context_start(kx_context *s, kx_alg alg);
/* Input of kx_update. Returns how deep below the public function the work
 * left state (kx_scrub_stack), as each mode's absorb function does: nothing
 * unless a block filled and was permuted. */
size_t kx_mode_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* What the mode appends before the padding; outlen is the output length L
 * where the mode hashes it. */
void kx_mode_end(const kx_dispatch *d, kx_context *s, size_t outlen);
/* The mode's end, then the padding: the context is then squeezing. */
void kx_context_end_input(const kx_dispatch *d, kx_context *s, size_t outlen);
/* kx_final's work on checked arguments: the end of input, outlen bytes out. */
void kx_context_final(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t outlen);
/* How deep below a public function its work on s leaves state (kx_scrub_stack)
 * when it ends the input: the tree modes' leaves run on kx_hash_many's engine. */
size_t kx_scrub_depth(const kx_context *s);

/* ---- SP 800-185 and RFC 9861 encodings (encode.c) ---- */

enum { KX_ENCODE_MAX = 10 }; /* bytes of the longest encoding of a 64-bit number (of bytes, in bits) */

size_t kx_left_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);
size_t kx_right_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);
/* right_encode of 8 * bytes, which may need more than 64 bits. */
size_t kx_right_encode_bits(uint8_t out[KX_ENCODE_MAX], uint64_t bytes);
/* RFC 9861's length_encode: no digits for 0. */
size_t kx_length_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);

/* encode_string(str): left_encode of its length in bits, then str. */
void kx_absorb_encoded_string(const kx_dispatch *d, kx_context *s, const uint8_t *str, size_t len);
/* bytepad(X, rate) around the X absorbed between these two calls. */
void kx_absorb_bytepad_start(const kx_dispatch *d, kx_context *s);
void kx_absorb_bytepad_end(const kx_dispatch *d, kx_context *s);

/* ---- cSHAKE and what is made of it (cshake.c) ---- */

/* kx_context_start, then cSHAKE's prefix for function name N and
 * customization S (none when both are empty: that is SHAKE). */
void kx_cshake_start(const kx_dispatch *d, kx_context *s, kx_alg alg, const uint8_t *name, size_t namelen, const uint8_t *custom,
                     size_t customlen);
/* KMAC's and TupleHash's end: right_encode(L), L = 0 for the XOF variants. */
void kx_sp800_185_end(const kx_dispatch *d, kx_context *s, size_t outlen);

/* ---- the chunk trees of KangarooTwelve and ParallelHash (tree.c) ---- */

/* Who hashes the whole chunks of one call: a caller's pool (kx_update_pool)
 * with its number of threads. */
typedef struct kx_workers {
  kx_pool_run *run;
  void *pool;
  size_t threads;
} kx_workers;

/* Chunks of s->tree.chunk_size bytes, each hashed as a leaf (several at once
 * on the widest kernel when whole chunks are given) whose chaining value goes
 * to the context's sponge, the final node. */
size_t kx_tree_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* kx_tree_absorb with the whole chunks hashed by w (NULL: the context's own
 * threads, kx_set_threads). */
size_t kx_tree_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w);
/* Hashes the chunk in progress, if any, as the last leaf. */
void kx_tree_end_leaf(const kx_dispatch *d, kx_context *s);

/* ---- KangarooTwelve (kangarootwelve.c), ParallelHash (parallelhash.c) ---- */

size_t kx_kt_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* kx_kt_absorb with the whole chunks of its leaves hashed by w, as kx_tree_absorb_on. */
size_t kx_kt_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w);
/* Absorbs customization C and its length, then ends the tree. */
void kx_kt_end(const kx_dispatch *d, kx_context *s, const uint8_t *custom, size_t customlen);
void kx_parallelhash_end(const kx_dispatch *d, kx_context *s, size_t outlen);
/* KangarooTwelve of one message with customization C (arguments checked), on d. */
void kx_kangarootwelve_one(const kx_dispatch *d, kx_alg alg, const uint8_t *custom, size_t customlen,
                           const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);

#endif
