// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Every C file of the core is compiled into the package (through a core_*.c
// file of this directory) and nothing else is: a backend added to the core
// without `go generate` fails here rather than silently missing from Go.
func TestBundledCoreMatchesCoreSources(t *testing.T) {
	var core []string
	err := filepath.WalkDir("../../core", func(path string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && filepath.Ext(path) == ".c" {
			core = append(core, filepath.ToSlash(path))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	wrappers, err := filepath.Glob("core_*.c")
	if err != nil {
		t.Fatal(err)
	}
	include := regexp.MustCompile(`(?m)^#include "([^"]+)"$`)
	var bundled []string
	for _, w := range wrappers {
		text, err := os.ReadFile(w)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range include.FindAllSubmatch(text, -1) {
			bundled = append(bundled, string(m[1]))
		}
	}
	slices.Sort(core)
	slices.Sort(bundled)
	if len(core) == 0 || !slices.Equal(core, bundled) {
		t.Fatalf("core sources %q\nbundled        %q\nrun `go generate` in bindings/go", core, bundled)
	}
}

// Every directory of C sources (include, core and each directory under core)
// is a Go package under the never-set tag, and vendor_c_sources.go imports
// exactly those: otherwise `go mod vendor` leaves it out and a vendored build
// cannot compile the core. A directory added to the core without `go
// generate` fails here.
func TestEveryCDirectoryIsVendored(t *testing.T) {
	dirs := []string{"include"}
	err := filepath.WalkDir("../../core", func(path string, e fs.DirEntry, err error) error {
		if err == nil && e.IsDir() {
			dirs = append(dirs, strings.TrimPrefix(filepath.ToSlash(path), "../../"))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		text, err := os.ReadFile("../../" + dir + "/keccakx_vendor.go")
		if err != nil {
			t.Errorf("%s has no keccakx_vendor.go (run `go generate` in bindings/go): %v", dir, err)
			continue
		}
		want := "//go:build keccakx_vendor_c_sources\n"
		if !strings.Contains(string(text), want) || !strings.Contains(string(text), "\npackage "+path.Base(dir)+"\n") {
			t.Errorf("%s/keccakx_vendor.go lacks %q or its package clause", dir, want)
		}
	}
	imports, err := os.ReadFile("vendor_c_sources.go")
	if err != nil {
		t.Fatal(err)
	}
	var imported []string
	for _, m := range regexp.MustCompile(`(?m)^\t_ "github\.com/keccakx/keccakx/([^"]+)"$`).FindAllSubmatch(imports, -1) {
		imported = append(imported, string(m[1]))
	}
	slices.Sort(dirs)
	if !slices.Equal(dirs, imported) {
		t.Fatalf("C directories %q\nimported      %q\nrun `go generate` in bindings/go", dirs, imported)
	}
}
