// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"math/rand/v2"
	"runtime"
	"testing"
)

// leavesOneAtATime is the final node after the leaves of in, hashed in order
// on the caller's goroutine.
func leavesOneAtATime(in []byte, chunk, cvLen int, leaf leafSponge) keccakSponge {
	out := newSponge(168, 12, domainKTFinal)
	values := make([]byte, len(in)/chunk*cvLen)
	withoutFourWay(func() { hashLeaves(in, values, chunk, cvLen, leaf) })
	out.absorb(values)
	return out
}

func TestLargeWritesHashTheirLeavesOnGoroutines(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 10))
	leaf := leafSponge{168, 12, domainKTLeaf}
	for _, chunk := range []int{8192, 1000, 13} {
		in := randomBytes(rng, 2*minBytesPerGoroutine+3*chunk)
		tr := tree{chunk: chunk, cvLen: 32, threads: 2}
		out := newSponge(168, 12, domainKTFinal)
		done := tr.hashOnGoroutines(&out, in, 1, leaf)
		if left := len(in) - 1 - done; done == 0 || left >= 2*minBytesPerGoroutine {
			t.Fatalf("%d-byte leaves: %d bytes hashed on goroutines, %d left to the caller", chunk, done, left)
		}
		if want := leavesOneAtATime(in[:done], chunk, 32, leaf); out != want {
			t.Errorf("%d-byte leaves: the final node differs from the leaves hashed one at a time", chunk)
		}
	}
}

// A leaf costs its bytes and the block its padding fills.
func TestWritesTooSmallForTwoGoroutinesStayOnTheCaller(t *testing.T) {
	in := make([]byte, (2*minBytesPerGoroutine-1)/(8192+168)*8192)
	tr := tree{chunk: 8192, cvLen: 32, threads: 4}
	out := newSponge(168, 12, domainKTFinal)
	if done := tr.hashOnGoroutines(&out, in, 0, leafSponge{168, 12, domainKTLeaf}); done != 0 {
		t.Errorf("%d bytes: %d hashed on goroutines, want 0", len(in), done)
	}
}

func TestThreadCountSurvivesResetAndClone(t *testing.T) {
	h := NewKT128(nil).(*KangarooTwelve)
	h.SetThreads(3)
	h.Reset()
	c := h.Clone().(*KangarooTwelve)
	if h.ctx.tree.threads != 3 || c.ctx.tree.threads != 3 {
		t.Errorf("threads after Reset %d, in the clone %d, want 3", h.ctx.tree.threads, c.ctx.tree.threads)
	}
}

func TestZeroThreadsAreTheGoRuntimesProcessors(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 3} {
		runtime.GOMAXPROCS(procs)
		h := NewKT128(nil).(*KangarooTwelve)
		h.SetThreads(0)
		if h.ctx.tree.threads != procs {
			t.Errorf("GOMAXPROCS %d: SetThreads(0) gives %d threads", procs, h.ctx.tree.threads)
		}
	}
}
