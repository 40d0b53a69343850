package keccakx

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"sync"
	"unsafe"
)

const (
	maxRate   = 168 // SHAKE128's
	maxDigest = 64  // Keccak-512's and SHA3-512's
)

// sponge is the state behind every hash object. Input reaches C a block or
// more at a time: writes that fit in buf stay in Go, so hashing a short
// message costs exactly one cgo call (in Sum or Read), and a stream of small
// writes costs one call per block. The C context is started only when the
// input outgrows buf.
//
// Output is buffered the same way: a fixed-size hash computes its digest into
// buf on the first Read; SHAKE squeezes a block into buf when a Read asks for
// less than a block.
type sponge struct {
	ctx kxContext
	// Absorbing: buf[:n] is input not yet given to C.
	// Squeezing: buf[n:] (up to Size() for a fixed-size hash, to the rate for
	// SHAKE) is output not yet read.
	buf       [maxRate]byte
	n         int
	alg       Algorithm
	started   bool // ctx is initialised and holds input (or is squeezing)
	squeezing bool
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

// Reset discards all input and output.
func (s *sponge) Reset() {
	s.n, s.started, s.squeezing = 0, false, false
}

// Write absorbs p. It never fails; it panics after Read, as x/crypto/sha3 does.
func (s *sponge) Write(p []byte) (int, error) {
	if s.squeezing {
		panic(panicWriteAfterRead)
	}
	if s.n+len(p) <= s.BlockSize() {
		s.n += copy(s.buf[s.n:], p)
		return len(p), nil
	}
	cAbsorb(&s.ctx, s.alg, s.started, s.buf[:s.n], p)
	s.n, s.started = 0, true
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
	if s.started {
		cSum(&s.ctx, s.buf[:s.n], out)
	} else {
		cHash(s.alg, s.buf[:s.n], out)
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
		// in and out may overlap in both calls; the context is done with afterwards.
		if s.started {
			cFinish(&s.ctx, s.buf[:s.n], s.buf[:size])
		} else {
			cHash(s.alg, s.buf[:s.n], s.buf[:size])
		}
		s.n, s.started, s.squeezing = 0, false, true
	}
	if len(p) > size-s.n {
		panic(panicReadPastDigest)
	}
	s.n += copy(p, s.buf[s.n:size])
}

func (s *sponge) readXOF(p []byte) {
	rate := s.BlockSize()
	if !s.squeezing {
		if len(p) >= rate {
			s.squeeze(p)
			s.n = rate
			return
		}
		s.squeeze(s.buf[:rate])
		s.n = 0
	}
	k := copy(p, s.buf[s.n:rate])
	s.n += k
	p = p[k:]
	switch {
	case len(p) >= rate:
		s.squeeze(p)
	case len(p) > 0:
		s.squeeze(s.buf[:rate])
		s.n = copy(p, s.buf[:rate])
	}
}

// squeeze writes the next len(out) bytes of the SHAKE stream to out, ending
// the input (including what is still buffered) first if it was not ended yet.
func (s *sponge) squeeze(out []byte) {
	var pending []byte
	if !s.squeezing {
		pending = s.buf[:s.n]
	}
	cXOFRead(&s.ctx, s.alg, s.started, pending, out)
	s.started, s.squeezing = true, true
}

// hashKeccak256 leaves a Keccak-256 sponge as Reset, Write(data), Read(h[:])
// would, in one cgo call.
func (s *sponge) hashKeccak256(data []byte, h *[32]byte) {
	cKeccak256(data, h)
	copy(s.buf[:], h[:])
	s.n, s.started, s.squeezing = 32, false, true
}

// The binary form of a state:
//
//	magic, algorithm, flags, n, pending input or buffered output (the Go side)
//	kx_ctx bytes, HMAC-SHA256 tag   only when flagStarted (the C side)
//
// A state whose input all fits in buf (or whose digest was read) holds no C
// context and can be restored anywhere. A longer one carries the library's
// context, whose layout is private to the library and which the library trusts
// (a forged one could make it read out of bounds). The tag, keyed with a
// secret drawn once per process, proves the context was saved by this process,
// so such a state can be restored only in the process that saved it.
const (
	marshalMagic = "keccakx\x01"
	flagStarted  = 1
	flagSqueeze  = 2
	headerSize   = len(marshalMagic) + 3
	tagSize      = sha256.Size
)

var (
	errStateInvalid   = errors.New("keccakx: invalid hash state")
	errStateAlgorithm = errors.New("keccakx: hash state is of another algorithm")
	errStateForeign   = errors.New("keccakx: hash state with more than a block of input saved by another process")
)

// stateKey is the per-process secret behind the tags of saved C contexts.
var stateKey = sync.OnceValue(func() []byte {
	key := make([]byte, 32)
	rand.Read(key)
	return key
})

func stateTag(state []byte) []byte {
	mac := hmac.New(sha256.New, stateKey())
	mac.Write(state)
	return mac.Sum(nil)
}

// MarshalBinary returns the state, to be restored with UnmarshalBinary.
func (s *sponge) MarshalBinary() ([]byte, error) {
	return s.AppendBinary(make([]byte, 0, headerSize+maxRate+ctxSize+tagSize))
}

// AppendBinary appends the state to b, to be restored with UnmarshalBinary.
func (s *sponge) AppendBinary(b []byte) ([]byte, error) {
	var flags byte
	if s.started {
		flags |= flagStarted
	}
	if s.squeezing {
		flags |= flagSqueeze
	}
	start := len(b)
	b = append(b, marshalMagic...)
	b = append(b, byte(s.alg), flags, byte(s.n))
	b = append(b, s.buf[:s.buffered(s.squeezing, s.n)]...)
	if s.started {
		b = append(b, (*[ctxSize]byte)(unsafe.Pointer(&s.ctx))[:]...)
		b = append(b, stateTag(b[start:])...)
	}
	return b, nil
}

// UnmarshalBinary restores a state saved by MarshalBinary from a hash of the
// same algorithm. A state with more than a block of input (one that holds a C
// context) must have been saved by the same process.
func (s *sponge) UnmarshalBinary(b []byte) error {
	if len(b) < headerSize || string(b[:len(marshalMagic)]) != marshalMagic {
		return errStateInvalid
	}
	alg, flags, n := Algorithm(b[len(marshalMagic)]), b[len(marshalMagic)+1], int(b[len(marshalMagic)+2])
	if alg != s.alg {
		return errStateAlgorithm
	}
	started, squeezing := flags&flagStarted != 0, flags&flagSqueeze != 0
	if flags&^(flagStarted|flagSqueeze) != 0 || !s.consistent(started, squeezing, n) {
		return errStateInvalid
	}
	goSide := headerSize + s.buffered(squeezing, n)
	wantLen := goSide
	if started {
		wantLen += ctxSize + tagSize
	}
	if len(b) != wantLen {
		return errStateInvalid
	}
	if started && !hmac.Equal(b[wantLen-tagSize:], stateTag(b[:wantLen-tagSize])) {
		return errStateForeign
	}
	*s = sponge{alg: alg, n: n, started: started, squeezing: squeezing}
	copy(s.buf[:], b[headerSize:goSide])
	if started {
		copy((*[ctxSize]byte)(unsafe.Pointer(&s.ctx))[:], b[goSide:])
	}
	return nil
}

// buffered is how many bytes of buf hold input or output in the given state.
func (s *sponge) buffered(squeezing bool, n int) int {
	switch {
	case !squeezing:
		return n
	case s.alg.isXOF():
		return s.BlockSize()
	default:
		return s.Size()
	}
}

// consistent says whether flags and n describe a state this hash can be in.
func (s *sponge) consistent(started, squeezing bool, n int) bool {
	switch {
	case !squeezing:
		return n <= s.BlockSize()
	case s.alg.isXOF():
		return started && n <= s.BlockSize()
	default:
		return !started && n <= s.Size()
	}
}
