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
