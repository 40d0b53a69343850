// SPDX-License-Identifier: MIT OR Apache-2.0
//! Ethereum's Merkle-Patricia trie: the published ethereum/tests roots on every
//! backend, what `StackTrie` reports and refuses, and how a panic in its
//! callback comes back. (alloy-trie's roots and nodes, on random keys, are
//! compared in the interop crate: tests/alloy_trie.rs.)

mod common;

use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;

use common::{decode_hex, for_each_backend, TestRng};
use keccakx::keccak256;
use keccakx::trie::{
    join_partitions, join_partitions_with_node_callback, ordered_trie_root, secure_trie_root,
    StackTrie, TrieError, EMPTY_ROOT,
};

struct TrieCase {
    name: String,
    pairs: Vec<(Vec<u8>, Vec<u8>)>,
    root: [u8; 32],
}

/// A key or value of the vector files: hex after "0x", else ASCII.
fn vector_bytes(text: &str) -> Vec<u8> {
    match text.strip_prefix("0x") {
        Some(hex) => decode_hex(hex),
        None => text.as_bytes().to_vec(),
    }
}

fn published_cases(file: &str) -> Vec<TrieCase> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../tests/vectors/ethereum-trie")
        .join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    let cases: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).expect("a JSON object of cases");
    cases
        .into_iter()
        .map(|(name, case)| {
            let pairs = case["in"]
                .as_object()
                .expect("\"in\" maps keys to values")
                .iter()
                .map(|(key, value)| {
                    let value = value.as_str().expect("string values");
                    (vector_bytes(key), vector_bytes(value))
                })
                .collect();
            let root = decode_hex(
                case["root"]
                    .as_str()
                    .expect("a root")
                    .trim_start_matches("0x"),
            );
            TrieCase {
                name,
                pairs,
                root: root.try_into().expect("32-byte root"),
            }
        })
        .collect()
}

fn stack_trie_root(pairs: &[(Vec<u8>, Vec<u8>)]) -> [u8; 32] {
    let sorted: BTreeMap<&[u8], &[u8]> = pairs
        .iter()
        .map(|(key, value)| (key.as_slice(), value.as_slice()))
        .collect();
    let mut trie = StackTrie::new();
    for (key, value) in sorted {
        trie.update(key, value).expect("sorted keys");
    }
    trie.root()
}

#[test]
fn published_any_order_roots_on_every_backend() {
    let cases = published_cases("trieanyorder.json");
    assert!(cases.len() >= 7);
    for_each_backend(|backend| {
        for case in &cases {
            assert_eq!(
                stack_trie_root(&case.pairs),
                case.root,
                "{} on {backend}",
                case.name
            );
        }
    });
}

#[test]
fn published_secure_roots_on_every_backend() {
    let mut cases = published_cases("trieanyorder_secureTrie.json");
    cases.extend(published_cases("hex_encoded_securetrie_test.json"));
    assert!(cases.len() >= 10);
    for_each_backend(|backend| {
        for case in &cases {
            let root = secure_trie_root(case.pairs.iter().map(|(k, v)| (k, v)));
            assert_eq!(root, Ok(case.root), "{} on {backend}", case.name);
            let hashed: Vec<_> = case
                .pairs
                .iter()
                .map(|(key, value)| (keccak256(key).to_vec(), value.clone()))
                .collect();
            assert_eq!(
                stack_trie_root(&hashed),
                case.root,
                "{} by StackTrie on {backend}",
                case.name
            );
        }
    });
}

/// The RLP of an index, as the keys of a block's transactions trie.
fn rlp_of_index(index: usize) -> Vec<u8> {
    match index {
        0 => vec![0x80],
        1..=0x7f => vec![index as u8],
        _ => {
            let bytes = index.to_be_bytes();
            let significant = &bytes[bytes.iter().position(|&b| b != 0).expect("non-zero")..];
            let mut encoded = vec![0x80 + significant.len() as u8];
            encoded.extend_from_slice(significant);
            encoded
        }
    }
}

#[test]
fn ordered_roots_are_stack_tries_keyed_by_the_rlp_of_each_index() {
    let mut rng = TestRng::new(39);
    for_each_backend(|backend| {
        for count in [0usize, 1, 2, 127, 128, 129, 300] {
            let values: Vec<Vec<u8>> = (0..count)
                .map(|_| {
                    let len = 1 + rng.below(200);
                    rng.bytes(len)
                })
                .collect();
            let pairs: Vec<_> = values
                .iter()
                .enumerate()
                .map(|(index, value)| (rlp_of_index(index), value.clone()))
                .collect();
            assert_eq!(
                ordered_trie_root(&values),
                Ok(stack_trie_root(&pairs)),
                "{count} values on {backend}"
            );
        }
    });
}

#[test]
fn the_empty_trie_has_the_root_of_the_rlp_of_the_empty_string() {
    assert_eq!(EMPTY_ROOT, keccak256(&[0x80]));
    assert_eq!(StackTrie::new().root(), EMPTY_ROOT);
    assert_eq!(ordered_trie_root::<&[u8]>(&[]), Ok(EMPTY_ROOT));
    assert_eq!(
        secure_trie_root(Vec::<(&[u8], &[u8])>::new()),
        Ok(EMPTY_ROOT)
    );
}

#[test]
fn a_key_below_the_last_or_repeated_or_an_empty_value_is_refused_and_changes_nothing() {
    let mut trie = StackTrie::new();
    trie.update(b"b", b"1").unwrap();
    assert_eq!(trie.update(b"a", b"2"), Err(TrieError::KeyOutOfOrder));
    assert_eq!(trie.update(b"b", b"3"), Err(TrieError::KeyRepeated));
    assert_eq!(trie.update(b"c", b""), Err(TrieError::EmptyValue));
    trie.update(b"c", b"4").unwrap();
    let expected = stack_trie_root(&[
        (b"b".to_vec(), b"1".to_vec()),
        (b"c".to_vec(), b"4".to_vec()),
    ]);
    assert_eq!(trie.root(), expected);
}

#[test]
fn empty_values_are_refused_by_the_one_call_roots() {
    assert_eq!(
        ordered_trie_root(&[&b"a"[..], b""]),
        Err(TrieError::EmptyValue)
    );
    assert_eq!(
        secure_trie_root([(&b"k"[..], &b""[..])]),
        Err(TrieError::EmptyValue)
    );
}

#[test]
fn trie_errors_say_what_is_wrong() {
    let error: Box<dyn std::error::Error> = Box::new(TrieError::KeyOutOfOrder);
    assert!(error.to_string().contains("order"), "{error}");
    assert!(TrieError::KeyRepeated.to_string().contains("once"));
    assert!(TrieError::EmptyValue.to_string().contains("empty"));
}

#[test]
fn an_empty_key_and_a_key_that_begins_another_put_values_in_branches() {
    // The roots py-trie 4.0's HexaryTrie gives (the published cases have no empty key).
    let mut trie = StackTrie::new();
    trie.update(b"", b"root value").unwrap();
    trie.update(b"do", b"verb").unwrap();
    trie.update(b"dog", b"puppy").unwrap();
    assert_eq!(
        trie.root().to_vec(),
        decode_hex("a90cfd29cac429752308c65c9c9da7efcb59550fdab6931b40e9afff66fb939a")
    );
    trie.update(b"", b"x").unwrap();
    assert_eq!(
        trie.root().to_vec(),
        decode_hex("f5cfb05ef07e03e43d77cbb7d0e5ce3d4d1f2cf359c14db3aff42deff5f67862")
    );
}

#[test]
fn root_empties_the_trie_for_the_next_one() {
    let mut rng = TestRng::new(7);
    let mut keys: Vec<[u8; 32]> = (0..500)
        .map(|_| rng.bytes(32).try_into().unwrap())
        .collect();
    keys.sort();
    let mut trie = StackTrie::new();
    let mut roots = Vec::new();
    for _ in 0..2 {
        for key in &keys {
            trie.update(key, &key[..20]).unwrap();
        }
        roots.push(trie.root());
    }
    assert_eq!(roots[0], roots[1]);
    assert_eq!(trie.root(), EMPTY_ROOT);
}

type Node = (Vec<u8>, [u8; 32], Vec<u8>);

fn committed_nodes(keys: &[[u8; 32]], value_len: usize) -> ([u8; 32], Vec<Node>) {
    let mut nodes = Vec::new();
    let mut trie = StackTrie::with_node_callback(|path: &[u8], hash: &[u8; 32], blob: &[u8]| {
        nodes.push((path.to_vec(), *hash, blob.to_vec()));
    });
    for key in keys {
        trie.update(key, &vec![0xab; value_len]).unwrap();
    }
    let root = trie.root();
    drop(trie);
    (root, nodes)
}

#[test]
fn every_committed_node_is_hashed_and_the_root_comes_last() {
    let mut rng = TestRng::new(40);
    let mut keys: Vec<[u8; 32]> = (0..3000)
        .map(|_| rng.bytes(32).try_into().unwrap())
        .collect();
    keys.sort();
    for_each_backend(|backend| {
        let (root, nodes) = committed_nodes(&keys, 70);
        let (last_path, last_hash, _) = nodes.last().expect("a root");
        assert!(last_path.is_empty(), "{backend}");
        assert_eq!(*last_hash, root, "{backend}");
        for (path, hash, blob) in &nodes {
            assert_eq!(keccak256(blob), *hash, "{backend}");
            assert!(
                blob.len() >= 32 || path.is_empty(),
                "{backend}: an embedded node was reported"
            );
            assert!(path.iter().all(|&nibble| nibble < 16));
        }
        // Each node comes after every node below it.
        for (index, (path, _, _)) in nodes.iter().enumerate() {
            assert!(!nodes[index + 1..]
                .iter()
                .any(|(later, _, _)| later.len() > path.len() && later.starts_with(path)));
        }
    });
}

#[test]
fn a_panic_in_the_callback_comes_out_of_root_and_the_trie_stays_usable() {
    let mut calls = 0;
    let mut trie = StackTrie::with_node_callback(|_: &[u8], _: &[u8; 32], _: &[u8]| {
        calls += 1;
        if calls == 1 {
            panic!("from the callback");
        }
    });
    trie.update(b"key", &[7; 40]).unwrap();
    let payload =
        panic::catch_unwind(AssertUnwindSafe(|| trie.root())).expect_err("the panic comes back");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"from the callback"));
    trie.update(b"key", &[7; 40]).unwrap();
    let root = trie.root();
    drop(trie);
    assert_eq!(calls, 2);
    assert_eq!(root, stack_trie_root(&[(b"key".to_vec(), vec![7; 40])]));
}

#[test]
fn a_panic_in_the_callback_comes_out_of_the_update_that_commits_the_node() {
    let mut rng = TestRng::new(11);
    let mut keys: Vec<[u8; 32]> = (0..50_000)
        .map(|_| rng.bytes(32).try_into().unwrap())
        .collect();
    keys.sort();
    let mut trie = StackTrie::with_node_callback(|_: &[u8], _: &[u8; 32], _: &[u8]| panic!("stop"));
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
        for key in &keys {
            trie.update(key, &[1; 70]).unwrap();
        }
    }));
    assert!(
        outcome.is_err(),
        "an update committed nodes and so panicked"
    );
    assert_eq!(
        trie.root(),
        EMPTY_ROOT,
        "the trie starts over after the panic"
    );
}

#[test]
fn a_stack_trie_moves_to_another_thread() {
    let mut trie = StackTrie::with_node_callback(|_: &[u8], _: &[u8; 32], _: &[u8]| {});
    trie.update(b"a", b"b").unwrap();
    let root = std::thread::spawn(move || trie.root()).join().unwrap();
    assert_eq!(root, stack_trie_root(&[(b"a".to_vec(), b"b".to_vec())]));
}

/// Sorted random 32-byte keys, a few sharing long prefixes, with values of
/// 1 to 100 bytes (so that some partitions' root nodes are under 32 bytes).
fn sorted_pairs(rng: &mut TestRng, count: usize) -> Vec<([u8; 32], Vec<u8>)> {
    let mut keys: BTreeMap<[u8; 32], Vec<u8>> = BTreeMap::new();
    while keys.len() < count {
        let mut key: [u8; 32] = rng.bytes(32).try_into().unwrap();
        if keys.len() % 7 == 1 {
            if let Some((last, _)) = keys.iter().next_back() {
                key[..20].copy_from_slice(&last[..20]);
            }
        }
        let value_len = 1 + rng.bytes(1)[0] as usize % 100;
        keys.insert(key, rng.bytes(value_len));
    }
    keys.into_iter().collect()
}

fn whole_trie(pairs: &[([u8; 32], Vec<u8>)]) -> ([u8; 32], Vec<Node>) {
    let mut nodes = Vec::new();
    let mut trie = StackTrie::with_node_callback(|path: &[u8], hash: &[u8; 32], blob: &[u8]| {
        nodes.push((path.to_vec(), *hash, blob.to_vec()));
    });
    for (key, value) in pairs {
        trie.update(key, value).unwrap();
    }
    let root = trie.root();
    drop(trie);
    (root, nodes)
}

/// The partition of one first nibble: its root hash and the nodes it reports.
fn partition(pairs: &[([u8; 32], Vec<u8>)], nibble: u8) -> ([u8; 32], Vec<Node>) {
    let mut nodes = Vec::new();
    let mut trie = StackTrie::partition_with_node_callback(
        &[nibble],
        |path: &[u8], hash: &[u8; 32], blob: &[u8]| {
            nodes.push((path.to_vec(), *hash, blob.to_vec()));
        },
    );
    for (key, value) in pairs.iter().filter(|(key, _)| key[0] >> 4 == nibble) {
        trie.update(key, value).unwrap();
    }
    let root = trie.root();
    drop(trie);
    (root, nodes)
}

fn partition_root_node(nodes: &[Node]) -> &[u8] {
    nodes
        .iter()
        .find(|(path, _, _)| path.len() == 1)
        .map_or(&[], |(_, _, blob)| blob.as_slice())
}

#[test]
fn a_partition_reports_the_whole_tries_nodes_under_its_nibble_and_its_own_root_node() {
    let mut rng = TestRng::new(70);
    for count in [1, 2, 40, 3000] {
        let pairs = sorted_pairs(&mut rng, count);
        let (_, whole) = whole_trie(&pairs);
        for nibble in 0..16u8 {
            let (root, mut nodes) = partition(&pairs, nibble);
            let root_node = partition_root_node(&nodes).to_vec();
            if root_node.is_empty() {
                assert_eq!(root, EMPTY_ROOT, "{count} keys, nibble {nibble}");
            } else {
                assert_eq!(root, keccak256(&root_node), "{count} keys, nibble {nibble}");
            }
            let mut expected: Vec<Node> = whole
                .iter()
                .filter(|(path, _, _)| path.len() > 1 && path[0] == nibble)
                .cloned()
                .collect();
            nodes.retain(|(path, _, _)| path.len() > 1);
            expected.sort();
            nodes.sort();
            assert_eq!(nodes, expected, "{count} keys, nibble {nibble}");
        }
    }
}

#[test]
fn joining_the_partitions_gives_the_whole_tries_root_and_root_node() {
    let mut rng = TestRng::new(71);
    for count in [0, 1, 2, 5, 40, 3000] {
        for populated in [1usize, 2, 16] {
            let pairs: Vec<_> = sorted_pairs(&mut rng, count)
                .into_iter()
                .filter(|(key, _)| usize::from(key[0] >> 4) < populated)
                .collect();
            let (root, whole) = whole_trie(&pairs);
            let nodes: Vec<Vec<u8>> = (0..16)
                .map(|nibble| partition_root_node(&partition(&pairs, nibble).1).to_vec())
                .collect();
            let roots: [&[u8]; 16] = core::array::from_fn(|nibble| nodes[nibble].as_slice());
            assert_eq!(
                join_partitions(&[], &roots),
                Ok(root),
                "{} keys",
                pairs.len()
            );
            let mut reported = Vec::new();
            let joined = join_partitions_with_node_callback(
                &[],
                &roots,
                |path: &[u8], hash: &[u8; 32], blob: &[u8]| {
                    reported.push((path.to_vec(), *hash, blob.to_vec()));
                },
            );
            assert_eq!(joined, Ok(root));
            assert_eq!(
                reported.as_slice(),
                &whole[whole.len().saturating_sub(1)..],
                "{} keys",
                pairs.len()
            );
        }
    }
}

#[test]
fn a_key_outside_the_partition_is_refused_and_changes_nothing() {
    let mut trie = StackTrie::partition(&[0xa, 0x1]);
    trie.update(&[0xa1, 0x00], b"first").unwrap();
    assert_eq!(
        trie.update(&[0xa2], b"outside"),
        Err(TrieError::KeyOutsidePartition)
    );
    assert_eq!(
        trie.update(&[0xb1, 0x01], b"outside"),
        Err(TrieError::KeyOutsidePartition)
    );
    trie.update(&[0xa1, 0x01], b"second").unwrap();
    let mut expected = StackTrie::partition(&[0xa, 0x1]);
    expected.update(&[0xa1, 0x00], b"first").unwrap();
    expected.update(&[0xa1, 0x01], b"second").unwrap();
    assert_eq!(trie.root(), expected.root());
    assert!(TrieError::KeyOutsidePartition
        .to_string()
        .contains("prefix"));
}

#[test]
fn joining_bytes_that_are_not_a_node_is_an_error() {
    let mut roots: [&[u8]; 16] = [&[]; 16];
    roots[3] = &[0x83, b'd', b'o', b'g'];
    assert_eq!(join_partitions(&[], &roots), Err(TrieError::InvalidNode));
}

#[test]
#[should_panic(expected = "prefix")]
fn a_partition_of_a_nibble_over_15_panics() {
    let _ = StackTrie::partition(&[16]);
}
