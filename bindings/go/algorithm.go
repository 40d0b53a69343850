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
	// TurboSHAKE of RFC 9861 (12 rounds; as an Algorithm, domain byte 0x1F).
	AlgTurboSHAKE128 Algorithm = 11
	AlgTurboSHAKE256 Algorithm = 12
	// KangarooTwelve of RFC 9861 (as an Algorithm, the empty customization).
	AlgKT128 Algorithm = 13
	AlgKT256 Algorithm = 14
	// The functions of NIST SP 800-185. cSHAKE as an Algorithm has the empty
	// N and S, which is SHAKE; the others need their parameters (NewKMAC128
	// and the like) and exist as numbers for String, Size and BlockSize.
	AlgCSHAKE128          Algorithm = 15
	AlgCSHAKE256          Algorithm = 16
	AlgKMAC128            Algorithm = 17
	AlgKMAC256            Algorithm = 18
	AlgKMACXOF128         Algorithm = 19
	AlgKMACXOF256         Algorithm = 20
	AlgTupleHash128       Algorithm = 21
	AlgTupleHash256       Algorithm = 22
	AlgTupleHashXOF128    Algorithm = 23
	AlgTupleHashXOF256    Algorithm = 24
	AlgParallelHash128    Algorithm = 25
	AlgParallelHash256    Algorithm = 26
	AlgParallelHashXOF128 Algorithm = 27
	AlgParallelHashXOF256 Algorithm = 28
	lastAlgorithm                   = AlgParallelHashXOF256
)

// String returns the library's name of the algorithm ("keccak-256",
// "sha3-256", "shake128", ...), or "Algorithm(n)" for an unknown value.
func (a Algorithm) String() string {
	if a.valid() {
		return coreAlgName(a)
	}
	return "Algorithm(" + strconv.Itoa(int(a)) + ")"
}

// Size is the digest size in bytes, or 0 for an algorithm of any output
// length (SHAKE and every algorithm from AlgTurboSHAKE128 on) and for an
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

func (a Algorithm) valid() bool { return a >= AlgKeccak224 && a <= lastAlgorithm }

// hashable says whether HashMany (the C library's kx_hash) takes the
// algorithm: the FIPS 202 ones, and TurboSHAKE, KangarooTwelve and cSHAKE
// with their default parameters.
func (a Algorithm) hashable() bool { return a >= AlgKeccak224 && a <= AlgCSHAKE256 }

// isXOF says whether the algorithm is a stream of any length of which every
// output length is a prefix (KMAC, TupleHash and ParallelHash hash their
// length L instead).
func (a Algorithm) isXOF() bool {
	switch a {
	case AlgSHAKE128, AlgSHAKE256, AlgTurboSHAKE128, AlgTurboSHAKE256, AlgKT128, AlgKT256,
		AlgCSHAKE128, AlgCSHAKE256, AlgKMACXOF128, AlgKMACXOF256,
		AlgTupleHashXOF128, AlgTupleHashXOF256, AlgParallelHashXOF128, AlgParallelHashXOF256:
		return true
	}
	return false
}

// shapes holds each algorithm's sizes as the C library states them, read once
// so that creating a hash costs no cgo call.
var shapes = func() (s [lastAlgorithm + 1]struct{ size, rate int }) {
	for a := AlgKeccak224; a <= lastAlgorithm; a++ {
		s[a].size, s[a].rate = coreDigestSize(a), coreRate(a)
	}
	return s
}()
