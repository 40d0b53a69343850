// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// pending is the input a hash holds before its core absorbs it (sponge.go):
// up to one block of the widest rate inline; and once the hash has had more
// input than that (a message it hashed before, or an earlier part of this
// one), up to pendingSize bytes (each build's own, see there) in a buffer
// that it allocates then and keeps. A hash made for one message so costs
// what it did with a one-block buffer: the allocation of the struct (2 KiB
// more in it made New, Write of 32 bytes and Sum 10% dearer), and for a
// longer message one call more rather than a second allocation (which cost
// more: New, Write of 512 bytes and Sum took 7% longer with it). A hash
// that is reused, as go-ethereum's trie hasher reuses its KeccakState,
// allocates the buffer once and then hashes each message up to pendingSize
// in one call.
type pending struct {
	large    *[pendingSize]byte
	n        int
	outgrown bool // the hash has had more input than the inline block holds
	inline   [maxRate]byte
}

// bytes is the input held.
func (p *pending) bytes() []byte {
	if p.large != nil {
		return p.large[:p.n]
	}
	return p.inline[:p.n]
}

// add keeps in after the input held if it fits, and says whether it did.
func (p *pending) add(in []byte) bool {
	if p.large == nil {
		if len(in) <= len(p.inline)-p.n {
			p.n += copy(p.inline[p.n:], in)
			return true
		}
		if !p.outgrown || len(in) > pendingSize-p.n {
			p.outgrown = true
			return false
		}
		p.large = new([pendingSize]byte)
		copy(p.large[:], p.inline[:p.n])
	}
	if len(in) > len(p.large)-p.n {
		return false
	}
	p.n += copy(p.large[p.n:], in)
	return true
}

// ownLarge gives a copy of the struct (Clone) a large buffer of its own.
func (p *pending) ownLarge() {
	if p.large != nil {
		large := *p.large
		p.large = &large
	}
}
