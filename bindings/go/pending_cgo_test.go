// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

import (
	"runtime"
	"testing"
)

// cgoCallsOf counts the cgo calls f makes.
func cgoCallsOf(f func()) int64 {
	before := runtime.NumCgoCall()
	f()
	return runtime.NumCgoCall() - before
}

// Once a hash has had a message longer than a block, a message up to
// pendingSize bytes costs it one cgo call however it is written, from Reset
// to the digest (go-ethereum's trie hashes each node so: Reset, Write,
// Read); one more byte costs one more.
func TestAReusedHashHashesUpToPendingSizeInOneCgoCall(t *testing.T) {
	msg := make([]byte, pendingSize+1)
	digest := make([]byte, 64)
	for _, p := range pairs {
		h := p.ours()
		h.Write(msg)
		for _, w := range writers {
			for n, want := range map[int]int64{0: 1, 532: 1, pendingSize: 1, pendingSize + 1: 2} {
				finish := func() { h.Sum(digest[:0]) }
				if p.readable {
					finish = func() { h.(KeccakState).Read(digest[:h.Size()]) }
				}
				got := cgoCallsOf(func() {
					h.Reset()
					w.write(h, msg[:n])
					finish()
				})
				if got != want {
					t.Errorf("%s, %d bytes in %s: %d cgo calls, want %d", p.name, n, w.name, got, want)
				}
			}
		}
	}
}

// A hash made for one message keeps no more than a block: a longer message
// streams, one call more, rather than cost a buffer (alloc_test.go).
func TestAFreshHashStreamsAMessageLongerThanABlock(t *testing.T) {
	msg := make([]byte, 532)
	for _, p := range pairs {
		h := p.ours()
		if got := cgoCallsOf(func() { h.Write(msg); h.Sum(nil) }); got != 2 {
			t.Errorf("%s: Write of 532 bytes and Sum on a new hash: %d cgo calls, want 2", p.name, got)
		}
	}
}

func TestKeccak256OfUpToEightPartsIsOneCgoCall(t *testing.T) {
	part := make([]byte, 300)
	for n := 0; n <= 8; n++ {
		parts := make([][]byte, n)
		for i := range parts {
			parts[i] = part
		}
		if got := cgoCallsOf(func() { Keccak256Hash(parts...) }); got != 1 {
			t.Errorf("Keccak256Hash of %d parts of 300 bytes: %d cgo calls, want 1", n, got)
		}
	}
}
