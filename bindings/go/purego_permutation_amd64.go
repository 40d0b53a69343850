// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build amd64 && gc && !purego && !cgo

package keccakx

import "golang.org/x/sys/cpu"

// The assembly of purego_permutation_amd64.s, written by internal/asm (avo).

// keccakP1600Asm applies Keccak-p[1600, rounds] to s; rounds is even, 2..24.
//
//go:noescape
func keccakP1600Asm(s *[25]uint64, rounds int)

// keccakP1600x4AVX2 applies Keccak-p[1600, rounds] to four interleaved states
// (s[4*i+j] is lane i of state j); rounds is even, 2..24.
//
//go:noescape
func keccakP1600x4AVX2(s *[100]uint64, rounds int)

// xorBlocksX4AVX2 adds lanes little-endian words of p0, p1, p2 and p3 to the
// four interleaved states s (lanes <= 25).
//
//go:noescape
func xorBlocksX4AVX2(s *[100]uint64, p0, p1, p2, p3 *byte, lanes int)

// cpuRunsX4 says whether this CPU runs keccakP1600x4; useX4 whether the tree
// modes and hashing many messages use it (tests turn it off to compare).
var cpuRunsX4 = cpu.X86.HasAVX2

var useX4 = cpuRunsX4

// keccakP1600 applies Keccak-p[1600, rounds], for rounds in 1..24, to s.
// The assembly runs rounds in pairs; an odd count (only Permute asks for
// one) runs on the Go code.
func keccakP1600(s *[25]uint64, rounds int) {
	if rounds%2 != 0 {
		keccakP1600Go(s, rounds)
		return
	}
	keccakP1600Asm(s, rounds)
}

// keccakP1600x4 applies Keccak-p[1600, rounds] to four interleaved states;
// only when cpuRunsX4.
func keccakP1600x4(s *[100]uint64, rounds int) {
	if rounds%2 != 0 {
		permuteX4OneByOne(s, rounds)
		return
	}
	keccakP1600x4AVX2(s, rounds)
}

// xorBlocksX4 adds the first rate bytes (a whole number of lanes) of each
// of blocks to its state; only when cpuRunsX4.
func xorBlocksX4(s *[100]uint64, blocks *[4][]byte, rate int) {
	b0, b1, b2, b3 := blocks[0][:rate], blocks[1][:rate], blocks[2][:rate], blocks[3][:rate]
	xorBlocksX4AVX2(s, &b0[0], &b1[0], &b2[0], &b3[0], rate/8)
}
