// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"sync"
	"sync/atomic"
)

// The whole leaves of a large Write into KangarooTwelve or ParallelHash on
// goroutines (SetThreads), each four at a time where useX4: each leaf is a
// sponge of its own, so leaves are hashed in any order, anywhere, and only
// their chaining values go through the final node, in order, on the
// caller's goroutine: between batches of its own, as the batches before them
// are finished, so that the final node costs the round only its last batches.

const (
	// minBytesPerGoroutine is the input a Write must have per goroutine
	// before it starts one. Measured on a Zen 3 core (KT128, amd64
	// assembly): a 512 KiB Write is no faster on two goroutines than on one,
	// a 1 MiB one up to 1.8x faster.
	minBytesPerGoroutine = 512 << 10
	// batchBytes is what a goroutine takes at a time: small enough that the
	// goroutines finish together (one that a neighbour slows takes fewer
	// batches), large enough that taking one costs nothing.
	batchBytes = 64 << 10
	// maxLeavesPerRound bounds the chaining values held at once (512 KiB of
	// 32-byte ones); a longer Write runs several rounds.
	maxLeavesPerRound = 16384
)

// leafSponge is the sponge of a tree's leaves: KangarooTwelve's TurboSHAKE
// with domain byte 0x0B, or ParallelHash's SHAKE.
type leafSponge struct {
	rate, rounds int
	domain       byte
}

// leavesOnGoroutines hashes the whole leaves of a large Write on goroutines
// and returns the rest of in, for update. Only Write comes this way: what it
// hands to goroutines escapes to the heap, which the library's own small
// buffers (encodings, the customization) that update takes must not.
func (c *kxContext) leavesOnGoroutines(in []byte) []byte {
	t := &c.tree
	switch algParams[c.alg].mode {
	case modeKT:
		// The first chunk or the open leaf, completed; then, past it, the
		// leaves while more input follows them (the last stays open until
		// the input ends), beginning with the leaf begun here.
		k := min(len(in), ktChunk-t.filled)
		c.absorbKT(in[:k])
		if in = in[k:]; len(in) > 0 {
			c.beginKTLeaf()
			k = t.hashOnGoroutines(&c.sponge, in, 1, c.leafSponge())
			t.leaves += uint64(k / ktChunk)
			in = in[k:]
		}
	case modeParallelHash:
		if t.filled > 0 {
			k := min(len(in), t.chunk-t.filled)
			c.absorbParallelHash(in[:k])
			in = in[k:]
		}
		k := t.hashOnGoroutines(&c.sponge, in, 0, c.leafSponge())
		t.leaves += uint64(k / t.chunk)
		in = in[k:]
	}
	return in
}

// goroutinesFor is how many goroutines (the caller's among them) share
// leaves: each gets minBytesPerGoroutine at least, a leaf counting as its
// bytes and the block its padding fills (which dominates small blocks of
// ParallelHash).
func (t *tree) goroutinesFor(leaves int, leaf leafSponge) int {
	return min(t.threads, leaves*(t.chunk+leaf.rate)/minBytesPerGoroutine)
}

// hashOnGoroutines hashes whole leaves of t.chunk bytes from the start of in
// on goroutines, in rounds of at most maxLeavesPerRound while at least keep
// bytes follow them and the leaves left are worth two goroutines, and adds
// their chaining values to out in order. It returns the bytes it hashed.
func (t *tree) hashOnGoroutines(out *keccakSponge, in []byte, keep int, leaf leafSponge) int {
	leaves := max(len(in)-keep, 0) / t.chunk
	if t.goroutinesFor(leaves, leaf) < 2 {
		return 0
	}
	held, batch := min(leaves, maxLeavesPerRound), leavesPerBatch(t.chunk)
	values, finished := make([]byte, held*t.cvLen), make([]atomic.Bool, (held+batch-1)/batch)
	done := 0
	for ; t.goroutinesFor(leaves, leaf) >= 2; leaves = (len(in) - keep - done) / t.chunk {
		round := min(leaves, maxLeavesPerRound)
		r := leafRound{in: in[done : done+round*t.chunk], values: values[:round*t.cvLen], chunk: t.chunk,
			cvLen: t.cvLen, leaf: leaf, leaves: round, batch: batch, finished: finished[:(round+batch-1)/batch]}
		for i := range r.finished {
			r.finished[i].Store(false)
		}
		r.run(t.goroutinesFor(round, leaf), out)
		done += round * t.chunk
	}
	clear(values)
	return done
}

// leavesPerBatch is a batch in whole groups of four leaves.
func leavesPerBatch(chunk int) int {
	return max(batchBytes/chunk/4, 1) * 4
}

// leafRound is one round of leaves shared by goroutines: each takes the next
// batch of leaves until none is left, and writes their chaining values to
// their places in values.
type leafRound struct {
	in, values    []byte
	chunk, cvLen  int
	leaf          leafSponge
	leaves, batch int
	taken         atomic.Int64  // leaves handed out
	finished      []atomic.Bool // one per batch: its chaining values are written
	absorbed      int           // batches absorbed into the final node (the caller's)
}

// run hashes the round's leaves on goroutines and the caller's, which
// absorbs their chaining values into out.
func (r *leafRound) run(goroutines int, out *keccakSponge) {
	var wg sync.WaitGroup
	for range goroutines - 1 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.work(nil)
		}()
	}
	r.work(out)
	wg.Wait()
	r.absorbFinished(out)
}

// work hashes batches until none is left; given the final node, it absorbs
// the finished batches into it after each of its own.
func (r *leafRound) work(out *keccakSponge) {
	for {
		first := int(r.taken.Add(int64(r.batch))) - r.batch
		if first >= r.leaves {
			return
		}
		last := min(first+r.batch, r.leaves)
		hashLeaves(r.in[first*r.chunk:last*r.chunk], r.values[first*r.cvLen:last*r.cvLen], r.chunk, r.cvLen, r.leaf)
		r.finished[first/r.batch].Store(true)
		if out != nil {
			r.absorbFinished(out)
		}
	}
}

// absorbFinished absorbs into out, in order, the chaining values of the
// batches finished since the last absorbed one.
func (r *leafRound) absorbFinished(out *keccakSponge) {
	for ; r.absorbed < len(r.finished) && r.finished[r.absorbed].Load(); r.absorbed++ {
		first := r.absorbed * r.batch
		out.absorb(r.values[first*r.cvLen : min(first+r.batch, r.leaves)*r.cvLen])
	}
}

// hashLeaves writes the chaining value of each chunk-byte leaf of in to
// values, four leaves at a time where useX4.
func hashLeaves(in, values []byte, chunk, cvLen int, leaf leafSponge) {
	if useX4 {
		for ; len(in) >= 4*chunk; in, values = in[4*chunk:], values[4*cvLen:] {
			var leaves, outs [4][]byte
			for j := range leaves {
				leaves[j] = in[j*chunk : (j+1)*chunk]
				outs[j] = values[j*cvLen : (j+1)*cvLen]
			}
			hashX4(&leaves, &outs, leaf.rate, leaf.rounds, leaf.domain)
		}
	}
	for ; len(in) > 0; in, values = in[chunk:], values[cvLen:] {
		s := newSponge(leaf.rate, leaf.rounds, leaf.domain)
		s.absorb(in[:chunk])
		s.finishInput()
		s.squeeze(values[:cvLen])
		clear(s.lanes[:])
	}
}
