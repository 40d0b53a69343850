package keccakx

import (
	"bytes"
	"encoding"
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
// Sum then returns later output instead of panicking); here the state keeps it.
func TestShakeStateRestoredAfterReadStillRefusesSum(t *testing.T) {
	h := NewShake256()
	h.Write([]byte("abc"))
	readN(h, 5)
	restored := roundTrip(t, h, NewShake256())
	if got := call(func() any { return restored.Sum(nil) }); got.panicked != panicSumAfterRead {
		t.Fatalf("Sum on a restored state that was read from: %v, want the panic %q", got, panicSumAfterRead)
	}
}

// The binary form is this package's own: x/crypto's cannot be restored here
// (nor ours there), and the error says so rather than misreading it.
func TestStateOfXCryptoIsRejected(t *testing.T) {
	theirs, _ := sha3.New256().(encoding.BinaryMarshaler).MarshalBinary()
	if err := New256().(encoding.BinaryUnmarshaler).UnmarshalBinary(theirs); err == nil {
		t.Fatal("UnmarshalBinary accepted x/crypto's state")
	}
}
