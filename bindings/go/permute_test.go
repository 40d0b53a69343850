// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"math/rand/v2"
	"testing"
)

func TestPermuteAcceptsOnlyOneToTwentyFourRounds(t *testing.T) {
	for _, rounds := range []int{-1, 0, 25, past32Bits(24)} {
		var s [25]uint64
		if got := call(func() any { Permute(&s, rounds); return nil }); got.panicked == nil {
			t.Errorf("Permute with %d rounds did not panic", rounds)
		}
		if s != ([25]uint64{}) {
			t.Errorf("Permute with %d rounds changed the state", rounds)
		}
	}
}

// Each state of the wide permutations is permuted as if alone, for every
// number of rounds.
func TestWidePermutationsEqualPermuteOfEachState(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	forEachBackend(t, func(t *testing.T) {
		for rounds := 1; rounds <= 24; rounds++ {
			var in [8][25]uint64
			for i := range in {
				for j := range in[i] {
					in[i][j] = rng.Uint64()
				}
			}
			want := in
			for i := range want {
				Permute(&want[i], rounds)
			}
			x2, x4, x8 := [2][25]uint64(in[:2]), [4][25]uint64(in[:4]), in
			PermuteX2(&x2, rounds)
			PermuteX4(&x4, rounds)
			PermuteX8(&x8, rounds)
			if x2 != [2][25]uint64(want[:2]) || x4 != [4][25]uint64(want[:4]) || x8 != want {
				t.Fatalf("%d rounds: a wide permutation differs from Permute of each state", rounds)
			}
		}
	})
}
