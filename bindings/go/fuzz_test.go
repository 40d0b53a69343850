// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"io"
	"testing"
)

// FuzzStreamingMatchesXCrypto feeds a message to every hash of this package
// and of x/crypto/sha3 in pieces whose sizes the fuzzer picks, then reads
// output in pieces it picks too, and requires the same bytes everywhere.
func FuzzStreamingMatchesXCrypto(f *testing.F) {
	f.Add([]byte("abc"), []byte{1, 2})
	f.Add(bytes.Repeat([]byte{0x5a}, 300), []byte{135, 1, 0, 168, 72})
	f.Add([]byte{}, []byte{})
	f.Fuzz(func(t *testing.T, msg, cuts []byte) {
		for _, p := range pairs {
			ours, theirs := p.ours(), p.theirs()
			inPieces(msg, cuts, func(b []byte) { ours.Write(b) })
			inPieces(msg, cuts, func(b []byte) { theirs.Write(b) })
			if got, want := ours.Sum(nil), theirs.Sum(nil); !bytes.Equal(got, want) {
				t.Fatalf("%s: Sum = %x, want %x", p.name, got, want)
			}
			if !p.readable {
				continue
			}
			outLen := p.alg.Size()
			if p.alg.isXOF() {
				outLen = 2*p.alg.BlockSize() + 3
			}
			got, want := make([]byte, outLen), make([]byte, outLen)
			inPieces(got, cuts, func(b []byte) { ours.(KeccakState).Read(b) })
			theirs.(KeccakState).Read(want)
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: Read = %x, want %x", p.name, got, want)
			}
		}
	})
}

// inPieces calls f on consecutive pieces of buf with the sizes listed in cuts
// (0 is an empty piece), then on the rest.
func inPieces(buf, cuts []byte, f func([]byte)) {
	for _, c := range cuts {
		k := min(len(buf), int(c))
		f(buf[:k])
		buf = buf[k:]
	}
	f(buf)
}

// FuzzUnmarshalAgreesWithGoPackages gives any bytes to UnmarshalBinary of
// every hash: they are refused with an error, or Go's package of the same
// hash accepts them too and both continue to the same output.
func FuzzUnmarshalAgreesWithGoPackages(f *testing.F) {
	for _, g := range goHashes {
		h := g.new()
		h.Write([]byte("seed"))
		b, _ := h.MarshalBinary()
		f.Add(b)
	}
	f.Add([]byte("sha\x09\xa8"))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, g := range goHashes {
			ours := newHash(g.alg)
			if unmarshal(ours, b) != nil {
				continue
			}
			theirs := g.new()
			if err := theirs.UnmarshalBinary(b); err != nil {
				t.Fatalf("%s: we accept %x, they refuse it: %v", g.name, b, err)
			}
			p := savePoint{}
			if b[len(b)-1] == directionSqueezing {
				if _, readable := theirs.(io.Reader); !readable {
					continue
				}
				p.reads = []int{int(b[len(b)-2])}
			}
			if got, want := p.continueFrom(ours, g.alg), p.continueFrom(theirs, g.alg); !bytes.Equal(got, want) {
				t.Fatalf("%s: state %x continued to %x, want %x", g.name, b, got, want)
			}
		}
	})
}
