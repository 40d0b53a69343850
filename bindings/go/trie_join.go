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
