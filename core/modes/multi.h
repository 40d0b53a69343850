/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What kx_multi_* decides that tests check on made-up dispatch records. */
#ifndef KX_MODES_MULTI_H
#define KX_MODES_MULTI_H

#include "../dispatch.h"

/* How many states the record's kernel permutes per call for n streams: the
 * narrowest native width that holds n, else the widest native one, run on
 * consecutive groups of that many. */
unsigned kx_multi_group_width(const kx_dispatch *d, unsigned n);

#endif
