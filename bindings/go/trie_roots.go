// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"slices"
	"sync"
)

// rootTries keeps the tries of OrderedTrieRoot and SecureTrieRoot for the
// next call: with cgo, each holds the C trie's queue (about 1 MiB).
var rootTries = sync.Pool{New: func() any { return new(StackTrie) }}

func withRootTrie(build func(t *StackTrie) error) ([32]byte, error) {
	t := rootTries.Get().(*StackTrie)
	defer rootTries.Put(t)
	t.Reset()
	if err := build(t); err != nil {
		return [32]byte{}, err
	}
	return t.Hash(), nil
}

// OrderedTrieRoot returns the root of the trie whose keys are the RLP
// encodings of 0 .. len(values)-1, value i under key i: the transaction,
// receipt and withdrawal roots of a block, as go-ethereum's types.DeriveSha
// computes them. An empty value leaves its key out, as DeriveSha does.
func OrderedTrieRoot(values [][]byte) [32]byte {
	root, _ := withRootTrie(func(t *StackTrie) error {
		var key [9]byte
		// RLP(1) .. RLP(127) are single bytes below RLP(0) = 0x80, and the
		// multi-byte encodings of 128 up follow it in order.
		for i := range len(values) {
			j := i + 1
			switch {
			case j < min(128, len(values)):
			case j == min(128, len(values)):
				j = 0
			default:
				j = i
			}
			if len(values[j]) > 0 {
				t.Update(appendRLPUint(key[:0], uint64(j)), values[j])
			}
		}
		return nil
	})
	return root
}

// appendRLPUint appends the RLP encoding of an unsigned integer.
func appendRLPUint(dst []byte, i uint64) []byte {
	switch {
	case i == 0:
		return append(dst, 0x80)
	case i < 0x80:
		return append(dst, byte(i))
	}
	size := bigEndianSize(int(i))
	dst = append(dst, 0x80+byte(size))
	for shift := 8 * (size - 1); shift >= 0; shift -= 8 {
		dst = append(dst, byte(i>>shift))
	}
	return dst
}

var errTrieKeysValues = errors.New("keccakx: SecureTrieRoot: keys and values differ in number")

// SecureTrieRoot returns the root of the trie holding values[i] under the
// Keccak-256 hash of keys[i], as Ethereum's state and storage tries do: keys
// in any order, hashed together (Keccak256Many). A key given more than once
// keeps its last value, as repeated updates of go-ethereum's secure trie do.
// From 16,384 keys on, the trie is built on up to runtime.GOMAXPROCS(0)
// goroutines, one first nibble of the hashed keys at a time each.
// It returns an error, as a StackTrie's Update, for an empty value (even one
// replaced later), and for slices of different lengths.
func SecureTrieRoot(keys, values [][]byte) ([32]byte, error) {
	if len(keys) != len(values) {
		return [32]byte{}, errTrieKeysValues
	}
	for _, v := range values {
		if len(v) == 0 {
			return [32]byte{}, errTrieEmptyValue
		}
	}
	s := newSecureKeys(keys, values)
	if threads := secureThreads(len(keys)); threads > 1 && s.partitions() > 1 {
		return partitionedRoot(threads, s.partition), nil
	}
	return withRootTrie(func(t *StackTrie) error {
		for nibble := range 16 {
			keys, values := s.partition(nibble)
			for i := range keys {
				t.Update(keys[i], values[i])
			}
		}
		return nil
	})
}

// secureKeys are the hashed keys of SecureTrieRoot, grouped by first nibble
// (a counting sort), each group sorted when it is asked for: on the
// goroutine that builds its partition.
type secureKeys struct {
	hashed [][32]byte
	values [][]byte
	order  []hashOrder
	bounds [17]int // group i is order[bounds[i]:bounds[i+1]]
}

// hashOrder sorts on the first 8 bytes of a hash as an integer, held beside
// the index: that compares and moves less memory than the hashes.
type hashOrder struct {
	prefix uint64 // the first 8 bytes of the hash, big-endian
	index  int32
}

func newSecureKeys(keys, values [][]byte) *secureKeys {
	s := &secureKeys{hashed: make([][32]byte, len(keys)), values: values, order: make([]hashOrder, len(keys))}
	Keccak256Many(s.hashed, keys)
	for i := range s.hashed {
		s.bounds[s.hashed[i][0]>>4+1]++
	}
	for nibble := 1; nibble <= 16; nibble++ {
		s.bounds[nibble] += s.bounds[nibble-1]
	}
	next := s.bounds
	for i, h := range s.hashed {
		s.order[next[h[0]>>4]] = hashOrder{binary.BigEndian.Uint64(h[:8]), int32(i)}
		next[h[0]>>4]++
	}
	return s
}

func (s *secureKeys) partitions() int {
	n := 0
	for nibble := range 16 {
		if s.bounds[nibble] < s.bounds[nibble+1] {
			n++
		}
	}
	return n
}

// partition sorts the hashed keys starting with nibble and returns them
// with their values, a repeated key's last value only.
func (s *secureKeys) partition(nibble int) (keys, values [][]byte) {
	order := s.order[s.bounds[nibble]:s.bounds[nibble+1]]
	slices.SortFunc(order, func(a, b hashOrder) int {
		if a.prefix != b.prefix {
			return cmp.Compare(a.prefix, b.prefix)
		}
		if c := bytes.Compare(s.hashed[a.index][8:], s.hashed[b.index][8:]); c != 0 {
			return c
		}
		return cmp.Compare(a.index, b.index)
	})
	keys, values = make([][]byte, 0, len(order)), make([][]byte, 0, len(order))
	for n, o := range order {
		if n+1 < len(order) && s.hashed[order[n+1].index] == s.hashed[o.index] {
			continue // a later value replaces this one
		}
		keys, values = append(keys, s.hashed[o.index][:]), append(values, s.values[o.index])
	}
	return keys, values
}
