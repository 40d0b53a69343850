/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_trie: Ethereum's Merkle-Patricia trie of keys given in increasing order.
 *
 * Only the path of the last key is open: a stack of branch nodes at
 * increasing depths (in nibbles), each holding references to the children it
 * has so far, and the last key itself with its value, not yet in a node (the
 * next key decides where it goes). A new key shares `common` nibbles with the
 * last one; every open branch deeper than that is complete, and so is the
 * last key's leaf. Each completed node is encoded at once: into its parent's
 * slot when its RLP is under 32 bytes (embedded), else into the queue, which
 * hashes it later with its siblings and cousins (queue.c). An extension node
 * sits above a branch wherever the branch is more than one nibble below its
 * parent.
 *
 * Nothing is allocated once a key is taken: kx_trie_update reserves every
 * byte the key can need (its copy, a new open branch, the queue's room for
 * its largest node) before it changes anything, so that running out of memory
 * leaves the trie as it was, and kx_trie_root cannot fail. */
#include <stdlib.h>
#include <string.h>

#include "../sponge.h"
#include "keccakx.h"
#include "memory.h"
#include "queue.h"
#include "rlp.h"
#include "stack_trie.h"

/* The queue's bytes: enough for about 4,000 nodes of an account trie, within
 * a core's L2 cache. */
enum { QUEUE_BYTES = 1 << 19 };

/* Where a hash delivered by the queue goes besides branch slots (which are
 * level * 16 + nibble). */
#define TO_FLOATING SIZE_MAX
#define TO_ROOT (SIZE_MAX - 1)

/* How a parent refers to a child, as the parent's RLP holds it: the child's
 * RLP itself when under 32 bytes, else 0xa0 and its hash, which may still be
 * coming from the queue. */
typedef struct node_ref {
  uint8_t rlp[33];
  uint8_t len;     /* 1..31: embedded; 33: a hash */
  uint32_t queued; /* the queued node whose hash goes to rlp + 1, or KX_QUEUE_NONE */
} node_ref;

typedef struct byte_buffer {
  uint8_t *bytes;
  size_t len, capacity;
} byte_buffer;

typedef struct open_branch {
  size_t depth; /* nibbles above it: the branch's children are told apart by nibble `depth` of their keys */
  unsigned children;  /* bit i: child[i] is set */
  unsigned child_count; /* the bits of children (a popcount is a libgcc call at the baseline ISA) */
  size_t child_bytes; /* the RLP of the children set */
  node_ref child[16];
  byte_buffer value; /* of the key that ends here (len 0: none) */
} open_branch;

struct kx_trie {
  kx_node_queue queue;
  open_branch *branches;
  size_t open, branch_capacity;
  /* key[last]: the last key, in no node yet; the other: room for the next
   * one, reserved before anything changes. */
  byte_buffer key[2];
  unsigned last;
  /* The last key's value, already in the queue as the RLP string that ends
   * its leaf (copied once, from the caller's buffer to where it is hashed),
   * with room before it for the leaf's path and first bytes: from value_from
   * to value_at, then value_rlp bytes, of which the last value_len are the
   * value itself. Nothing is queued after it until the leaf is. */
  size_t value_from, value_at, value_rlp, value_len;
  int has_key;
  size_t longest_key, longest_value; /* of all keys and values taken, for the queue's room */
  node_ref floating;                 /* the node just completed, on its way to its parent */
  uint8_t root[32];
  uint32_t root_node; /* the root's queued node, whose blob stays in the queue's bytes after the flush */
  /* A partition's nibbles, which every key begins with: its root is the node
   * at this path of the whole trie. */
  uint8_t prefix[KX_TRIE_PREFIX_MAX];
  size_t prefixlen;
};

static void deliver(void *owner, size_t target, const uint8_t hash[32]) {
  kx_trie *t = owner;
  if (target == TO_ROOT) {
    memcpy(t->root, hash, 32);
    return;
  }
  node_ref *ref = &t->floating;
  if (target != TO_FLOATING) {
    ref = &t->branches[target / 16].child[target % 16];
  }
  memcpy(ref->rlp + 1, hash, 32);
  ref->queued = KX_QUEUE_NONE;
}

/* ---- room, reserved before a key changes anything ---- */

static int reserve_buffer(byte_buffer *b, size_t len) {
  if (len <= b->capacity) return KX_OK;
  uint8_t *grown = kx_trie_resize(b->bytes, len, 1);
  if (!grown) return KX_ERR_OUT_OF_MEMORY;
  b->bytes = grown;
  b->capacity = len;
  return KX_OK;
}

static int reserve_branches(kx_trie *t, size_t count) {
  if (count <= t->branch_capacity) return KX_OK;
  size_t capacity = 2 * count;
  open_branch *grown = kx_trie_resize(t->branches, capacity, sizeof *grown);
  if (!grown) return KX_ERR_OUT_OF_MEMORY;
  for (size_t i = t->branch_capacity; i < capacity; i++) grown[i].value = (byte_buffer){0};
  t->branches = grown;
  t->branch_capacity = capacity;
  return KX_OK;
}

/* The most bytes one node and its path take in the queue, for keys of up to
 * `key` bytes and values of up to `value`: a branch of 16 hashes and a value,
 * or a leaf of a whole key and a value, with their RLP headers and the room
 * make_room leaves past the end. */
static size_t largest_node(size_t key, size_t value) { return 16 * 33 + 3 * key + value + 128; }

static int reserve_for(kx_trie *t, size_t keylen, size_t valuelen) {
  unsigned next = !t->last;
  if (keylen <= t->longest_key && valuelen <= t->longest_value && keylen <= t->key[next].capacity &&
      t->open < t->branch_capacity)
    return KX_OK; /* as almost always: nothing grows */
  if (keylen > SIZE_MAX / 8 || valuelen > SIZE_MAX / 4) return KX_ERR_OUT_OF_MEMORY; /* largest_node overflows */
  size_t key = keylen > t->longest_key ? keylen : t->longest_key;
  size_t value = valuelen > t->longest_value ? valuelen : t->longest_value;
  int error = reserve_buffer(&t->key[next], keylen);
  if (!error) error = reserve_branches(t, t->open + 1);
  if (!error) error = kx_queue_reserve(&t->queue, largest_node(key, value));
  if (error) return error;
  t->longest_key = key;
  t->longest_value = value;
  return KX_OK;
}

/* ---- completed nodes ---- */

/* Writes the reference; a hash still to come leaves a hole in node `self`. */
static uint8_t *put_ref(kx_trie *t, uint8_t *out, const node_ref *ref, uint32_t self) {
  kx_copy_bytes(out, ref->rlp, ref->len);
  if (ref->queued != KX_QUEUE_NONE) kx_queue_wait_for(&t->queue, ref->queued, self, out + 1);
  return out + ref->len;
}

/* Where a completed node of `size` bytes is written: t->floating itself when
 * it is embedded, else a new queued node (its path, the first pathlen nibbles
 * of the last key, written one a byte when there is a callback to read it)
 * that t->floating then refers to. Sets *self to the queued node, or
 * KX_QUEUE_NONE. Call make_room first. */
static uint8_t *claim(kx_trie *t, size_t size, size_t pathlen, int root, uint32_t *self) {
  if (size < 32 && !root) {
    t->floating.queued = KX_QUEUE_NONE;
    t->floating.len = (uint8_t)size;
    *self = KX_QUEUE_NONE;
    return t->floating.rlp;
  }
  if (!t->queue.on_node) pathlen = 0;
  uint8_t *blob, *path;
  *self = kx_queue_push(&t->queue, size, pathlen, &blob, &path);
  for (size_t i = 0; i < pathlen; i++) path[i] = kx_nibble(t->key[t->last].bytes, i);
  kx_queue_send_to(&t->queue, *self, root ? TO_ROOT : TO_FLOATING);
  if (root) t->root_node = *self;
  t->floating.queued = *self;
  t->floating.rlp[0] = 0xa0;
  t->floating.len = 33;
  return blob;
}

/* Flushes the queue if a node of `size` bytes would not fit, with 32 bytes
 * of room past its end for put_children_queued: before the node reads its
 * children's references, which the flush completes. */
static void make_room(kx_trie *t, size_t size, size_t pathlen, int root) {
  if (size >= 32 || root) kx_queue_make_room(&t->queue, pathlen + kx_queue_footprint(size) + 32);
}

/* The last key's leaf: its nibbles from `from` on and its value; its path
 * the nibbles before. Its value is in the queue already: the leaf's first
 * bytes and path are written just before it. */
static void complete_leaf(kx_trie *t, size_t from, int root) {
  kx_node_queue *q = &t->queue;
  const uint8_t *key = t->key[t->last].bytes;
  size_t end = 2 * t->key[t->last].len, payload = kx_hex_prefix_size(end - from) + t->value_rlp;
  size_t size = kx_rlp_list_size(payload), head = size - t->value_rlp;
  if (size < 32 && !root) { /* embedded: the value moves to its parent, and its room is given back */
    uint8_t *out = kx_rlp_put_list_header(t->floating.rlp, payload);
    out = kx_put_hex_prefix(out, key, from, end, 1);
    memcpy(out, q->bytes + t->value_at, t->value_rlp);
    t->floating.queued = KX_QUEUE_NONE;
    t->floating.len = (uint8_t)size;
    q->used = t->value_from;
    return;
  }
  size_t pathlen = q->on_node ? from : 0, blob = t->value_at - head;
  uint32_t self = kx_queue_push_at(q, blob - pathlen, pathlen, blob, size);
  uint8_t *path = q->bytes + blob - pathlen;
  for (size_t i = 0; i < pathlen; i++) path[i] = kx_nibble(key, i);
  uint8_t *out = kx_rlp_put_list_header(q->bytes + blob, payload);
  kx_put_hex_prefix(out, key, from, end, 1);
  kx_queue_send_to(q, self, root ? TO_ROOT : TO_FLOATING);
  if (root) t->root_node = self;
  t->floating.queued = self;
  t->floating.rlp[0] = 0xa0;
  t->floating.len = 33;
  kx_queue_written(q, self);
}

/* Copies the value (as an RLP string) into the queue, with room before it for
 * the rest of its leaf; room and the branch's value buffer already reserved. */
static void queue_value(kx_trie *t, const uint8_t *value, size_t valuelen, size_t keylen) {
  kx_node_queue *q = &t->queue;
  size_t before = (q->on_node ? 2 * keylen : 0) + keylen + 1 + 2 * 9; /* path, hex-prefix, two RLP headers */
  size_t rlp = kx_rlp_string_size(valuelen, value[0]);
  kx_queue_make_room(q, before + kx_queue_footprint(rlp) + 32);
  t->value_from = q->used;
  t->value_at = q->used + before;
  kx_rlp_put_string(q->bytes + t->value_at, value, valuelen);
  t->value_rlp = rlp;
  t->value_len = valuelen;
  q->used = t->value_at + rlp;
}

/* The RLP of the children into a queued branch node, child by child: the
 * empty slots before each (0x80 each) as one 16-byte store, then the child's
 * reference whole (33 bytes, of which the next store overwrites what is not
 * the child's), so that a branch of a few children (most of a state trie's)
 * costs a few stores; the blob has room past its end for that (see
 * make_room). Then the holes of the hashes still to come. */
static uint8_t *put_children_queued(kx_trie *t, uint8_t *out, const open_branch *b, uint32_t self) {
  static const uint8_t no_children[16] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                          0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};
  unsigned next = 0; /* the first slot not written */
  for (unsigned children = b->children; children; children &= children - 1) {
    unsigned i = (unsigned)__builtin_ctz(children);
    const node_ref *child = &b->child[i];
    memcpy(out, no_children, 16);
    out += i - next;
    memcpy(out, child->rlp, 33);
    if (child->queued != KX_QUEUE_NONE) kx_queue_wait_for(&t->queue, child->queued, self, out + 1);
    out += child->len;
    next = i + 1;
  }
  memcpy(out, no_children, 16);
  return out + 16 - next;
}

/* The same into an embedded node, which has no room past its end and no hole. */
static uint8_t *put_children_embedded(uint8_t *out, const open_branch *b) {
  for (unsigned i = 0; i < 16; i++) {
    if (b->children >> i & 1) {
      memcpy(out, b->child[i].rlp, b->child[i].len);
      out += b->child[i].len;
    } else {
      *out++ = 0x80;
    }
  }
  return out;
}

/* The open branch at `level`, which is then empty. */
static void complete_branch(kx_trie *t, size_t level, int root) {
  open_branch *b = &t->branches[level];
  size_t payload = b->child_bytes + 16 - b->child_count;
  payload += b->value.len ? kx_rlp_string_size(b->value.len, b->value.bytes[0]) : 1;
  size_t size = kx_rlp_list_size(payload), pathlen = b->depth;
  make_room(t, size, pathlen, root);
  uint32_t self;
  uint8_t *out = claim(t, size, pathlen, root, &self);
  out = kx_rlp_put_list_header(out, payload);
  out = self == KX_QUEUE_NONE ? put_children_embedded(out, b) : put_children_queued(t, out, b, self);
  if (b->value.len)
    kx_rlp_put_string(out, b->value.bytes, b->value.len);
  else
    *out = 0x80;
  b->value.len = 0;
  if (self != KX_QUEUE_NONE) kx_queue_written(&t->queue, self);
}

/* Puts an extension node of the last key's nibbles from .. to-1 above the
 * node just completed (none when from = to). */
static void add_extension(kx_trie *t, size_t from, size_t to, int root) {
  if (from == to) return;
  size_t payload = kx_hex_prefix_size(to - from) + t->floating.len;
  size_t size = kx_rlp_list_size(payload);
  make_room(t, size, from, root);
  node_ref child = t->floating;
  uint32_t self;
  uint8_t *out = claim(t, size, from, root, &self);
  out = kx_rlp_put_list_header(out, payload);
  out = kx_put_hex_prefix(out, t->key[t->last].bytes, from, to, 0);
  put_ref(t, out, &child, self);
  if (self != KX_QUEUE_NONE) kx_queue_written(&t->queue, self);
}

/* The node just completed becomes child `nibble` of the open branch at `level`. */
static void attach(kx_trie *t, size_t level, uint8_t nibble) {
  open_branch *b = &t->branches[level];
  node_ref *child = &b->child[nibble];
  b->children |= 1u << nibble;
  b->child_count++;
  b->child_bytes += t->floating.len;
  child->len = t->floating.len;
  child->queued = t->floating.queued;
  if (child->queued != KX_QUEUE_NONE) {
    child->rlp[0] = 0xa0;
    kx_queue_send_to(&t->queue, child->queued, 16 * level + nibble);
  } else {
    memcpy(child->rlp, t->floating.rlp, sizeof child->rlp);
  }
}

static void open_branch_at(kx_trie *t, size_t level, size_t depth) {
  open_branch *b = &t->branches[level];
  b->depth = depth;
  b->children = 0;
  b->child_count = 0;
  b->child_bytes = 0;
  b->value.len = 0;
}

/* Completes the open branch at `level` with the extension above it, up to
 * nibble `to` of its parent's depth + 1. */
static void close_branch(kx_trie *t, size_t level, size_t to) {
  size_t depth = t->branches[level].depth;
  complete_branch(t, level, 0);
  add_extension(t, to, depth, 0);
}

/* Places the last key, now that the next one is known to share `common`
 * nibbles with it, and completes every open branch deeper than that. */
static void place_last_key(kx_trie *t, size_t common) {
  const uint8_t *key = t->key[t->last].bytes;
  if (t->open == 0 || common > t->branches[t->open - 1].depth) {
    size_t level = t->open++;
    open_branch_at(t, level, common);
    if (common == 2 * t->key[t->last].len) { /* the last key begins the next one: its value goes in the branch */
      byte_buffer *slot = &t->branches[level].value;
      memcpy(slot->bytes, t->queue.bytes + t->value_at + t->value_rlp - t->value_len, t->value_len);
      slot->len = t->value_len;
      t->queue.used = t->value_from;
    } else {
      complete_leaf(t, common + 1, 0);
      attach(t, level, kx_nibble(key, common));
    }
    return;
  }
  size_t top = t->branches[t->open - 1].depth;
  complete_leaf(t, top + 1, 0);
  attach(t, t->open - 1, kx_nibble(key, top));
  while (t->branches[t->open - 1].depth > common) {
    size_t level = t->open - 1;
    if (level > 0 && t->branches[level - 1].depth >= common) {
      size_t parent = t->branches[level - 1].depth;
      close_branch(t, level, parent + 1);
      t->open--;
      attach(t, level - 1, kx_nibble(key, parent));
    } else { /* the next key leaves between this branch and its parent: a new branch there */
      close_branch(t, level, common + 1);
      open_branch_at(t, level, common);
      attach(t, level, kx_nibble(key, common));
    }
  }
}

/* 0 when the key comes after the last one, which it shares *common nibbles with. */
static int check_order(const kx_trie *t, const uint8_t *key, size_t keylen, size_t *common) {
  const uint8_t *last = t->key[t->last].bytes;
  size_t lastlen = t->key[t->last].len, bytes = keylen < lastlen ? keylen : lastlen, i = 0;
  for (; i + 8 <= bytes; i += 8) {
    uint64_t a, b;
    memcpy(&a, key + i, 8);
    memcpy(&b, last + i, 8);
    if (a != b) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
      /* The first byte that differs is the lowest: the answer from the words
       * as loaded, not from the bytes loaded again. */
      unsigned shift = (unsigned)__builtin_ctzll(a ^ b) / 8 * 8;
      *common = 2 * (i + shift / 8) + (size_t)(((a ^ b) >> shift & 0xf0) == 0);
      return (uint8_t)(a >> shift) < (uint8_t)(b >> shift) ? KX_ERR_TRIE_KEY_ORDER : KX_OK;
#else
      break; /* the bytes below find the first that differs */
#endif
    }
  }
  while (i < bytes && key[i] == last[i]) i++;
  if (i < bytes) {
    *common = 2 * i + (size_t)(key[i] >> 4 == last[i] >> 4);
    return key[i] < last[i] ? KX_ERR_TRIE_KEY_ORDER : KX_OK;
  }
  *common = 2 * i;
  if (keylen == lastlen) return KX_ERR_TRIE_KEY_REPEATED;
  return keylen < lastlen ? KX_ERR_TRIE_KEY_ORDER : KX_OK;
}

static int begins_with_prefix(const kx_trie *t, const uint8_t *key, size_t keylen) {
  if (2 * keylen < t->prefixlen) return 0;
  for (size_t i = 0; i < t->prefixlen; i++)
    if (kx_nibble(key, i) != t->prefix[i]) return 0;
  return 1;
}

static void reset(kx_trie *t) {
  for (size_t i = 0; i < t->open; i++) t->branches[i].value.len = 0;
  t->open = 0;
  t->has_key = 0;
  t->key[t->last].len = 0;
}

kx_trie *kx_trie_create(kx_trie_node_fn *on_node, void *user) {
  kx_trie *t = kx_trie_resize(NULL, 1, sizeof *t);
  if (!t) return NULL;
  *t = (kx_trie){0};
  if (kx_queue_init(&t->queue, QUEUE_BYTES, deliver, t, on_node, user)) {
    kx_trie_release(t);
    return NULL;
  }
  return t;
}

void kx_trie_destroy(kx_trie *t) {
  if (!t) return;
  kx_queue_release(&t->queue);
  for (size_t i = 0; i < t->branch_capacity; i++) kx_trie_release(t->branches[i].value.bytes);
  kx_trie_release(t->branches);
  for (unsigned i = 0; i < 2; i++) kx_trie_release(t->key[i].bytes);
  kx_trie_release(t);
}

int kx_trie_add(kx_trie *t, const void *key, size_t keylen, const void *value, size_t valuelen) {
  if (!t) return KX_ERR_NULL_TRIE;
  if ((!key && keylen) || (!value && valuelen)) return KX_ERR_NULL_POINTER;
  if (!valuelen) return KX_ERR_TRIE_EMPTY_VALUE;
  const uint8_t *bytes = key;
  if (!begins_with_prefix(t, bytes, keylen)) return KX_ERR_TRIE_KEY_PREFIX;
  size_t common = 0;
  if (t->has_key) {
    int order = check_order(t, bytes, keylen, &common);
    if (order) return order;
  }
  int error = reserve_for(t, keylen, valuelen);
  if (!error && t->has_key && common == 2 * t->key[t->last].len) /* the last key's value will go in a branch */
    error = reserve_buffer(&t->branches[t->open].value, t->value_len);
  if (error) return error;
  if (t->has_key) place_last_key(t, common);
  unsigned next = !t->last;
  kx_copy_bytes(t->key[next].bytes, bytes, keylen);
  t->key[next].len = keylen;
  t->last = next;
  queue_value(t, value, valuelen, keylen);
  t->has_key = 1;
  return KX_OK;
}

/* Completes every node left, the root last. */
static void complete_root(kx_trie *t) {
  if (t->open == 0) {
    complete_leaf(t, t->prefixlen, 1);
    return;
  }
  size_t top = t->branches[t->open - 1].depth;
  complete_leaf(t, top + 1, 0);
  attach(t, t->open - 1, kx_nibble(t->key[t->last].bytes, top));
  for (; t->open > 1; t->open--) {
    size_t parent = t->branches[t->open - 2].depth;
    close_branch(t, t->open - 1, parent + 1);
    attach(t, t->open - 2, kx_nibble(t->key[t->last].bytes, parent));
  }
  size_t depth = t->branches[0].depth;
  complete_branch(t, 0, depth == t->prefixlen);
  add_extension(t, t->prefixlen, depth, 1);
  t->open = 0;
}

int kx_trie_check_prefix(const uint8_t *prefix, size_t prefixlen) {
  if (!prefix && prefixlen) return KX_ERR_NULL_POINTER;
  if (prefixlen > KX_TRIE_PREFIX_MAX) return KX_ERR_BAD_PARAMETER;
  for (size_t i = 0; i < prefixlen; i++)
    if (prefix[i] > 15) return KX_ERR_BAD_PARAMETER;
  return KX_OK;
}

void kx_trie_set_prefix(kx_trie *t, const uint8_t *prefix, size_t prefixlen) {
  if (prefixlen) memcpy(t->prefix, prefix, prefixlen);
  t->prefixlen = prefixlen;
}

int kx_trie_prepare(kx_trie *t, size_t keylen, size_t valuelen) {
  int error = reserve_for(t, keylen, valuelen);
  if (!error) error = reserve_buffer(&t->key[t->last], keylen);
  if (!error) error = reserve_branches(t, 2 * keylen + 1);
  return error;
}

void kx_trie_commit_child(kx_trie *t, uint8_t ref[33], size_t *reflen) {
  uint8_t hash[32];
  kx_trie_commit(t, hash);
  const kx_queued_node *root = &t->queue.nodes[t->root_node];
  if (root->bloblen < 32) {
    memcpy(ref, t->queue.bytes + root->blob, root->bloblen);
    *reflen = root->bloblen;
    return;
  }
  ref[0] = 0xa0;
  memcpy(ref + 1, hash, 32);
  *reflen = 33;
}

int kx_trie_commit(kx_trie *t, uint8_t root[32]) {
  if (!t) return KX_ERR_NULL_TRIE;
  if (!root) return KX_ERR_NULL_POINTER;
  if (!t->has_key) {
    static const uint8_t empty_list[1] = {0x80};
    kx_sponge_hash(kx_dispatch_current(), empty_list, 1, root, 32, 136, 0x01, 24); /* Keccak-256 */
    return KX_OK;
  }
  complete_root(t);
  kx_queue_flush(&t->queue);
  memcpy(root, t->root, 32);
  reset(t);
  return KX_OK;
}

kx_trie *kx_trie_new(kx_trie_node_fn *on_node, void *user) { return kx_trie_create(on_node, user); }

int kx_trie_new_partition(kx_trie **t, const uint8_t *prefix, size_t prefixlen, kx_trie_node_fn *on_node, void *user) {
  if (!t) return KX_ERR_NULL_POINTER;
  int error = kx_trie_check_prefix(prefix, prefixlen);
  if (error) return error;
  kx_trie *partition = kx_trie_create(on_node, user);
  if (!partition) return KX_ERR_OUT_OF_MEMORY;
  kx_trie_set_prefix(partition, prefix, prefixlen);
  *t = partition;
  return KX_OK;
}

void kx_trie_free(kx_trie *t) { kx_trie_destroy(t); }

int kx_trie_update(kx_trie *t, const void *key, size_t keylen, const void *value, size_t valuelen) {
  return kx_trie_add(t, key, keylen, value, valuelen);
}

int kx_trie_root(kx_trie *t, uint8_t root[32]) { return kx_trie_commit(t, root); }
