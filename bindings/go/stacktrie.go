// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "errors"

// StackTrie computes the root of an Ethereum Merkle-Patricia trie (the
// yellow paper's, as go-ethereum's trie.StackTrie) from keys given in
// increasing order, keeping in memory only the nodes on the path of the last
// key. Completed nodes are hashed several at a time with the batch kernels
// (as Keccak256Many), which is where it gains over a trie that hashes one
// node at a time.
//
// It behaves as go-ethereum's trie.StackTrie: the same roots, the same errors
// for an empty value and a key out of order, and the same committed nodes
// reported to the callback. Unlike it, a StackTrie takes an empty key and a
// key that is a prefix of a later key (its value then sits in a branch node,
// as the yellow paper defines), where go-ethereum's panics.
//
// Its Hash method and Update and Reset make it a go-ethereum
// types.TrieHasher through a three-line adapter that returns a common.Hash
// (see docs/getting-started-go.md). A StackTrie is not safe for concurrent
// use.
//
// The zero StackTrie is an empty trie without callback, ready to use.
type StackTrie struct {
	core   stackTrieCore // first: its address is the StackTrie's (see cgo_trie.go)
	root   [32]byte
	hashed bool
}

var (
	errTrieEmptyValue = errors.New("trying to insert empty (deletion)")
	errTrieKeyOrder   = errors.New("non-ascending key order")
	errTrieHashed     = errors.New("keccakx: StackTrie: Update after Hash (Reset it first)")
)

// NewStackTrie returns an empty StackTrie. onTrieNode, if not nil, is called
// for every node the trie commits, as go-ethereum's OnTrieNode: each node
// whose RLP encoding is 32 bytes or more, and the root (unless the trie is
// empty), with its nibble path from the root (one nibble a byte), its
// Keccak-256 hash and its RLP encoding. The set of nodes is go-ethereum's; a
// node is always reported after every node below it. path and blob are valid
// during the call only.
func NewStackTrie(onTrieNode func(path []byte, hash [32]byte, blob []byte)) *StackTrie {
	return &StackTrie{core: newStackTrieCore(onTrieNode, false)}
}

// Update adds a key and its value. Keys must be strictly increasing
// (bytewise) and values non-empty: otherwise Update returns an error and
// the trie stays as it was. The trie keeps copies of key and value.
func (t *StackTrie) Update(key, value []byte) error {
	if t.hashed {
		return errTrieHashed
	}
	return t.core.update(key, value)
}

// Hash commits the nodes left and returns the root: Keccak-256 of 0x80 for
// an empty trie. Calling it again returns the same root; Reset makes the trie
// empty for reuse.
func (t *StackTrie) Hash() [32]byte {
	if !t.hashed {
		t.root, t.hashed = t.core.finish(), true
	}
	return t.root
}

// Reset empties the trie, keeping its callback and its memory for reuse.
func (t *StackTrie) Reset() {
	t.core.reset()
	t.hashed = false
}
