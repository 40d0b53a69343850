// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "math/bits"

// The integer encodings of NIST SP 800-185 (left_encode, right_encode) and
// RFC 9861 (length_encode), appended to b.

// bigEndian appends x's big-endian bytes without leading zeros (none for 0).
func bigEndian(b []byte, x uint64) []byte {
	for i := digits(x) - 1; i >= 0; i-- {
		b = append(b, byte(x>>(8*i)))
	}
	return b
}

// digits is how many bytes x has without leading zeros.
func digits(x uint64) int { return (bits.Len64(x) + 7) / 8 }

// leftEncode is left_encode(x): the count of x's digits (at least one), then
// the digits.
func leftEncode(b []byte, x uint64) []byte {
	n := max(digits(x), 1)
	b = append(b, byte(n))
	if x == 0 {
		return append(b, 0)
	}
	return bigEndian(b, x)
}

// rightEncode is right_encode(x): x's digits (at least one), then their count.
func rightEncode(b []byte, x uint64) []byte {
	if x == 0 {
		return append(b, 0, 1)
	}
	b = bigEndian(b, x)
	return append(b, byte(digits(x)))
}

// lengthEncode is RFC 9861's length_encode(x): x's digits (none for 0),
// then their count.
func lengthEncode(b []byte, x uint64) []byte {
	b = bigEndian(b, x)
	return append(b, byte(digits(x)))
}

// cshakeInitBlock is what crypto/sha3 keeps of cSHAKE's N and S:
// encode_string(N) || encode_string(S), with lengths in bits.
func cshakeInitBlock(name, custom []byte) []byte {
	b := make([]byte, 0, 18+len(name)+len(custom))
	b = leftEncode(b, uint64(len(name))*8)
	b = append(b, name...)
	b = leftEncode(b, uint64(len(custom))*8)
	return append(b, custom...)
}
