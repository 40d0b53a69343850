// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// Permute applies Keccak-p[1600, rounds] to the state s: the last rounds
// rounds of Keccak-f[1600] (24 is Keccak-f[1600], 12 the permutation of
// KangarooTwelve and TurboSHAKE). Lane i of s is A[i mod 5][i div 5], as in
// FIPS 202; message bytes are absorbed into lanes little-endian. It panics if
// rounds is outside 1..24.
func Permute(s *[25]uint64, rounds int) {
	checkRounds(rounds)
	corePermute(&s[0], 1, rounds)
}

// PermuteX2 applies Permute to two independent states at once.
func PermuteX2(s *[2][25]uint64, rounds int) {
	checkRounds(rounds)
	corePermute(&s[0][0], 2, rounds)
}

// PermuteX4 applies Permute to four independent states at once.
func PermuteX4(s *[4][25]uint64, rounds int) {
	checkRounds(rounds)
	corePermute(&s[0][0], 4, rounds)
}

// PermuteX8 applies Permute to eight independent states at once.
func PermuteX8(s *[8][25]uint64, rounds int) {
	checkRounds(rounds)
	corePermute(&s[0][0], 8, rounds)
}

func checkRounds(rounds int) {
	if rounds < 1 || rounds > 24 {
		panic("keccakx: permutation rounds must be in 1..24")
	}
}
