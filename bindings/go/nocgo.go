// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

// Without cgo the package cannot build; this undefined name makes the
// compiler say why instead of listing the missing C functions.
var _ = keccakx_needs_cgo_set_CGO_ENABLED_1_and_install_a_C_compiler
