/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The queue of completed trie nodes that wait to be hashed. A node is
 * written into the queue's bytes whole, except the hashes of its children
 * still queued: it records where each goes ("holes") and waits for them.
 * A flush hashes the queue in rounds on kx_hash_many's engine: every node
 * with no hole left, all in one call (8 at a time with AVX-512), then the
 * parents whose last holes those filled, and so on; then the queue is empty.
 * A node whose parent is not queued (its parent is still open, or it is the
 * root) hands its hash to the owner's deliver function instead. */
#ifndef KX_TRIE_QUEUE_H
#define KX_TRIE_QUEUE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "keccakx.h"

#define KX_QUEUE_NONE UINT32_MAX

/* Hands the hash of a node whose parent is not queued to where `target`
 * (the number given to kx_queue_send_to) says. */
typedef void kx_queue_deliver_fn(void *owner, size_t target, const uint8_t hash[32]);

typedef struct kx_queued_node {
  size_t blob, bloblen; /* its RLP: offset in the queue's bytes, length */
  size_t path, pathlen; /* its nibble path: offset, length */
  size_t hole;          /* offset of its hash in its parent's blob; or, without a parent, its target */
  uint32_t parent;      /* the queued node that waits for its hash, or KX_QUEUE_NONE */
} kx_queued_node;

typedef struct kx_node_queue {
  uint8_t *bytes; /* blobs and paths, one after another */
  size_t used, capacity;
  kx_queued_node *nodes;
  uint8_t *waiting; /* per node, its holes still to fill (at most 16): apart, so that a round's
                       updates of its parents touch a few cache lines */
  uint32_t count;
  /* A flush's rounds: the nodes of this round and of the next, and the
   * arguments and results of the round's one batch. */
  uint32_t *rounds; /* room for the three lists */
  uint32_t *ready, *next_ready, *order;
  uint32_t ready_count; /* nodes whose holes are all filled, in ready */
  const void **messages;
  size_t *lengths;
  uint8_t *hashes;
  kx_queue_deliver_fn *deliver;
  void *owner;
  kx_trie_node_fn *on_node;
  void *user;
} kx_node_queue;

/* The most nodes the queue holds before it flushes. */
enum { KX_QUEUE_NODES = 2048 };

/* Keccak-256's rate. A blob shorter than this is one block, and takes a whole
 * block of the bytes: its padding follows it, written when the node is, so
 * that the flush hashes it as the whole block it then is
 * (kx_hash_padded_blocks). */
enum { KX_QUEUE_BLOCK = 136 };

/* The bytes a blob of `bloblen` takes. Room made for a node is 32 bytes more,
 * which its writer may write past its end. */
static inline size_t kx_queue_footprint(size_t bloblen) {
  return bloblen < KX_QUEUE_BLOCK ? KX_QUEUE_BLOCK : bloblen;
}

/* Keccak-256's padding after a blob of `len` bytes, one block: 0x01, zeros,
 * 0x80 in the block's last byte. Stores only, 16 bytes at a time
 * when the blob ends before the last 16 (as almost all do): reading back a
 * byte of the block, or GCC's rep stos for a memset, would wait for stores
 * that straddle cache lines (measured: a tenth of the trie's time). */
static inline void kx_queue_pad(uint8_t *block, size_t len) {
  enum { LAST = KX_QUEUE_BLOCK - 16 };
  static const uint8_t first[16] = {0x01}, zeros[16], last[16] = {[15] = 0x80};
  if (len >= LAST) {
    for (size_t i = len + 1; i < KX_QUEUE_BLOCK - 1; i++) block[i] = 0;
    block[len] = 0x01;
    block[KX_QUEUE_BLOCK - 1] = len == KX_QUEUE_BLOCK - 1 ? 0x81 : 0x80;
    return;
  }
  memcpy(block + len, first, 16);
  for (size_t at = len + 16; at < LAST; at += 16) memcpy(block + at, zeros, 16);
  memcpy(block + LAST, last, 16);
}

/* Allocates an empty queue of `capacity` bytes; KX_ERR_OUT_OF_MEMORY leaves
 * nothing allocated. */
int kx_queue_init(kx_node_queue *q, size_t capacity, kx_queue_deliver_fn *deliver, void *owner,
                  kx_trie_node_fn *on_node, void *user);
void kx_queue_release(kx_node_queue *q);

/* Grows the bytes so that `bytes` fit in an empty queue; the queued nodes
 * stay. KX_ERR_OUT_OF_MEMORY leaves the queue as it was. */
int kx_queue_reserve(kx_node_queue *q, size_t bytes);

/* Appends a node whose path (pathlen nibbles) and blob (bloblen bytes) the
 * caller writes at these offsets of the bytes, the path ending where the blob
 * starts, the blob at the end of what is used (room already made), and
 * returns its index. It has no parent and no target until given one. */
static inline uint32_t kx_queue_push_at(kx_node_queue *q, size_t path, size_t pathlen, size_t blob, size_t bloblen) {
  uint32_t index = q->count++;
  kx_queued_node *node = &q->nodes[index];
  node->path = path;
  node->pathlen = pathlen;
  node->blob = blob;
  node->bloblen = bloblen;
  node->parent = KX_QUEUE_NONE;
  q->waiting[index] = 0;
  q->used = blob + kx_queue_footprint(bloblen);
  return index;
}

/* The same for a node appended after what is used, its path first (so that
 * the room past the blob's end is free); sets *blob and *path to where the
 * caller writes them. */
static inline uint32_t kx_queue_push(kx_node_queue *q, size_t bloblen, size_t pathlen, uint8_t **blob, uint8_t **path) {
  size_t at = q->used;
  *path = q->bytes + at;
  *blob = q->bytes + at + pathlen;
  return kx_queue_push_at(q, at, pathlen, at + pathlen, bloblen);
}

/* Node `child`'s hash fills the 32 bytes at `hole` of node `parent`'s blob,
 * which then waits for it. */
static inline void kx_queue_wait_for(kx_node_queue *q, uint32_t child, uint32_t parent, const uint8_t *hole) {
  q->nodes[child].parent = parent;
  q->nodes[child].hole = (size_t)(hole - q->bytes);
  q->waiting[parent]++;
}

/* Node `node` is written whole, holes included: a blob of one block gets its
 * padding, and it is ready to hash when it waits for no child. */
static inline void kx_queue_written(kx_node_queue *q, uint32_t node) {
  const kx_queued_node *written = &q->nodes[node];
  if (written->bloblen < KX_QUEUE_BLOCK) kx_queue_pad(q->bytes + written->blob, written->bloblen);
  if (!q->waiting[node]) q->ready[q->ready_count++] = node;
}

/* Node `node`'s hash goes to the owner's deliver(owner, target, hash). */
static inline void kx_queue_send_to(kx_node_queue *q, uint32_t node, size_t target) {
  q->nodes[node].parent = KX_QUEUE_NONE;
  q->nodes[node].hole = target;
}

/* Hashes every queued node, children before parents, reports each to
 * on_node, and empties the queue. */
void kx_queue_flush(kx_node_queue *q);

/* Flushes the queue when a node of `bytes` bytes (blob and path) would not
 * fit; the capacity is already reserved for it. */
static inline void kx_queue_make_room(kx_node_queue *q, size_t bytes) {
  if (q->count == KX_QUEUE_NODES || bytes > q->capacity - q->used) kx_queue_flush(q);
}

#endif
