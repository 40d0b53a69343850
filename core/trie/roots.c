/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Whole tries in one call: the ordered trie of a block's transactions,
 * receipts or withdrawals, and the secure trie of keys in any order. */
#include <stdlib.h>
#include <string.h>

#include "../sponge.h"
#include "keccakx.h"
#include "memory.h"
#include "stack_trie.h"

static int check_values(size_t n, const void *const values[], const size_t valuelens[]) {
  if (n && (!values || !valuelens)) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++) {
    if (!values[i] && valuelens[i]) return KX_ERR_NULL_POINTER;
    if (!valuelens[i]) return KX_ERR_TRIE_EMPTY_VALUE;
  }
  return KX_OK;
}

/* RLP of i as a key: 0x80 for 0, the byte itself below 0x80, else 0x80 + the
 * length of i's big-endian bytes, then those bytes. Returns its length. */
static size_t rlp_index(size_t i, uint8_t key[1 + sizeof(size_t)]) {
  if (i == 0) {
    key[0] = 0x80;
    return 1;
  }
  if (i < 0x80) {
    key[0] = (uint8_t)i;
    return 1;
  }
  size_t bytes = 1; /* bounded by sizeof(size_t) where the compiler sees it */
  while (bytes < sizeof(size_t) && i >> (8 * bytes)) bytes++;
  key[0] = (uint8_t)(0x80 + bytes);
  for (size_t b = 0; b < bytes; b++) key[1 + b] = (uint8_t)(i >> (8 * (bytes - 1 - b)));
  return 1 + bytes;
}

static int add_index(kx_trie *t, size_t i, const void *const values[], const size_t valuelens[]) {
  uint8_t key[1 + sizeof(size_t)];
  return kx_trie_add(t, key, rlp_index(i, key), values[i], valuelens[i]);
}

int kx_trie_ordered_root(size_t n, const void *const values[], const size_t valuelens[], uint8_t root[32]) {
  if (!root) return KX_ERR_NULL_POINTER;
  int error = check_values(n, values, valuelens);
  if (error) return error;
  kx_trie *t = kx_trie_create(NULL, NULL);
  if (!t) return KX_ERR_OUT_OF_MEMORY;
  /* In bytewise order of their keys: 0x01..0x7f (1..127), 0x80 (0), then
   * 0x81 xx (128..255), 0x82 xx xx, ..., each in numeric order. */
  for (size_t i = 1; i < n && i < 0x80 && !error; i++) error = add_index(t, i, values, valuelens);
  if (n && !error) error = add_index(t, 0, values, valuelens);
  for (size_t i = 0x80; i < n && !error; i++) error = add_index(t, i, values, valuelens);
  if (!error) error = kx_trie_commit(t, root);
  kx_trie_destroy(t);
  return error;
}

typedef struct hashed_key {
  uint8_t hash[32];
  size_t index;
} hashed_key;

/* By hashed key, then by position: the last of equal keys is the last given. */
static int by_hash_then_index(const void *a, const void *b) {
  const hashed_key *x = a, *y = b;
  int order = memcmp(x->hash, y->hash, 32);
  if (order) return order;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Keccak-256 of every key, in batches on kx_hash_many's engine (the keys are checked). */
static void hash_keys(size_t n, const void *const keys[], const size_t keylens[], hashed_key *hashed) {
  enum { BATCH = 256 };
  uint8_t digests[BATCH * 32];
  const kx_dispatch *d = kx_dispatch_current();
  for (size_t first = 0; first < n; first += BATCH) {
    size_t count = n - first < BATCH ? n - first : BATCH;
    kx_hash_messages(d, kx_params_of(KX_KECCAK_256), count, keys + first, keylens + first, digests, 32);
    for (size_t i = 0; i < count; i++) {
      memcpy(hashed[first + i].hash, digests + 32 * i, 32);
      hashed[first + i].index = first + i;
    }
  }
}

int kx_trie_secure_root(size_t n, const void *const keys[], const size_t keylens[], const void *const values[],
                        const size_t valuelens[], uint8_t root[32]) {
  if (!root) return KX_ERR_NULL_POINTER;
  if (n && (!keys || !keylens)) return KX_ERR_NULL_POINTER;
  for (size_t i = 0; i < n; i++)
    if (!keys[i] && keylens[i]) return KX_ERR_NULL_POINTER;
  int error = check_values(n, values, valuelens);
  if (error) return error;
  hashed_key *hashed = kx_trie_resize(NULL, n ? n : 1, sizeof *hashed);
  kx_trie *t = kx_trie_create(NULL, NULL);
  if (!hashed || !t) {
    kx_trie_release(hashed);
    kx_trie_destroy(t);
    return KX_ERR_OUT_OF_MEMORY;
  }
  hash_keys(n, keys, keylens, hashed);
  qsort(hashed, n, sizeof *hashed, by_hash_then_index);
  for (size_t i = 0; i < n && !error; i++) {
    if (i + 1 < n && !memcmp(hashed[i].hash, hashed[i + 1].hash, 32)) continue; /* a later value wins */
    size_t k = hashed[i].index;
    error = kx_trie_add(t, hashed[i].hash, 32, values[k], valuelens[k]);
  }
  if (!error) error = kx_trie_commit(t, root);
  kx_trie_release(hashed);
  kx_trie_destroy(t);
  return error;
}
