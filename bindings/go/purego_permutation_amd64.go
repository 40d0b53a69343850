// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build amd64 && gc && !purego && !cgo

package keccakx

import "golang.org/x/sys/cpu"

// The assembly of purego_permutation_amd64.s, written by internal/asm (avo).

// keccakP1600Asm applies Keccak-p[1600, rounds] to s; rounds is even, 2..24.
//
//go:noescape
func keccakP1600Asm(s *[25]uint64, rounds int)

// absorbBlocksAsm adds each of blocks blocks of lanes little-endian words of in
// to s and applies Keccak-p[1600, rounds] after it; blocks >= 1, lanes <= 25,
// rounds is even, 2..24.
//
//go:noescape
func absorbBlocksAsm(s *[25]uint64, in *byte, blocks int, lanes int, rounds int)

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

// absorbBlocks adds each block of in (a whole number of blocks of rate
// bytes, rate a whole number of lanes) to s and permutes after it: one call
// into the assembly for them all.
func absorbBlocks(s *[25]uint64, in []byte, rate, rounds int) {
	if rounds%2 != 0 || len(in) == 0 {
		absorbBlocksGo(s, in, rate, rounds)
		return
	}
	absorbBlocksAsm(s, &in[0], len(in)/rate, rate/8, rounds)
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
