// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
