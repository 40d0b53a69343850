// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build keccakx_testdeps

// Package testdeps only holds the requirements of the keccakx package's
// tests. The tests compare saved states with x/crypto/sha3's, which can save
// them only since v0.31.0, while the package itself needs no more than
// v0.14.0 (the first whose ShakeHash is a hash.Hash). A module's
// requirements reach everyone who requires it, tests' or not, so the newer
// version lives in this module, which no user requires: go.work at the
// repository root puts it beside the main module for the repository's own
// builds and tests. The import under a tag that is never set keeps
// `go mod tidy` from dropping the requirement.
//
// The module also holds the tests that compare with a module the package
// itself does not require (circl_test.go: CIRCL's KangarooTwelve): in the
// package, their import would make every consumer's `go mod tidy` fetch that
// module's latest version, and raise the consumer's x/crypto with it.
package testdeps

import _ "golang.org/x/crypto/sha3"
