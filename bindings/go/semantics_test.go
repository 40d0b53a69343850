// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"encoding"
	"fmt"
	"hash"
	"io"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/sha3"
)

// Random sequences of calls on our hash and on x/crypto/sha3's give the same
// output (and the same saved state) after every call and panic in the same
// places with the same values.
// Left out are the differences by design (differences_test.go): a fixed-size
// hash reads at most Size() bytes, and x/crypto's ShakeHash forgets that it
// was read from on Reset (it keeps panicking in Sum) and across
// MarshalBinary (it then lets Sum read on), where ours does not. So for
// SHAKE, x/crypto's Reset is replaced by a new hash and its round trip of a
// state that was read from by a Clone.
func TestRandomCallSequencesBehaveAsXCrypto(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			for seq := range 300 {
				s := &callSequence{t: t, rng: rng, p: p, ours: p.ours(), theirs: p.theirs()}
				for step := range 25 {
					s.step(fmt.Sprintf("sequence %d step %d", seq, step))
				}
			}
		})
	}
}

type callSequence struct {
	t            *testing.T
	rng          *rand.Rand
	p            pair
	ours, theirs hash.Hash
	digestRead   int  // bytes read from a fixed-size hash since its last Reset
	squeezing    bool // Read was called since the last Reset
	log          []string
}

func (s *callSequence) step(where string) {
	s.t.Helper()
	op := s.rng.IntN(8)
	var ours, theirs outcome
	switch {
	case op <= 1:
		data := randomBytes(s.rng, s.rng.IntN(2*s.p.alg.BlockSize()+2))
		s.log = append(s.log, fmt.Sprintf("Write(%d bytes)", len(data)))
		ours = call(func() any { n, err := s.ours.Write(data); return fmt.Sprint(n, err) })
		theirs = call(func() any { n, err := s.theirs.Write(data); return fmt.Sprint(n, err) })
	case op == 2:
		prefix := randomBytes(s.rng, s.rng.IntN(3))
		s.log = append(s.log, fmt.Sprintf("Sum(%d-byte prefix)", len(prefix)))
		ours = call(func() any { return s.ours.Sum(bytes.Clone(prefix)) })
		theirs = call(func() any { return s.theirs.Sum(bytes.Clone(prefix)) })
	case op == 3 && s.p.readable:
		n := s.rng.IntN(2*s.p.alg.BlockSize() + 2)
		if !s.p.alg.isXOF() {
			n = min(n, s.p.alg.Size()-s.digestRead)
			s.digestRead += n
		}
		s.log = append(s.log, fmt.Sprintf("Read(%d bytes)", n))
		s.squeezing = true
		ours = call(func() any { return readN(s.ours, n) })
		theirs = call(func() any { return readN(s.theirs, n) })
	case op == 4:
		s.log = append(s.log, "Reset()")
		s.digestRead, s.squeezing = 0, false
		ours = call(func() any { s.ours.Reset(); return nil })
		if s.p.alg.isXOF() {
			s.theirs = s.p.theirs()
		} else {
			theirs = call(func() any { s.theirs.Reset(); return nil })
		}
	case op == 5:
		s.log = append(s.log, "Size(), BlockSize()")
		ours = call(func() any { return [2]int{s.ours.Size(), s.ours.BlockSize()} })
		theirs = call(func() any { return [2]int{s.theirs.Size(), s.theirs.BlockSize()} })
	case op == 6 && s.p.alg.isXOF():
		s.log = append(s.log, "Clone()")
		s.ours, s.theirs = s.ours.(ShakeHash).Clone(), cloneTheirs(s.theirs)
	case op == 7:
		s.log = append(s.log, "MarshalBinary() into a new hash")
		ours = call(func() any { return marshal(s.t, s.ours) })
		theirs = call(func() any { return marshal(s.t, s.theirs) })
		s.ours = roundTrip(s.t, s.ours, s.p.ours())
		if s.p.alg.isXOF() && s.squeezing {
			s.theirs = cloneTheirs(s.theirs)
		} else {
			s.theirs = roundTrip(s.t, s.theirs, s.p.theirs())
		}
	}
	if !ours.equal(theirs) {
		s.t.Fatalf("%s, after %v:\nours   %v\ntheirs %v", where, s.log, ours, theirs)
	}
}

func cloneTheirs(h hash.Hash) hash.Hash {
	return h.(sha3.ShakeHash).Clone()
}

// outcome is what a call returned, or the value it panicked with.
type outcome struct {
	result   any
	panicked any
}

func (o outcome) equal(p outcome) bool {
	return fmt.Sprint(o.result) == fmt.Sprint(p.result) && fmt.Sprint(o.panicked) == fmt.Sprint(p.panicked)
}

func call(f func() any) (o outcome) {
	defer func() { o.panicked = recover() }()
	return outcome{result: f()}
}

func readN(h io.Writer, n int) []byte {
	out := make([]byte, n)
	h.(io.Reader).Read(out)
	return out
}

// roundTrip saves h (through AppendBinary with a prefix, to check that the
// prefix is kept) and restores it into fresh.
func roundTrip(t *testing.T, h, fresh hash.Hash) hash.Hash {
	t.Helper()
	saved, err := h.(encoding.BinaryAppender).AppendBinary([]byte("prefix"))
	if err != nil || !bytes.HasPrefix(saved, []byte("prefix")) {
		t.Fatalf("AppendBinary = %q, %v", saved, err)
	}
	marshaled, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil || !bytes.Equal(marshaled, saved[len("prefix"):]) {
		t.Fatalf("MarshalBinary differs from AppendBinary: %v", err)
	}
	if err := fresh.(encoding.BinaryUnmarshaler).UnmarshalBinary(marshaled); err != nil {
		t.Fatalf("UnmarshalBinary: %v", err)
	}
	return fresh
}
