// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"encoding/binary"
	"hash"
	"strconv"
	"testing"
)

func TestHashVectorsWithEveryBackend(t *testing.T) {
	rows := readVectors(t, "hashes.txt")
	forEachBackend(t, func(t *testing.T) {
		for i, row := range rows {
			alg, msg, want := algorithmNamed(t, row[0]), unhex(t, row[1]), unhex(t, row[2])
			got := make([]byte, len(want))
			HashMany(alg, got, [][]byte{msg}, len(want))
			if !bytes.Equal(got, want) {
				t.Fatalf("line %d: %s one-shot of %d bytes = %x, want %x", i+1, alg, len(msg), got, want)
			}
			if got := streamed(newHash(alg), msg, len(want)); !bytes.Equal(got, want) {
				t.Fatalf("line %d: %s streamed %d bytes = %x, want %x", i+1, alg, len(msg), got, want)
			}
		}
	})
}

// streamed writes msg in two unequal parts and reads outLen bytes (SHAKE) or
// takes the digest.
func streamed(h hash.Hash, msg []byte, outLen int) []byte {
	cut := len(msg) / 3
	h.Write(msg[:cut])
	h.Write(msg[cut:])
	if x, ok := h.(ShakeHash); ok {
		out := make([]byte, outLen)
		x.Read(out)
		return out
	}
	return h.Sum(nil)
}

type permutationVector struct{ in, want [25]uint64 }

func TestPermutationVectorsWithEveryBackend(t *testing.T) {
	byRounds := map[int][]permutationVector{}
	for _, row := range readVectors(t, "permutation.txt") {
		rounds, err := strconv.Atoi(row[0])
		if err != nil {
			t.Fatal(err)
		}
		byRounds[rounds] = append(byRounds[rounds], permutationVector{lanes(t, row[1]), lanes(t, row[2])})
	}
	forEachBackend(t, func(t *testing.T) {
		for rounds, vectors := range byRounds {
			for _, v := range vectors {
				got := v.in
				Permute(&got, rounds)
				if got != v.want {
					t.Fatalf("Permute(%d rounds) = %x, want %x", rounds, got, v.want)
				}
			}
			// Every vector visits every slot of the wide permutations.
			for shift := range vectors {
				checkWide(t, vectors, shift, rounds)
			}
		}
	})
}

// checkWide fills the slots of PermuteX2/X4/X8 with vectors[shift:] (wrapping
// around) and compares every slot.
func checkWide(t *testing.T, vectors []permutationVector, shift, rounds int) {
	t.Helper()
	var in, want [8][25]uint64
	for slot := range 8 {
		v := vectors[(shift+slot)%len(vectors)]
		in[slot], want[slot] = v.in, v.want
	}
	x2, x4, x8 := [2][25]uint64(in[:2]), [4][25]uint64(in[:4]), in
	PermuteX2(&x2, rounds)
	PermuteX4(&x4, rounds)
	PermuteX8(&x8, rounds)
	if x2 != [2][25]uint64(want[:2]) || x4 != [4][25]uint64(want[:4]) || x8 != want {
		t.Fatalf("wide permutation with %d rounds differs from the vectors (shift %d)", rounds, shift)
	}
}

func lanes(t *testing.T, s string) (l [25]uint64) {
	t.Helper()
	b := unhex(t, s)
	if len(b) != 200 {
		t.Fatalf("state of %d bytes", len(b))
	}
	for i := range l {
		l[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return l
}
