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

type hashOrder struct {
	prefix uint64 // the first 8 bytes of the hash, big-endian
	index  int32
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
	hashed := make([][32]byte, len(keys))
	Keccak256Many(hashed, keys)
	// Sorting on the first 8 bytes of the hashes as integers, held beside
	// the indices, compares and moves less memory than on the hashes.
	order := make([]hashOrder, len(keys))
	for i := range order {
		order[i] = hashOrder{binary.BigEndian.Uint64(hashed[i][:8]), int32(i)}
	}
	slices.SortFunc(order, func(a, b hashOrder) int {
		return cmp.Or(cmp.Compare(a.prefix, b.prefix), bytes.Compare(hashed[a.index][8:], hashed[b.index][8:]),
			cmp.Compare(a.index, b.index))
	})
	sortedKeys, sortedValues := make([][]byte, 0, len(order)), make([][]byte, 0, len(order))
	for n, o := range order {
		i := o.index
		if n+1 < len(order) && hashed[order[n+1].index] == hashed[i] {
			continue // a later value replaces this one
		}
		sortedKeys, sortedValues = append(sortedKeys, hashed[i][:]), append(sortedValues, values[i])
	}
	if threads := secureThreads(len(sortedKeys)); threads > 1 && sortedKeys[0][0]>>4 != sortedKeys[len(sortedKeys)-1][0]>>4 {
		return partitionedRoot(sortedKeys, sortedValues, threads), nil
	}
	return withRootTrie(func(t *StackTrie) error {
		for i := range sortedKeys {
			t.Update(sortedKeys[i], sortedValues[i])
		}
		return nil
	})
}
