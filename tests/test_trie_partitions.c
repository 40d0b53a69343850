/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A trie in partitions: kx_trie_new_partition builds the subtrie of the keys
 * beginning with a prefix, as go-ethereum's PartialStackTrie does (the whole
 * trie's nodes under the prefix, with their whole paths, and its root node at
 * the prefix whatever its size); kx_trie_join_partitions puts 16 of them
 * together again; kx_trie_secure_root builds its partitions on threads and
 * gives what one thread gives. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "support.h"
#include "trie/roots.h"
#include "trie_reference.h"

/* ---- item sets ---- */

typedef struct item_set {
  trie_item *items;
  size_t n;
  uint8_t *bytes;
} item_set;

/* n keys of 1..40 bytes, most beginning with one of a few stems (so that
 * they share long prefixes and some begin others) whose first byte is among
 * `first_bytes`, values of 1 to 100 bytes (some under 32 bytes with their
 * leaf); sorted, repeats dropped. */
static item_set items_beginning_with(rng *r, size_t n, const uint8_t *first_bytes, size_t firsts) {
  enum { KEY_MAX = 40, VALUE_MAX = 100 };
  item_set s = {calloc(n + 1, sizeof(trie_item)), 0, malloc((n + 1) * (KEY_MAX + VALUE_MAX))};
  uint8_t stems[4][KEY_MAX];
  rng_fill(r, stems, sizeof stems);
  uint8_t *at = s.bytes;
  for (size_t i = 0; i < n; i++) {
    trie_item *item = &s.items[i];
    item->key = at;
    item->keylen = 1 + rng_next(r) % KEY_MAX;
    uint64_t shape = rng_next(r);
    if (shape % 4)
      memcpy(at, stems[shape % 4], item->keylen);
    else
      rng_fill(r, at, item->keylen);
    at[item->keylen - 1] ^= (uint8_t)rng_next(r); /* most stems' keys still differ at the end */
    at[0] = first_bytes[rng_next(r) % firsts];
    at += item->keylen;
    item->value = at;
    item->valuelen = 1 + (shape >> 8) % (shape % 3 ? 8 : VALUE_MAX);
    rng_fill(r, at, item->valuelen);
    at += item->valuelen;
  }
  s.n = trie_items_sort(s.items, n);
  return s;
}

static item_set random_items(rng *r, size_t n) {
  uint8_t firsts[256];
  for (size_t i = 0; i < 256; i++) firsts[i] = (uint8_t)i;
  return items_beginning_with(r, n, firsts, 256);
}

static void free_items(item_set *s) {
  free(s->items);
  free(s->bytes);
}

static int key_begins_with(const trie_item *item, const uint8_t *prefix, size_t prefixlen) {
  if (2 * item->keylen < prefixlen) return 0;
  for (size_t i = 0; i < prefixlen; i++)
    if ((i % 2 ? item->key[i / 2] & 0x0f : item->key[i / 2] >> 4) != prefix[i]) return 0;
  return 1;
}

static int path_begins_with(const trie_node *node, const uint8_t *prefix, size_t prefixlen) {
  return node->pathlen >= prefixlen && !memcmp(node->path, prefix, prefixlen);
}

static int contains(const uint8_t *bytes, size_t len, const uint8_t *part, size_t partlen) {
  for (size_t i = 0; i + partlen <= len; i++)
    if (!memcmp(bytes + i, part, partlen)) return 1;
  return 0;
}

/* ---- tries ---- */

static void whole_trie(const item_set *s, uint8_t root[32], trie_nodes *committed) {
  kx_trie *t = kx_trie_new(trie_nodes_add, committed);
  for (size_t i = 0; i < s->n; i++)
    cr_assert_eq(kx_trie_update(t, s->items[i].key, s->items[i].keylen, s->items[i].value, s->items[i].valuelen), KX_OK);
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  kx_trie_free(t);
}

/* The partition of prefix: its root, its nodes, and how many keys it took. */
static size_t partition(const item_set *s, const uint8_t *prefix, size_t prefixlen, uint8_t root[32],
                        trie_nodes *committed) {
  kx_trie *t = NULL;
  cr_assert_eq(kx_trie_new_partition(&t, prefix, prefixlen, committed ? trie_nodes_add : NULL, committed), KX_OK);
  size_t taken = 0;
  for (size_t i = 0; i < s->n; i++) {
    if (!key_begins_with(&s->items[i], prefix, prefixlen)) continue;
    cr_assert_eq(kx_trie_update(t, s->items[i].key, s->items[i].keylen, s->items[i].value, s->items[i].valuelen), KX_OK);
    taken++;
  }
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  kx_trie_free(t);
  return taken;
}

/* The node a partition reported at its prefix: the last it reported. */
static const trie_node *partition_root(const trie_nodes *committed, size_t prefixlen) {
  cr_assert_gt(committed->count, 0);
  const trie_node *root = &committed->nodes[committed->count - 1];
  cr_assert_eq(root->pathlen, prefixlen);
  return root;
}

/* Joins the 16 partitions of prefix built from s. */
static void join(const item_set *s, const uint8_t *prefix, size_t prefixlen, uint8_t root[32], trie_nodes *reported) {
  trie_nodes parts[16] = {{0}};
  const uint8_t *blobs[16];
  size_t bloblens[16];
  uint8_t longer[KX_TRIE_PREFIX_MAX];
  if (prefixlen) memcpy(longer, prefix, prefixlen);
  for (unsigned i = 0; i < 16; i++) {
    uint8_t part_root[32];
    longer[prefixlen] = (uint8_t)i;
    blobs[i] = NULL, bloblens[i] = 0;
    if (!partition(s, longer, prefixlen + 1, part_root, &parts[i])) continue;
    const trie_node *node = partition_root(&parts[i], prefixlen + 1);
    blobs[i] = node->blob, bloblens[i] = node->bloblen;
  }
  cr_assert_eq(kx_trie_join_partitions(prefix, prefixlen, blobs, bloblens, trie_nodes_add, reported, root), KX_OK);
  for (unsigned i = 0; i < 16; i++) trie_nodes_clear(&parts[i]);
}

/* ---- a partition is the whole trie under its prefix ---- */

/* Its nodes below the prefix are the whole trie's there, and its root the
 * whole trie's node at the prefix when the whole trie reports one. */
static void check_partition(const item_set *s, const trie_nodes *whole, const uint8_t *prefix, size_t prefixlen) {
  trie_nodes got = {0}, expected = {0};
  uint8_t root[32];
  if (!partition(s, prefix, prefixlen, root, &got)) {
    cr_assert_eq(got.count, 0, "an empty partition reports nothing");
    return;
  }
  const trie_node *top = partition_root(&got, prefixlen);
  cr_assert_arr_eq(top->hash, root, 32, "kx_trie_root gives the hash of the node at the prefix");
  int whole_has_top = 0;
  for (size_t i = 0; i < whole->count; i++)
    if (path_begins_with(&whole->nodes[i], prefix, prefixlen)) {
      trie_nodes_add(&expected, whole->nodes[i].path, whole->nodes[i].pathlen, whole->nodes[i].hash,
                     whole->nodes[i].blob, whole->nodes[i].bloblen);
      whole_has_top |= whole->nodes[i].pathlen == prefixlen;
    }
  if (!whole_has_top) trie_nodes_add(&expected, top->path, top->pathlen, top->hash, top->blob, top->bloblen);
  trie_nodes_sort(&got);
  trie_nodes_sort(&expected);
  cr_assert(trie_nodes_equal(&got, &expected), "prefix of %zu nibbles (first %u): %zu nodes, the whole trie's %zu",
            prefixlen, prefix[0], got.count, expected.count);
  trie_nodes_clear(&got);
  trie_nodes_clear(&expected);
}

static void partitions_of_random_tries(const char *backend, void *unused) {
  (void)backend, (void)unused;
  rng r = {71};
  static const size_t sizes[] = {1, 2, 3, 20, 300, 3000};
  for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; c++) {
    item_set s = random_items(&r, sizes[c]);
    trie_nodes whole = {0};
    uint8_t root[32];
    whole_trie(&s, root, &whole);
    trie_nodes_sort(&whole);
    for (uint8_t nibble = 0; nibble < 16; nibble++) check_partition(&s, &whole, &nibble, 1);
    for (size_t k = 0; k < s.n; k += 1 + s.n / 7) { /* longer prefixes, of keys there are */
      uint8_t prefix[6];
      for (size_t i = 0; i < 6; i++) prefix[i] = i % 2 ? s.items[k].key[i / 2] & 0x0f : s.items[k].key[i / 2] >> 4;
      for (size_t len = 2; len <= 6 && len <= 2 * s.items[k].keylen; len++) check_partition(&s, &whole, prefix, len);
    }
    trie_nodes_clear(&whole);
    free_items(&s);
  }
}

Test(trie_partitions, a_partition_commits_the_whole_tries_nodes_under_its_prefix_with_their_whole_paths) {
  for_each_backend(partitions_of_random_tries, NULL);
}

Test(trie_partitions, a_partition_root_under_32_bytes_is_reported_though_the_whole_trie_embeds_it) {
  item_set s = {(trie_item[]){{(uint8_t *)"\x12", (uint8_t *)"a", 1, 1}, {(uint8_t *)"\x34", (uint8_t *)"b", 1, 1}}, 2,
                NULL};
  trie_nodes whole = {0}, got = {0};
  uint8_t root[32], part_root[32];
  whole_trie(&s, root, &whole);
  cr_assert_eq(whole.count, 1, "the whole trie reports its root only");
  partition(&s, (const uint8_t[]){1}, 1, part_root, &got);
  cr_assert_eq(got.count, 1);
  static const uint8_t leaf[] = {0xc2, 0x32, 0x61}; /* the leaf of nibble 2, value "a" */
  cr_assert_eq(got.nodes[0].bloblen, sizeof leaf);
  cr_assert_arr_eq(got.nodes[0].blob, leaf, sizeof leaf);
  cr_assert(contains(whole.nodes[0].blob, whole.nodes[0].bloblen, leaf, sizeof leaf), "embedded in the root");
  check_partition(&s, &whole, (const uint8_t[]){1}, 1);
  trie_nodes_clear(&whole);
  trie_nodes_clear(&got);
}

Test(trie_partitions, a_partition_root_of_32_bytes_or_more_is_the_whole_tries_node_at_its_prefix) {
  static uint8_t value[40];
  item_set s = {(trie_item[]){{(uint8_t *)"\x12", value, 1, 40}, {(uint8_t *)"\x34", value, 1, 40}}, 2, NULL};
  trie_nodes whole = {0}, got = {0};
  uint8_t root[32], part_root[32];
  whole_trie(&s, root, &whole);
  partition(&s, (const uint8_t[]){3}, 1, part_root, &got);
  cr_assert_eq(got.count, 1);
  int found = 0;
  for (size_t i = 0; i < whole.count; i++)
    found |= whole.nodes[i].pathlen == 1 && whole.nodes[i].path[0] == 3 &&
             !memcmp(whole.nodes[i].hash, part_root, 32) && whole.nodes[i].bloblen == got.nodes[0].bloblen;
  cr_assert(found);
  trie_nodes_clear(&whole);
  trie_nodes_clear(&got);
}

/* ---- joining ---- */

/* Joining the 16 first-nibble partitions gives the whole trie's root and root node. */
static void check_join(const item_set *s, const char *what) {
  trie_nodes whole = {0}, joined = {0};
  uint8_t root[32], join_root[32];
  whole_trie(s, root, &whole);
  join(s, NULL, 0, join_root, &joined);
  cr_assert_arr_eq(join_root, root, 32, "%s: %zu keys", what, s->n);
  if (!s->n) {
    cr_assert_eq(joined.count, 0, "%s: an empty trie reports nothing", what);
  } else {
    cr_assert_eq(joined.count, 1, "%s", what);
    const trie_node *top = &whole.nodes[whole.count - 1];
    cr_assert_eq(joined.nodes[0].pathlen, 0);
    cr_assert_eq(joined.nodes[0].bloblen, top->bloblen, "%s", what);
    cr_assert_arr_eq(joined.nodes[0].blob, top->blob, top->bloblen, "%s", what);
  }
  trie_nodes_clear(&whole);
  trie_nodes_clear(&joined);
}

static void joins_of_random_tries(const char *backend, void *unused) {
  rng r = {72};
  static const size_t sizes[] = {2, 3, 16, 100, 2000};
  for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; c++) {
    item_set s = random_items(&r, sizes[c]);
    check_join(&s, backend);
    free_items(&s);
  }
  (void)unused;
}

Test(trie_partitions, joining_the_16_first_nibble_partitions_gives_the_whole_tries_root_and_root_node) {
  for_each_backend(joins_of_random_tries, NULL);
}

Test(trie_partitions, joining_no_partition_gives_the_empty_root_and_reports_nothing) {
  item_set s = {NULL, 0, NULL};
  check_join(&s, "no partition");
}

/* Keys under one first nibble whose partition root is a leaf, an extension,
 * a branch of 32 bytes or more, or a small branch (embedded in the extension
 * the fold makes). */
Test(trie_partitions, joining_one_partition_folds_its_nibble_back_into_its_root) {
  static uint8_t long_value[50];
  static const struct {
    const char *what;
    trie_item items[3];
    size_t n;
  } cases[] = {
    {"a leaf", {{(uint8_t *)"\x5a\xbc", (uint8_t *)"v", 2, 1}}, 1},
    {"a long leaf", {{(uint8_t *)"\x5a\xbc", long_value, 2, 50}}, 1},
    {"a leaf of an odd path", {{(uint8_t *)"\x5a", long_value, 1, 50}}, 1},
    {"an extension", {{(uint8_t *)"\x5a\xb1", long_value, 2, 50}, {(uint8_t *)"\x5a\xb2", long_value, 2, 50}}, 2},
    {"an extension of a small branch", {{(uint8_t *)"\x5a\xb1", (uint8_t *)"v", 2, 1}, {(uint8_t *)"\x5a\xb2", (uint8_t *)"w", 2, 1}}, 2},
    {"a branch", {{(uint8_t *)"\x51", long_value, 1, 50}, {(uint8_t *)"\x52", long_value, 1, 50}}, 2},
    {"a small branch", {{(uint8_t *)"\x51", (uint8_t *)"v", 1, 1}, {(uint8_t *)"\x52", (uint8_t *)"w", 1, 1}}, 2},
    {"a branch with a value", {{(uint8_t *)"\x51", (uint8_t *)"v", 1, 1}, {(uint8_t *)"\x51\x00", long_value, 2, 50}, {(uint8_t *)"\x52", long_value, 1, 50}}, 3},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    item_set s = {(trie_item *)cases[c].items, cases[c].n, NULL};
    check_join(&s, cases[c].what);
  }
}

Test(trie_partitions, joining_two_partitions_gives_the_branch_over_them) {
  static uint8_t long_value[50];
  item_set s = {(trie_item[]){{(uint8_t *)"\x01", (uint8_t *)"v", 1, 1}, {(uint8_t *)"\xf0", long_value, 1, 50}}, 2,
                NULL};
  check_join(&s, "two partitions");
  rng r = {73};
  item_set two = items_beginning_with(&r, 500, (const uint8_t[]){0x31, 0x3f, 0xa0}, 3);
  check_join(&two, "two random partitions");
  free_items(&two);
}

/* Joining the 16 partitions of a prefix gives the prefix's own partition. */
Test(trie_partitions, joining_the_partitions_of_a_longer_prefix_gives_that_prefixs_partition) {
  rng r = {74};
  item_set s = random_items(&r, 3000);
  for (uint8_t nibble = 0; nibble < 16; nibble++) {
    trie_nodes own = {0}, joined = {0};
    uint8_t root[32], join_root[32];
    partition(&s, &nibble, 1, root, &own);
    join(&s, &nibble, 1, join_root, &joined);
    cr_assert_arr_eq(join_root, root, 32, "prefix %u", nibble);
    cr_assert_eq(joined.count, own.count ? 1 : 0);
    if (own.count) {
      const trie_node *top = partition_root(&own, 1);
      cr_assert_eq(joined.nodes[0].pathlen, 1);
      cr_assert_eq(joined.nodes[0].path[0], nibble);
      cr_assert_eq(joined.nodes[0].bloblen, top->bloblen);
      cr_assert_arr_eq(joined.nodes[0].blob, top->blob, top->bloblen);
    }
    trie_nodes_clear(&own);
    trie_nodes_clear(&joined);
  }
  free_items(&s);
}

/* ---- bad input ---- */

Test(trie_partitions, a_key_outside_the_prefix_is_a_prefix_error_that_changes_nothing) {
  static const trie_item good[] = {{(uint8_t *)"\xab\x10", (uint8_t *)"one", 2, 3},
                                   {(uint8_t *)"\xab\x20", (uint8_t *)"two", 2, 3}};
  static const uint8_t prefix[] = {0xa, 0xb};
  kx_trie *t = NULL;
  cr_assert_eq(kx_trie_new_partition(&t, prefix, 2, NULL, NULL), KX_OK);
  cr_assert_eq(kx_trie_update(t, good[0].key, 2, good[0].value, 3), KX_OK);
  cr_assert_eq(kx_trie_update(t, "\xac\x00", 2, "x", 1), KX_ERR_TRIE_KEY_PREFIX, "another second nibble");
  cr_assert_eq(kx_trie_update(t, "\xa0", 1, "x", 1), KX_ERR_TRIE_KEY_PREFIX, "a key before the partition");
  cr_assert_eq(kx_trie_update(t, "", 0, "x", 1), KX_ERR_TRIE_KEY_PREFIX, "a key shorter than the prefix");
  cr_assert_eq(kx_trie_update(t, good[1].key, 2, good[1].value, 3), KX_OK);
  uint8_t root[32], want[32];
  cr_assert_eq(kx_trie_root(t, root), KX_OK);
  kx_trie_free(t);
  item_set s = {(trie_item *)good, 2, NULL};
  partition(&s, prefix, 2, want, NULL);
  cr_assert_arr_eq(root, want, 32);
}

Test(trie_partitions, a_partition_reused_after_its_root_is_a_new_partition_of_the_same_prefix) {
  rng r = {75};
  item_set s = items_beginning_with(&r, 200, (const uint8_t[]){0x70, 0x7f}, 2);
  uint8_t first[32], again[32];
  kx_trie *t = NULL;
  cr_assert_eq(kx_trie_new_partition(&t, (const uint8_t[]){7}, 1, NULL, NULL), KX_OK);
  for (int round = 0; round < 2; round++) {
    for (size_t i = 0; i < s.n; i++)
      cr_assert_eq(kx_trie_update(t, s.items[i].key, s.items[i].keylen, s.items[i].value, s.items[i].valuelen), KX_OK);
    cr_assert_eq(kx_trie_root(t, round ? again : first), KX_OK);
  }
  cr_assert_arr_eq(first, again, 32);
  cr_assert_eq(kx_trie_update(t, "\x80", 1, "x", 1), KX_ERR_TRIE_KEY_PREFIX);
  kx_trie_free(t);
  free_items(&s);
}

Test(trie_partitions, a_bad_prefix_is_an_error_that_allocates_nothing) {
  kx_trie *t = (kx_trie *)&t;
  uint8_t long_prefix[KX_TRIE_PREFIX_MAX + 1] = {0};
  cr_assert_eq(kx_trie_new_partition(&t, NULL, 1, NULL, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_new_partition(NULL, long_prefix, 1, NULL, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_new_partition(&t, long_prefix, KX_TRIE_PREFIX_MAX + 1, NULL, NULL), KX_ERR_BAD_PARAMETER);
  cr_assert_eq(kx_trie_new_partition(&t, (const uint8_t[]){3, 16}, 2, NULL, NULL), KX_ERR_BAD_PARAMETER);
  cr_assert_eq(t, (kx_trie *)&t, "*t unchanged");
  cr_assert_eq(kx_trie_new_partition(&t, long_prefix, KX_TRIE_PREFIX_MAX, NULL, NULL), KX_OK);
  kx_trie_free(t);
  cr_assert_eq(kx_trie_new_partition(&t, NULL, 0, NULL, NULL), KX_OK, "no prefix: the whole trie");
  kx_trie_free(t);
}

Test(trie_partitions, joining_bytes_that_are_not_a_node_is_an_error_that_reports_nothing) {
  static const struct {
    const char *what;
    const char *blob;
    size_t len;
  } bad[] = {
    {"a string", "\x83" "abc", 4},
    {"a list of 3", "\xc3\x01\x02\x03", 4},
    {"a list cut short", "\xc5\x20\x61", 3},
    {"a list longer than its header", "\xc2\x20\x61\x00", 4},
    {"a path that is a list", "\xc3\xc1\x20\x61", 4},
    {"a path of bad flags", "\xc2\x40\x61", 3},
    {"a length of too many bytes", "\xff\x01\x01\x01\x01\x01\x01\x01\x01\x01", 10},
  };
  trie_nodes reported = {0};
  uint8_t root[32];
  for (size_t c = 0; c < sizeof bad / sizeof bad[0]; c++)
    for (unsigned others = 0; others < 2; others++) { /* alone (folded), and beside a good node */
      const uint8_t *blobs[16] = {NULL};
      size_t bloblens[16] = {0};
      blobs[4] = (const uint8_t *)bad[c].blob, bloblens[4] = bad[c].len;
      if (others) blobs[9] = (const uint8_t *)"\xc2\x20\x61", bloblens[9] = 3;
      cr_assert_eq(kx_trie_join_partitions(NULL, 0, blobs, bloblens, trie_nodes_add, &reported, root),
                   KX_ERR_TRIE_BAD_NODE, "%s", bad[c].what);
    }
  cr_assert_eq(reported.count, 0);
  const uint8_t *blobs[16] = {NULL};
  size_t bloblens[16] = {0};
  bloblens[2] = 3;
  cr_assert_eq(kx_trie_join_partitions(NULL, 0, blobs, bloblens, NULL, NULL, root), KX_ERR_NULL_POINTER);
  bloblens[2] = 0;
  cr_assert_eq(kx_trie_join_partitions(NULL, 0, NULL, bloblens, NULL, NULL, root), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_join_partitions(NULL, 0, blobs, bloblens, NULL, NULL, NULL), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_trie_join_partitions(NULL, 1, blobs, bloblens, NULL, NULL, root), KX_ERR_NULL_POINTER);
  uint8_t prefix[KX_TRIE_PREFIX_MAX] = {0};
  cr_assert_eq(kx_trie_join_partitions(prefix, KX_TRIE_PREFIX_MAX, blobs, bloblens, NULL, NULL, root),
               KX_ERR_BAD_PARAMETER);
  cr_assert_eq(kx_trie_join_partitions((const uint8_t[]){17}, 1, blobs, bloblens, NULL, NULL, root),
               KX_ERR_BAD_PARAMETER);
}

/* ---- the secure root on threads ---- */

typedef struct secure_input {
  size_t n;
  const void **keys, **values;
  size_t *keylens, *valuelens;
  uint8_t *bytes;
} secure_input;

/* n keys of 0..40 bytes, one in `repeat_every` a repeat of an earlier key
 * (with a new value), values of 1..100 bytes. */
static secure_input secure_keys(rng *r, size_t n, size_t repeat_every) {
  secure_input in = {n, malloc((n + 1) * sizeof(void *)), malloc((n + 1) * sizeof(void *)),
                     malloc((n + 1) * sizeof(size_t)), malloc((n + 1) * sizeof(size_t)), malloc((n + 1) * 140)};
  uint8_t *at = in.bytes;
  for (size_t i = 0; i < n; i++) {
    if (i && rng_next(r) % repeat_every == 0) {
      size_t earlier = rng_next(r) % i;
      in.keys[i] = in.keys[earlier], in.keylens[i] = in.keylens[earlier];
    } else {
      in.keys[i] = at, in.keylens[i] = rng_next(r) % 41;
      rng_fill(r, at, in.keylens[i]);
      at += in.keylens[i];
    }
    in.values[i] = at, in.valuelens[i] = 1 + rng_next(r) % 100;
    rng_fill(r, at, in.valuelens[i]);
    at += in.valuelens[i];
  }
  return in;
}

static void free_secure_input(secure_input *in) {
  free(in->keys), free(in->values), free(in->keylens), free(in->valuelens), free(in->bytes);
}

static void threaded_equals_serial(const char *backend, void *unused) {
  (void)unused;
  rng r = {76};
  static const size_t sizes[] = {0, 1, 2, 17, 300, 4095, 4096, 4097, 16384, 60000};
  for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; c++) {
    secure_input in = secure_keys(&r, sizes[c], 50);
    uint8_t serial[32], threaded[32], automatic[32];
    cr_assert_eq(kx_trie_secure_root_on(1, in.n, in.keys, in.keylens, in.values, in.valuelens, serial), KX_OK);
    for (size_t threads = 2; threads <= 17; threads += 15) { /* 17: more threads than partitions */
      cr_assert_eq(kx_trie_secure_root_on(threads, in.n, in.keys, in.keylens, in.values, in.valuelens, threaded),
                   KX_OK);
      cr_assert_arr_eq(threaded, serial, 32, "%s: %zu keys on %zu threads", backend, in.n, threads);
    }
    cr_assert_eq(kx_trie_secure_root(in.n, in.keys, in.keylens, in.values, in.valuelens, automatic), KX_OK);
    cr_assert_arr_eq(automatic, serial, 32, "%s: %zu keys", backend, in.n);
    free_secure_input(&in);
  }
}

Test(trie_partitions, secure_root_on_threads_equals_the_one_thread_root_around_and_above_the_threshold) {
  for_each_backend(threaded_equals_serial, NULL);
}

/* The serial root itself is checked against the reference trie in test_trie.c;
 * here a repeated key among many keys, on threads. */
Test(trie_partitions, secure_root_on_threads_keeps_the_last_value_of_a_repeated_key) {
  rng r = {77};
  secure_input in = secure_keys(&r, 20000, 1000000);
  uint8_t once[32], twice[32];
  cr_assert_eq(kx_trie_secure_root_on(2, in.n, in.keys, in.keylens, in.values, in.valuelens, once), KX_OK);
  /* key 10 given again last with key 10's value, after a first value of its own */
  const void *first = in.values[10];
  size_t firstlen = in.valuelens[10];
  in.keys[in.n] = in.keys[10], in.keylens[in.n] = in.keylens[10];
  in.values[in.n] = first, in.valuelens[in.n] = firstlen;
  in.values[10] = "an earlier value", in.valuelens[10] = 16;
  cr_assert_eq(kx_trie_secure_root_on(2, in.n + 1, in.keys, in.keylens, in.values, in.valuelens, twice), KX_OK);
  cr_assert_arr_eq(twice, once, 32);
  free_secure_input(&in);
}

/* A vector's text as bytes: 0x and hex, or the characters themselves. */
static uint8_t *vector_bytes(const char *text, size_t *len) {
  if (text[0] == '0' && text[1] == 'x') return text[2] ? hex_decode(text + 2, len) : (*len = 0, malloc(1));
  *len = strlen(text);
  uint8_t *copy = malloc(*len + 1);
  memcpy(copy, text, *len);
  return copy;
}

/* The any-order vectors: "in" an object of keys and values. */
static void secure_vectors_on_threads(const char *file) {
  json *cases = json_read_vector(file);
  for (size_t c = 0; c < cases->count; c++) {
    const json *in = json_member(&cases->members[c], "in");
    cr_assert_eq(in->kind, JSON_OBJECT);
    size_t n = in->count;
    const void **keys = malloc((n + 1) * sizeof(void *)), **values = malloc((n + 1) * sizeof(void *));
    size_t *keylens = malloc((n + 1) * sizeof(size_t)), *valuelens = malloc((n + 1) * sizeof(size_t));
    for (size_t i = 0; i < n; i++) {
      keys[i] = vector_bytes(in->names[i], &keylens[i]);
      values[i] = vector_bytes(in->members[i].text, &valuelens[i]);
    }
    uint8_t root[32];
    cr_assert_eq(kx_trie_secure_root_on(2, n, keys, keylens, values, valuelens, root), KX_OK);
    size_t len;
    uint8_t *want = hex_decode(json_member(&cases->members[c], "root")->text + 2, &len);
    cr_assert_arr_eq(root, want, 32, "%s", cases->names[c]);
    free(want);
    for (size_t i = 0; i < n; i++) free((void *)keys[i]), free((void *)values[i]);
    free(keys), free(values), free(keylens), free(valuelens);
  }
  json_free(cases);
}

Test(trie_partitions, secure_root_on_threads_gives_the_roots_of_the_secure_vectors) {
  secure_vectors_on_threads("ethereum-trie/trieanyorder_secureTrie.json");
  secure_vectors_on_threads("ethereum-trie/hex_encoded_securetrie_test.json");
}
