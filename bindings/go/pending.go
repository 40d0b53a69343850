// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// pending is the input a hash holds before its core absorbs it (sponge.go):
// up to one block of the widest rate inline, then, once a message outgrows
// that, up to pendingSize bytes (each build's own, see there) in a buffer
// that the hash allocates then and keeps for its later messages. Creating a
// hash so costs what it did before the larger buffer (an allocation the size
// of the struct: 2 KiB more made New, Write of 32 bytes and Sum 10% dearer),
// and a hash that is reused, as go-ethereum's trie hasher reuses its
// KeccakState, allocates once.
type pending struct {
	large  *[pendingSize]byte
	n      int
	inline [maxRate]byte
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
		if len(in) > pendingSize-p.n {
			return false // streamed without ever needing the large buffer
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
