// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

// The modes of RFC 9861 (TurboSHAKE, KangarooTwelve) and NIST SP 800-185
// (cSHAKE, KMAC, TupleHash, ParallelHash) on the pure-Go sponge, written
// from the two documents, with the contract of the C core's kx_init_* and
// kx_update/kx_final/kx_squeeze that cgo_modes.go calls.

const (
	ktChunk       = 8192
	domainKTLeaf  = 0x0b // a chaining value's TurboSHAKE
	domainKTFinal = 0x06 // the final node of a tree of more than one chunk
)

// ktLeavesFollow follows the first chunk in the final node of a tree of more
// than one chunk; ktFinalEnd ends that node.
var ktLeavesFollow, ktFinalEnd = [8]byte{0x03}, [2]byte{0xff, 0xff}

// tree is the state of KangarooTwelve and ParallelHash beyond the sponge
// that gives their output: the leaf being absorbed, whose chaining value the
// output sponge absorbs when it is complete.
type tree struct {
	leaf    keccakSponge
	chunk   int    // bytes per leaf: 8192 for KangarooTwelve, B for ParallelHash
	filled  int    // bytes in the current leaf (KangarooTwelve: in the first chunk while leaves is 0)
	leaves  uint64 // leaves begun
	cvLen   int    // bytes of a chaining value
	threads int    // goroutines a large Write may hash whole leaves on (0 or 1: the caller's only)
}

// cvLength is the chaining value of a leaf: 32 bytes at the 128-bit level
// (256 bits of output), 64 at the 256-bit one.
func cvLength(alg Algorithm) int { return streamSize(alg) }

func newKTTree(alg Algorithm) tree {
	return tree{chunk: ktChunk, cvLen: cvLength(alg)}
}

// endLeaf adds the chaining value of the current leaf to out.
func (t *tree) endLeaf(out *keccakSponge) {
	var cv [64]byte
	t.leaf.finishInput()
	t.leaf.squeeze(cv[:t.cvLen])
	out.absorb(cv[:t.cvLen])
}

// update is kx_update.
func (c *kxContext) update(in []byte) {
	switch algParams[c.alg].mode {
	case modeKT:
		c.absorbKT(in)
	case modeParallelHash:
		c.absorbParallelHash(in)
	default:
		c.sponge.absorb(in)
	}
}

// absorbKT adds in to KangarooTwelve's S = M || C || length_encode(|C|): the
// first chunk goes to the final node, each later one to a leaf, begun when
// its first byte arrives (a message of exactly one chunk is a single node).
func (c *kxContext) absorbKT(in []byte) {
	t := &c.tree
	for len(in) > 0 {
		if t.filled == ktChunk {
			c.beginKTLeaf()
			if useX4 {
				// The leaf just begun and the ones after it, four at a
				// time, while more input follows them (the last leaf
				// stays open until the input ends).
				k := t.leavesX4(&c.sponge, in, 1, c.leafSponge())
				t.leaves += uint64(k / ktChunk)
				in = in[k:]
			}
		}
		k := min(len(in), ktChunk-t.filled)
		if t.leaves == 0 {
			c.sponge.absorb(in[:k])
		} else {
			t.leaf.absorb(in[:k])
		}
		t.filled += k
		in = in[k:]
	}
}

// beginKTLeaf ends the full first chunk or leaf and begins the next leaf.
func (c *kxContext) beginKTLeaf() {
	t := &c.tree
	if t.leaves == 0 {
		c.sponge.absorb(ktLeavesFollow[:])
	} else {
		t.endLeaf(&c.sponge)
	}
	l := c.leafSponge()
	t.leaf, t.filled = newSponge(l.rate, l.rounds, l.domain), 0
	t.leaves++
}

// leafSponge is the sponge of the leaves: KangarooTwelve's TurboSHAKE with
// domain byte 0x0B, or SHAKE for ParallelHash.
func (c *kxContext) leafSponge() leafSponge {
	if algParams[c.alg].mode == modeKT {
		return leafSponge{c.sponge.rateBytes(), 12, domainKTLeaf}
	}
	p := &algParams[AlgSHAKE256]
	if c.sponge.rateBytes() == 168 {
		p = &algParams[AlgSHAKE128]
	}
	return leafSponge{p.rate, p.rounds, p.domain}
}

// absorbParallelHash hashes in in blocks of B bytes with SHAKE, the
// chaining values going to the cSHAKE sponge.
func (c *kxContext) absorbParallelHash(in []byte) {
	t := &c.tree
	leaf := c.leafSponge()
	for len(in) > 0 {
		if t.filled == 0 && useX4 {
			k := t.leavesX4(&c.sponge, in, 0, leaf)
			t.leaves += uint64(k / t.chunk)
			if in = in[k:]; len(in) == 0 {
				return
			}
		}
		if t.filled == 0 {
			t.leaf = newSponge(leaf.rate, leaf.rounds, leaf.domain)
			t.leaves++
		}
		k := min(len(in), t.chunk-t.filled)
		t.leaf.absorb(in[:k])
		t.filled += k
		in = in[k:]
		if t.filled == t.chunk {
			t.endLeaf(&c.sponge)
			t.filled = 0
		}
	}
}

// endInput ends the input (KangarooTwelve's with customization custom; for
// the modes that hash their output length, of outLen bytes) and pads.
func (c *kxContext) endInput(custom []byte, outLen int) {
	p := &algParams[c.alg]
	if p.mode == modeKT {
		c.endKT(custom)
	}
	var encoded [18]byte
	if p.mode == modeParallelHash {
		if c.tree.filled > 0 {
			c.tree.endLeaf(&c.sponge)
		}
		c.sponge.absorb(rightEncode(encoded[:0], c.tree.leaves))
	}
	if p.lengthInInput {
		c.sponge.absorb(rightEncode(encoded[:0], uint64(outLen)*8))
	} else if p.mode == modeKMAC || p.mode == modeTupleHash || p.mode == modeParallelHash {
		c.sponge.absorb(rightEncode(encoded[:0], 0)) // an XOF's L
	}
	c.sponge.finishInput()
	c.phase = phaseSqueezing
}

func (c *kxContext) endKT(custom []byte) {
	var encoded [9]byte
	c.absorbKT(custom)
	c.absorbKT(lengthEncode(encoded[:0], uint64(len(custom))))
	t := &c.tree
	if t.leaves == 0 {
		return // one node: its domain byte is the sponge's, 0x07
	}
	t.endLeaf(&c.sponge)
	c.sponge.absorb(lengthEncode(encoded[:0], t.leaves))
	c.sponge.absorb(ktFinalEnd[:])
	c.sponge.domain = domainKTFinal
}

func (s *keccakSponge) rateBytes() int { return int(s.rate) }

// startCSHAKE makes c's sponge cSHAKE with function name name and
// customization custom: bytepad(encode_string(N) || encode_string(S), rate).
func (c *kxContext) startCSHAKE(name, custom []byte) {
	c.sponge.absorbBytepadded(cshakeInitBlock(name, custom))
}

// absorbBytepadded absorbs bytepad(x, rate).
func (s *keccakSponge) absorbBytepadded(x []byte) {
	var encoded [9]byte
	prefix := leftEncode(encoded[:0], uint64(s.rate))
	s.absorb(prefix)
	s.absorb(x)
	s.absorb(zeros[:(s.rateBytes()-(len(prefix)+len(x))%s.rateBytes())%s.rateBytes()])
}

// coreModeStart is kx_init_turboshake, kx_init_kmac, kx_init_tuplehash and
// kx_init_parallelhash (number is the domain byte or the block size), and
// kx_init for KangarooTwelve.
func coreModeStart(ctx *kxContext, alg Algorithm, number int, key, custom []byte) {
	ctx.init(alg)
	switch algParams[alg].mode {
	case modeSponge: // TurboSHAKE
		ctx.sponge.domain = byte(number)
	case modeKMAC:
		ctx.startCSHAKE([]byte("KMAC"), custom)
		var encoded [9]byte
		encodedKey := leftEncode(encoded[:0], uint64(len(key))*8)
		ctx.sponge.absorbBytepadded(append(encodedKey, key...))
	case modeTupleHash:
		ctx.startCSHAKE([]byte("TupleHash"), custom)
	case modeParallelHash:
		ctx.startCSHAKE([]byte("ParallelHash"), custom)
		var encoded [9]byte
		ctx.sponge.absorb(leftEncode(encoded[:0], uint64(number)))
		ctx.tree = tree{chunk: number, cvLen: cvLength(alg)}
	}
}

// coreModeWrite is kx_update, with the whole leaves of a large input first
// hashed on goroutines where SetThreads allows them.
func coreModeWrite(ctx *kxContext, in []byte) {
	if ctx.tree.threads > 1 {
		in = ctx.leavesOnGoroutines(in)
	}
	ctx.update(in)
}

// coreSetThreads is kx_set_threads: goroutines hash the whole leaves of a
// large Write (n is 1..maxThreads).
func coreSetThreads(ctx *kxContext, n int) { ctx.tree.threads = n }

// coreModeWriteElement is kx_tuplehash_update: encode_string(elem).
func coreModeWriteElement(ctx *kxContext, elem []byte) {
	var encoded [9]byte
	ctx.sponge.absorb(leftEncode(encoded[:0], uint64(len(elem))*8))
	ctx.sponge.absorb(elem)
}

func coreModeSum(ctx *kxContext, alg Algorithm, custom, out []byte) {
	fork := *ctx
	fork.endInput(custom, len(out))
	fork.sponge.squeeze(out)
}

func coreModeRead(ctx *kxContext, alg Algorithm, ended bool, custom, out []byte) {
	if !ended {
		ctx.endInput(custom, len(out))
	}
	ctx.sponge.squeeze(out)
}

func coreTurboSHAKE(alg Algorithm, domain byte, in, out []byte) {
	s := newSponge(alg.BlockSize(), 12, domain)
	s.absorb(in)
	s.finishInput()
	s.squeeze(out)
}

func coreKangarooTwelve(alg Algorithm, custom, in, out []byte) {
	var c kxContext
	c.init(alg)
	c.update(in)
	c.endInput(custom, len(out))
	c.sponge.squeeze(out)
}

// coreCSHAKESum and coreCSHAKERead are coreSum and coreXOFRead for a SHAKE
// sponge that absorbed cSHAKE's encoded N and S: padded with cSHAKE's
// domain bits.
func coreCSHAKESum(ctx *kxContext, pending, out []byte) {
	fork := *ctx
	fork.update(pending)
	fork.sponge.domain = domainCSHAKE
	fork.final(out)
}

func coreCSHAKERead(ctx *kxContext, squeezing bool, pending, out, block []byte) {
	if !squeezing {
		ctx.update(pending)
		ctx.sponge.domain = domainCSHAKE
		ctx.final(nil)
	}
	ctx.sponge.squeeze(out)
	ctx.sponge.squeeze(block)
}
