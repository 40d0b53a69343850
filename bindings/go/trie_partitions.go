// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// A large trie is built on several goroutines, as go-ethereum's
// PartialStackTrie builds one: the keys starting with each nibble make a
// subtrie of their own, built by a trie of its own, and the root is the
// branch over the 16 of them. Each partition's trie reports its root node
// only; that node (a leaf or an extension, its keys sharing their first
// nibble) with that nibble removed is the branch's child.

// partitionedKeys is the fewest keys SecureTrieRoot builds on goroutines:
// below, starting them costs more than the partitions' work gains.
const partitionedKeys = 16384

// partitionTrie is a trie that keeps the RLP of its root node.
type partitionTrie struct {
	StackTrie
	root []byte
}

var partitionTries = sync.Pool{New: func() any {
	p := new(partitionTrie)
	p.core = newStackTrieCore(func(_ []byte, _ [32]byte, blob []byte) { p.root = append(p.root[:0], blob...) }, true)
	return p
}}

// partitionedRoot returns the root of the trie whose keys starting with each
// nibble are those partition returns for it (increasing, each at least one
// byte; at least two nibbles with keys), built on up to threads goroutines,
// each calling partition for the next nibble until none is left.
func partitionedRoot(threads int, partition func(nibble int) (keys, values [][]byte)) [32]byte {
	var children [16][]byte
	var next atomic.Int32
	var wg sync.WaitGroup
	for range min(threads, 16) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for nibble := int(next.Add(1) - 1); nibble < 16; nibble = int(next.Add(1) - 1) {
				if keys, values := partition(nibble); len(keys) > 0 {
					children[nibble] = partitionChild(keys, values)
				}
			}
		}()
	}
	wg.Wait()
	size := 1
	for _, c := range children {
		size += max(len(c), 1)
	}
	branch := appendRLPHeader(make([]byte, 0, 3+size), 0xc0, size)
	for _, c := range children {
		if c == nil {
			c = []byte{0x80}
		}
		branch = append(branch, c...)
	}
	return Keccak256Hash(append(branch, 0x80))
}

// partitionChild builds the trie of keys sharing their first nibble and
// returns how the branch above refers to its node one nibble down.
func partitionChild(keys, values [][]byte) []byte {
	p := partitionTries.Get().(*partitionTrie)
	defer partitionTries.Put(p)
	p.Reset()
	for i := range keys {
		if err := p.Update(keys[i], values[i]); err != nil {
			panic("keccakx: partitionChild: " + err.Error()) // the caller gives sorted, distinct keys and non-empty values
		}
	}
	p.Hash()
	return withoutFirstNibble(p.root)
}

// withoutFirstNibble turns root, the RLP of a leaf or extension node, into
// the reference to the node one nibble down: the same node with its key one
// nibble shorter, or for an extension of one nibble its child.
func withoutFirstNibble(root []byte) []byte {
	header, size := rlpItem(root)
	items := root[header : header+size]
	header, size = rlpItem(items)
	hexPrefix, second := items[header:header+size], items[header+size:]
	leaf, nibbles := hexPrefix[0]&0x20 != 0, appendNibbles(nil, hexPrefix[1:])
	if hexPrefix[0]&0x10 != 0 {
		nibbles = append([]byte{hexPrefix[0] & 0x0f}, nibbles...)
	}
	rest := nibbles[1:]
	if !leaf && len(rest) == 0 {
		return slices.Clone(second) // root goes back to the pool
	}
	size = hexPrefixStringSize(len(rest)) + len(second)
	node := appendRLPHeader(nil, 0xc0, size)
	node = append(appendHexPrefixString(node, rest, leaf), second...)
	if len(node) < 32 {
		return node
	}
	hash := Keccak256Hash(node)
	return appendRLPString(nil, hash[:])
}

// rlpItem returns the header length and payload length of the RLP item
// starting b (a single byte below 0x80 is its own payload, without header).
func rlpItem(b []byte) (header, size int) {
	switch first := b[0]; {
	case first < 0x80:
		return 0, 1
	case first <= 0xb7:
		return 1, int(first - 0x80)
	case first < 0xc0:
		return 1 + int(first-0xb7), bigEndianInt(b[1 : 1+int(first-0xb7)])
	case first <= 0xf7:
		return 1, int(first - 0xc0)
	default:
		return 1 + int(first-0xf7), bigEndianInt(b[1 : 1+int(first-0xf7)])
	}
}

func bigEndianInt(b []byte) int {
	n := 0
	for _, x := range b {
		n = n<<8 | int(x)
	}
	return n
}

// secureThreads is how many goroutines SecureTrieRoot builds n keys on.
func secureThreads(n int) int {
	if n < partitionedKeys {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}
