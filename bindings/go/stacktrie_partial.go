// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"errors"
	"strconv"
)

// PartialStackTrie builds one partition of a trie: the subtrie of the keys
// beginning with given nibbles (its prefix), as go-ethereum's
// trie.PartialStackTrie. A large trie is built as its 16 first-nibble
// partitions, each on a goroutine of its own, joined by JoinPartitions.
//
// Its nodes are the whole trie's nodes under the prefix, reported to the
// callback with their paths from the whole trie's root (prefix included), and
// its root: the node at path = prefix, the trie of the keys without the
// prefix, reported whatever its size (the whole trie embeds it in its parent
// when under 32 bytes, and does not report it then). Hash is Keccak-256 of
// that node. That node, not its hash, is what JoinPartitions needs: keep the
// blob reported at len(path) == len(prefix).
//
// It is built as a StackTrie, with or without cgo, and takes the same keys,
// in increasing order. A PartialStackTrie is not safe for concurrent use.
// The zero PartialStackTrie has no prefix: its methods panic.
type PartialStackTrie struct {
	trie StackTrie // its core's address is the partition's (see cgo_trie.go)
}

// panicZeroPartialStackTrie is what a zero PartialStackTrie says: a
// partition has a prefix of one nibble or more.
const panicZeroPartialStackTrie = "keccakx: zero PartialStackTrie: make one with NewPartialStackTrie or NewPartialStackTrieAt"

func (p *PartialStackTrie) checkMade() {
	if len(p.trie.core.prefix) == 0 {
		panic(panicZeroPartialStackTrie)
	}
}

// ErrKeyOutsidePartition is the error of a PartialStackTrie's Update for a
// key that does not begin with the partition's prefix.
var ErrKeyOutsidePartition = errors.New("keccakx: PartialStackTrie: unexpected key prefix")

// NewPartialStackTrie returns the empty partition of the keys whose first
// nibble is nibble (their first byte's high half), as go-ethereum's
// trie.NewPartialStackTrie. onTrieNode, if not nil, is called as a
// StackTrie's, with the nibble in front of every path. It panics for a
// nibble over 15.
func NewPartialStackTrie(nibble byte, onTrieNode func(path []byte, hash [32]byte, blob []byte)) *PartialStackTrie {
	return NewPartialStackTrieAt([]byte{nibble}, onTrieNode)
}

// NewPartialStackTrieAt returns the empty partition of the keys beginning
// with prefix: nibbles, one a byte, each 0 to 15, a key's first byte making
// its first two. It panics for an empty prefix (a partition of the whole
// trie is a StackTrie), for a prefix of more than 64 nibbles (a Keccak-256
// key's), and for a nibble over 15. The trie keeps a copy of prefix.
func NewPartialStackTrieAt(prefix []byte, onTrieNode func(path []byte, hash [32]byte, blob []byte)) *PartialStackTrie {
	if len(prefix) == 0 {
		panic("keccakx: NewPartialStackTrieAt: empty prefix")
	}
	checkTriePrefix(prefix, trieMaxPrefix)
	return &PartialStackTrie{trie: StackTrie{core: newPartitionCore(onTrieNode, bytes.Clone(prefix))}}
}

// trieMaxPrefix is the most nibbles of a partition's prefix: a Keccak-256 key's.
const trieMaxPrefix = 64

// checkTriePrefix panics when prefix is longer than max nibbles or holds a
// value over 15.
func checkTriePrefix(prefix []byte, max int) {
	if len(prefix) > max {
		panic("keccakx: trie partition prefix of " + strconv.Itoa(len(prefix)) + " nibbles, over " + strconv.Itoa(max))
	}
	for _, n := range prefix {
		if n > 15 {
			panic("keccakx: trie partition prefix nibble " + strconv.Itoa(int(n)) + ", over 15")
		}
	}
}

// Update adds a key and its value: the whole key, prefix included. It
// returns an error, and the trie stays as it was, for an empty value and a
// key out of order (those of a StackTrie), and ErrKeyOutsidePartition for a
// key that does not begin with the prefix. A key of exactly the prefix's
// nibbles is taken: its value is in the partition's root. The trie keeps
// copies of key and value.
func (p *PartialStackTrie) Update(key, value []byte) error {
	p.checkMade()
	if len(value) == 0 {
		return errTrieEmptyValue
	}
	if !hasNibblePrefix(key, p.trie.core.prefix) {
		return ErrKeyOutsidePartition
	}
	return p.trie.Update(key, value)
}

// hasNibblePrefix says whether key's nibbles begin with prefix.
func hasNibblePrefix(key, prefix []byte) bool {
	if 2*len(key) < len(prefix) {
		return false
	}
	for i, n := range prefix {
		if key[i/2]>>(4*(1-i%2))&0x0f != n {
			return false
		}
	}
	return true
}

// Hash commits the nodes left and returns Keccak-256 of the partition's root
// node: Keccak-256 of 0x80 for an empty partition, which reports no node.
// Calling it again returns the same hash; Reset makes the partition empty
// for reuse, as a StackTrie.
func (p *PartialStackTrie) Hash() [32]byte {
	p.checkMade()
	return p.trie.Hash()
}

// Reset empties the partition, keeping its prefix, its callback and its
// memory for reuse.
func (p *PartialStackTrie) Reset() {
	p.checkMade()
	p.trie.Reset()
}
