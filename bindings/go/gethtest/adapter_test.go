// SPDX-License-Identifier: MIT OR Apache-2.0
package gethtest

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// listHasher is the adapter of docs/getting-started-go.md, as written there.
type listHasher struct{ *keccakx.StackTrie }

func (h listHasher) Hash() common.Hash { return h.StackTrie.Hash() }

var _ types.ListHasher = listHasher{}
