// SPDX-License-Identifier: MIT OR Apache-2.0
//! With the `digest-0_11` feature the same types implement the traits of
//! digest 0.11, and give the same bytes as through digest 0.10.
#![cfg(feature = "digest-0_11")]

use keccakx::digest_0_11 as digest011;

fn digest_011<D: digest011::Digest>(message: &[u8]) -> Vec<u8> {
    D::digest(message).to_vec()
}

fn digest_010<D: keccakx::Digest>(message: &[u8]) -> Vec<u8> {
    D::digest(message).to_vec()
}

#[test]
fn fixed_size_hashes_give_the_same_bytes_through_both_trait_generations() {
    let message = [0xa5u8; 300];
    assert_eq!(
        digest_011::<keccakx::Keccak256>(&message),
        digest_010::<keccakx::Keccak256>(&message)
    );
    assert_eq!(
        digest_011::<keccakx::Keccak224>(&message),
        digest_010::<keccakx::Keccak224>(&message)
    );
    assert_eq!(
        digest_011::<keccakx::Sha3_384>(&message),
        digest_010::<keccakx::Sha3_384>(&message)
    );
    assert_eq!(
        digest_011::<keccakx::Sha3_512>(&message),
        digest_010::<keccakx::Sha3_512>(&message)
    );
}

#[test]
fn finalize_reset_through_digest_0_11_starts_over() {
    use digest011::Digest;
    let mut hasher = keccakx::Sha3_256::new();
    hasher.update(b"first");
    assert_eq!(
        hasher.finalize_reset().to_vec(),
        digest_010::<keccakx::Sha3_256>(b"first")
    );
    assert_eq!(
        hasher.finalize().to_vec(),
        digest_010::<keccakx::Sha3_256>(b"")
    );
}

#[test]
fn shake_reads_the_same_stream_through_both_trait_generations() {
    use digest011::{ExtendableOutput, Update, XofReader};
    let mut hasher = keccakx::Shake256::default();
    hasher.update(b"seed");
    let mut reader = hasher.finalize_xof();
    let mut ours = [0u8; 300];
    reader.read(&mut ours[..100]);
    reader.read(&mut ours[100..]);

    let mut expected = [0u8; 300];
    <keccakx::Shake256 as keccakx::digest::ExtendableOutput>::digest_xof(b"seed", &mut expected);
    assert_eq!(ours, expected);
}
