// SPDX-License-Identifier: MIT OR Apache-2.0
//! Under the workspace's [patch.crates-io], every sha3 and keccak-asm of the tree
//! is keccakx: the very same types, and alloy-primitives hashes with them.

use std::any::TypeId;

#[test]
fn sha3_0_10_is_keccakx() {
    assert_eq!(
        TypeId::of::<sha3::Keccak256>(),
        TypeId::of::<keccakx::Keccak256>()
    );
    assert_eq!(
        TypeId::of::<sha3::Sha3_256Core>(),
        TypeId::of::<keccakx::Sha3_256Core>()
    );
    assert_eq!(
        TypeId::of::<sha3::Shake256>(),
        TypeId::of::<keccakx::Shake256>()
    );
}

#[test]
fn sha3_0_11_is_keccakx_digest_0_11() {
    // Cargo gives the tree one sha3 0.11, so this is alloy-primitives' sha3 too.
    assert_eq!(
        TypeId::of::<sha3_0_11::Keccak256>(),
        TypeId::of::<keccakx::digest_0_11::Keccak256>()
    );
}

#[test]
fn keccak_asm_is_keccakx() {
    assert_eq!(
        TypeId::of::<keccak_asm::Keccak256>(),
        TypeId::of::<keccakx::Keccak256>()
    );
}

#[test]
fn alloy_hashes_through_the_patched_sha3() {
    let message = [0x5au8; 300];
    assert_eq!(
        alloy_primitives::keccak256(message).0,
        keccakx::keccak256(&message)
    );
    let mut hasher = alloy_primitives::Keccak256::new();
    hasher.update(&message[..100]);
    hasher.update(&message[100..]);
    assert_eq!(hasher.finalize().0, keccakx::keccak256(&message));
}

#[test]
fn hmac_takes_the_patched_sha3_types() {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha3::Sha3_256>::new_from_slice(b"key").expect("any key length");
    mac.update(b"message");
    let mut same = Hmac::<keccakx::Sha3_256>::new_from_slice(b"key").expect("any key length");
    same.update(b"message");
    assert_eq!(mac.finalize().into_bytes(), same.finalize().into_bytes());
}
