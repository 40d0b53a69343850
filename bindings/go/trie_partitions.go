// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A large trie is built on several goroutines: the keys starting with each
// nibble make a partition, built by a PartialStackTrie of its own, and
// JoinPartitions makes the root over the 16 of them.

// partitionedKeys is the fewest keys SecureTrieRoot builds on goroutines:
// below, starting them costs more than the partitions' work gains.
const partitionedKeys = 16384

// partitionTrie is a partition that keeps the RLP of its root node.
type partitionTrie struct {
	*PartialStackTrie
	root []byte
}

// partitionTries keeps the partitions for the next call, whatever their
// prefix: a C trie takes some memory (see trie_roots.go).
var partitionTries = sync.Pool{New: func() any {
	p := new(partitionTrie)
	p.PartialStackTrie = newPartialStackTrie([]byte{0}, func(_ []byte, _ [32]byte, blob []byte) {
		p.root = append(p.root[:0], blob...)
	}, true)
	return p
}}

// partitionedRoot returns the root of the trie whose keys starting with each
// nibble are those partition returns for it (increasing, each at least one
// byte), built on up to threads goroutines, each calling partition for the
// next nibble until none is left.
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
					children[nibble] = partitionRootNode(nibble, keys, values)
				}
			}
		}()
	}
	wg.Wait()
	root, err := JoinPartitions(children, nil)
	if err != nil {
		panic("keccakx: partitionedRoot: " + err.Error()) // the partitions' roots are nodes
	}
	return root
}

// partitionRootNode builds the partition of the keys beginning with nibble
// and returns its root node.
func partitionRootNode(nibble int, keys, values [][]byte) []byte {
	p := partitionTries.Get().(*partitionTrie)
	defer partitionTries.Put(p)
	prefix := [1]byte{byte(nibble)}
	p.setPrefix(prefix[:])
	for i := range keys {
		if err := p.Update(keys[i], values[i]); err != nil {
			panic("keccakx: partitionRootNode: " + err.Error()) // the caller gives sorted, distinct keys and non-empty values
		}
	}
	p.Hash()
	return append([]byte(nil), p.root...) // p.root goes back to the pool
}

// secureThreads is how many goroutines SecureTrieRoot builds n keys on.
func secureThreads(n int) int {
	if n < partitionedKeys {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}
