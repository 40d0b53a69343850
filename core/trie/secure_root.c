/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_trie_secure_root: the trie of keys in any order, each hashed first.
 *
 * The keys are hashed in batches on kx_hash_many's engine, then put in order
 * by a counting sort on their first bits, which leaves buckets of one or two
 * keys to sort by what follows. The buckets of one first nibble make a
 * partition of the trie: with threads, each thread takes the next partition
 * left, sorts its buckets and builds it with a kx_trie of its own, and the
 * root is the branch node over the 16 (join.c); on one thread, one kx_trie
 * takes every partition in turn. Every allocation is made before the threads
 * start, so that running out of memory leaves nothing half done, and the
 * threads only hash, sort and encode. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../sponge.h"
#include "../threads.h"
#include "../usable_cpus.h"
#include "join.h"
#include "keccakx.h"
#include "memory.h"
#include "roots.h"
#include "stack_trie.h"

/* The fewest keys built on threads: on 2 vCPUs of a Xeon Emerald Rapids
 * (KVM), two threads take as long as one at 2,048 keys of 20 bytes with
 * 70-byte values, and 1.2x less time at 4,096 (1.6x at 16,384, 1.8x at
 * 100,000). */
enum { THREADED_KEYS = 4096 };

/* A hashed key's place in the order: its first 8 bytes as a number, which
 * decides almost every comparison without reading the hash. */
typedef struct sort_entry {
  uint64_t prefix;
  size_t index;
} sort_entry;

typedef struct secure_build {
  size_t n;
  const void *const *keys;
  const size_t *keylens;
  const void *const *values;
  const size_t *valuelens;
  const kx_dispatch *dispatch;
  uint8_t *hashes;      /* n hashes of 32 bytes, in the keys' order */
  sort_entry *entries;  /* n, bucket after bucket */
  size_t *ends;         /* per bucket of the first `bits` bits, where its entries end */
  unsigned bits;
  size_t threads;
  kx_trie **tries;      /* one per thread */
  atomic_size_t next_partition;
  uint8_t refs[16][33]; /* how the root refers to each partition's root */
  size_t reflens[16];
  int errors[16];
} secure_build;

/* Job `index` of b->threads hashes its share of the keys. */
static void hash_keys(void *arg, size_t index) {
  enum { BATCH = 256 };
  secure_build *b = arg;
  size_t first = b->n * index / b->threads, end = b->n * (index + 1) / b->threads;
  const kx_params *keccak256 = kx_params_of(KX_KECCAK_256);
  for (; first < end; first += BATCH) {
    size_t count = end - first < BATCH ? end - first : BATCH;
    kx_hash_messages(b->dispatch, keccak256, count, b->keys + first, b->keylens + first, b->hashes + 32 * first, 32);
  }
}

static uint64_t big_endian_64(const uint8_t *bytes) {
  uint64_t x = 0;
  for (unsigned i = 0; i < 8; i++) x = x << 8 | bytes[i];
  return x;
}

/* The counting sort: bucket by bucket of the first b->bits bits. */
static void group_by_first_bits(secure_build *b) {
  size_t buckets = (size_t)1 << b->bits;
  memset(b->ends, 0, (buckets + 1) * sizeof *b->ends);
  for (size_t i = 0; i < b->n; i++) b->ends[1 + (big_endian_64(b->hashes + 32 * i) >> (64 - b->bits))]++;
  for (size_t k = 1; k <= buckets; k++) b->ends[k] += b->ends[k - 1];
  for (size_t i = 0; i < b->n; i++) {
    uint64_t prefix = big_endian_64(b->hashes + 32 * i);
    b->entries[b->ends[prefix >> (64 - b->bits)]++] = (sort_entry){prefix, i};
  }
  /* ends[k] is now where bucket k ends, and ends[buckets], past them, too */
}

static int by_prefix_then_index(const void *x, const void *y) {
  const sort_entry *a = x, *b = y;
  if (a->prefix != b->prefix) return a->prefix < b->prefix ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* By hash, then by position: the last of equal keys is the last given. */
static int by_hash_then_index(const secure_build *b, const sort_entry *x, const sort_entry *y) {
  if (x->prefix != y->prefix) return x->prefix < y->prefix ? -1 : 1;
  int order = memcmp(b->hashes + 32 * x->index + 8, b->hashes + 32 * y->index + 8, 24);
  if (order) return order;
  return x->index < y->index ? -1 : x->index > y->index;
}

static void insertion_sort(const secure_build *b, sort_entry *e, size_t count) {
  for (size_t i = 1; i < count; i++) {
    sort_entry x = e[i];
    size_t j = i;
    for (; j > 0 && by_hash_then_index(b, &x, &e[j - 1]) < 0; j--) e[j] = e[j - 1];
    e[j] = x;
  }
}

/* Sorts one bucket: by prefix and position, then each run of one prefix (a
 * key given again, almost always) by the rest of the hash. */
static void sort_bucket(const secure_build *b, sort_entry *e, size_t count) {
  if (count <= 16) {
    insertion_sort(b, e, count);
    return;
  }
  qsort(e, count, sizeof *e, by_prefix_then_index);
  for (size_t run = 0, end; run < count; run = end) {
    for (end = run + 1; end < count && e[end].prefix == e[run].prefix;) end++;
    if (end - run > 1) insertion_sort(b, e + run, end - run);
  }
}

/* Sorts the buckets of partition `nibble` and adds its keys to t, a repeated
 * key's last value only. */
static int add_partition(secure_build *b, kx_trie *t, unsigned nibble) {
  size_t first_bucket = (size_t)nibble << (b->bits - 4), end_bucket = (size_t)(nibble + 1) << (b->bits - 4);
  for (size_t k = first_bucket; k < end_bucket; k++) {
    size_t from = k ? b->ends[k - 1] : 0, to = b->ends[k];
    sort_bucket(b, b->entries + from, to - from);
    for (size_t i = from; i < to; i++) {
      const uint8_t *hash = b->hashes + 32 * b->entries[i].index;
      if (i + 1 < to && !memcmp(hash, b->hashes + 32 * b->entries[i + 1].index, 32)) continue; /* a later value wins */
      size_t v = b->entries[i].index;
      int error = kx_trie_add(t, hash, 32, b->values[v], b->valuelens[v]);
      if (error) return error;
    }
  }
  return KX_OK;
}

static size_t partition_keys(const secure_build *b, unsigned nibble) {
  size_t first_bucket = (size_t)nibble << (b->bits - 4), end_bucket = (size_t)(nibble + 1) << (b->bits - 4);
  return b->ends[end_bucket - 1] - (first_bucket ? b->ends[first_bucket - 1] : 0);
}

/* Job `index`: partitions, the next left each time, on trie `index`. */
static void build_partitions(void *arg, size_t index) {
  secure_build *b = arg;
  kx_trie *t = b->tries[index];
  size_t nibble;
  while ((nibble = atomic_fetch_add_explicit(&b->next_partition, 1, memory_order_relaxed)) < 16) {
    b->reflens[nibble] = 0;
    if (!partition_keys(b, (unsigned)nibble)) continue;
    uint8_t prefix = (uint8_t)nibble;
    kx_trie_set_prefix(t, &prefix, 1);
    b->errors[nibble] = add_partition(b, t, (unsigned)nibble);
    if (!b->errors[nibble]) kx_trie_commit_child(t, b->refs[nibble], &b->reflens[nibble]);
  }
}

static int build_on_threads(secure_build *b, uint8_t root[32]) {
  size_t longest_value = 0;
  for (size_t i = 0; i < b->n; i++)
    if (b->valuelens[i] > longest_value) longest_value = b->valuelens[i];
  int error = KX_OK;
  for (size_t i = 0; i < b->threads && !error; i++) {
    b->tries[i] = kx_trie_create(NULL, NULL);
    error = b->tries[i] ? kx_trie_prepare(b->tries[i], 32, longest_value) : KX_ERR_OUT_OF_MEMORY;
  }
  if (error) return error;
  atomic_init(&b->next_partition, 0);
  kx_threads_run(b->threads, build_partitions, b);
  for (unsigned nibble = 0; nibble < 16; nibble++)
    if (b->errors[nibble]) return b->errors[nibble];
  kx_trie_join_refs(NULL, 0, (const uint8_t(*)[33])b->refs, b->reflens, NULL, NULL, root);
  return KX_OK;
}

static int build_on_caller(secure_build *b, uint8_t root[32]) {
  kx_trie *t = b->tries[0] = kx_trie_create(NULL, NULL);
  if (!t) return KX_ERR_OUT_OF_MEMORY;
  int error = KX_OK;
  for (unsigned nibble = 0; nibble < 16 && !error; nibble++) error = add_partition(b, t, nibble);
  if (!error) error = kx_trie_commit(t, root);
  return error;
}

static unsigned populated_partitions(const secure_build *b) {
  unsigned populated = 0;
  for (unsigned nibble = 0; nibble < 16; nibble++) populated += partition_keys(b, nibble) != 0;
  return populated;
}

/* Bits of the counting sort: about one bucket per key, from 16 buckets (a
 * nibble: a partition each) to 65,536. */
static unsigned bucket_bits(size_t n) {
  unsigned bits = 4;
  while (bits < 16 && ((size_t)1 << bits) < n) bits++;
  return bits;
}

static int check_keys(size_t n, const void *const keys[], const size_t keylens[]) {
  if (n && (!keys || !keylens)) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (!keys[i] && keylens[i]) return KX_ERR_NULL_POINTER;
  return KX_OK;
}

int kx_trie_secure_root_on(size_t threads, size_t n, const void *const keys[], const size_t keylens[],
                           const void *const values[], const size_t valuelens[], uint8_t root[32]) {
  if (!root) return KX_ERR_NULL_POINTER;
  int error = check_keys(n, keys, keylens);
  if (!error) error = kx_trie_check_values(n, values, valuelens);
  if (error) return error;
  if (threads < 1) threads = 1;
  if (threads > 16) threads = 16; /* a partition each at most */
  kx_trie *tries[16] = {NULL};
  secure_build b = {.n = n, .keys = keys, .keylens = keylens, .values = values, .valuelens = valuelens,
                    .dispatch = kx_dispatch_current(), .bits = bucket_bits(n), .threads = threads, .tries = tries};
  b.hashes = kx_trie_resize(NULL, n ? n : 1, 32);
  b.entries = kx_trie_resize(NULL, n ? n : 1, sizeof *b.entries);
  b.ends = kx_trie_resize(NULL, ((size_t)1 << b.bits) + 1, sizeof *b.ends);
  if (!b.hashes || !b.entries || !b.ends) {
    error = KX_ERR_OUT_OF_MEMORY;
  } else {
    kx_threads_run(threads, hash_keys, &b);
    group_by_first_bits(&b);
    if (threads > 1 && populated_partitions(&b) > 1)
      error = build_on_threads(&b, root);
    else
      error = build_on_caller(&b, root);
  }
  for (size_t i = 0; i < 16; i++) kx_trie_destroy(tries[i]);
  kx_trie_release(b.hashes);
  kx_trie_release(b.entries);
  kx_trie_release(b.ends);
  return error;
}

/* Threads worth starting for n keys: the processors the process may use,
 * asked only of an input large enough (the question costs system calls). */
static size_t threads_for(size_t n) {
  if (n < THREADED_KEYS) return 1;
  unsigned usable = kx_usable_cpus();
  return usable < 16 ? usable : 16;
}

int kx_trie_secure_root(size_t n, const void *const keys[], const size_t keylens[], const void *const values[],
                        const size_t valuelens[], uint8_t root[32]) {
  return kx_trie_secure_root_on(threads_for(n), n, keys, keylens, values, valuelens, root);
}
