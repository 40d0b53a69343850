// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/sha3"
)

// The one-shot functions agree with x/crypto/sha3 at every length around the
// rates, with every backend.
func TestOneShotFunctionsMatchXCrypto(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	forEachBackend(t, func(t *testing.T) {
		for _, n := range boundaryLengths() {
			msg := randomBytes(rng, n)
			check := func(name string, got, want []byte) {
				t.Helper()
				if !bytes.Equal(got, want) {
					t.Fatalf("%s of %d bytes = %x, want %x", name, n, got, want)
				}
			}
			s224, s256, s384, s512 := Sum224(msg), Sum256(msg), Sum384(msg), Sum512(msg)
			x224, x256, x384, x512 := sha3.Sum224(msg), sha3.Sum256(msg), sha3.Sum384(msg), sha3.Sum512(msg)
			check("Sum224", s224[:], x224[:])
			check("Sum256", s256[:], x256[:])
			check("Sum384", s384[:], x384[:])
			check("Sum512", s512[:], x512[:])

			k256 := theirOneShot(AlgKeccak256, msg, 32)
			check("Keccak256", Keccak256(msg), k256)
			kh := Keccak256Hash(msg)
			check("Keccak256Hash", kh[:], k256)
			hd := HashData(NewKeccakState(), msg)
			check("HashData", hd[:], k256)
			check("Keccak512", Keccak512(msg), theirOneShot(AlgKeccak512, msg, 64))

			for _, outLen := range []int{0, 1, 32, 167, 168, 169, 500} {
				ours, theirs := make([]byte, outLen), make([]byte, outLen)
				ShakeSum128(ours, msg)
				sha3.ShakeSum128(theirs, msg)
				check("ShakeSum128", ours, theirs)
				ShakeSum256(ours, msg)
				sha3.ShakeSum256(theirs, msg)
				check("ShakeSum256", ours, theirs)
				check("SumSHAKE128", SumSHAKE128(msg, outLen), theirOneShot(AlgSHAKE128, msg, outLen))
				check("SumSHAKE256", SumSHAKE256(msg, outLen), theirOneShot(AlgSHAKE256, msg, outLen))
			}
		}
	})
}

// Multi-part input to the go-ethereum style functions is the concatenation.
func TestKeccakOfSeveralPartsHashesTheirConcatenation(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range boundaryLengths() {
		msg := randomBytes(rng, 3*n)
		parts := [][]byte{msg[:n], nil, msg[n : 2*n], msg[2*n:]}
		if got, want := Keccak256(parts...), theirOneShot(AlgKeccak256, msg, 32); !bytes.Equal(got, want) {
			t.Fatalf("Keccak256 of parts of %d bytes = %x, want %x", 3*n, got, want)
		}
		if got, want := Keccak256Hash(parts...), theirOneShot(AlgKeccak256, msg, 32); !bytes.Equal(got[:], want) {
			t.Fatalf("Keccak256Hash of parts of %d bytes = %x, want %x", 3*n, got, want)
		}
		if got, want := Keccak512(parts...), theirOneShot(AlgKeccak512, msg, 64); !bytes.Equal(got, want) {
			t.Fatalf("Keccak512 of parts of %d bytes = %x, want %x", 3*n, got, want)
		}
	}
	if got, want := Keccak256(), theirOneShot(AlgKeccak256, nil, 32); !bytes.Equal(got, want) {
		t.Fatalf("Keccak256() = %x, want %x", got, want)
	}
}

// Streaming with random write sizes gives x/crypto/sha3's results for every
// length around the rates, including the SHAKE output read in random chunks.
func TestStreamingMatchesXCryptoWithRandomWriteSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	forEachBackend(t, func(t *testing.T) {
		for _, p := range pairs {
			for _, n := range boundaryLengths() {
				msg := randomBytes(rng, 2*n)
				ours, theirs := p.ours(), p.theirs()
				for rest := msg; len(rest) > 0; {
					k := min(len(rest), rng.IntN(2*p.alg.BlockSize()+2))
					ours.Write(rest[:k])
					theirs.Write(rest[:k])
					rest = rest[k:]
				}
				if got, want := ours.Sum(nil), theirs.Sum(nil); !bytes.Equal(got, want) {
					t.Fatalf("%s: Sum after %d bytes = %x, want %x", p.name, len(msg), got, want)
				}
				if !p.readable {
					continue
				}
				outLen := p.alg.Size()
				if p.alg.isXOF() {
					outLen = 3*p.alg.BlockSize() + 7
				}
				if got, want := readInChunks(rng, ours, outLen), readInChunks(rng, theirs, outLen); !bytes.Equal(got, want) {
					t.Fatalf("%s: Read after %d bytes = %x, want %x", p.name, len(msg), got, want)
				}
			}
		}
	})
}

func readInChunks(rng *rand.Rand, h any, n int) []byte {
	r := h.(interface{ Read([]byte) (int, error) })
	out := make([]byte, n)
	for rest := out; len(rest) > 0; {
		k := min(len(rest), rng.IntN(200))
		r.Read(rest[:k])
		rest = rest[k:]
	}
	return out
}

// HashData also works with a KeccakState of another package, through its methods.
func TestHashDataWithXCryptoStateMatchesOurs(t *testing.T) {
	theirs := sha3.NewLegacyKeccak256().(KeccakState)
	for _, n := range boundaryLengths() {
		msg := bytes.Repeat([]byte{byte(n)}, n)
		if got, want := HashData(theirs, msg), HashData(NewKeccakState(), msg); got != want {
			t.Fatalf("HashData of %d bytes with x/crypto's state = %x, want %x", n, got, want)
		}
	}
}
