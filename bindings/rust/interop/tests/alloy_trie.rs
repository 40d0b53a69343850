// SPDX-License-Identifier: MIT OR Apache-2.0
//! keccakx's trie against alloy-trie (reth's): `HashBuilder`'s roots and the
//! nodes it retains for proofs of every key, and `ordered_trie_root_encoded`,
//! on random keys, with every backend forced. alloy-trie hashes its nodes one
//! at a time (through alloy-primitives' keccak256, which this crate routes to
//! keccakx's one-shot `kx_keccak256`); keccakx's trie hashes them in batches on
//! the x2/x4/x8 kernels. The ethereum/tests vectors (keccakx/tests/trie.rs)
//! check both paths against published roots.

use std::collections::BTreeMap;

use alloy_trie::proof::ProofRetainer;
use alloy_trie::{HashBuilder, Nibbles};
use keccakx::trie::{ordered_trie_root, secure_trie_root, StackTrie};

/// A seeded generator (splitmix64), so that a failure comes back with its case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next() as u8).collect()
    }
}

fn for_each_backend(mut check: impl FnMut(&str)) {
    for name in keccakx::backends() {
        keccakx::use_backend(name).unwrap();
        check(name);
    }
    keccakx::use_backend("auto").unwrap();
}

/// Sorted keys of `key_len` bytes (at most 32: alloy's nibbles hold 64) that share
/// prefixes often (none is a prefix of another, which alloy's HashBuilder cannot
/// take), and values of 1 byte to 4 KiB.
fn random_entries(rng: &mut Rng, count: usize, key_len: usize) -> BTreeMap<Vec<u8>, Vec<u8>> {
    let mut entries = BTreeMap::new();
    let stem = rng.bytes(key_len);
    while entries.len() < count {
        let mut key = rng.bytes(key_len);
        let shared = rng.below(key_len + 1);
        key[..shared].copy_from_slice(&stem[..shared]);
        let value_len = [1, 2, 31, 32, 33, 70, 110, 4096][rng.below(8)];
        entries.insert(key, rng.bytes(value_len));
    }
    entries
}

/// alloy's root, and every node its proof retainer keeps for proofs of all the keys.
fn alloy_root_and_nodes(
    entries: &BTreeMap<Vec<u8>, Vec<u8>>,
) -> ([u8; 32], BTreeMap<Vec<u8>, Vec<u8>>) {
    let targets = entries.keys().map(|key| Nibbles::unpack(key)).collect();
    let mut builder = HashBuilder::default().with_proof_retainer(ProofRetainer::new(targets));
    for (key, value) in entries {
        builder.add_leaf(Nibbles::unpack(key), value);
    }
    let root = builder.root().0;
    let nodes = builder
        .take_proof_nodes()
        .into_nodes_sorted()
        .into_iter()
        .map(|(path, blob)| (path.to_vec(), blob.to_vec()))
        .collect();
    (root, nodes)
}

/// keccakx's root, and every node its callback reported (path -> RLP).
fn keccakx_root_and_nodes(
    entries: &BTreeMap<Vec<u8>, Vec<u8>>,
) -> ([u8; 32], BTreeMap<Vec<u8>, Vec<u8>>) {
    let mut nodes = BTreeMap::new();
    let mut trie = StackTrie::with_node_callback(|path: &[u8], hash: &[u8; 32], blob: &[u8]| {
        assert_eq!(*hash, keccakx::keccak256(blob));
        assert!(
            nodes.insert(path.to_vec(), blob.to_vec()).is_none(),
            "a path reported twice"
        );
    });
    for (key, value) in entries {
        trie.update(key, value).unwrap();
    }
    let root = trie.root();
    drop(trie);
    (root, nodes)
}

#[test]
fn roots_equal_hash_builders_on_random_keys() {
    let mut rng = Rng(41);
    for_each_backend(|backend| {
        for (count, key_len) in [
            (1, 32),
            (2, 32),
            (16, 32),
            (300, 32),
            (5000, 32),
            (200, 1),
            (1000, 3),
            (500, 31),
            (100, 20),
        ] {
            let entries = random_entries(&mut rng, count, key_len);
            let (expected, _) = alloy_root_and_nodes(&entries);
            assert_eq!(
                keccakx_root_and_nodes(&entries).0,
                expected,
                "{count} keys of {key_len} bytes on {backend}"
            );
        }
    });
}

#[test]
fn committed_nodes_are_the_nodes_of_32_bytes_or_more_and_the_root_that_alloy_retains() {
    let mut rng = Rng(42);
    for_each_backend(|backend| {
        for (count, key_len) in [(1, 32), (40, 32), (3000, 32), (700, 4)] {
            let entries = random_entries(&mut rng, count, key_len);
            let (_, mut retained) = alloy_root_and_nodes(&entries);
            // alloy keeps every node on a key's path; a stack trie commits those not
            // embedded in their parents, and the root.
            retained.retain(|path, blob| blob.len() >= 32 || path.is_empty());
            assert_eq!(
                keccakx_root_and_nodes(&entries).1,
                retained,
                "{count} keys of {key_len} bytes on {backend}"
            );
        }
    });
}

#[test]
fn secure_roots_equal_hash_builders_of_hashed_keys() {
    let mut rng = Rng(43);
    for_each_backend(|backend| {
        for count in [1, 10, 1000] {
            let accounts: Vec<(Vec<u8>, Vec<u8>)> =
                (0..count).map(|_| (rng.bytes(20), rng.bytes(70))).collect();
            let hashed: BTreeMap<Vec<u8>, Vec<u8>> = accounts
                .iter()
                .map(|(address, account)| {
                    (
                        alloy_primitives::keccak256(address).to_vec(),
                        account.clone(),
                    )
                })
                .collect();
            let (expected, _) = alloy_root_and_nodes(&hashed);
            assert_eq!(
                secure_trie_root(accounts.iter().map(|(a, v)| (a, v))),
                Ok(expected),
                "{count} accounts on {backend}"
            );
        }
    });
}

#[test]
fn ordered_roots_equal_alloys_ordered_trie_root_encoded() {
    let mut rng = Rng(44);
    for_each_backend(|backend| {
        for count in [0usize, 1, 2, 15, 127, 128, 129, 200, 1000, 5000] {
            let values: Vec<Vec<u8>> = (0..count)
                .map(|_| {
                    let len = 1 + rng.below(300);
                    rng.bytes(len)
                })
                .collect();
            let expected = alloy_trie::root::ordered_trie_root_encoded(&values).0;
            assert_eq!(
                ordered_trie_root(&values),
                Ok(expected),
                "{count} values on {backend}"
            );
        }
    });
}
