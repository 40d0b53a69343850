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

// Clone returns an independent copy of a KMAC or ParallelHash in its current
// state (hash.Cloner).
func (f *fixed) Clone() (hash.Cloner, error) {
	c := *f
	return &c, nil
}
