// SPDX-License-Identifier: MIT OR Apache-2.0

package main

import (
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// complemented are the lanes kept complemented during the rounds (the "lane
// complementing" transform of the Keccak team's implementation overview,
// section 2.2), the pattern of gen_permutation.go: baseline amd64 has no
// and-not instruction, and with this pattern chi needs about one NOT per row
// instead of five. The state is complemented on entry and on exit, so
// callers see the canonical lanes.
var complemented = [25]bool{1: true, 2: true, 8: true, 12: true, 17: true, 20: true}

// The one-state code keeps C (then B, once D is known), D and one temporary
// in registers; the state's pointer, the round constants' and the count of
// round pairs (on the stack) leave no general register free.
var (
	gpC = [5]reg.GPPhysical{reg.RAX, reg.RBX, reg.RCX, reg.RDX, reg.R8}
	gpD = [5]reg.GPPhysical{reg.R9, reg.R10, reg.R11, reg.R12, reg.R13}
	gpT = reg.R14
)

func oneState(c *build.Context, table operand.Mem) {
	c.Function("keccakP1600Asm")
	c.Attributes(0)
	c.SignatureExpr("func(s *[25]uint64, rounds int)")
	c.Doc("keccakP1600Asm applies Keccak-p[1600, rounds] to s; rounds is even, 2..24.")
	state, rc, pairs := reg.RDI, reg.RSI, reg.RCX
	c.Load(c.Param("s"), state)
	startRounds(c, table, rc, pairs)
	e := c.AllocLocal(25 * 8)
	count := c.AllocLocal(8)
	c.MOVQ(pairs, count)
	s := operand.Mem{Base: state}
	complementLanes(c, s)
	c.Label("rounds")
	roundX1(c, s, e, operand.Mem{Base: rc})
	roundX1(c, e, s, operand.Mem{Base: rc, Disp: rcStride})
	c.ADDQ(operand.Imm(2*rcStride), rc)
	c.DECQ(count)
	c.JNZ(operand.LabelRef("rounds"))
	complementLanes(c, s)
	c.RET()
}

// oneStateAbsorb is the loop of a sponge's whole blocks in one call: add a
// block, permute, next block. Adding input to a complemented lane gives its
// complement, so the state is complemented once for all the blocks. The
// rounds leave no general register free: the input's position and the
// blocks left wait on the stack.
func oneStateAbsorb(c *build.Context, table operand.Mem) {
	c.Function("absorbBlocksAsm")
	c.Attributes(0)
	c.SignatureExpr("func(s *[25]uint64, in *byte, blocks int, lanes int, rounds int)")
	c.Doc("absorbBlocksAsm adds each of blocks blocks of lanes little-endian words of in",
		"to s and applies Keccak-p[1600, rounds] after it; blocks >= 1, lanes <= 25,",
		"rounds is even, 2..24.")
	state, rc, pairs := reg.RDI, reg.RSI, reg.RCX
	c.Load(c.Param("s"), state)
	e := c.AllocLocal(25 * 8)
	count, next, left := c.AllocLocal(8), c.AllocLocal(8), c.AllocLocal(8)
	c.Load(c.Param("in"), reg.RAX)
	c.MOVQ(reg.RAX, next)
	c.Load(c.Param("blocks"), reg.RAX)
	c.MOVQ(reg.RAX, left)
	s := operand.Mem{Base: state}
	complementLanes(c, s)
	c.Label("block")
	in, lanes, i, word := reg.RAX, reg.RBX, reg.RDX, reg.R8
	c.MOVQ(next, in)
	c.Load(c.Param("lanes"), lanes)
	c.XORQ(i, i)
	c.Label("lane")
	c.MOVQ(operand.Mem{Base: in, Index: i, Scale: 8}, word)
	c.XORQ(word, operand.Mem{Base: state, Index: i, Scale: 8})
	c.INCQ(i)
	c.CMPQ(i, lanes)
	c.JB(operand.LabelRef("lane"))
	c.LEAQ(operand.Mem{Base: in, Index: lanes, Scale: 8}, in)
	c.MOVQ(in, next)
	startRounds(c, table, rc, pairs)
	c.MOVQ(pairs, count)
	c.Label("rounds")
	roundX1(c, s, e, operand.Mem{Base: rc})
	roundX1(c, e, s, operand.Mem{Base: rc, Disp: rcStride})
	c.ADDQ(operand.Imm(2*rcStride), rc)
	c.DECQ(count)
	c.JNZ(operand.LabelRef("rounds"))
	c.DECQ(left)
	c.JNZ(operand.LabelRef("block"))
	complementLanes(c, s)
	c.RET()
}

func complementLanes(c *build.Context, s operand.Mem) {
	for i, flipped := range complemented {
		if flipped {
			c.NOTQ(s.Offset(8 * i))
		}
	}
}

// roundX1 is one round from src to dst, both complemented as the pattern
// says; flags track which registers hold a complement.
func roundX1(c *build.Context, src, dst, rc operand.Mem) {
	r := rotations()
	var cFlag, dFlag [5]bool
	for x := 0; x < 5; x++ {
		c.MOVQ(src.Offset(8*x), gpC[x])
		cFlag[x] = complemented[x]
		for y := 1; y < 5; y++ {
			c.XORQ(src.Offset(8*lane(x, y)), gpC[x])
			cFlag[x] = cFlag[x] != complemented[lane(x, y)]
		}
	}
	for x := 0; x < 5; x++ {
		c.MOVQ(gpC[(x+1)%5], gpD[x])
		c.ROLQ(operand.Imm(1), gpD[x])
		c.XORQ(gpC[(x+4)%5], gpD[x])
		dFlag[x] = cFlag[(x+4)%5] != cFlag[(x+1)%5]
	}
	gpB := gpC // C is spent once D is known
	for y := 0; y < 5; y++ {
		var have, want [5]bool
		for X := 0; X < 5; X++ {
			xs := piSource(X, y)
			c.MOVQ(src.Offset(8*lane(xs, X)), gpB[X])
			c.XORQ(gpD[xs], gpB[X])
			if n := r[xs][X]; n != 0 {
				c.ROLQ(operand.Imm(uint64(n)), gpB[X])
			}
			have[X] = complemented[lane(xs, X)] != dFlag[xs]
			want[X] = complemented[lane(X, y)]
		}
		flips, plans := chiRow(have, want)
		for X := 0; X < 5; X++ {
			if flips&(1<<X) != 0 {
				c.NOTQ(gpB[X])
			}
		}
		for X := 0; X < 5; X++ {
			emitChi(c, plans[X], gpB)
			if X == 0 && y == 0 {
				c.XORQ(rc, gpT)
			}
			c.MOVQ(gpT, dst.Offset(8*lane(X, y)))
		}
	}
}

// chiPlan is how one output of chi, E[x] = B[x] ^ (^B[x+1] & B[x+2]), is
// computed from registers that may hold complements: T = p (complemented if
// notP), T = T op q, T ^= B[x]'s register, then a NOT if notOut.
type chiPlan struct {
	x, p, q      int
	or           bool
	notP, notOut bool
}

func (p chiPlan) nots() int {
	n := 0
	if p.notP {
		n++
	}
	if p.notOut {
		n++
	}
	return n
}

func emitChi(c *build.Context, p chiPlan, b [5]reg.GPPhysical) {
	c.MOVQ(b[p.p], gpT)
	if p.notP {
		c.NOTQ(gpT)
	}
	if p.or {
		c.ORQ(b[p.q], gpT)
	} else {
		c.ANDQ(b[p.q], gpT)
	}
	c.XORQ(b[p.x], gpT)
	if p.notOut {
		c.NOTQ(gpT)
	}
}

// chiRow chooses which registers of B to complement first (flips) and each
// output's plan, for the fewest NOTs, given which registers hold a
// complement (have) and which outputs must (want).
func chiRow(have, want [5]bool) (bestFlips int, bestPlans [5]chiPlan) {
	best := 1 << 30
	for flips := 0; flips < 32; flips++ {
		var f [5]bool
		cost := 0
		for x := range f {
			f[x] = have[x] != (flips&(1<<x) != 0)
			if flips&(1<<x) != 0 {
				cost++
			}
		}
		var plans [5]chiPlan
		for x := 0; x < 5; x++ {
			plans[x] = chiOutput(x, f, want[x])
			cost += plans[x].nots()
		}
		if cost < best {
			best, bestFlips, bestPlans = cost, flips, plans
		}
	}
	return bestFlips, bestPlans
}

// chiOutput is the cheapest plan for output x given which registers hold a
// complement (f). The term ^B1 & B2 can also be computed as its complement
// B1 | ^B2; an operand that must be complemented is complemented in T, and
// two of them are one operation of the other kind, complemented (De Morgan).
func chiOutput(x int, f [5]bool, want bool) chiPlan {
	i1, i2 := (x+1)%5, (x+2)%5
	var best chiPlan
	for _, or := range []bool{false, true} {
		// The operands' registers, whether each must be complemented to give
		// the term's operand, and whether the term is E's or its complement.
		not1, not2, termComplemented := !f[i1], f[i2], false // ^B1 & B2
		if or {
			not1, not2, termComplemented = f[i1], !f[i2], true // B1 | ^B2
		}
		p := chiPlan{x: x, p: i1, q: i2, or: or}
		switch {
		case not1 && not2:
			p.or, termComplemented = !or, !termComplemented
		case not2:
			p.p, p.q, p.notP = i2, i1, true
		case not1:
			p.notP = true
		}
		p.notOut = (f[x] != termComplemented) != want
		if or == false || p.nots() < best.nots() {
			best = p
		}
	}
	return best
}
