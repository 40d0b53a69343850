/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The node above 16 partitions of a trie: the branch over their roots, or,
 * for a single partition, its root with the partition's nibble put back in
 * front of its path (a branch node never has a single child). */
#include <string.h>

#include "../sponge.h"
#include "join.h"
#include "keccakx.h"
#include "memory.h"
#include "rlp.h"
#include "stack_trie.h"

static void keccak256(const uint8_t *blob, size_t len, uint8_t hash[32]) {
  kx_sponge_hash(kx_dispatch_current(), blob, len, hash, 32, 136, 0x01, 24);
}

static void report(const uint8_t *prefix, size_t prefixlen, const uint8_t *blob, size_t len,
                   kx_trie_node_fn *on_node, void *user, uint8_t root[32]) {
  keccak256(blob, len, root);
  if (on_node) on_node(user, prefix, prefixlen, root, blob, len);
}

void kx_trie_join_refs(const uint8_t *prefix, size_t prefixlen, const uint8_t refs[16][33], const size_t reflens[16],
                       kx_trie_node_fn *on_node, void *user, uint8_t root[32]) {
  size_t payload = 1; /* the empty value */
  for (unsigned i = 0; i < 16; i++) payload += reflens[i] ? reflens[i] : 1;
  uint8_t branch[3 + 16 * 33 + 1];
  uint8_t *out = kx_rlp_put_list_header(branch, payload);
  for (unsigned i = 0; i < 16; i++) {
    if (reflens[i]) memcpy(out, refs[i], reflens[i]);
    out = reflens[i] ? out + reflens[i] : (*out = 0x80, out + 1);
  }
  *out++ = 0x80;
  report(prefix, prefixlen, branch, (size_t)(out - branch), on_node, user, root);
}

/* The RLP item at b, of at most len bytes: sets its header and payload
 * lengths and whether it is a list; 0 when it runs past len. */
static int rlp_item(const uint8_t *b, size_t len, size_t *header, size_t *payload, int *list) {
  if (!len) return 0;
  uint8_t first = b[0];
  *list = first >= 0xc0;
  size_t base = *list ? 0xc0 : 0x80;
  if (first < 0x80) {
    *header = 0, *payload = 1;
  } else if (first <= base + 55) {
    *header = 1, *payload = first - base;
  } else {
    size_t bytes = first - base - 55;
    if (bytes > sizeof(size_t) || bytes >= len) return 0;
    *header = 1 + bytes, *payload = 0;
    for (size_t i = 1; i <= bytes; i++) *payload = *payload << 8 | b[i];
  }
  return *payload <= len - *header;
}

/* A node as a partition reports it: one RLP list of 17 items (a branch) or of
 * 2 whose first is a hex-prefix path (a leaf or an extension). Sets *items and,
 * for 2, where the path's payload is and where the second item starts. */
typedef struct parsed_node {
  unsigned items;
  const uint8_t *path, *second;
  size_t pathlen, secondlen;
} parsed_node;

static int parse_node(const uint8_t *blob, size_t len, parsed_node *node) {
  size_t header, payload;
  int list;
  if (!rlp_item(blob, len, &header, &payload, &list) || !list || header + payload != len) return 0;
  const uint8_t *at = blob + header, *end = blob + len;
  *node = (parsed_node){0};
  while (at < end) {
    size_t h, p;
    int item_list;
    if (!rlp_item(at, (size_t)(end - at), &h, &p, &item_list) || ++node->items > 17) return 0;
    if (node->items == 1) {
      node->path = at + h, node->pathlen = p;
      if (item_list || !p || node->path[0] >> 4 > 3 || (!(node->path[0] & 0x10) && node->path[0] & 0x0f)) node->path = NULL;
    } else if (node->items == 2) {
      node->second = at, node->secondlen = h + p;
    }
    at += h + p;
  }
  return node->items == 17 || (node->items == 2 && node->path);
}

/* The lone partition `nibble`'s root, one nibble higher: a leaf or an
 * extension with the nibble in front of its path, or an extension of the
 * nibble above a branch. */
static int fold(const uint8_t *prefix, size_t prefixlen, uint8_t nibble, const uint8_t *blob, size_t len,
                const parsed_node *node, kx_trie_node_fn *on_node, void *user, uint8_t root[32]) {
  if (node->items == 17) {
    uint8_t extension[2 + 33];
    size_t reflen = len < 32 ? len : 33;
    extension[0] = (uint8_t)(0xc0 + 1 + reflen);
    extension[1] = (uint8_t)(0x10 | nibble); /* odd, not a leaf: one byte, its own RLP */
    if (len < 32) {
      memcpy(extension + 2, blob, len);
    } else {
      extension[2] = 0xa0;
      keccak256(blob, len, extension + 3);
    }
    report(prefix, prefixlen, extension, 2 + reflen, on_node, user, root);
    return KX_OK;
  }
  /* The path's nibbles after the flags start on a byte boundary (an even count)
   * or after the flags' low half (odd): one nibble more swaps the two. */
  const uint8_t *old = node->path;
  uint8_t flags = old[0] >> 4, head[2];
  size_t headlen;
  if (flags & 1) {
    head[0] = (uint8_t)((flags & 2) << 4), head[1] = (uint8_t)(nibble << 4 | (old[0] & 0x0f)), headlen = 2;
  } else {
    head[0] = (uint8_t)((flags | 1) << 4 | nibble), headlen = 1;
  }
  size_t pathbytes = headlen + node->pathlen - 1;
  size_t payload = kx_rlp_string_size(pathbytes, head[0]) + node->secondlen;
  size_t size = kx_rlp_list_size(payload);
  uint8_t *folded = kx_trie_resize(NULL, size, 1);
  if (!folded) return KX_ERR_OUT_OF_MEMORY;
  uint8_t *out = kx_rlp_put_list_header(folded, payload);
  if (pathbytes > 1) out = kx_rlp_put_length(out, pathbytes, 0x80, 0xb7); /* head[0] is below 0x40 */
  memcpy(out, head, headlen);
  memcpy(out + headlen, old + 1, node->pathlen - 1);
  memcpy(out + headlen + node->pathlen - 1, node->second, node->secondlen);
  report(prefix, prefixlen, folded, size, on_node, user, root);
  kx_trie_release(folded);
  return KX_OK;
}

int kx_trie_join_partitions(const uint8_t *prefix, size_t prefixlen, const uint8_t *const blobs[16],
                            const size_t bloblens[16], kx_trie_node_fn *on_node, void *user, uint8_t root[32]) {
  if (!root || !blobs || !bloblens) return KX_ERR_NULL_POINTER;
  int error = kx_trie_check_prefix(prefix, prefixlen);
  if (error) return error;
  if (prefixlen == KX_TRIE_PREFIX_MAX) return KX_ERR_BAD_PARAMETER; /* its partitions' prefixes would be longer */
  uint8_t refs[16][33];
  size_t reflens[16];
  parsed_node lone = {0};
  unsigned populated = 0, last = 0;
  for (unsigned i = 0; i < 16; i++) {
    reflens[i] = 0;
    if (!bloblens[i]) continue;
    if (!blobs[i]) return KX_ERR_NULL_POINTER;
    if (!parse_node(blobs[i], bloblens[i], &lone)) return KX_ERR_TRIE_BAD_NODE;
    populated++, last = i;
  }
  if (populated == 0) {
    keccak256((const uint8_t[]){0x80}, 1, root);
    return KX_OK;
  }
  if (populated == 1) return fold(prefix, prefixlen, (uint8_t)last, blobs[last], bloblens[last], &lone, on_node, user, root);
  for (unsigned i = 0; i < 16; i++) {
    if (!bloblens[i]) continue;
    if (bloblens[i] < 32) {
      memcpy(refs[i], blobs[i], bloblens[i]);
      reflens[i] = bloblens[i];
    } else {
      refs[i][0] = 0xa0;
      keccak256(blobs[i], bloblens[i], refs[i] + 1);
      reflens[i] = 33;
    }
  }
  kx_trie_join_refs(prefix, prefixlen, (const uint8_t(*)[33])refs, reflens, on_node, user, root);
  return KX_OK;
}
