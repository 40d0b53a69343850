// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "hash"

// KeccakState is go-ethereum's interface of a Keccak hash: hash.Hash plus Read,
// which is faster than Sum because it does not fork the state (it ends it;
// Reset before reuse).
type KeccakState interface {
	hash.Hash
	Read([]byte) (int, error)
}

// NewKeccakState returns a new Keccak-256 hash (legacy padding).
func NewKeccakState() KeccakState { return &SHA3{sponge{alg: AlgKeccak256}} }

// HashData resets kh, hashes data with it and returns the first 32 bytes of
// output, as go-ethereum's crypto.HashData does. For a Keccak-256 state of this
// package that is a single cgo call.
func HashData(kh KeccakState, data []byte) [32]byte {
	if d, ok := kh.(*SHA3); ok && d.alg == AlgKeccak256 {
		var h [32]byte
		d.hashKeccak256(data, &h)
		return h
	}
	return hashDataOf(kh, data)
}

// hashDataOf is HashData through the interface; its result escapes into
// kh.Read, so it is kept apart from the allocation-free path above.
func hashDataOf(kh KeccakState, data []byte) (h [32]byte) {
	kh.Reset()
	kh.Write(data)
	kh.Read(h[:])
	return h
}

// Keccak256 returns the Keccak-256 hash of the concatenation of data.
func Keccak256(data ...[]byte) []byte {
	h := make([]byte, 32)
	keccak256Parts((*[32]byte)(h), data)
	return h
}

// Keccak256Hash returns the Keccak-256 hash of the concatenation of data.
func Keccak256Hash(data ...[]byte) (h [32]byte) {
	keccak256Parts(&h, data)
	return h
}

// Keccak512 returns the Keccak-512 hash of the concatenation of data.
func Keccak512(data ...[]byte) []byte {
	h := make([]byte, 64)
	sumParts(AlgKeccak512, h, data)
	return h
}

func keccak256Parts(h *[32]byte, parts [][]byte) {
	if len(parts) == 1 {
		coreKeccak256(parts[0], h)
		return
	}
	sumParts(AlgKeccak256, h[:], parts)
}

// sumParts writes the digest of the concatenation of parts to out: in one
// call into the core for up to partsPerCall parts, else through a sponge,
// which batches them.
func sumParts(alg Algorithm, out []byte, parts [][]byte) {
	if len(parts) <= partsPerCall {
		coreHashParts(alg, parts, out)
		return
	}
	// A large buffer of its own on the stack: no allocation per call.
	var large [pendingSize]byte
	s := sponge{alg: alg, pending: pending{large: &large}}
	for _, p := range parts {
		s.Write(p)
	}
	s.sumInto(out)
}
