/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "memory.h"

#include <stdint.h>
#include <stdlib.h>

void *(*kx_trie_realloc_hook)(void *old, size_t size);
void (*kx_trie_free_hook)(void *block);

void *kx_trie_resize(void *old, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  return kx_trie_realloc_hook ? kx_trie_realloc_hook(old, count * size) : realloc(old, count * size);
}

void kx_trie_release(void *block) {
  if (kx_trie_free_hook)
    kx_trie_free_hook(block);
  else
    free(block);
}
