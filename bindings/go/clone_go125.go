// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build go1.25

package keccakx

import "hash"

// Clone returns an independent copy of d in its current state (hash.Cloner,
// as crypto/sha3's SHA3 has since Go 1.25).
func (d *SHA3) Clone() (hash.Cloner, error) {
	d.init()
	c := *d
	c.pending.ownLarge()
	return &c, nil
}

// Clone returns an independent copy of a KMAC in its current state
// (hash.Cloner).
func (f *fixed) Clone() (hash.Cloner, error) {
	c := *f
	return &c, nil
}

// Clone returns an independent copy of p in its current state, with its
// thread count (hash.Cloner).
func (p *ParallelHash) Clone() (hash.Cloner, error) {
	p.check()
	c := *p
	return &c, nil
}
