// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	stdsha3 "crypto/sha3"
	"encoding"
	"errors"
	"fmt"
	"hash"
	"io"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/sha3"
)

// goHash is a hash of Go's own packages that saves its state in the binary
// form this package shares.
type goHash interface {
	io.Writer
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

// goHashes are the hashes of crypto/sha3 and x/crypto/sha3 (the one legacy
// Keccak, and the SHAKE wrapper) that states are exchanged with.
var goHashes = []struct {
	name string
	alg  Algorithm
	new  func() goHash
}{
	{"crypto/sha3 SHA3-224", AlgSHA3_224, func() goHash { return stdsha3.New224() }},
	{"crypto/sha3 SHA3-256", AlgSHA3_256, func() goHash { return stdsha3.New256() }},
	{"crypto/sha3 SHA3-384", AlgSHA3_384, func() goHash { return stdsha3.New384() }},
	{"crypto/sha3 SHA3-512", AlgSHA3_512, func() goHash { return stdsha3.New512() }},
	{"crypto/sha3 SHAKE128", AlgSHAKE128, func() goHash { return stdsha3.NewSHAKE128() }},
	{"crypto/sha3 SHAKE256", AlgSHAKE256, func() goHash { return stdsha3.NewSHAKE256() }},
	{"x/crypto/sha3 Keccak-256", AlgKeccak256, func() goHash { return sha3.NewLegacyKeccak256().(goHash) }},
	{"x/crypto/sha3 Keccak-512", AlgKeccak512, func() goHash { return sha3.NewLegacyKeccak512().(goHash) }},
	{"x/crypto/sha3 SHAKE256", AlgSHAKE256, func() goHash { return sha3.NewShake256().(goHash) }},
}

// savePoint is a state to save: inLen bytes written, then reads of the
// listed sizes (none: still absorbing).
type savePoint struct {
	inLen int
	reads []int
}

// savePoints are states around the block boundaries of alg and the size of
// the input a hash keeps before its core sees it (pendingSize), absorbing
// and (if the Go hash can read) squeezing.
func savePoints(alg Algorithm, readable bool) []savePoint {
	rate := alg.BlockSize()
	var points []savePoint
	for _, inLen := range []int{0, 1, rate - 1, rate, rate + 1, 3*rate + 7, pendingSize - 1, pendingSize, pendingSize + 1} {
		points = append(points, savePoint{inLen, nil})
		if !readable {
			continue
		}
		reads := [][]int{{0}, {1}, {5, 0, 3}, {alg.Size()}}
		if alg.isXOF() {
			reads = append(reads, []int{rate}, []int{rate - 1, 1}, []int{rate, 5}, []int{2*rate + 3}, []int{7, 2 * rate})
		}
		for _, r := range reads {
			points = append(points, savePoint{inLen, r})
		}
	}
	return points
}

func (p savePoint) String() string { return fmt.Sprintf("%d bytes in, reads %v", p.inLen, p.reads) }

// reach brings h to the save point, with the same message for every hash.
func (p savePoint) reach(h io.Writer) {
	h.Write(bytes.Repeat([]byte{0x3c}, p.inLen))
	for _, n := range p.reads {
		h.(io.Reader).Read(make([]byte, n))
	}
}

// continueFrom writes more (if h is still absorbing) and returns what h gives
// next: 2 blocks and a bit of a SHAKE stream, the rest of a digest read, or
// Sum of a SHA-3 hash that was not read from (crypto/sha3's cannot read).
func (p savePoint) continueFrom(h io.Writer, alg Algorithm) []byte {
	if p.reads == nil {
		h.Write([]byte("more input"))
		if alg >= AlgSHA3_224 && !alg.isXOF() {
			return h.(hash.Hash).Sum(nil)
		}
	}
	n := 2*alg.BlockSize() + 9
	if !alg.isXOF() {
		n = alg.Size()
		for _, read := range p.reads {
			n -= read
		}
	}
	return readN(h, n)
}

func marshal(t *testing.T, h any) []byte {
	t.Helper()
	b, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func unmarshal(h any, b []byte) error {
	return h.(encoding.BinaryUnmarshaler).UnmarshalBinary(b)
}

// At every save point our bytes are exactly those of Go's packages.
func TestMarshalBinaryEqualsGoPackages(t *testing.T) {
	for _, g := range goHashes {
		_, readable := g.new().(io.Reader)
		for _, p := range savePoints(g.alg, readable) {
			ours, theirs := newHash(g.alg), g.new()
			p.reach(ours)
			p.reach(theirs)
			if got, want := marshal(t, ours), marshal(t, theirs); !bytes.Equal(got, want) {
				t.Fatalf("%s, %v: MarshalBinary =\n%x\nwant\n%x", g.name, p, got, want)
			}
		}
	}
}

// A state saved by Go's packages restores here and continues to their output.
func TestStateSavedByGoPackagesContinuesHere(t *testing.T) {
	for _, g := range goHashes {
		_, readable := g.new().(io.Reader)
		for _, p := range savePoints(g.alg, readable) {
			theirs := g.new()
			p.reach(theirs)
			ours := newHash(g.alg)
			if err := unmarshal(ours, marshal(t, theirs)); err != nil {
				t.Fatalf("%s, %v: UnmarshalBinary: %v", g.name, p, err)
			}
			if got, want := p.continueFrom(ours, g.alg), p.continueFrom(theirs, g.alg); !bytes.Equal(got, want) {
				t.Fatalf("%s, %v: restored here, continued to %x, want %x", g.name, p, got, want)
			}
		}
	}
}

// A state saved here restores in Go's packages and continues to our output.
func TestStateSavedHereContinuesInGoPackages(t *testing.T) {
	for _, g := range goHashes {
		_, readable := g.new().(io.Reader)
		for _, p := range savePoints(g.alg, readable) {
			ours := newHash(g.alg)
			p.reach(ours)
			theirs := g.new()
			if err := unmarshal(theirs, marshal(t, ours)); err != nil {
				t.Fatalf("%s, %v: their UnmarshalBinary: %v", g.name, p, err)
			}
			if got, want := p.continueFrom(theirs, g.alg), p.continueFrom(ours, g.alg); !bytes.Equal(got, want) {
				t.Fatalf("%s, %v: restored there, continued to %x, want %x", g.name, p, got, want)
			}
		}
	}
}

// Every algorithm (including Keccak-224/384, which Go lacks) saves and
// restores at every save point, and continues where it was.
func TestRestoredStateContinuesWhereItWasSaved(t *testing.T) {
	for _, alg := range algorithms {
		for _, p := range savePoints(alg, true) {
			h, want := newHash(alg), newHash(alg)
			p.reach(h)
			p.reach(want)
			restored := roundTrip(t, h, newHash(alg))
			if got, w := p.continueFrom(restored, alg), p.continueFrom(want, alg); !bytes.Equal(got, w) {
				t.Fatalf("%s, %v: continued after restore to %x, want %x", alg, p, got, w)
			}
		}
	}
}

// The saved state depends on nothing but the input: a state saved with one
// backend restores with any other.
func TestStateSavedWithOneBackendRestoresWithAnother(t *testing.T) {
	const inLen = 1000
	saved := map[string][]byte{}
	forEachBackend(t, func(t *testing.T) {
		h := NewShake128()
		h.Write(bytes.Repeat([]byte{9}, inLen))
		saved[Backend(1)] = marshal(t, h)
	})
	want := NewShake128()
	want.Write(bytes.Repeat([]byte{9}, inLen))
	wantOut := readN(want, 400)
	forEachBackend(t, func(t *testing.T) {
		for from, b := range saved {
			if !bytes.Equal(b, saved[Backend(1)]) {
				t.Fatalf("saved with %s differs from saved with %s", from, Backend(1))
			}
			h := NewShake128()
			if err := unmarshal(h, b); err != nil {
				t.Fatalf("state saved with %s: %v", from, err)
			}
			if got := readN(h, 400); !bytes.Equal(got, wantOut) {
				t.Fatalf("state saved with %s, continued with %s = %x, want %x", from, Backend(1), got, wantOut)
			}
		}
	})
}

// Random lanes, positions and directions: whatever we accept, Go's packages
// accept too and continue from to the same output (no lane value is trusted
// blindly by the C library, so none can do harm).
func TestRandomStatesContinueAsInGoPackages(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, g := range goHashes {
		_, readable := g.new().(io.Reader)
		for range 200 {
			b := marshal(t, g.new())
			copy(b[len(magicSHA3)+1:], randomBytes(rng, 200))
			b[len(b)-2] = byte(rng.IntN(g.alg.BlockSize() + 1))
			b[len(b)-1] = byte(rng.IntN(2))
			squeezing := b[len(b)-1] == directionSqueezing
			if squeezing && !readable {
				continue
			}
			ours, theirs := newHash(g.alg), g.new()
			errOurs, errTheirs := unmarshal(ours, b), unmarshal(theirs, b)
			if errTheirs != nil {
				t.Fatalf("%s: their UnmarshalBinary refused a state we built: %v", g.name, errTheirs)
			}
			if errOurs != nil {
				if !refusedByDesign(g.alg, b) {
					t.Fatalf("%s: UnmarshalBinary(%x) = %v", g.name, b, errOurs)
				}
				continue
			}
			p := savePoint{}
			if squeezing {
				p.reads = []int{int(b[len(b)-2])}
			}
			if got, want := p.continueFrom(ours, g.alg), p.continueFrom(theirs, g.alg); !bytes.Equal(got, want) {
				t.Fatalf("%s: state %x continued to %x, want %x", g.name, b, got, want)
			}
			if got := marshal(t, ours); !bytes.Equal(got, marshal(t, theirs)) {
				t.Fatalf("%s: state after continuing = %x, want %x", g.name, got, marshal(t, theirs))
			}
		}
	}
}

// refusedByDesign says whether b is one of the states of Go's binary form that
// this package refuses (differences_test.go): a block absorbed but not yet
// permuted, or a fixed-size hash read past its digest.
func refusedByDesign(alg Algorithm, b []byte) bool {
	n, direction := int(b[len(b)-2]), b[len(b)-1]
	if direction == directionAbsorbing {
		return n == alg.BlockSize()
	}
	return !alg.isXOF() && n > alg.Size()
}

// goState is the binary form of a fresh hash of alg with n and direction
// replaced and the lanes filled with a pattern.
func goState(t *testing.T, alg Algorithm, n int, direction byte) []byte {
	b := marshal(t, newHash(alg))
	for i := len(magicSHA3) + 1; i < len(b)-2; i++ {
		b[i] = byte(i)
	}
	b[len(b)-2], b[len(b)-1] = byte(n), direction
	return b
}

func TestUnmarshalRejectsStateOfAnotherAlgorithm(t *testing.T) {
	for _, from := range algorithms {
		saved := marshal(t, newHash(from))
		for _, into := range algorithms {
			if into == from {
				continue
			}
			if err := unmarshal(newHash(into), saved); !errors.Is(err, errStateAlgorithm) {
				t.Errorf("UnmarshalBinary of a %s state into %s: %v, want %v", from, into, err, errStateAlgorithm)
			}
		}
	}
}

// Truncated, extended or impossible states give an error and leave the hash
// as it was.
func TestUnmarshalRejectsDamagedStateAndKeepsTheHash(t *testing.T) {
	rate := AlgSHAKE128.BlockSize()
	saved := goState(t, AlgSHAKE128, 5, directionAbsorbing)
	with := func(at int, v byte) []byte {
		b := bytes.Clone(saved)
		b[at] = v
		return b
	}
	damaged := map[string][]byte{
		"empty":                   nil,
		"magic only":              saved[:len(magicSHA3)],
		"truncated":               saved[:len(saved)-1],
		"extended":                append(bytes.Clone(saved), 0),
		"magic of no hash":        with(3, 0x0c),
		"rate of no SHAKE":        with(len(magicSHA3), byte(rate-1)),
		"direction 2":             with(len(saved)-1, 2),
		"absorbed past the block": goState(t, AlgSHAKE128, rate+1, directionAbsorbing),
		"squeezed past the block": goState(t, AlgSHAKE128, rate+1, directionSqueezing),
	}
	target := NewShake128()
	target.Write([]byte("kept"))
	want := target.Sum(nil)
	for name, b := range damaged {
		if err := unmarshal(target, b); err == nil {
			t.Errorf("%s: UnmarshalBinary accepted it", name)
		}
		if got := target.Sum(nil); !bytes.Equal(got, want) {
			t.Fatalf("%s: the failed UnmarshalBinary changed the hash", name)
		}
	}
}
