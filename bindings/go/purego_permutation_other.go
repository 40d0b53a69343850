// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo && (!amd64 || !gc || purego)

package keccakx

// Without assembly the four-state permutation is four one-state runs: the
// tree modes gain nothing from it, so they do not use it (useX4), but tests
// force it to check the four-state sponge code on every architecture.
const cpuRunsX4 = true

var useX4 = false

func keccakP1600(s *[25]uint64, rounds int) { keccakP1600Go(s, rounds) }

func keccakP1600x4(s *[100]uint64, rounds int) { permuteX4OneByOne(s, rounds) }
