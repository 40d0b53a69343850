/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_trie_*: Ethereum's Merkle-Patricia trie, against the published vectors
 * of ethereum/tests and against an independent recursive trie
 * (support/trie_reference.c) on random key sets, roots and committed nodes
 * both, on every backend; and its bad input. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "support.h"
#include "trie_reference.h"

static const char empty_root_hex[] = "56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421";

static void assert_root_is_hex(const uint8_t root[32], const char *hex, const char *what) {
  size_t len;
  uint8_t *want = hex_decode(hex[0] == '0' && hex[1] == 'x' ? hex + 2 : hex, &len);
  cr_assert_eq(len, 32);
  cr_assert_arr_eq(root, want, 32, "%s: wrong root", what);
  free(want);
}

/* ---- the trie of a set of items ---- */

static void trie_of_sorted(const trie_item *items, size_t n, uint8_t root[32], trie_nodes *committed) {
  kx_trie *t = kx_trie_new(committed ? trie_nodes_add : NULL, committed);
  cr_assert(t);
  for (size_t i = 0; i < n; i++)
    cr_assert_eq(kx_trie_update(t, items[i].key, items[i].keylen, items[i].value, items[i].valuelen), KX_OK,
                 "item %zu of %zu", i, n);
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  kx_trie_free(t);
}

/* Compares roots and committed nodes with the reference's. */
static void check_against_reference(const trie_item *items, size_t n, const char *what) {
  uint8_t root[32], want[32];
  trie_nodes got = {0}, expected = {0};
  trie_of_sorted(items, n, root, &got);
  reference_trie_root(items, n, want, &expected);
  cr_assert_arr_eq(root, want, 32, "%s: %zu keys: the root differs from the reference's", what, n);
  trie_nodes_sort(&got);
  trie_nodes_sort(&expected);
  cr_assert(trie_nodes_equal(&got, &expected), "%s: %zu keys: %zu nodes committed, the reference %zu, or they differ",
            what, n, got.count, expected.count);
  trie_nodes_clear(&got);
  trie_nodes_clear(&expected);
}

/* ---- random key sets: long shared prefixes, prefix keys, empty keys ---- */

typedef struct item_set {
  trie_item *items;
  size_t n;
  uint8_t *bytes;
} item_set;

/* n keys of 0..64 bytes, most beginning with one of a few stems (so they
 * share long prefixes, and some are prefixes of others), values of 1 byte to
 * 4 KiB (mostly short), sorted, repeats dropped. */
static item_set random_items(rng *r, size_t n) {
  enum { KEY_MAX = 64, VALUE_MAX = 4096 };
  item_set s = {calloc(n + 1, sizeof(trie_item)), 0, NULL};
  size_t *value_lens = malloc((n + 1) * sizeof(size_t)), total = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t shape = rng_next(r);
    value_lens[i] = shape % 4 == 0 ? 1 + rng_next(r) % VALUE_MAX : 1 + rng_next(r) % 40;
    total += KEY_MAX + value_lens[i];
  }
  s.bytes = malloc(total + 1);
  uint8_t stems[3][KEY_MAX];
  rng_fill(r, stems, sizeof stems);
  uint8_t *at = s.bytes;
  for (size_t i = 0; i < n; i++) {
    trie_item *item = &s.items[i];
    uint64_t shape = rng_next(r);
    item->key = at;
    item->keylen = rng_next(r) % (KEY_MAX + 1);
    size_t shared = shape % 8 == 0 ? 0 : rng_next(r) % (item->keylen + 1);
    memcpy(item->key, stems[shape / 8 % 3], shared);
    rng_fill(r, item->key + shared, item->keylen - shared);
    if (shape / 32 % 4 == 0 && item->keylen > shared) item->key[shared] &= 0x0f; /* share a nibble more, often */
    at += KEY_MAX;
    item->value = at;
    item->valuelen = value_lens[i];
    rng_fill(r, item->value, item->valuelen);
    at += item->valuelen;
  }
  free(value_lens);
  s.n = trie_items_sort(s.items, n);
  return s;
}

static void free_items(item_set *s) {
  free(s->items);
  free(s->bytes);
}

static size_t case_count(size_t normal) {
  const char *wrapped = getenv("KECCAKX_TEST_TRIE_CASES");
  return wrapped ? (size_t)strtoul(wrapped, NULL, 10) : normal;
}

static void random_tries(const char *backend, void *seed) {
  rng r = {*(uint64_t *)seed};
  static const size_t sizes[] = {0, 1, 2, 3, 4, 5, 16, 17, 100, 1000, 10000};
  size_t cases = case_count(40);
  for (size_t c = 0; c < cases; c++) {
    size_t n = c < sizeof sizes / sizeof sizes[0] ? sizes[c] : rng_next(&r) % (c % 8 == 0 ? 10001 : 300);
    item_set s = random_items(&r, n);
    check_against_reference(s.items, s.n, backend);
    free_items(&s);
  }
}

Test(trie, random_tries_match_the_reference_in_root_and_committed_nodes_on_every_backend) {
  uint64_t seed = 39;
  for_each_backend(random_tries, &seed);
}

/* Leaves of one block and a little more (the queue pads those of one block
 * where they lie and hashes them in groups of the kernel's width, the last
 * group filled with repeats): 1 to 16 of them under one branch, each of every
 * length from 100 to 150 bytes. */
static void tries_of_leaves_near_one_block(const char *backend, void *unused) {
  (void)unused;
  rng r = {136};
  uint8_t keys[16], values[16][150];
  rng_fill(&r, values, sizeof values);
  trie_item items[16];
  for (size_t valuelen = 96; valuelen <= 146; valuelen++) {
    for (size_t n = 1; n <= 16; n++) {
      for (size_t i = 0; i < n; i++) {
        keys[i] = (uint8_t)(i << 4 | 0x7);
        items[i] = (trie_item){.key = &keys[i], .keylen = 1, .value = values[i], .valuelen = valuelen};
      }
      char what[64];
      snprintf(what, sizeof what, "%s, values of %zu bytes", backend, valuelen);
      check_against_reference(items, n, what);
    }
  }
}

Test(trie, leaves_of_about_one_block_match_the_reference_on_every_backend) {
  for_each_backend(tries_of_leaves_near_one_block, NULL);
}

Test(trie, keys_may_be_empty_or_begin_later_keys) {
  static const char *const keys[] = {"", "\x01", "\x01\x02", "\x01\x02\x03", "\x01\x02\x03\x04\x05\x06", "\x01\x10",
                                     "\x01\x10\x00", "\x02"};
  static const size_t lengths[] = {0, 1, 2, 3, 6, 2, 3, 1};
  enum { COUNT = sizeof keys / sizeof keys[0] };
  trie_item items[COUNT];
  uint8_t value[40];
  memset(value, 0x5a, sizeof value);
  for (size_t first = 0; first < COUNT; first++) {
    for (size_t i = first; i < COUNT; i++)
      items[i - first] = (trie_item){(uint8_t *)keys[i], value, lengths[i], 1 + i * 5};
    check_against_reference(items, COUNT - first, "prefix keys");
  }
}

Test(trie, long_keys_and_values_larger_than_the_queue_match_the_reference) {
  rng r = {40};
  enum { COUNT = 6, KEY = 3000, VALUE = 3 << 20 };
  uint8_t *bytes = malloc(COUNT * (KEY + VALUE));
  rng_fill(&r, bytes, COUNT * (KEY + VALUE));
  trie_item items[COUNT];
  for (size_t i = 0; i < COUNT; i++) {
    uint8_t *key = bytes + i * (KEY + VALUE);
    memcpy(key, bytes, KEY - 1); /* every key shares 2999 bytes, the last one apart */
    key[KEY - 1] = (uint8_t)(i * 40);
    items[i] = (trie_item){key, key + KEY, KEY - (i == 2), i % 2 ? VALUE : 10 + i};
  }
  size_t n = trie_items_sort(items, COUNT);
  check_against_reference(items, n, "long keys, large values");
  free(bytes);
}

/* ---- the published vectors ---- */

static uint8_t *vector_bytes(const json *value, size_t *len) {
  cr_assert_eq(value->kind, JSON_STRING);
  const char *text = value->text;
  if (text[0] == '0' && text[1] == 'x') return text[2] ? hex_decode(text + 2, len) : (*len = 0, malloc(1));
  *len = strlen(text);
  uint8_t *copy = malloc(*len + 1);
  memcpy(copy, text, *len);
  return copy;
}

/* A vector's final contents: "in" as an object, or as a list of updates in
 * order where null (or an empty value) deletes. */
static size_t vector_items(const json *in, trie_item **items) {
  *items = calloc(in->count + 1, sizeof(trie_item));
  size_t n = 0;
  for (size_t i = 0; i < in->count; i++) {
    const json *key = in->kind == JSON_OBJECT ? NULL : &in->members[i].members[0];
    const json *value = in->kind == JSON_OBJECT ? &in->members[i] : &in->members[i].members[1];
    trie_item item = {0};
    if (key) {
      item.key = vector_bytes(key, &item.keylen);
    } else {
      json name = {JSON_STRING, in->names[i], 0, NULL, NULL};
      item.key = vector_bytes(&name, &item.keylen);
    }
    if (value->kind == JSON_STRING) item.value = vector_bytes(value, &item.valuelen);
    size_t j = 0; /* a later update of a key replaces it */
    while (j < n && !((*items)[j].keylen == item.keylen && !memcmp((*items)[j].key, item.key, item.keylen))) j++;
    if (j < n) {
      free((*items)[j].key);
      free((*items)[j].value);
      (*items)[j] = (*items)[--n];
    }
    if (item.valuelen)
      (*items)[n++] = item;
    else
      free(item.key), free(item.value);
  }
  return n;
}

static void free_vector_items(trie_item *items, size_t n) {
  for (size_t i = 0; i < n; i++) free(items[i].key), free(items[i].value);
  free(items);
}

static void plain_vectors(const char *backend, void *file) {
  json *cases = json_read_vector(file);
  for (size_t c = 0; c < cases->count; c++) {
    trie_item *items;
    size_t n = vector_items(json_member(&cases->members[c], "in"), &items);
    n = trie_items_sort(items, n);
    uint8_t root[32];
    trie_of_sorted(items, n, root, NULL);
    char what[256];
    snprintf(what, sizeof what, "%s on %s", cases->names[c], backend);
    assert_root_is_hex(root, json_member(&cases->members[c], "root")->text, what);
    free_vector_items(items, n);
  }
  json_free(cases);
}

static void secure_vectors(const char *backend, void *file) {
  (void)backend;
  json *cases = json_read_vector(file);
  for (size_t c = 0; c < cases->count; c++) {
    trie_item *items;
    size_t n = vector_items(json_member(&cases->members[c], "in"), &items);
    const void **keys = malloc((n + 1) * sizeof(void *)), **values = malloc((n + 1) * sizeof(void *));
    size_t *keylens = malloc((n + 1) * sizeof(size_t)), *valuelens = malloc((n + 1) * sizeof(size_t));
    for (size_t i = 0; i < n; i++)
      keys[i] = items[i].key, keylens[i] = items[i].keylen, values[i] = items[i].value,
      valuelens[i] = items[i].valuelen;
    uint8_t root[32];
    cr_assert_eq(kx_trie_secure_root(n, keys, keylens, values, valuelens, root), KX_OK);
    assert_root_is_hex(root, json_member(&cases->members[c], "root")->text, cases->names[c]);
    free(keys), free(values), free(keylens), free(valuelens);
    free_vector_items(items, n);
  }
  json_free(cases);
}

Test(trie, gives_the_roots_of_the_any_order_vectors_on_every_backend) {
  for_each_backend(plain_vectors, "ethereum-trie/trieanyorder.json");
}

Test(trie, gives_the_roots_of_the_in_order_vectors_once_deletions_are_applied) {
  for_each_backend(plain_vectors, "ethereum-trie/trietest.json");
}

Test(trie, secure_root_gives_the_roots_of_the_secure_vectors_on_every_backend) {
  for_each_backend(secure_vectors, "ethereum-trie/trieanyorder_secureTrie.json");
  for_each_backend(secure_vectors, "ethereum-trie/hex_encoded_securetrie_test.json");
  for_each_backend(secure_vectors, "ethereum-trie/trietest_secureTrie.json");
}

/* ---- roots, reuse, order of the committed nodes ---- */

Test(trie, the_empty_trie_has_the_root_of_rlp_empty_string_and_commits_nothing) {
  trie_nodes got = {0};
  kx_trie *t = kx_trie_new(trie_nodes_add, &got);
  uint8_t root[32];
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  assert_root_is_hex(root, empty_root_hex, "empty trie");
  cr_assert_eq(got.count, 0);
  kx_trie_free(t);
}

Test(trie, a_single_short_item_is_still_a_hashed_and_committed_root) {
  trie_nodes got = {0};
  kx_trie *t = kx_trie_new(trie_nodes_add, &got);
  uint8_t root[32], want[32];
  cr_assert_eq(kx_trie_update(t, "\x12", 1, "v", 1), KX_OK);
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  static const uint8_t leaf[] = {0xc4, 0x82, 0x20, 0x12, 'v'}; /* [HP(1,2; leaf), "v"] */
  kx_keccak256(leaf, sizeof leaf, want);
  cr_assert_arr_eq(root, want, 32);
  cr_assert_eq(got.count, 1);
  cr_assert_eq(got.nodes[0].pathlen, 0);
  cr_assert_eq(got.nodes[0].bloblen, sizeof leaf);
  cr_assert_arr_eq(got.nodes[0].blob, leaf, sizeof leaf);
  trie_nodes_clear(&got);
  kx_trie_free(t);
}

static void record_order(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32], const uint8_t *blob,
                         size_t bloblen) {
  trie_nodes_add(user, path, pathlen, hash, blob, bloblen);
}

static int begins_with(const trie_node *longer, const trie_node *prefix) {
  return longer->pathlen > prefix->pathlen && !memcmp(longer->path, prefix->path, prefix->pathlen);
}

Test(trie, every_node_is_committed_after_every_node_below_it_and_the_root_last) {
  rng r = {41};
  item_set s = random_items(&r, 20000);
  trie_nodes got = {0};
  kx_trie *t = kx_trie_new(record_order, &got);
  for (size_t i = 0; i < s.n; i++)
    cr_assert_eq(kx_trie_update(t, s.items[i].key, s.items[i].keylen, s.items[i].value, s.items[i].valuelen), KX_OK);
  uint8_t root[32];
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  cr_assert_gt(got.count, 4096, "enough nodes to fill the queue more than once");
  for (size_t i = 0; i < got.count; i++)
    for (size_t j = i + 1; j < got.count; j++)
      cr_assert(!begins_with(&got.nodes[j], &got.nodes[i]), "node %zu (path of %zu) came before node %zu below it", i,
                got.nodes[i].pathlen, j);
  cr_assert_eq(got.nodes[got.count - 1].pathlen, 0);
  cr_assert_arr_eq(got.nodes[got.count - 1].hash, root, 32);
  trie_nodes_clear(&got);
  kx_trie_free(t);
  free_items(&s);
}

Test(trie, root_empties_the_trie_for_a_new_one_with_any_first_key) {
  rng r = {42};
  item_set a = random_items(&r, 500), b = random_items(&r, 300);
  uint8_t first[32], second[32], want_a[32], want_b[32];
  kx_trie *t = kx_trie_new(NULL, NULL);
  for (size_t i = 0; i < a.n; i++)
    kx_trie_update(t, a.items[i].key, a.items[i].keylen, a.items[i].value, a.items[i].valuelen);
  cr_assert_eq(kx_trie_root(t, first), KX_OK);
  for (size_t i = 0; i < b.n; i++)
    cr_assert_eq(kx_trie_update(t, b.items[i].key, b.items[i].keylen, b.items[i].value, b.items[i].valuelen), KX_OK);
  cr_assert_eq(kx_trie_root(t, second), KX_OK);
  reference_trie_root(a.items, a.n, want_a, NULL);
  reference_trie_root(b.items, b.n, want_b, NULL);
  cr_assert_arr_eq(first, want_a, 32);
  cr_assert_arr_eq(second, want_b, 32);
  cr_assert_eq(kx_trie_root(t, second), KX_OK);
  assert_root_is_hex(second, empty_root_hex, "after two roots");
  kx_trie_free(t);
  free_items(&a);
  free_items(&b);
}

Test(trie, the_callback_changes_nothing_in_the_root) {
  rng r = {43};
  item_set s = random_items(&r, 3000);
  uint8_t with[32], without[32];
  trie_nodes got = {0};
  trie_of_sorted(s.items, s.n, with, &got);
  trie_of_sorted(s.items, s.n, without, NULL);
  cr_assert_arr_eq(with, without, 32);
  trie_nodes_clear(&got);
  free_items(&s);
}

/* ---- bad input: an error of its own, and the trie goes on as before ---- */

/* Adds keys 0x10, 0x20 and then runs `bad`, then adds 0x30 and checks the root
 * is that of the three keys. */
static void check_error_changes_nothing(int (*bad)(kx_trie *t), int code) {
  static const trie_item good[] = {{(uint8_t *)"\x10", (uint8_t *)"one", 1, 3},
                                   {(uint8_t *)"\x20", (uint8_t *)"two", 1, 3},
                                   {(uint8_t *)"\x30", (uint8_t *)"three", 1, 5}};
  trie_nodes got = {0}, expected = {0};
  kx_trie *t = kx_trie_new(trie_nodes_add, &got);
  for (size_t i = 0; i < 2; i++) cr_assert_eq(kx_trie_update(t, good[i].key, 1, good[i].value, good[i].valuelen), KX_OK);
  cr_assert_eq(bad(t), code, "%s", kx_strerror(code));
  cr_assert_eq(kx_trie_update(t, good[2].key, 1, good[2].value, good[2].valuelen), KX_OK);
  uint8_t root[32], want[32];
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  reference_trie_root(good, 3, want, &expected);
  cr_assert_arr_eq(root, want, 32);
  trie_nodes_sort(&got);
  trie_nodes_sort(&expected);
  cr_assert(trie_nodes_equal(&got, &expected));
  trie_nodes_clear(&got);
  trie_nodes_clear(&expected);
  kx_trie_free(t);
}

static int key_below_previous(kx_trie *t) { return kx_trie_update(t, "\x1f", 1, "x", 1); }
static int key_repeated(kx_trie *t) { return kx_trie_update(t, "\x20", 1, "x", 1); }
static int key_beginning_previous(kx_trie *t) { return kx_trie_update(t, "", 0, "x", 1); }
static int empty_value(kx_trie *t) { return kx_trie_update(t, "\x21", 1, "", 0); }
static int null_key(kx_trie *t) { return kx_trie_update(t, NULL, 1, "x", 1); }
static int null_value(kx_trie *t) { return kx_trie_update(t, "\x21", 1, NULL, 1); }
static int null_root(kx_trie *t) { return kx_trie_root(t, NULL); }

Test(trie, a_key_below_the_previous_one_is_an_order_error_that_changes_nothing) {
  check_error_changes_nothing(key_below_previous, KX_ERR_TRIE_KEY_ORDER);
  check_error_changes_nothing(key_beginning_previous, KX_ERR_TRIE_KEY_ORDER);
}

Test(trie, the_previous_key_again_is_a_repeated_key_error_that_changes_nothing) {
  check_error_changes_nothing(key_repeated, KX_ERR_TRIE_KEY_REPEATED);
}

Test(trie, an_empty_value_is_an_error_that_changes_nothing) {
  check_error_changes_nothing(empty_value, KX_ERR_TRIE_EMPTY_VALUE);
}

Test(trie, a_null_key_or_value_with_a_length_is_a_null_pointer_error_that_changes_nothing) {
  check_error_changes_nothing(null_key, KX_ERR_NULL_POINTER);
  check_error_changes_nothing(null_value, KX_ERR_NULL_POINTER);
}

Test(trie, root_into_null_is_a_null_pointer_error_that_changes_nothing) {
  check_error_changes_nothing(null_root, KX_ERR_NULL_POINTER);
}

Test(trie, a_null_trie_is_its_own_error) {
  uint8_t root[32];
  cr_assert_eq(kx_trie_update(NULL, "k", 1, "v", 1), KX_ERR_NULL_TRIE);
  cr_assert_eq(kx_trie_root(NULL, root), KX_ERR_NULL_TRIE);
  kx_trie_free(NULL);
}

Test(trie, an_empty_key_with_a_null_pointer_is_taken) {
  kx_trie *t = kx_trie_new(NULL, NULL);
  cr_assert_eq(kx_trie_update(t, NULL, 0, "v", 1), KX_OK);
  kx_trie_free(t);
}

Test(trie, each_error_has_its_own_code_and_message) {
  static const int codes[] = {KX_ERR_OUT_OF_MEMORY, KX_ERR_NULL_TRIE, KX_ERR_TRIE_KEY_ORDER, KX_ERR_TRIE_KEY_REPEATED,
                              KX_ERR_TRIE_EMPTY_VALUE, KX_ERR_TRIE_KEY_PREFIX, KX_ERR_TRIE_BAD_NODE,
                              KX_ERR_NULL_POINTER};
  enum { COUNT = sizeof codes / sizeof codes[0] };
  for (size_t i = 0; i < COUNT; i++) {
    cr_assert_str_neq(kx_strerror(codes[i]), "unknown error code");
    for (size_t j = 0; j < i; j++) cr_assert_neq(codes[i], codes[j]);
  }
}

/* ---- the ordered root: keys RLP(0), ..., RLP(n-1) ---- */

static size_t rlp_of_index(size_t i, uint8_t key[9]) {
  if (i == 0) return key[0] = 0x80, 1;
  if (i < 0x80) return key[0] = (uint8_t)i, 1;
  size_t bytes = 0;
  for (size_t v = i; v; v >>= 8) bytes++;
  key[0] = (uint8_t)(0x80 + bytes);
  for (size_t b = 0; b < bytes; b++) key[1 + b] = (uint8_t)(i >> (8 * (bytes - 1 - b)));
  return 1 + bytes;
}

static void ordered(const char *backend, void *unused) {
  (void)unused;
  static const size_t counts[] = {0, 1, 2, 127, 128, 129, 255, 256, 257, 1000, 70000};
  rng r = {44};
  for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
    size_t n = counts[c];
    item_set s = random_items(&r, n); /* for its values */
    const void **values = malloc((n + 1) * sizeof(void *));
    size_t *valuelens = malloc((n + 1) * sizeof(size_t));
    trie_item *items = malloc((n + 1) * sizeof(trie_item));
    uint8_t *keys = malloc(9 * (n + 1));
    for (size_t i = 0; i < n; i++) {
      trie_item from = s.items[i % (s.n ? s.n : 1)];
      values[i] = from.value, valuelens[i] = from.valuelen;
      items[i] = (trie_item){keys + 9 * i, from.value, rlp_of_index(i, keys + 9 * i), from.valuelen};
    }
    size_t sorted = trie_items_sort(items, n);
    cr_assert_eq(sorted, n);
    uint8_t root[32], want[32];
    cr_assert_eq(kx_trie_ordered_root(n, values, valuelens, root), KX_OK);
    reference_trie_root(items, n, want, NULL);
    cr_assert_arr_eq(root, want, 32, "%s: ordered root of %zu values", backend, n);
    free(values), free(valuelens), free(items), free(keys);
    free_items(&s);
  }
}

Test(trie, ordered_root_is_the_trie_of_rlp_indices_on_every_backend) { for_each_backend(ordered, NULL); }

Test(trie, ordered_root_rejects_null_and_empty_values) {
  const void *values[] = {"a", NULL, "c"};
  size_t lens[] = {1, 1, 1}, empty[] = {1, 0, 1};
  uint8_t root[32];
  cr_assert_eq(kx_trie_ordered_root(3, values, lens, root), KX_ERR_NULL_POINTER);
  values[1] = "b";
  cr_assert_eq(kx_trie_ordered_root(3, values, empty, root), KX_ERR_TRIE_EMPTY_VALUE);
  cr_assert_eq(kx_trie_ordered_root(3, NULL, lens, root), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_ordered_root(3, values, NULL, root), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_ordered_root(3, values, lens, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_ordered_root(0, NULL, NULL, root), KX_OK);
  assert_root_is_hex(root, empty_root_hex, "no values");
}

/* ---- the secure root: keys hashed, any order ---- */

static void secure(const char *backend, void *unused) {
  (void)unused;
  rng r = {45};
  static const size_t counts[] = {0, 1, 2, 17, 1000, 20000};
  for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
    item_set s = random_items(&r, counts[c]);
    size_t n = s.n;
    const void **keys = malloc((n + 1) * sizeof(void *)), **values = malloc((n + 1) * sizeof(void *));
    size_t *keylens = malloc((n + 1) * sizeof(size_t)), *valuelens = malloc((n + 1) * sizeof(size_t));
    trie_item *hashed = malloc((n + 1) * sizeof(trie_item));
    uint8_t *hashes = malloc(32 * (n + 1));
    for (size_t i = 0; i < n; i++) { /* given backwards: any order */
      const trie_item *item = &s.items[n - 1 - i];
      keys[i] = item->key, keylens[i] = item->keylen, values[i] = item->value, valuelens[i] = item->valuelen;
      kx_keccak256(item->key, item->keylen, hashes + 32 * i);
      hashed[i] = (trie_item){hashes + 32 * i, item->value, 32, item->valuelen};
    }
    trie_items_sort(hashed, n);
    uint8_t root[32], want[32];
    cr_assert_eq(kx_trie_secure_root(n, keys, keylens, values, valuelens, root), KX_OK);
    reference_trie_root(hashed, n, want, NULL);
    cr_assert_arr_eq(root, want, 32, "%s: secure root of %zu keys", backend, n);
    free(keys), free(values), free(keylens), free(valuelens), free(hashed), free(hashes);
    free_items(&s);
  }
}

Test(trie, secure_root_is_the_trie_of_hashed_keys_in_any_order_on_every_backend) { for_each_backend(secure, NULL); }

Test(trie, secure_root_keeps_the_last_value_of_a_key_given_twice) {
  const void *keys[] = {"a", "b", "a"}, *values[] = {"first", "b", "last"}, *once_keys[] = {"b", "a"},
             *once_values[] = {"b", "last"};
  size_t keylens[] = {1, 1, 1}, valuelens[] = {5, 1, 4}, once_keylens[] = {1, 1}, once_valuelens[] = {1, 4};
  uint8_t root[32], want[32];
  cr_assert_eq(kx_trie_secure_root(3, keys, keylens, values, valuelens, root), KX_OK);
  cr_assert_eq(kx_trie_secure_root(2, once_keys, once_keylens, once_values, once_valuelens, want), KX_OK);
  cr_assert_arr_eq(root, want, 32);
}

Test(trie, secure_root_rejects_null_keys_and_values_and_empty_values) {
  const void *keys[] = {"a", NULL}, *values[] = {"x", "y"};
  size_t keylens[] = {1, 1}, valuelens[] = {1, 1}, empty[] = {0, 1};
  uint8_t root[32];
  cr_assert_eq(kx_trie_secure_root(2, keys, keylens, values, valuelens, root), KX_ERR_NULL_POINTER);
  keys[1] = "b";
  cr_assert_eq(kx_trie_secure_root(2, keys, keylens, values, empty, root), KX_ERR_TRIE_EMPTY_VALUE);
  cr_assert_eq(kx_trie_secure_root(2, NULL, keylens, values, valuelens, root), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_secure_root(2, keys, keylens, values, valuelens, NULL), KX_ERR_NULL_POINTER);
}
