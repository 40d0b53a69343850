// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"testing"
	"unsafe"
)

// The C ABI this package was written against (include/keccakx.h). The
// Algorithm constants are numbers written in this package; the context, the
// saved state and the error codes come from the header it is compiled with;
// names and messages come from the library it runs on. A change of any of
// them under the package fails here.

func TestContextIs32WordsOf8Bytes(t *testing.T) {
	if size := unsafe.Sizeof(kxContext{}); size != 256 {
		t.Fatalf("kx_ctx is %d bytes, want 256", size)
	}
}

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
		if got := cAlgName(Algorithm(i + 1)); got != names[i] {
			t.Errorf("the library calls algorithm %d %q, want %q", i+1, got, names[i])
		}
	}
	for _, outside := range []Algorithm{0, 11} {
		if got := cAlgName(outside); got != "" {
			t.Errorf("the library calls algorithm %d %q, want none", int(outside), got)
		}
	}
}

func TestErrorCodesAreThoseOfTheLibrary(t *testing.T) {
	if codeUnknownBackend != -6 || codeUnsupportedBackend != -7 {
		t.Fatalf("KX_ERR_UNKNOWN_BACKEND = %d, KX_ERR_UNSUPPORTED_BACKEND = %d, want -6, -7",
			codeUnknownBackend, codeUnsupportedBackend)
	}
	if rc := cUseBackend("no-such-backend"); rc != -6 {
		t.Fatalf("the library refuses an unknown backend with %d, want -6", rc)
	}
	unknown := libError(-11).Error()
	if unknown != "keccakx: unknown error code" {
		t.Fatalf("code -11 reads %q, want the library's message for unknown codes", unknown)
	}
	seen := map[string]int{}
	for code := 0; code >= -10; code-- {
		message := libError(code).Error()
		if message == unknown {
			t.Errorf("the library does not know code %d", code)
		}
		if other, ok := seen[message]; ok {
			t.Errorf("codes %d and %d read the same: %q", other, code, message)
		}
		seen[message] = code
	}
}
