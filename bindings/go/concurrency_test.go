// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bytes"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
)

// xofLen is the SHAKE output the concurrency test reads: more than a block at
// either rate.
const xofLen = 300

// Eight goroutines hash their own messages with every algorithm through every
// entry point (one-shot, streaming, SHAKE reads, batches) while another keeps
// switching backends as fast as it can. Every output must equal that of
// x/crypto/sha3: a switch changes speed only, even in the middle of a
// streaming hash. x/crypto has no Keccak-224/384; those are computed before
// the switching starts, on the portable backend, which the vector tests pin
// to the published vectors.
func TestConcurrentHashingWhileBackendsSwitch(t *testing.T) {
	defer UseBackend("auto")
	rng := rand.New(rand.NewPCG(21, 22))
	lengths := append(boundaryLengths(), 1000, 4096)
	messages := make([][][]byte, 8)
	for g := range messages {
		for range 10 {
			messages[g] = append(messages[g], randomBytes(rng, lengths[rng.IntN(len(lengths))]))
		}
	}
	expected := expectedOutputs(t, messages)

	var switches atomic.Int64
	stop, switched := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(switched)
		names := append(Backends(), "auto")
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if err := UseBackend(names[i%len(names)]); err != nil {
				t.Errorf("UseBackend(%q): %v", names[i%len(names)], err)
				return
			}
			switches.Add(1)
		}
	}()
	var wg sync.WaitGroup
	for g, mine := range messages {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 10 {
				for _, alg := range algorithms {
					want := expected[alg][g]
					for i, msg := range mine {
						for via, got := range outputsOf(alg, msg) {
							if !bytes.Equal(got, want[i][:expectedLen(alg, via)]) {
								t.Errorf("goroutine %d: %s of %d bytes by %s = %x, want %x", g, alg, len(msg), via, got, want[i])
								return
							}
						}
					}
					if got := batchOutputs(alg, mine); !equalAll(got, want) {
						t.Errorf("goroutine %d: HashMany(%s) of %d messages is wrong", g, alg, len(mine))
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-switched
	if switches.Load() < 100 {
		t.Fatalf("only %d backend switches happened while hashing", switches.Load())
	}
}

// outputLen is what the concurrency test reads from alg: its digest, or
// xofLen bytes of SHAKE.
func outputLen(alg Algorithm) int {
	if alg.isXOF() {
		return xofLen
	}
	return alg.Size()
}

// viaSum names the output of Sum, which for SHAKE is only the first Size()
// bytes of the stream.
const viaSum = "Write, Sum"

func expectedLen(alg Algorithm, via string) int {
	if via == viaSum {
		return newHash(alg).Size()
	}
	return outputLen(alg)
}

// expectedOutputs gives, per algorithm and goroutine, the output of each message.
func expectedOutputs(t *testing.T, messages [][][]byte) map[Algorithm][][][]byte {
	t.Helper()
	if err := UseBackend(portableBackend); err != nil {
		t.Fatal(err)
	}
	expected := map[Algorithm][][][]byte{}
	for _, alg := range algorithms {
		for _, mine := range messages {
			var outputs [][]byte
			for _, msg := range mine {
				if alg == AlgKeccak224 || alg == AlgKeccak384 {
					out := make([]byte, alg.Size())
					coreHash(alg, msg, out)
					outputs = append(outputs, out)
				} else {
					outputs = append(outputs, theirOneShot(alg, msg, outputLen(alg)))
				}
			}
			expected[alg] = append(expected[alg], outputs)
		}
	}
	return expected
}

// outputsOf hashes msg with alg through each single-message entry point.
// Each output has expectedLen(alg, via) bytes.
func outputsOf(alg Algorithm, msg []byte) map[string][]byte {
	out := map[string][]byte{}
	one := make([]byte, outputLen(alg))
	HashMany(alg, one, [][]byte{msg}, len(one))
	out["HashMany of one message"] = one

	h := newHash(alg)
	third := len(msg) / 3
	h.Write(msg[:third])
	h.Write(msg[third : 2*third])
	h.Write(msg[2*third:])
	out[viaSum] = h.Sum(nil)
	if r, ok := h.(io.Reader); ok {
		read := make([]byte, outputLen(alg))
		r.Read(read[:7])
		r.Read(read[7:])
		out["Write, Read in two parts"] = read
	}

	switch alg {
	case AlgKeccak256:
		out["Keccak256"] = Keccak256(msg)
		sum := Keccak256Hash(msg)
		out["Keccak256Hash"] = sum[:]
		data := HashData(NewKeccakState(), msg)
		out["HashData"] = data[:]
		many := make([][32]byte, 1)
		Keccak256Many(many, [][]byte{msg})
		out["Keccak256Many"] = many[0][:]
	case AlgKeccak512:
		out["Keccak512"] = Keccak512(msg)
	case AlgSHA3_224:
		sum := Sum224(msg)
		out["Sum224"] = sum[:]
	case AlgSHA3_256:
		sum := Sum256(msg)
		out["Sum256"] = sum[:]
	case AlgSHA3_384:
		sum := Sum384(msg)
		out["Sum384"] = sum[:]
	case AlgSHA3_512:
		sum := Sum512(msg)
		out["Sum512"] = sum[:]
	case AlgSHAKE128:
		out["SumSHAKE128"] = SumSHAKE128(msg, xofLen)
		sum := make([]byte, xofLen)
		ShakeSum128(sum, msg)
		out["ShakeSum128"] = sum
	case AlgSHAKE256:
		out["SumSHAKE256"] = SumSHAKE256(msg, xofLen)
		sum := make([]byte, xofLen)
		ShakeSum256(sum, msg)
		out["ShakeSum256"] = sum
	}
	return out
}

// batchOutputs hashes all of msgs with alg in one HashMany call.
func batchOutputs(alg Algorithm, msgs [][]byte) [][]byte {
	n := outputLen(alg)
	dst := make([]byte, len(msgs)*n)
	HashMany(alg, dst, msgs, n)
	out := make([][]byte, len(msgs))
	for i := range out {
		out[i] = dst[i*n : (i+1)*n]
	}
	return out
}

func equalAll(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}
