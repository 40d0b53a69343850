// SPDX-License-Identifier: MIT OR Apache-2.0
//! Inputs at the edges of what the API takes: empty slices (whose pointers dangle),
//! slices at odd addresses and of odd lengths, output sizes that overflow. Rows of
//! docs/bad-input.md; what the types rule out (NULL, wrong types, reuse after
//! finalize, wrong state sizes) cannot be written, so it has no test.

mod common;

use common::{sha3_crate, TestRng};
use keccakx::digest::{Digest, ExtendableOutput, Update, XofReader};
use keccakx::{Algorithm, Error, Keccak256, Sha3_384, Shake256};

#[test]
fn empty_slices_with_dangling_pointers_are_the_empty_message() {
    let backing = [7u8; 8];
    let empty_vec: Vec<u8> = Vec::new();
    let want = sha3_crate(Algorithm::Keccak256, b"", 32);
    for (name, empty) in [
        ("Vec::new()", empty_vec.as_slice()),
        ("&[]", &[][..]),
        ("end of an array", &backing[8..]),
    ] {
        assert_eq!(keccakx::keccak256(empty)[..], want, "keccak256 of {name}");
        assert_eq!(Keccak256::digest(empty)[..], want, "digest of {name}");
        let mut hasher = Keccak256::new_with_prefix(empty);
        Digest::update(&mut hasher, empty);
        assert_eq!(hasher.finalize()[..], want, "updates of {name}");
        let mut many = [[0u8; 32]; 2];
        keccakx::hash_many(Algorithm::Keccak256, &[empty, empty], &mut many).unwrap();
        assert_eq!(many, [want.as_slice(); 2], "hash_many of {name}");
    }
}

#[test]
fn reading_into_an_empty_slice_reads_nothing() {
    let mut reader = Shake256::default().chain(b"abc").finalize_xof();
    reader.read(&mut []);
    let mut output = [0u8; 40];
    reader.read(&mut output);
    assert_eq!(output[..], sha3_crate(Algorithm::Shake256, b"abc", 40));
}

/// Slices that start at every offset into a buffer (so at addresses no multiple
/// of 8) and have odd lengths, as input and as output, give the sha3 crate's bytes.
#[test]
fn slices_at_odd_offsets_and_of_odd_lengths_hash_their_bytes() {
    let mut rng = TestRng::new(31);
    let backing = rng.bytes(3100);
    let mut out = vec![0u8; 3200];
    for offset in 1..8 {
        for len in [1, 7, 71, 73, 135, 137, 167, 169, 1001, 3001] {
            let message = &backing[offset..offset + len];
            let context = format!("{len} bytes at offset {offset}");
            assert_eq!(
                Sha3_384::digest(message)[..],
                sha3_crate(Algorithm::Sha3_384, message, 0),
                "{context}"
            );
            assert_eq!(
                keccakx::keccak256(message)[..],
                sha3_crate(Algorithm::Keccak256, message, 0),
                "{context}"
            );

            let mut hasher = Shake256::default();
            for piece in message.chunks(61) {
                hasher.update(piece);
            }
            let mut reader = hasher.finalize_xof();
            let (first, rest) = out[offset..offset + len].split_at_mut(len.min(3));
            reader.read(first);
            reader.read(rest);
            assert_eq!(
                out[offset..offset + len],
                sha3_crate(Algorithm::Shake256, message, len),
                "{context}"
            );

            let both = &mut out[offset..offset + 2 * 64];
            keccakx::hash_many_into(Algorithm::Sha3_512, &[message, &message[1..]], 64, both)
                .unwrap();
            assert_eq!(
                both[..64],
                sha3_crate(Algorithm::Sha3_512, message, 0),
                "{context}"
            );
            assert_eq!(
                both[64..],
                sha3_crate(Algorithm::Sha3_512, &message[1..], 0),
                "{context}"
            );
        }
    }
}

#[test]
fn hash_many_into_whose_output_size_overflows_is_refused() {
    let inputs = [b"a", b"b"];
    for output_len in [usize::MAX, usize::MAX / 2 + 1] {
        assert_eq!(
            keccakx::hash_many_into(Algorithm::Shake128, &inputs, output_len, &mut []),
            Err(Error::CountMismatch),
            "{output_len}"
        );
    }
}
