// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "testing"

// The C ABI this package was written against (include/keccakx.h), which
// the pure-Go core of the build without cgo follows too. The
// Algorithm constants are numbers written in this package; the context, the
// saved state and the error codes come from the header it is compiled with;
// names and messages come from the library it runs on. A change of any of
// them under the package fails here.

func TestSavedContextIs204Bytes(t *testing.T) {
	if exportSize != 204 {
		t.Fatalf("KX_EXPORT_BYTES = %d, want 204", exportSize)
	}
}

func TestAlgorithmNumbersAreThoseOfTheLibrary(t *testing.T) {
	named := []struct {
		alg  Algorithm
		name string
	}{
		{AlgKeccak224, "keccak-224"}, {AlgKeccak256, "keccak-256"}, {AlgKeccak384, "keccak-384"},
		{AlgKeccak512, "keccak-512"}, {AlgSHA3_224, "sha3-224"}, {AlgSHA3_256, "sha3-256"},
		{AlgSHA3_384, "sha3-384"}, {AlgSHA3_512, "sha3-512"}, {AlgSHAKE128, "shake128"},
		{AlgSHAKE256, "shake256"}, {AlgTurboSHAKE128, "turboshake128"}, {AlgTurboSHAKE256, "turboshake256"},
		{AlgKT128, "kt128"}, {AlgKT256, "kt256"}, {AlgCSHAKE128, "cshake128"}, {AlgCSHAKE256, "cshake256"},
		{AlgKMAC128, "kmac128"}, {AlgKMAC256, "kmac256"}, {AlgKMACXOF128, "kmacxof128"},
		{AlgKMACXOF256, "kmacxof256"}, {AlgTupleHash128, "tuplehash128"}, {AlgTupleHash256, "tuplehash256"},
		{AlgTupleHashXOF128, "tuplehashxof128"}, {AlgTupleHashXOF256, "tuplehashxof256"},
		{AlgParallelHash128, "parallelhash128"}, {AlgParallelHash256, "parallelhash256"},
		{AlgParallelHashXOF128, "parallelhashxof128"}, {AlgParallelHashXOF256, "parallelhashxof256"},
	}
	for i, n := range named {
		if int(n.alg) != i+1 {
			t.Errorf("%s is %d, want %d", n.name, int(n.alg), i+1)
		}
		if got := coreAlgName(Algorithm(i + 1)); got != n.name {
			t.Errorf("the library calls algorithm %d %q, want %q", i+1, got, n.name)
		}
	}
	for _, outside := range []Algorithm{0, Algorithm(len(named) + 1)} {
		if got := coreAlgName(outside); got != "" {
			t.Errorf("the library calls algorithm %d %q, want none", int(outside), got)
		}
	}
}
