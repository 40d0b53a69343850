// SPDX-License-Identifier: MIT OR Apache-2.0
//! With the `digest-0_11` feature, `keccakx::digest_0_11` holds the hashers for
//! digest 0.11, which give the same bytes as the digest 0.10 types of the root.
#![cfg(feature = "digest-0_11")]

use keccakx::digest_0_11::{self as v011, digest::common::hazmat::SerializableState};

fn digest_011<D: v011::Digest>(message: &[u8]) -> Vec<u8> {
    D::digest(message).to_vec()
}

fn digest_010<D: keccakx::Digest>(message: &[u8]) -> Vec<u8> {
    D::digest(message).to_vec()
}

/// Lengths around one and two blocks of every rate, so that the buffered
/// wrapper hands the core zero, one and several whole blocks.
const LENGTHS: [usize; 9] = [0, 1, 71, 72, 73, 136, 137, 300, 1000];

fn same_bytes_through_both_generations<D010: keccakx::Digest, D011: v011::Digest>() {
    for length in LENGTHS {
        let message = vec![0xa5u8; length];
        assert_eq!(
            digest_011::<D011>(&message),
            digest_010::<D010>(&message),
            "{length} bytes"
        );
    }
}

#[test]
fn every_fixed_size_hash_gives_the_same_bytes_through_both_trait_generations() {
    same_bytes_through_both_generations::<keccakx::Keccak224, v011::Keccak224>();
    same_bytes_through_both_generations::<keccakx::Keccak256, v011::Keccak256>();
    same_bytes_through_both_generations::<keccakx::Keccak384, v011::Keccak384>();
    same_bytes_through_both_generations::<keccakx::Keccak512, v011::Keccak512>();
    same_bytes_through_both_generations::<keccakx::Keccak256Full, v011::Keccak256Full>();
    same_bytes_through_both_generations::<keccakx::Sha3_224, v011::Sha3_224>();
    same_bytes_through_both_generations::<keccakx::Sha3_256, v011::Sha3_256>();
    same_bytes_through_both_generations::<keccakx::Sha3_384, v011::Sha3_384>();
    same_bytes_through_both_generations::<keccakx::Sha3_512, v011::Sha3_512>();
}

#[test]
fn finalize_reset_through_digest_0_11_starts_over() {
    use v011::Digest;
    let mut hasher = v011::Sha3_256::new();
    hasher.update([7u8; 200]);
    assert_eq!(
        hasher.finalize_reset().to_vec(),
        digest_010::<keccakx::Sha3_256>(&[7u8; 200])
    );
    assert_eq!(
        hasher.finalize().to_vec(),
        digest_010::<keccakx::Sha3_256>(b"")
    );
}

#[test]
fn shake_reads_the_same_stream_through_both_trait_generations() {
    use v011::digest::{ExtendableOutput, Update, XofReader};
    let mut hasher = v011::Shake256::default();
    hasher.update(b"seed");
    let mut reader = hasher.finalize_xof();
    let mut ours = [0u8; 300];
    reader.read(&mut ours[..100]);
    reader.read(&mut ours[100..]);

    let mut expected = [0u8; 300];
    <keccakx::Shake256 as keccakx::digest::ExtendableOutput>::digest_xof(b"seed", &mut expected);
    assert_eq!(ours, expected);
}

#[test]
fn a_serialized_hasher_continues_where_it_stopped() {
    use v011::Digest;
    for split in LENGTHS {
        let message = vec![0x3cu8; 1000];
        let mut hasher = v011::Keccak256::new();
        hasher.update(&message[..split]);
        let saved = hasher.serialize();
        let mut restored = v011::Keccak256::deserialize(&saved).expect("a state it wrote");
        restored.update(&message[split..]);
        assert_eq!(
            restored.finalize()[..],
            keccakx::keccak256(&message),
            "split at {split}"
        );
    }
}

#[test]
fn a_serialized_shake_continues_where_it_stopped_with_or_without_buffered_input() {
    use v011::digest::{ExtendableOutput, Update};
    let message: Vec<u8> = (0..1000).map(|i| i as u8).collect();
    let mut expected = [0u8; 64];
    v011::Shake128::default()
        .chain(&message)
        .finalize_xof_into(&mut expected);
    for split in [0, 1, 100, 167, 168, 169, 500, 671, 672, 673] {
        let mut hasher = v011::Shake128::default();
        for piece in message[..split].chunks(60) {
            hasher.update(piece);
        }
        let saved = hasher.serialize();
        let mut restored = v011::Shake128::deserialize(&saved).expect("a state it wrote");
        restored.update(&message[split..]);
        let mut ours = [0u8; 64];
        restored.finalize_xof_into(&mut ours);
        assert_eq!(ours, expected, "serialized after {split} bytes");
    }
}

#[test]
fn a_state_serialized_by_another_algorithm_is_refused() {
    use v011::Digest;
    let mut sha3 = v011::Sha3_256::new();
    sha3.update(b"abc");
    let saved = sha3.serialize();
    assert!(v011::Keccak256::deserialize(&saved).is_err());
    assert!(v011::Sha3_256::deserialize(&saved).is_ok());

    let shake = v011::Shake256::default().serialize();
    assert!(v011::Shake128::deserialize(&shake).is_err());
}

#[test]
fn a_corrupted_state_is_refused() {
    let mut saved = v011::Sha3_512::default().serialize();
    saved[0] ^= 0xff; // the format version
    assert!(v011::Sha3_512::deserialize(&saved).is_err());

    let mut saved = v011::Sha3_512::default().serialize();
    saved[3] = 200; // a position beyond the rate
    assert!(v011::Sha3_512::deserialize(&saved).is_err());
}

#[test]
fn shake_reports_the_collision_resistance_of_fips_202() {
    use v011::digest::typenum::Unsigned;
    use v011::CollisionResistance;
    assert_eq!(
        <v011::Shake128 as CollisionResistance>::CollisionResistance::USIZE,
        16
    );
    assert_eq!(
        <v011::Shake256 as CollisionResistance>::CollisionResistance::USIZE,
        32
    );
}
