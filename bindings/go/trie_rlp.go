// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// The encodings of Ethereum's Merkle-Patricia trie nodes (yellow paper,
// appendix D): RLP strings and list headers, and the hex-prefix form of a
// node's key nibbles.

// rlpStringSize is the length of the RLP encoding of a string of n bytes
// whose first byte is first.
func rlpStringSize(n int, first byte) int {
	if n == 1 && first < 0x80 {
		return 1
	}
	return rlpHeaderSize(n) + n
}

// rlpHeaderSize is the length of the header of an RLP string or list whose
// payload is n bytes.
func rlpHeaderSize(n int) int {
	if n <= 55 {
		return 1
	}
	return 1 + bigEndianSize(n)
}

func bigEndianSize(n int) int {
	size := 0
	for ; n > 0; n >>= 8 {
		size++
	}
	return size
}

// appendRLPHeader appends the header of a string (short 0x80) or list (short
// 0xc0) whose payload is n bytes.
func appendRLPHeader(dst []byte, short byte, n int) []byte {
	if n <= 55 {
		return append(dst, short+byte(n))
	}
	size := bigEndianSize(n)
	dst = append(dst, short+55+byte(size))
	for shift := 8 * (size - 1); shift >= 0; shift -= 8 {
		dst = append(dst, byte(n>>shift))
	}
	return dst
}

func appendRLPString(dst, s []byte) []byte {
	if len(s) == 1 && s[0] < 0x80 {
		return append(dst, s[0])
	}
	return append(appendRLPHeader(dst, 0x80, len(s)), s...)
}

// hexPrefixSize is the length of the hex-prefix encoding of n nibbles.
func hexPrefixSize(n int) int { return n/2 + 1 }

// hexPrefixStringSize is the length of the RLP string holding the hex-prefix
// encoding of n nibbles: a lone prefix byte (at most 0x3f) is its own encoding.
func hexPrefixStringSize(n int) int {
	if size := hexPrefixSize(n); size > 1 {
		return rlpHeaderSize(size) + size
	}
	return 1
}

// appendHexPrefixString appends the RLP string of the hex-prefix encoding of
// nibbles: a first nibble of 2 for a leaf or 0 for an extension, plus 1 when
// the count is odd (the first key nibble then shares the first byte).
func appendHexPrefixString(dst, nibbles []byte, leaf bool) []byte {
	size := hexPrefixSize(len(nibbles))
	if size > 1 {
		dst = appendRLPHeader(dst, 0x80, size)
	}
	var flag byte
	if leaf {
		flag = 0x20
	}
	if len(nibbles)%2 == 1 {
		dst = append(dst, flag|0x10|nibbles[0])
		nibbles = nibbles[1:]
	} else {
		dst = append(dst, flag)
	}
	for i := 0; i < len(nibbles); i += 2 {
		dst = append(dst, nibbles[i]<<4|nibbles[i+1])
	}
	return dst
}

// appendNibbles appends the nibbles of key, high one first, one a byte.
func appendNibbles(dst, key []byte) []byte {
	for _, b := range key {
		dst = append(dst, b>>4, b&0x0f)
	}
	return dst
}

func commonPrefixLength(a, b []byte) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
