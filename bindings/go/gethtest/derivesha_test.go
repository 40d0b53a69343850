// SPDX-License-Identifier: MIT OR Apache-2.0
package gethtest

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/trie"
	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// legacyTransactions returns n signed legacy transactions, as go-ethereum's
// core/types tests make them for BenchmarkDeriveSha200.
func legacyTransactions(tb testing.TB, n int) types.Transactions {
	key, err := crypto.HexToECDSA("deadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef")
	if err != nil {
		tb.Fatal(err)
	}
	to := crypto.PubkeyToAddress(key.PublicKey)
	signer := types.NewEIP155Signer(big.NewInt(18))
	txs := make(types.Transactions, n)
	for i := range txs {
		tx := types.NewTransaction(uint64(i), to, new(big.Int), 0, new(big.Int).SetUint64(10000000), nil)
		if txs[i], err = types.SignTx(tx, signer, key); err != nil {
			tb.Fatal(err)
		}
	}
	return txs
}

// The adapter makes a StackTrie a types.ListHasher whose DeriveSha is go-ethereum's.
func TestDeriveShaThroughTheAdapterIsGoEthereums(t *testing.T) {
	hasher := listHasher{keccakx.NewStackTrie(nil)}
	for _, n := range []int{0, 1, 2, 127, 128, 129, 200, 1000} {
		txs := legacyTransactions(t, n)
		want := types.DeriveSha(txs, trie.NewStackTrie(nil))
		if got := types.DeriveSha(txs, hasher); got != want {
			t.Errorf("%d transactions: %x, want %x", n, got, want)
		}
		if got := types.DeriveSha(txs, trie.NewListHasher()); got != want {
			t.Fatalf("%d transactions: go-ethereum's two hashers differ", n)
		}
		values := make([][]byte, n)
		for i, tx := range txs {
			values[i], _ = tx.MarshalBinary()
		}
		if got := common.Hash(keccakx.OrderedTrieRoot(values)); got != want {
			t.Errorf("%d transactions: OrderedTrieRoot %x, want %x", n, got, want)
		}
	}
}
