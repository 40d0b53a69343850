// SPDX-License-Identifier: MIT OR Apache-2.0

package main

import (
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// The four-state code keeps the column parities C and the D of theta in
// registers, each output plane's B in five more and one temporary: all 16
// YMM registers. Each round adds its outputs into fresh column parities as it
// stores them, so only the first round reads the state twice.
var (
	ymmC = [5]reg.VecPhysical{reg.Y0, reg.Y1, reg.Y2, reg.Y3, reg.Y4}
	ymmD = [5]reg.VecPhysical{reg.Y5, reg.Y6, reg.Y7, reg.Y8, reg.Y9}
	ymmB = [5]reg.VecPhysical{reg.Y10, reg.Y11, reg.Y12, reg.Y13, reg.Y14}
	ymmT = reg.Y15
)

func fourStates(c *build.Context, table operand.Mem) {
	c.Function("keccakP1600x4AVX2")
	c.Attributes(0)
	c.SignatureExpr("func(s *[100]uint64, rounds int)")
	c.Doc("keccakP1600x4AVX2 applies Keccak-p[1600, rounds] to four interleaved states",
		"(s[4*i+j] is lane i of state j); rounds is even, 2..24.")
	state := reg.RDI
	c.Load(c.Param("s"), state)
	rc, pairs := reg.RSI, reg.RCX
	startRounds(c, table, rc, pairs)
	s := operand.Mem{Base: state}
	e := c.AllocLocal(25 * 32)
	for x := 0; x < 5; x++ {
		c.VMOVDQU(s.Offset(32*x), ymmC[x])
		for y := 1; y < 5; y++ {
			c.VPXOR(s.Offset(32*lane(x, y)), ymmC[x], ymmC[x])
		}
	}
	c.Label("rounds")
	roundX4(c, s, e, operand.Mem{Base: rc})
	roundX4(c, e, s, operand.Mem{Base: rc, Disp: rcStride})
	c.ADDQ(operand.Imm(2*rcStride), rc)
	c.DECQ(pairs)
	c.JNZ(operand.LabelRef("rounds"))
	c.VZEROUPPER()
	c.RET()
}

// roundX4 is one round from src to dst, the column parities of src in ymmC
// on entry and those of dst on exit.
func roundX4(c *build.Context, src, dst, rc operand.Mem) {
	r := rotations()
	for x := 0; x < 5; x++ {
		next, d := ymmC[(x+1)%5], ymmD[x]
		c.VPSLLQ(operand.Imm(1), next, ymmT)
		c.VPSRLQ(operand.Imm(63), next, d)
		c.VPOR(ymmT, d, d)
		c.VPXOR(ymmC[(x+4)%5], d, d)
	}
	for y := 0; y < 5; y++ {
		for X := 0; X < 5; X++ {
			xs := piSource(X, y)
			b := ymmB[X]
			c.VPXOR(src.Offset(32*lane(xs, X)), ymmD[xs], b)
			if n := r[xs][X]; n != 0 {
				c.VPSLLQ(operand.Imm(uint64(n)), b, ymmT)
				c.VPSRLQ(operand.Imm(uint64(64-n)), b, b)
				c.VPOR(ymmT, b, b)
			}
		}
		for X := 0; X < 5; X++ {
			// The first plane's outputs start the new column parities.
			out := ymmT
			if y == 0 {
				out = ymmC[X]
			}
			c.VPANDN(ymmB[(X+2)%5], ymmB[(X+1)%5], out)
			c.VPXOR(ymmB[X], out, out)
			if X == 0 && y == 0 {
				c.VPXOR(rc, out, out)
			}
			c.VMOVDQU(out, dst.Offset(32*lane(X, y)))
			if y > 0 {
				c.VPXOR(out, ymmC[X], ymmC[X])
			}
		}
	}
}
