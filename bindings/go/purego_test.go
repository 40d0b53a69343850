// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
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
	domains := map[string]byte{"PAD_KECCAK": domainKeccak, "PAD_SHA3": domainSHA3, "PAD_SHAKE": domainSHAKE}
	entry := regexp.MustCompile(`\{"([^"]+)", (\d+), (\d+), (PAD_\w+), 24\}`)
	rows := entry.FindAllStringSubmatch(readRepoFile(t, "core/algorithms.c"), -1)
	if len(rows) != len(algorithms) {
		t.Fatalf("core/algorithms.c has %d algorithms, the Go core %d", len(rows), len(algorithms))
	}
	for i, r := range rows {
		rate, _ := strconv.Atoi(r[2])
		size, _ := strconv.Atoi(r[3])
		want := params{r[1], rate, size, domains[r[4]]}
		if got := algParams[algorithms[i]]; got != want {
			t.Errorf("algorithm %d: Go core %+v, C core %+v", i+1, got, want)
		}
	}
}
