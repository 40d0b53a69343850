/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What the whole-trie calls (roots.c, secure_root.c) share. */
#ifndef KX_TRIE_ROOTS_H
#define KX_TRIE_ROOTS_H

#include <stddef.h>
#include <stdint.h>

/* KX_OK when values and valuelens hold n non-empty values, else the error of
 * kx_trie_ordered_root and kx_trie_secure_root. */
int kx_trie_check_values(size_t n, const void *const values[], const size_t valuelens[]);

/* kx_trie_secure_root on `threads` threads (at least 1) whatever the number
 * of keys: for the tests, which compare one thread with several. */
int kx_trie_secure_root_on(size_t threads, size_t n, const void *const keys[], const size_t keylens[],
                           const void *const values[], const size_t valuelens[], uint8_t root[32]);

#endif
