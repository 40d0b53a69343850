// SPDX-License-Identifier: MIT OR Apache-2.0
// Package gethtest compares the keccakx Go package's StackTrie with
// go-ethereum's trie.StackTrie: roots and committed nodes on random keys,
// types.DeriveSha through the adapter of docs/getting-started-go.md, and
// benchmarks of both on go-ethereum's own shapes (bench/go-ethereum runs
// them). It is a module of its own so that users of keccakx never download
// go-ethereum; run it with GOWORK=off.
package gethtest
