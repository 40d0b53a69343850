// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !keccakx_system

package keccakx

// The bundled C core: the core_*.c files in this directory each #include one
// file of ../../core, so cgo compiles the whole library into the package and
// `go get` needs nothing but a C compiler. gen_core.go writes them.

// #cgo CFLAGS: -std=c11 -O3 -I${SRCDIR}/../../include -I${SRCDIR}/../../core
import "C"
