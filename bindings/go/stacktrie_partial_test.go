// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomPartitionedContent returns n distinct 32-byte keys in increasing
// order whose first bytes come from a small alphabet (so that keys share
// prefixes of every length), with values of 1 to 3 bytes (nodes embedded in
// their parents) or up to 300.
func randomPartitionedContent(rng *rand.Rand, n int) (keys, values [][]byte) {
	seen := map[string]bool{}
	for len(keys) < n {
		k := make([]byte, 32)
		shared := rng.IntN(6)
		for i := range k {
			if i < shared {
				k[i] = []byte{0x00, 0x01, 0x10, 0x3f, 0xff}[rng.IntN(5)]
			} else {
				k[i] = byte(rng.Uint32())
			}
		}
		if !seen[string(k)] {
			seen[string(k)] = true
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, bytes.Compare)
	for range keys {
		v := make([]byte, 1+rng.IntN(3))
		if rng.IntN(2) == 0 {
			v = make([]byte, 1+rng.IntN(300))
		}
		for i := range v {
			v[i] = byte(rng.Uint32())
		}
		values = append(values, v)
	}
	return keys, values
}

// withPrefix returns the keys (and their values) whose nibbles begin with prefix.
func withPrefix(keys, values [][]byte, prefix []byte) (k, v [][]byte) {
	for i := range keys {
		if hasNibblePrefix(keys[i], prefix) {
			k, v = append(k, keys[i]), append(v, values[i])
		}
	}
	return k, v
}

// partitionNodes builds the partition of prefix and returns its hash and the
// nodes it reported.
func partitionNodes(t *testing.T, prefix []byte, keys, values [][]byte) ([32]byte, []committedNode) {
	t.Helper()
	var nodes []committedNode
	p := NewPartialStackTrieAt(prefix, func(path []byte, hash [32]byte, blob []byte) {
		nodes = append(nodes, committedNode{string(path), hash, string(blob)})
	})
	for i := range keys {
		if err := p.Update(keys[i], values[i]); err != nil {
			t.Fatalf("Update(%x): %v", keys[i], err)
		}
	}
	return p.Hash(), nodes
}

// referencePartition is the partition of prefix by the definition: the node
// of its keys prefix's nibbles down, reported at path = prefix whatever its
// size, and the nodes below it as the whole trie has them.
func referencePartition(keys, values [][]byte, prefix []byte, onNode func([]byte, [32]byte, []byte)) [32]byte {
	if len(keys) == 0 {
		return Keccak256Hash([]byte{0x80})
	}
	nibbles := make([][]byte, len(keys))
	for i, k := range keys {
		nibbles[i] = appendNibbles(nil, k)
	}
	r := referenceTrie{nibbles, values, onNode}
	blob := r.node(0, len(keys), len(prefix))
	hash := Keccak256Hash(blob)
	onNode(prefix, hash, blob)
	return hash
}

// somePrefixes returns every one-nibble prefix and the first 2, 3 and 5
// nibbles of some keys.
func somePrefixes(rng *rand.Rand, keys [][]byte) [][]byte {
	var prefixes [][]byte
	for nibble := range byte(16) {
		prefixes = append(prefixes, []byte{nibble})
	}
	for range 8 {
		k := appendNibbles(nil, keys[rng.IntN(len(keys))])
		prefixes = append(prefixes, k[:2], k[:3], k[:5])
	}
	return prefixes
}

func TestPartialStackTrieIsTheDefinitionsSubtrieUnderItsPrefix(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	forEachBackend(t, func(t *testing.T) {
		for _, n := range []int{1, 2, 10, 100, 2000} {
			keys, values := randomPartitionedContent(rng, n)
			for _, prefix := range somePrefixes(rng, keys) {
				k, v := withPrefix(keys, values, prefix)
				hash, got := partitionNodes(t, prefix, k, v)
				var want []committedNode
				wantHash := referencePartition(k, v, prefix, func(path []byte, hash [32]byte, blob []byte) {
					want = append(want, committedNode{string(path), hash, string(blob)})
				})
				if hash != wantHash {
					t.Fatalf("%d keys, prefix %x: hash %x, want %x", n, prefix, hash, wantHash)
				}
				checkCommittedNodes(t, got, want)
			}
		}
	})
}

// Below its root, a partition reports the nodes the whole trie reports there.
func TestPartialStackTrieReportsTheWholeTriesNodesBelowItsPrefix(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	keys, values := randomPartitionedContent(rng, 3000)
	var whole []committedNode
	stackTrieRoot(t, keys, values, func(path []byte, hash [32]byte, blob []byte) {
		whole = append(whole, committedNode{string(path), hash, string(blob)})
	})
	for _, prefix := range somePrefixes(rng, keys) {
		k, v := withPrefix(keys, values, prefix)
		_, nodes := partitionNodes(t, prefix, k, v)
		below := func(n committedNode) bool { return len(n.path) <= len(prefix) }
		got := slices.DeleteFunc(nodes, below)
		want := slices.DeleteFunc(slices.Clone(whole), func(n committedNode) bool {
			return below(n) || !bytes.HasPrefix([]byte(n.path), prefix)
		})
		checkCommittedNodes(t, got, want)
	}
}

// The root node of a partition, even under 32 bytes, is reported at path =
// prefix and hashed: here a leaf of a one-byte value.
func TestPartialStackTrieReportsItsRootWhateverItsSize(t *testing.T) {
	var got []committedNode
	p := NewPartialStackTrie(0xa, func(path []byte, hash [32]byte, blob []byte) {
		got = append(got, committedNode{string(path), hash, string(blob)})
	})
	p.Update([]byte{0xab}, []byte{1})
	leaf := []byte{0xc2, 0x3b, 0x01} // [hex-prefix of the odd leaf path "b", 0x01]
	if hash := p.Hash(); len(got) != 1 || got[0].path != "\x0a" || got[0].blob != string(leaf) || hash != Keccak256Hash(leaf) {
		t.Errorf("Hash %x, reported %+v; want the leaf %x at path 0a", hash, got, leaf)
	}
}

func TestPartialStackTrieOfNoKeyHasTheEmptyRootAndReportsNothing(t *testing.T) {
	reported := 0
	p := NewPartialStackTrie(3, func([]byte, [32]byte, []byte) { reported++ })
	if got := p.Hash(); got != Keccak256Hash([]byte{0x80}) || reported != 0 {
		t.Errorf("Hash %x with %d nodes reported, want the empty root and none", got, reported)
	}
}

func TestPartialStackTrieRefusesAnEmptyValueAndKeysOutOfOrderAsStackTrie(t *testing.T) {
	p := NewPartialStackTrie(6, nil)
	if err := p.Update([]byte("a"), nil); err == nil || err.Error() != "trying to insert empty (deletion)" {
		t.Errorf("Update with an empty value: %v", err)
	}
	p.Update([]byte("b"), []byte("1"))
	for _, key := range []string{"b", "a"} {
		if err := p.Update([]byte(key), []byte("2")); err == nil || err.Error() != "non-ascending key order" {
			t.Errorf("Update(%q) after \"b\": %v", key, err)
		}
	}
}

func TestPartialStackTrieRefusesKeysOutsideItsPrefix(t *testing.T) {
	for _, c := range []struct {
		prefix []byte
		key    string
	}{
		{[]byte{6}, "\x70"}, {[]byte{6}, "\x5f"}, {[]byte{6}, ""},
		{[]byte{6, 1, 6}, "ar"}, {[]byte{6, 1, 6}, "a"}, {[]byte{6, 1}, "b"},
	} {
		p := NewPartialStackTrieAt(c.prefix, nil)
		if err := p.Update([]byte(c.key), []byte("v")); !errors.Is(err, ErrKeyOutsidePartition) {
			t.Errorf("prefix %x, key %x: %v, want ErrKeyOutsidePartition", c.prefix, c.key, err)
		}
	}
}

// A refused update changes nothing; a key of exactly the prefix's nibbles
// is in the partition, its value at the root.
func TestPartialStackTrieIsUnchangedByARefusedUpdate(t *testing.T) {
	keys := [][]byte{[]byte("a"), []byte("ab"), []byte("ac")}
	values := [][]byte{[]byte("1"), []byte("2"), bytes.Repeat([]byte("3"), 40)}
	prefix := []byte{6, 1}
	want, _ := partitionNodes(t, prefix, keys, values)
	p := NewPartialStackTrieAt(prefix, nil)
	for i := range keys {
		p.Update([]byte("b"), values[i])
		p.Update(keys[i], nil)
		if err := p.Update(keys[i], values[i]); err != nil {
			t.Fatal(err)
		}
	}
	if got := p.Hash(); got != want {
		t.Errorf("hash %x after refused updates, want %x", got, want)
	}
	if wantRef := referencePartition(keys, values, prefix, func([]byte, [32]byte, []byte) {}); want != wantRef {
		t.Errorf("hash %x, want %x", want, wantRef)
	}
}

func TestPartialStackTrieHashTwiceGivesTheSameHashAndResetMakesItReusable(t *testing.T) {
	reported := 0
	p := NewPartialStackTrie(6, func([]byte, [32]byte, []byte) { reported++ })
	p.Update([]byte("dog"), []byte("puppy"))
	first, count := p.Hash(), reported
	if second := p.Hash(); second != first || reported != count {
		t.Errorf("second Hash %x with %d nodes reported, first %x with %d", second, reported, first, count)
	}
	if err := p.Update([]byte("horse"), []byte("stallion")); err == nil {
		t.Error("Update after Hash without Reset succeeded")
	}
	p.Reset()
	p.Update([]byte("dog"), []byte("puppy"))
	if again := p.Hash(); again != first || reported != 2*count {
		t.Errorf("after Reset: Hash %x with %d nodes reported, want %x with %d", again, reported, first, 2*count)
	}
}

func TestNewPartialStackTrieAtPanicsOnABadPrefix(t *testing.T) {
	for _, prefix := range [][]byte{nil, {}, {16}, {1, 2, 0xff}, make([]byte, 65)} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewPartialStackTrieAt(%x) did not panic", prefix)
				}
			}()
			NewPartialStackTrieAt(prefix, nil)
		}()
	}
	NewPartialStackTrieAt(make([]byte, 64), nil)
	defer func() {
		if recover() == nil {
			t.Error("NewPartialStackTrie(16) did not panic")
		}
	}()
	NewPartialStackTrie(16, nil)
}

// Once its buffers have grown, an Update allocates nothing.
func TestPartialStackTrieUpdateDoesNotAllocate(t *testing.T) {
	p := NewPartialStackTrieAt([]byte{1, 2, 3}, func([]byte, [32]byte, []byte) {})
	key := []byte{0x12, 0x30, 0, 0, 0, 0, 0, 0}
	value := make([]byte, 70)
	i := uint64(0)
	next := func() {
		i++
		for j := 2; j < len(key); j++ {
			key[j] = byte(i >> (56 - 8*j))
		}
		if err := p.Update(key, value); err != nil {
			t.Fatal(err)
		}
	}
	for range 100000 {
		next()
	}
	if allocs := testing.AllocsPerRun(10000, next); allocs != 0 {
		t.Errorf("Update allocates %v times", allocs)
	}
}
