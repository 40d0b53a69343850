/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Clearing the cgo glue's own copies of secrets, as the core clears its
 * copies: core/wipe.h is not on the include path when the package links the
 * system's libkeccakx (the keccakx_system build tag). */
#ifndef KXGO_WIPE_H
#define KXGO_WIPE_H

#include <stddef.h>
#include <string.h>

/* memset through a volatile pointer: the compiler cannot drop it as a store to dead memory. */
static inline void kxgo_wipe(void *p, size_t n) {
	static void *(*const volatile zero)(void *, int, size_t) = memset;
	zero(p, 0, n);
}

#endif
