// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "errors"

// ErrNotATrieNode is the error of JoinPartitions for bytes that are not the
// RLP of a trie node: one list of 17 items (a branch), or of 2 whose first is
// a hex-prefix path (a leaf or an extension).
var ErrNotATrieNode = errors.New("keccakx: JoinPartitions: not the RLP of a trie node")

// JoinPartitions returns the root of the trie whose 16 first-nibble
// partitions have the root nodes children: children[i] is the blob that the
// PartialStackTrie of nibble i (as go-ethereum's) reported at len(path) == 1,
// nil for an empty partition. onTrieNode, if not nil, is called for the root
// node, at an empty path, as a StackTrie of all the keys would: the branch
// over two or more partitions; for a single partition, its root with the
// nibble put back in front of its path (an extension of the nibble above a
// branch); for none, no call, and the empty trie's root (Keccak-256 of
// 0x80). A trie with the empty key is not joined this way: that key is in
// no partition. It returns ErrNotATrieNode, and calls nothing, when a child
// is not a node.
func JoinPartitions(children [16][]byte, onTrieNode func(path []byte, hash [32]byte, blob []byte)) ([32]byte, error) {
	return joinPartitions(nil, &children, onTrieNode)
}

// JoinPartitionsAt joins the 16 partitions of prefix (nibbles, as
// NewPartialStackTrieAt's), children[i] the root node of the partition of
// prefix followed by nibble i, as its PartialStackTrie reported it at
// len(path) == len(prefix)+1. It returns what Hash of the PartialStackTrie of
// prefix with all their keys would, and reports the node that one would
// report last, at path = prefix. An empty prefix joins a whole trie, as
// JoinPartitions. It panics for a prefix of 64 nibbles or more (its
// partitions' would be over 64) and for a nibble over 15.
func JoinPartitionsAt(prefix []byte, children [16][]byte, onTrieNode func(path []byte, hash [32]byte, blob []byte)) ([32]byte, error) {
	checkTriePrefix(prefix, trieMaxPrefix-1)
	return joinPartitions(prefix, &children, onTrieNode)
}

// emptyTrieRoot is Keccak-256 of the RLP of the empty string (0x80).
var emptyTrieRoot = [32]byte{
	0x56, 0xe8, 0x1f, 0x17, 0x1b, 0xcc, 0x55, 0xa6, 0xff, 0x83, 0x45, 0xe6, 0x92, 0xc0, 0xf8, 0x6e,
	0x5b, 0x48, 0xe0, 0x1b, 0x99, 0x6c, 0xad, 0xc0, 0x01, 0x62, 0x2f, 0xb5, 0xe3, 0x63, 0xb4, 0x21,
}

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
