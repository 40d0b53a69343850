/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* An independent Merkle-Patricia trie for the trie tests: the yellow paper's
 * definition (appendix D) computed recursively over the whole sorted key set,
 * with its own RLP and hex-prefix code and no queue, and the nodes a
 * go-ethereum StackTrie commits collected as (path, hash, blob). */
#ifndef KX_TEST_TRIE_REFERENCE_H
#define KX_TEST_TRIE_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

typedef struct trie_item {
  uint8_t *key, *value;
  size_t keylen, valuelen;
} trie_item;

typedef struct trie_node {
  uint8_t *path, *blob; /* path: nibbles, one a byte */
  size_t pathlen, bloblen;
  uint8_t hash[32];
} trie_node;

typedef struct trie_nodes {
  trie_node *nodes;
  size_t count, capacity;
} trie_nodes;

/* Sorts items by key (bytewise) and drops all but the last of equal keys. Returns the new count. */
size_t trie_items_sort(trie_item *items, size_t n);

/* The root of n items sorted by key with distinct keys; adds every committed
 * node to `committed` when it is not NULL. */
void reference_trie_root(const trie_item *items, size_t n, uint8_t root[32], trie_nodes *committed);

/* Appends a copy of a node (a kx_trie_node_fn: user is a trie_nodes). */
void trie_nodes_add(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32], const uint8_t *blob,
                    size_t bloblen);
/* Sorts the nodes by path, then hash, so that two sets compare as lists. */
void trie_nodes_sort(trie_nodes *set);
/* 1 when two sorted sets hold the same nodes. */
int trie_nodes_equal(const trie_nodes *a, const trie_nodes *b);
void trie_nodes_clear(trie_nodes *set);

#endif
