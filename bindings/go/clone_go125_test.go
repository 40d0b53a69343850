// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build go1.25

package keccakx

import (
	"bytes"
	"hash"
	"testing"
)

// KMAC and ParallelHash are hash.Cloners on Go 1.25+, and a clone continues
// independently.
func TestKMACAndParallelHashAreCloners(t *testing.T) {
	for _, newHash := range []func() hash.Hash{
		func() hash.Hash { return NewKMAC128([]byte("key"), nil, 40) },
		func() hash.Hash { return NewParallelHash256(8, nil, 40) },
	} {
		sumOf := func(msg string) []byte {
			h := newHash()
			h.Write([]byte(msg))
			return h.Sum(nil)
		}
		h := newHash()
		h.Write([]byte("abc"))
		c, err := h.(hash.Cloner).Clone()
		if err != nil {
			t.Fatal(err)
		}
		h.Write([]byte("def"))
		if !bytes.Equal(c.Sum(nil), sumOf("abc")) || !bytes.Equal(h.Sum(nil), sumOf("abcdef")) {
			t.Errorf("%T: the clone is not independent", h)
		}
	}
}
