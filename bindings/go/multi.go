// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// multiMax is the most streams a Multi holds (KX_MULTI_MAX).
const multiMax = 8

// Multi is n (1 to 8) independent hashes of one algorithm that absorb and
// squeeze in lock-step: each Write gives every stream the same number of
// bytes from its own buffer, each Read fills every stream's buffer with the
// same number of bytes. That is the shape of post-quantum key generation and
// signing (ML-KEM's matrix and noise, ML-DSA's matrix: SHAKE streams
// squeezed a few blocks at a time by rejection sampling), and the n states
// run through one multi-state permutation of the CPU (8 SHAKE128 streams
// with AVX-512 cost less than two single ones). Read whole blocks
// (multiples of BlockSize) for the fastest path.
//
// Stream i's output is that of a single hash of the bytes stream i
// absorbed, however input and output are split into calls. Write and Read
// make one call of the C library each and allocate nothing. A Multi may be
// copied (Clone) to fork all its streams.
type Multi struct {
	ctx       kxMultiContext
	alg       Algorithm
	n         int
	squeezing bool
}

// NewMulti returns n streams of alg: a FIPS 202 or Keccak algorithm,
// TurboSHAKE (domain byte 0x1F) or cSHAKE (empty N and S, which is SHAKE).
// It panics on another algorithm or on n outside 1..8.
func NewMulti(alg Algorithm, n int) *Multi {
	if !(alg >= AlgKeccak224 && alg <= AlgTurboSHAKE256) && alg != AlgCSHAKE128 && alg != AlgCSHAKE256 {
		panic("keccakx: NewMulti: algorithm " + alg.String() + " has no many-stream form")
	}
	if n < 1 || n > multiMax {
		panic("keccakx: NewMulti: the number of streams must be 1..8")
	}
	m := &Multi{alg: alg, n: n}
	m.Reset()
	return m
}

// panicZeroMulti is what a zero Multi says: it has no algorithm and no
// number of streams to default to.
const panicZeroMulti = "keccakx: zero Multi: make one with NewMulti, NewMultiSHAKE128 or NewMultiSHAKE256"

// check panics on a zero value, before it reaches a core that was never started.
func (m *Multi) check() {
	if m.n == 0 {
		panic(panicZeroMulti)
	}
}

// NewMultiSHAKE128 returns n SHAKE128 streams in lock-step.
func NewMultiSHAKE128(n int) *Multi { return NewMulti(AlgSHAKE128, n) }

// NewMultiSHAKE256 returns n SHAKE256 streams in lock-step.
func NewMultiSHAKE256(n int) *Multi { return NewMulti(AlgSHAKE256, n) }

// Streams is the number of streams n.
func (m *Multi) Streams() int { m.check(); return m.n }

// BlockSize is the rate of the sponges in bytes.
func (m *Multi) BlockSize() int { m.check(); return m.alg.BlockSize() }

// Reset discards all input and output of every stream.
func (m *Multi) Reset() {
	m.check()
	coreMultiInit(&m.ctx, m.alg, m.n)
	m.squeezing = false
}

// Clone returns an independent copy of all the streams in their state.
func (m *Multi) Clone() *Multi {
	m.check()
	c := *m
	return &c
}

// sameLength returns the common length of the n buffers, and panics if
// there are not n of them or their lengths differ.
func (m *Multi) sameLength(method string, bufs [][]byte) int {
	m.check()
	if len(bufs) != m.n {
		panic("keccakx: Multi." + method + ": want one buffer per stream")
	}
	for _, b := range bufs[1:] {
		if len(b) != len(bufs[0]) {
			panic("keccakx: Multi." + method + ": the buffers differ in length")
		}
	}
	return len(bufs[0])
}

// Write absorbs ins[i] into stream i. There must be one buffer per stream,
// all of the same length; it panics otherwise, and after Read.
func (m *Multi) Write(ins [][]byte) {
	inLen := m.sameLength("Write", ins)
	if m.squeezing {
		panic(panicWriteAfterRead)
	}
	coreMultiUpdate(&m.ctx, ins, inLen)
}

// Read ends the input and fills outs[i] with the next bytes of stream i's
// output (one buffer per stream, all of the same length). For SHAKE and
// TurboSHAKE any length, in any number of Reads; a fixed-size hash is read
// once, with buffers of its digest size. It panics otherwise.
func (m *Multi) Read(outs [][]byte) {
	outLen := m.sameLength("Read", outs)
	if !m.alg.isXOF() {
		if m.squeezing {
			panic(panicReadPastDigest)
		}
		if outLen != m.alg.Size() {
			panic("keccakx: Multi.Read: a fixed-size hash reads its digest size")
		}
	}
	coreMultiRead(&m.ctx, !m.alg.isXOF(), outs, outLen)
	m.squeezing = true
}

// ReadWith reads from m and from other together, as m.Read(outs) and then
// other.Read(otherOuts) would, every buffer of both of one length: for
// streams that do not fit in one Multi. ML-KEM-768's matrix is nine SHAKE128
// streams, eight in m and one in other; with AVX-512 the one then runs in the
// same kernel as the eight, at little more than their cost. Both must read on
// (SHAKE, TurboSHAKE, cSHAKE), and be two different Multis; it panics
// otherwise.
func (m *Multi) ReadWith(outs [][]byte, other *Multi, otherOuts [][]byte) {
	outLen := m.sameLength("ReadWith", outs)
	if other.sameLength("ReadWith", otherOuts) != outLen {
		panic("keccakx: Multi.ReadWith: the buffers differ in length")
	}
	if m == other {
		panic("keccakx: Multi.ReadWith: the same Multi twice")
	}
	if !m.alg.isXOF() || !other.alg.isXOF() {
		panic("keccakx: Multi.ReadWith: a fixed-size hash is read once, with Read")
	}
	coreMultiReadPair(&m.ctx, outs, &other.ctx, otherOuts, outLen)
	m.squeezing, other.squeezing = true, true
}
