// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"cmp"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// trieVector is one case of ethereum/tests' TrieTests: the content of a
// trie (the last value given for each key; null deletes) and its root.
type trieVector struct {
	name   string
	keys   [][]byte // increasing
	values [][]byte
	root   [32]byte
}

// readTrieVectors reads tests/vectors/ethereum-trie/<file>. Its "in" is an
// object of keys to values, or a list of [key, value] updates in order.
func readTrieVectors(t *testing.T, file string) []trieVector {
	t.Helper()
	text, err := os.ReadFile("../../tests/vectors/ethereum-trie/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var cases map[string]struct {
		In   json.RawMessage `json:"in"`
		Root string          `json:"root"`
	}
	if err := json.Unmarshal(text, &cases); err != nil {
		t.Fatal(err)
	}
	var vectors []trieVector
	for name, c := range cases {
		var updates [][2]*string
		var object map[string]*string
		if json.Unmarshal(c.In, &object) == nil {
			for k, v := range object {
				updates = append(updates, [2]*string{&k, v})
			}
		} else if err := json.Unmarshal(c.In, &updates); err != nil {
			t.Fatalf("%s %s: %v", file, name, err)
		}
		content := map[string][]byte{}
		for _, u := range updates {
			if u[1] == nil {
				delete(content, string(trieVectorBytes(t, *u[0])))
			} else {
				content[string(trieVectorBytes(t, *u[0]))] = trieVectorBytes(t, *u[1])
			}
		}
		v := trieVector{name: name, root: [32]byte(trieVectorBytes(t, c.Root))}
		for _, k := range slices.Sorted(mapKeys(content)) {
			v.keys, v.values = append(v.keys, []byte(k)), append(v.values, content[k])
		}
		vectors = append(vectors, v)
	}
	slices.SortFunc(vectors, func(a, b trieVector) int { return strings.Compare(a.name, b.name) })
	return vectors
}

func mapKeys(m map[string][]byte) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// trieVectorBytes decodes a key or value: hex after 0x, else ASCII.
func trieVectorBytes(t *testing.T, s string) []byte {
	if rest, ok := strings.CutPrefix(s, "0x"); ok {
		b, err := hex.DecodeString(rest)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return b
	}
	return []byte(s)
}

func stackTrieRoot(t *testing.T, keys, values [][]byte, onNode func([]byte, [32]byte, []byte)) [32]byte {
	t.Helper()
	st := NewStackTrie(onNode)
	for i := range keys {
		if err := st.Update(keys[i], values[i]); err != nil {
			t.Fatalf("Update(%x): %v", keys[i], err)
		}
	}
	return st.Hash()
}

// The published vectors include keys that are prefixes of others ("doe",
// "dog", "dogglesworth"), whose values sit in branch nodes.
func TestStackTrieGivesThePublishedRoots(t *testing.T) {
	forEachBackend(t, func(t *testing.T) {
		for _, file := range []string{"trieanyorder.json", "trietest.json"} {
			for _, v := range readTrieVectors(t, file) {
				if got := stackTrieRoot(t, v.keys, v.values, nil); got != v.root {
					t.Errorf("%s %s: root %x, want %x", file, v.name, got, v.root)
				}
			}
		}
	})
}

func TestSecureTrieRootGivesThePublishedRoots(t *testing.T) {
	forEachBackend(t, func(t *testing.T) {
		for _, file := range []string{"trieanyorder_secureTrie.json", "trietest_secureTrie.json", "hex_encoded_securetrie_test.json"} {
			for _, v := range readTrieVectors(t, file) {
				keys, values := slices.Clone(v.keys), slices.Clone(v.values)
				rand.Shuffle(len(keys), func(i, j int) {
					keys[i], keys[j] = keys[j], keys[i]
					values[i], values[j] = values[j], values[i]
				})
				got, err := SecureTrieRoot(keys, values)
				if err != nil || got != v.root {
					t.Errorf("%s %s: root %x, %v; want %x", file, v.name, got, err, v.root)
				}
			}
		}
	})
}

func TestStackTrieOfNoKeyHasTheEmptyRootAndCommitsNothing(t *testing.T) {
	committed := 0
	st := NewStackTrie(func([]byte, [32]byte, []byte) { committed++ })
	if got, want := st.Hash(), Keccak256Hash([]byte{0x80}); got != want || committed != 0 {
		t.Errorf("root %x with %d nodes committed, want %x and none", got, committed, want)
	}
	if OrderedTrieRoot(nil) != Keccak256Hash([]byte{0x80}) {
		t.Error("OrderedTrieRoot(nil) is not the empty root")
	}
}

func TestStackTrieRefusesAnEmptyValueAsGoEthereumDoes(t *testing.T) {
	st := NewStackTrie(nil)
	err := st.Update([]byte("a"), nil)
	if err == nil || err.Error() != "trying to insert empty (deletion)" {
		t.Errorf("Update with an empty value: %v", err)
	}
}

func TestStackTrieRefusesKeysOutOfOrderAsGoEthereumDoes(t *testing.T) {
	for _, second := range []string{"b", "a", ""} {
		st := NewStackTrie(nil)
		if err := st.Update([]byte("b"), []byte("1")); err != nil {
			t.Fatal(err)
		}
		err := st.Update([]byte(second), []byte("2"))
		if err == nil || err.Error() != "non-ascending key order" {
			t.Errorf("Update(%q) after \"b\": %v", second, err)
		}
	}
}

// A refused update changes nothing: the trie goes on as if it had not been made.
func TestStackTrieIsUnchangedByARefusedUpdate(t *testing.T) {
	keys := [][]byte{[]byte("do"), []byte("dog"), []byte("horse")}
	values := [][]byte{[]byte("verb"), []byte("puppy"), []byte("stallion")}
	want := stackTrieRoot(t, keys, values, nil)
	st := NewStackTrie(nil)
	for i := range keys {
		st.Update(keys[i], []byte{})
		if i > 0 {
			st.Update(keys[i-1], values[i])
		}
		if err := st.Update(keys[i], values[i]); err != nil {
			t.Fatal(err)
		}
	}
	if got := st.Hash(); got != want {
		t.Errorf("root %x after refused updates, want %x", got, want)
	}
}

func TestStackTrieHashTwiceGivesTheSameRootAndCommitsOnce(t *testing.T) {
	committed := 0
	st := NewStackTrie(func([]byte, [32]byte, []byte) { committed++ })
	st.Update([]byte("dog"), []byte("puppy"))
	first, count := st.Hash(), committed
	if second := st.Hash(); second != first || committed != count {
		t.Errorf("second Hash %x with %d nodes committed, first %x with %d", second, committed, first, count)
	}
	if err := st.Update([]byte("horse"), []byte("stallion")); err == nil {
		t.Error("Update after Hash without Reset succeeded")
	}
}

func TestStackTrieResetMakesItReusable(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	st := NewStackTrie(nil)
	for round := 0; round < 3; round++ {
		keys, values := randomTrieContent(rng, 500)
		st.Reset()
		for i := range keys {
			if err := st.Update(keys[i], values[i]); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := st.Hash(), referenceTrieRoot(keys, values, nil); got != want {
			t.Errorf("round %d: root %x, want %x", round, got, want)
		}
	}
}

// randomTrieContent returns n keys in increasing order, of 0 to 40 bytes
// over a small alphabet (so that they share long prefixes, and some are
// prefixes of others, and one may be empty), with values of 1 to 200 bytes.
func randomTrieContent(rng *rand.Rand, n int) (keys, values [][]byte) {
	seen := map[string]bool{}
	for len(keys) < n {
		k := make([]byte, rng.IntN(41))
		for i := range k {
			k[i] = []byte{0x00, 0x01, 0x10, 0x11, 0xff}[rng.IntN(5)]
		}
		if !seen[string(k)] {
			seen[string(k)] = true
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, bytes.Compare)
	for range keys {
		v := make([]byte, 1+rng.IntN(200))
		for i := range v {
			v[i] = byte(rng.Uint32())
		}
		values = append(values, v)
	}
	return keys, values
}

// committedNode is one node reported to a StackTrie's callback.
type committedNode struct {
	path string
	hash [32]byte
	blob string
}

// The roots and committed nodes agree with the reference below (the yellow
// paper's definition, node by node) on keys that are empty or prefixes of
// others, which go-ethereum's StackTrie cannot take.
func TestStackTrieMatchesTheDefinitionOnPrefixKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	forEachBackend(t, func(t *testing.T) {
		for _, n := range []int{1, 2, 3, 10, 100, 1000, 3000} {
			keys, values := randomTrieContent(rng, n)
			var got, want []committedNode
			root := stackTrieRoot(t, keys, values, func(path []byte, hash [32]byte, blob []byte) {
				got = append(got, committedNode{string(path), hash, string(blob)})
			})
			wantRoot := referenceTrieRoot(keys, values, func(path []byte, hash [32]byte, blob []byte) {
				want = append(want, committedNode{string(path), hash, string(blob)})
			})
			if root != wantRoot {
				t.Fatalf("%d keys: root %x, want %x", n, root, wantRoot)
			}
			checkCommittedNodes(t, got, want)
		}
	})
}

// checkCommittedNodes checks that got is want in some order in which every
// node comes after the nodes below it, and that each hash is its blob's.
func checkCommittedNodes(t *testing.T, got, want []committedNode) {
	t.Helper()
	reported := map[string]bool{}
	for _, n := range got {
		if n.hash != Keccak256Hash([]byte(n.blob)) {
			t.Fatalf("node at %x: hash %x is not its blob's", n.path, n.hash)
		}
		for end := 0; end < len(n.path); end++ {
			if reported[n.path[:end]] {
				t.Fatalf("node at %x reported after the node above it at %x", n.path, n.path[:end])
			}
		}
		reported[n.path] = true
	}
	byPath := func(a, b committedNode) int { return strings.Compare(a.path+a.blob, b.path+b.blob) }
	got, want = slices.Clone(got), slices.Clone(want)
	slices.SortFunc(got, byPath)
	slices.SortFunc(want, byPath)
	if !slices.Equal(got, want) {
		t.Fatalf("%d nodes committed, want %d (or different ones)", len(got), len(want))
	}
}

// referenceTrieRoot computes a trie root by the definition: the node over
// keys that share their first depth nibbles, built recursively and hashed
// one node at a time, committing nodes of 32 bytes or more and the root.
func referenceTrieRoot(keys, values [][]byte, onNode func([]byte, [32]byte, []byte)) [32]byte {
	if len(keys) == 0 {
		return Keccak256Hash([]byte{0x80})
	}
	nibbles := make([][]byte, len(keys))
	for i, k := range keys {
		nibbles[i] = appendNibbles(nil, k)
	}
	r := referenceTrie{nibbles, values, onNode}
	blob := r.node(0, len(keys), 0)
	root := Keccak256Hash(blob)
	if onNode != nil {
		onNode(nil, root, blob)
	}
	return root
}

type referenceTrie struct {
	keys, values [][]byte
	onNode       func([]byte, [32]byte, []byte)
}

// node encodes the node of keys[lo:hi], which share their first depth nibbles.
func (r *referenceTrie) node(lo, hi, depth int) []byte {
	first, last := r.keys[lo], r.keys[hi-1]
	if hi-lo == 1 {
		return rlpList(appendHexPrefixString(nil, first[depth:], true), appendRLPString(nil, r.values[lo]))
	}
	if shared := commonPrefixLength(first[depth:], last[depth:]); shared > 0 {
		return rlpList(appendHexPrefixString(nil, first[depth:depth+shared], false), r.ref(lo, hi, depth+shared, first[:depth+shared]))
	}
	var items [][]byte
	for nibble := byte(0); nibble < 16; nibble++ {
		start := lo
		for start < hi && (len(r.keys[start]) == depth || r.keys[start][depth] < nibble) {
			start++
		}
		end := start
		for end < hi && r.keys[end][depth] == nibble {
			end++
		}
		if start == end {
			items = append(items, []byte{0x80})
		} else {
			items = append(items, r.ref(start, end, depth+1, append(slices.Clone(first[:depth]), nibble)))
		}
	}
	if len(first) == depth {
		items = append(items, appendRLPString(nil, r.values[lo]))
	} else {
		items = append(items, []byte{0x80})
	}
	return rlpList(items...)
}

// ref is how the node of keys[lo:hi] at path appears in its parent.
func (r *referenceTrie) ref(lo, hi, depth int, path []byte) []byte {
	blob := r.node(lo, hi, depth)
	if len(blob) < 32 {
		return blob
	}
	hash := Keccak256Hash(blob)
	if r.onNode != nil {
		r.onNode(path, hash, blob)
	}
	return appendRLPString(nil, hash[:])
}

func rlpList(items ...[]byte) []byte {
	payload := bytes.Join(items, nil)
	return append(appendRLPHeader(nil, 0xc0, len(payload)), payload...)
}

func TestOrderedTrieRootIsTheTrieOfRLPIndices(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 2, 127, 128, 129, 300, 70000} {
		values := make([][]byte, n)
		for i := range values {
			values[i] = make([]byte, 1+rng.IntN(120))
			values[i][0] = byte(i)
		}
		var keys [][]byte
		for i := range values {
			keys = append(keys, appendRLPUint(nil, uint64(i)))
		}
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		slices.SortFunc(order, func(a, b int) int { return bytes.Compare(keys[a], keys[b]) })
		var sortedKeys, sortedValues [][]byte
		for _, i := range order {
			sortedKeys, sortedValues = append(sortedKeys, keys[i]), append(sortedValues, values[i])
		}
		if got, want := OrderedTrieRoot(values), referenceTrieRoot(sortedKeys, sortedValues, nil); got != want {
			t.Errorf("%d values: root %x, want %x", n, got, want)
		}
	}
}

func TestSecureTrieRootRefusesBadInput(t *testing.T) {
	one := [][]byte{[]byte("a")}
	for _, c := range []struct {
		name         string
		keys, values [][]byte
		want         string
	}{
		{"more keys", [][]byte{[]byte("a"), []byte("b")}, one, "keccakx: SecureTrieRoot: keys and values differ in number"},
		{"empty value", one, [][]byte{{}}, "trying to insert empty (deletion)"},
		{"empty value replaced", [][]byte{[]byte("a"), []byte("a")}, [][]byte{{}, {1}}, "trying to insert empty (deletion)"},
	} {
		if _, err := SecureTrieRoot(c.keys, c.values); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

func TestSecureTrieRootKeepsTheLastValueOfARepeatedKey(t *testing.T) {
	want, _ := SecureTrieRoot([][]byte{[]byte("b"), []byte("a")}, [][]byte{{3}, {2}})
	got, err := SecureTrieRoot([][]byte{[]byte("a"), []byte("b"), []byte("a")}, [][]byte{{1}, {3}, {2}})
	if err != nil || got != want {
		t.Errorf("root %x, %v; want %x", got, err, want)
	}
}

// Once its buffers have grown, an Update allocates nothing.
func TestStackTrieUpdateDoesNotAllocate(t *testing.T) {
	st := NewStackTrie(func([]byte, [32]byte, []byte) {})
	var key [8]byte
	value := make([]byte, 70)
	i := uint64(0)
	next := func() {
		i++
		for j := range key {
			key[j] = byte(i >> (56 - 8*j))
		}
		if err := st.Update(key[:], value); err != nil {
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

// A trie built one first-nibble partition per goroutine has the root of the
// trie built in one piece: partitions of one key, of one-byte keys, of keys
// whose values sit in branches, and embedded nodes (short values) included.
func TestPartitionedRootIsTheSerialRoot(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, n := range []int{2, 3, 10, 200, 3000} {
		for round := 0; round < 20; round++ {
			keys, values := randomTrieContent(rng, n+1)
			if len(keys[0]) == 0 {
				keys, values = keys[1:], values[1:]
			} else {
				keys, values = keys[:n], values[:n]
			}
			if keys[0][0]>>4 == keys[len(keys)-1][0]>>4 {
				continue // one partition: SecureTrieRoot builds it in one piece
			}
			want := referenceTrieRoot(keys, values, nil)
			partition := func(nibble int) ([][]byte, [][]byte) {
				lo, _ := slices.BinarySearchFunc(keys, nibble, func(k []byte, n int) int { return cmp.Compare(int(k[0]>>4), n) })
				hi, _ := slices.BinarySearchFunc(keys, nibble+1, func(k []byte, n int) int { return cmp.Compare(int(k[0]>>4), n) })
				return keys[lo:hi], values[lo:hi]
			}
			for _, threads := range []int{1, 2, 5} {
				if got := partitionedRoot(threads, partition); got != want {
					t.Fatalf("%d keys, %d threads: root %x, want %x", len(keys), threads, got, want)
				}
			}
		}
	}
}

func TestSecureTrieRootOnGoroutinesIsTheSerialRoot(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	rng := rand.New(rand.NewPCG(13, 14))
	keys, values := make([][]byte, partitionedKeys+1000), make([][]byte, partitionedKeys+1000)
	for i := range keys {
		keys[i], values[i] = []byte(fmt.Sprint(i)), make([]byte, 1+rng.IntN(80))
		values[i][0] = byte(i)
	}
	hashed := make([][]byte, len(keys))
	for i, k := range keys {
		hashed[i] = Keccak256(k)
	}
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return bytes.Compare(hashed[a], hashed[b]) })
	st := NewStackTrie(nil)
	for _, i := range order {
		st.Update(hashed[i], values[i])
	}
	if got, err := SecureTrieRoot(keys, values); err != nil || got != st.Hash() {
		t.Errorf("root %x, %v; want %x", got, err, st.Hash())
	}
}
