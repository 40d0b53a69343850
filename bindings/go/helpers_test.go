// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"bufio"
	stdsha3 "crypto/sha3"
	"encoding/hex"
	"hash"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/crypto/sha3"
)

// algorithms lists every algorithm of the library.
var algorithms = []Algorithm{
	AlgKeccak224, AlgKeccak256, AlgKeccak384, AlgKeccak512,
	AlgSHA3_224, AlgSHA3_256, AlgSHA3_384, AlgSHA3_512,
	AlgSHAKE128, AlgSHAKE256,
}

// pair is one of our constructors with its x/crypto/sha3 counterpart.
type pair struct {
	name     string
	alg      Algorithm
	ours     func() hash.Hash
	theirs   func() hash.Hash
	readable bool // both sides have Read
}

var pairs = []pair{
	{"SHA3-224", AlgSHA3_224, New224, sha3.New224, false},
	{"SHA3-256", AlgSHA3_256, New256, sha3.New256, false},
	{"SHA3-384", AlgSHA3_384, New384, sha3.New384, false},
	{"SHA3-512", AlgSHA3_512, New512, sha3.New512, false},
	{"Keccak-256", AlgKeccak256, NewLegacyKeccak256, sha3.NewLegacyKeccak256, true},
	{"Keccak-512", AlgKeccak512, NewLegacyKeccak512, sha3.NewLegacyKeccak512, true},
	{"SHAKE128", AlgSHAKE128, func() hash.Hash { return NewShake128() }, func() hash.Hash { return sha3.NewShake128() }, true},
	{"SHAKE256", AlgSHAKE256, func() hash.Hash { return NewShake256() }, func() hash.Hash { return sha3.NewShake256() }, true},
	// The zero values, as in crypto/sha3's own tests ("SHA3-Zero", "SHAKE-Zero"):
	// SHA3-256 against crypto/sha3's zero SHA3, SHAKE256 against x/crypto's
	// (crypto/sha3's SHAKE is no hash.Hash). A saved state restores into a
	// new zero value.
	{"SHA3-Zero", AlgSHA3_256, func() hash.Hash { return &SHA3{} }, func() hash.Hash { return &stdsha3.SHA3{} }, false},
	{"SHAKE-Zero", AlgSHAKE256, func() hash.Hash { return &SHAKE{} }, func() hash.Hash { return sha3.NewShake256() }, true},
}

// newHash returns our streaming hash for any algorithm; x/crypto has no
// Keccak-224/384, so these have no pair.
func newHash(alg Algorithm) hash.Hash {
	switch alg {
	case AlgKeccak224:
		return NewLegacyKeccak224()
	case AlgKeccak384:
		return NewLegacyKeccak384()
	case AlgSHAKE128:
		return NewShake128()
	case AlgSHAKE256:
		return NewShake256()
	}
	for _, p := range pairs {
		if p.alg == alg {
			return p.ours()
		}
	}
	panic("no constructor for " + alg.String())
}

// forEachBackend runs f once with each backend this CPU can run forced, and
// restores the automatic choice afterwards.
func forEachBackend(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	backends := Backends()
	if len(backends) == 0 {
		t.Fatal("the library reports no backend")
	}
	t.Cleanup(func() {
		if err := UseBackend("auto"); err != nil {
			t.Errorf("restoring the automatic backend: %v", err)
		}
	})
	for _, b := range backends {
		t.Run(b, func(t *testing.T) {
			if err := UseBackend(b); err != nil {
				t.Fatalf("UseBackend(%q): %v", b, err)
			}
			if got := Backend(1); got != b {
				t.Fatalf("Backend(1) = %q after UseBackend(%q)", got, b)
			}
			f(t)
		})
	}
}

// readVectors parses one of the shared vector files: whitespace-separated
// fields per line, '#' comments.
func readVectors(t *testing.T, name string) [][]string {
	t.Helper()
	f, err := os.Open("../../tests/vectors/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rows = append(rows, strings.Fields(line))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s has no vectors", name)
	}
	return rows
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	if s == "-" {
		return nil
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func algorithmNamed(t *testing.T, name string) Algorithm {
	t.Helper()
	for _, a := range algorithms {
		if a.String() == name {
			return a
		}
	}
	t.Fatalf("unknown algorithm %q in vectors", name)
	return 0
}

// boundaryLengths are message lengths around one and two blocks of every rate,
// plus the short and empty messages.
func boundaryLengths() []int {
	lengths := []int{0, 1, 31, 32, 33, 63, 64, 65}
	for _, rate := range []int{72, 104, 136, 144, 168} {
		for _, edge := range []int{rate, 2 * rate} {
			lengths = append(lengths, edge-1, edge, edge+1)
		}
	}
	return lengths
}

func randomBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

// theirOneShot is x/crypto/sha3's hash of msg with outLen bytes of output.
func theirOneShot(alg Algorithm, msg []byte, outLen int) []byte {
	var h hash.Hash
	for _, p := range pairs {
		if p.alg == alg {
			h = p.theirs()
		}
	}
	h.Write(msg)
	if r, ok := h.(interface{ Read([]byte) (int, error) }); ok {
		out := make([]byte, outLen)
		r.Read(out)
		return out
	}
	return h.Sum(nil)
}

// past32Bits is 1<<32 + n where int has 64 bits (a value that a careless
// conversion to a C unsigned would truncate to n), and n elsewhere.
func past32Bits(n int) int {
	if strconv.IntSize < 64 {
		return n
	}
	one := 1
	return one<<32 + n
}
