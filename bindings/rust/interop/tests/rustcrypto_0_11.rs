// SPDX-License-Identifier: MIT OR Apache-2.0
//! hmac 0.13, hkdf 0.13 and pbkdf2 0.13 (digest 0.11) take every fixed-size
//! type of keccakx::digest_0_11 where they take sha3 0.11's, and give its bytes.

use hkdf_0_13::Hkdf;
use hmac_0_13::{Hmac, KeyInit, Mac};

/// Keys shorter than, as long as and longer than every block (rate), so that
/// HMAC pads some keys and hashes others first.
const KEY_LENGTHS: [usize; 5] = [0, 20, 72, 136, 200];
/// Messages of zero, one and several blocks.
const MESSAGE_LENGTHS: [usize; 4] = [0, 3, 136, 1000];

fn bytes(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
        .collect()
}

fn hmac_tags<D: hmac_0_13::EagerHash>() -> Vec<Vec<u8>> {
    let mut tags = Vec::new();
    for key_len in KEY_LENGTHS {
        for message_len in MESSAGE_LENGTHS {
            let mut mac =
                <Hmac<D> as KeyInit>::new_from_slice(&bytes(key_len, 1)).expect("any key length");
            mac.update(&bytes(message_len, 2));
            tags.push(mac.finalize().into_bytes().to_vec());
        }
    }
    tags
}

macro_rules! same_as_sha3 {
    ($test:ident, $name:ident) => {
        #[test]
        fn $test() {
            assert_eq!(
                hmac_tags::<keccakx::digest_0_11::$name>(),
                hmac_tags::<sha3_0_11::$name>(),
                "HMAC"
            );

            let salt = bytes(50, 3);
            let ikm = bytes(300, 4);
            let mut ours = [0u8; 100];
            let mut theirs = [0u8; 100];
            Hkdf::<keccakx::digest_0_11::$name>::new(Some(&salt), &ikm)
                .expand(b"info", &mut ours)
                .expect("100 bytes is a valid length");
            Hkdf::<sha3_0_11::$name>::new(Some(&salt), &ikm)
                .expand(b"info", &mut theirs)
                .expect("100 bytes is a valid length");
            assert_eq!(ours, theirs, "HKDF");

            let mut ours = [0u8; 80];
            let mut theirs = [0u8; 80];
            pbkdf2_0_13::pbkdf2_hmac::<keccakx::digest_0_11::$name>(
                b"password",
                b"salt",
                3,
                &mut ours,
            );
            pbkdf2_0_13::pbkdf2_hmac::<sha3_0_11::$name>(b"password", b"salt", 3, &mut theirs);
            assert_eq!(ours, theirs, "PBKDF2");
        }
    };
}

same_as_sha3!(keccak224_hmac_hkdf_and_pbkdf2_equal_sha3s, Keccak224);
same_as_sha3!(keccak256_hmac_hkdf_and_pbkdf2_equal_sha3s, Keccak256);
same_as_sha3!(keccak384_hmac_hkdf_and_pbkdf2_equal_sha3s, Keccak384);
same_as_sha3!(keccak512_hmac_hkdf_and_pbkdf2_equal_sha3s, Keccak512);
same_as_sha3!(
    keccak256_full_hmac_hkdf_and_pbkdf2_equal_sha3s,
    Keccak256Full
);
same_as_sha3!(sha3_224_hmac_hkdf_and_pbkdf2_equal_sha3s, Sha3_224);
same_as_sha3!(sha3_256_hmac_hkdf_and_pbkdf2_equal_sha3s, Sha3_256);
same_as_sha3!(sha3_384_hmac_hkdf_and_pbkdf2_equal_sha3s, Sha3_384);
same_as_sha3!(sha3_512_hmac_hkdf_and_pbkdf2_equal_sha3s, Sha3_512);

#[test]
fn hmac_verifies_a_tag_made_with_the_sha3_crate() {
    let mut theirs =
        <Hmac<sha3_0_11::Keccak256> as KeyInit>::new_from_slice(b"key").expect("any key length");
    theirs.update(b"message");
    let tag = theirs.finalize().into_bytes();

    let mut ours = <Hmac<keccakx::digest_0_11::Keccak256> as KeyInit>::new_from_slice(b"key")
        .expect("any key length");
    ours.update(b"message");
    ours.verify_slice(&tag).expect("the same tag");
}
