// SPDX-License-Identifier: MIT OR Apache-2.0

// Command asm writes bindings/go/purego_permutation_amd64.s, the amd64
// assembly of the package's build without cgo, with avo: Keccak-p[1600] on
// one state (scalar, lane complementing), alone and as the loop of a
// sponge's whole blocks (one call absorbs them all), and on four states at
// once (AVX2, state j's lane i in the 64-bit element j of YMM word i). It is
// a module of its own so that the library's go.mod does not depend on avo;
// run it with `go generate` in bindings/go.
//
// The permutations take an even number of rounds, 2..24: they run rounds in
// pairs, reading the state and writing a copy on the stack, then reading the
// copy and writing the state, so no lane is ever moved for pi. The Go side
// runs odd round counts on the Go permutation.
package main

import (
	"bytes"
	"flag"
	"log"
	"os"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/pass"
	"github.com/mmcloughlin/avo/printer"
	"github.com/mmcloughlin/avo/reg"
)

func main() {
	// avo's build package has flags of its own on flag.CommandLine.
	flags := flag.NewFlagSet("asm", flag.ExitOnError)
	out := flags.String("o", "", "the assembly file to write (default: standard output)")
	flags.Parse(os.Args[1:])
	c := build.NewContext()
	// avo 0.5 takes the old syntax, where a comma is &&.
	c.ConstraintExpr("amd64,gc,!purego,!cgo")
	table := roundConstantTable(c)
	oneState(c, table)
	oneStateAbsorb(c, table)
	fourStates(c, table)
	xorBlocksX4(c)
	f, err := c.Result()
	if err != nil {
		log.Fatal(err)
	}
	if err := pass.Compile.Execute(f); err != nil {
		log.Fatal(err)
	}
	// A fixed command line in the header, so the file does not depend on
	// how the generator was started.
	cfg := printer.Config{Argv: []string{"go", "run", "./internal/asm"}, Pkg: "keccakx"}
	text, err := printer.NewGoAsm(cfg).Print(f)
	if err != nil {
		log.Fatal(err)
	}
	text = append([]byte("// SPDX-License-Identifier: MIT OR Apache-2.0\n"), text...)
	if *out == "" {
		os.Stdout.Write(text)
		return
	}
	if old, err := os.ReadFile(*out); err == nil && bytes.Equal(old, text) {
		return
	}
	if err := os.WriteFile(*out, text, 0o644); err != nil {
		log.Fatal(err)
	}
}

// rotations[x][y] is rho's offset of lane A[x,y] (FIPS 202, Algorithm 2).
func rotations() (r [5][5]int) {
	x, y := 1, 0
	for t := 0; t < 24; t++ {
		r[x][y] = ((t + 1) * (t + 2) / 2) % 64
		x, y = y, (2*x+3*y)%5
	}
	return r
}

// rcBit is rc(t) of FIPS 202, Algorithm 5: an LFSR over GF(2).
func rcBit(t int) uint64 {
	r := uint16(1) // bit k is R[k]: R = 10000000
	for i := 1; i <= t%255; i++ {
		r <<= 1
		if r&0x100 != 0 {
			r ^= 0x100 | 0x71
		}
	}
	return uint64(r & 1)
}

// roundConstant is iota's constant of round ir of Keccak-p[1600, 24]
// (FIPS 202, Algorithm 6).
func roundConstant(ir int) uint64 {
	var rc uint64
	for j := 0; j <= 6; j++ {
		rc |= rcBit(j+7*ir) << (1<<j - 1)
	}
	return rc
}

// rcStride is the bytes per round in the round constant table: each constant
// four times, one YMM word, which the one-state code reads the first of.
const rcStride = 32

func roundConstantTable(c *build.Context) operand.Mem {
	m := c.StaticGlobal("roundConstants")
	c.DataAttributes(attr.RODATA | attr.NOPTR)
	for ir := 0; ir < 24; ir++ {
		for j := 0; j < 4; j++ {
			c.AddDatum(ir*rcStride+8*j, operand.U64(roundConstant(ir)))
		}
	}
	return m
}

// lane is the index of A[x,y].
func lane(x, y int) int { return x + 5*y }

// piSource is x' of the lane A[x',X] that pi moves to B[X,y]:
// x' = 3(y - 3X) mod 5.
func piSource(X, y int) int { return ((3*(y-3*X))%5 + 25) % 5 }

// startRounds loads the table's address of the first of the last `rounds`
// rounds into rc and rounds/2 into pairs.
func startRounds(c *build.Context, table operand.Mem, rc, pairs reg.GPPhysical) {
	c.Load(c.Param("rounds"), pairs)
	c.LEAQ(table, rc)
	tmp := reg.RAX
	c.MOVQ(operand.U32(24), tmp)
	c.SUBQ(pairs, tmp)
	c.SHLQ(operand.Imm(5), tmp)
	c.ADDQ(tmp, rc)
	c.SHRQ(operand.Imm(1), pairs)
}
