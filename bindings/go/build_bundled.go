// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !keccakx_system

package keccakx

// The bundled C core: the core_*.c files in this directory each #include one
// file of ../../core, so cgo compiles the whole library into the package and
// `go get` needs nothing but a C compiler. gen_core.go writes them.
//
// The core is private to the package: KX_STATIC_DEFINE drops the header's
// default-visibility attribute and -fvisibility=hidden hides every other
// symbol, so a program built with -buildmode=c-shared or c-archive exports
// what Go exports and no kx_* function (which could clash with another copy
// of the library in the same process).

// #cgo CFLAGS: -std=c11 -O3 -fvisibility=hidden -DKX_STATIC_DEFINE -I${SRCDIR}/../../include -I${SRCDIR}/../../core
import "C"
