/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The dispatch of a context's mode (mode.c), above the modes: the public
 * streaming functions (core/streaming.c) call it, it calls the mode of the
 * context, and no mode calls it. Every function takes d, the dispatch record
 * the public call read once: a call finishes on the backend it started with. */
#ifndef KX_MODES_MODE_H
#define KX_MODES_MODE_H

#include "tree.h"

/* Input of kx_update. Returns how deep below the public function the work
 * left state (kx_scrub_stack), as each mode's absorb function does: nothing
 * unless a block filled and was permuted. */
size_t kx_mode_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* Input of kx_update_pool, for the tree modes (KangarooTwelve and
 * ParallelHash) only: their whole chunks hashed by w. */
void kx_mode_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w);
/* What the mode appends before the padding, then the padding: the context is
 * then squeezing. outlen is the output length L where the mode hashes it. */
void kx_mode_end_input(const kx_dispatch *d, kx_context *s, size_t outlen);
/* kx_final's work on checked arguments: the end of input, outlen bytes out. */
void kx_mode_final(const kx_dispatch *d, kx_context *s, uint8_t *out, size_t outlen);
/* How deep below a public function its work on s leaves state (kx_scrub_stack)
 * when it ends the input: the tree modes' leaves run on kx_hash_many's engine. */
size_t kx_mode_scrub_depth(const kx_context *s);

#endif
