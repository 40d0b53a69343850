// SPDX-License-Identifier: MIT OR Apache-2.0
//! Ethereum trie roots: keccakx's stack trie against alloy-trie's `HashBuilder`
//! (reth's), on a state trie of 100K accounts (keys Keccak-256 of random
//! 20-byte addresses, 70-byte values, sorted beforehand as both builders need)
//! and on the ordered root of 200 transactions (keys RLP(i), values of a legacy
//! transaction's size). alloy's keys are unpacked into nibbles outside the
//! timing, as reth holds them; both builders read keys and values from one
//! array each (values scattered in separate heap allocations cost either of
//! them a cache miss per key, 30% of keccakx's time).
//!
//! `cargo bench -p keccakx-bench --bench trie`

use std::hint::black_box;
use std::time::Duration;

use alloy_trie::{HashBuilder, Nibbles};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use keccakx::trie::{ordered_trie_root, secure_trie_root, StackTrie};

const ACCOUNTS: usize = 100_000;
const ACCOUNT_LEN: usize = 70;
const TRANSACTIONS: usize = 200;
/// A legacy transfer's EIP-2718 encoding is about 110 bytes.
const TRANSACTION_LEN: usize = 110;

/// splitmix64: the same data on every run.
fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed;
    (0..len)
        .map(|_| {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) as u8
        })
        .collect()
}

type Account = [u8; ACCOUNT_LEN];

struct Accounts {
    addresses: Vec<[u8; 20]>,
    values: Vec<Account>,
    /// (Keccak-256 of the address, value), sorted by the hashed key.
    sorted: Vec<([u8; 32], Account)>,
}

fn accounts() -> Accounts {
    let addresses: Vec<[u8; 20]> = (0..ACCOUNTS as u64)
        .map(|i| random_bytes(i, 20).try_into().expect("20 bytes"))
        .collect();
    let values: Vec<Account> = (0..ACCOUNTS as u64)
        .map(|i| {
            random_bytes(!i, ACCOUNT_LEN)
                .try_into()
                .expect("an account")
        })
        .collect();
    let mut sorted: Vec<([u8; 32], Account)> = addresses
        .iter()
        .zip(&values)
        .map(|(address, value)| (keccakx::keccak256(address), *value))
        .collect();
    sorted.sort();
    Accounts {
        addresses,
        values,
        sorted,
    }
}

fn stack_trie_root(sorted: &[([u8; 32], Account)]) -> [u8; 32] {
    let mut trie = StackTrie::new();
    for (key, value) in sorted {
        trie.update(key, value)
            .expect("sorted keys, non-empty values");
    }
    trie.root()
}

fn hash_builder_root(sorted: &[(Nibbles, Account)]) -> [u8; 32] {
    let mut builder = HashBuilder::default();
    for (key, value) in sorted {
        builder.add_leaf(*key, value);
    }
    builder.root().0
}

fn state_trie(c: &mut Criterion) {
    let accounts = accounts();
    let nibbles: Vec<(Nibbles, Account)> = accounts
        .sorted
        .iter()
        .map(|(key, value)| (Nibbles::unpack(key), *value))
        .collect();
    let expected = hash_builder_root(&nibbles);
    assert_eq!(stack_trie_root(&accounts.sorted), expected);
    let unsorted: Vec<(&[u8], &[u8])> = accounts
        .addresses
        .iter()
        .zip(&accounts.values)
        .map(|(address, value)| (address.as_slice(), value.as_slice()))
        .collect();
    assert_eq!(secure_trie_root(unsorted.iter().copied()), Ok(expected));

    let mut group = c.benchmark_group("trie_100K_accounts");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4));
    group.bench_function("keccakx::trie::StackTrie", |b| {
        b.iter(|| stack_trie_root(black_box(&accounts.sorted)))
    });
    group.bench_function("alloy-trie HashBuilder", |b| {
        b.iter(|| hash_builder_root(black_box(&nibbles)))
    });
    // From the unhashed, unsorted addresses: hashing and sorting the keys included.
    group.bench_function("keccakx::trie::secure_trie_root", |b| {
        b.iter(|| secure_trie_root(black_box(&unsorted).iter().copied()))
    });
    group.finish();
}

fn transactions_root(c: &mut Criterion) {
    let transactions: Vec<Vec<u8>> = (0..TRANSACTIONS as u64)
        .map(|i| random_bytes(i ^ 0x7478, TRANSACTION_LEN))
        .collect();
    let expected = alloy_trie::root::ordered_trie_root_encoded(&transactions).0;
    assert_eq!(ordered_trie_root(&transactions), Ok(expected));

    let mut group = c.benchmark_group("trie_ordered_root");
    group.bench_with_input(
        BenchmarkId::new("keccakx::trie::ordered_trie_root", TRANSACTIONS),
        &transactions,
        |b, transactions| b.iter(|| ordered_trie_root(black_box(transactions))),
    );
    group.bench_with_input(
        BenchmarkId::new("alloy-trie ordered_trie_root_encoded", TRANSACTIONS),
        &transactions,
        |b, transactions| {
            b.iter(|| alloy_trie::root::ordered_trie_root_encoded(black_box(transactions)))
        },
    );
    group.finish();
}

criterion_group!(benches, state_trie, transactions_root);
criterion_main!(benches);
