// SPDX-License-Identifier: MIT OR Apache-2.0
// Package gethtest compares the keccakx Go package's StackTrie and
// PartialStackTrie with go-ethereum's trie.StackTrie and
// trie.PartialStackTrie: roots and committed nodes on random keys,
// JoinPartitions over go-ethereum's partitions,
// types.DeriveSha through the adapter of docs/getting-started-go.md, and
// benchmarks of both on go-ethereum's own shapes (bench/go-ethereum runs
// them). It is a module of its own so that users of keccakx never download
// go-ethereum; run it with GOWORK=off.
package gethtest
