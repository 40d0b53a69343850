// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"errors"
	"regexp"
	"slices"
	"testing"
)

func TestBackendsEndWithThePortableOne(t *testing.T) {
	b := Backends()
	if len(b) == 0 || b[len(b)-1] != portableBackend {
		t.Fatalf("Backends() = %q, want a list ending in %q", b, portableBackend)
	}
}

func TestBackendNamesEveryWidthAndOnlyThose(t *testing.T) {
	for _, w := range []int{1, 2, 4, 8} {
		if name := Backend(w); !slices.Contains(Backends(), name) {
			t.Errorf("Backend(%d) = %q, not one of %q", w, name, Backends())
		}
	}
	for _, w := range []int{-1, 0, 3, 16, past32Bits(1)} {
		if name := Backend(w); name != "" {
			t.Errorf("Backend(%d) = %q, want \"\"", w, name)
		}
	}
}

func TestUseBackendRefusesUnknownNames(t *testing.T) {
	before := Backend(1)
	for _, name := range []string{"", "no-such-backend", "generic\x00"} {
		if err := UseBackend(name); !errors.Is(err, ErrUnknownBackend) {
			t.Errorf("UseBackend(%q) = %v, want ErrUnknownBackend", name, err)
		}
	}
	if after := Backend(1); after != before {
		t.Fatalf("a refused UseBackend changed the backend from %q to %q", before, after)
	}
}

func TestUseBackendAutoRestoresTheAutomaticChoice(t *testing.T) {
	auto := Backend(1)
	if err := UseBackend(portableBackend); err != nil {
		t.Fatal(err)
	}
	if err := UseBackend("auto"); err != nil {
		t.Fatal(err)
	}
	if got := Backend(1); got != auto {
		t.Fatalf("Backend(1) = %q after UseBackend(\"auto\"), want %q", got, auto)
	}
}

func TestVersionIsSemantic(t *testing.T) {
	if v := Version(); !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(v) {
		t.Fatalf("Version() = %q", v)
	}
}

func TestAlgorithmDescribesItself(t *testing.T) {
	cases := []struct {
		alg             Algorithm
		name            string
		size, blockSize int
	}{
		{AlgKeccak256, "keccak-256", 32, 136},
		{AlgSHA3_512, "sha3-512", 64, 72},
		{AlgSHAKE128, "shake128", 0, 168},
		{Algorithm(0), "Algorithm(0)", 0, 0},
		{AlgKT256, "kt256", 0, 136},
		{AlgParallelHash128, "parallelhash128", 0, 168},
		{Algorithm(29), "Algorithm(29)", 0, 0},
	}
	if wide := past32Bits(2); wide != 2 {
		cases = append(cases, struct {
			alg             Algorithm
			name            string
			size, blockSize int
		}{Algorithm(wide), "Algorithm(4294967298)", 0, 0})
	}
	for _, c := range cases {
		if c.alg.String() != c.name || c.alg.Size() != c.size || c.alg.BlockSize() != c.blockSize {
			t.Errorf("Algorithm(%d) = %q size %d block %d, want %q %d %d", int(c.alg),
				c.alg.String(), c.alg.Size(), c.alg.BlockSize(), c.name, c.size, c.blockSize)
		}
	}
}

// Every backend kind the core has (core/backends/list.h) that this CPU does
// not run is refused: unknown where it is not built, unsupported where it is,
// and the current choice is kept.
func TestUseBackendRefusesBackendsThisCPUCannotRun(t *testing.T) {
	before := Backend(1)
	for _, name := range []string{"avx512", "avx512vl", "avx2", "bmi2", "sha3", "neon", "generic"} {
		if slices.Contains(Backends(), name) {
			continue
		}
		err := UseBackend(name)
		if !errors.Is(err, ErrUnsupportedBackend) && !errors.Is(err, ErrUnknownBackend) {
			t.Errorf("UseBackend(%q) = %v, want ErrUnsupportedBackend or ErrUnknownBackend", name, err)
		}
	}
	if after := Backend(1); after != before {
		t.Fatalf("a refused UseBackend changed the backend from %q to %q", before, after)
	}
}
