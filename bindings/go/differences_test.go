// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	stdsha3 "crypto/sha3"
	"errors"
	"testing"

	"golang.org/x/crypto/sha3"
)

// The few places where this package deliberately differs from x/crypto/sha3.

// x/crypto/sha3's legacy Keccak reads on into the sponge output past the
// digest; the C library squeezes only SHAKE, so here that is a panic rather
// than a wrong answer.
func TestFixedSizeReadPastDigestPanics(t *testing.T) {
	h := NewKeccakState()
	h.Write([]byte("abc"))
	digest := make([]byte, 32)
	h.Read(digest[:10])
	h.Read(digest[10:])
	if want := theirOneShot(AlgKeccak256, []byte("abc"), 32); !bytes.Equal(digest, want) {
		t.Fatalf("digest read in two parts = %x, want %x", digest, want)
	}
	if got := call(func() any { return readN(h, 1) }); got.panicked != panicReadPastDigest {
		t.Fatalf("reading a 33rd byte: %v, want the panic %q", got, panicReadPastDigest)
	}
}

// x/crypto's ShakeHash keeps panicking in Sum after Read even once Reset;
// here Reset starts over completely.
func TestShakeSumWorksAfterReadAndReset(t *testing.T) {
	h := NewShake128()
	h.Write([]byte("abc"))
	readN(h, 5)
	h.Reset()
	h.Write([]byte("abc"))
	want := make([]byte, 32)
	sha3.ShakeSum128(want, []byte("abc"))
	if got := h.Sum(nil); !bytes.Equal(got, want) {
		t.Fatalf("Sum after Read and Reset = %x, want %x", got, want)
	}
}

// x/crypto's ShakeHash forgets across MarshalBinary that it was read from (so
// Sum then returns later output instead of panicking), although the saved
// state says so; here the restored hash keeps it.
func TestShakeStateRestoredAfterReadStillRefusesSum(t *testing.T) {
	h := NewShake256()
	h.Write([]byte("abc"))
	readN(h, 5)
	restored := roundTrip(t, h, NewShake256())
	if got := call(func() any { return restored.Sum(nil) }); got.panicked != panicSumAfterRead {
		t.Fatalf("Sum on a restored state that was read from: %v, want the panic %q", got, panicSumAfterRead)
	}
}

// Go's packages restore a state that has absorbed a whole block but not yet
// permuted it, which they never save themselves (they permute as soon as a
// block is full) and whose meaning they do not agree on (Write permutes it,
// Read pads past the block). The C library has no such state: it is refused.
func TestStateWithUnpermutedFullBlockIsRejected(t *testing.T) {
	b := goState(t, AlgSHA3_256, AlgSHA3_256.BlockSize(), directionAbsorbing)
	if err := stdsha3.New256().UnmarshalBinary(b); err != nil {
		t.Fatalf("crypto/sha3 refuses it too (%v): drop this difference", err)
	}
	if err := unmarshal(New256(), b); !errors.Is(err, errStateInvalid) {
		t.Fatalf("UnmarshalBinary of a full unpermuted block: %v, want %v", err, errStateInvalid)
	}
}

// x/crypto's legacy Keccak can be read past its digest (see above), and
// saves such a state; this package cannot continue it and says so.
func TestStateReadPastTheDigestIsRejected(t *testing.T) {
	theirs := sha3.NewLegacyKeccak256()
	readN(theirs, 33)
	b := marshal(t, theirs)
	if err := unmarshal(NewLegacyKeccak256(), b); !errors.Is(err, errStateReadPastDigest) {
		t.Fatalf("UnmarshalBinary of a state read 33 bytes into Keccak-256: %v, want %v", err, errStateReadPastDigest)
	}
}

// A cSHAKE state (a magic of its own, followed by the init block) is of
// another algorithm for a plain SHAKE, as in crypto/sha3.
func TestCShakeStateIsRejectedBySHAKE(t *testing.T) {
	theirs := stdsha3.NewCSHAKE128([]byte("N"), []byte("S"))
	if err := unmarshal(NewShake128(), marshal(t, theirs)); !errors.Is(err, errStateAlgorithm) {
		t.Fatalf("UnmarshalBinary of a cSHAKE128 state into SHAKE128: %v, want %v", err, errStateAlgorithm)
	}
}
