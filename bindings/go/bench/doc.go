// SPDX-License-Identifier: MIT OR Apache-2.0
// Package bench compares the keccakx Go package with the Keccak code Go
// programs use today: go-ethereum's crypto package (amd64 assembly) and
// golang.org/x/crypto/sha3 (pure Go for legacy Keccak since v0.44, the
// standard library's crypto/sha3 for SHA-3). It is a module of its own so that
// users of keccakx never download go-ethereum.
//
// Run (benchstat from golang.org/x/perf/cmd/benchstat):
//
//	go test -run '^$' -bench . -count 10 | tee results.txt
//	benchstat -col /impl results.txt
package bench
