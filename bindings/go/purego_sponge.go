// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import "encoding/binary"

// keccakSponge is the sponge construction of FIPS 202 over Keccak-p[1600]
// with any rate, round count and domain byte, the pure-Go counterpart of the
// C core's sponge: SHA-3, SHAKE and legacy Keccak are sponges of 24 rounds
// that differ only in rate and domain byte, and TurboSHAKE, KangarooTwelve
// and the SP 800-185 functions are the same sponge with 12 rounds or other
// domain bytes (and input encodings above it).
//
// Squeezing permutes lazily, at the start of the next block, as the C core and
// Go's crypto/sha3 do, so the lanes and position are the same in all three at
// every point, which is what saving a state relies on.
type keccakSponge struct {
	lanes  [25]uint64
	rate   uint8 // bytes per block
	pos    uint8 // bytes absorbed into, or squeezed from, the current block
	rounds uint8
	domain byte // the first padding byte, carrying the domain separation bits
}

func newSponge(rate, rounds int, domain byte) keccakSponge {
	return keccakSponge{rate: uint8(rate), rounds: uint8(rounds), domain: domain}
}

func (s *keccakSponge) permute() { keccakP1600(&s.lanes, int(s.rounds)) }

// xorBytes adds in to the state from byte offset pos on (pos+len(in) <= 200).
func (s *keccakSponge) xorBytes(pos int, in []byte) {
	for len(in) > 0 && pos%8 != 0 {
		s.lanes[pos/8] ^= uint64(in[0]) << (8 * (pos % 8))
		in, pos = in[1:], pos+1
	}
	for ; len(in) >= 8; in, pos = in[8:], pos+8 {
		s.lanes[pos/8] ^= binary.LittleEndian.Uint64(in)
	}
	for i, b := range in {
		s.lanes[(pos+i)/8] ^= uint64(b) << (8 * ((pos + i) % 8))
	}
}

// absorbBlocksGo adds each block of in (a whole number of blocks of rate
// bytes, rate a whole number of lanes) to s and permutes after it: the loop
// of every long message, kept free of xorBytes' edge cases, where no
// assembly does it in one call.
func absorbBlocksGo(s *[25]uint64, in []byte, rate, rounds int) {
	for ; len(in) >= rate; in = in[rate:] {
		lanes := s[:rate/8]
		for i := range lanes {
			lanes[i] ^= binary.LittleEndian.Uint64(in[8*i : 8*i+8])
		}
		keccakP1600(s, rounds)
	}
}

// extractBytes copies the state from byte offset pos on to out
// (pos+len(out) <= 200).
func (s *keccakSponge) extractBytes(pos int, out []byte) {
	for len(out) > 0 && pos%8 != 0 {
		out[0] = byte(s.lanes[pos/8] >> (8 * (pos % 8)))
		out, pos = out[1:], pos+1
	}
	for ; len(out) >= 8; out, pos = out[8:], pos+8 {
		binary.LittleEndian.PutUint64(out, s.lanes[pos/8])
	}
	for i := range out {
		out[i] = byte(s.lanes[(pos+i)/8] >> (8 * ((pos + i) % 8)))
	}
}

// absorb adds in to the message.
func (s *keccakSponge) absorb(in []byte) {
	if len(in) == 0 {
		return // also when the block is full: its permutation waits for input
	}
	rate := int(s.rate)
	if s.pos > 0 {
		k := min(len(in), rate-int(s.pos))
		s.xorBytes(int(s.pos), in[:k])
		in, s.pos = in[k:], s.pos+uint8(k)
		if int(s.pos) < rate {
			return
		}
		s.permute()
		s.pos = 0
	}
	whole := len(in) - len(in)%rate
	absorbBlocks(&s.lanes, in[:whole], rate, int(s.rounds))
	in = in[whole:]
	s.xorBytes(0, in)
	s.pos = uint8(len(in))
}

// finishInput pads the message (the domain byte, then pad10*1) and permutes,
// leaving the sponge at the start of its output.
func (s *keccakSponge) finishInput() {
	s.lanes[s.pos/8] ^= uint64(s.domain) << (8 * (s.pos % 8))
	last := int(s.rate) - 1
	s.lanes[last/8] ^= 0x80 << (8 * (last % 8))
	s.permute()
	s.pos = 0
}

// squeeze writes the next len(out) bytes of output.
func (s *keccakSponge) squeeze(out []byte) {
	for len(out) > 0 {
		if s.pos == s.rate {
			s.permute()
			s.pos = 0
		}
		k := min(len(out), int(s.rate-s.pos))
		s.extractBytes(int(s.pos), out[:k])
		out, s.pos = out[k:], s.pos+uint8(k)
	}
}
