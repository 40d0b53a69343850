// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"bytes"
	"encoding/binary"
	"hash"
	"math/rand/v2"
	"testing"
)

// The permutations this build runs (assembly on amd64, else the Go code)
// against the Go code, the reference of the build without cgo.

func randomState(rng *rand.Rand) (s [25]uint64) {
	for i := range s {
		s[i] = rng.Uint64()
	}
	return s
}

func TestPermutationMatchesTheGoCodeForEveryRoundCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for rounds := 1; rounds <= 24; rounds++ {
		for range 50 {
			s := randomState(rng)
			want := s
			keccakP1600Go(&want, rounds)
			keccakP1600(&s, rounds)
			if s != want {
				t.Fatalf("%d rounds: %x, the Go code %x", rounds, s, want)
			}
		}
	}
}

func TestFourWayPermutationMatchesFourOneStateRuns(t *testing.T) {
	if !cpuRunsX4 {
		t.Skip("this CPU cannot run the four-state permutation")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for rounds := 1; rounds <= 24; rounds++ {
		for range 20 {
			var states [4][25]uint64
			var s [100]uint64
			for j := range states {
				states[j] = randomState(rng)
				for i, lane := range states[j] {
					s[4*i+j] = lane
				}
			}
			keccakP1600x4(&s, rounds)
			for j := range states {
				keccakP1600Go(&states[j], rounds)
				for i, lane := range states[j] {
					if s[4*i+j] != lane {
						t.Fatalf("%d rounds: state %d lane %d is %#x, one state alone %#x", rounds, j, i, s[4*i+j], lane)
					}
				}
			}
		}
	}
}

func TestFourWayBlockAbsorbAddsEachMessageToItsState(t *testing.T) {
	if !cpuRunsX4 {
		t.Skip("this CPU cannot run the four-state permutation")
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for _, rate := range []int{8, 16, 32, 72, 104, 136, 144, 168, 200} {
		var s, want [100]uint64
		var blocks [4][]byte
		for i := range s {
			s[i] = rng.Uint64()
		}
		want = s
		for j := range blocks {
			blocks[j] = randomBytes(rng, rate)
			for i := 0; i < rate/8; i++ {
				want[4*i+j] ^= binary.LittleEndian.Uint64(blocks[j][8*i:])
			}
		}
		xorBlocksX4(&s, &blocks, rate)
		if s != want {
			t.Fatalf("rate %d: %x, want %x", rate, s, want)
		}
	}
}

// withoutFourWay runs f with the tree modes' four-way leaves off.
func withoutFourWay(f func()) {
	saved := useX4
	useX4 = false
	defer func() { useX4 = saved }()
	f()
}

// withFourWay runs f with them on (where the CPU can).
func withFourWay(t *testing.T, f func()) {
	if !cpuRunsX4 {
		t.Skip("this CPU cannot run the four-state permutation")
	}
	saved := useX4
	useX4 = true
	defer func() { useX4 = saved }()
	f()
}

// treeLengths straddle the points where whole groups of four leaves begin
// and end: 1 + 4k chunks (the first chunk is the final node's), plus or
// minus a byte.
func treeLengths(chunk int) []int {
	var lengths []int
	for _, leaves := range []int{3, 4, 5, 8, 9, 13} {
		for _, d := range []int{-1, 0, 1} {
			lengths = append(lengths, (1+leaves)*chunk+d)
		}
	}
	return lengths
}

func TestKangarooTwelveLeavesFourAtATimeGiveTheSameOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range treeLengths(ktChunk) {
		msg := randomBytes(rng, n)
		for _, sum := range []func([]byte, []byte, int) []byte{SumKT128, SumKT256} {
			var want, got []byte
			withoutFourWay(func() { want = sum(msg, []byte("c"), 64) })
			withFourWay(t, func() { got = sum(msg, []byte("c"), 64) })
			if !bytes.Equal(got, want) {
				t.Fatalf("%d bytes: four-way leaves %x, one at a time %x", n, got, want)
			}
		}
	}
}

func TestKangarooTwelveWrittenInPiecesUsesFourWayLeavesAlike(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	msg := randomBytes(rng, 11*ktChunk+5)
	var want []byte
	withoutFourWay(func() { want = SumKT128(msg, nil, 32) })
	for _, piece := range []int{1000, ktChunk, 3*ktChunk + 7, 5 * ktChunk} {
		withFourWay(t, func() {
			h := NewKT128(nil)
			for rest := msg; len(rest) > 0; {
				k := min(piece, len(rest))
				h.Write(rest[:k])
				rest = rest[k:]
			}
			got := make([]byte, 32)
			h.Read(got)
			if !bytes.Equal(got, want) {
				t.Fatalf("pieces of %d bytes: %x, want %x", piece, got, want)
			}
		})
	}
}

func TestParallelHashBlocksFourAtATimeGiveTheSameOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, blockSize := range []int{1, 8, 135, 136, 168, 169, 1000} {
		for _, n := range []int{3*blockSize + 1, 4 * blockSize, 9*blockSize - 1, 13 * blockSize} {
			msg := randomBytes(rng, n)
			for _, ctor := range []func(int, []byte, int) hash.Hash{NewParallelHash128, NewParallelHash256} {
				var want, got []byte
				withoutFourWay(func() { h := ctor(blockSize, []byte("c"), 48); h.Write(msg); want = h.Sum(nil) })
				withFourWay(t, func() { h := ctor(blockSize, []byte("c"), 48); h.Write(msg); got = h.Sum(nil) })
				if !bytes.Equal(got, want) {
					t.Fatalf("B=%d, %d bytes: four-way blocks %x, one at a time %x", blockSize, n, got, want)
				}
			}
		}
	}
}

func TestHashManyFourAtATimeGivesTheSameOutput(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var inputs [][]byte
	for _, n := range []int{0, 32, 135, 136, 137, 167, 168, 169, 1000} {
		for range 4 + rng.IntN(5) {
			inputs = append(inputs, randomBytes(rng, n))
		}
	}
	for _, alg := range algorithms {
		outLens := []int{alg.Size()}
		if alg.Size() == 0 { // an XOF: outputs of up to a block go four at a time
			outLens = []int{32, alg.BlockSize(), alg.BlockSize() + 1}
		}
		for _, outLen := range outLens {
			want, got := make([]byte, len(inputs)*outLen), make([]byte, len(inputs)*outLen)
			withoutFourWay(func() { HashMany(alg, want, inputs, outLen) })
			withFourWay(t, func() { HashMany(alg, got, inputs, outLen) })
			if !bytes.Equal(got, want) {
				t.Fatalf("%v, %d-byte outputs: four at a time differs from one at a time", alg, outLen)
			}
		}
	}
}
