// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build go1.25

package keccakx

import (
	"bytes"
	"hash"
	"math/rand/v2"
	"testing"
)

// A SHA3 cloned with input pending, or after its digest was read in part,
// goes on independently of the original.
func TestSHA3CloneWithPendingInputIsIndependent(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 6))
	for _, n := range []int{0, 1, 135, 136, 137, 300, pendingSize - 1, pendingSize, pendingSize + 1} {
		head, tailA, tailB := randomBytes(rng, n), randomBytes(rng, 50), randomBytes(rng, 60)
		for _, p := range pairs {
			if p.alg.isXOF() {
				continue
			}
			original := reused(p.ours()).(*SHA3)
			original.Write(head)
			cloned, err := original.Clone()
			if err != nil {
				t.Fatal(err)
			}
			clone := cloned.(hash.Hash)
			original.Write(tailA)
			clone.Write(tailB)
			if got, want := clone.Sum(nil), theirOneShot(p.alg, append(bytes.Clone(head), tailB...), p.alg.Size()); !bytes.Equal(got, want) {
				t.Fatalf("%s: clone at %d bytes sums to %x, want %x", p.name, n, got, want)
			}
			want := theirOneShot(p.alg, append(bytes.Clone(head), tailA...), p.alg.Size())
			if got := original.Sum(nil); !bytes.Equal(got, want) {
				t.Fatalf("%s: original after cloning at %d bytes sums to %x, want %x", p.name, n, got, want)
			}
			if !p.readable {
				continue
			}
			readN(original, 5)
			cloned, _ = original.Clone()
			if got := append(readN(original, p.alg.Size()-5), readN(cloned.(*SHA3), p.alg.Size()-5)...); !bytes.Equal(got, append(want[5:], want[5:]...)) {
				t.Fatalf("%s: original and clone taken mid-digest read %x, want the rest of %x twice", p.name, got, want)
			}
		}
	}
}
