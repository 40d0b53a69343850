// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"hash"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// modeVector is one line of tests/vectors/modes.txt: RFC 9861's vectors and
// the SP 800-185 example values.
type modeVector struct {
	line          int
	alg           string
	param, custom []byte
	blockSize     int
	msg           []byte
	tuple         [][]byte
	outLen        int
	tail          []byte // the last len(tail) bytes of the outLen-byte output
}

// pattern is RFC 9861's ptn(n): n bytes of 00 01 .. FA repeated.
func pattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i % 251)
	}
	return b
}

func vectorBytes(t *testing.T, s string) []byte {
	t.Helper()
	if n, ok := strings.CutPrefix(s, "ptn("); ok {
		k, err := strconv.Atoi(strings.TrimSuffix(n, ")"))
		if err != nil {
			t.Fatal(err)
		}
		return pattern(k)
	}
	return unhex(t, s)
}

func readModeVectors(t *testing.T) []modeVector {
	t.Helper()
	var vs []modeVector
	for i, row := range readVectors(t, "modes.txt") {
		v := modeVector{line: i + 1, alg: row[0], custom: vectorBytes(t, row[2]), tail: unhex(t, row[5])}
		v.outLen, _ = strconv.Atoi(row[4])
		switch {
		case strings.HasPrefix(v.alg, "parallelhash"):
			v.blockSize, _ = strconv.Atoi(row[1])
		case strings.HasPrefix(v.alg, "turboshake"):
			v.param = unhex(t, row[1])
		default:
			v.param = vectorBytes(t, row[1])
		}
		if strings.HasPrefix(v.alg, "tuplehash") {
			for _, e := range strings.Split(row[3], ",") {
				v.tuple = append(v.tuple, vectorBytes(t, e))
			}
		} else {
			v.msg = vectorBytes(t, row[3])
		}
		vs = append(vs, v)
	}
	return vs
}

// modeValue is the streaming value of v's function with v's parameters; a
// TupleHash comes with its elements already written.
func (v modeVector) newValue() hash.Hash {
	switch v.alg {
	case "turboshake128":
		return NewTurboSHAKE128(v.param[0])
	case "turboshake256":
		return NewTurboSHAKE256(v.param[0])
	case "kt128":
		return NewKT128(v.custom)
	case "kt256":
		return NewKT256(v.custom)
	case "cshake128":
		return NewCSHAKE128(v.param, v.custom)
	case "cshake256":
		return NewCSHAKE256(v.param, v.custom)
	case "kmac128":
		return NewKMAC128(v.param, v.custom, v.outLen)
	case "kmac256":
		return NewKMAC256(v.param, v.custom, v.outLen)
	case "kmacxof128":
		return NewKMACXOF128(v.param, v.custom)
	case "kmacxof256":
		return NewKMACXOF256(v.param, v.custom)
	case "parallelhash128":
		return NewParallelHash128(v.blockSize, v.custom, v.outLen)
	case "parallelhash256":
		return NewParallelHash256(v.blockSize, v.custom, v.outLen)
	case "parallelhashxof128":
		return NewParallelHashXOF128(v.blockSize, v.custom)
	case "parallelhashxof256":
		return NewParallelHashXOF256(v.blockSize, v.custom)
	}
	return nil
}

// tupleOutput is the TupleHash of v's tuple, element by element.
func (v modeVector) tupleOutput() []byte {
	var level128 = strings.HasSuffix(v.alg, "128")
	if strings.Contains(v.alg, "xof") {
		h := NewTupleHashXOF256(v.custom)
		if level128 {
			h = NewTupleHashXOF128(v.custom)
		}
		for _, e := range v.tuple {
			h.WriteElement(e)
		}
		out := make([]byte, v.outLen)
		h.Read(out)
		return out
	}
	if level128 {
		return SumTupleHash128(v.tuple, v.custom, v.outLen)
	}
	return SumTupleHash256(v.tuple, v.custom, v.outLen)
}

// oneShot is the function's one-shot form, where the package has one.
func (v modeVector) oneShot() []byte {
	switch v.alg {
	case "turboshake128":
		return SumTurboSHAKE128(v.msg, v.param[0], v.outLen)
	case "turboshake256":
		return SumTurboSHAKE256(v.msg, v.param[0], v.outLen)
	case "kt128":
		return SumKT128(v.msg, v.custom, v.outLen)
	case "kt256":
		return SumKT256(v.msg, v.custom, v.outLen)
	}
	return nil
}

// output writes the message in three unequal parts and reads outLen bytes
// (in two parts, for a stream) or takes the Sum.
func output(h hash.Hash, msg []byte, outLen int) []byte {
	h.Write(msg[:len(msg)/3])
	h.Write(msg[len(msg)/3 : len(msg)/2])
	h.Write(msg[len(msg)/2:])
	x, ok := h.(ShakeHash)
	if !ok {
		return h.Sum(nil)
	}
	out := make([]byte, outLen)
	x.Read(out[:outLen/3])
	x.Read(out[outLen/3:])
	return out
}

func TestModeVectorsWithEveryBackend(t *testing.T) {
	vectors := readModeVectors(t)
	forEachBackend(t, func(t *testing.T) {
		for _, v := range vectors {
			check := func(how string, out []byte) {
				t.Helper()
				if got := out[len(out)-len(v.tail):]; !bytes.Equal(got, v.tail) {
					t.Errorf("line %d: %s %s = ...%x, want ...%x", v.line, v.alg, how, got, v.tail)
				}
			}
			if v.tuple != nil {
				check("element by element", v.tupleOutput())
				continue
			}
			check("streamed", output(v.newValue(), v.msg, v.outLen))
			if out := v.oneShot(); out != nil {
				check("one-shot", out)
			}
		}
	})
}

// Sum of a stream gives its first 32 or 64 bytes and leaves it writable.
func TestStreamSumIsTheFirstBytesAndChangesNothing(t *testing.T) {
	for _, h := range []ShakeHash{NewTurboSHAKE128(0x1f), NewKT256([]byte("C")), NewKMACXOF128([]byte("key"), nil),
		NewParallelHashXOF256(7, []byte("S")), NewCShake128([]byte("N"), nil)} {
		h.Write([]byte("abc"))
		sum := h.Sum(nil)
		h.Write([]byte("def"))
		c := h.Clone()
		out := make([]byte, len(sum))
		h.Read(out)
		fresh := c.Clone()
		fresh.Reset()
		fresh.Write([]byte("abcdef"))
		want := make([]byte, len(sum))
		fresh.Read(want)
		if !bytes.Equal(out, want) || len(sum) != h.Size() {
			t.Errorf("%T: Sum changed the state or Reset kept input", h)
		}
	}
}

// KangarooTwelve streamed with every split of the message around the chunk
// boundaries equals the one-shot function, with every backend; so does a
// customization longer than a chunk.
func TestKangarooTwelveStreamsAcrossChunkBoundaries(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	msg := randomBytes(rng, 9*8192+5)
	long := randomBytes(rng, 8193)
	forEachBackend(t, func(t *testing.T) {
		for _, custom := range [][]byte{nil, long} {
			for _, kt := range []struct {
				sum func(data, custom []byte, length int) []byte
				new func(custom []byte) ShakeHash
			}{{SumKT128, NewKT128}, {SumKT256, NewKT256}} {
				for _, n := range []int{8191, 8192, 8193, 8 * 8192, 9*8192 + 5} {
					want := kt.sum(msg[:n], custom, 64)
					for _, cut := range []int{1, 8191, 8192, 8193, 16383, 16384, 16385, n - 1} {
						cut = min(cut, n)
						h := kt.new(custom)
						h.Write(msg[:cut])
						h.Write(msg[cut:n])
						got := make([]byte, 64)
						h.Read(got)
						if !bytes.Equal(got, want) {
							t.Fatalf("KT of %d bytes (C of %d) split at %d = %x, want %x", n, len(custom), cut, got, want)
						}
					}
				}
			}
		}
	})
}

// ParallelHash streamed in pieces that do not follow its blocks equals one
// Write, for the block sizes the issue names.
func TestParallelHashStreamsAcrossBlocks(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 2))
	msg := randomBytes(rng, 3*8192+11)
	for _, b := range []int{1, 7, 8, 136, 1000, 8192} {
		n := min(len(msg), 300*b)
		whole := NewParallelHash128(b, []byte("S"), 32)
		whole.Write(msg[:n])
		pieces := NewParallelHash128(b, []byte("S"), 32)
		for at := 0; at < n; at += 97 {
			pieces.Write(msg[at:min(n, at+97)])
		}
		if !bytes.Equal(whole.Sum(nil), pieces.Sum(nil)) {
			t.Errorf("ParallelHash128 with B = %d: pieces differ from one Write", b)
		}
	}
}

// KMAC, TupleHash and ParallelHash hash their output length: a longer
// output does not begin with a shorter one.
func TestLengthIsPartOfTheInput(t *testing.T) {
	short := NewKMAC128([]byte("key"), nil, 32).Sum(nil)
	long := NewKMAC128([]byte("key"), nil, 64).Sum(nil)
	if bytes.Equal(short, long[:32]) {
		t.Fatal("KMAC128 of 64 bytes begins with that of 32")
	}
}

// Where one element of a tuple ends is part of TupleHash's input.
func TestTupleHashSeparatesElements(t *testing.T) {
	ab := SumTupleHash128([][]byte{[]byte("ab"), []byte("c")}, nil, 32)
	bc := SumTupleHash128([][]byte{[]byte("a"), []byte("bc")}, nil, 32)
	empty := SumTupleHash128([][]byte{nil}, nil, 32)
	none := SumTupleHash128(nil, nil, 32)
	if bytes.Equal(ab, bc) || bytes.Equal(empty, none) {
		t.Fatal("TupleHash does not tell the elements apart")
	}
}

func TestModeParametersOutOfRangePanic(t *testing.T) {
	cases := map[string]func(){
		"TurboSHAKE domain 0x00":       func() { NewTurboSHAKE128(0) },
		"TurboSHAKE domain 0x80":       func() { NewTurboSHAKE256(0x80) },
		"SumTurboSHAKE domain 0xff":    func() { SumTurboSHAKE128(nil, 0xff, 32) },
		"ParallelHash block size 0":    func() { NewParallelHash128(0, nil, 32) },
		"ParallelHashXOF block size 0": func() { NewParallelHashXOF256(0, nil) },
		"KMAC of negative length":      func() { NewKMAC256(nil, nil, -1) },
		"TupleHash of negative length": func() { NewTupleHash128(nil, -1) },
		"Write after Read":             func() { h := NewKT128(nil); h.Read(make([]byte, 1)); h.Write([]byte{1}) },
		"Sum after Read":               func() { h := NewTurboSHAKE128(1); h.Read(make([]byte, 1)); h.Sum(nil) },
		"element after Read": func() {
			h := NewTupleHashXOF128(nil)
			h.Read(make([]byte, 1))
			h.WriteElement(nil)
		},
	}
	for name, f := range cases {
		if got := call(func() any { f(); return nil }); got.panicked == nil {
			t.Errorf("%s: no panic", name)
		}
	}
	for _, d := range []byte{0x01, 0x1f, 0x7f} {
		NewTurboSHAKE128(d) // the whole range is accepted
	}
}

// HashMany takes TurboSHAKE, KangarooTwelve and cSHAKE with their defaults.
func TestHashManyTakesTheModesDefaults(t *testing.T) {
	msgs := [][]byte{nil, []byte("abc"), pattern(9000)}
	for _, c := range []struct {
		alg  Algorithm
		want func(m []byte) []byte
	}{
		{AlgTurboSHAKE128, func(m []byte) []byte { return SumTurboSHAKE128(m, 0x1f, 40) }},
		{AlgKT256, func(m []byte) []byte { return SumKT256(m, nil, 40) }},
		{AlgCSHAKE128, func(m []byte) []byte { return SumSHAKE128(m, 40) }},
	} {
		out := make([]byte, 40*len(msgs))
		HashMany(c.alg, out, msgs, 40)
		for i, m := range msgs {
			if !bytes.Equal(out[40*i:40*i+40], c.want(m)) {
				t.Errorf("HashMany(%s) of message %d differs", c.alg, i)
			}
		}
	}
}
