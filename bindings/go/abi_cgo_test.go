// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

import (
	"testing"
	"unsafe"
)

// The parts of the C ABI that only the cgo build sees: the size of the
// context it keeps in Go memory, and every return code's message.

func TestContextIs64WordsOf8Bytes(t *testing.T) {
	if size := unsafe.Sizeof(kxContext{}); size != 512 {
		t.Fatalf("kx_ctx is %d bytes, want 512", size)
	}
}

func TestMultiContextIs208WordsOf8Bytes(t *testing.T) {
	if size := unsafe.Sizeof(kxMultiContext{}); size != 208*8 {
		t.Fatalf("kx_multi_ctx is %d bytes, want %d", size, 208*8)
	}
}

func TestErrorCodesAreThoseOfTheLibrary(t *testing.T) {
	if codeUnknownBackend != -6 || codeUnsupportedBackend != -7 {
		t.Fatalf("KX_ERR_UNKNOWN_BACKEND = %d, KX_ERR_UNSUPPORTED_BACKEND = %d, want -6, -7",
			codeUnknownBackend, codeUnsupportedBackend)
	}
	if rc := coreUseBackend("no-such-backend"); rc != -6 {
		t.Fatalf("the library refuses an unknown backend with %d, want -6", rc)
	}
	unknown := libError(-19).Error()
	if unknown != "keccakx: unknown error code" {
		t.Fatalf("code -19 reads %q, want the library's message for unknown codes", unknown)
	}
	seen := map[string]int{}
	for code := 0; code >= -18; code-- { // KX_OK .. KX_ERR_TRIE_BAD_NODE
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
