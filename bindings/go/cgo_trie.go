// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// With cgo, a StackTrie is the C library's kx_trie. A crossing costs about
// as much as hashing a short node, so updates do not cross one by one: keys
// and values are copied one after another into an arena on the Go side and
// cross in groups, added by one kxgo_trie_update_many call. Go checks the
// order and the values itself, so that Update returns its error at once.
// The committed nodes do not call back into Go either (a cgo callback costs
// more than a crossing): the C side records them end to end in a buffer of
// its own, which Go reads after each crossing, calling onNode in the order
// the library committed them.

/*
#cgo noescape kxgo_trie_update_many
#cgo nocallback kxgo_trie_update_many
#cgo noescape kxgo_trie_root
#cgo nocallback kxgo_trie_root
#cgo nocallback kxgo_trie_new
#cgo nocallback kxgo_trie_free

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "keccakx.h"

// A trie and the nodes it committed during the current crossing, each
// recorded as its path length and blob length (8 bytes each, little-endian),
// its hash, its path and its blob.
typedef struct {
	kx_trie *trie;
	uint8_t *nodes;
	size_t len, cap;
	int root_only;
	size_t root_pathlen;
	int out_of_memory;
} kxgo_trie;

#define KXGO_TRIE_NODES_START 65536

static void kxgo_put_length(uint8_t *p, size_t n) {
	for (int i = 0; i < 8; i++) p[i] = (uint8_t)((uint64_t)n >> (8 * i));
}

static void kxgo_trie_record(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                             const uint8_t *blob, size_t bloblen) {
	kxgo_trie *g = user;
	size_t need = 16 + 32 + pathlen + bloblen;
	if (g->out_of_memory || (g->root_only && pathlen != g->root_pathlen)) return;
	if (g->cap - g->len < need) {
		size_t cap = g->cap ? g->cap : KXGO_TRIE_NODES_START;
		while (cap - g->len < need) cap *= 2;
		uint8_t *nodes = realloc(g->nodes, cap);
		if (!nodes) {
			g->out_of_memory = 1;
			return;
		}
		g->nodes = nodes;
		g->cap = cap;
	}
	uint8_t *p = g->nodes + g->len;
	kxgo_put_length(p, pathlen);
	kxgo_put_length(p + 8, bloblen);
	memcpy(p + 16, hash, 32);
	if (pathlen) memcpy(p + 48, path, pathlen);
	memcpy(p + 48 + pathlen, blob, bloblen);
	g->len += need;
}

// A partition of the keys beginning with prefix (the whole trie for none)
// whose committed nodes are recorded when record is set, only its root when
// root_only is set too.
static kxgo_trie *kxgo_trie_new(int record, int root_only, const uint8_t *prefix, size_t prefixlen) {
	kxgo_trie *g = calloc(1, sizeof *g);
	if (!g) return NULL;
	g->root_only = root_only;
	g->root_pathlen = prefixlen;
	if (kx_trie_new_partition(&g->trie, prefix, prefixlen, record ? kxgo_trie_record : NULL, g) != KX_OK) {
		free(g);
		return NULL;
	}
	return g;
}

static void kxgo_trie_free(kxgo_trie *g) {
	kx_trie_free(g->trie);
	free(g->nodes);
	free(g);
}

// Adds n keys and values laid end to end in data: key i is lens[2i] bytes,
// then its value lens[2i+1]. The nodes recorded before are dropped: Go has
// read them.
static int kxgo_trie_update_many(kxgo_trie *g, const uint8_t *data, const size_t *lens, size_t n) {
	g->len = 0;
	for (size_t i = 0; i < n; i++) {
		const uint8_t *key = data, *value = data + lens[2 * i];
		int rc = kx_trie_update(g->trie, key, lens[2 * i], value, lens[2 * i + 1]);
		if (rc != KX_OK) return rc;
		data = value + lens[2 * i + 1];
	}
	return g->out_of_memory ? KX_ERR_OUT_OF_MEMORY : KX_OK;
}

static int kxgo_trie_root(kxgo_trie *g, uint8_t *root) {
	g->len = 0;
	int rc = kx_trie_root(g->trie, root);
	return rc == KX_OK && g->out_of_memory ? KX_ERR_OUT_OF_MEMORY : rc;
}
*/
import "C"

import (
	"bytes"
	"encoding/binary"
	"runtime"
	"unsafe"
)

// A group crosses when its keys and values reach trieGroupBytes or it holds
// trieGroupKeys updates.
const (
	trieGroupBytes = 64 << 10
	trieGroupKeys  = 1024
)

type stackTrieCore struct {
	onNode   func(path []byte, hash [32]byte, blob []byte)
	rootOnly bool
	prefix   []byte       // a partition's: the nibbles every key begins with
	c        *C.kxgo_trie // allocated at the first crossing, freed by a cleanup

	data    []byte     // the group's keys and values, end to end
	lengths []C.size_t // their lengths, key then value
	last    []byte     // the last key taken
	started bool
	inC     bool // keys have crossed since the C trie was last emptied
}

// newStackTrieCore returns an empty trie that reports its committed nodes to
// onNode, or only its root when rootOnly.
func newStackTrieCore(onNode func(path []byte, hash [32]byte, blob []byte), rootOnly bool) stackTrieCore {
	return stackTrieCore{onNode: onNode, rootOnly: rootOnly}
}

// newPartitionCore returns an empty partition of the keys beginning with
// prefix (nibbles, checked by the caller, as are the keys given to update)
// that reports its committed nodes to onNode.
func newPartitionCore(onNode func(path []byte, hash [32]byte, blob []byte), prefix []byte) stackTrieCore {
	return stackTrieCore{onNode: onNode, prefix: prefix}
}

func (t *stackTrieCore) update(key, value []byte) error {
	switch {
	case len(value) == 0:
		return errTrieEmptyValue
	case t.started && bytes.Compare(t.last, key) >= 0:
		return errTrieKeyOrder
	}
	t.last, t.started = append(t.last[:0], key...), true
	t.data = append(append(t.data, key...), value...)
	t.lengths = append(t.lengths, C.size_t(len(key)), C.size_t(len(value)))
	if len(t.data) >= trieGroupBytes || len(t.lengths) >= 2*trieGroupKeys {
		t.cross()
	}
	return nil
}

// cross adds the group to the C trie and reports the nodes it committed.
func (t *stackTrieCore) cross() {
	if len(t.lengths) == 0 {
		return
	}
	t.allocate()
	must(C.kxgo_trie_update_many(t.c, bytePtr(t.data), &t.lengths[0], C.size_t(len(t.lengths)/2)))
	t.data, t.lengths, t.inC = t.data[:0], t.lengths[:0], true
	t.report()
}

func (t *stackTrieCore) finish() (root [32]byte) {
	t.cross()
	t.allocate()
	must(C.kxgo_trie_root(t.c, (*C.uint8_t)(&root[0])))
	t.report()
	t.started, t.inC = false, false
	return root
}

// reset drops the keys not yet crossed and empties the C trie, which has no
// other way to be emptied than to commit what it holds (unreported).
func (t *stackTrieCore) reset() {
	if t.inC {
		var root [32]byte
		must(C.kxgo_trie_root(t.c, (*C.uint8_t)(&root[0])))
	}
	t.data, t.lengths, t.started, t.inC = t.data[:0], t.lengths[:0], false, false
}

func (t *stackTrieCore) allocate() {
	if t.c != nil {
		return
	}
	record := C.int(0)
	if t.onNode != nil {
		record = 1
	}
	if t.c = C.kxgo_trie_new(record, cbool(t.rootOnly), bytePtr(t.prefix), C.size_t(len(t.prefix))); t.c == nil {
		panic(libError(C.KX_ERR_OUT_OF_MEMORY))
	}
	runtime.AddCleanup(t, func(c *C.kxgo_trie) { C.kxgo_trie_free(c) }, t.c)
}

// report calls onNode for each node recorded during the last crossing.
func (t *stackTrieCore) report() {
	if t.onNode == nil || t.c.len == 0 {
		return
	}
	nodes := unsafe.Slice((*byte)(unsafe.Pointer(t.c.nodes)), t.c.len)
	for len(nodes) > 0 {
		pathLen := int(binary.LittleEndian.Uint64(nodes))
		blobLen := int(binary.LittleEndian.Uint64(nodes[8:]))
		hash := [32]byte(nodes[16:48])
		path := nodes[48 : 48+pathLen]
		blob := nodes[48+pathLen : 48+pathLen+blobLen]
		nodes = nodes[48+pathLen+blobLen:]
		t.onNode(path, hash, blob)
	}
}
