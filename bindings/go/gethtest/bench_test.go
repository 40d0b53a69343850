// SPDX-License-Identifier: MIT OR Apache-2.0
package gethtest

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rlp"
	"github.com/ethereum/go-ethereum/trie"
	"github.com/holiman/uint256"
	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// Each benchmark runs go-ethereum's trie.StackTrie (geth) and keccakx's
// (keccakx) on the same data, one after the other.

// hasher is what both tries offer here.
type hasher interface {
	Update(key, value []byte) error
	Reset()
}

func bothTries(b *testing.B, run func(b *testing.B, newTrie func() hasher, root func(hasher) [32]byte)) {
	b.Run("geth", func(b *testing.B) {
		run(b, func() hasher { return trie.NewStackTrie(nil) }, func(h hasher) [32]byte { return h.(*trie.StackTrie).Hash() })
	})
	b.Run("keccakx", func(b *testing.B) {
		run(b, func() hasher { return keccakx.NewStackTrie(nil) }, func(h hasher) [32]byte { return h.(*keccakx.StackTrie).Hash() })
	})
}

// BenchmarkStackTrieInsert100K is go-ethereum's trie.BenchmarkInsert100K: a
// new trie of 100,000 keys, 8-byte big-endian multiples of 1,024, with
// 20-byte zero values.
func BenchmarkStackTrieInsert100K(b *testing.B) {
	bothTries(b, func(b *testing.B, newTrie func() hasher, root func(hasher) [32]byte) {
		key, value := make([]byte, 8), make([]byte, 20)
		b.ReportAllocs()
		for b.Loop() {
			t := newTrie()
			for j := range uint64(100_000) {
				binary.BigEndian.PutUint64(key, j*1024)
				if err := t.Update(key, value); err != nil {
					b.Fatal(err)
				}
			}
			root(t)
		}
	})
}

// BenchmarkStackTrieAccounts100K hashes the account trie of 100,000 random
// addresses (go-ethereum's trie.makeAccounts: keys Keccak-256 of the
// addresses, values RLP-encoded accounts of about 70 bytes), keys sorted
// beforehand as a stack trie needs.
func BenchmarkStackTrieAccounts100K(b *testing.B) {
	keys, values := accounts(100_000)
	bothTries(b, func(b *testing.B, newTrie func() hasher, root func(hasher) [32]byte) {
		t := newTrie()
		b.ReportAllocs()
		for b.Loop() {
			t.Reset()
			for i := range keys {
				if err := t.Update(keys[i], values[i]); err != nil {
					b.Fatal(err)
				}
			}
			root(t)
		}
	})
}

// BenchmarkStackTrieDeriveSha200 is go-ethereum's
// core/types.BenchmarkDeriveSha200/stack_trie: the transaction root of 200
// signed legacy transactions, a trie reused through Reset.
func BenchmarkStackTrieDeriveSha200(b *testing.B) {
	txs := legacyTransactions(b, 200)
	want := types.DeriveSha(txs, trie.NewListHasher())
	b.Run("geth", func(b *testing.B) {
		st := trie.NewStackTrie(nil)
		b.ReportAllocs()
		for b.Loop() {
			st.Reset()
			if types.DeriveSha(txs, st) != want {
				b.Fatal("wrong root")
			}
		}
	})
	b.Run("keccakx", func(b *testing.B) {
		st := listHasher{keccakx.NewStackTrie(nil)}
		b.ReportAllocs()
		for b.Loop() {
			st.Reset()
			if types.DeriveSha(txs, st) != want {
				b.Fatal("wrong root")
			}
		}
	})
}

// accounts returns go-ethereum's trie.makeAccounts(n) as a stack trie takes
// them: keys Keccak-256 of the addresses, in increasing order.
func accounts(n int) (keys, values [][]byte) {
	random := rand.New(rand.NewSource(0))
	addresses := make([][20]byte, n)
	for i := range addresses {
		random.Read(addresses[i][:])
	}
	type account struct{ key, value []byte }
	all := make([]account, n)
	for i := range all {
		nonce := uint64(random.Int63())
		balance := make([]byte, random.Uint32()%33)
		random.Read(balance)
		value, _ := rlp.EncodeToBytes(&types.StateAccount{
			Nonce:    nonce,
			Balance:  new(uint256.Int).SetBytes(balance),
			Root:     types.EmptyRootHash,
			CodeHash: crypto.Keccak256(nil),
		})
		all[i] = account{crypto.Keccak256(addresses[i][:]), value}
	}
	slices.SortFunc(all, func(a, b account) int { return bytes.Compare(a.key, b.key) })
	for _, a := range all {
		keys, values = append(keys, a.key), append(values, a.value)
	}
	return keys, values
}

// BenchmarkSecureTrieRoot100K is SecureTrieRoot of 100,000 accounts
// (trie.makeAccounts' addresses and values, in their random order), which
// builds on runtime.GOMAXPROCS(0) goroutines: run it with -cpu 1,2.
func BenchmarkSecureTrieRoot100K(b *testing.B) {
	random := rand.New(rand.NewSource(0))
	keys, values := make([][]byte, 100_000), make([][]byte, 100_000)
	_, values = accounts(len(values))
	for i := range keys {
		keys[i] = make([]byte, 20)
		random.Read(keys[i])
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := keccakx.SecureTrieRoot(keys, values); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPartialStackTrieAccounts100K builds the account trie of
// BenchmarkStackTrieAccounts100K as its 16 first-nibble partitions (each
// partition's trie new, as go-ethereum's triedb generator makes them) on
// runtime.GOMAXPROCS(0) goroutines, each taking the next nibble left, and
// joins them with keccakx.JoinPartitions: run it with -cpu 1,2.
func BenchmarkPartialStackTrieAccounts100K(b *testing.B) {
	keys, values := accounts(100_000)
	var bounds [17]int
	for nibble := range 16 {
		bounds[nibble+1], _ = slices.BinarySearchFunc(keys, nibble+1, func(k []byte, n int) int { return int(k[0]>>4) - n })
	}
	type partition interface {
		Update(key, value []byte) error
	}
	run := func(b *testing.B, newPartition func(nibble byte, onNode func(path []byte, blob []byte)) (partition, func())) {
		b.ReportAllocs()
		for b.Loop() {
			var children [16][]byte
			var next atomic.Int32
			var wg sync.WaitGroup
			for range runtime.GOMAXPROCS(0) {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for nibble := next.Add(1) - 1; nibble < 16; nibble = next.Add(1) - 1 {
						p, hash := newPartition(byte(nibble), func(path, blob []byte) {
							if len(path) == 1 {
								children[nibble] = bytes.Clone(blob)
							}
						})
						for i := bounds[nibble]; i < bounds[nibble+1]; i++ {
							if err := p.Update(keys[i], values[i]); err != nil {
								b.Error(err)
								return
							}
						}
						hash()
					}
				}()
			}
			wg.Wait()
			if _, err := keccakx.JoinPartitions(children, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("geth", func(b *testing.B) {
		run(b, func(nibble byte, onNode func(path, blob []byte)) (partition, func()) {
			p := trie.NewPartialStackTrie(nibble, func(path []byte, _ common.Hash, blob []byte) { onNode(path, blob) })
			return p, func() { p.Hash() }
		})
	})
	b.Run("keccakx", func(b *testing.B) {
		run(b, func(nibble byte, onNode func(path, blob []byte)) (partition, func()) {
			p := keccakx.NewPartialStackTrie(nibble, func(path []byte, _ [32]byte, blob []byte) { onNode(path, blob) })
			return p, func() { p.Hash() }
		})
	})
}
