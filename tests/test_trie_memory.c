/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The trie builder out of memory: every allocation it makes is made to fail
 * in turn (through the internal allocation hook of core/trie/memory.h); each
 * time the call returns KX_ERR_OUT_OF_MEMORY (kx_trie_new: NULL), nothing
 * leaks, and the trie takes the same key again and gives the right root. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "trie/memory.h"
#include "trie/roots.h"

static size_t allocations, fail_at, live;

static void *failing_realloc(void *old, size_t size) {
  if (++allocations == fail_at) return NULL;
  void *grown = realloc(old, size);
  if (grown && !old) live++;
  return grown;
}

static void counting_free(void *block) {
  if (block) live--;
  free(block);
}

static void fail_allocation(size_t n) {
  allocations = 0;
  fail_at = n;
  kx_trie_realloc_hook = failing_realloc;
  kx_trie_free_hook = counting_free;
}

static void stop_failing(void) {
  kx_trie_realloc_hook = NULL;
  kx_trie_free_hook = NULL;
}

/* Keys that grow longer and values that grow larger (the last ones larger
 * than the queue), so that every buffer of the trie grows, and enough keys to
 * flush the queue several times (about 8,400 nodes, four queues' worth); no
 * more, since valgrind builds the trie again for every allocation. */
enum { COUNT = 6000, BIG_VALUE = 3 << 20 };

static uint8_t *big_value;

static size_t key_of(size_t i, uint8_t key[80]) {
  size_t len = 8 + i / 100; /* 8 to 67 bytes */
  memset(key, 0x77, len);
  for (size_t b = 0; b < 8; b++) key[b] = (uint8_t)((i * 1024) >> (56 - 8 * b));
  return len;
}

static size_t value_of(size_t i, const uint8_t **value) {
  *value = big_value;
  if (i == COUNT - 1 || i == COUNT / 2) return BIG_VALUE;
  return 1 + i * 37 % (i < COUNT / 2 ? 100 : 3000);
}

/* Builds the whole trie; each update that fails must fail for memory only
 * and must then succeed (the failure has passed). Returns KX_ERR_OUT_OF_MEMORY
 * if kx_trie_new failed. */
static int build(uint8_t root[32]) {
  kx_trie *t = kx_trie_new(NULL, NULL);
  if (!t) return KX_ERR_OUT_OF_MEMORY;
  for (size_t i = 0; i < COUNT; i++) {
    uint8_t key[80];
    const uint8_t *value;
    size_t keylen = key_of(i, key), valuelen = value_of(i, &value);
    int error = kx_trie_update(t, key, keylen, value, valuelen);
    if (error) {
      cr_assert_eq(error, KX_ERR_OUT_OF_MEMORY, "key %zu: %s", i, kx_strerror(error));
      cr_assert_eq(kx_trie_update(t, key, keylen, value, valuelen), KX_OK, "key %zu again", i);
    }
  }
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  kx_trie_free(t);
  return KX_OK;
}

static void setup(void) {
  big_value = malloc(BIG_VALUE);
  rng r = {46};
  rng_fill(&r, big_value, BIG_VALUE);
}

static void teardown(void) {
  stop_failing();
  free(big_value);
}

/* Makes each allocation of `call` fail in turn: each time the call returns
 * KX_ERR_OUT_OF_MEMORY or the right root, and nothing stays allocated.
 * Returns how many allocations the call makes. */
static size_t check_whole_trie_calls(int (*call)(uint8_t root[32])) {
  uint8_t want[32], root[32];
  cr_assert_eq(call(want), KX_OK);
  for (size_t n = 1;; n++) {
    fail_allocation(n);
    live = 0;
    int error = call(root);
    size_t made = allocations;
    stop_failing();
    cr_assert_eq(live, 0, "allocation %zu failed: %zu blocks leaked", n, live);
    if (error)
      cr_assert_eq(error, KX_ERR_OUT_OF_MEMORY, "allocation %zu failed: %s", n, kx_strerror(error));
    else
      cr_assert_arr_eq(root, want, 32, "allocation %zu failed: wrong root", n);
    if (made < n) return made; /* no allocation failed: every one has been tried */
  }
}

Test(trie_memory, each_failing_allocation_is_an_error_that_leaks_nothing_and_changes_nothing) {
  setup();
  size_t made = check_whole_trie_calls(build);
  cr_assert_gt(made, 10, "only %zu allocations: the keys do not grow the trie's buffers", made);
  teardown();
}

static int secure_root_of_counts(uint8_t root[32]) {
  enum { KEYS = 5000 };
  static uint8_t keys[KEYS][8];
  const void *key_ptrs[KEYS], *values[KEYS];
  size_t keylens[KEYS], valuelens[KEYS];
  for (size_t i = 0; i < KEYS; i++) {
    memcpy(keys[i], &i, sizeof i < 8 ? sizeof i : 8);
    key_ptrs[i] = keys[i], keylens[i] = 8, values[i] = big_value, valuelens[i] = 1 + i % 90;
  }
  return kx_trie_secure_root(KEYS, key_ptrs, keylens, values, valuelens, root);
}

/* On 2 threads (forced: below the automatic threshold, so that valgrind's
 * run of every failing allocation stays short): every allocation is made
 * before they start. */
static int secure_root_on_threads(uint8_t root[32]) {
  enum { KEYS = 2000 };
  static uint8_t keys[KEYS][8];
  static const void *key_ptrs[KEYS], *values[KEYS];
  static size_t keylens[KEYS], valuelens[KEYS];
  for (size_t i = 0; i < KEYS; i++) {
    memcpy(keys[i], &i, sizeof i < 8 ? sizeof i : 8);
    key_ptrs[i] = keys[i], keylens[i] = 8, values[i] = big_value, valuelens[i] = 1 + i % 90;
  }
  return kx_trie_secure_root_on(2, KEYS, key_ptrs, keylens, values, valuelens, root);
}

/* A partition of keys that grow, and the fold of a lone partition's root (a
 * leaf of a large value, which the join copies) into the whole trie's root. */
static int partition_and_join(uint8_t root[32]) {
  kx_trie *t = NULL;
  int error = kx_trie_new_partition(&t, (const uint8_t[]){0x7}, 1, NULL, NULL);
  if (error) return error;
  for (size_t i = 0; i < 3000 && !error; i++) { /* 0x70 ff.. xx, increasing: a shorter key's last byte is below 0xff */
    uint8_t key[16];
    size_t keylen = 2 + i % 200 / 20;
    memset(key, 0xff, keylen);
    key[0] = (uint8_t)(0x70 + i / 200), key[keylen - 1] = (uint8_t)(i % 200);
    error = kx_trie_update(t, key, keylen, big_value, 1 + i * 37 % 3000);
  }
  if (!error) error = kx_trie_root(t, root);
  kx_trie_free(t);
  if (error) return error;
  static uint8_t leaf[4007] = {0xf9, 0x0f, 0xa4, 0x20, 0xb9, 0x0f, 0xa0}; /* [empty leaf path, 4,000 bytes] */
  const uint8_t *blobs[16] = {NULL};
  size_t bloblens[16] = {0};
  blobs[3] = leaf, bloblens[3] = sizeof leaf;
  return kx_trie_join_partitions(NULL, 0, blobs, bloblens, NULL, NULL, root);
}

static int ordered_root_of_values(uint8_t root[32]) {
  enum { VALUES = 3000 };
  const void *values[VALUES];
  size_t valuelens[VALUES];
  for (size_t i = 0; i < VALUES; i++) values[i] = big_value, valuelens[i] = 1 + i % 200;
  return kx_trie_ordered_root(VALUES, values, valuelens, root);
}

Test(trie_memory, secure_root_out_of_memory_is_an_error_that_leaks_nothing) {
  setup();
  check_whole_trie_calls(secure_root_of_counts);
  teardown();
}

Test(trie_memory, secure_root_on_threads_out_of_memory_is_an_error_that_leaks_nothing) {
  setup();
  check_whole_trie_calls(secure_root_on_threads);
  teardown();
}

Test(trie_memory, partitions_and_their_join_out_of_memory_are_errors_that_leak_nothing) {
  setup();
  check_whole_trie_calls(partition_and_join);
  teardown();
}

Test(trie_memory, ordered_root_out_of_memory_is_an_error_that_leaks_nothing) {
  setup();
  check_whole_trie_calls(ordered_root_of_values);
  teardown();
}
