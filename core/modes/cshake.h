/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* cSHAKE's prefix and the SP 800-185 ending (cshake.c), which ParallelHash
 * builds on and the dispatch of a context's mode (mode.c) calls. */
#ifndef KX_MODES_CSHAKE_H
#define KX_MODES_CSHAKE_H

#include "../sponge.h"

/* kx_context_start, then cSHAKE's prefix for function name N and
 * customization S (none when both are empty: that is SHAKE). */
void kx_cshake_start(const kx_dispatch *d, kx_context *s, kx_alg alg, const uint8_t *name, size_t namelen,
                     const uint8_t *custom, size_t customlen);
/* KMAC's, TupleHash's and ParallelHash's end: right_encode(L), L = 0 for
 * the XOF variants. */
void kx_sp800_185_end(const kx_dispatch *d, kx_context *s, size_t outlen);

#endif
