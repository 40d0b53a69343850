// SPDX-License-Identifier: MIT OR Apache-2.0
package bench

import (
	"runtime"
	"testing"

	"github.com/cloudflare/circl/xof/k12"
	keccakx "github.com/keccakx/keccakx/bindings/go"
	"golang.org/x/crypto/sha3"
)

var out = make([]byte, 64)

// BenchmarkKT128 is KangarooTwelve against CIRCL's (Go, with four-way AVX2
// assembly on amd64) and SHAKE128 (keccakx's and x/crypto's) on 1 MiB: the
// speed of the tree mode on the multi-state kernels.
func BenchmarkKT128(b *testing.B) {
	msg := message(1 << 20)
	impls := []struct {
		name string
		h    sha3.ShakeHash
	}{
		{"kt128", keccakx.NewKT128(nil)},
		{"shake128", keccakx.NewShake128()},
		{"xcrypto-shake128", sha3.NewShake128()},
	}
	for _, impl := range impls {
		b.Run("size=1048576/impl="+impl.name, func(b *testing.B) {
			b.SetBytes(int64(len(msg)))
			b.ReportAllocs()
			for b.Loop() {
				impl.h.Reset()
				impl.h.Write(msg)
				impl.h.Read(out[:32])
			}
		})
	}
	b.Run("size=1048576/impl=circl", func(b *testing.B) {
		b.SetBytes(int64(len(msg)))
		b.ReportAllocs()
		for b.Loop() {
			h := k12.NewDraft10(nil) // draft 10 is RFC 9861's KT128
			h.Write(msg)
			h.Read(out[:32])
		}
	})
}

// The ML-KEM-768 matrix: 9 SHAKE128 streams, each absorbing a 34-byte
// seed || j || i and squeezing 3 blocks (504 bytes).
const (
	mlkemStreams = 9
	mlkemSeed    = 34
	mlkemOut     = 3 * 168
)

func mlkemBuffers() (seeds, outs [][]byte) {
	seeds, outs = make([][]byte, mlkemStreams), make([][]byte, mlkemStreams)
	for i := range seeds {
		seeds[i] = append(message(32), byte(i%3), byte(i/3))
		outs[i] = make([]byte, mlkemOut)
	}
	return seeds, outs
}

// BenchmarkMLKEMMatrix is the matrix as a Multi of 8 streams and one of 1,
// against 9 single SHAKE128 values of keccakx and of x/crypto.
func BenchmarkMLKEMMatrix(b *testing.B) {
	seeds, outs := mlkemBuffers()
	b.Run("impl=multi", func(b *testing.B) {
		eight, one := keccakx.NewMultiSHAKE128(8), keccakx.NewMultiSHAKE128(1)
		b.ReportAllocs()
		for b.Loop() {
			eight.Reset()
			eight.Write(seeds[:8])
			eight.Read(outs[:8])
			one.Reset()
			one.Write(seeds[8:])
			one.Read(outs[8:])
		}
	})
	single := func(name string, newShake func() sha3.ShakeHash) {
		b.Run("impl="+name, func(b *testing.B) {
			h := newShake()
			b.ReportAllocs()
			for b.Loop() {
				for i := range seeds {
					h.Reset()
					h.Write(seeds[i])
					h.Read(outs[i])
				}
			}
		})
	}
	single("single", keccakx.NewShake128)
	single("xcrypto", sha3.NewShake128)
}

// BenchmarkPinEightBuffers is what passing Multi's buffers to C as an array
// would add to each call: cgo lets C read Go memory holding Go pointers
// only while every buffer is pinned (also when the array is in C memory).
// Multi passes them as eight arguments instead, which needs no pinning.
func BenchmarkPinEightBuffers(b *testing.B) {
	seeds, _ := mlkemBuffers()
	var p runtime.Pinner
	for b.Loop() {
		for _, s := range seeds[:8] {
			p.Pin(&s[0])
		}
		p.Unpin()
	}
}
