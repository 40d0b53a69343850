/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The trie builder's allocations, in one place so that tests can make any of
 * them fail (tests/test_trie_memory.c): the library's code never sets the hook. */
#ifndef KX_TRIE_MEMORY_H
#define KX_TRIE_MEMORY_H

#include <stddef.h>

/* When set, called instead of realloc by kx_trie_resize and instead of free
 * by kx_trie_release (set both or neither). Internal: not part of the public
 * API. */
extern void *(*kx_trie_realloc_hook)(void *old, size_t size);
extern void (*kx_trie_free_hook)(void *block);

/* realloc of `count` elements of `size` bytes; NULL when out of memory or
 * when count * size overflows (old is then untouched). */
void *kx_trie_resize(void *old, size_t count, size_t size);

/* free, of what kx_trie_resize returned. */
void kx_trie_release(void *block);

#endif
