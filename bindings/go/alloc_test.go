// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"encoding"
	"testing"
)

// The one-shot functions and the reuse of a hash object allocate nothing
// (Keccak256 and Keccak512 return a slice, which stays on the caller's stack
// when it does not escape there).
func TestOneShotFunctionsDoNotAllocate(t *testing.T) {
	msg, long := make([]byte, 32), make([]byte, 1000)
	state := NewKeccakState()
	shake := NewShake256()
	sum := make([]byte, 0, 64)
	saved := make([]byte, 0, 256)
	many, manyIn := make([][32]byte, 20), make([][]byte, 20)
	mixedIn := make([][]byte, 600) // several windows of the cgo build, short and long
	for i := range mixedIn {
		mixedIn[i] = make([]byte, i%7*40)
	}
	mixed, mixedXOF := make([][32]byte, len(mixedIn)), make([]byte, 100*len(mixedIn))
	twelve := [][]byte{msg, msg, msg, msg, msg, msg, msg, msg, msg, msg, msg, msg} // past one call's parts, within pendingSize
	var sink byte
	cases := map[string]func(){
		"Sum256":              func() { h := Sum256(msg); sink ^= h[0] },
		"Keccak256Hash":       func() { h := Keccak256Hash(msg); sink ^= h[0] },
		"Keccak256Hash of 3":  func() { h := Keccak256Hash(msg, long, msg); sink ^= h[0] },
		"Keccak256Hash of 12": func() { h := Keccak256Hash(twelve...); sink ^= h[0] },
		"Keccak256":           func() { sink ^= Keccak256(msg)[0] },
		"Keccak512 of 2":      func() { sink ^= Keccak512(msg, msg)[0] },
		"ShakeSum256":         func() { ShakeSum256(sum[:64], long) },
		"HashData":            func() { h := HashData(state, msg); sink ^= h[0] },
		"Keccak256Many":       func() { Keccak256Many(many, manyIn) },
		"Keccak256Many mixed": func() { Keccak256Many(mixed, mixedIn) },
		"HashMany SHAKE256":   func() { HashMany(AlgSHAKE256, mixedXOF, mixedIn, 100) },
		"Reset+Write+Read reused (a 532-byte trie node)": func() {
			state.Reset()
			state.Write(long[:532])
			state.Read(sum[:32])
		},
		"Write+Sum reused": func() {
			state.Reset()
			state.Write(long)
			sink ^= state.Sum(sum[:0])[0]
		},
		"AppendBinary reused": func() {
			saved, _ := shake.(encoding.BinaryAppender).AppendBinary(saved[:0])
			sink ^= saved[0]
		},
		"Write+Read reused": func() {
			shake.Reset()
			shake.Write(long)
			shake.Read(sum[:64])
		},
	}
	for name, f := range cases {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations per call", name, n)
		}
	}
	_ = sink
}

// A hash made for one message allocates itself and nothing more, whatever
// the message's length: the larger pending buffer is for hashes that are
// reused (pending.go).
func TestAHashForOneMessageIsOneAllocation(t *testing.T) {
	var digest [64]byte
	for _, n := range []int{32, 532, pendingSize, pendingSize + 1} {
		msg := make([]byte, n)
		for _, p := range pairs {
			allocs := testing.AllocsPerRun(20, func() {
				h := p.ours()
				h.Write(msg)
				h.Sum(digest[:0])
			})
			if allocs != 1 {
				t.Errorf("%s, %d bytes: %v allocations, want 1", p.name, n, allocs)
			}
		}
	}
}

// Reusing the values of the modes and a Multi allocates nothing per hash.
func TestModesAndMultiDoNotAllocatePerHash(t *testing.T) {
	long := make([]byte, 20000)
	out := make([]byte, 64)
	kt, kmac := NewKT128([]byte("C")), NewKMAC256([]byte("key"), nil, 64)
	tuple := NewTupleHashXOF128(nil)
	cshake := NewCSHAKE256([]byte("N"), []byte("S"))
	multi := NewMultiSHAKE128(8)
	ins, outs := make([][]byte, 8), make([][]byte, 8)
	for i := range ins {
		ins[i], outs[i] = make([]byte, 34), make([]byte, 3*168)
	}
	var sink byte
	cases := map[string]func(){
		"KT128 Write+Read reused": func() { kt.Reset(); kt.Write(long); kt.Read(out) },
		"KMAC256 Write+Sum":       func() { kmac.Reset(); kmac.Write(long); sink ^= kmac.Sum(out[:0])[0] },
		"TupleHashXOF elements":   func() { tuple.Reset(); tuple.WriteElement(long); tuple.WriteElement(nil); tuple.Read(out) },
		"cSHAKE256 Write+Read":    func() { cshake.Reset(); cshake.Write(long); cshake.Read(out) },
		"Multi Write+Read":        func() { multi.Reset(); multi.Write(ins); multi.Read(outs) },
	}
	for name, f := range cases {
		if n := testing.AllocsPerRun(50, f); n != 0 {
			t.Errorf("%s: %v allocations per call", name, n)
		}
	}
	_ = sink
}
