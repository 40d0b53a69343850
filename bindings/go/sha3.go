// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"hash"

	xsha3 "golang.org/x/crypto/sha3"
)

// SHA3 is a fixed-size hash: SHA3-224 … SHA3-512, and legacy Keccak-224 …
// Keccak-512. It has the methods of crypto/sha3's SHA3 (hash.Hash, the binary
// (un)marshalling, and Clone on Go 1.25+), and Read, as x/crypto/sha3's
// legacy Keccak has and go-ethereum's KeccakState needs. The constructors
// return hash.Hash, as x/crypto/sha3's do, so that they can be passed where a
// func() hash.Hash is wanted (hmac.New, hkdf.New); the value is a *SHA3.
// The zero value is a usable SHA3-256 hash, as crypto/sha3's is.
type SHA3 struct{ sponge }

// SHAKE is an extendable-output function, SHAKE128 or SHAKE256: crypto/sha3's
// SHAKE, and x/crypto/sha3's ShakeHash (hash.Hash, whose Sum gives 32 or 64
// bytes, and Clone). The zero value is a usable SHAKE256, as crypto/sha3's is.
type SHAKE struct{ sponge }

// init gives a zero SHA3 its algorithm, SHA3-256. Every method calls it
// first, as crypto/sha3's do: a zero value is otherwise a sponge of no
// algorithm, which C refuses and the pure-Go core cannot absorb into.
func (h *SHA3) init() {
	if h.alg == 0 {
		h.alg = AlgSHA3_256
	}
}

// init gives a zero SHAKE its algorithm, SHAKE256 (see SHA3.init).
func (h *SHAKE) init() {
	if h.alg == 0 {
		h.alg = AlgSHAKE256
	}
}

// Write absorbs p. It never fails; it panics after Read, as x/crypto/sha3 does.
func (h *SHA3) Write(p []byte) (int, error) { h.init(); return h.sponge.Write(p) }

// Sum appends the digest of the input so far to b without changing the state.
func (h *SHA3) Sum(b []byte) []byte { h.init(); return h.sponge.Sum(b) }

// Read ends the input (Write and Sum panic afterwards) and reads the digest,
// Size() bytes in any chunks (go-ethereum's KeccakState). It never fails.
func (h *SHA3) Read(p []byte) (int, error) { h.init(); return h.sponge.Read(p) }

// Reset discards all input and output.
func (h *SHA3) Reset() { h.init(); h.sponge.Reset() }

// Size is the digest size in bytes.
func (h *SHA3) Size() int { h.init(); return h.sponge.Size() }

// BlockSize is the rate of the sponge in bytes.
func (h *SHA3) BlockSize() int { h.init(); return h.sponge.BlockSize() }

// MarshalBinary returns the state in the binary form of Go's crypto/sha3.
func (h *SHA3) MarshalBinary() ([]byte, error) { h.init(); return h.sponge.MarshalBinary() }

// AppendBinary appends the state to b in the binary form of Go's crypto/sha3.
func (h *SHA3) AppendBinary(b []byte) ([]byte, error) { h.init(); return h.sponge.AppendBinary(b) }

// UnmarshalBinary restores a state saved by MarshalBinary, or by Go's
// crypto/sha3 or x/crypto/sha3, for a hash of the same algorithm (SHA3-256
// for a zero SHA3, as in crypto/sha3). On error the hash is unchanged.
func (h *SHA3) UnmarshalBinary(b []byte) error { h.init(); return h.sponge.UnmarshalBinary(b) }

// Write absorbs p. It never fails; it panics after Read.
func (h *SHAKE) Write(p []byte) (int, error) { h.init(); return h.sponge.Write(p) }

// Sum appends Size() bytes of output to b without ending the input (x/crypto/sha3's ShakeHash).
func (h *SHAKE) Sum(b []byte) []byte { h.init(); return h.sponge.Sum(b) }

// Read ends the input (Write and Sum panic afterwards) and reads the next
// len(p) bytes of the output stream. It never fails.
func (h *SHAKE) Read(p []byte) (int, error) { h.init(); return h.sponge.Read(p) }

// Reset discards all input and output; cSHAKE keeps its N and S.
func (h *SHAKE) Reset() { h.init(); h.sponge.Reset() }

// Size is the output size Sum uses: 32 bytes for SHAKE128, 64 for SHAKE256.
func (h *SHAKE) Size() int { h.init(); return h.sponge.Size() }

// BlockSize is the rate of the sponge in bytes.
func (h *SHAKE) BlockSize() int { h.init(); return h.sponge.BlockSize() }

// MarshalBinary returns the state in the binary form of Go's crypto/sha3.
func (h *SHAKE) MarshalBinary() ([]byte, error) { h.init(); return h.sponge.MarshalBinary() }

// AppendBinary appends the state to b in the binary form of Go's crypto/sha3.
func (h *SHAKE) AppendBinary(b []byte) ([]byte, error) { h.init(); return h.sponge.AppendBinary(b) }

// UnmarshalBinary restores a state saved by MarshalBinary, or by Go's
// crypto/sha3 or x/crypto/sha3, of the same algorithm (SHAKE256 for a zero
// SHAKE, as in crypto/sha3). On error the hash is unchanged.
func (h *SHAKE) UnmarshalBinary(b []byte) error { h.init(); return h.sponge.UnmarshalBinary(b) }

// ShakeHash is x/crypto/sha3's interface of an extendable-output function,
// the very type: a ShakeHash of this package is one of x/crypto/sha3, and
// code typed against either accepts the other's values.
type ShakeHash = xsha3.ShakeHash

// Clone returns an independent copy of h in its current state.
func (h *SHAKE) Clone() ShakeHash {
	h.init()
	c := *h
	c.pending.ownLarge()
	return &c
}

// New224 returns a new SHA3-224 hash, a *SHA3.
func New224() hash.Hash { return &SHA3{sponge{alg: AlgSHA3_224}} }

// New256 returns a new SHA3-256 hash, a *SHA3.
func New256() hash.Hash { return &SHA3{sponge{alg: AlgSHA3_256}} }

// New384 returns a new SHA3-384 hash, a *SHA3.
func New384() hash.Hash { return &SHA3{sponge{alg: AlgSHA3_384}} }

// New512 returns a new SHA3-512 hash, a *SHA3.
func New512() hash.Hash { return &SHA3{sponge{alg: AlgSHA3_512}} }

// NewLegacyKeccak224 returns a new Keccak-224 hash with the original Keccak
// padding (not in x/crypto/sha3), a *SHA3.
func NewLegacyKeccak224() hash.Hash { return &SHA3{sponge{alg: AlgKeccak224}} }

// NewLegacyKeccak256 returns a new Keccak-256 hash with the original Keccak
// padding, as used by Ethereum, a *SHA3 (and so a KeccakState).
func NewLegacyKeccak256() hash.Hash { return &SHA3{sponge{alg: AlgKeccak256}} }

// NewLegacyKeccak512 returns a new Keccak-512 hash with the original Keccak
// padding, a *SHA3.
func NewLegacyKeccak512() hash.Hash { return &SHA3{sponge{alg: AlgKeccak512}} }

// NewLegacyKeccak384 returns a new Keccak-384 hash with the original Keccak
// padding (not in x/crypto/sha3), a *SHA3.
func NewLegacyKeccak384() hash.Hash { return &SHA3{sponge{alg: AlgKeccak384}} }

// NewSHAKE128 returns a new SHAKE128 hash, as crypto/sha3 does; Sum gives 32 bytes.
func NewSHAKE128() *SHAKE { return &SHAKE{sponge{alg: AlgSHAKE128}} }

// NewSHAKE256 returns a new SHAKE256 hash, as crypto/sha3 does; Sum gives 64 bytes.
func NewSHAKE256() *SHAKE { return &SHAKE{sponge{alg: AlgSHAKE256}} }

// NewShake128 returns a new SHAKE128 hash, as x/crypto/sha3 does.
func NewShake128() ShakeHash { return NewSHAKE128() }

// NewShake256 returns a new SHAKE256 hash, as x/crypto/sha3 does.
func NewShake256() ShakeHash { return NewSHAKE256() }

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

// NewCSHAKE128 returns a new cSHAKE128 hash (NIST SP 800-185) with function
// name N and customization S, as crypto/sha3 does: with both empty it is
// SHAKE128. Its state saves (MarshalBinary) in crypto/sha3's form for cSHAKE,
// and Reset starts over with the same N and S.
func NewCSHAKE128(N, S []byte) *SHAKE { return newCSHAKE(AlgSHAKE128, N, S) }

// NewCSHAKE256 returns a new cSHAKE256 hash with function name N and
// customization S, as crypto/sha3 does; with both empty it is SHAKE256.
func NewCSHAKE256(N, S []byte) *SHAKE { return newCSHAKE(AlgSHAKE256, N, S) }

// NewCShake128 is NewCSHAKE128 with x/crypto/sha3's name and result type.
func NewCShake128(N, S []byte) ShakeHash { return NewCSHAKE128(N, S) }

// NewCShake256 is NewCSHAKE256 with x/crypto/sha3's name and result type.
func NewCShake256(N, S []byte) ShakeHash { return NewCSHAKE256(N, S) }

func newCSHAKE(shake Algorithm, name, custom []byte) *SHAKE {
	h := &SHAKE{sponge{alg: shake}}
	if len(name) == 0 && len(custom) == 0 {
		return h
	}
	h.cshake, h.initBlock = true, cshakeInitBlock(name, custom)
	h.Reset()
	return h
}
