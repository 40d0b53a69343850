// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// partitionRoots builds the 16 partitions of prefix followed by a nibble
// over keys (all beginning with prefix, none equal to it) and returns their
// root nodes, nil for an empty one.
func partitionRoots(t *testing.T, prefix []byte, keys, values [][]byte) (children [16][]byte) {
	t.Helper()
	for nibble := range byte(16) {
		sub := append(append([]byte(nil), prefix...), nibble)
		k, v := withPrefix(keys, values, sub)
		p := NewPartialStackTrieAt(sub, func(path []byte, _ [32]byte, blob []byte) {
			if len(path) == len(sub) {
				children[nibble] = bytes.Clone(blob)
			}
		})
		for i := range k {
			if err := p.Update(k[i], v[i]); err != nil {
				t.Fatalf("Update(%x): %v", k[i], err)
			}
		}
		p.Hash()
	}
	return children
}

// checkJoin checks that JoinPartitions of the keys' partitions gives the
// root StackTrie gives, and reports the root node StackTrie reports.
func checkJoin(t *testing.T, keys, values [][]byte) {
	t.Helper()
	var wantNode []byte
	want := stackTrieRoot(t, keys, values, func(path []byte, _ [32]byte, blob []byte) {
		if len(path) == 0 {
			wantNode = bytes.Clone(blob)
		}
	})
	var gotNode []byte
	calls := 0
	got, err := JoinPartitions(partitionRoots(t, nil, keys, values), func(path []byte, hash [32]byte, blob []byte) {
		calls++
		if len(path) != 0 || hash != Keccak256Hash(blob) {
			t.Errorf("root reported at path %x with hash %x of another blob", path, hash)
		}
		gotNode = bytes.Clone(blob)
	})
	if err != nil || got != want || !bytes.Equal(gotNode, wantNode) || calls != min(len(keys), 1) {
		t.Errorf("%d keys: root %x, %v, node %x (%d calls); want %x, node %x", len(keys), got, err, gotNode, calls, want, wantNode)
	}
}

// keysIn returns n random keys of the given first nibbles, sorted, with
// values of size bytes.
func keysIn(rng *rand.Rand, nibbles []byte, n, size int) (keys, values [][]byte) {
	for i := range n {
		k := make([]byte, 32)
		for j := range k {
			k[j] = byte(rng.Uint32())
		}
		k[0] = nibbles[i%len(nibbles)]<<4 | k[0]&0x0f
		keys = append(keys, k)
		values = append(values, bytes.Repeat([]byte{byte(i + 1)}, size))
	}
	return sortContent(keys, values)
}

// sortContent sorts keys, and values with them.
func sortContent(keys, values [][]byte) ([][]byte, [][]byte) {
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return bytes.Compare(keys[a], keys[b]) })
	sortedKeys, sortedValues := make([][]byte, len(keys)), make([][]byte, len(keys))
	for i, o := range order {
		sortedKeys[i], sortedValues[i] = keys[o], values[o]
	}
	return sortedKeys, sortedValues
}

func TestJoinPartitionsOfNoPartitionIsTheEmptyRootAndReportsNothing(t *testing.T) {
	checkJoin(t, nil, nil)
}

// Two or more partitions are joined by the branch over them: partitions
// whose roots are under 32 bytes (embedded in the branch) and over.
func TestJoinPartitionsOfSeveralPartitionsIsTheWholeTriesRoot(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	check := func(keys, values [][]byte) { checkJoin(t, keys, values) }
	all := []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	for _, nibbles := range [][]byte{{0, 15}, {3, 4}, {1, 7, 9}, all} {
		for _, perNibble := range []int{1, 2, 50} {
			for _, size := range []int{1, 40} {
				check(keysIn(rng, nibbles, perNibble*len(nibbles), size))
			}
		}
	}
	// Short keys: leaves under 32 bytes, and a branch under 32 bytes.
	checkJoin(t, [][]byte{{0x10}, {0x21}, {0x22}}, [][]byte{{1}, {2}, {3}})
	// Leaves of 32 bytes (hashed in the branch) and 31 (embedded).
	checkJoin(t, [][]byte{{0x10}, {0x21}}, [][]byte{make([]byte, 29), make([]byte, 28)})
}

// A lone partition's root is folded into the root: a leaf or an extension
// with the nibble in front of its path, or an extension above a branch.
func TestJoinPartitionsOfALonePartitionIsTheWholeTriesRoot(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	check := func(keys, values [][]byte) { checkJoin(t, keys, values) }
	for _, size := range []int{1, 40} {
		for _, nibble := range []byte{0, 9, 15} {
			check(keysIn(rng, []byte{nibble}, 1, size))  // a leaf
			check(keysIn(rng, []byte{nibble}, 40, size)) // a branch
			keys, values := keysIn(rng, []byte{nibble}, 3, size)
			for _, k := range keys {
				k[0], k[1] = nibble<<4|5, 0x3c // an extension of three nibbles, then of two
			}
			check(sortContent(keys, values))
			for _, k := range keys {
				k[1] = 0xc0 | k[2]&0x0f // an extension of two nibbles, then of one
			}
			check(sortContent(keys, values))
		}
	}
	// Short keys: a leaf, an extension and a branch under 32 bytes.
	checkJoin(t, [][]byte{{0x21}}, [][]byte{{1}})
	checkJoin(t, [][]byte{{0x21, 0x01}, {0x21, 0x02}}, [][]byte{{1}, {2}})
	checkJoin(t, [][]byte{{0x21}, {0x22}}, [][]byte{{1}, {2}})
	// Leaves 3 bytes longer folded: the path given a header, the list
	// header a byte longer (55 bytes, then 58; 65,537, then 65,540).
	checkJoin(t, [][]byte{{0x21}}, [][]byte{make([]byte, 52)})
	checkJoin(t, [][]byte{{0x21}}, [][]byte{make([]byte, 65530)})
}

// JoinPartitionsAt joins the partitions of a longer prefix into the node a
// PartialStackTrie of that prefix has.
func TestJoinPartitionsAtIsThePartitionOfItsPrefix(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	keys, values := randomPartitionedContent(rng, 3000)
	for _, prefix := range somePrefixes(rng, keys) {
		k, v := withPrefix(keys, values, prefix)
		if len(k) > 0 && len(k[0])*2 == len(prefix) {
			continue // a key of exactly the prefix is in no partition
		}
		want, nodes := partitionNodes(t, prefix, k, v)
		var reported []committedNode
		got, err := JoinPartitionsAt(prefix, partitionRoots(t, prefix, k, v), func(path []byte, hash [32]byte, blob []byte) {
			reported = append(reported, committedNode{string(path), hash, string(blob)})
		})
		if err != nil || got != want {
			t.Fatalf("prefix %x, %d keys: %x, %v; want %x", prefix, len(k), got, err, want)
		}
		if len(k) > 0 && (len(reported) != 1 || reported[0] != nodes[len(nodes)-1]) {
			t.Fatalf("prefix %x: reported %d nodes, not the partition's root", prefix, len(reported))
		}
	}
}

func TestJoinPartitionsRefusesBytesThatAreNotANode(t *testing.T) {
	leaf := []byte{0xc2, 0x3b, 0x01}
	for _, bad := range [][]byte{
		{0x80},                   // a string
		{0xc1, 0x80},             // a list of one item
		{0xc3, 0x80, 0x80, 0x80}, // of three
		{0xc2, 0x80, 0x01},       // of two, an empty path
		{0xc2, 0x4b, 0x01},       // of two, flags 4
		{0xc2, 0x01, 0x01},       // of two, an even path with a nibble in its flags byte
		{0xc2, 0xc0, 0x01},       // of two, a list for a path
		{0xc3, 0x3b, 0x01},       // a list longer than its bytes
		{0xc2, 0x3b, 0x01, 0x01}, // bytes after the list
		{0xf9, 0xff},             // a header past the end
		append([]byte{0xd2}, bytes.Repeat([]byte{0x80}, 18)...), // a list of 18
	} {
		children := [16][]byte{3: leaf, 7: bad}
		called := false
		if _, err := JoinPartitions(children, func([]byte, [32]byte, []byte) { called = true }); !errors.Is(err, ErrNotATrieNode) || called {
			t.Errorf("child %x: %v (callback called: %v), want ErrNotATrieNode", bad, err, called)
		}
	}
}

func TestJoinPartitionsAtPanicsOnABadPrefix(t *testing.T) {
	for _, prefix := range [][]byte{{16}, make([]byte, 64)} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("JoinPartitionsAt(%x) did not panic", prefix)
				}
			}()
			JoinPartitionsAt(prefix, [16][]byte{}, nil)
		}()
	}
}
