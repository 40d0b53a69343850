/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "queue.h"

#include <stdlib.h>
#include <string.h>

#include "../sponge.h"
#include "memory.h"

int kx_queue_init(kx_node_queue *q, size_t capacity, kx_queue_deliver_fn *deliver, void *owner,
                  kx_trie_node_fn *on_node, void *user) {
  *q = (kx_node_queue){.capacity = capacity, .deliver = deliver, .owner = owner, .on_node = on_node, .user = user};
  q->bytes = kx_trie_resize(NULL, capacity, 1);
  q->nodes = kx_trie_resize(NULL, KX_QUEUE_NODES, sizeof q->nodes[0]);
  q->waiting = kx_trie_resize(NULL, KX_QUEUE_NODES, 1);
  q->rounds = kx_trie_resize(NULL, 3 * KX_QUEUE_NODES, sizeof q->rounds[0]);
  q->messages = kx_trie_resize(NULL, KX_QUEUE_NODES, sizeof q->messages[0]);
  q->lengths = kx_trie_resize(NULL, KX_QUEUE_NODES, sizeof q->lengths[0]);
  q->hashes = kx_trie_resize(NULL, KX_QUEUE_NODES, 32);
  if (!q->bytes || !q->nodes || !q->waiting || !q->rounds || !q->messages || !q->lengths || !q->hashes) {
    kx_queue_release(q);
    return KX_ERR_OUT_OF_MEMORY;
  }
  q->ready = q->rounds;
  q->next_ready = q->rounds + KX_QUEUE_NODES;
  q->order = q->rounds + 2 * KX_QUEUE_NODES;
  return KX_OK;
}

void kx_queue_release(kx_node_queue *q) {
  kx_trie_release(q->bytes);
  kx_trie_release(q->nodes);
  kx_trie_release(q->waiting);
  kx_trie_release(q->rounds);
  kx_trie_release((void *)q->messages);
  kx_trie_release(q->lengths);
  kx_trie_release(q->hashes);
  *q = (kx_node_queue){0};
}

int kx_queue_reserve(kx_node_queue *q, size_t bytes) {
  if (bytes <= q->capacity) return KX_OK;
  uint8_t *grown = kx_trie_resize(q->bytes, bytes, 1);
  if (!grown) return KX_ERR_OUT_OF_MEMORY;
  q->bytes = grown;
  q->capacity = bytes;
  return KX_OK;
}

/* Hashes the `count` ready nodes, hands each hash on, reports each node;
 * returns how many parents that made ready (in q->next_ready). The nodes of
 * one block (leaves, and branches of a few children), padded where they lie,
 * go to the backend's kernels as whole blocks (kx_hash_padded_blocks); the
 * longer ones to kx_hash_many's engine apart, so that neither waits on the
 * other's slot scheduling. */
static uint32_t hash_round(kx_node_queue *q, const kx_dispatch *d, const kx_params *keccak256, uint32_t count) {
  uint32_t short_count = 0, long_from = count;
  for (uint32_t k = 0; k < count; k++) {
    uint32_t index = q->ready[k];
    const kx_queued_node *node = &q->nodes[index];
    uint32_t at = node->bloblen < KX_QUEUE_BLOCK ? short_count++ : --long_from;
    q->order[at] = index;
    q->messages[at] = q->bytes + node->blob;
    q->lengths[at] = node->bloblen;
  }
  if (short_count) kx_hash_padded_blocks(d, keccak256, short_count, q->messages, q->lengths, q->hashes, 32);
  if (short_count < count)
    kx_hash_messages(d, keccak256, count - short_count, q->messages + short_count, q->lengths + short_count,
                     q->hashes + 32 * (size_t)short_count, 32);
  uint32_t next = 0;
  for (uint32_t k = 0; k < count; k++) {
    const kx_queued_node *node = &q->nodes[q->order[k]];
    const uint8_t *hash = q->hashes + 32 * (size_t)k;
    if (node->parent != KX_QUEUE_NONE) {
      memcpy(q->bytes + node->hole, hash, 32);
      q->next_ready[next] = node->parent; /* kept only if this was its last hole: no branch to mispredict */
      next += --q->waiting[node->parent] == 0;
    } else {
      q->deliver(q->owner, node->hole, hash);
    }
    if (q->on_node) q->on_node(q->user, q->bytes + node->path, node->pathlen, hash, q->bytes + node->blob, node->bloblen);
  }
  return next;
}

void kx_queue_flush(kx_node_queue *q) {
  if (!q->count) return;
  const kx_dispatch *d = kx_dispatch_current();
  const kx_params *keccak256 = kx_params_of(KX_KECCAK_256);
  uint32_t count = q->ready_count;
  while (count) {
    count = hash_round(q, d, keccak256, count);
    uint32_t *swap = q->ready;
    q->ready = q->next_ready;
    q->next_ready = swap;
  }
  q->count = 0;
  q->used = 0;
  q->ready_count = 0;
}
