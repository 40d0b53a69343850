/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The stack trie's work for the rest of the core (roots.c, secure_root.c,
 * join.c), under names of its own: kx_trie_new, kx_trie_update, kx_trie_root
 * and kx_trie_free are these, exported. A call from another file to an
 * exported name goes through the PLT where the linker cannot bind it inside
 * the library (zig's lld has no -Bsymbolic-functions); these hidden names are
 * always bound inside. */
#ifndef KX_TRIE_STACK_TRIE_H
#define KX_TRIE_STACK_TRIE_H

#include "keccakx.h"

kx_trie *kx_trie_create(kx_trie_node_fn *on_node, void *user);
void kx_trie_destroy(kx_trie *t);
int kx_trie_add(kx_trie *t, const void *key, size_t keylen, const void *value, size_t valuelen);
int kx_trie_commit(kx_trie *t, uint8_t root[32]);

/* KX_OK for a partition's prefix kx_trie_new_partition takes, else its error. */
int kx_trie_check_prefix(const uint8_t *prefix, size_t prefixlen);

/* Makes the empty trie t a partition of the checked prefix (0 nibbles: the
 * whole trie). */
void kx_trie_set_prefix(kx_trie *t, const uint8_t *prefix, size_t prefixlen);

/* Reserves what keys of up to keylen bytes and values of up to valuelen take
 * (when no key is a prefix of another): updates with such keys then allocate
 * nothing, so that a trie prepared on one thread runs on another without
 * allocating. KX_ERR_OUT_OF_MEMORY leaves the trie usable. */
int kx_trie_prepare(kx_trie *t, size_t keylen, size_t valuelen);

/* Commits the trie, which holds a key, and writes how a branch node refers to
 * its root node: the node's RLP when under 32 bytes, else 0xa0 and its hash.
 * *reflen is the reference's length. */
void kx_trie_commit_child(kx_trie *t, uint8_t ref[33], size_t *reflen);

#endif
