/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The stack trie's work for the rest of the core (roots.c), under names of
 * its own: kx_trie_new, kx_trie_update, kx_trie_root and kx_trie_free are
 * these, exported. A call from another file to an exported name goes through
 * the PLT where the linker cannot bind it inside the library (zig's lld has
 * no -Bsymbolic-functions); these hidden names are always bound inside. */
#ifndef KX_TRIE_STACK_TRIE_H
#define KX_TRIE_STACK_TRIE_H

#include "keccakx.h"

kx_trie *kx_trie_create(kx_trie_node_fn *on_node, void *user);
void kx_trie_destroy(kx_trie *t);
int kx_trie_add(kx_trie *t, const void *key, size_t keylen, const void *value, size_t valuelen);
int kx_trie_commit(kx_trie *t, uint8_t root[32]);

#endif
