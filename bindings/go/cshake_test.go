// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	stdsha3 "crypto/sha3"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/sha3"
)

type cshakeCase struct {
	name, custom, msg []byte
	level             int
}

func (c cshakeCase) ours() *SHAKE {
	if c.level == 128 {
		return NewCSHAKE128(c.name, c.custom)
	}
	return NewCSHAKE256(c.name, c.custom)
}

func (c cshakeCase) stdlib() *stdsha3.SHAKE {
	if c.level == 128 {
		return stdsha3.NewCSHAKE128(c.name, c.custom)
	}
	return stdsha3.NewCSHAKE256(c.name, c.custom)
}

func (c cshakeCase) xcrypto() sha3.ShakeHash {
	if c.level == 128 {
		return sha3.NewCShake128(c.name, c.custom)
	}
	return sha3.NewCShake256(c.name, c.custom)
}

// randomCSHAKECases have N and S of lengths around the rates (the encoded
// pair then fills one block or more) and messages around them.
func randomCSHAKECases(rng *rand.Rand) []cshakeCase {
	var cases []cshakeCase
	for _, nameLen := range []int{0, 1, 4, 160, 200} {
		for _, customLen := range []int{0, 3, 131, 300} {
			for _, level := range []int{128, 256} {
				msgLen := boundaryLengths()[rng.IntN(len(boundaryLengths()))]
				cases = append(cases, cshakeCase{randomBytes(rng, nameLen), randomBytes(rng, customLen),
					randomBytes(rng, msgLen), level})
			}
		}
	}
	return cases
}

// cSHAKE streamed (with Sum, then Read in two parts) equals x/crypto's and
// crypto/sha3's, with every backend.
func TestCSHAKEMatchesXCryptoAndCryptoSHA3(t *testing.T) {
	cases := randomCSHAKECases(rand.New(rand.NewPCG(16, 3)))
	forEachBackend(t, func(t *testing.T) {
		for _, c := range cases {
			h, x, std := c.ours(), c.xcrypto(), c.stdlib()
			for _, w := range []interface{ Write([]byte) (int, error) }{h, x, std} {
				w.Write(c.msg[:len(c.msg)/2])
				w.Write(c.msg[len(c.msg)/2:])
			}
			if got, want := h.Sum(nil), x.Sum(nil); !bytes.Equal(got, want) {
				t.Fatalf("cSHAKE%d (N %d, S %d bytes) Sum of %d bytes = %x, want %x",
					c.level, len(c.name), len(c.custom), len(c.msg), got, want)
			}
			got, want, stdOut := make([]byte, 500), make([]byte, 500), make([]byte, 500)
			h.Read(got[:1])
			h.Read(got[1:])
			x.Read(want)
			std.Read(stdOut)
			if !bytes.Equal(got, want) || !bytes.Equal(got, stdOut) {
				t.Fatalf("cSHAKE%d (N %d, S %d bytes) of %d bytes = %x, want %x",
					c.level, len(c.name), len(c.custom), len(c.msg), got[:32], want[:32])
			}
		}
	})
}

// A cSHAKE state saves as crypto/sha3's does (its form with the init block),
// and each package continues the other's.
func TestCSHAKEStateIsThatOfCryptoSHA3(t *testing.T) {
	for _, c := range randomCSHAKECases(rand.New(rand.NewPCG(16, 4))) {
		for _, reads := range []bool{false, true} {
			h, std := c.ours(), c.stdlib()
			h.Write(c.msg)
			std.Write(c.msg)
			if reads {
				h.Read(make([]byte, 7))
				std.Read(make([]byte, 7))
			}
			ours, _ := h.MarshalBinary()
			theirs, _ := std.MarshalBinary()
			if !bytes.Equal(ours, theirs) {
				t.Fatalf("cSHAKE%d state (N %d, S %d, reads %v) = %x, crypto/sha3's %x",
					c.level, len(c.name), len(c.custom), reads, ours, theirs)
			}
			restored, stdRestored := c.ours(), c.stdlib()
			if err := restored.UnmarshalBinary(theirs); err != nil {
				t.Fatal(err)
			}
			if err := stdRestored.UnmarshalBinary(ours); err != nil {
				t.Fatal(err)
			}
			got, want := make([]byte, 300), make([]byte, 300)
			restored.Read(got)
			stdRestored.Read(want)
			if !bytes.Equal(got, want) {
				t.Fatalf("cSHAKE%d restored states continue differently", c.level)
			}
		}
	}
}

// Reset starts cSHAKE over with its N and S, as crypto/sha3's does.
func TestCSHAKEResetKeepsNameAndCustomization(t *testing.T) {
	h := NewCSHAKE128([]byte("N"), []byte("S"))
	h.Write([]byte("discarded"))
	h.Read(make([]byte, 3))
	h.Reset()
	h.Write([]byte("msg"))
	want := NewCSHAKE128([]byte("N"), []byte("S"))
	want.Write([]byte("msg"))
	if !bytes.Equal(h.Sum(nil), want.Sum(nil)) {
		t.Fatal("Reset lost N or S")
	}
}

// With N and S empty, cSHAKE is SHAKE, and saves as SHAKE.
func TestCSHAKEWithNothingIsSHAKE(t *testing.T) {
	b, _ := NewCSHAKE256(nil, []byte{}).MarshalBinary()
	s, _ := NewSHAKE256().MarshalBinary()
	if !bytes.Equal(b, s) {
		t.Fatal("empty cSHAKE256 is not SHAKE256")
	}
}

// A SHAKE value refuses a cSHAKE state, and the other way round.
func TestCSHAKEAndSHAKEStatesDoNotMix(t *testing.T) {
	c, _ := NewCSHAKE128([]byte("N"), nil).MarshalBinary()
	s, _ := NewSHAKE128().MarshalBinary()
	if NewSHAKE128().UnmarshalBinary(c) == nil || NewCSHAKE128([]byte("N"), nil).UnmarshalBinary(s) == nil {
		t.Fatal("a state of the other function was accepted")
	}
}
