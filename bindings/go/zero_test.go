// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	stdsha3 "crypto/sha3"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
	"time"
)

// zeroValues says, for every exported type of the package, what its zero
// value does: work as its crypto/sha3 namesake's, or panic at once with a
// message naming the constructors. No zero value may loop, so each check runs
// under a deadline.
var zeroValues = map[string]func(t *testing.T){
	"SHA3":             zeroSHA3IsSHA3_256,
	"SHAKE":            zeroSHAKEIsSHAKE256,
	"TupleHash":        zeroTupleHashPanicsInEveryMethod,
	"TupleHashXOF":     zeroTupleHashXOFPanicsInEveryMethod,
	"KangarooTwelve":   zeroKangarooTwelvePanicsInEveryMethod,
	"ParallelHash":     zeroParallelHashPanicsInEveryMethod,
	"ParallelHashXOF":  zeroParallelHashXOFPanicsInEveryMethod,
	"Multi":            zeroMultiPanicsInEveryMethod,
	"StackTrie":        zeroStackTrieIsAnEmptyTrie,
	"PartialStackTrie": zeroPartialStackTriePanicsInEveryMethod,
	"Algorithm":        zeroAlgorithmIsNoAlgorithm,
	"KeccakState":      nilInterfacePanicsInHashData,
	"ShakeHash":        nilInterfacePanicsInHashData,
}

func TestEveryExportedTypeIsInTheZeroValueTable(t *testing.T) {
	for _, name := range exportedTypes(t) {
		if zeroValues[name] == nil {
			t.Errorf("exported type %s has no entry in zeroValues: say what its zero value does", name)
		}
	}
}

func TestZeroValuesWorkOrPanicAtOnce(t *testing.T) {
	for name, check := range zeroValues {
		t.Run(name, func(t *testing.T) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("the zero %s panicked unexpectedly: %v", name, p)
					}
				}()
				check(t)
			}()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				t.Fatalf("the zero %s did not return within 20 s: it loops", name)
			}
		})
	}
}

// exportedTypes lists the exported types declared in the package's files of
// every build (cgo and not), read from the source.
func exportedTypes(t *testing.T) []string {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "keccakx" {
			continue // the generators (package main)
		}
		for _, decl := range f.Decls {
			if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.TYPE {
				for _, spec := range gen.Specs {
					if name := spec.(*ast.TypeSpec).Name; name.IsExported() {
						names = append(names, name.Name)
					}
				}
			}
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		t.Fatal("no exported type found: the source was not read")
	}
	return names
}

func zeroSHA3IsSHA3_256(t *testing.T) {
	var h SHA3
	h.Write([]byte("abc"))
	if want := stdsha3.Sum256([]byte("abc")); string(h.Sum(nil)) != string(want[:]) {
		t.Errorf("zero SHA3 gives %x, want SHA3-256 %x", h.Sum(nil), want)
	}
}

func zeroSHAKEIsSHAKE256(t *testing.T) {
	var h SHAKE
	h.Write([]byte("abc"))
	out := make([]byte, 200)
	h.Read(out)
	if want := stdsha3.SumSHAKE256([]byte("abc"), 200); string(out) != string(want) {
		t.Errorf("zero SHAKE gives %x, want SHAKE256 %x", out, want)
	}
}

func zeroTupleHashPanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroModeHash, map[string]func(){
		"WriteElement": func() { new(TupleHash).WriteElement([]byte("a")) },
		"Sum":          func() { new(TupleHash).Sum(nil) },
		"Reset":        func() { new(TupleHash).Reset() },
		"Size":         func() { new(TupleHash).Size() },
		"BlockSize":    func() { new(TupleHash).BlockSize() },
		"Clone":        func() { new(TupleHash).Clone() },
	})
}

func zeroTupleHashXOFPanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroModeHash, map[string]func(){
		"WriteElement": func() { new(TupleHashXOF).WriteElement([]byte("a")) },
		"Read":         func() { new(TupleHashXOF).Read(make([]byte, 8)) },
		"Sum":          func() { new(TupleHashXOF).Sum(nil) },
		"Reset":        func() { new(TupleHashXOF).Reset() },
		"Size":         func() { new(TupleHashXOF).Size() },
		"BlockSize":    func() { new(TupleHashXOF).BlockSize() },
		"Clone":        func() { new(TupleHashXOF).Clone() },
	})
}

func zeroKangarooTwelvePanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroModeHash, map[string]func(){
		"Write":      func() { new(KangarooTwelve).Write([]byte("a")) },
		"Read":       func() { new(KangarooTwelve).Read(make([]byte, 8)) },
		"Sum":        func() { new(KangarooTwelve).Sum(nil) },
		"Reset":      func() { new(KangarooTwelve).Reset() },
		"Size":       func() { new(KangarooTwelve).Size() },
		"BlockSize":  func() { new(KangarooTwelve).BlockSize() },
		"Clone":      func() { new(KangarooTwelve).Clone() },
		"SetThreads": func() { new(KangarooTwelve).SetThreads(2) },
	})
}

// ParallelHash's Clone (hash.Cloner, Go 1.25+) checks as the others do.
func zeroParallelHashPanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroModeHash, map[string]func(){
		"Write":      func() { new(ParallelHash).Write([]byte("a")) },
		"Sum":        func() { new(ParallelHash).Sum(nil) },
		"Reset":      func() { new(ParallelHash).Reset() },
		"Size":       func() { new(ParallelHash).Size() },
		"BlockSize":  func() { new(ParallelHash).BlockSize() },
		"SetThreads": func() { new(ParallelHash).SetThreads(2) },
	})
}

func zeroParallelHashXOFPanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroModeHash, map[string]func(){
		"Write":      func() { new(ParallelHashXOF).Write([]byte("a")) },
		"Read":       func() { new(ParallelHashXOF).Read(make([]byte, 8)) },
		"Sum":        func() { new(ParallelHashXOF).Sum(nil) },
		"Reset":      func() { new(ParallelHashXOF).Reset() },
		"Size":       func() { new(ParallelHashXOF).Size() },
		"BlockSize":  func() { new(ParallelHashXOF).BlockSize() },
		"Clone":      func() { new(ParallelHashXOF).Clone() },
		"SetThreads": func() { new(ParallelHashXOF).SetThreads(2) },
	})
}

func zeroMultiPanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroMulti, map[string]func(){
		"Write":     func() { new(Multi).Write(nil) },
		"Read":      func() { new(Multi).Read(nil) },
		"Reset":     func() { new(Multi).Reset() },
		"Clone":     func() { new(Multi).Clone() },
		"Streams":   func() { new(Multi).Streams() },
		"BlockSize": func() { new(Multi).BlockSize() },
	})
}

// The zero Algorithm is a number that names no algorithm (the C library's
// kx_alg starts at 1): it says so, and hashing with it panics.
func zeroAlgorithmIsNoAlgorithm(t *testing.T) {
	var a Algorithm
	if a.String() != "Algorithm(0)" || a.Size() != 0 || a.BlockSize() != 0 {
		t.Errorf("zero Algorithm: %q, size %d, block size %d", a.String(), a.Size(), a.BlockSize())
	}
	panicsWith(t, "keccakx: HashMany: unknown algorithm Algorithm(0)", map[string]func(){
		"HashMany": func() { HashMany(a, make([]byte, 32), [][]byte{nil}, 32) },
	})
}

func zeroStackTrieIsAnEmptyTrie(t *testing.T) {
	var empty, one StackTrie
	if root := empty.Hash(); root != Keccak256Hash([]byte{0x80}) {
		t.Errorf("zero StackTrie: root %x, want the empty trie's", root)
	}
	if err := one.Update([]byte("dog"), []byte("puppy")); err != nil {
		t.Fatal(err)
	}
	want := referenceTrieRoot([][]byte{[]byte("dog")}, [][]byte{[]byte("puppy")}, nil)
	if root := one.Hash(); root != want {
		t.Errorf("zero StackTrie: root %x after one key, want %x", root, want)
	}
}

// A partition has a prefix: the zero PartialStackTrie has none, and is no
// whole trie either (go-ethereum's panics on an empty prefix).
func zeroPartialStackTriePanicsInEveryMethod(t *testing.T) {
	panicsWith(t, panicZeroPartialStackTrie, map[string]func(){
		"Update": func() { new(PartialStackTrie).Update([]byte("a"), []byte("v")) },
		"Hash":   func() { new(PartialStackTrie).Hash() },
		"Reset":  func() { new(PartialStackTrie).Reset() },
	})
}

// A nil interface value holds no hash: using one panics at once, as any nil
// interface in Go does.
func nilInterfacePanicsInHashData(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("HashData of a nil KeccakState did not panic")
		}
	}()
	HashData(nil, []byte("abc"))
}

func panicsWith(t *testing.T, want string, calls map[string]func()) {
	for method, f := range calls {
		func() {
			defer func() {
				if got := recover(); got != want {
					t.Errorf("%s: panic %v, want %q", method, got, want)
				}
			}()
			f()
		}()
	}
}
