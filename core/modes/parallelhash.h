/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* ParallelHash (parallelhash.c), on cSHAKE and the chunk tree below it, for
 * the dispatch of a context's mode (mode.c); its input is kx_tree_absorb's. */
#ifndef KX_MODES_PARALLELHASH_H
#define KX_MODES_PARALLELHASH_H

#include "../sponge.h"

/* The last block's chaining value, right_encode of their number and of L. */
void kx_parallelhash_end(const kx_dispatch *d, kx_context *s, size_t outlen);

#endif
