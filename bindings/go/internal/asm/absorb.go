// SPDX-License-Identifier: MIT OR Apache-2.0

package main

import (
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// xorBlocksX4 adds one block of each of four messages to four interleaved
// states: four lanes of each message at a time, transposed in registers
// (two unpacks and a 128-bit permute per pair), then the one or two lanes
// left, gathered one by one.
func xorBlocksX4(c *build.Context) {
	c.Function("xorBlocksX4AVX2")
	c.Attributes(0)
	c.SignatureExpr("func(s *[100]uint64, p0, p1, p2, p3 *byte, lanes int)")
	c.Doc("xorBlocksX4AVX2 adds lanes little-endian words of p0, p1, p2 and p3 to the",
		"four interleaved states s (lanes <= 25).")
	state, n := reg.RDI, reg.RCX
	p := [4]reg.GPPhysical{reg.RAX, reg.RBX, reg.RDX, reg.RSI}
	c.Load(c.Param("s"), state)
	for j, name := range []string{"p0", "p1", "p2", "p3"} {
		c.Load(c.Param(name), p[j])
	}
	c.Load(c.Param("lanes"), n)
	in := [4]reg.VecPhysical{reg.Y0, reg.Y1, reg.Y2, reg.Y3}
	t := [4]reg.VecPhysical{reg.Y4, reg.Y5, reg.Y6, reg.Y7}
	c.Label("groups")
	c.CMPQ(n, operand.Imm(4))
	c.JB(operand.LabelRef("single"))
	for j := range in {
		c.VMOVDQU(operand.Mem{Base: p[j]}, in[j])
	}
	c.VPUNPCKLQDQ(in[1], in[0], t[0]) // p0[0] p1[0] p0[2] p1[2]
	c.VPUNPCKHQDQ(in[1], in[0], t[1]) // p0[1] p1[1] p0[3] p1[3]
	c.VPUNPCKLQDQ(in[3], in[2], t[2])
	c.VPUNPCKHQDQ(in[3], in[2], t[3])
	c.VPERM2I128(operand.Imm(0x20), t[2], t[0], in[0]) // the low halves: lane 0
	c.VPERM2I128(operand.Imm(0x20), t[3], t[1], in[1])
	c.VPERM2I128(operand.Imm(0x31), t[2], t[0], in[2]) // the high halves: lane 2
	c.VPERM2I128(operand.Imm(0x31), t[3], t[1], in[3])
	for i := range in {
		word := operand.Mem{Base: state, Disp: 32 * i}
		c.VPXOR(word, in[i], in[i])
		c.VMOVDQU(in[i], word)
	}
	for j := range p {
		c.ADDQ(operand.Imm(32), p[j])
	}
	c.ADDQ(operand.Imm(128), state)
	c.SUBQ(operand.Imm(4), n)
	c.JMP(operand.LabelRef("groups"))
	c.Label("single")
	c.TESTQ(n, n)
	c.JZ(operand.LabelRef("done"))
	c.VMOVQ(operand.Mem{Base: p[0]}, reg.X0)
	c.VPINSRQ(operand.Imm(1), operand.Mem{Base: p[1]}, reg.X0, reg.X0)
	c.VMOVQ(operand.Mem{Base: p[2]}, reg.X1)
	c.VPINSRQ(operand.Imm(1), operand.Mem{Base: p[3]}, reg.X1, reg.X1)
	c.VINSERTI128(operand.Imm(1), reg.X1, reg.Y0, reg.Y0)
	c.VPXOR(operand.Mem{Base: state}, reg.Y0, reg.Y0)
	c.VMOVDQU(reg.Y0, operand.Mem{Base: state})
	for j := range p {
		c.ADDQ(operand.Imm(8), p[j])
	}
	c.ADDQ(operand.Imm(32), state)
	c.DECQ(n)
	c.JMP(operand.LabelRef("single"))
	c.Label("done")
	c.VZEROUPPER()
	c.RET()
}
