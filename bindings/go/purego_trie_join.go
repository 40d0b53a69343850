// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

// Without cgo, partitions are joined here, in Go, as the C library's
// kx_trie_join_partitions joins them.

// trieNode is a node as a partition reports it: a branch, or a leaf or an
// extension with its hex-prefix path and its second item.
type trieNode struct {
	branch       bool
	path, second []byte
}

func joinPartitions(prefix []byte, children *[16][]byte, onNode func(path []byte, hash [32]byte, blob []byte)) ([32]byte, error) {
	populated, last := 0, 0
	var lone trieNode
	for i, child := range children {
		if len(child) == 0 {
			continue
		}
		node, ok := parseTrieNode(child)
		if !ok {
			return [32]byte{}, ErrNotATrieNode
		}
		populated, last, lone = populated+1, i, node
	}
	var root []byte
	switch populated {
	case 0:
		return emptyTrieRoot, nil
	case 1:
		root = foldPartition(byte(last), children[last], lone)
	default:
		root = branchOver(children)
	}
	hash := Keccak256Hash(root)
	if onNode != nil {
		onNode(prefix, hash, root)
	}
	return hash, nil
}

// branchOver encodes the branch node whose children are the nodes given
// (nil for none), without a value.
func branchOver(children *[16][]byte) []byte {
	var refs [16][]byte
	size := 1
	for i, child := range children {
		if refs[i] = child; len(child) >= 32 {
			hash := Keccak256Hash(child)
			refs[i] = appendRLPString(make([]byte, 0, 33), hash[:])
		}
		size += max(len(refs[i]), 1)
	}
	branch := appendRLPHeader(make([]byte, 0, 3+size), 0xc0, size)
	for _, ref := range refs {
		if len(ref) == 0 {
			ref = []byte{0x80}
		}
		branch = append(branch, ref...)
	}
	return append(branch, 0x80)
}

// foldPartition returns the node one nibble above the lone partition
// nibble's root: a leaf or an extension with the nibble in front of its
// path, or an extension of the nibble above a branch.
func foldPartition(nibble byte, blob []byte, node trieNode) []byte {
	path, leaf, second := []byte{nibble}, false, blob
	if !node.branch {
		leaf, second = node.path[0]&0x20 != 0, node.second
		if node.path[0]&0x10 != 0 {
			path = append(path, node.path[0]&0x0f)
		}
		path = appendNibbles(path, node.path[1:])
	} else if len(blob) >= 32 {
		hash := Keccak256Hash(blob)
		second = appendRLPString(nil, hash[:])
	}
	size := hexPrefixStringSize(len(path)) + len(second)
	folded := appendRLPHeader(make([]byte, 0, rlpHeaderSize(size)+size), 0xc0, size)
	return append(appendHexPrefixString(folded, path, leaf), second...)
}

// parseTrieNode reads blob as one RLP list of 17 items, or of 2 whose first
// is a hex-prefix path (a flag nibble of 0 to 3, its low half 0 when the
// path is even).
func parseTrieNode(blob []byte) (node trieNode, ok bool) {
	header, payload, list, ok := rlpItemIn(blob)
	if !ok || !list || header+payload != len(blob) {
		return trieNode{}, false
	}
	items := 0
	for rest := blob[header:]; len(rest) > 0; {
		h, p, itemList, ok := rlpItemIn(rest)
		if items++; !ok || items > 17 {
			return trieNode{}, false
		}
		switch items {
		case 1:
			node.path = rest[h : h+p]
			if itemList || p == 0 || node.path[0]>>4 > 3 || (node.path[0]&0x10 == 0 && node.path[0]&0x0f != 0) {
				node.path = nil
			}
		case 2:
			node.second = rest[:h+p]
		}
		rest = rest[h+p:]
	}
	node.branch = items == 17
	return node, node.branch || (items == 2 && node.path != nil)
}

// rlpItemIn returns the header and payload lengths of the RLP item that
// starts b and whether it is a list; ok is false when b is empty or the item
// runs past its end. A single byte below 0x80 is its own payload.
func rlpItemIn(b []byte) (header, payload int, list, ok bool) {
	if len(b) == 0 {
		return 0, 0, false, false
	}
	first := b[0]
	list = first >= 0xc0
	base := byte(0x80)
	if list {
		base = 0xc0
	}
	switch {
	case first < 0x80:
		return 0, 1, false, true
	case first <= base+55:
		header, payload = 1, int(first-base)
	default:
		n := int(first - base - 55)
		if n > 7 || n >= len(b) {
			return 0, 0, list, false
		}
		header = 1 + n
		for _, x := range b[1 : 1+n] {
			payload = payload<<8 | int(x)
		}
	}
	return header, payload, list, payload <= len(b)-header
}
