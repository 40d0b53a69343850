// SPDX-License-Identifier: MIT OR Apache-2.0
package gethtest

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/trie"
	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// committedNode is one node reported to a trie's callback.
type committedNode struct {
	path, blob string
	hash       [32]byte
}

// randomContent returns n keys of 1 to 64 bytes in increasing order, none a
// prefix of another (go-ethereum's StackTrie panics on those), drawn from a
// few stems so that they share long prefixes, with values of 1 byte to 4 KiB
// (mostly short, as in Ethereum's tries).
func randomContent(rng *rand.Rand, n int) (keys, values [][]byte) {
	stems := make([][]byte, 1+rng.IntN(8))
	for i := range stems {
		stems[i] = randomBytes(rng, rng.IntN(64))
	}
	for len(keys) < n+n/4 {
		stem := stems[rng.IntN(len(stems))]
		key := append(slices.Clone(stem[:rng.IntN(len(stem)+1)]), randomBytes(rng, 1+rng.IntN(8))...)
		if rng.IntN(2) == 0 {
			for i := len(key) - rng.IntN(len(key)); i < len(key); i++ {
				key[i] &= 0x11 // few distinct nibbles: long runs of shared ones
			}
		}
		keys = append(keys, key[:min(len(key), 64)])
	}
	slices.SortFunc(keys, bytes.Compare)
	kept := keys[:0]
	for i, k := range keys {
		if i+1 == len(keys) || !bytes.HasPrefix(keys[i+1], k) {
			kept = append(kept, k)
		}
	}
	keys = kept[:min(len(kept), n)]
	for range keys {
		size := 1 + rng.IntN(100)
		if rng.IntN(10) == 0 {
			size = 1 + rng.IntN(4096)
		}
		values = append(values, randomBytes(rng, size))
	}
	return keys, values
}

func randomBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

// The roots and the committed nodes (path, hash, blob) are go-ethereum's, on
// tries of 0 to 10,000 keys; keccakx reports each node after those below it.
func TestStackTrieCommitsWhatGoEthereumCommits(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 1, 2, 3, 5, 16, 17, 100, 257, 1000, 4000, 10000} {
		for round := 0; round < 3; round++ {
			keys, values := randomContent(rng, n)
			var theirs, ours []committedNode
			geth := trie.NewStackTrie(func(path []byte, hash common.Hash, blob []byte) {
				theirs = append(theirs, committedNode{string(path), string(blob), hash})
			})
			st := keccakx.NewStackTrie(func(path []byte, hash [32]byte, blob []byte) {
				ours = append(ours, committedNode{string(path), string(blob), hash})
			})
			for i := range keys {
				if err := geth.Update(keys[i], values[i]); err != nil {
					t.Fatal(err)
				}
				if err := st.Update(keys[i], values[i]); err != nil {
					t.Fatal(err)
				}
			}
			if want, got := geth.Hash(), st.Hash(); got != want {
				t.Fatalf("%d keys: root %x, want %x", len(keys), got, want)
			}
			checkReportedBottomUp(t, ours)
			byPath := func(a, b committedNode) int { return bytes.Compare([]byte(a.path+a.blob), []byte(b.path+b.blob)) }
			slices.SortFunc(ours, byPath)
			slices.SortFunc(theirs, byPath)
			if !slices.Equal(ours, theirs) {
				t.Fatalf("%d keys: %d nodes committed, go-ethereum %d (or others)", len(keys), len(ours), len(theirs))
			}
		}
	}
}

// checkReportedBottomUp checks that no node was reported before one below it.
func checkReportedBottomUp(t *testing.T, nodes []committedNode) {
	t.Helper()
	reported := map[string]bool{}
	for _, n := range nodes {
		if reported[n.path] {
			t.Fatalf("two nodes at path %x", n.path)
		}
		for end := 0; end < len(n.path); end++ {
			if reported[n.path[:end]] {
				t.Fatalf("node at %x reported after the node above it at %x", n.path, n.path[:end])
			}
		}
		reported[n.path] = true
	}
}

// Errors are go-ethereum's, word for word.
func TestStackTrieRefusesWhatGoEthereumRefuses(t *testing.T) {
	for _, c := range []struct{ name, first, second, value string }{
		{"empty value", "a", "b", ""},
		{"repeated key", "a", "a", "v"},
		{"key out of order", "b", "a", "v"},
	} {
		geth, st := trie.NewStackTrie(nil), keccakx.NewStackTrie(nil)
		geth.Update([]byte(c.first), []byte("v"))
		st.Update([]byte(c.first), []byte("v"))
		want := geth.Update([]byte(c.second), []byte(c.value))
		got := st.Update([]byte(c.second), []byte(c.value))
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("%s: %v, go-ethereum %v", c.name, got, want)
		}
	}
}

// SecureTrieRoot is go-ethereum's StackTrie over the Keccak-256 of the keys in order.
func TestSecureTrieRootIsGoEthereumsTrieOfHashedKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{0, 1, 2, 100, 5000} {
		keys, values := randomContent(rng, n)
		rng.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
		hashed := make([][]byte, len(keys))
		order := make([]int, len(keys))
		for i, k := range keys {
			hashed[i], order[i] = keccakx.Keccak256(k), i
		}
		slices.SortFunc(order, func(a, b int) int { return bytes.Compare(hashed[a], hashed[b]) })
		geth := trie.NewStackTrie(nil)
		for _, i := range order {
			geth.Update(hashed[i], values[i])
		}
		got, err := keccakx.SecureTrieRoot(keys, values)
		if want := geth.Hash(); err != nil || got != want {
			t.Errorf("%d keys: root %x, %v; want %x", n, got, err, want)
		}
	}
}
