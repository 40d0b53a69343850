// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// With cgo, partitions are joined by the C library's kx_trie_join_partitions.
// cgo forbids passing Go memory that holds Go pointers (the table of the 16
// blobs), so the blobs cross end to end in one buffer, with their lengths,
// and the C side rebuilds the table. The node it reports is copied into a
// buffer that Go gives, large enough for any: a branch over 16 hashes, or a
// lone partition's root one nibble longer.

/*
#cgo noescape kxgo_trie_join
#cgo nocallback kxgo_trie_join

#include <stdint.h>
#include <string.h>
#include "keccakx.h"

typedef struct {
	uint8_t *node;
	size_t cap, len;
} kxgo_join_node;

static void kxgo_join_record(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                             const uint8_t *blob, size_t len) {
	kxgo_join_node *n = user;
	(void)path, (void)pathlen, (void)hash;
	if (len <= n->cap) memcpy(n->node, blob, len);
	n->len = len;
}

// Joins the 16 partition roots laid end to end in data, root i lens[i]
// bytes (0 for none), and writes the node reported to node (cap bytes) and
// its length to *nodelen, when node is not NULL.
static int kxgo_trie_join(const uint8_t *prefix, size_t prefixlen, const uint8_t *data, const size_t *lens,
                          uint8_t *node, size_t cap, size_t *nodelen, uint8_t *root) {
	const uint8_t *blobs[16];
	for (int i = 0; i < 16; i++) {
		blobs[i] = lens[i] ? data : NULL;
		data += lens[i];
	}
	kxgo_join_node n = {node, cap, 0};
	int rc = kx_trie_join_partitions(prefix, prefixlen, blobs, lens, node ? kxgo_join_record : NULL, &n, root);
	*nodelen = n.len;
	return rc;
}
*/
import "C"

func joinPartitions(prefix []byte, children *[16][]byte, onNode func(path []byte, hash [32]byte, blob []byte)) ([32]byte, error) {
	var lens [16]C.size_t
	size, largest := 0, 0
	for i, child := range children {
		lens[i] = C.size_t(len(child))
		size, largest = size+len(child), max(largest, len(child))
	}
	data := make([]byte, 0, size)
	for _, child := range children {
		data = append(data, child...)
	}
	var node []byte
	if onNode != nil {
		// A branch: a 3-byte header, 16 references of up to 33 bytes, the
		// empty value; a folded leaf or extension: at most 3 bytes more than
		// the partition's root (its path a byte longer and given a header
		// where a lone flags byte had none, its list header a byte longer).
		node = make([]byte, max(3+16*33+1, largest+3))
	}
	var root [32]byte
	var nodeLen C.size_t
	rc := C.kxgo_trie_join(bytePtr(prefix), C.size_t(len(prefix)), bytePtr(data), &lens[0],
		bytePtr(node), C.size_t(len(node)), &nodeLen, (*C.uint8_t)(&root[0]))
	switch {
	case rc == C.KX_ERR_TRIE_BAD_NODE:
		return [32]byte{}, ErrNotATrieNode
	case rc != C.KX_OK:
		panic(libError(int(rc)))
	}
	if onNode != nil && nodeLen > 0 {
		if int(nodeLen) > len(node) {
			panic("keccakx: JoinPartitions: the joined node is larger than foreseen")
		}
		onNode(prefix, root, node[:nodeLen])
	}
	return root, nil
}
