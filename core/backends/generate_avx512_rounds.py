#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes avx512_rounds.h: Keccak-p[1600] as inline-assembly templates, lane
i of the states in vector register i, their registers allocated and their
instructions ordered here rather than by the compiler. For the avx512vl
backend: one state (one lane in each XMM register), two and four (one state
per 64-bit slot of XMM or YMM) and eight (two runs of four), and four states
built in the registers from one block of each of four messages. For the
avx512 backend: eight states, one per 64-bit slot of ZMM.

Why not intrinsics: on Zen 4 the same 95 operations a round run 9-13% faster
in this order and allocation than in GCC's or clang's (docs/benchmarks-x86.md,
"The rounds in assembly"). What matters there:
  - vprolq has a latency of two cycles, and theta's and rho's rotations are
    both on a round's critical path, so each row's rotations are issued as
    soon as its lanes have theta, and the next row's theta and rho come
    before this row's chi;
  - the column parities are computed breadth-first, all five at each step;
  - the 25 lanes, five parities (then five d[x]) and two chi temporaries fill
    exactly 32 registers: nothing is spilled;
  - register copies are free (renamed away), so each round ends by moving
    every lane back to the register it started in: a loop of one round;
  - the canonical two- and four-state kernels transpose the states into the
    registers and back inside the same template, so that no lane goes
    through a local array on the stack;
  - eight states run as two runs of four in YMM, faster on Zen 4 than one
    run in ZMM, where every operation takes two of the four pipes anyway.

On Sapphire Rapids (avx512's eight states in ZMM) the same round in ZMM runs
3-4% faster than GCC 12's code from the intrinsics (48.9 against 50.6 ns a
state, fastest of 201 interleaved rounds), which makes some 45 stack loads and stores
every two rounds (spills): Intel's two 512-bit ports, not latency, bound it
there, and the spills' loads and stores cost issue slots. Unrolling two
rounds to save the moves that put the lanes back changed nothing (48.8): the
moves are eliminated at renaming there too. Folding theta's XOR of d[x] into
one vpternlogq per lane with rot(c[x + 1], 1) read from memory (90 operations
instead of 95, the 32 registers then fit) was 10% slower (54.3).
The canonical eight states and the blocks of eight messages come into those
registers and go out through 8x8 transposes inside the templates: rows as
256-bit loads and stores (the exchange of halves done by the load and store
ports; Intel runs 512-bit shuffles on one port), then unpacks and vpermi2q.
Against the same round fed through a local array by the intrinsics'
transposes, that took kx_hash_many of 32-byte messages from 12% to 5% over
the kernel alone a message, and KangarooTwelve of 1 MiB 4% faster.

    python3 core/backends/generate_avx512_rounds.py          # rewrite the header
    python3 core/backends/generate_avx512_rounds.py --check  # fail if it is stale
"""

import argparse
import sys
from pathlib import Path

HEADER = Path(__file__).with_name("avx512_rounds.h")
LANES, SCRATCH = 25, range(25, 32)

# rho's rotation of lane (x, y), indexed [x][y] (FIPS 202, Table 2).
RHO = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]


def lane(x: int, y: int) -> int:
    return x + 5 * y


BROADCAST = {"xmm": "1to2", "ymm": "1to4", "zmm": "1to8"}


def name(register: int, width: str = "xmm") -> str:
    return f"%%{width}{register}"


class Round:
    """Emits one round on XMM or YMM registers, tracking which register holds which lane."""

    def __init__(self, width: str = "xmm") -> None:
        self.width = width
        self.lines: list = []
        self.holds = {i: i for i in range(LANES)}  # lane -> register
        self.free = list(SCRATCH)

    def emit(self, *words) -> None:
        self.lines.append(" ".join(words))

    def take(self) -> int:
        return self.free.pop(0)

    def op(self, mnemonic: str, *registers: int, immediate=None) -> None:
        """AT&T order: sources, then the destination (vpternlogq's destination is also a source)."""
        operands = ([f"${immediate}"] if immediate is not None else []) + [name(r, self.width) for r in registers]
        self.emit(mnemonic, ", ".join(operands))

    def column_parities(self) -> list:
        holds, parity = self.holds, [self.take() for _ in range(5)]
        for x in range(5):
            self.op("vmovdqa64", holds[lane(x, 0)], parity[x])
        for x in range(5):
            self.op("vpternlogq", holds[lane(x, 2)], holds[lane(x, 1)], parity[x], immediate="0x96")
        for x in range(5):
            self.op("vpternlogq", holds[lane(x, 4)], holds[lane(x, 3)], parity[x], immediate="0x96")
        return parity

    def theta_effects(self, c: list) -> list:
        """d[x] = c[x-1] ^ rot(c[x+1], 1), each into a register whose parity is used up."""
        d = [None] * 5

        def into(register: int, x: int) -> None:
            self.op("vprolq", c[(x + 1) % 5], register, immediate=1)
            self.op("vpxorq", c[(x - 1) % 5], register, register)
            d[x] = register

        into(self.take(), 0)
        into(self.take(), 3)  # c[4] is used up
        into(c[4], 1)  # c[2] is used up
        into(c[2], 2)  # c[1] is used up
        into(c[1], 4)  # c[0] and c[3] are used up
        self.free += [c[0], c[3]]
        return d

    def theta_rho_row(self, d: list, y_out: int) -> list:
        """The five lanes of output row y_out after theta and rho, in place (pi picks which)."""
        sources = [((x_out + 3 * y_out) % 5, x_out) for x_out in range(5)]
        b = [self.holds[lane(x, y)] for x, y in sources]
        for (x, _), register in zip(sources, b):
            self.op("vpxorq", d[x], register, register)
        for (x, y), register in zip(sources, b):
            if RHO[x][y]:
                self.op("vprolq", register, register, immediate=RHO[x][y])
        return b

    def chi_row(self, b: list, y_out: int, new_holds: dict) -> None:
        """E[x] = b[x] ^ (~b[x+1] & b[x+2]); the first two outputs need copies, the last three
        overwrite an input at its last use (immediate 0xD2: first source ^ (~second & third))."""
        first, second = self.take(), self.take()
        self.op("vmovdqa64", b[0], first)
        self.op("vpternlogq", b[2], b[1], first, immediate="0xD2")
        self.op("vmovdqa64", b[1], second)
        self.op("vpternlogq", b[3], b[2], second, immediate="0xD2")
        self.op("vpternlogq", b[4], b[3], b[2], immediate="0xD2")
        self.op("vpternlogq", b[0], b[4], b[3], immediate="0xD2")
        self.op("vpternlogq", b[1], b[0], b[4], immediate="0xD2")
        for x, register in enumerate((first, second, b[2], b[3], b[4])):
            new_holds[lane(x, y_out)] = register
        self.free += [b[0], b[1]]
        if y_out == 0:  # iota
            target = name(first, self.width)
            self.emit("vpxorq", f"(%[rc])%{{{BROADCAST[self.width]}%}}, {target}, {target}")

    def restore_registers(self) -> None:
        """Moves every lane back to the register it started the round in."""
        holder = {register: lane_ for lane_, register in self.holds.items()}
        misplaced = {lane_: register for lane_, register in self.holds.items() if lane_ != register}
        while misplaced:
            movable = [lane_ for lane_ in misplaced if lane_ not in holder]
            if movable:
                lane_ = movable[0]
                self.op("vmovdqa64", misplaced[lane_], lane_)
                del holder[misplaced.pop(lane_)]
                holder[lane_] = lane_
            else:  # a cycle: park the lane sitting in one wanted register
                wanted = next(iter(misplaced))
                parked, spare = holder.pop(wanted), next(r for r in range(32) if r not in holder and r != wanted)
                self.op("vmovdqa64", wanted, spare)
                holder[spare], misplaced[parked] = parked, spare
        assert sorted(holder) == list(range(LANES))
        self.holds, self.free = {i: i for i in range(LANES)}, list(SCRATCH)

    def run(self) -> list:
        d = self.theta_effects(self.column_parities())
        new_holds: dict = {}
        rows = {0: self.theta_rho_row(d, 0)}
        for y_out in range(5):
            if y_out + 1 < 5:
                rows[y_out + 1] = self.theta_rho_row(d, y_out + 1)
            self.chi_row(rows.pop(y_out), y_out, new_holds)
        self.free += d
        self.holds = new_holds
        assert len(self.free) == len(SCRATCH)
        self.restore_registers()
        return self.lines


def macro(name_: str, lines: list) -> str:
    return f"#define {name_} \\\n" + "".join(f'  "{line}\\n\\t" \\\n' for line in lines) + '  ""\n'


def x(register: int) -> str:
    return name(register, "xmm")


def y(register: int) -> str:
    return name(register, "ymm")


def one_state() -> list:
    """Lane i of the state at [s] in the low half of xmm<i>, and the block XOR of the fused absorb."""
    xor_block = []
    for i in range(LANES):  # lane i of the block at [in], for i below [lanes] (the rate in lanes)
        xor_block += [f"cmp ${i}, %[lanes]", "jbe 3f", f"vmovq {8 * i}(%[in]), %%xmm31", f"vpxorq %%xmm31, {x(i)}, {x(i)}"]
    xor_block.append("3:")
    store_block = []
    for i in range(LANES):  # lane i of the state to the block at [out], for i below [lanes]
        store_block += [f"cmp ${i}, %[lanes]", "jbe 4f", f"vmovq {x(i)}, {8 * i}(%[out])"]
    store_block.append("4:")
    return [
        "/* One state: lane i of the state at [s] in the low half of xmm<i>. */",
        macro("KX_ASM_LOAD_X1", [f"vmovq {8 * i}(%[s]), {x(i)}" for i in range(LANES)]),
        macro("KX_ASM_STORE_X1", [f"vmovq {x(i)}, {8 * i}(%[s])" for i in range(LANES)]),
        "/* XORs the first [lanes] lanes of the block at [in] into the state. */",
        macro("KX_ASM_XOR_BLOCK_X1", xor_block),
        "/* Writes the first [lanes] lanes of the state to the block at [out]. */",
        macro("KX_ASM_STORE_BLOCK_X1", store_block),
    ]


def interleaved(states: int, width: str) -> list:
    size = 8 * states
    return [
        f"/* {states} states interleaved: lane i of them all is the vector at [s] + {size} i. */",
        macro(f"KX_ASM_LOAD_X{states}_INTERLEAVED", [f"vmovdqu64 {size * i}(%[s]), {name(i, width)}" for i in range(LANES)]),
        macro(f"KX_ASM_STORE_X{states}_INTERLEAVED", [f"vmovdqu64 {name(i, width)}, {size * i}(%[s])" for i in range(LANES)]),
    ]


def eight_states_half() -> list:
    """Four of eight interleaved states: lane i of them is the YMM vector at [s] + 64 i."""
    return [
        "/* Half of eight interleaved states: lane i of four of them is the YMM vector at [s] + 64 i. */",
        macro("KX_ASM_LOAD_X8_HALF", [f"vmovdqu64 {64 * i}(%[s]), {y(i)}" for i in range(LANES)]),
        macro("KX_ASM_STORE_X8_HALF", [f"vmovdqu64 {y(i)}, {64 * i}(%[s])" for i in range(LANES)]),
    ]


def two_states() -> list:
    """States at [s] and [s] + 200; lanes 0..23 by pairs of unpacks, lane 24 on its own."""
    load, store = [], []
    for i in range(0, 24, 2):
        load += [f"vmovdqu64 {8 * i}(%[s]), {x(i)}", f"vmovdqu64 {8 * (25 + i)}(%[s]), {x(i + 1)}",
                 f"vpunpcklqdq {x(i + 1)}, {x(i)}, {x(25)}", f"vpunpckhqdq {x(i + 1)}, {x(i)}, {x(i + 1)}",
                 f"vmovdqa64 {x(25)}, {x(i)}"]
        store += [f"vpunpcklqdq {x(i + 1)}, {x(i)}, {x(25)}", f"vpunpckhqdq {x(i + 1)}, {x(i)}, {x(26)}",
                  f"vmovdqu64 {x(25)}, {8 * i}(%[s])", f"vmovdqu64 {x(26)}, {8 * (25 + i)}(%[s])"]
    load += [f"vmovq {8 * 24}(%[s]), {x(24)}", f"vpinsrq $1, {8 * 49}(%[s]), {x(24)}, {x(24)}"]
    store += [f"vmovq {x(24)}, {8 * 24}(%[s])", f"vpextrq $1, {x(24)}, {8 * 49}(%[s])"]
    return ["/* Two canonical states at [s], one per 64-bit slot of XMM. */",
            macro("KX_ASM_LOAD_X2", load), macro("KX_ASM_STORE_X2", store)]


def transpose4(rows: list, into: list) -> list:
    """Slot j of rows[i] -> slot i of into[j], through ymm25..ymm28 (into may be rows)."""
    t = [25, 26, 27, 28]
    return [f"vpunpcklqdq {y(rows[1])}, {y(rows[0])}, {y(t[0])}", f"vpunpckhqdq {y(rows[1])}, {y(rows[0])}, {y(t[1])}",
            f"vpunpcklqdq {y(rows[3])}, {y(rows[2])}, {y(t[2])}", f"vpunpckhqdq {y(rows[3])}, {y(rows[2])}, {y(t[3])}",
            f"vshufi64x2 $0, {y(t[2])}, {y(t[0])}, {y(into[0])}", f"vshufi64x2 $0, {y(t[3])}, {y(t[1])}, {y(into[1])}",
            f"vshufi64x2 $3, {y(t[2])}, {y(t[0])}, {y(into[2])}", f"vshufi64x2 $3, {y(t[3])}, {y(t[1])}, {y(into[3])}"]


def four_states() -> list:
    """States at [s] + 200 j; lanes 0..23 by 4x4 transposes of groups of four, lane 24 by inserts."""
    load, store = [], []
    for g in range(0, 24, 4):
        group = [g, g + 1, g + 2, g + 3]
        load += [f"vmovdqu64 {8 * (25 * j + g)}(%[s]), {y(g + j)}" for j in range(4)] + transpose4(group, group)
        store += transpose4(group, [29, 30, 31, 25]) + [
            f"vmovdqu64 {y(t)}, {8 * (25 * j + g)}(%[s])" for j, t in enumerate((29, 30, 31, 25))]
    load += [f"vmovq {8 * 24}(%[s]), {x(24)}", f"vpinsrq $1, {8 * 49}(%[s]), {x(24)}, {x(24)}",
             f"vmovq {8 * 74}(%[s]), {x(25)}", f"vpinsrq $1, {8 * 99}(%[s]), {x(25)}, {x(25)}",
             f"vinserti32x4 $1, {x(25)}, {y(24)}, {y(24)}"]
    store += [f"vmovq {x(24)}, {8 * 24}(%[s])", f"vpextrq $1, {x(24)}, {8 * 49}(%[s])",
              f"vextracti32x4 $1, {y(24)}, {x(25)}", f"vmovq {x(25)}, {8 * 74}(%[s])",
              f"vpextrq $1, {x(25)}, {8 * 99}(%[s])"]
    return ["/* Four canonical states at [s], one per 64-bit slot of YMM. */",
            macro("KX_ASM_LOAD_X4", load), macro("KX_ASM_STORE_X4", store)]


# Where kx_asm_blocks_args (written into the header) keeps the masks and the stride, for the
# templates below.
ARGS = {"read": 0, "write": 8, "rate": 16, "stride": 24}


def group_mask(offset: str, g: int, skip_to: str) -> list:
    """Jumps to skip_to if group g of lanes has no bit in the mask at offset in [args], else
    puts its four bits in k1."""
    return [f"testl ${0xF << (4 * g)}, {offset}(%[args])", f"jz {skip_to}",
            f"mov {offset}(%[args]), %%eax", f"shr ${4 * g}, %%eax", "kmovw %%eax, %%k1"]


def xor_words() -> list:
    """XORs into lanes 4g..4g+3 of the four states the words of each message at [at] from
    in[j], for the bits of the mask at offset MASK of [args] (a macro argument: the whole
    blocks' mask or the last block's): masked loads into ymm25..28, transposed through 25..30."""
    lines = []
    for g in range(6):
        lanes_ = [4 * g + j for j in range(4)]
        lines += group_mask('" MASK "', g, "29f")
        for j in range(4):
            lines += [f"mov {8 * j}(%[in]), %%rax", f"vmovdqu64 {32 * g}(%%rax,%[at]), {y(25 + j)}%{{%%k1%}}%{{z%}}"]
        lines += [f"vpunpcklqdq {y(26)}, {y(25)}, {y(29)}", f"vpunpckhqdq {y(26)}, {y(25)}, {y(30)}",
                  f"vpunpcklqdq {y(28)}, {y(27)}, {y(25)}", f"vpunpckhqdq {y(28)}, {y(27)}, {y(26)}"]
        for i, (imm, t_hi, t_lo, tmp) in enumerate(((0, 25, 29, 27), (0, 26, 30, 28), (3, 25, 29, 27), (3, 26, 30, 28))):
            lines += [f"vshufi64x2 ${imm}, {y(t_hi)}, {y(t_lo)}, {y(tmp)}", f"vpxorq {y(tmp)}, {y(lanes_[i])}, {y(lanes_[i])}"]
    return lines + ["29:"]


def four_blocks() -> list:
    """Four states built in the registers from each of four messages, and the first lanes of
    each written out. The masks are runs of low bits ([args]: ARGS): the first group of four
    lanes without one and every group after it are not read (not written), and masked loads
    and stores touch no byte outside their mask, so nothing past a message or an output is
    accessed. One block: lane i of state j is common[i], XORed with word i of message j where
    "read" has bit i. Several: the states start at zero, each whole block ("rate" bits, the
    messages at [at], which advances by "stride") is XORed in and permuted, then the last
    block ("read" bits) and common."""
    load, broadcast, store = [], [], []
    for g in range(6):
        group = [4 * g + j for j in range(4)]
        load += group_mask(str(ARGS["read"]), g, f"{10 + g}f")
        for j in range(4):
            load += [f"mov {8 * j}(%[in]), %%rax", f"vmovdqu64 {32 * g}(%%rax), {y(group[j])}%{{%%k1%}}%{{z%}}"]
        load += transpose4(group, group) + [f"vpxorq {8 * i}(%[common])%{{1to4%}}, {y(i)}, {y(i)}" for i in group]
        broadcast += [f"{10 + g}:"] + [f"vpbroadcastq {8 * i}(%[common]), {y(i)}" for i in group]
        out = [29, 30, 31, 25]
        store += group_mask(str(ARGS["write"]), g, "19f") + transpose4(group, out)
        for j in range(4):
            store += [f"mov {8 * j}(%[out]), %%rax", f"vmovdqu64 {y(out[j])}, {32 * g}(%%rax)%{{%%k1%}}"]
    load += ["jmp 16f"] + broadcast + ["16:", f"vpbroadcastq {8 * 24}(%[common]), {y(24)}"]
    store.append("19:")
    fields = sorted(ARGS, key=ARGS.get)
    assert [ARGS[f] for f in fields] == [8 * i for i in range(len(fields))]
    return ["/* The masks and the stride of the blocks templates, at [args] (ARGS in the generator):",
            " * bit i of a mask is lane i. */",
            f"typedef struct kx_asm_blocks_args {{\n  uint64_t {', '.join(fields)};\n}} kx_asm_blocks_args;",
            "/* Four states built from the blocks of each of four messages (see four_blocks in the generator). */",
            macro("KX_ASM_LOAD_BLOCKS_X4", load), macro("KX_ASM_STORE_LANES_X4", store),
            macro("KX_ASM_ZERO_X4", [f"vpxorq {y(i)}, {y(i)}, {y(i)}" for i in range(LANES)]),
            "/* Offsets in [args] of the masks of the whole blocks and of the last block, for KX_ASM_XOR_WORDS_X4. */",
            f'#define KX_ASM_RATE_MASK "{ARGS["rate"]}"', f'#define KX_ASM_READ_MASK "{ARGS["read"]}"',
            macro("KX_ASM_XOR_WORDS_X4(MASK)", xor_words()),
            macro("KX_ASM_XOR_COMMON_X4", [f"vpxorq {8 * i}(%[common])%{{1to4%}}, {y(i)}, {y(i)}" for i in range(LANES)]),
            macro("KX_ASM_NEXT_BLOCK", [f"add {ARGS['stride']}(%[args]), %[at]"])]


def z(register: int) -> str:
    return name(register, "zmm")


# The table at [k] of the eight-state templates: the qword indices of vpermi2q for the 8x8
# transposes ("even", "odd"), then those of lane 24 of eight canonical states ("last").
CONSTANTS = {"even": [0, 1, 8, 9, 4, 5, 12, 13], "odd": [2, 3, 10, 11, 6, 7, 14, 15],
             "last": [24 + 25 * j for j in range(8)]}
AT = {key: 64 * i for i, key in enumerate(CONSTANTS)}


def rows_to_lanes(rows: list, spare: int, into) -> list:
    """An 8x8 transpose, a quarter of it: rows[j] (j < 4) holds words w..w+3 of state j in its
    low half and of state j + 4 in its high half; lane w + i of the eight states comes out in
    a register that into(i) names, with the lines that use it. Unpacks pair the words of two
    states in each 128-bit part, then vpermi2q gathers one lane's four pairs. rows are
    clobbered, spare is a free scratch register."""
    r0, r1, r2, r3 = rows
    lines = [f"vpunpcklqdq {z(r1)}, {z(r0)}, {z(spare)}", f"vpunpckhqdq {z(r1)}, {z(r0)}, {z(r1)}",
             f"vpunpcklqdq {z(r3)}, {z(r2)}, {z(r0)}", f"vpunpckhqdq {z(r3)}, {z(r2)}, {z(r3)}"]
    pairs = {"even": ((spare, r0), (r1, r3)), "odd": ((spare, r0), (r1, r3))}
    for i, (indices, which) in enumerate((("even", 0), ("even", 1), ("odd", 0), ("odd", 1))):
        low, high = pairs[indices][which]
        target, use = into(i)
        lines += [f"vmovdqu64 {AT[indices]}(%[k]), {z(target)}", f"vpermi2q {z(high)}, {z(low)}, {z(target)}"] + use
    return lines


def lanes_to_rows(lanes: list, scratch: list) -> list:
    """The inverse of rows_to_lanes: lanes w..w+3 of the eight states in lanes, rows into
    scratch[4..7] (scratch[0..3] are clobbered; scratch[4..7] may reuse scratch[0])."""
    t = scratch[:4]
    lines = []
    for target, (indices, low, high) in zip(t, (("even", 0, 2), ("even", 1, 3), ("odd", 0, 2), ("odd", 1, 3))):
        lines += [f"vmovdqu64 {AT[indices]}(%[k]), {z(target)}", f"vpermi2q {z(lanes[high])}, {z(lanes[low])}, {z(target)}"]
    r = scratch[4:]
    return lines + [f"vpunpcklqdq {z(t[1])}, {z(t[0])}, {z(r[0])}", f"vpunpckhqdq {z(t[1])}, {z(t[0])}, {z(r[1])}",
                    f"vpunpcklqdq {z(t[3])}, {z(t[2])}, {z(r[2])}", f"vpunpckhqdq {z(t[3])}, {z(t[2])}, {z(r[3])}"]


def eight_states() -> list:
    """States at [s] + 200 j; lanes 0..23 by quarters of 8x8 transposes, whose rows are 256-bit
    loads and stores (the lane-pair exchange across the halves done by the load and store
    ports, not the shuffle port), lane 24 by gather and scatter."""
    load, store = [], []
    for w in range(0, 24, 4):
        for j in range(4):
            load += [f"vmovdqu64 {8 * (25 * j + w)}(%[s]), {y(25 + j)}",
                     f"vinserti64x4 $1, {8 * (25 * (j + 4) + w)}(%[s]), {z(25 + j)}, {z(25 + j)}"]
        load += rows_to_lanes([25, 26, 27, 28], 29, lambda i, w=w: (w + i, []))
        rows = [29, 30, 31, 25]
        store += lanes_to_rows([w, w + 1, w + 2, w + 3], [25, 26, 27, 28] + rows)
        for j, r in enumerate(rows):
            store += [f"vmovdqu64 {y(r)}, {8 * (25 * j + w)}(%[s])",
                      f"vextracti64x4 $1, {z(r)}, {8 * (25 * (j + 4) + w)}(%[s])"]
    last = [f"vmovdqu64 {AT['last']}(%[k]), {z(25)}", "kxnorw %%k1, %%k1, %%k1"]
    load += last + [f"vpxorq {z(24)}, {z(24)}, {z(24)}", f"vpgatherqq (%[s],{z(25)},8), {z(24)}%{{%%k1%}}"]
    store += last + [f"vpscatterqq {z(24)}, (%[s],{z(25)},8)%{{%%k1%}}"]
    return ["/* Eight canonical states at [s], one per 64-bit slot of ZMM; [k] points to KX_ASM_X8_CONSTANTS. */",
            "#define KX_ASM_X8_CONSTANTS \\\n  {" + ", ".join(str(v) for key in CONSTANTS for v in CONSTANTS[key]) + "}",
            macro("KX_ASM_LOAD_X8", load), macro("KX_ASM_STORE_X8", store)]


def quad_masks(offset: str, q: int, skip_to: str) -> list:
    """Jumps to skip_to if lanes 4q..4q+3 have no bit in the mask at offset in [args], else puts
    their bits in k1 (elements 0..3) and k2 (the same bits for elements 4..7)."""
    return [f"testl ${0xF << (4 * q)}, {offset}(%[args])", f"jz {skip_to}", f"mov {offset}(%[args]), %%eax",
            f"shr ${4 * q}, %%eax", "and $15, %%eax", "kmovw %%eax, %%k1", "shl $4, %%eax", "kmovw %%eax, %%k2"]


def xor_words_x8() -> list:
    """XORs into lanes 4q..4q+3 of the eight states the words of each message at [at] from
    in[j], for the bits of the mask at offset MASK of [args]: row j takes message j's words
    by a zero-masked load into its low half and message j + 4's by a merge-masked load 32
    bytes lower into its high half (masked-off elements are not accessed)."""
    lines = []
    for q in range(6):
        lines += quad_masks('" MASK "', q, "49f")
        for j in range(4):
            lines += [f"mov {8 * j}(%[in]), %%rax", f"vmovdqu64 {32 * q}(%%rax,%[at]), {z(25 + j)}%{{%%k1%}}%{{z%}}",
                      f"mov {8 * (j + 4)}(%[in]), %%rax", f"vmovdqu64 {32 * q - 32}(%%rax,%[at]), {z(25 + j)}%{{%%k2%}}"]
        lines += rows_to_lanes([25, 26, 27, 28], 29, lambda i, q=q: (30 + i % 2, [f"vpxorq {z(30 + i % 2)}, {z(4 * q + i)}, {z(4 * q + i)}"]))
    return lines + ["49:"]


def store_lanes_x8(base: str) -> list:
    """The first lanes of each of the eight states (the bits of the write mask of [args])
    written to out[j] + base by masked stores (the high half of a row 32 bytes lower, elements
    4..7); only the scratch registers change, so the states can go on being permuted."""
    store = []
    for q in range(6):
        store += quad_masks(str(ARGS["write"]), q, "48f")
        rows = [29, 30, 31, 25]
        store += lanes_to_rows([4 * q, 4 * q + 1, 4 * q + 2, 4 * q + 3], [25, 26, 27, 28] + rows)
        for j, r in enumerate(rows):
            store += [f"mov {8 * j}(%[out]), %%rax", f"vmovdqu64 {z(r)}, {32 * q}({base})%{{%%k1%}}",
                      f"mov {8 * (j + 4)}(%[out]), %%rax", f"vmovdqu64 {z(r)}, {32 * q - 32}({base})%{{%%k2%}}"]
    return store + ["48:"]


def eight_blocks() -> list:
    """Eight states built in the registers from the blocks of eight messages, as four_blocks
    does for four, and the first lanes of each written out; and the squeeze of eight canonical
    states, whose lanes go out at [at] of each output after each permutation."""
    store = store_lanes_x8("%%rax")
    return ["/* Eight states built from the blocks of each of eight messages (see eight_blocks in the generator). */",
            macro("KX_ASM_COMMON_X8", [f"vpbroadcastq {8 * i}(%[common]), {z(i)}" for i in range(LANES)]),
            macro("KX_ASM_ZERO_X8", [f"vpxorq {z(i)}, {z(i)}, {z(i)}" for i in range(LANES)]),
            macro("KX_ASM_XOR_WORDS_X8(MASK)", xor_words_x8()),
            macro("KX_ASM_XOR_COMMON_X8", [f"vpxorq {8 * i}(%[common])%{{1to8%}}, {z(i)}, {z(i)}" for i in range(LANES)]),
            macro("KX_ASM_STORE_LANES_X8", store),
            macro("KX_ASM_STORE_LANES_AT_X8", store_lanes_x8("%%rax,%[at]"))]


# Where kx_asm_nine_args (written into the header) keeps the ninth state of
# squeeze_blocks_x8_and_1 and what goes with it, after the kx_asm_blocks_args of the
# eight (which the templates read at [args]): its lanes, the lanes of every other round,
# d[x] of the round, where its blocks go, and how many lanes a block has.
NINE = {"state": 32, "other": 232, "d": 432, "out": 472, "lanes": 480}
GPR_LANES, GPR_SCRATCH = ["%%rax", "%%rcx", "%%rdx", "%%rsi", "%%rdi"], "%%r8"


def gpr_round(src: int, dst: int) -> list:
    """One round of the ninth state, from its lanes at [args] + src to [args] + dst, in six
    general-purpose registers: the vector registers all hold the eight states. A row at a
    time: theta's column parities in the five registers, d[x] to memory, then for each row of
    the result its five lanes after theta, rho and pi in the five registers, and chi into the
    destination through the sixth (andn and rorx: BMI1 and BMI2). Intel's 512-bit work leaves
    ports 1, 6 and 10 to these instructions, so the ninth state runs beside the eight rather
    than after them (measured on Sapphire Rapids-class Xeons: 24 rounds of both 520 ns, of the
    eight alone 401, of the ninth alone 304)."""
    b, t = GPR_LANES, GPR_SCRATCH

    def lane(base: int, index: int) -> str:
        return f"{base + 8 * index}(%[args])"

    lines = []
    for x in range(5):
        lines.append(f"mov {lane(src, x)}, {b[x]}")
        lines += [f"xor {lane(src, x + 5 * y)}, {b[x]}" for y in range(1, 5)]
    for x in range(5):
        lines += [f"rorx $63, {b[(x + 1) % 5]}, {t}", f"xor {b[(x - 1) % 5]}, {t}", f"mov {t}, {lane(NINE['d'], x)}"]
    for y_out in range(5):
        for x_out in range(5):
            x_in = (x_out + 3 * y_out) % 5  # pi: lane (x_in, y_in = x_out) goes to (x_out, y_out)
            lines += [f"mov {lane(src, x_in + 5 * x_out)}, {b[x_out]}", f"xor {lane(NINE['d'], x_in)}, {b[x_out]}"]
            if RHO[x_in][x_out]:
                lines.append(f"rol ${RHO[x_in][x_out]}, {b[x_out]}")
        for x in range(5):
            lines += [f"andn {b[(x + 2) % 5]}, {b[(x + 1) % 5]}, {t}", f"xor {b[x]}, {t}"]
            if x == y_out == 0:
                lines.append(f"xor (%[rc]), {t}")
            lines.append(f"mov {t}, {lane(dst, x + 5 * y_out)}")
    return lines


def ninth_state() -> list:
    """The ninth state's rounds, two at a time beside two rounds of the eight (from its lanes
    to the other lanes and back), and its block written to its output at [at]."""
    fields = sorted(NINE, key=NINE.get)
    assert NINE["state"] == 8 * len(ARGS) and NINE["other"] == NINE["state"] + 8 * LANES
    assert NINE["d"] == NINE["other"] + 8 * LANES and NINE["out"] == NINE["d"] + 40 and NINE["lanes"] == NINE["out"] + 8
    store = [f"mov {NINE['out']}(%[args]), %%rdx", "add %[at], %%rdx", "xor %%ecx, %%ecx", "9:",
             f"mov {NINE['state']}(%[args],%%rcx,8), %%rax", "mov %%rax, (%%rdx,%%rcx,8)", "inc %%rcx",
             f"cmp {NINE['lanes']}(%[args]), %%rcx", "jne 9b"]
    return ["/* The arguments of the eight states and the ninth of squeeze_blocks_x8_and_1, at [args]",
            " * (NINE in the generator). */",
            "typedef struct kx_asm_nine_args {\n  kx_asm_blocks_args eight;\n  uint64_t state[25], other[25], d[5];\n"
            "  uint8_t *out;\n  uint64_t lanes;\n} kx_asm_nine_args;",
            *[f"_Static_assert(offsetof(kx_asm_nine_args, {f}) == {NINE[f]}, \"the templates' offsets\");" for f in fields],
            "/* One round of the ninth state in general-purpose registers, from state to other and back",
            " * (see gpr_round in the generator). */",
            macro("KX_ASM_ROUND_GPR_FORTH", gpr_round(NINE["state"], NINE["other"])),
            macro("KX_ASM_ROUND_GPR_BACK", gpr_round(NINE["other"], NINE["state"])),
            "/* Rounds from the constant at [rc] up to [end], an even number: the eight states in ZMM and",
            " * the ninth beside them. */",
            "#define KX_ASM_ROUNDS_WITH_NINTH \\\n"
            '  "1:\\n\\t" KX_ASM_ROUND_ZMM KX_ASM_ROUND_GPR_FORTH "add $8, %[rc]\\n\\t" \\\n'
            '  KX_ASM_ROUND_ZMM KX_ASM_ROUND_GPR_BACK "add $8, %[rc]\\n\\tcmp %[end], %[rc]\\n\\tjne 1b\\n\\t"',
            macro("KX_ASM_STORE_BLOCK_NINTH", store)]


def header() -> str:
    rounds = []
    for width in BROADCAST:
        round_ = Round(width).run()
        rounds += [f"/* One round on {width}0..{width}24 with the round constant at [rc], every lane back in its",
                   f" * register at the end ({len(round_)} instructions). */",
                   macro(f"KX_ASM_ROUND_{width.upper()}", round_)]
    templates = "\n".join(rounds + one_state() + interleaved(2, "xmm") + two_states() + interleaved(4, "ymm")
                           + four_states() + eight_states_half() + four_blocks() + interleaved(8, "zmm")
                           + eight_states() + eight_blocks() + ninth_state())
    return f"""/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Generated by generate_avx512_rounds.py (which says why the order and the
 * registers are as they are); do not edit. Inline-assembly templates of
 * Keccak-p[1600] for AVX-512 (XMM and YMM need AVX-512VL): lane i of the
 * states lives in vector register i, registers 25..31 are scratch. */
#ifndef KX_AVX512_ROUNDS_H
#define KX_AVX512_ROUNDS_H

#include <stddef.h>
#include <stdint.h>

/* Every vector register, for an asm statement's clobbers. */
#define KX_ASM_VECTOR_CLOBBERS \\
{CLOBBERS}

/* Rounds from the constant at [rc] up to [end] (at least one). */
#define KX_ASM_ROUNDS(ROUND) \\
  "1:\\n\\t" ROUND "add $8, %[rc]\\n\\tcmp %[end], %[rc]\\n\\tjne 1b\\n\\t"

/* Keccak-p[1600, rounds] on the states at `states`, read by LOAD and written back by STORE. */
#define KX_ASM_PERMUTE(states, rounds, LOAD, ROUND, STORE)                       \\
  do {{                                                                          \\
    const uint64_t *kx_rc = kx_round_constants + 24 - (rounds);                \\
    __asm__ volatile(LOAD KX_ASM_ROUNDS(ROUND) STORE                           \\
                     : [rc] "+r"(kx_rc)                                        \\
                     : [s] "r"(states), [end] "r"(kx_round_constants + 24)     \\
                     : KX_ASM_VECTOR_CLOBBERS, "cc", "memory");                \\
  }} while (0)

/* A backend's kx_squeeze_blocks_fn for one state (core/backend.h): the
 * state in XMM registers from block to block, nothing of it on the stack. */
#define KX_ASM_SQUEEZE_BLOCKS_X1(state, first_out, count, rate_lanes, rounds)       \\
  do {{                                                                               \\
    const uint64_t *kx_rc;                                                          \\
    uint8_t *kx_out = (first_out);                                                  \\
    size_t kx_blocks = (count);                                                     \\
    __asm__ volatile(KX_ASM_LOAD_X1                                                 \\
                     "2:\\n\\t"                                                        \\
                     "mov %[first], %[rc]\\n\\t" KX_ASM_ROUNDS(KX_ASM_ROUND_XMM)        \\
                     KX_ASM_STORE_BLOCK_X1                                          \\
                     "add %[stride], %[out]\\n\\t"                                     \\
                     "dec %[blocks]\\n\\t"                                             \\
                     "jnz 2b\\n\\t" KX_ASM_STORE_X1                                    \\
                     : [out] "+r"(kx_out), [blocks] "+r"(kx_blocks), [rc] "=&r"(kx_rc) \\
                     : [s] "r"(state), [lanes] "r"((size_t)(rate_lanes)),         \\
                       [stride] "r"(8 * (size_t)(rate_lanes)),                      \\
                       [first] "r"(kx_round_constants + 24 - (rounds)),             \\
                       [end] "r"(kx_round_constants + 24)                           \\
                     : KX_ASM_VECTOR_CLOBBERS, "cc", "memory");                     \\
  }} while (0)

{templates}
#endif
"""


CLOBBERS = ", \\\n".join("  " + ", ".join(f'"xmm{i}"' for i in range(row, row + 8)) for row in range(0, 32, 8))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if avx512_rounds.h is not what this writes")
    text = header()
    if parser.parse_args().check:
        if HEADER.read_text() != text:
            print(f"{HEADER} is stale: run {Path(__file__).name} and commit it", file=sys.stderr)
            return 1
        return 0
    HEADER.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
