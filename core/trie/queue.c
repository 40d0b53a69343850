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
  q->rounds = kx_trie_resize(NULL, 2 * KX_QUEUE_NODES, sizeof q->rounds[0]);
  q->messages = kx_trie_resize(NULL, KX_QUEUE_NODES, sizeof q->messages[0]);
  q->lengths = kx_trie_resize(NULL, KX_QUEUE_NODES, sizeof q->lengths[0]);
  q->hashes = kx_trie_resize(NULL, KX_QUEUE_NODES, 32);
  if (!q->bytes || !q->nodes || !q->rounds || !q->messages || !q->lengths || !q->hashes) {
    kx_queue_release(q);
    return KX_ERR_OUT_OF_MEMORY;
  }
  q->ready = q->rounds;
  q->next_ready = q->rounds + KX_QUEUE_NODES;
  return KX_OK;
}

void kx_queue_release(kx_node_queue *q) {
  kx_trie_release(q->bytes);
  kx_trie_release(q->nodes);
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

void kx_queue_make_room(kx_node_queue *q, size_t bytes) {
  if (q->count == KX_QUEUE_NODES || bytes > q->capacity - q->used) kx_queue_flush(q);
}

uint32_t kx_queue_push(kx_node_queue *q, size_t bloblen, size_t pathlen, uint8_t **blob, uint8_t **path) {
  uint32_t index = q->count++;
  kx_queued_node *node = &q->nodes[index];
  node->blob = q->used;
  node->bloblen = bloblen;
  node->path = q->used + bloblen;
  node->pathlen = pathlen;
  node->parent = KX_QUEUE_NONE;
  node->waiting = 0;
  *blob = q->bytes + node->blob;
  *path = q->bytes + node->path;
  q->used += bloblen + pathlen;
  return index;
}

/* Hashes the `count` ready nodes in one batch, hands each hash on, reports
 * each node; returns how many parents that made ready (in q->next_ready). */
static uint32_t hash_round(kx_node_queue *q, const kx_dispatch *d, const kx_params *keccak256, uint32_t count) {
  for (uint32_t k = 0; k < count; k++) {
    const kx_queued_node *node = &q->nodes[q->ready[k]];
    q->messages[k] = q->bytes + node->blob;
    q->lengths[k] = node->bloblen;
  }
  kx_hash_messages(d, keccak256, count, q->messages, q->lengths, q->hashes, 32);
  uint32_t next = 0;
  for (uint32_t k = 0; k < count; k++) {
    const kx_queued_node *node = &q->nodes[q->ready[k]];
    const uint8_t *hash = q->hashes + 32 * (size_t)k;
    if (node->parent != KX_QUEUE_NONE) {
      memcpy(q->bytes + node->hole, hash, 32);
      if (--q->nodes[node->parent].waiting == 0) q->next_ready[next++] = node->parent;
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
  uint32_t count = 0;
  for (uint32_t i = 0; i < q->count; i++)
    if (!q->nodes[i].waiting) q->ready[count++] = i;
  while (count) {
    count = hash_round(q, d, keccak256, count);
    uint32_t *swap = q->ready;
    q->ready = q->next_ready;
    q->next_ready = swap;
  }
  q->count = 0;
  q->used = 0;
}
