// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "unsafe"

// Keccak256Many sets dst[i] to the Keccak-256 hash of inputs[i]. Messages are
// hashed several at a time with the widest multi-state backend of the CPU, so
// this is much faster than a loop for short messages. It panics if dst is
// shorter than inputs.
func Keccak256Many(dst [][32]byte, inputs [][]byte) {
	if len(dst) < len(inputs) {
		panic("keccakx: Keccak256Many: dst is shorter than inputs")
	}
	if len(inputs) == 0 {
		return
	}
	coreHashMany(AlgKeccak256, unsafe.Slice(&dst[0][0], 32*len(inputs)), inputs, 32)
}

// HashMany hashes each of inputs with alg into dst, outLen bytes each: the
// hash of inputs[i] is dst[i*outLen : (i+1)*outLen]. outLen must be
// alg.Size() for a fixed-size hash and may be anything from 0 for SHAKE (and
// for TurboSHAKE, KangarooTwelve and cSHAKE, which HashMany takes with their
// default parameters: domain byte 0x1F, empty customizations). Like
// Keccak256Many it hashes several messages at once. It panics on another
// algorithm (KMAC, TupleHash and ParallelHash need parameters), a wrong outLen or a dst shorter than len(inputs)*outLen.
func HashMany(alg Algorithm, dst []byte, inputs [][]byte, outLen int) {
	switch {
	case !alg.hashable():
		panic("keccakx: HashMany: unknown algorithm " + alg.String())
	case outLen < 0 || (!alg.isXOF() && outLen != alg.Size()):
		panic("keccakx: HashMany: wrong output length for " + alg.String())
	case outLen > 0 && len(dst)/outLen < len(inputs):
		panic("keccakx: HashMany: dst is shorter than len(inputs)*outLen")
	}
	coreHashMany(alg, dst, inputs, outLen)
}
