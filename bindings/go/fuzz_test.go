package keccakx

import (
	"bytes"
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
