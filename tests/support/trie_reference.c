/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "trie_reference.h"

#include <stdlib.h>
#include <string.h>

#include "keccakx.h"

typedef struct bytes {
  uint8_t *p;
  size_t len, cap;
} bytes;

static void put(bytes *b, const void *p, size_t n) {
  if (b->len + n > b->cap) {
    b->cap = 2 * (b->len + n) + 64;
    b->p = realloc(b->p, b->cap);
  }
  if (n) memcpy(b->p + b->len, p, n);
  b->len += n;
}

static void put_byte(bytes *b, uint8_t byte) { put(b, &byte, 1); }

/* The RLP prefix of a string or list of n bytes: offset 0x80 or 0xc0. */
static void put_rlp_prefix(bytes *b, size_t n, uint8_t offset) {
  if (n < 56) {
    put_byte(b, (uint8_t)(offset + n));
    return;
  }
  uint8_t be[sizeof(size_t)];
  size_t count = 0;
  for (size_t v = n; v; v >>= 8) be[sizeof be - 1 - count++] = (uint8_t)v;
  put_byte(b, (uint8_t)(offset + 55 + count));
  put(b, be + sizeof be - count, count);
}

static void put_rlp_string(bytes *b, const uint8_t *s, size_t n) {
  if (n == 1 && s[0] <= 0x7f) {
    put_byte(b, s[0]);
    return;
  }
  put_rlp_prefix(b, n, 0x80);
  put(b, s, n);
}

static unsigned nibble_at(const trie_item *item, size_t i) {
  uint8_t byte = item->key[i / 2];
  return i % 2 ? byte & 0x0f : byte >> 4;
}

static size_t nibble_count(const trie_item *item) { return 2 * item->keylen; }

/* HP(key nibbles from .. to, flag) as an RLP string. */
static void put_hex_prefix(bytes *b, const trie_item *item, size_t from, size_t to, int leaf) {
  bytes hp = {0};
  size_t n = to - from;
  unsigned flag = leaf ? 2 : 0;
  if (n % 2) {
    put_byte(&hp, (uint8_t)((flag + 1) << 4 | nibble_at(item, from)));
    from++;
  } else {
    put_byte(&hp, (uint8_t)(flag << 4));
  }
  for (size_t i = from; i < to; i += 2) put_byte(&hp, (uint8_t)(nibble_at(item, i) << 4 | nibble_at(item, i + 1)));
  put_rlp_string(b, hp.p, hp.len);
  free(hp.p);
}

static void commit(trie_nodes *committed, const trie_item *item, size_t depth, const uint8_t hash[32],
                   const bytes *blob) {
  if (!committed) return;
  uint8_t *path = malloc(depth + 1);
  for (size_t i = 0; i < depth; i++) path[i] = (uint8_t)nibble_at(item, i);
  trie_nodes_add(committed, path, depth, hash, blob->p, blob->len);
  free(path);
}

static void compose(const trie_item *items, size_t n, size_t depth, bytes *out, trie_nodes *committed);

/* n(I, i) of the yellow paper: nothing, the node itself under 32 bytes, else its hash. */
static void put_reference(bytes *out, const trie_item *items, size_t n, size_t depth, trie_nodes *committed) {
  if (n == 0) {
    put_byte(out, 0x80);
    return;
  }
  bytes node = {0};
  compose(items, n, depth, &node, committed);
  if (node.len < 32) {
    put(out, node.p, node.len);
  } else {
    uint8_t hash[32];
    kx_keccak256(node.p, node.len, hash);
    commit(committed, &items[0], depth, hash, &node);
    put_byte(out, 0xa0);
    put(out, hash, 32);
  }
  free(node.p);
}

static void put_list(bytes *out, const bytes *payload) {
  put_rlp_prefix(out, payload->len, 0xc0);
  put(out, payload->p, payload->len);
}

/* Nibbles every key shares from `depth` on (a key ending there shares none). */
static size_t shared_nibbles(const trie_item *items, size_t n, size_t depth) {
  size_t shared = nibble_count(&items[0]) - depth;
  for (size_t k = 1; k < n; k++) {
    size_t len = nibble_count(&items[k]) - depth, same = 0;
    while (same < shared && same < len && nibble_at(&items[k], depth + same) == nibble_at(&items[0], depth + same))
      same++;
    shared = same;
  }
  return shared;
}

/* c(I, i) of the yellow paper: a leaf, an extension or a branch. */
static void compose(const trie_item *items, size_t n, size_t depth, bytes *out, trie_nodes *committed) {
  bytes payload = {0};
  if (n == 1) {
    put_hex_prefix(&payload, &items[0], depth, nibble_count(&items[0]), 1);
    put_rlp_string(&payload, items[0].value, items[0].valuelen);
  } else {
    size_t shared = shared_nibbles(items, n, depth);
    if (shared) {
      put_hex_prefix(&payload, &items[0], depth, depth + shared, 0);
      put_reference(&payload, items, n, depth + shared, committed);
    } else {
      size_t k = 0;
      const trie_item *value = NULL;
      if (nibble_count(&items[0]) == depth) value = &items[k++]; /* sorted: a key ending here comes first */
      for (unsigned branch = 0; branch < 16; branch++) {
        size_t first = k;
        while (k < n && nibble_at(&items[k], depth) == branch) k++;
        put_reference(&payload, items + first, k - first, depth + 1, committed);
      }
      if (value)
        put_rlp_string(&payload, value->value, value->valuelen);
      else
        put_byte(&payload, 0x80);
    }
  }
  put_list(out, &payload);
  free(payload.p);
}

void reference_trie_root(const trie_item *items, size_t n, uint8_t root[32], trie_nodes *committed) {
  if (n == 0) {
    uint8_t empty = 0x80;
    kx_keccak256(&empty, 1, root);
    return;
  }
  bytes node = {0};
  compose(items, n, 0, &node, committed);
  kx_keccak256(node.p, node.len, root);
  commit(committed, &items[0], 0, root, &node);
  free(node.p);
}

static int by_key(const void *a, const void *b) {
  const trie_item *x = a, *y = b;
  size_t common = x->keylen < y->keylen ? x->keylen : y->keylen;
  int order = common ? memcmp(x->key, y->key, common) : 0;
  if (order) return order;
  return x->keylen < y->keylen ? -1 : x->keylen > y->keylen;
}

static int same_key(const trie_item *x, const trie_item *y) { return by_key(x, y) == 0; }

size_t trie_items_sort(trie_item *items, size_t n) {
  /* A stable sort keeps the last of equal keys last: insertion by merge. */
  trie_item *sorted = malloc((n ? n : 1) * sizeof *sorted);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) sorted[k++] = by_key(&items[j], &items[i]) < 0 ? items[j++] : items[i++];
      while (i < mid) sorted[k++] = items[i++];
      while (j < hi) sorted[k++] = items[j++];
    }
    memcpy(items, sorted, n * sizeof *items);
  }
  free(sorted);
  size_t kept = 0;
  for (size_t i = 0; i < n; i++) {
    if (i + 1 < n && same_key(&items[i], &items[i + 1])) continue;
    items[kept++] = items[i];
  }
  return kept;
}

void trie_nodes_add(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32], const uint8_t *blob,
                    size_t bloblen) {
  trie_nodes *set = user;
  if (set->count == set->capacity) {
    set->capacity = 2 * set->capacity + 16;
    set->nodes = realloc(set->nodes, set->capacity * sizeof set->nodes[0]);
  }
  trie_node *node = &set->nodes[set->count++];
  node->path = malloc(pathlen + 1);
  node->blob = malloc(bloblen + 1);
  if (pathlen) memcpy(node->path, path, pathlen);
  memcpy(node->blob, blob, bloblen);
  node->pathlen = pathlen;
  node->bloblen = bloblen;
  memcpy(node->hash, hash, 32);
}

static int by_path_then_hash(const void *a, const void *b) {
  const trie_node *x = a, *y = b;
  size_t common = x->pathlen < y->pathlen ? x->pathlen : y->pathlen;
  int order = common ? memcmp(x->path, y->path, common) : 0;
  if (order) return order;
  if (x->pathlen != y->pathlen) return x->pathlen < y->pathlen ? -1 : 1;
  return memcmp(x->hash, y->hash, 32);
}

void trie_nodes_sort(trie_nodes *set) {
  if (set->count) qsort(set->nodes, set->count, sizeof set->nodes[0], by_path_then_hash);
}

int trie_nodes_equal(const trie_nodes *a, const trie_nodes *b) {
  if (a->count != b->count) return 0;
  for (size_t i = 0; i < a->count; i++) {
    const trie_node *x = &a->nodes[i], *y = &b->nodes[i];
    if (by_path_then_hash(x, y) || x->bloblen != y->bloblen || memcmp(x->blob, y->blob, x->bloblen)) return 0;
  }
  return 1;
}

void trie_nodes_clear(trie_nodes *set) {
  for (size_t i = 0; i < set->count; i++) {
    free(set->nodes[i].path);
    free(set->nodes[i].blob);
  }
  free(set->nodes);
  *set = (trie_nodes){0};
}
