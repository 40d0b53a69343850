package keccakx

import (
	"bytes"
	"encoding"
	"errors"
	"strconv"
	"testing"
)

// A state saved at any point (short input in Go, long input in C, digest or
// SHAKE output partly read) continues to the same results once restored.
func TestRestoredStateContinuesWhereItWasSaved(t *testing.T) {
	for _, alg := range algorithms {
		rate := alg.BlockSize()
		for _, inLen := range []int{0, 5, rate, rate + 1, 3*rate + 7} {
			for _, readLen := range []int{-1, 0, 3} { // -1: saved before any Read
				msg := bytes.Repeat([]byte{0xa5}, inLen)
				h, want := newHash(alg), newHash(alg)
				h.Write(msg)
				want.Write(msg)
				if readLen >= 0 {
					readN(h, readLen)
					readN(want, readLen)
				}
				restored := roundTrip(t, h, newHash(alg))
				if readLen < 0 {
					restored.Write([]byte("more"))
					want.Write([]byte("more"))
					if got, w := restored.Sum(nil), want.Sum(nil); !bytes.Equal(got, w) {
						t.Fatalf("%s, %d bytes: Sum after restore = %x, want %x", alg, inLen, got, w)
					}
				}
				n := 4
				if alg.isXOF() {
					n = 2*rate + 1
				}
				if got, w := readN(restored, n), readN(want, n); !bytes.Equal(got, w) {
					t.Fatalf("%s, %d bytes, read %d: Read after restore = %x, want %x", alg, inLen, readLen, got, w)
				}
			}
		}
	}
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

func TestUnmarshalRejectsStateOfAnotherAlgorithm(t *testing.T) {
	saved := marshal(t, New256())
	if err := unmarshal(NewLegacyKeccak256(), saved); !errors.Is(err, errStateAlgorithm) {
		t.Fatalf("UnmarshalBinary of a SHA3-256 state into Keccak-256: %v", err)
	}
}

// Truncated, extended or altered bytes (in the header, or in the tag of a
// state that holds a C context) give an error and leave the hash as it was.
func TestUnmarshalRejectsDamagedStateAndKeepsTheHash(t *testing.T) {
	for _, inLen := range []int{10, 500} { // without and with a C context
		h := NewLegacyKeccak256()
		h.Write(bytes.Repeat([]byte{1}, inLen))
		saved := marshal(t, h)
		damaged := map[string][]byte{
			"truncated": saved[:len(saved)-1],
			"extended":  append(bytes.Clone(saved), 0),
			"empty":     nil,
		}
		flips := []int{0, len(marshalMagic), len(marshalMagic) + 1, len(marshalMagic) + 2}
		if inLen > AlgKeccak256.BlockSize() {
			flips = append(flips, len(saved)-1)
		}
		for _, at := range flips {
			b := bytes.Clone(saved)
			b[at] ^= 0xff
			damaged["byte "+strconv.Itoa(at)+" flipped"] = b
		}
		target := NewLegacyKeccak256()
		target.Write([]byte("kept"))
		want := target.Sum(nil)
		for name, b := range damaged {
			if err := unmarshal(target, b); err == nil {
				t.Errorf("%d bytes of input, %s: UnmarshalBinary accepted it", inLen, name)
			}
			if got := target.Sum(nil); !bytes.Equal(got, want) {
				t.Fatalf("%d bytes of input, %s: the failed UnmarshalBinary changed the hash", inLen, name)
			}
		}
	}
}

// A C context carried in a state is trusted by the library, so a state that
// holds one must carry this process's tag; a forged context is refused
// before it reaches C.
func TestUnmarshalRefusesContextNotSavedByThisProcess(t *testing.T) {
	h := NewShake128()
	h.Write(bytes.Repeat([]byte{7}, 1000))
	saved := marshal(t, h)
	ctxAt := len(saved) - tagSize - ctxSize
	for i := ctxAt; i < ctxAt+ctxSize; i++ {
		saved[i] = 0xff // what a hostile or corrupted state could hold
	}
	if err := unmarshal(NewShake128(), saved); !errors.Is(err, errStateForeign) {
		t.Fatalf("UnmarshalBinary of a forged context: %v", err)
	}
}
