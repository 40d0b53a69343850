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
	names := []string{"keccak-224", "keccak-256", "keccak-384", "keccak-512",
		"sha3-224", "sha3-256", "sha3-384", "sha3-512", "shake128", "shake256"}
	for i, alg := range algorithms {
		if int(alg) != i+1 {
			t.Errorf("%s is %d, want %d", names[i], int(alg), i+1)
		}
		if got := coreAlgName(Algorithm(i + 1)); got != names[i] {
			t.Errorf("the library calls algorithm %d %q, want %q", i+1, got, names[i])
		}
	}
	for _, outside := range []Algorithm{0, 11} {
		if got := coreAlgName(outside); got != "" {
			t.Errorf("the library calls algorithm %d %q, want none", int(outside), got)
		}
	}
}
