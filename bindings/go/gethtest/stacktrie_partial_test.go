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

// randomHashedContent returns n distinct 32-byte keys in increasing order
// (as a state trie's hashed keys), drawn from a few stems so that they share
// prefixes of every length, with values of 1 byte to 4 KiB (mostly short).
func randomHashedContent(rng *rand.Rand, n int) (keys, values [][]byte) {
	stems := make([][]byte, 1+rng.IntN(8))
	for i := range stems {
		stems[i] = randomBytes(rng, 32)
	}
	seen := map[string]bool{}
	for len(keys) < n {
		key := randomBytes(rng, 32)
		copy(key, stems[rng.IntN(len(stems))][:rng.IntN(32)])
		if !seen[string(key)] {
			seen[string(key)] = true
			keys = append(keys, key)
		}
	}
	slices.SortFunc(keys, bytes.Compare)
	for range keys {
		size := 1 + rng.IntN(100)
		if rng.IntN(10) == 0 {
			size = 1 + rng.IntN(4096)
		}
		values = append(values, randomBytes(rng, size))
	}
	return keys, values
}

// inPartition returns the keys (and their values) whose first nibble is nibble.
func inPartition(keys, values [][]byte, nibble byte) (k, v [][]byte) {
	for i := range keys {
		if keys[i][0]>>4 == nibble {
			k, v = append(k, keys[i]), append(v, values[i])
		}
	}
	return k, v
}

func recorder(nodes *[]committedNode) func(path []byte, hash [32]byte, blob []byte) {
	return func(path []byte, hash [32]byte, blob []byte) {
		*nodes = append(*nodes, committedNode{string(path), string(blob), hash})
	}
}

func checkSameNodes(t *testing.T, ours, theirs []committedNode) {
	t.Helper()
	checkReportedBottomUp(t, ours)
	byPath := func(a, b committedNode) int { return bytes.Compare([]byte(a.path+a.blob), []byte(b.path+b.blob)) }
	slices.SortFunc(ours, byPath)
	slices.SortFunc(theirs, byPath)
	if !slices.Equal(ours, theirs) {
		t.Fatalf("%d nodes reported, go-ethereum %d (or others)", len(ours), len(theirs))
	}
}

// Every partition's nodes (path, hash, blob) and hash are go-ethereum's
// PartialStackTrie's, on tries of 0 to 5,000 keys.
func TestPartialStackTrieReportsWhatGoEthereumReports(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	for _, n := range []int{0, 1, 2, 3, 17, 100, 1000, 5000} {
		keys, values := randomHashedContent(rng, n)
		for nibble := range byte(16) {
			k, v := inPartition(keys, values, nibble)
			var theirs, ours []committedNode
			record := recorder(&theirs)
			geth := trie.NewPartialStackTrie(nibble, func(path []byte, hash common.Hash, blob []byte) { record(path, hash, blob) })
			p := keccakx.NewPartialStackTrie(nibble, recorder(&ours))
			for i := range k {
				if err := geth.Update(k[i], v[i]); err != nil {
					t.Fatal(err)
				}
				if err := p.Update(k[i], v[i]); err != nil {
					t.Fatal(err)
				}
			}
			if want, got := geth.Hash(), p.Hash(); got != want {
				t.Fatalf("%d keys, nibble %x: hash %x, want %x", n, nibble, got, want)
			}
			checkSameNodes(t, ours, theirs)
		}
	}
}

// A partition of a longer prefix (whole bytes here) is go-ethereum's
// StackTrie of its keys without the prefix, the prefix put in front of the
// paths.
func TestPartialStackTrieAtIsGoEthereumsTrieOfTheKeysWithoutThePrefix(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	for _, n := range []int{1, 2, 100, 5000} {
		keys, values := randomHashedContent(rng, n)
		for range 8 {
			key := keys[rng.IntN(len(keys))]
			prefixBytes := key[:1+rng.IntN(3)]
			prefix := make([]byte, 0, 2*len(prefixBytes))
			for _, b := range prefixBytes {
				prefix = append(prefix, b>>4, b&0x0f)
			}
			var theirs, ours []committedNode
			geth := trie.NewStackTrie(func(path []byte, hash common.Hash, blob []byte) {
				theirs = append(theirs, committedNode{string(prefix) + string(path), string(blob), hash})
			})
			p := keccakx.NewPartialStackTrieAt(prefix, recorder(&ours))
			for i := range keys {
				if bytes.HasPrefix(keys[i], prefixBytes) {
					geth.Update(keys[i][len(prefixBytes):], values[i])
					if err := p.Update(keys[i], values[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if want, got := geth.Hash(), p.Hash(); got != want {
				t.Fatalf("%d keys, prefix %x: hash %x, want %x", n, prefix, got, want)
			}
			checkSameNodes(t, ours, theirs)
		}
	}
}

// JoinPartitions over the roots of go-ethereum's partitions is the root (and
// root node) of go-ethereum's StackTrie of all the keys: 0, 1, 2 and 16
// partitions with keys.
func TestJoinPartitionsOfGoEthereumsPartitionsIsItsRoot(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 46))
	for _, n := range []int{0, 1, 2, 3, 30, 1000, 5000} {
		for _, populated := range []int{1, 2, 16} {
			keys, values := randomHashedContent(rng, n)
			for _, k := range keys {
				k[0] = byte(15*(int(k[0])%populated)/max(populated-1, 1))<<4 | k[0]&0x0f
			}
			slices.SortFunc(keys, bytes.Compare)
			keys = slices.CompactFunc(keys, bytes.Equal)
			values = values[:len(keys)]
			var children [16][]byte
			for nibble := range byte(16) {
				geth := trie.NewPartialStackTrie(nibble, func(path []byte, _ common.Hash, blob []byte) {
					if len(path) == 1 {
						children[nibble] = bytes.Clone(blob)
					}
				})
				k, v := inPartition(keys, values, nibble)
				for i := range k {
					geth.Update(k[i], v[i])
				}
				geth.Hash()
			}
			var wantNode, gotNode []byte
			whole := trie.NewStackTrie(func(path []byte, _ common.Hash, blob []byte) {
				if len(path) == 0 {
					wantNode = bytes.Clone(blob)
				}
			})
			for i := range keys {
				whole.Update(keys[i], values[i])
			}
			got, err := keccakx.JoinPartitions(children, func(_ []byte, _ [32]byte, blob []byte) { gotNode = bytes.Clone(blob) })
			if want := whole.Hash(); err != nil || got != want || !bytes.Equal(gotNode, wantNode) {
				t.Fatalf("%d keys in %d partitions: root %x, %v; want %x", len(keys), populated, got, err, want)
			}
		}
	}
}

// An empty value and keys out of order are refused with go-ethereum's
// errors word for word; a key of another partition is refused by both.
func TestPartialStackTrieRefusesWhatGoEthereumRefuses(t *testing.T) {
	for _, c := range []struct{ name, first, second, value string }{
		{"empty value", "a", "b", ""},
		{"repeated key", "a", "a", "v"},
		{"key out of order", "b", "a", "v"},
		{"key of another partition", "a", "\x70", "v"},
	} {
		geth, p := trie.NewPartialStackTrie(6, nil), keccakx.NewPartialStackTrie(6, nil)
		geth.Update([]byte(c.first), []byte("v"))
		p.Update([]byte(c.first), []byte("v"))
		want := geth.Update([]byte(c.second), []byte(c.value))
		got := p.Update([]byte(c.second), []byte(c.value))
		if want == nil || got == nil || (got.Error() != want.Error() && got != keccakx.ErrKeyOutsidePartition) {
			t.Errorf("%s: %v, go-ethereum %v", c.name, got, want)
		}
	}
}
