// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

// Four sponges at once, in the layout of keccakP1600x4 (lane i of state j
// is word 4*i+j): the leaves of KangarooTwelve and ParallelHash, and groups
// of four messages of one length in HashMany, when useX4.

// permuteX4OneByOne is keccakP1600x4 as four one-state permutations.
func permuteX4OneByOne(s *[100]uint64, rounds int) {
	for j := 0; j < 4; j++ {
		var one [25]uint64
		for i := range one {
			one[i] = s[4*i+j]
		}
		keccakP1600(&one, rounds)
		for i, lane := range one {
			s[4*i+j] = lane
		}
	}
}

// hashX4 is four sponges of one rate, round count and domain byte, each
// absorbing its message (all of one length) and squeezing its output (all
// of one length, at most rate bytes).
func hashX4(ins, outs *[4][]byte, rate, rounds int, domain byte) {
	var s [100]uint64
	n := len(ins[0])
	blocks := *ins
	for ; n >= rate; n -= rate {
		xorBlocksX4(&s, &blocks, rate)
		for j := range blocks {
			blocks[j] = blocks[j][rate:]
		}
		keccakP1600x4(&s, rounds)
	}
	var last [4][200]byte
	for j := range blocks {
		copy(last[j][:], blocks[j])
		last[j][n] ^= domain
		last[j][rate-1] ^= 0x80
		blocks[j] = last[j][:]
	}
	xorBlocksX4(&s, &blocks, rate)
	keccakP1600x4(&s, rounds)
	for j, out := range outs {
		for k := range out {
			out[k] = byte(s[4*(k/8)+j] >> (8 * (k % 8)))
		}
	}
	clear(s[:])
	clear(last[:])
}

// leavesX4 hashes whole leaves of t.chunk bytes from the start of in, four
// at a time while at least 4*t.chunk+keep bytes are left, with the leaf
// sponge, and adds their chaining values to out in order. It returns the
// bytes it hashed.
func (t *tree) leavesX4(out *keccakSponge, in []byte, keep int, leaf leafSponge) int {
	var cvs [4][64]byte
	done := 0
	for ; len(in)-done >= 4*t.chunk+keep; done += 4 * t.chunk {
		var leaves, outs [4][]byte
		for j := range leaves {
			leaves[j] = in[done+j*t.chunk : done+(j+1)*t.chunk]
			outs[j] = cvs[j][:t.cvLen]
		}
		hashX4(&leaves, &outs, leaf.rate, leaf.rounds, leaf.domain)
		for _, cv := range outs {
			out.absorb(cv)
		}
	}
	clear(cvs[:])
	return done
}
