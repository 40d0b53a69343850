// SPDX-License-Identifier: MIT OR Apache-2.0
package bench

import (
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	keccakx "github.com/keccakx/keccakx/bindings/go"
	"golang.org/x/crypto/sha3"
)

// Sizes: an address or hash (32), a trie node's pair of hashes (64), one
// Keccak-256 block (136), and longer messages.
var sizes = []int{32, 64, 136, 1024, 8192}

func message(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i * 7)
	}
	return b
}

var sink [32]byte

// BenchmarkKeccak256 is the one-shot hash as go-ethereum code calls it.
func BenchmarkKeccak256(b *testing.B) {
	impls := []struct {
		name string
		hash func([]byte) [32]byte
	}{
		{"keccakx", func(m []byte) [32]byte { return keccakx.Keccak256Hash(m) }},
		{"geth", func(m []byte) [32]byte { return crypto.Keccak256Hash(m) }},
		{"xcrypto", xcryptoKeccak256()},
	}
	for _, size := range sizes {
		msg := message(size)
		for _, impl := range impls {
			b.Run(fmt.Sprintf("size=%d/impl=%s", size, impl.name), func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for b.Loop() {
					sink = impl.hash(msg)
				}
			})
		}
	}
}

// xcryptoKeccak256 reuses one state, the fastest way to call x/crypto.
func xcryptoKeccak256() func([]byte) [32]byte {
	h := sha3.NewLegacyKeccak256().(crypto.KeccakState)
	return func(m []byte) (out [32]byte) {
		h.Reset()
		h.Write(m)
		h.Read(out[:])
		return out
	}
}

// BenchmarkHashData is go-ethereum's hot loop: one KeccakState reused.
func BenchmarkHashData(b *testing.B) {
	for _, size := range sizes[:3] {
		msg := message(size)
		b.Run(fmt.Sprintf("size=%d/impl=keccakx", size), func(b *testing.B) {
			state := keccakx.NewKeccakState()
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				sink = keccakx.HashData(state, msg)
			}
		})
		b.Run(fmt.Sprintf("size=%d/impl=geth", size), func(b *testing.B) {
			state := crypto.NewKeccakState()
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				sink = crypto.HashData(state, msg)
			}
		})
	}
}

// BenchmarkKeccak256Many hashes 1024 messages of 32 bytes per operation:
// keccakx's batch against a loop of each incumbent's fastest call.
func BenchmarkKeccak256Many(b *testing.B) {
	const count = 1024
	inputs := make([][]byte, count)
	for i := range inputs {
		inputs[i] = message(32)
		inputs[i][0] = byte(i)
	}
	out := make([][32]byte, count)
	xcrypto := xcryptoKeccak256()
	impls := []struct {
		name string
		run  func()
	}{
		{"keccakx", func() { keccakx.Keccak256Many(out, inputs) }},
		{"geth", func() {
			for i, m := range inputs {
				out[i] = crypto.Keccak256Hash(m)
			}
		}},
		{"xcrypto", func() {
			for i, m := range inputs {
				out[i] = xcrypto(m)
			}
		}},
	}
	for _, impl := range impls {
		b.Run("impl="+impl.name, func(b *testing.B) {
			b.SetBytes(32 * count)
			b.ReportAllocs()
			for b.Loop() {
				impl.run()
			}
		})
	}
}

// BenchmarkSHA3_256 compares with x/crypto/sha3, which is the standard
// library's crypto/sha3 (with its amd64 assembly) since v0.44.
func BenchmarkSHA3_256(b *testing.B) {
	for _, size := range sizes {
		msg := message(size)
		b.Run(fmt.Sprintf("size=%d/impl=keccakx", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				sink = keccakx.Sum256(msg)
			}
		})
		b.Run(fmt.Sprintf("size=%d/impl=xcrypto", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				sink = sha3.Sum256(msg)
			}
		})
	}
}
