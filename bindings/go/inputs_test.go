// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	stdsha3 "crypto/sha3"
	"hash"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"golang.org/x/crypto/sha3"
)

// Inputs at the edges of what the API takes: nil and empty slices, slices at
// odd addresses and of odd lengths, absurd lengths, calls after Read. Rows of
// docs/bad-input.md.

func TestNilAndEmptySlicesAreTheEmptyMessage(t *testing.T) {
	want := theirOneShot(AlgKeccak256, nil, 32)
	backing := make([]byte, 8)
	for name, empty := range map[string][]byte{"nil": nil, "empty": {}, "end of an array": backing[8:]} {
		h := NewLegacyKeccak256()
		h.Write(empty)
		sum := Keccak256Hash(empty)
		many := make([]byte, 64)
		HashMany(AlgKeccak256, many, [][]byte{empty, empty}, 32)
		for via, got := range map[string][]byte{
			"Keccak256": Keccak256(empty), "Keccak256Hash": sum[:], "Write": h.Sum(nil),
			"HashMany, first": many[:32], "HashMany, second": many[32:],
		} {
			if !bytes.Equal(got, want) {
				t.Errorf("%s of a %s slice = %x, want %x", via, name, got, want)
			}
		}
	}
}

func TestNilOutputsAndInputListsDoNothing(t *testing.T) {
	ShakeSum128(nil, []byte("abc"))
	HashMany(AlgSHAKE256, nil, [][]byte{nil, []byte("x")}, 0)
	HashMany(AlgSHA3_256, nil, nil, 32)
	Keccak256Many(nil, nil)
	if got := SumSHAKE256([]byte("abc"), 0); len(got) != 0 {
		t.Fatalf("SumSHAKE256 of length 0 = %x", got)
	}
}

// Slices that start at every offset into an array (so at addresses no
// multiple of 8) and have odd lengths, as input and as output, give
// x/crypto/sha3's bytes.
func TestSlicesAtOddOffsetsAndOfOddLengthsHashTheirBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	backing := randomBytes(rng, 3100)
	out := make([]byte, 3200)
	for offset := 1; offset < 8; offset++ {
		for _, n := range []int{1, 7, 71, 73, 135, 137, 167, 169, 1001, 3001} {
			msg := backing[offset : offset+n]
			check := func(via string, got, want []byte) {
				t.Helper()
				if !bytes.Equal(got, want) {
					t.Fatalf("%s of %d bytes at offset %d = %x, want %x", via, n, offset, got, want)
				}
			}
			sum := Sum384(msg)
			theirs := sha3.Sum384(msg)
			check("Sum384", sum[:], theirs[:])
			check("Keccak256", Keccak256(msg), theirOneShot(AlgKeccak256, msg, 32))

			shake := out[offset : offset+n]
			ShakeSum128(shake, msg)
			check("ShakeSum128 into an odd slice", shake, theirOneShot(AlgSHAKE128, msg, n))

			h := NewShake256()
			for rest := msg; len(rest) > 0; rest = rest[min(len(rest), 61):] {
				h.Write(rest[:min(len(rest), 61)])
			}
			first := min(n, 3)
			h.Read(out[offset : offset+first])
			h.Read(out[offset+first : offset+n])
			check("Write, Read into odd slices", out[offset:offset+n], theirOneShot(AlgSHAKE256, msg, n))

			dst := out[offset : offset+2*64]
			HashMany(AlgSHA3_512, dst, [][]byte{msg, msg[1:]}, 64)
			check("HashMany into an odd slice", dst, append(theirOneShot(AlgSHA3_512, msg, 64), theirOneShot(AlgSHA3_512, msg[1:], 64)...))
		}
	}
}

// Write and Sum after Read panic with x/crypto/sha3's values.
func TestWriteAndSumAfterReadPanicLikeXCrypto(t *testing.T) {
	for _, p := range pairs {
		if !p.readable {
			continue
		}
		for name, after := range map[string]func(h hash.Hash) any{
			"Write": func(h hash.Hash) any { h.Write([]byte("more")); return nil },
			"Sum":   func(h hash.Hash) any { return h.Sum(nil) },
		} {
			ours, theirs := p.ours(), p.theirs()
			ours.(io.Reader).Read(make([]byte, 1))
			theirs.(io.Reader).Read(make([]byte, 1))
			got, want := call(func() any { return after(ours) }), call(func() any { return after(theirs) })
			if got.panicked == nil || !got.equal(want) {
				t.Errorf("%s: %s after Read: %v, x/crypto: %v", p.name, name, got, want)
			}
		}
	}
}

// A negative length, or one no slice can have, panics as in crypto/sha3.
func TestSumSHAKEOfAnImpossibleLengthPanicsLikeCryptoSHA3(t *testing.T) {
	lengths := []int{-1, math.MinInt}
	if strconv.IntSize == 64 {
		lengths = append(lengths, 1<<62) // beyond the largest allocation Go allows
	}
	for _, length := range lengths {
		ours := []outcome{
			call(func() any { return SumSHAKE128(nil, length) }),
			call(func() any { return SumSHAKE256(nil, length) }),
		}
		theirs := call(func() any { return stdsha3.SumSHAKE128(nil, length) })
		if theirs.panicked == nil {
			t.Fatalf("crypto/sha3.SumSHAKE128 of length %d did not panic: drop this case", length)
		}
		for _, o := range ours {
			if o.panicked == nil {
				t.Errorf("SumSHAKE of length %d did not panic", length)
			}
		}
	}
}

// The C library lets input and output overlap, so hashing a buffer into
// itself gives x/crypto/sha3's output, as it does there.
func TestShakeSumIntoItsOwnInputEqualsXCrypto(t *testing.T) {
	for _, n := range []int{1, 32, 167, 168, 169, 500} {
		ours := randomBytes(rand.New(rand.NewPCG(uint64(n), 33)), n)
		theirs := bytes.Clone(ours)
		ShakeSum256(ours, ours)
		sha3.ShakeSum256(theirs, theirs)
		if !bytes.Equal(ours, theirs) {
			t.Fatalf("ShakeSum256 of %d bytes into themselves = %x, want %x", n, ours, theirs)
		}
	}
}
