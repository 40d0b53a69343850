// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build keccakx_system

package keccakx

// With the keccakx_system build tag the package links the libkeccakx
// installed on the system, found with pkg-config, instead of compiling the
// bundled core.

// #cgo pkg-config: keccakx
import "C"
