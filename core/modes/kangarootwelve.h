/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* KangarooTwelve (kangarootwelve.c), on the chunk tree below it, for the
 * dispatch of a context's mode (mode.c) and the one-shot functions above. */
#ifndef KX_MODES_KANGAROOTWELVE_H
#define KX_MODES_KANGAROOTWELVE_H

#include "tree.h"

/* Returns how deep below the public function the work left state, as kx_tree_absorb. */
size_t kx_kt_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len);
/* kx_kt_absorb with the whole chunks of its leaves hashed by w, as kx_tree_absorb_on. */
size_t kx_kt_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w);
/* Absorbs customization C and its length, then ends the tree. */
void kx_kt_end(const kx_dispatch *d, kx_context *s, const uint8_t *custom, size_t customlen);
/* KangarooTwelve of one message with customization C (arguments checked), on d. */
void kx_kangarootwelve_one(const kx_dispatch *d, kx_alg alg, const uint8_t *custom, size_t customlen,
                           const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);

#endif
