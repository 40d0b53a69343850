// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"hash"
	"io"
)

// digest is a fixed-size hash: SHA3-* and legacy Keccak-*. Besides hash.Hash
// and the binary (un)marshalling of Go 1.24's crypto/sha3 it has Read, as
// x/crypto/sha3's legacy Keccak does and go-ethereum's KeccakState needs.
type digest struct{ sponge }

// shake is a SHAKE hash: hash.Hash, an endless io.Reader of output, and Clone.
type shake struct{ sponge }

// ShakeHash is x/crypto/sha3's interface of an extendable-output function.
type ShakeHash interface {
	hash.Hash

	// Read reads more output from the hash; reading affects the hash's
	// state. (ShakeHash.Read is thus very different from Hash.Sum.)
	// It never returns an error, but subsequent calls to Write or Sum
	// will panic.
	io.Reader

	// Clone returns a copy of the ShakeHash in its current state.
	Clone() ShakeHash
}

// Clone returns an independent copy of h in its current state.
func (h *shake) Clone() ShakeHash {
	c := *h
	return &c
}

// New224 returns a new SHA3-224 hash.
func New224() hash.Hash { return &digest{sponge{alg: AlgSHA3_224}} }

// New256 returns a new SHA3-256 hash.
func New256() hash.Hash { return &digest{sponge{alg: AlgSHA3_256}} }

// New384 returns a new SHA3-384 hash.
func New384() hash.Hash { return &digest{sponge{alg: AlgSHA3_384}} }

// New512 returns a new SHA3-512 hash.
func New512() hash.Hash { return &digest{sponge{alg: AlgSHA3_512}} }

// NewLegacyKeccak224 returns a new Keccak-224 hash with the original Keccak
// padding (not in x/crypto/sha3). Its dynamic type also has Read.
func NewLegacyKeccak224() hash.Hash { return &digest{sponge{alg: AlgKeccak224}} }

// NewLegacyKeccak256 returns a new Keccak-256 hash with the original Keccak
// padding, as used by Ethereum. Its dynamic type also has Read (it is a
// KeccakState).
func NewLegacyKeccak256() hash.Hash { return &digest{sponge{alg: AlgKeccak256}} }

// NewLegacyKeccak512 returns a new Keccak-512 hash with the original Keccak
// padding. Its dynamic type also has Read.
func NewLegacyKeccak512() hash.Hash { return &digest{sponge{alg: AlgKeccak512}} }

// NewLegacyKeccak384 returns a new Keccak-384 hash with the original Keccak
// padding (not in x/crypto/sha3). Its dynamic type also has Read.
func NewLegacyKeccak384() hash.Hash { return &digest{sponge{alg: AlgKeccak384}} }

// NewShake128 returns a new SHAKE128 hash; Sum gives 32 bytes.
func NewShake128() ShakeHash { return &shake{sponge{alg: AlgSHAKE128}} }

// NewShake256 returns a new SHAKE256 hash; Sum gives 64 bytes.
func NewShake256() ShakeHash { return &shake{sponge{alg: AlgSHAKE256}} }

// Sum224 returns the SHA3-224 digest of data.
func Sum224(data []byte) (sum [28]byte) {
	coreHash(AlgSHA3_224, data, sum[:])
	return sum
}

// Sum256 returns the SHA3-256 digest of data.
func Sum256(data []byte) (sum [32]byte) {
	coreHash(AlgSHA3_256, data, sum[:])
	return sum
}

// Sum384 returns the SHA3-384 digest of data.
func Sum384(data []byte) (sum [48]byte) {
	coreHash(AlgSHA3_384, data, sum[:])
	return sum
}

// Sum512 returns the SHA3-512 digest of data.
func Sum512(data []byte) (sum [64]byte) {
	coreHash(AlgSHA3_512, data, sum[:])
	return sum
}

// ShakeSum128 writes len(hash) bytes of the SHAKE128 output of data to hash.
func ShakeSum128(hash, data []byte) { coreHash(AlgSHAKE128, data, hash) }

// ShakeSum256 writes len(hash) bytes of the SHAKE256 output of data to hash.
func ShakeSum256(hash, data []byte) { coreHash(AlgSHAKE256, data, hash) }

// SumSHAKE128 returns length bytes of the SHAKE128 output of data.
func SumSHAKE128(data []byte, length int) []byte {
	out := make([]byte, length)
	coreHash(AlgSHAKE128, data, out)
	return out
}

// SumSHAKE256 returns length bytes of the SHAKE256 output of data.
func SumSHAKE256(data []byte, length int) []byte {
	out := make([]byte, length)
	coreHash(AlgSHAKE256, data, out)
	return out
}
