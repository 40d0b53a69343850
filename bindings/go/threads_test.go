// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"hash"
	"math"
	"math/rand/v2"
	"sync"
	"testing"
)

// threadCounts are the counts compared with one thread: 2, 4 and one per CPU (0).
var threadCounts = []int{2, 4, 0}

// treeHash is a tree mode with its chunk size, made with a thread count.
type treeHash struct {
	name  string
	chunk int
	new   func(threads int) hash.Hash
}

var treeHashes = []treeHash{
	{"KT128", ktChunkSize, func(n int) hash.Hash {
		h := NewKT128([]byte("C")).(*KangarooTwelve)
		h.SetThreads(n)
		return h
	}},
	{"KT256", ktChunkSize, func(n int) hash.Hash {
		h := NewKT256(nil).(*KangarooTwelve)
		h.SetThreads(n)
		return h
	}},
	{"ParallelHash128 B=8192", 8192, func(n int) hash.Hash {
		h := NewParallelHash128(8192, []byte("S"), 32).(*ParallelHash)
		h.SetThreads(n)
		return h
	}},
	{"ParallelHash256 B=1000", 1000, func(n int) hash.Hash {
		h := NewParallelHash256(1000, nil, 64).(*ParallelHash)
		h.SetThreads(n)
		return h
	}},
	{"ParallelHashXOF128 B=136", 136, func(n int) hash.Hash {
		h := NewParallelHashXOF128(136, []byte("S")).(*ParallelHashXOF)
		h.SetThreads(n)
		return h
	}},
	{"ParallelHashXOF256 B=8192", 8192, func(n int) hash.Hash {
		h := NewParallelHashXOF256(8192, nil).(*ParallelHashXOF)
		h.SetThreads(n)
		return h
	}},
}

const ktChunkSize = 8192

// manyChunks is enough chunks for a Write to use two threads in either build
// (one per 512 KiB).
func manyChunks(chunk int) int { return (5<<18)/chunk + 1 }

// treeOutput is 64 bytes read from a stream, or a fixed hash's Sum.
func treeOutput(h hash.Hash) []byte {
	if s, ok := h.(ShakeHash); ok {
		out := make([]byte, 64)
		s.Read(out)
		return out
	}
	return h.Sum(nil)
}

func hashInPieces(h hash.Hash, msg []byte, pieces []int) []byte {
	for _, n := range pieces {
		h.Write(msg[:n])
		msg = msg[n:]
	}
	h.Write(msg)
	return treeOutput(h)
}

// lengthsAroundChunks are 0, 1, a chunk and many chunks, each ±1 byte.
func lengthsAroundChunks(chunk int) []int {
	many := manyChunks(chunk) * chunk
	return []int{0, 1, chunk - 1, chunk, chunk + 1, many - 1, many, many + 1}
}

// With cgo every backend runs the same threads: the C library's tests force
// each one (tests/test_set_threads.c).
func TestEveryThreadCountGivesTheOutputOfOneThread(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 1))
	for _, tree := range treeHashes {
		for _, n := range lengthsAroundChunks(tree.chunk) {
			msg := randomBytes(rng, n)
			want := hashInPieces(tree.new(1), msg, nil)
			for _, threads := range threadCounts {
				if got := hashInPieces(tree.new(threads), msg, nil); !bytes.Equal(got, want) {
					t.Errorf("%s of %d bytes on %d threads: %x, one thread %x", tree.name, n, threads, got, want)
				}
			}
		}
	}
}

// randomPieces cuts n bytes into pieces of every scale: bytes, about a
// chunk, and hundreds of chunks (enough for threads).
func randomPieces(rng *rand.Rand, n, chunk int) []int {
	var pieces []int
	for n > 0 {
		var k int
		switch rng.IntN(3) {
		case 0:
			k = 1 + rng.IntN(100)
		case 1:
			k = chunk - 2 + rng.IntN(5)
		default:
			k = manyChunks(chunk)*chunk + rng.IntN(3*chunk) - chunk
		}
		k = min(max(k, 1), n)
		pieces = append(pieces, k)
		n -= k
	}
	return pieces
}

// One tree of each kind: KangarooTwelve (its first chunk is the final
// node's), ParallelHash with a block of 1000 bytes and with one of less
// than the rate.
func TestRandomWriteSplitsOnThreadsGiveTheOutputOfOneWrite(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 2))
	for _, tree := range treeHashes {
		if tree.name != "KT128" && tree.name != "ParallelHash256 B=1000" && tree.name != "ParallelHashXOF128 B=136" {
			continue
		}
		msg := randomBytes(rng, 2*manyChunks(tree.chunk)*tree.chunk+rng.IntN(tree.chunk))
		want := hashInPieces(tree.new(1), msg, nil)
		for _, threads := range threadCounts {
			for range 2 {
				pieces := randomPieces(rng, len(msg), tree.chunk)
				if got := hashInPieces(tree.new(threads), msg, pieces); !bytes.Equal(got, want) {
					t.Fatalf("%s on %d threads, Writes of %v bytes: %x, one Write %x", tree.name, threads, pieces, got, want)
				}
			}
		}
	}
}

func TestResetAndCloneOnThreadsGiveTheRightOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 3))
	msg := randomBytes(rng, manyChunks(ktChunkSize)*ktChunkSize)
	want := SumKT128(append(append([]byte(nil), msg...), msg...), nil, 64)
	h := NewKT128(nil).(*KangarooTwelve)
	h.SetThreads(2)
	h.Write([]byte("discarded"))
	h.Reset()
	h.Write(msg)
	c := h.Clone()
	c.Write(msg)
	got := make([]byte, 64)
	c.Read(got)
	if _, ok := c.(*KangarooTwelve); !ok || !bytes.Equal(got, want) {
		t.Errorf("a reset and cloned KT128 on threads (%T): %x, want %x", c, got, want)
	}
}

// Hashes on threads in several goroutines at once, each its own.
func TestHashesOnThreadsRunConcurrently(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 4))
	msg := randomBytes(rng, 2*manyChunks(ktChunkSize)*ktChunkSize)
	want := SumKT256(msg, nil, 64)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := NewKT256(nil).(*KangarooTwelve)
			h.SetThreads(0)
			h.Write(msg)
			got := make([]byte, 64)
			h.Read(got)
			if !bytes.Equal(got, want) {
				t.Errorf("a KT256 hashed beside others: %x, want %x", got, want)
			}
		}()
	}
	wg.Wait()
}

func TestSetThreadsPanicsOnANegativeCount(t *testing.T) {
	panicsWith(t, "keccakx: negative thread count", map[string]func(){
		"KangarooTwelve":  func() { NewKT128(nil).(*KangarooTwelve).SetThreads(-1) },
		"ParallelHash":    func() { NewParallelHash128(8, nil, 32).(*ParallelHash).SetThreads(-1) },
		"ParallelHashXOF": func() { NewParallelHashXOF256(8, nil).(*ParallelHashXOF).SetThreads(-1) },
	})
}

// A count above the bound works as the bound.
func TestSetThreadsTakesLargeCounts(t *testing.T) {
	msg := randomBytes(rand.New(rand.NewPCG(28, 5)), manyChunks(8192)*8192)
	h := NewParallelHash128(8192, nil, 32).(*ParallelHash)
	h.SetThreads(math.MaxInt)
	h.Write(msg)
	want := NewParallelHash128(8192, nil, 32)
	want.Write(msg)
	if !bytes.Equal(h.Sum(nil), want.Sum(nil)) {
		t.Error("ParallelHash128 on MaxInt threads differs from one thread")
	}
}
