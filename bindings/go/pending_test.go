// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"hash"
	"io"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/sha3"
)

// A hash keeps up to pendingSize bytes of input before its core sees them
// (sponge.go). These tests check that where the input stands against that
// buffer never shows: not in the output, the panics, Reset, Clone or the
// saved state (marshal_test.go saves states around it too).

// pendingLengths are message lengths around the blocks of every rate and
// around one, two and three times pendingSize.
func pendingLengths() []int {
	lengths := boundaryLengths()
	for k := 1; k <= 3; k++ {
		lengths = append(lengths, k*pendingSize-1, k*pendingSize, k*pendingSize+1)
	}
	return lengths
}

// writers are the ways of writing a message that the tests try.
var writers = []struct {
	name  string
	write func(h io.Writer, msg []byte)
}{
	{"one Write", func(h io.Writer, msg []byte) { h.Write(msg) }},
	{"1-byte Writes", func(h io.Writer, msg []byte) { writeInPieces(h, msg, 1) }},
	{"7-byte Writes", func(h io.Writer, msg []byte) { writeInPieces(h, msg, 7) }},
	{"64-byte Writes", func(h io.Writer, msg []byte) { writeInPieces(h, msg, 64) }},
	{"1 byte, then the rest", func(h io.Writer, msg []byte) { splitAt(h, msg, 1) }},
	{"pendingSize-1 bytes, then the rest", func(h io.Writer, msg []byte) { splitAt(h, msg, pendingSize-1) }},
	{"pendingSize bytes, then the rest", func(h io.Writer, msg []byte) { splitAt(h, msg, pendingSize) }},
}

func writeInPieces(h io.Writer, msg []byte, piece int) {
	for len(msg) > 0 {
		k := min(piece, len(msg))
		h.Write(msg[:k])
		msg = msg[k:]
	}
}

func splitAt(h io.Writer, msg []byte, at int) {
	at = min(at, len(msg))
	h.Write(msg[:at])
	h.Write(msg[at:])
}

// reused is h after a message longer than pendingSize and Reset: a hash
// that keeps up to pendingSize bytes of its next messages (pending.go).
func reused(h hash.Hash) hash.Hash {
	h.Write(make([]byte, pendingSize+1))
	h.Reset()
	return h
}

// outputLength is how much a test reads: the digest, or several blocks of a
// SHAKE stream.
func outputLength(alg Algorithm) int {
	if alg.isXOF() {
		return 3*alg.BlockSize() + 7
	}
	return alg.Size()
}

// On a new hash (which keeps one block) and on a reused one (which keeps up
// to pendingSize bytes).
func TestEveryWayOfWritingAMessageGivesXCryptosOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 1))
	for _, n := range pendingLengths() {
		msg := randomBytes(rng, n)
		for _, p := range pairs {
			want := theirOneShot(p.alg, msg, outputLength(p.alg))
			for _, w := range writers {
				for _, h := range []hash.Hash{p.ours(), reused(p.ours())} {
					w.write(h, msg)
					if got := h.Sum(nil); !bytes.Equal(got, want[:h.Size()]) {
						t.Fatalf("%s, %d bytes in %s: Sum = %x, want %x", p.name, n, w.name, got, want[:h.Size()])
					}
					if !p.readable {
						continue
					}
					if got := readN(h, len(want)); !bytes.Equal(got, want) {
						t.Fatalf("%s, %d bytes in %s: Read = %x, want %x", p.name, n, w.name, got, want)
					}
				}
			}
		}
	}
}

func TestSumLeavesPendingInputToWriteOnto(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 2))
	for _, p := range pairs {
		for _, n := range []int{1, pendingSize - 1, pendingSize, pendingSize + 1} {
			first, second := randomBytes(rng, n), randomBytes(rng, 100)
			h := reused(p.ours())
			h.Write(first)
			h.Sum(nil)
			h.Write(second)
			want := theirOneShot(p.alg, append(first, second...), outputLength(p.alg))
			if got := h.Sum(nil); !bytes.Equal(got, want[:h.Size()]) {
				t.Fatalf("%s: Sum after Sum at %d bytes, then 100 more = %x, want %x", p.name, n, got, want[:h.Size()])
			}
		}
	}
}

// The first Read finishes a message that never left the pending input in
// one call, and one that did in another way: either way Write and Sum then
// panic as x/crypto's do.
func TestWriteAndSumAfterReadPanicWhereverTheInputStood(t *testing.T) {
	for _, p := range pairs {
		if !p.readable {
			continue
		}
		for _, n := range []int{0, pendingSize, pendingSize + 1} {
			for name, after := range map[string]func(h hash.Hash) any{
				"Write": func(h hash.Hash) any { h.Write([]byte("more")); return nil },
				"Sum":   func(h hash.Hash) any { return h.Sum(nil) },
			} {
				ours, theirs := reused(p.ours()), p.theirs()
				for _, h := range []hash.Hash{ours, theirs} {
					h.Write(make([]byte, n))
					h.(io.Reader).Read(make([]byte, 1))
				}
				got, want := call(func() any { return after(ours) }), call(func() any { return after(theirs) })
				if got.panicked == nil || !got.equal(want) {
					t.Errorf("%s: %s after %d bytes and Read: %v, x/crypto: %v", p.name, name, n, got, want)
				}
			}
		}
	}
}

func TestResetDiscardsPendingInputAndOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 3))
	msg := randomBytes(rng, 300)
	for _, p := range pairs {
		want := theirOneShot(p.alg, msg, outputLength(p.alg))
		for _, n := range []int{1, p.alg.BlockSize() - 1, pendingSize - 1, pendingSize + 1} {
			for _, read := range []bool{false, true} {
				h := reused(p.ours())
				h.Write(randomBytes(rng, n))
				if read && p.readable {
					readN(h, 1)
				}
				h.Reset()
				h.Write(msg)
				if got := h.Sum(nil); !bytes.Equal(got, want[:h.Size()]) {
					t.Fatalf("%s: Reset after %d bytes (read: %v), then 300 = %x, want %x", p.name, n, read, got, want[:h.Size()])
				}
			}
		}
	}
}

// HashData leaves a state as Reset, Write and Read do: the one-call path
// for messages up to pendingSize, the streaming one beyond, both save the
// state x/crypto's legacy Keccak saves.
func TestHashDataLeavesTheStateOfResetWriteRead(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 4))
	state := NewKeccakState()
	for _, n := range pendingLengths() {
		msg := randomBytes(rng, n)
		theirs := sha3.NewLegacyKeccak256().(KeccakState)
		want := HashData(theirs, msg)
		if got := HashData(state, msg); got != want {
			t.Fatalf("HashData of %d bytes = %x, want %x", n, got, want)
		}
		if got, want := marshal(t, state), marshal(t, theirs); !bytes.Equal(got, want) {
			t.Fatalf("state after HashData of %d bytes saves as\n%x\nwant\n%x", n, got, want)
		}
		if got := call(func() any { state.Write(msg); return nil }); got.panicked != panicWriteAfterRead {
			t.Fatalf("Write after HashData of %d bytes: %v, want the panic %q", n, got, panicWriteAfterRead)
		}
	}
}

// A SHAKE cloned with input pending, or mid-block of output, goes on
// independently of the original (SHA3's Clone: pending_go125_test.go).
func TestShakeCloneWithPendingInputIsIndependent(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 5))
	for _, n := range []int{0, 1, 167, 168, 169, 300, pendingSize - 1, pendingSize, pendingSize + 1} {
		head, tailA, tailB := randomBytes(rng, n), randomBytes(rng, 50), randomBytes(rng, 60)
		for _, alg := range []Algorithm{AlgSHAKE128, AlgSHAKE256} {
			original := reused(newHash(alg)).(*SHAKE)
			original.Write(head)
			clone := original.Clone()
			original.Write(tailA)
			clone.Write(tailB)
			if got, want := readN(clone, 200), theirOneShot(alg, append(bytes.Clone(head), tailB...), 200); !bytes.Equal(got, want) {
				t.Fatalf("%s: clone at %d bytes read %x, want %x", alg, n, got, want)
			}
			if got, want := readN(original, 200), theirOneShot(alg, append(bytes.Clone(head), tailA...), 200); !bytes.Equal(got, want) {
				t.Fatalf("%s: original after cloning at %d bytes read %x, want %x", alg, n, got, want)
			}
		}
	}
}

// A reused hash holding up to pendingSize bytes, and one that finished such
// a message in one call, save the states Go's packages save, and restore.
func TestAReusedHashSavesThePendingInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	for _, g := range goHashes {
		_, readable := g.new().(io.Reader)
		for _, n := range []int{169, 300, pendingSize - 1, pendingSize} {
			msg := randomBytes(rng, n)
			ours, theirs := reused(newHash(g.alg)), g.new()
			ours.Write(msg)
			theirs.Write(msg)
			if got, want := marshal(t, ours), marshal(t, theirs); !bytes.Equal(got, want) {
				t.Fatalf("%s, %d bytes pending: MarshalBinary =\n%x\nwant\n%x", g.name, n, got, want)
			}
			if readable {
				readN(ours, 1)
				readN(theirs, 1)
				if got, want := marshal(t, ours), marshal(t, theirs); !bytes.Equal(got, want) {
					t.Fatalf("%s, %d bytes then Read: MarshalBinary =\n%x\nwant\n%x", g.name, n, got, want)
				}
			}
			restored := newHash(g.alg)
			if err := unmarshal(restored, marshal(t, ours)); err != nil {
				t.Fatal(err)
			}
			next := func(h io.Writer) []byte { // the rest of the digest, or Sum after more input
				if readable {
					return readN(h, 16)
				}
				h.Write([]byte("more input"))
				return h.(hash.Hash).Sum(nil)
			}
			if got, want := next(restored), next(theirs); !bytes.Equal(got, want) {
				t.Fatalf("%s, %d bytes: restored, went on to %x, want %x", g.name, n, got, want)
			}
		}
	}
}
