// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"encoding/binary"
	"errors"
	"math"
	"unsafe"
)

// Without cgo (CGO_ENABLED=0: no C compiler, cross-compiling, static
// binaries) the package runs on this pure-Go core instead of the C library.
// It offers the functions that cgo.go offers, with the C core's semantics
// (kx_init .. kx_squeeze, kx_export's format, the algorithm table), so that
// everything above it (sponge.go, sha3.go, ...) is the same code in both
// builds and behaves the same, byte for byte and panic for panic.

// The version of the C library this core is the counterpart of
// (KX_VERSION_STRING of include/keccakx.h; a test compares them).
const version = "1.0.0"

// goBackend is the one backend of this core, for every width.
const goBackend = "go"

// The return codes of kx_use_backend that UseBackend tells apart, with
// kx_strerror's messages (a test compares them with core/errors.c).
const (
	codeUnknownBackend     = -6
	codeUnsupportedBackend = -7
)

func libError(code int) error {
	switch code {
	case codeUnknownBackend:
		return errors.New("keccakx: no backend of that name is built into this library")
	case codeUnsupportedBackend:
		return errors.New("keccakx: this CPU cannot run that backend")
	}
	return errors.New("keccakx: unknown error code")
}

// params are the C core's algorithm parameters (core/algorithms.c): the
// name, rate, digest size (0 for any length), the padding byte, the rounds
// of the permutation, the mode above the sponge, and whether the output
// length is part of the input.
type params struct {
	name          string
	rate, size    int
	domain        byte
	rounds        int
	mode          mode
	lengthInInput bool
}

// mode is how an algorithm feeds its sponge (KX_MODE_* of core/modes).
type mode uint8

const (
	modeSponge mode = iota
	modeKT
	modeKMAC
	modeTupleHash
	modeParallelHash
)

const (
	domainKeccak    = 0x01
	domainSHA3      = 0x06
	domainSHAKE     = 0x1f
	domainCSHAKE    = 0x04
	domainKTOneNode = 0x07 // KangarooTwelve's final node when it is the only one
)

var algParams = [lastAlgorithm + 1]params{
	AlgKeccak224:          {"keccak-224", 144, 28, domainKeccak, 24, modeSponge, false},
	AlgKeccak256:          {"keccak-256", 136, 32, domainKeccak, 24, modeSponge, false},
	AlgKeccak384:          {"keccak-384", 104, 48, domainKeccak, 24, modeSponge, false},
	AlgKeccak512:          {"keccak-512", 72, 64, domainKeccak, 24, modeSponge, false},
	AlgSHA3_224:           {"sha3-224", 144, 28, domainSHA3, 24, modeSponge, false},
	AlgSHA3_256:           {"sha3-256", 136, 32, domainSHA3, 24, modeSponge, false},
	AlgSHA3_384:           {"sha3-384", 104, 48, domainSHA3, 24, modeSponge, false},
	AlgSHA3_512:           {"sha3-512", 72, 64, domainSHA3, 24, modeSponge, false},
	AlgSHAKE128:           {"shake128", 168, 0, domainSHAKE, 24, modeSponge, false},
	AlgSHAKE256:           {"shake256", 136, 0, domainSHAKE, 24, modeSponge, false},
	AlgTurboSHAKE128:      {"turboshake128", 168, 0, domainSHAKE, 12, modeSponge, false},
	AlgTurboSHAKE256:      {"turboshake256", 136, 0, domainSHAKE, 12, modeSponge, false},
	AlgKT128:              {"kt128", 168, 0, domainKTOneNode, 12, modeKT, false},
	AlgKT256:              {"kt256", 136, 0, domainKTOneNode, 12, modeKT, false},
	AlgCSHAKE128:          {"cshake128", 168, 0, domainSHAKE, 24, modeSponge, false},
	AlgCSHAKE256:          {"cshake256", 136, 0, domainSHAKE, 24, modeSponge, false},
	AlgKMAC128:            {"kmac128", 168, 0, domainCSHAKE, 24, modeKMAC, true},
	AlgKMAC256:            {"kmac256", 136, 0, domainCSHAKE, 24, modeKMAC, true},
	AlgKMACXOF128:         {"kmacxof128", 168, 0, domainCSHAKE, 24, modeKMAC, false},
	AlgKMACXOF256:         {"kmacxof256", 136, 0, domainCSHAKE, 24, modeKMAC, false},
	AlgTupleHash128:       {"tuplehash128", 168, 0, domainCSHAKE, 24, modeTupleHash, true},
	AlgTupleHash256:       {"tuplehash256", 136, 0, domainCSHAKE, 24, modeTupleHash, true},
	AlgTupleHashXOF128:    {"tuplehashxof128", 168, 0, domainCSHAKE, 24, modeTupleHash, false},
	AlgTupleHashXOF256:    {"tuplehashxof256", 136, 0, domainCSHAKE, 24, modeTupleHash, false},
	AlgParallelHash128:    {"parallelhash128", 168, 0, domainCSHAKE, 24, modeParallelHash, true},
	AlgParallelHash256:    {"parallelhash256", 136, 0, domainCSHAKE, 24, modeParallelHash, true},
	AlgParallelHashXOF128: {"parallelhashxof128", 168, 0, domainCSHAKE, 24, modeParallelHash, false},
	AlgParallelHashXOF256: {"parallelhashxof256", 136, 0, domainCSHAKE, 24, modeParallelHash, false},
}

func coreAlgName(alg Algorithm) string {
	if !alg.valid() {
		return ""
	}
	return algParams[alg].name
}

func coreDigestSize(alg Algorithm) int { return algParams[alg].size }
func coreRate(alg Algorithm) int       { return algParams[alg].rate }
func coreVersion() string              { return version }

func coreBackend(int) string { return goBackend }
func coreBackends() []string { return []string{goBackend} }
func coreUseBackend(name string) int {
	if name == goBackend || name == "auto" {
		return 0
	}
	return codeUnknownBackend
}

func spongeOf(alg Algorithm) keccakSponge {
	p := &algParams[alg]
	return newSponge(p.rate, p.rounds, p.domain)
}

// pendingSize is how much input a hash keeps (sponge.go, pending.go)
// before it absorbs it. Without cgo a call into the core crosses nothing,
// so the inline block of pending is all it keeps: measured on AMD EPYC Zen 3
// (thread CPU time, the machine shared), 1 KiB made a 16 KiB message
// written in pieces of 1, 8 or 64 bytes 4-7% faster, little more than the
// noise, and would cost an allocation to every hash that gathers more than
// a block.
const pendingSize = maxRate

// kxContext is the pure-Go kx_ctx: a sponge, its algorithm and its phase,
// and the leaves of the tree modes (purego_modes.go).
type kxContext struct {
	sponge keccakSponge
	alg    Algorithm
	phase  uint8
	tree   tree
}

// init is kx_init: the algorithm with its default parameters.
func (c *kxContext) init(alg Algorithm) {
	*c = kxContext{sponge: spongeOf(alg), alg: alg, phase: phaseAbsorbing}
	if algParams[alg].mode == modeKT {
		c.tree = newKTTree(alg)
	}
}

// final is kx_final: it ends the input and writes the first len(out) bytes of
// output; a fixed-size hash is then finalized.
func (c *kxContext) final(out []byte) {
	c.endInput(nil, len(out))
	c.sponge.squeeze(out)
	c.phase = phaseSqueezing
	if !c.alg.isXOF() {
		c.phase = phaseFinalized
	}
}

func coreHash(alg Algorithm, in, out []byte) {
	var c kxContext
	c.init(alg)
	c.update(in)
	c.final(out)
}

// partsPerCall is how many parts coreHashParts takes: any number, a call
// costing nothing much without cgo.
const partsPerCall = math.MaxInt

// coreHashParts writes the digest of the concatenation of parts to out.
func coreHashParts(alg Algorithm, parts [][]byte, out []byte) {
	var c kxContext
	c.init(alg)
	for _, part := range parts {
		c.update(part)
	}
	c.final(out)
}

func coreKeccak256(in []byte, out *[32]byte) {
	s := newSponge(136, 24, domainKeccak)
	s.absorb(in)
	s.finishInput()
	s.squeeze(out[:])
}

func coreAbsorb(ctx *kxContext, alg Algorithm, started bool, pending, in []byte) {
	if !started {
		ctx.init(alg)
	}
	ctx.update(pending)
	ctx.update(in)
}

func coreSum(ctx *kxContext, pending, out []byte) {
	fork := *ctx
	fork.update(pending)
	fork.final(out)
}

func coreFinish(ctx *kxContext, alg Algorithm, started bool, pending, out []byte) {
	if !started {
		ctx.init(alg)
	}
	ctx.update(pending)
	ctx.final(out)
}

func coreXOFRead(ctx *kxContext, alg Algorithm, started bool, pending, out, block []byte) {
	if !started {
		ctx.init(alg)
	}
	if ctx.phase == phaseAbsorbing {
		ctx.update(pending)
		ctx.final(nil)
	}
	ctx.sponge.squeeze(out)
	ctx.sponge.squeeze(block)
}

// exportSize is the size of a state in kx_export's format.
const exportSize = exportHeader + 200

func coreExport(ctx *kxContext, alg Algorithm, started bool, pending []byte, finish bool, out *[exportSize]byte) {
	fork := *ctx
	if !started {
		fork.init(alg)
	}
	fork.sponge.absorb(pending)
	if finish {
		var digest [maxDigest]byte
		fork.final(digest[:alg.Size()])
	}
	out[0], out[1], out[2], out[3] = exportVersion, byte(fork.alg), fork.phase, fork.sponge.pos
	for i, lane := range fork.sponge.lanes {
		binary.LittleEndian.PutUint64(out[exportHeader+8*i:], lane)
	}
}

// coreImport is kx_import: it restores a state in kx_export's format into ctx
// if the state is one the core can reach, and says whether it did.
func coreImport(ctx *kxContext, in *[exportSize]byte) bool {
	alg := Algorithm(in[1])
	if in[0] != exportVersion || alg < AlgKeccak224 || alg > AlgSHAKE256 {
		return false
	}
	c := kxContext{sponge: spongeOf(alg), alg: alg, phase: in[2]}
	c.sponge.pos = in[3]
	rate := c.sponge.rate
	switch {
	case c.phase == phaseAbsorbing && c.sponge.pos < rate:
	case c.phase == phaseSqueezing && alg.isXOF() && c.sponge.pos <= rate:
	case c.phase == phaseFinalized && !alg.isXOF() && c.sponge.pos <= rate:
	default:
		return false
	}
	for i := range c.sponge.lanes {
		c.sponge.lanes[i] = binary.LittleEndian.Uint64(in[exportHeader+8*i:])
	}
	*ctx = c
	return true
}

// coreHashMany hashes each of inputs into dst, outLen bytes each: four
// messages at a time where four in a row have one length (and the output
// fits a block), one at a time otherwise.
func coreHashMany(alg Algorithm, dst []byte, inputs [][]byte, outLen int) {
	p := &algParams[alg]
	fourWay := useX4 && p.mode == modeSponge && outLen <= p.rate
	for i := 0; i < len(inputs); {
		if fourWay && i+4 <= len(inputs) && sameLengths(inputs[i:i+4]) {
			var ins, outs [4][]byte
			for j := range ins {
				ins[j], outs[j] = inputs[i+j], dst[(i+j)*outLen:(i+j+1)*outLen]
			}
			hashX4(&ins, &outs, p.rate, p.rounds, p.domain)
			i += 4
			continue
		}
		coreHash(alg, inputs[i], dst[i*outLen:(i+1)*outLen])
		i++
	}
}

func sameLengths(inputs [][]byte) bool {
	for _, m := range inputs[1:] {
		if len(m) != len(inputs[0]) {
			return false
		}
	}
	return true
}

// corePermute applies the permutation to width consecutive states.
func corePermute(states *uint64, width, rounds int) {
	all := unsafe.Slice((*[25]uint64)(unsafe.Pointer(states)), width)
	for i := range all {
		keccakP1600(&all[i], rounds)
	}
}
