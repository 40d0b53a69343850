// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// portableBackend is the backend every CPU runs, last in Backends().
const portableBackend = "generic"
