/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The ordered trie of a block's transactions, receipts or withdrawals, in one
 * call; and the checks of values that the secure trie shares (roots.h). */
#include "keccakx.h"
#include "roots.h"
#include "stack_trie.h"

int kx_trie_check_values(size_t n, const void *const values[], const size_t valuelens[]) {
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
  int error = kx_trie_check_values(n, values, valuelens);
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
