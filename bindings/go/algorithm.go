// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "strconv"

// Algorithm names one of the hash functions of the library, for HashMany.
// The values are those of the C library's kx_alg.
type Algorithm int

const (
	// Keccak with the original padding (0x01), as used by Ethereum.
	AlgKeccak224 Algorithm = 1
	AlgKeccak256 Algorithm = 2
	AlgKeccak384 Algorithm = 3
	AlgKeccak512 Algorithm = 4
	// SHA-3 of FIPS 202.
	AlgSHA3_224 Algorithm = 5
	AlgSHA3_256 Algorithm = 6
	AlgSHA3_384 Algorithm = 7
	AlgSHA3_512 Algorithm = 8
	// The extendable-output functions of FIPS 202: any output length.
	AlgSHAKE128 Algorithm = 9
	AlgSHAKE256 Algorithm = 10
)

// String returns the library's name of the algorithm ("keccak-256",
// "sha3-256", "shake128", ...), or "Algorithm(n)" for an unknown value.
func (a Algorithm) String() string {
	if a.valid() {
		return coreAlgName(a)
	}
	return "Algorithm(" + strconv.Itoa(int(a)) + ")"
}

// Size is the digest size in bytes, or 0 for SHAKE (any length) and for an
// unknown algorithm.
func (a Algorithm) Size() int {
	if !a.valid() {
		return 0
	}
	return shapes[a].size
}

// BlockSize is the rate in bytes, or 0 for an unknown algorithm.
func (a Algorithm) BlockSize() int {
	if !a.valid() {
		return 0
	}
	return shapes[a].rate
}

func (a Algorithm) valid() bool { return a >= AlgKeccak224 && a <= AlgSHAKE256 }

func (a Algorithm) isXOF() bool { return a == AlgSHAKE128 || a == AlgSHAKE256 }

// shapes holds each algorithm's sizes as the C library states them, read once
// so that creating a hash costs no cgo call.
var shapes = func() (s [AlgSHAKE256 + 1]struct{ size, rate int }) {
	for a := AlgKeccak224; a <= AlgSHAKE256; a++ {
		s[a].size, s[a].rate = coreDigestSize(a), coreRate(a)
	}
	return s
}()
