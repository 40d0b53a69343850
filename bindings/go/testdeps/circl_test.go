// SPDX-License-Identifier: MIT OR Apache-2.0
package testdeps

// Here rather than in the package: see deps.go.

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/cloudflare/circl/xof/k12"
	keccakx "github.com/keccakx/keccakx/bindings/go"
)

func randomBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

// forEachBackend runs f with each backend this CPU can run forced.
func forEachBackend(t *testing.T, f func(t *testing.T)) {
	t.Cleanup(func() { keccakx.UseBackend("auto") })
	for _, b := range keccakx.Backends() {
		t.Run(b, func(t *testing.T) {
			if err := keccakx.UseBackend(b); err != nil {
				t.Fatal(err)
			}
			f(t)
		})
	}
}

// KT128 agrees with CIRCL's KangarooTwelve (draft 10, which RFC 9861 made
// KT128) on random messages around the chunk boundaries and past eight
// chunks (the widest kernel's batch), with customizations up to longer than
// a chunk, streamed in random pieces, with every backend.
func TestKT128MatchesCIRCL(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 5))
	lengths := []int{0, 1, 167, 168, 8191, 8192, 8193, 2 * 8192, 8*8192 - 1, 8 * 8192, 8*8192 + 1, 9*8192 + 7, 17*8192 + 3}
	forEachBackend(t, func(t *testing.T) {
		for _, n := range lengths {
			msg := randomBytes(rng, n)
			custom := randomBytes(rng, []int{0, 3, 200, 8193}[rng.IntN(4)])
			want := make([]byte, 200)
			k12.Draft10Sum(want, msg, custom)
			h := keccakx.NewKT128(custom)
			for rest := msg; len(rest) > 0; {
				k := min(len(rest), rng.IntN(20000))
				h.Write(rest[:k])
				rest = rest[k:]
			}
			got := make([]byte, 200)
			h.Read(got[:7])
			h.Read(got[7:])
			if !bytes.Equal(got, want) {
				t.Fatalf("KT128 of %d bytes, C of %d: %x, CIRCL %x", n, len(custom), got[:32], want[:32])
			}
			if one := keccakx.SumKT128(msg, custom, 200); !bytes.Equal(one, want) {
				t.Fatalf("SumKT128 of %d bytes, C of %d: %x, CIRCL %x", n, len(custom), one[:32], want[:32])
			}
		}
	})
}
