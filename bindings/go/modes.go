// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"hash"
	"strconv"
)

// modeHash is the state behind TurboSHAKE, KangarooTwelve, KMAC, TupleHash
// and ParallelHash: a context of the core started with the mode's
// parameters. Each Write is one call of the core, which hashes the long
// inputs of the tree modes several chunks at a time. Reset returns to the
// started context, kept beside it.
type modeHash struct {
	ctx       kxContext
	initial   kxContext
	custom    []byte // KangarooTwelve's C, absorbed when the input ends
	alg       Algorithm
	size      int // Sum's output: L for the hashes of fixed length, 32 or 64 for the streams
	squeezing bool
}

func newModeHash(alg Algorithm, size, number int, key, custom []byte) *modeHash {
	h := &modeHash{alg: alg, size: size}
	if alg == AlgKT128 || alg == AlgKT256 {
		h.custom = append([]byte(nil), custom...)
		custom = nil
	}
	coreModeStart(&h.initial, alg, number, key, custom)
	h.ctx = h.initial
	return h
}

// panicZeroModeHash is what a zero value of an exported type on modeHash
// (TupleHash, TupleHashXOF, KangarooTwelve, ParallelHash, ParallelHashXOF)
// says: unlike SHA3 and SHAKE they have no namesake whose zero value means
// something, and no customization or size to default to.
const panicZeroModeHash = "keccakx: zero TupleHash, TupleHashXOF, KangarooTwelve, ParallelHash or ParallelHashXOF: " +
	"make one with NewTupleHash128/256, NewTupleHashXOF128/256, NewKT128/256, NewParallelHash128/256 or NewParallelHashXOF128/256"

// check panics on a zero value, before it reaches a core that was never started.
func (h *modeHash) check() {
	if h.alg == 0 {
		panic(panicZeroModeHash)
	}
}

// streamSize is the length Sum of a stream gives: 32 bytes at the 128-bit
// level, 64 at the 256-bit one, as for SHAKE.
func streamSize(alg Algorithm) int {
	if alg.BlockSize() == 168 {
		return 32
	}
	return 64
}

// Size is the length of Sum's output.
func (h *modeHash) Size() int { h.check(); return h.size }

// BlockSize is the rate of the sponge in bytes.
func (h *modeHash) BlockSize() int { h.check(); return h.alg.BlockSize() }

// Reset discards all input and output; the parameters stay.
func (h *modeHash) Reset() { h.check(); h.ctx, h.squeezing = h.initial, false }

func (h *modeHash) write(p []byte) {
	h.check()
	if h.squeezing {
		panic(panicWriteAfterRead)
	}
	coreModeWrite(&h.ctx, p)
}

func (h *modeHash) writeElement(elem []byte) {
	h.check()
	if h.squeezing {
		panic(panicWriteAfterRead)
	}
	coreModeWriteElement(&h.ctx, elem)
}

// Sum appends Size() bytes of output for the input so far to b without
// changing the state.
func (h *modeHash) Sum(b []byte) []byte {
	h.check()
	if h.squeezing {
		panic(panicSumAfterRead)
	}
	var out [maxDigest]byte
	if h.size <= len(out) {
		coreModeSum(&h.ctx, h.alg, h.custom, out[:h.size])
		return append(b, out[:h.size]...)
	}
	sum := make([]byte, h.size)
	coreModeSum(&h.ctx, h.alg, h.custom, sum)
	return append(b, sum...)
}

func (h *modeHash) read(p []byte) {
	h.check()
	coreModeRead(&h.ctx, h.alg, h.squeezing, h.custom, p)
	h.squeezing = true
}

// stream is an extendable-output mode: x/crypto/sha3's ShakeHash.
type stream struct{ modeHash }

// Write absorbs p. It never fails; it panics after Read, as SHAKE does.
func (s *stream) Write(p []byte) (int, error) {
	s.write(p)
	return len(p), nil
}

// Read ends the input (Write and Sum panic afterwards) and reads the next
// len(p) bytes of the output stream. It never fails.
func (s *stream) Read(p []byte) (int, error) {
	s.read(p)
	return len(p), nil
}

// Clone returns an independent copy in the current state.
func (s *stream) Clone() ShakeHash {
	c := *s
	return &c
}

// fixed is a mode whose output length L is part of its input: a hash.Hash
// whose Sum gives L bytes.
type fixed struct{ modeHash }

// Write absorbs p. It never fails.
func (f *fixed) Write(p []byte) (int, error) {
	f.write(p)
	return len(p), nil
}

func checkDomain(domain byte) {
	if domain < 0x01 || domain > 0x7f {
		panic("keccakx: TurboSHAKE domain byte 0x" + strconv.FormatUint(uint64(domain), 16) + " outside 0x01..0x7F")
	}
}

func checkSize(size int) {
	if size < 0 {
		panic("keccakx: negative output length")
	}
}

func checkBlockSize(blockSize int) {
	if blockSize < 1 {
		panic("keccakx: ParallelHash block size must be at least 1")
	}
}

// NewTurboSHAKE128 returns a new TurboSHAKE128 (RFC 9861) with domain
// separation byte domain, 0x01..0x7F (0x1F unless a protocol says otherwise);
// it panics on another. Sum gives 32 bytes.
func NewTurboSHAKE128(domain byte) ShakeHash { return newTurboSHAKE(AlgTurboSHAKE128, domain) }

// NewTurboSHAKE256 returns a new TurboSHAKE256 with domain byte domain, as
// NewTurboSHAKE128; Sum gives 64 bytes.
func NewTurboSHAKE256(domain byte) ShakeHash { return newTurboSHAKE(AlgTurboSHAKE256, domain) }

func newTurboSHAKE(alg Algorithm, domain byte) ShakeHash {
	checkDomain(domain)
	return &stream{*newModeHash(alg, streamSize(alg), int(domain), nil, nil)}
}

// SumTurboSHAKE128 returns length bytes of TurboSHAKE128 of data with domain
// byte domain (0x01..0x7F; it panics on another).
func SumTurboSHAKE128(data []byte, domain byte, length int) []byte {
	return sumTurboSHAKE(AlgTurboSHAKE128, data, domain, length)
}

// SumTurboSHAKE256 returns length bytes of TurboSHAKE256 of data with domain
// byte domain.
func SumTurboSHAKE256(data []byte, domain byte, length int) []byte {
	return sumTurboSHAKE(AlgTurboSHAKE256, data, domain, length)
}

func sumTurboSHAKE(alg Algorithm, data []byte, domain byte, length int) []byte {
	checkDomain(domain)
	out := make([]byte, length)
	coreTurboSHAKE(alg, domain, data, out)
	return out
}

// NewKT128 returns a new KangarooTwelve KT128 (RFC 9861) with customization
// string custom (nil for none), which it copies; Sum gives 32 bytes. Long
// messages are hashed several 8 KiB chunks at a time on the widest kernel of
// the CPU: write them in large pieces. The value is a *KangarooTwelve, whose
// SetThreads lets one large Write use several cores.
func NewKT128(custom []byte) ShakeHash { return newKT(AlgKT128, custom) }

// NewKT256 returns a new KangarooTwelve KT256 with customization custom; Sum
// gives 64 bytes. The value is a *KangarooTwelve.
func NewKT256(custom []byte) ShakeHash { return newKT(AlgKT256, custom) }

func newKT(alg Algorithm, custom []byte) ShakeHash {
	return &KangarooTwelve{stream{*newModeHash(alg, streamSize(alg), 0, nil, custom)}}
}

// SumKT128 returns length bytes of KT128 of data with customization custom.
func SumKT128(data, custom []byte, length int) []byte { return sumKT(AlgKT128, data, custom, length) }

// SumKT256 returns length bytes of KT256 of data with customization custom.
func SumKT256(data, custom []byte, length int) []byte { return sumKT(AlgKT256, data, custom, length) }

func sumKT(alg Algorithm, data, custom []byte, length int) []byte {
	out := make([]byte, length)
	coreKangarooTwelve(alg, custom, data, out)
	return out
}

// NewKMAC128 returns a new KMAC128 (NIST SP 800-185) with key key (any
// length) and customization S custom, whose Sum gives size bytes: the output
// length is part of KMAC's input, so another size gives an unrelated MAC. It
// panics on a negative size. Compare MACs with hmac.Equal.
func NewKMAC128(key, custom []byte, size int) hash.Hash {
	return newFixed(AlgKMAC128, size, 0, key, custom)
}

// NewKMAC256 returns a new KMAC256 with key key and customization custom, as
// NewKMAC128.
func NewKMAC256(key, custom []byte, size int) hash.Hash {
	return newFixed(AlgKMAC256, size, 0, key, custom)
}

// NewKMACXOF128 returns a new KMACXOF128 with key key and customization
// custom: a stream of any length; Sum gives 32 bytes.
func NewKMACXOF128(key, custom []byte) ShakeHash { return newStream(AlgKMACXOF128, 0, key, custom) }

// NewKMACXOF256 returns a new KMACXOF256 with key key and customization
// custom; Sum gives 64 bytes.
func NewKMACXOF256(key, custom []byte) ShakeHash { return newStream(AlgKMACXOF256, 0, key, custom) }

// NewParallelHash128 returns a new ParallelHash128 (NIST SP 800-185) over
// blocks of blockSize bytes (any size from 1; it panics on less) with
// customization custom, whose Sum gives size bytes (part of the input, as
// for KMAC). Blocks are hashed several at a time on the widest kernel of the
// CPU. The value is a *ParallelHash, whose SetThreads lets one large Write
// use several cores.
func NewParallelHash128(blockSize int, custom []byte, size int) hash.Hash {
	return newParallelHash(AlgParallelHash128, blockSize, custom, size)
}

// NewParallelHash256 returns a new ParallelHash256, as NewParallelHash128.
func NewParallelHash256(blockSize int, custom []byte, size int) hash.Hash {
	return newParallelHash(AlgParallelHash256, blockSize, custom, size)
}

func newParallelHash(alg Algorithm, blockSize int, custom []byte, size int) *ParallelHash {
	checkBlockSize(blockSize)
	checkSize(size)
	return &ParallelHash{fixed{*newModeHash(alg, size, blockSize, nil, custom)}}
}

// NewParallelHashXOF128 returns a new ParallelHashXOF128 over blocks of
// blockSize bytes with customization custom: a stream; Sum gives 32 bytes.
// The value is a *ParallelHashXOF.
func NewParallelHashXOF128(blockSize int, custom []byte) ShakeHash {
	return newParallelHashXOF(AlgParallelHashXOF128, blockSize, custom)
}

// NewParallelHashXOF256 returns a new ParallelHashXOF256; Sum gives 64 bytes.
func NewParallelHashXOF256(blockSize int, custom []byte) ShakeHash {
	return newParallelHashXOF(AlgParallelHashXOF256, blockSize, custom)
}

func newParallelHashXOF(alg Algorithm, blockSize int, custom []byte) *ParallelHashXOF {
	checkBlockSize(blockSize)
	return &ParallelHashXOF{stream{*newModeHash(alg, streamSize(alg), blockSize, nil, custom)}}
}

func newFixed(alg Algorithm, size, number int, key, custom []byte) hash.Hash {
	checkSize(size)
	return &fixed{*newModeHash(alg, size, number, key, custom)}
}

func newStream(alg Algorithm, number int, key, custom []byte) ShakeHash {
	return &stream{*newModeHash(alg, streamSize(alg), number, key, custom)}
}

// TupleHash is TupleHash128 or TupleHash256 (NIST SP 800-185): the hash of a
// sequence of byte strings, in which where one string ends is part of the
// input (("ab", "c") and ("a", "bc") hash differently). It has no Write:
// each WriteElement is one whole string of the tuple. Sum gives Size()
// bytes, the output length given to the constructor, which is part of the
// input.
type TupleHash struct{ modeHash }

// TupleHashXOF is TupleHashXOF128 or TupleHashXOF256: TupleHash with an
// output stream of any length (Read); Sum gives 32 or 64 bytes.
type TupleHashXOF struct{ modeHash }

// NewTupleHash128 returns a new TupleHash128 with customization custom whose
// Sum gives size bytes; it panics on a negative size.
func NewTupleHash128(custom []byte, size int) *TupleHash {
	checkSize(size)
	return &TupleHash{*newModeHash(AlgTupleHash128, size, 0, nil, custom)}
}

// NewTupleHash256 returns a new TupleHash256, as NewTupleHash128.
func NewTupleHash256(custom []byte, size int) *TupleHash {
	checkSize(size)
	return &TupleHash{*newModeHash(AlgTupleHash256, size, 0, nil, custom)}
}

// NewTupleHashXOF128 returns a new TupleHashXOF128 with customization custom.
func NewTupleHashXOF128(custom []byte) *TupleHashXOF {
	return &TupleHashXOF{*newModeHash(AlgTupleHashXOF128, 32, 0, nil, custom)}
}

// NewTupleHashXOF256 returns a new TupleHashXOF256 with customization custom.
func NewTupleHashXOF256(custom []byte) *TupleHashXOF {
	return &TupleHashXOF{*newModeHash(AlgTupleHashXOF256, 64, 0, nil, custom)}
}

// WriteElement appends elem (empty is a string like any other) to the tuple.
func (t *TupleHash) WriteElement(elem []byte) { t.writeElement(elem) }

// Clone returns an independent copy in the current state.
func (t *TupleHash) Clone() *TupleHash {
	t.check()
	c := *t
	return &c
}

// WriteElement appends elem to the tuple; it panics after Read.
func (t *TupleHashXOF) WriteElement(elem []byte) { t.writeElement(elem) }

// Read ends the tuple (WriteElement and Sum panic afterwards) and reads the
// next len(p) bytes of the output stream. It never fails.
func (t *TupleHashXOF) Read(p []byte) (int, error) {
	t.read(p)
	return len(p), nil
}

// Clone returns an independent copy in the current state.
func (t *TupleHashXOF) Clone() *TupleHashXOF {
	t.check()
	c := *t
	return &c
}

// SumTupleHash128 returns the size-byte TupleHash128 of the strings of tuple
// with customization custom.
func SumTupleHash128(tuple [][]byte, custom []byte, size int) []byte {
	return sumTuple(NewTupleHash128(custom, size), tuple)
}

// SumTupleHash256 returns the size-byte TupleHash256 of tuple with
// customization custom.
func SumTupleHash256(tuple [][]byte, custom []byte, size int) []byte {
	return sumTuple(NewTupleHash256(custom, size), tuple)
}

func sumTuple(t *TupleHash, tuple [][]byte) []byte {
	for _, elem := range tuple {
		t.WriteElement(elem)
	}
	return t.Sum(nil)
}
