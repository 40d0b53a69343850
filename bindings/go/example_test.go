// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx_test

import (
	"bytes"
	"fmt"
	"slices"
	"sync"

	keccakx "github.com/keccakx/keccakx/bindings/go"
)

func ExampleKeccak256() {
	// Ethereum's hash of the empty string, and of a message in two parts.
	fmt.Printf("%x\n", keccakx.Keccak256())
	fmt.Printf("%x\n", keccakx.Keccak256([]byte("hello "), []byte("world")))
	// Output:
	// c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470
	// 47173285a8d7341e5e972fc677286384f802f8ef42a5ec5f03bbfa254cb01fad
}

func ExampleNewKeccakState() {
	// One state reused for many hashes, as go-ethereum does.
	state := keccakx.NewKeccakState()
	for _, msg := range []string{"a", "b"} {
		h := keccakx.HashData(state, []byte(msg))
		fmt.Printf("%x\n", h[:4])
	}
	// Output:
	// 3ac22516
	// b5553de3
}

func ExampleKeccak256Many() {
	// Many short messages (trie nodes, addresses) hashed in one call.
	inputs := [][]byte{[]byte("a"), []byte("b"), []byte("c")}
	hashes := make([][32]byte, len(inputs))
	keccakx.Keccak256Many(hashes, inputs)
	for _, h := range hashes {
		fmt.Printf("%x\n", h[:4])
	}
	// Output:
	// 3ac22516
	// b5553de3
	// 0b42b639
}

func ExampleSum256() {
	fmt.Printf("%x\n", keccakx.Sum256([]byte("abc")))
	// Output: 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
}

func ExampleNewShake256() {
	// An extendable-output function: read as much output as needed.
	h := keccakx.NewShake256()
	h.Write([]byte("seed"))
	out := make([]byte, 16)
	h.Read(out)
	fmt.Printf("%x\n", out)
	fmt.Printf("%x\n", keccakx.SumSHAKE256([]byte("seed"), 16))
	// Output:
	// 4fd6800b5ddf65323de29f59e5da90d3
	// 4fd6800b5ddf65323de29f59e5da90d3
}

func ExampleNew256() {
	// A hash.Hash: write in pieces; Sum does not end the hash.
	h := keccakx.New256()
	h.Write([]byte("ab"))
	h.Write([]byte("c"))
	fmt.Printf("%x\n", h.Sum(nil))
	// Output: 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
}

func ExamplePermute() {
	// Keccak-f[1600] of the all-zero state; lane 0 of the result.
	var s [25]uint64
	keccakx.Permute(&s, 24)
	fmt.Printf("%016x\n", s[0])
	// Output: f1258f7940e1dde7
}

func ExampleJoinPartitions() {
	// A trie of 1,000 hashed keys built as its 16 first-nibble partitions,
	// one goroutine each, then joined (as go-ethereum's PartialStackTrie).
	var keys [][]byte
	for i := range 1000 {
		keys = append(keys, keccakx.Keccak256([]byte{byte(i >> 8), byte(i)}))
	}
	slices.SortFunc(keys, bytes.Compare)
	var children [16][]byte // each partition's root node
	var wg sync.WaitGroup
	for nibble := range byte(16) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := keccakx.NewPartialStackTrie(nibble, func(path []byte, hash [32]byte, blob []byte) {
				// Store every node here for a database; keep the partition's root.
				if len(path) == 1 {
					children[nibble] = bytes.Clone(blob)
				}
			})
			for _, key := range keys {
				if key[0]>>4 == nibble {
					p.Update(key, []byte("value")) // check the error in real code
				}
			}
			p.Hash()
		}()
	}
	wg.Wait()
	root, err := keccakx.JoinPartitions(children, nil)
	fmt.Printf("%x %v\n", root, err)

	// The root of the same trie built in one piece.
	st := keccakx.NewStackTrie(nil)
	for _, key := range keys {
		st.Update(key, []byte("value"))
	}
	fmt.Println(st.Hash() == root)
	// Output:
	// 4cb7ed2aea187cb1f4c4b15de2a1d61861ae77702e440363d9623e277105716c <nil>
	// true
}
