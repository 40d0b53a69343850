// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"encoding/binary"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// portableBackend is the one backend of the build without cgo.
const portableBackend = "go"

// The pure-Go core is the C library's counterpart: the tables it carries are
// those of the C sources, checked here since this build cannot call C.

func TestBackendIsGoForEveryWidth(t *testing.T) {
	for _, w := range []int{1, 2, 4, 8} {
		if got := Backend(w); got != "go" {
			t.Errorf("Backend(%d) = %q, want \"go\"", w, got)
		}
	}
}

func readRepoFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestVersionIsThatOfTheHeader(t *testing.T) {
	m := regexp.MustCompile(`#define KX_VERSION_STRING "([^"]+)"`).FindStringSubmatch(readRepoFile(t, "include/keccakx.h"))
	if m == nil || Version() != m[1] {
		t.Fatalf("Version() = %q, the header says %q", Version(), m)
	}
}

func TestBackendErrorsReadAsTheLibrarys(t *testing.T) {
	errorsC := readRepoFile(t, "core/errors.c")
	for _, err := range []error{ErrUnknownBackend, ErrUnsupportedBackend} {
		message := strings.TrimPrefix(err.Error(), "keccakx: ")
		if !strings.Contains(errorsC, strconv.Quote(message)) {
			t.Errorf("%q is not a message of core/errors.c", message)
		}
	}
}

func TestAlgorithmTableIsThatOfTheCore(t *testing.T) {
	source := readRepoFile(t, "core/algorithms.c")
	// The table's two macros, expanded as the preprocessor would.
	source = regexp.MustCompile(`SPONGE\((\w+)\)`).ReplaceAllString(source, "$1, 24, KX_MODE_SPONGE, 0")
	source = regexp.MustCompile(`SP800_185\((\w+), (\d)\)`).ReplaceAllString(source, "PAD_CSHAKE, 24, $1, $2")
	domains := map[string]byte{"PAD_KECCAK": domainKeccak, "PAD_SHA3": domainSHA3, "PAD_SHAKE": domainSHAKE,
		"PAD_CSHAKE": domainCSHAKE, "0x07": domainKTOneNode}
	modes := map[string]mode{"KX_MODE_SPONGE": modeSponge, "KX_MODE_KT": modeKT, "KX_MODE_KMAC": modeKMAC,
		"KX_MODE_TUPLEHASH": modeTupleHash, "KX_MODE_PARALLELHASH": modeParallelHash}
	entry := regexp.MustCompile(`\{"([^"]+)", (\d+), (\d+), (PAD_\w+|0x[0-9a-f]+), (\d+), (KX_MODE_\w+), ([01])\}`)
	rows := entry.FindAllStringSubmatch(source, -1)
	if len(rows) != int(lastAlgorithm) {
		t.Fatalf("core/algorithms.c has %d algorithms, the Go core %d", len(rows), lastAlgorithm)
	}
	for i, r := range rows {
		rate, _ := strconv.Atoi(r[2])
		size, _ := strconv.Atoi(r[3])
		rounds, _ := strconv.Atoi(r[5])
		domain, knownDomain := domains[r[4]]
		m, knownMode := modes[r[6]]
		if !knownDomain || !knownMode {
			t.Fatalf("algorithm %d: padding %s or mode %s unknown to the Go core", i+1, r[4], r[6])
		}
		want := params{r[1], rate, size, domain, rounds, m, r[7] == "1"}
		if got := algParams[i+1]; got != want {
			t.Errorf("algorithm %d: Go core %+v, C core %+v", i+1, got, want)
		}
	}
}

// absorbBlocks (one call into the assembly on amd64) leaves the state that
// adding the blocks one by one and permuting after each leaves, for every
// rate of the library and both round counts.
func TestAbsorbingBlocksInOneCallEqualsOneByOne(t *testing.T) {
	for _, rate := range []int{72, 104, 136, 144, 168} {
		for _, rounds := range []int{12, 24} {
			for blocks := 1; blocks <= 3; blocks++ {
				in := make([]byte, blocks*rate)
				for i := range in {
					in[i] = byte(i*29 + rate)
				}
				var got, want [25]uint64
				for i := range got {
					got[i] = uint64(i) * 0x9e3779b97f4a7c15
				}
				want = got
				absorbBlocks(&got, in, rate, rounds)
				for b := 0; b < blocks; b++ {
					for i := 0; i < rate/8; i++ {
						want[i] ^= binary.LittleEndian.Uint64(in[b*rate+8*i:])
					}
					keccakP1600Go(&want, rounds)
				}
				if got != want {
					t.Errorf("rate %d, %d rounds, %d blocks: %x, want %x", rate, rounds, blocks, got, want)
				}
			}
		}
	}
}
