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

// manyAlgorithms is every algorithm HashMany takes.
func manyAlgorithms() []Algorithm {
	var algs []Algorithm
	for alg := AlgKeccak224; alg.hashable(); alg++ {
		algs = append(algs, alg)
	}
	return algs
}

// assertHashManyEqualsOneShot checks HashMany of inputs against the one-shot
// hash of each message alone, and Keccak256Many too for Keccak-256.
func assertHashManyEqualsOneShot(t *testing.T, alg Algorithm, inputs [][]byte, outLen int) {
	t.Helper()
	dst := make([]byte, len(inputs)*outLen)
	HashMany(alg, dst, inputs, outLen)
	want := make([]byte, outLen)
	for i, m := range inputs {
		coreHash(alg, m, want)
		if got := dst[i*outLen : (i+1)*outLen]; !bytes.Equal(got, want) {
			t.Fatalf("%s, %d-byte output, message %d of %d (%d bytes): %x, want %x",
				alg, outLen, i, len(inputs), len(m), got, want)
		}
	}
	if alg != AlgKeccak256 {
		return
	}
	sums := make([][32]byte, len(inputs))
	Keccak256Many(sums, inputs)
	for i := range inputs {
		if !bytes.Equal(sums[i][:], dst[32*i:32*(i+1)]) {
			t.Fatalf("Keccak256Many, message %d of %d: %x, want %x", i, len(inputs), sums[i], dst[32*i:32*(i+1)])
		}
	}
}

// A thousand messages of random lengths, short and long mixed, give the
// one-shot hash of each with every backend, every algorithm HashMany takes
// and, for the XOFs, outputs shorter and longer than a block.
func TestHashManyOfAThousandMixedMessagesEqualsOneShotForEveryAlgorithm(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 1))
	inputs := make([][]byte, 1029)
	for i := range inputs {
		size := rng.IntN(160)
		if rng.IntN(4) == 0 {
			size = rng.IntN(700)
		}
		inputs[i] = randomBytes(rng, size)
	}
	forEachBackend(t, func(t *testing.T) {
		for _, alg := range manyAlgorithms() {
			outLens := []int{alg.Size()}
			if alg.isXOF() {
				outLens = []int{0, 1, 31, 32, 64, 167, 168, 169, 500}
			}
			for _, outLen := range outLens {
				assertHashManyEqualsOneShot(t, alg, inputs, outLen)
			}
		}
	})
}

// Empty messages, given as nil or as empty slices, hash as the empty string,
// alone, in long runs and between other messages.
func TestHashManyOfEmptyAndNilMessagesEqualsOneShot(t *testing.T) {
	cases := map[string][][]byte{
		"one nil":           {nil},
		"one empty":         {{}},
		"a thousand nil":    make([][]byte, 1000),
		"nil between":       {[]byte("a"), nil, make([]byte, 300), {}, nil, []byte("b")},
		"empty after long":  {make([]byte, 1000), nil, {}},
		"empty before long": {nil, {}, make([]byte, 1000)},
	}
	for name, inputs := range cases {
		t.Run(name, func(t *testing.T) {
			assertHashManyEqualsOneShot(t, AlgKeccak256, inputs, 32)
			assertHashManyEqualsOneShot(t, AlgSHA3_512, inputs, 64)
			assertHashManyEqualsOneShot(t, AlgSHAKE128, inputs, 200)
		})
	}
}

// No messages: nothing is written, even with a nil dst.
func TestHashManyOfNoMessagesWritesNothing(t *testing.T) {
	dst := []byte{0x5a}
	HashMany(AlgSHA3_256, dst, nil, 32)
	HashMany(AlgSHAKE256, nil, [][]byte{}, 64)
	Keccak256Many(nil, nil)
	if dst[0] != 0x5a {
		t.Fatalf("dst changed to %x", dst)
	}
}
