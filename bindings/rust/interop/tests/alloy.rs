// SPDX-License-Identifier: MIT OR Apache-2.0
//! alloy-primitives with `native-keccak` (and no other keccak feature) calls
//! the C symbol `native_keccak256`, which keccakx-sys's feature `native-keccak`
//! defines: this test binary links only because it does, and alloy's
//! `keccak256` then gives keccakx's bytes.

// The reference that makes the linker see keccakx-sys and its symbol.
use keccakx_sys as _;

#[test]
fn alloy_keccak256_through_the_native_hook_equals_keccakx() {
    for len in [0usize, 1, 32, 64, 135, 136, 137, 1000, 5000] {
        let message: Vec<u8> = (0..len).map(|i| (i * 7) as u8).collect();
        assert_eq!(
            alloy_primitives::keccak256(&message).0,
            keccakx::keccak256(&message),
            "{len} bytes"
        );
    }
}

#[test]
fn alloy_keccak256_of_the_empty_message_is_alloys_constant() {
    assert_eq!(
        alloy_primitives::keccak256([]),
        alloy_primitives::KECCAK256_EMPTY
    );
}
