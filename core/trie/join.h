/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The branch node over a trie's partitions, for kx_trie_join_partitions and
 * the threads of kx_trie_secure_root. */
#ifndef KX_TRIE_JOIN_H
#define KX_TRIE_JOIN_H

#include "keccakx.h"

/* Hashes the branch node (no value) whose child i is refs[i] (reflens[i]
 * bytes: a node's RLP under 32 bytes, or 0xa0 and its hash; 0: no child), at
 * least two of them, writes its hash to root and reports it to on_node (when
 * not NULL) at path prefix. */
void kx_trie_join_refs(const uint8_t *prefix, size_t prefixlen, const uint8_t refs[16][33], const size_t reflens[16],
                       kx_trie_node_fn *on_node, void *user, uint8_t root[32]);

#endif
