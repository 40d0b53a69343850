// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// multiAlgorithms are the algorithms NewMulti takes.
var multiAlgorithms = append(append([]Algorithm{}, algorithms...),
	AlgTurboSHAKE128, AlgTurboSHAKE256, AlgCSHAKE128, AlgCSHAKE256)

// single is the output of one stream hashed alone (HashMany of one message).
func single(alg Algorithm, msg []byte, outLen int) []byte {
	out := make([]byte, outLen)
	HashMany(alg, out, [][]byte{msg}, outLen)
	return out
}

// chunks splits total into random pieces (some empty).
func chunks(rng *rand.Rand, total int) []int {
	var sizes []int
	for total > 0 {
		n := min(total, rng.IntN(400))
		sizes = append(sizes, n)
		total -= n
	}
	return append(sizes, 0)
}

// Each stream of a Multi gives what a single hash of its input gives, for
// every n, random messages, chunkings of input and output, and every
// backend.
func TestMultiStreamsEqualSingleHashes(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	forEachBackend(t, func(t *testing.T) {
		for _, alg := range multiAlgorithms {
			for n := 1; n <= 8; n++ {
				msgLen := rng.IntN(3 * 168)
				msgs := make([][]byte, n)
				for i := range msgs {
					msgs[i] = randomBytes(rng, msgLen)
				}
				outLen := alg.Size()
				if alg.isXOF() {
					outLen = rng.IntN(4 * 168)
				}
				m := NewMulti(alg, n)
				ins, outs := make([][]byte, n), make([][]byte, n)
				at := 0
				for _, k := range chunks(rng, msgLen) {
					for i := range ins {
						ins[i] = msgs[i][at : at+k]
					}
					m.Write(ins)
					at += k
				}
				got := make([][]byte, n)
				for i := range got {
					got[i] = make([]byte, outLen)
				}
				readSizes := []int{outLen}
				if alg.isXOF() {
					readSizes = chunks(rng, outLen)
				}
				done := 0
				for _, k := range readSizes {
					for i := range outs {
						outs[i] = got[i][done : done+k]
					}
					if k > 0 || alg.isXOF() {
						m.Read(outs)
					}
					done += k
				}
				for i := range msgs {
					if want := single(alg, msgs[i], outLen); !bytes.Equal(got[i], want) {
						t.Fatalf("%s, %d streams: stream %d of %d bytes = %x, want %x",
							alg, n, i, msgLen, got[i], want)
					}
				}
			}
		}
	})
}

// The ML-KEM shape: 9 streams as 8 + 1, whole blocks squeezed one at a time.
func TestMultiSqueezesWholeBlocksAsOneLongRead(t *testing.T) {
	m := NewMultiSHAKE128(8)
	seeds := make([][]byte, 8)
	for i := range seeds {
		seeds[i] = append(bytes.Repeat([]byte{7}, 32), byte(i), 1)
	}
	m.Write(seeds)
	outs := make([][]byte, 8)
	blocks := make([][]byte, 8)
	for i := range outs {
		blocks[i] = make([]byte, 3*168)
	}
	for b := range 3 {
		for i := range outs {
			outs[i] = blocks[i][168*b : 168*(b+1)]
		}
		m.Read(outs)
	}
	for i := range seeds {
		if !bytes.Equal(blocks[i], SumSHAKE128(seeds[i], 3*168)) {
			t.Fatalf("stream %d differs from SHAKE128", i)
		}
	}
}

// A Clone continues independently of the original.
func TestMultiCloneForksEveryStream(t *testing.T) {
	m := NewMultiSHAKE256(3)
	m.Write([][]byte{[]byte("a"), []byte("b"), []byte("c")})
	c := m.Clone()
	m.Write([][]byte{[]byte("x"), []byte("y"), []byte("z")})
	outs := [][]byte{make([]byte, 5), make([]byte, 5), make([]byte, 5)}
	c.Read(outs)
	if !bytes.Equal(outs[1], SumSHAKE256([]byte("b"), 5)) {
		t.Fatal("the clone saw the original's later input")
	}
}

// Read of nothing ends the input, as for a single SHAKE.
func TestMultiReadOfNothingEndsTheInput(t *testing.T) {
	m := NewMultiSHAKE128(2)
	m.Read([][]byte{nil, nil})
	if got := call(func() any { m.Write([][]byte{{1}, {2}}); return nil }); got.panicked == nil {
		t.Fatal("Write after Read did not panic")
	}
}

// Eight streams and one read together (ML-KEM-768's nine) give what single
// hashes give, reads of whole blocks and of parts, on every backend.
func TestMultiReadWithEqualsSingleHashes(t *testing.T) {
	forEachBackend(t, func(t *testing.T) {
		seeds := make([][]byte, 9)
		for k := range seeds {
			seeds[k] = bytes.Repeat([]byte{byte(k + 1)}, 34)
		}
		eight, one := NewMultiSHAKE128(8), NewMultiSHAKE128(1)
		eight.Write(seeds[:8])
		one.Write(seeds[8:])
		outs := make([][]byte, 9)
		for k := range outs {
			outs[k] = make([]byte, 6*168+7)
		}
		at := 0
		for _, n := range []int{3 * 168, 168, 0, 1, 167, 168, 7} {
			views := make([][]byte, 9)
			for k := range views {
				views[k] = outs[k][at : at+n]
			}
			eight.ReadWith(views[:8], one, views[8:])
			at += n
		}
		for k := range outs {
			if want := single(AlgSHAKE128, seeds[k], at); !bytes.Equal(outs[k], want) {
				t.Errorf("stream %d differs from a single SHAKE128", k)
			}
		}
	})
}

func TestMultiPanicsOnMisuse(t *testing.T) {
	two := [][]byte{{1}, {2}}
	cases := map[string]func(){
		"no streams":          func() { NewMultiSHAKE128(0) },
		"nine streams":        func() { NewMultiSHAKE128(9) },
		"KangarooTwelve":      func() { NewMulti(AlgKT128, 2) },
		"KMAC":                func() { NewMulti(AlgKMAC128, 2) },
		"unknown algorithm":   func() { NewMulti(Algorithm(0), 2) },
		"too few buffers":     func() { NewMultiSHAKE128(3).Write(two) },
		"too many buffers":    func() { NewMultiSHAKE128(1).Read(two) },
		"unequal inputs":      func() { NewMultiSHAKE128(2).Write([][]byte{{1}, {2, 3}}) },
		"unequal outputs":     func() { NewMultiSHAKE128(2).Read([][]byte{{1}, {2, 3}}) },
		"wrong digest length": func() { NewMulti(AlgSHA3_256, 2).Read(two) },
		"ReadWith itself":     func() { m := NewMultiSHAKE128(1); m.ReadWith([][]byte{{1}}, m, [][]byte{{2}}) },
		"ReadWith a digest":   func() { NewMultiSHAKE128(1).ReadWith([][]byte{{1}}, NewMulti(AlgSHA3_256, 1), [][]byte{{2}}) },
		"ReadWith unequal":    func() { NewMultiSHAKE128(1).ReadWith([][]byte{{1}}, NewMultiSHAKE128(1), [][]byte{{2, 3}}) },
		"second digest": func() {
			m := NewMulti(AlgKeccak256, 1)
			m.Read([][]byte{make([]byte, 32)})
			m.Read([][]byte{make([]byte, 32)})
		},
	}
	for name, f := range cases {
		if got := call(func() any { f(); return nil }); got.panicked == nil {
			t.Errorf("%s: no panic", name)
		}
	}
}
