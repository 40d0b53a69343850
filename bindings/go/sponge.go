// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "errors"

const (
	maxRate   = 168 // SHAKE128's
	maxDigest = 64  // Keccak-512's and SHA3-512's
)

// sponge is the state behind every hash object, the same code in both builds:
// the core it drives is the C library (cgo.go) or, without cgo, its pure-Go
// counterpart (purego_core.go), which keeps the C core's contract.
//
// Input reaches the core in batches: writes stay pending (pending.go) until
// they would overflow what pending keeps (a block; pendingSize bytes once the
// hash has had longer input, as a reused hash has), so a message that fits
// costs exactly one call into the core, in Sum or Read, however it was
// written, and a stream of small writes one call per pendingSize bytes. The
// core's context is started only when the input outgrows pending; until
// then a fixed-size hash is finished by the core's one-shot hash, which
// leaves the context untouched and the message pending, from which
// MarshalBinary derives the state when asked.
//
// Output is buffered in out: a fixed-size hash computes its digest there on
// the first Read; SHAKE squeezes whole blocks straight into the caller's
// buffer and the block that a Read ends in into out. Either way a started
// context is left at the end of the block out holds, so its lanes are
// exactly the state that MarshalBinary saves.
type sponge struct {
	// cSHAKE (a SHAKE sponge padded with cSHAKE's domain bits) keeps, as
	// crypto/sha3 does, the encoded N and S (left_encode(8|N|) N
	// left_encode(8|S|) S) that it absorbs, bytepadded, on Reset; its C
	// context is always started. The struct's pointers (this one and
	// pending's) come first, so the garbage collector scans the first words
	// only.
	initBlock []byte
	pending   pending // input the context has not absorbed
	cshake    bool
	alg       Algorithm
	read      int // squeezing: bytes of out read (of Size() for a fixed-size hash, of the rate for SHAKE)
	// started: ctx is initialised and holds the input absorbed so far (all of
	// it once squeezing, except after the one-shot finish of a message that
	// never left pending).
	started   bool
	squeezing bool
	ctx       kxContext
	out       [maxRate]byte
}

// Panic values match x/crypto/sha3's, so that code recovering them keeps working.
const (
	panicWriteAfterRead = "sha3: Write after Read"
	panicSumAfterRead   = "sha3: Sum after Read"
	panicReadPastDigest = "keccakx: Read past the digest of a fixed-size hash: only SHAKE has more output"
)

// Size is the digest size; for SHAKE, the output size Sum uses (32 bytes for
// SHAKE128, 64 for SHAKE256, as in x/crypto/sha3).
func (s *sponge) Size() int {
	switch s.alg {
	case AlgSHAKE128:
		return 32
	case AlgSHAKE256:
		return 64
	}
	return s.alg.Size()
}

// BlockSize is the rate of the sponge in bytes.
func (s *sponge) BlockSize() int { return s.alg.BlockSize() }

// Reset discards all input and output; cSHAKE then absorbs N and S again.
func (s *sponge) Reset() {
	s.pending.n, s.read, s.started, s.squeezing = 0, 0, false, false
	if s.cshake {
		s.absorbInitBlock()
	}
}

var zeros [maxRate]byte

// absorbInitBlock absorbs bytepad(initBlock, rate) and starts the C context.
func (s *sponge) absorbInitBlock() {
	rate := s.BlockSize()
	var encoded [9]byte
	prefix := leftEncode(encoded[:0], uint64(rate))
	s.Write(prefix)
	s.Write(s.initBlock)
	s.Write(zeros[:(rate-(len(prefix)+len(s.initBlock))%rate)%rate])
	if !s.started {
		coreAbsorb(&s.ctx, s.alg, false, s.pending.bytes(), nil)
		s.pending.n, s.started = 0, true
	}
}

// Write absorbs p. It never fails; it panics after Read, as x/crypto/sha3 does.
func (s *sponge) Write(p []byte) (int, error) {
	if s.squeezing {
		panic(panicWriteAfterRead)
	}
	if s.pending.add(p) {
		return len(p), nil
	}
	coreAbsorb(&s.ctx, s.alg, s.started, s.pending.bytes(), p)
	s.pending.n, s.started = 0, true
	return len(p), nil
}

// Sum appends the digest of the input so far to b without changing the state.
func (s *sponge) Sum(b []byte) []byte {
	var out [maxDigest]byte
	s.sumInto(out[:s.Size()])
	return append(b, out[:s.Size()]...)
}

func (s *sponge) sumInto(out []byte) {
	if s.squeezing {
		panic(panicSumAfterRead)
	}
	if s.cshake {
		coreCSHAKESum(&s.ctx, s.pending.bytes(), out)
	} else if s.started {
		coreSum(&s.ctx, s.pending.bytes(), out)
	} else {
		coreHash(s.alg, s.pending.bytes(), out)
	}
}

// Read ends the input (Write and Sum panic afterwards) and reads output. A
// fixed-size hash has Size() bytes of output (in any chunks); SHAKE has an
// endless stream. It never returns an error.
func (s *sponge) Read(p []byte) (int, error) {
	if s.alg.isXOF() {
		s.readXOF(p)
	} else {
		s.readDigest(p)
	}
	return len(p), nil
}

func (s *sponge) readDigest(p []byte) {
	size := s.Size()
	if !s.squeezing {
		s.finishDigest()
	}
	if len(p) > size-s.read {
		panic(panicReadPastDigest)
	}
	s.read += copy(p, s.out[s.read:size])
}

// finishDigest ends the input of a fixed-size hash and computes its digest
// into out, in one call into the core.
func (s *sponge) finishDigest() {
	size := s.Size()
	if s.started {
		coreFinish(&s.ctx, s.alg, true, s.pending.bytes(), s.out[:size])
		s.pending.n = 0
	} else {
		coreHash(s.alg, s.pending.bytes(), s.out[:size])
	}
	s.read, s.squeezing = 0, true
}

func (s *sponge) readXOF(p []byte) {
	rate := s.BlockSize()
	if s.squeezing {
		k := copy(p, s.out[s.read:rate])
		s.read += k
		p = p[k:]
		if len(p) == 0 {
			return
		}
	}
	// Whole blocks go straight to p; the rest of p, if any, comes from the
	// next block, squeezed into out. A first Read of nothing squeezes a block
	// too: it still ends the input.
	direct := len(p) - len(p)%rate
	var block, input []byte
	if direct < len(p) || direct == 0 {
		block = s.out[:rate]
	}
	if !s.squeezing {
		input = s.pending.bytes()
	}
	if s.cshake {
		coreCSHAKERead(&s.ctx, s.squeezing, input, p[:direct], block)
	} else {
		coreXOFRead(&s.ctx, s.alg, s.started, input, p[:direct], block)
	}
	s.pending.n, s.started, s.squeezing = 0, true, true
	if block == nil {
		s.read = rate
	} else {
		s.read = copy(p[direct:], block)
	}
}

// hashKeccak256 leaves a Keccak-256 sponge as Reset, Write(data), Read(h[:])
// would, in one call into the core, with no copy of data when it does not
// fit in pending.
func (s *sponge) hashKeccak256(data []byte, h *[32]byte) {
	s.Reset()
	if s.pending.add(data) {
		coreKeccak256(data, (*[32]byte)(s.out[:32]))
	} else {
		coreFinish(&s.ctx, AlgKeccak256, false, data, s.out[:32])
		s.started = true
	}
	*h = [32]byte(s.out[:32])
	s.read, s.squeezing = 32, true
}

// The binary form of a state is that of Go's crypto/sha3 (Go 1.24+) and of
// x/crypto/sha3, so states move freely between those packages and this one:
//
//	magic            "sha\x08" SHA-3, "sha\x09" SHAKE, "sha\x0a" cSHAKE, "sha\x0b" legacy Keccak
//	rate             1 byte
//	state            the 200 bytes of the 25 lanes, each little-endian
//	n                bytes absorbed into the current block, or read from it
//	direction        0 absorbing, 1 squeezing
//	init block       cSHAKE only: its encoded N and S, any length
//
// It is plain data, taken from and given to the C library through
// kx_export/kx_import (whose portable format holds the same lanes and
// position), so a state restores in any process, on any CPU.
const (
	magicSHA3     = "sha\x08"
	magicShake    = "sha\x09"
	magicCShake   = "sha\x0a"
	magicKeccak   = "sha\x0b"
	marshaledSize = len(magicSHA3) + 1 + 200 + 1 + 1

	directionAbsorbing = 0
	directionSqueezing = 1
)

// The header of kx_export's format: format version, algorithm, phase,
// position; the lanes follow.
const (
	exportVersion  = 1
	exportHeader   = 4
	phaseAbsorbing = 1
	phaseSqueezing = 2 // SHAKE
	phaseFinalized = 3 // fixed-size hash
)

var (
	errStateInvalid        = errors.New("keccakx: invalid hash state")
	errStateAlgorithm      = errors.New("keccakx: hash state is of another algorithm")
	errStateReadPastDigest = errors.New("keccakx: hash state read past the digest: only SHAKE has more output")
)

// blockOutput is how much output of a block a Read can take: the digest of a
// fixed-size hash, the whole rate of SHAKE.
func (s *sponge) blockOutput() int {
	if s.alg.isXOF() {
		return s.BlockSize()
	}
	return s.Size()
}

// magic is the first field of the binary form for this hash's algorithm;
// the rate that follows it tells the sizes of a family apart.
func (s *sponge) magic() string {
	switch {
	case s.cshake:
		return magicCShake
	case s.alg.isXOF():
		return magicShake
	case s.alg <= AlgKeccak512:
		return magicKeccak
	default:
		return magicSHA3
	}
}

// MarshalBinary returns the state in the binary form of Go's crypto/sha3.
func (s *sponge) MarshalBinary() ([]byte, error) {
	return s.AppendBinary(make([]byte, 0, marshaledSize+len(s.initBlock)))
}

// AppendBinary appends the state to b in the binary form of Go's crypto/sha3.
func (s *sponge) AppendBinary(b []byte) ([]byte, error) {
	var saved [exportSize]byte
	// Squeezing, the input is still in pending only if the hash was finished
	// in one shot; the core then finishes a copy of it again.
	finish := s.squeezing && !s.started
	coreExport(&s.ctx, s.alg, s.started, s.pending.bytes(), finish, &saved)
	n, direction := saved[3], byte(directionAbsorbing)
	if s.squeezing {
		n, direction = byte(s.read), directionSqueezing
	}
	b = append(b, s.magic()...)
	b = append(b, byte(s.BlockSize()))
	b = append(b, saved[exportHeader:]...)
	b = append(b, n, direction)
	return append(b, s.initBlock...), nil
}

// UnmarshalBinary restores a state saved by MarshalBinary, or by Go's
// crypto/sha3 or x/crypto/sha3, for a hash of the same algorithm. On error
// the hash is unchanged.
func (s *sponge) UnmarshalBinary(b []byte) error {
	header := len(magicSHA3) + 1
	if len(b) < header {
		return errStateInvalid
	}
	if string(b[:len(magicSHA3)]) != s.magic() || int(b[len(magicSHA3)]) != s.BlockSize() {
		return errStateAlgorithm
	}
	if len(b) < marshaledSize || (len(b) > marshaledSize && !s.cshake) {
		return errStateInvalid
	}
	lanes, n, direction := b[header:header+200], int(b[header+200]), b[header+201]
	rate := s.BlockSize()
	saved := [exportSize]byte{0: exportVersion, 1: byte(s.alg)}
	copy(saved[exportHeader:], lanes)
	switch {
	case direction == directionAbsorbing && n < rate:
		saved[2], saved[3] = phaseAbsorbing, byte(n)
	case direction != directionSqueezing || n > rate:
		return errStateInvalid
	case n > s.blockOutput():
		return errStateReadPastDigest
	default:
		// The block's output moves to out, so C stands at the block's end.
		saved[2], saved[3] = phaseFinalized, byte(rate)
		if s.alg.isXOF() {
			saved[2] = phaseSqueezing
		}
	}
	if !coreImport(&s.ctx, &saved) {
		return errStateInvalid
	}
	s.started, s.squeezing, s.pending.n, s.read = true, direction == directionSqueezing, 0, 0
	if s.cshake {
		s.initBlock = append([]byte(nil), b[marshaledSize:]...)
	}
	if s.squeezing {
		copy(s.out[:s.blockOutput()], lanes)
		s.read = n
	}
	return nil
}
