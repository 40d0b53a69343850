// SPDX-License-Identifier: MIT OR Apache-2.0
// Package keccakx is Keccak hashing (SHA-3, SHAKE and Ethereum's legacy
// Keccak-256, and the modes above them: TurboSHAKE and KangarooTwelve of
// RFC 9861, cSHAKE, KMAC, TupleHash and ParallelHash of NIST SP 800-185)
// backed by the keccakx C library, which picks the fastest code path for the
// CPU at run time.
//
// It is a drop-in replacement for golang.org/x/crypto/sha3 (New256,
// NewLegacyKeccak256, ShakeHash, ...), for the additions of Go 1.24's
// crypto/sha3 (SumSHAKE128, MarshalBinary) and for the Keccak functions of
// go-ethereum's crypto package (Keccak256, Keccak256Hash, KeccakState,
// HashData), with the same results and the same panics. Beyond them it hashes
// many messages at once (Keccak256Many, HashMany), runs up to eight SHAKE
// streams in lock-step (Multi, for post-quantum schemes), has the modes
// (NewTurboSHAKE128, NewKT128, NewKMAC128, NewTupleHash128,
// NewParallelHash128, ...), exposes the permutation (Permute, PermuteX2/X4/X8)
// and lets you see and force the backend.
//
// With cgo (the default where a C compiler is installed) the package compiles
// the bundled C core and needs nothing else; built with the keccakx_system
// tag it links the installed libkeccakx found by pkg-config instead. Without
// cgo (CGO_ENABLED=0) it runs on a pure-Go Keccak of its own, with the same
// API, results, panics and saved states, at about the speed of x/crypto/sha3's
// pure-Go code; Backend then reports "go".
//
// ShakeHash is x/crypto/sha3's own interface type, so this package's SHAKE
// values go wherever x/crypto's do. The concrete types SHA3 and SHAKE have
// the methods of crypto/sha3's; New224 … New512 and the legacy Keccak
// constructors return hash.Hash (x/crypto's signatures) holding a *SHA3, and
// NewSHAKE128/256 return a *SHAKE.
//
// MarshalBinary and UnmarshalBinary use the binary form of crypto/sha3 and
// x/crypto/sha3, byte for byte: a state saved by either package restores in
// the other, in any process and on any CPU.
//
// Differences from x/crypto/sha3: a fixed-size hash reads at most Size()
// bytes (x/crypto/sha3 lets legacy Keccak read on into the sponge output;
// here a longer Read panics, and such a saved state is refused).
// bindings/go/README.md lists them all in one table.
package keccakx

//go:generate go run gen_core.go
//go:generate go run gen_permutation.go
//go:generate env GOWORK=off go run -C internal/asm . -o ../../purego_permutation_amd64.s
