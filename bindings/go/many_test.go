// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

// Batches of every size around the group of eight, with messages of mixed
// lengths, give the one-shot hash of each message.
func TestHashManyEqualsOneShotOfEachMessage(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	lengths := boundaryLengths()
	forEachBackend(t, func(t *testing.T) {
		for _, n := range []int{0, 1, 7, 8, 9, 16, 17, 40} {
			inputs := make([][]byte, n)
			for i := range inputs {
				inputs[i] = randomBytes(rng, lengths[rng.IntN(len(lengths))])
			}
			for _, alg := range algorithms {
				outLen := alg.Size()
				if alg.isXOF() {
					outLen = 200
				}
				dst := make([]byte, n*outLen)
				HashMany(alg, dst, inputs, outLen)
				for i, m := range inputs {
					want := make([]byte, outLen)
					coreHash(alg, m, want)
					if got := dst[i*outLen : (i+1)*outLen]; !bytes.Equal(got, want) {
						t.Fatalf("%s, message %d of %d (%d bytes): %x, want %x", alg, i, n, len(m), got, want)
					}
				}
			}
			dst := make([][32]byte, n)
			Keccak256Many(dst, inputs)
			for i, m := range inputs {
				if want := theirOneShot(AlgKeccak256, m, 32); !bytes.Equal(dst[i][:], want) {
					t.Fatalf("Keccak256Many, message %d of %d (%d bytes): %x, want %x", i, n, len(m), dst[i], want)
				}
			}
		}
	})
}

func TestKeccak256ManyLeavesExtraDestinationsAlone(t *testing.T) {
	dst := make([][32]byte, 3)
	dst[2][0] = 0x5a
	Keccak256Many(dst, [][]byte{nil, []byte("x")})
	if dst[2] != ([32]byte{0: 0x5a}) {
		t.Fatalf("dst[2] changed to %x", dst[2])
	}
}

func TestHashManyPanicsOnMisuse(t *testing.T) {
	two := [][]byte{nil, nil}
	cases := map[string]func(){
		"Keccak256Many with a short dst": func() { Keccak256Many(make([][32]byte, 1), two) },
		"unknown algorithm":              func() { HashMany(Algorithm(0), make([]byte, 64), two, 32) },
		"KMAC without its key":           func() { HashMany(AlgKMAC128, make([]byte, 64), two, 32) },
		"wrong digest size":              func() { HashMany(AlgSHA3_256, make([]byte, 128), two, 64) },
		"negative SHAKE length":          func() { HashMany(AlgSHAKE128, make([]byte, 64), two, -1) },
		"short dst":                      func() { HashMany(AlgSHA3_256, make([]byte, 63), two, 32) },
		"nil dst":                        func() { HashMany(AlgSHA3_256, nil, two, 32) },
		"absurd SHAKE length":            func() { HashMany(AlgSHAKE128, make([]byte, 64), two, math.MaxInt) },
	}
	for name, f := range cases {
		if got := call(func() any { f(); return nil }); got.panicked == nil {
			t.Errorf("%s: no panic", name)
		}
	}
}
