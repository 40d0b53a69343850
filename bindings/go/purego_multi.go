// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

// Multi without cgo: n independent sponges, one after the other (the
// pure-Go core has no multi-state permutation), with kx_multi_*'s contract.

type kxMultiContext struct {
	streams [multiMax]kxContext
	n       int
}

func coreMultiInit(ctx *kxMultiContext, alg Algorithm, n int) {
	ctx.n = n
	for i := range n {
		ctx.streams[i].init(alg)
	}
}

func coreMultiUpdate(ctx *kxMultiContext, ins [][]byte, inLen int) {
	for i := range ctx.n {
		ctx.streams[i].update(ins[i][:inLen])
	}
}

func coreMultiRead(ctx *kxMultiContext, final bool, outs [][]byte, outLen int) {
	for i := range ctx.n {
		c := &ctx.streams[i]
		if c.phase == phaseAbsorbing {
			c.final(outs[i][:outLen])
		} else {
			c.sponge.squeeze(outs[i][:outLen])
		}
	}
}

// Without cgo two Multis read one after the other: the pure-Go core runs one
// state at a time anyway.
func coreMultiReadPair(ctx *kxMultiContext, outs [][]byte, other *kxMultiContext, otherOuts [][]byte, outLen int) {
	coreMultiRead(ctx, false, outs, outLen)
	coreMultiRead(other, false, otherOuts, outLen)
}
