// SPDX-License-Identifier: MIT OR Apache-2.0
//! hmac 0.12, hkdf 0.12 and pbkdf2 0.12 (digest 0.10) take every fixed-size
//! keccakx type where they take sha3's, and give the sha3 crate's bytes.

use hkdf::Hkdf;
use hmac::{Hmac, Mac};

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

/// The HMAC tags of every key and message length; a macro, since hmac 0.12
/// states its bounds on the core behind `CoreProxy`, too many to repeat.
macro_rules! hmac_tags {
    ($hash:ty) => {{
        let mut tags = Vec::new();
        for key_len in KEY_LENGTHS {
            for message_len in MESSAGE_LENGTHS {
                let mut mac =
                    Hmac::<$hash>::new_from_slice(&bytes(key_len, 1)).expect("any key length");
                mac.update(&bytes(message_len, 2));
                tags.push(mac.finalize().into_bytes().to_vec());
            }
        }
        tags
    }};
}

macro_rules! same_as_sha3 {
    ($test:ident, $name:ident) => {
        #[test]
        fn $test() {
            assert_eq!(hmac_tags!(keccakx::$name), hmac_tags!(sha3::$name), "HMAC");

            let salt = bytes(50, 3);
            let ikm = bytes(300, 4);
            let mut ours = [0u8; 100];
            let mut theirs = [0u8; 100];
            Hkdf::<keccakx::$name>::new(Some(&salt), &ikm)
                .expand(b"info", &mut ours)
                .expect("100 bytes is a valid length");
            Hkdf::<sha3::$name>::new(Some(&salt), &ikm)
                .expand(b"info", &mut theirs)
                .expect("100 bytes is a valid length");
            assert_eq!(ours, theirs, "HKDF");

            let mut ours = [0u8; 80];
            let mut theirs = [0u8; 80];
            pbkdf2::pbkdf2_hmac::<keccakx::$name>(b"password", b"salt", 3, &mut ours);
            pbkdf2::pbkdf2_hmac::<sha3::$name>(b"password", b"salt", 3, &mut theirs);
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
    let mut theirs = Hmac::<sha3::Keccak256>::new_from_slice(b"key").expect("any key length");
    theirs.update(b"message");
    let tag = theirs.finalize().into_bytes();

    let mut ours = Hmac::<keccakx::Keccak256>::new_from_slice(b"key").expect("any key length");
    ours.update(b"message");
    ours.verify_slice(&tag).expect("the same tag");
}
