/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Clearing secrets: the library's own copies of a state or a message, before
 * a call returns or when a context is wiped. */
#ifndef KX_WIPE_H
#define KX_WIPE_H

#include <stddef.h>
#include <string.h>

/* Zeroes n bytes at p with a store the compiler cannot remove: memset called
 * through a volatile pointer cannot be proven dead, even on memory that is
 * never read again. */
static inline void kx_secure_zero(void *p, size_t n) {
  static void *(*const volatile zero)(void *, int, size_t) = memset;
  zero(p, 0, n);
}

#endif
