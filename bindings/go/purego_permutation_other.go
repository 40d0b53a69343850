// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo && (!amd64 || !gc || purego)

package keccakx

import "encoding/binary"

// Without assembly the four-state permutation is four one-state runs: the
// tree modes gain nothing from it, so they do not use it (useX4), but tests
// force it to check the four-state sponge code on every architecture.
const cpuRunsX4 = true

var useX4 = false

func keccakP1600(s *[25]uint64, rounds int) { keccakP1600Go(s, rounds) }

func absorbBlocks(s *[25]uint64, in []byte, rate, rounds int) { absorbBlocksGo(s, in, rate, rounds) }

func keccakP1600x4(s *[100]uint64, rounds int) { permuteX4OneByOne(s, rounds) }

// xorBlocksX4 adds the first rate bytes (a whole number of lanes) of each
// of blocks to its state.
func xorBlocksX4(s *[100]uint64, blocks *[4][]byte, rate int) {
	b0, b1, b2, b3 := blocks[0][:rate], blocks[1][:rate], blocks[2][:rate], blocks[3][:rate]
	for i := 0; i < rate/8; i++ {
		w := s[4*i : 4*i+4 : 4*i+4]
		w[0] ^= binary.LittleEndian.Uint64(b0[8*i:])
		w[1] ^= binary.LittleEndian.Uint64(b1[8*i:])
		w[2] ^= binary.LittleEndian.Uint64(b2[8*i:])
		w[3] ^= binary.LittleEndian.Uint64(b3[8*i:])
	}
}
