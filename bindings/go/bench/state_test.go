// SPDX-License-Identifier: MIT OR Apache-2.0
package bench

import (
	"fmt"
	"hash"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	keccakx "github.com/keccakx/keccakx/bindings/go"
	"golang.org/x/crypto/sha3"
)

// stateSizes are the messages go-ethereum hashes through a KeccakState: a
// hash pair (64), a trie node that fills one block (136), its own
// benchmarks' 512 bytes, a full branch node (532: 16 hashes of RLP), and
// longer ones.
var stateSizes = []int{64, 136, 512, 532, 1024, 4096}

// BenchmarkKeccakState is go-ethereum's crypto.HashData (Reset, Write, Read
// through the KeccakState interface, as its trie hasher does) on each
// package's state: keccakx's does not take HashData's one-call path here,
// only the methods any caller uses.
func BenchmarkKeccakState(b *testing.B) {
	impls := []struct {
		name  string
		state crypto.KeccakState
	}{
		{"keccakx", keccakx.NewKeccakState()},
		{"geth", crypto.NewKeccakState()},
		{"xcrypto", sha3.NewLegacyKeccak256().(crypto.KeccakState)},
	}
	for _, size := range stateSizes {
		msg := message(size)
		for _, impl := range impls {
			b.Run(fmt.Sprintf("size=%d/impl=%s", size, impl.name), func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for b.Loop() {
					sink = crypto.HashData(impl.state, msg)
				}
			})
		}
	}
}

// writesMessage is the message the Writes benchmarks hash in pieces: long
// enough that keccakx streams part of it to C.
const writesMessage = 16384

// BenchmarkWrites hashes a 16 KiB message written in pieces of size bytes
// (Reset, the Writes, Read or Sum): the cost of many small writes.
// Keccak-256 is compared with x/crypto's legacy Keccak (pure Go) and
// go-ethereum's (amd64 assembly), SHA3-256 with x/crypto's (the standard
// library's crypto/sha3, with its amd64 assembly).
func BenchmarkWrites(b *testing.B) {
	impls := []struct {
		name string
		h    hash.Hash
	}{
		{"keccakx", keccakx.NewLegacyKeccak256()},
		{"geth", crypto.NewKeccakState()},
		{"xcrypto", sha3.NewLegacyKeccak256()},
	}
	writes(b, impls)
}

// BenchmarkWritesSHA3 is BenchmarkWrites for SHA3-256.
func BenchmarkWritesSHA3(b *testing.B) {
	impls := []struct {
		name string
		h    hash.Hash
	}{
		{"keccakx", keccakx.New256()},
		{"xcrypto", sha3.New256()},
	}
	writes(b, impls)
}

func writes(b *testing.B, impls []struct {
	name string
	h    hash.Hash
}) {
	msg := message(writesMessage)
	var digest [32]byte
	for _, piece := range []int{1, 8, 64} {
		for _, impl := range impls {
			b.Run(fmt.Sprintf("size=%d/impl=%s", piece, impl.name), func(b *testing.B) {
				b.SetBytes(writesMessage)
				b.ReportAllocs()
				for b.Loop() {
					impl.h.Reset()
					for at := 0; at < len(msg); at += piece {
						impl.h.Write(msg[at : at+piece])
					}
					impl.h.Sum(digest[:0])
				}
			})
		}
	}
}

// BenchmarkNewSum is a new hash object per message (as hmac.New and code
// written for x/crypto's New256 do): the cost of creating one.
func BenchmarkNewSum(b *testing.B) {
	impls := []struct {
		name string
		new  func() hash.Hash
	}{
		{"keccakx", keccakx.NewLegacyKeccak256},
		{"xcrypto", sha3.NewLegacyKeccak256},
	}
	var digest [32]byte
	for _, size := range []int{32, 512} {
		msg := message(size)
		for _, impl := range impls {
			b.Run(fmt.Sprintf("size=%d/impl=%s", size, impl.name), func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for b.Loop() {
					h := impl.new()
					h.Write(msg)
					h.Sum(digest[:0])
				}
			})
		}
	}
}
