// SPDX-License-Identifier: MIT OR Apache-2.0
//! The RustCrypto `digest` behaviour that code written for the sha3 crate relies on.

const MESSAGE: &[u8] = b"The quick brown fox jumps over the lazy dog";

/// Through `Digest`, the trait most code imports.
mod fixed_size {

    use keccakx::digest::crypto_common::BlockSizeUser;
    use keccakx::digest::{FixedOutputReset, OutputSizeUser};
    use keccakx::{Digest, Keccak256, Keccak512, Sha3_224, Sha3_256, Shake128, Shake256};

    use super::MESSAGE;

    #[test]
    fn clone_forks_the_computation() {
        let mut original = Keccak256::new_with_prefix(b"common prefix ");
        let mut fork = original.clone();
        original.update(b"left");
        fork.update(b"right");
        assert_eq!(
            original.finalize(),
            Keccak256::digest(b"common prefix left")
        );
        assert_eq!(fork.finalize(), Keccak256::digest(b"common prefix right"));
    }

    #[test]
    fn reset_discards_the_input_so_far() {
        let mut hasher = Sha3_256::new();
        hasher.update(b"discarded");
        hasher.reset();
        hasher.update(MESSAGE);
        assert_eq!(hasher.finalize(), sha3::Sha3_256::digest(MESSAGE));
    }

    #[test]
    fn finalize_reset_returns_the_digest_and_starts_over() {
        let mut hasher = Keccak512::new();
        hasher.update(MESSAGE);
        assert_eq!(hasher.finalize_reset(), Keccak512::digest(MESSAGE));
        hasher.update(b"second");
        assert_eq!(hasher.finalize_reset(), Keccak512::digest(b"second"));
        assert_eq!(hasher.finalize(), Keccak512::digest(b""));
    }

    #[test]
    fn finalize_into_reset_writes_into_the_callers_array() {
        let mut hasher = Sha3_224::new();
        hasher.update(MESSAGE);
        let mut out = Default::default();
        FixedOutputReset::finalize_into_reset(&mut hasher, &mut out);
        assert_eq!(out, sha3::Sha3_224::digest(MESSAGE));
        assert_eq!(hasher.finalize(), sha3::Sha3_224::digest(b""));
    }

    #[test]
    fn empty_updates_change_nothing() {
        let mut hasher = Keccak256::new();
        hasher.update(b"");
        hasher.update(MESSAGE);
        hasher.update([]);
        assert_eq!(hasher.finalize(), Keccak256::digest(MESSAGE));
    }

    #[test]
    fn chain_update_equals_update() {
        let chained = Keccak256::new()
            .chain_update(b"ab")
            .chain_update(b"c")
            .finalize();
        assert_eq!(chained, Keccak256::digest(b"abc"));
    }

    #[test]
    fn output_and_block_sizes_equal_those_of_the_sha3_crate() {
        assert_eq!(
            <Keccak256 as Digest>::output_size(),
            <sha3::Keccak256 as Digest>::output_size()
        );
        assert_eq!(<Sha3_224 as OutputSizeUser>::output_size(), 28);
        assert_eq!(Keccak256::block_size(), sha3::Keccak256::block_size());
        assert_eq!(Keccak512::block_size(), sha3::Keccak512::block_size());
        assert_eq!(Shake128::block_size(), sha3::Shake128::block_size());
        assert_eq!(Shake256::block_size(), sha3::Shake256::block_size());
    }

    #[test]
    fn simple_hmac_gives_the_same_tags_as_with_the_sha3_crate() {
        use hmac::{Mac, SimpleHmac};
        let tag = |mut mac: SimpleHmac<Keccak256>| {
            mac.update(MESSAGE);
            mac.finalize().into_bytes()
        };
        let expected = {
            let mut mac =
                SimpleHmac::<sha3::Keccak256>::new_from_slice(b"key").expect("any key length");
            mac.update(MESSAGE);
            mac.finalize().into_bytes()
        };
        assert_eq!(
            tag(SimpleHmac::new_from_slice(b"key").expect("any key length")),
            expected
        );
    }

    #[cfg(feature = "std")]
    #[test]
    fn io_write_feeds_the_hasher() {
        use std::io::Write;
        let mut hasher = Keccak256::new();
        std::io::copy(&mut &MESSAGE[..], &mut hasher).expect("writing to a hasher cannot fail");
        hasher.flush().expect("nothing to flush");
        assert_eq!(hasher.finalize(), Keccak256::digest(MESSAGE));
    }
}

/// Through `DynDigest`, for code that picks the hash at run time.
mod dynamic {
    use keccakx::digest::DynDigest;
    use keccakx::{Keccak256, Sha3_256};

    use super::MESSAGE;

    #[test]
    fn boxed_dyn_digest_hashes_like_the_concrete_type() {
        let mut hashers: Vec<Box<dyn DynDigest>> = vec![
            Box::new(Keccak256::default()),
            Box::new(Sha3_256::default()),
        ];
        for hasher in &mut hashers {
            hasher.update(MESSAGE);
        }
        assert_eq!(
            *hashers[0].finalize_reset(),
            *<Keccak256 as keccakx::Digest>::digest(MESSAGE)
        );
        assert_eq!(
            *hashers[1].box_clone().finalize(),
            *<Sha3_256 as keccakx::Digest>::digest(MESSAGE)
        );
    }
}

/// SHAKE through `Update`, `ExtendableOutput` and `XofReader`.
mod extendable_output {

    use keccakx::digest::{ExtendableOutput, ExtendableOutputReset, Reset, Update, XofReader};
    use keccakx::{Shake128, Shake256};

    use super::MESSAGE;

    #[cfg(feature = "std")]
    #[test]
    fn io_read_reads_the_xof_stream() {
        use std::io::Write;
        let mut expected = [0u8; 300];
        Shake256::digest_xof(MESSAGE, &mut expected);
        let mut hasher = Shake256::default();
        hasher
            .write_all(MESSAGE)
            .expect("writing to a hasher cannot fail");
        let mut reader = hasher.finalize_xof();
        let mut output = [0u8; 300];
        std::io::Read::read_exact(&mut reader, &mut output).expect("the stream never ends");
        assert_eq!(output, expected);
    }

    #[test]
    fn xof_matches_the_sha3_crate_including_finalize_xof_into() {
        let mut ours = [0u8; 500];
        Shake128::default()
            .chain(MESSAGE)
            .finalize_xof_into(&mut ours);
        let mut theirs = [0u8; 500];
        sha3::Shake128::default()
            .chain(MESSAGE)
            .finalize_xof_into(&mut theirs);
        assert_eq!(ours, theirs);
    }

    #[test]
    fn finalize_xof_reset_returns_the_stream_and_starts_over() {
        let mut hasher = Shake128::default();
        hasher.update(MESSAGE);
        let mut first = [0u8; 64];
        hasher.finalize_xof_reset().read(&mut first);
        let mut expected = [0u8; 64];
        Shake128::digest_xof(MESSAGE, &mut expected);
        assert_eq!(first, expected);

        let mut after_reset = [0u8; 64];
        hasher.finalize_xof_into(&mut after_reset);
        Shake128::digest_xof(b"", &mut expected);
        assert_eq!(after_reset, expected);
    }

    #[test]
    fn xof_reset_discards_the_input_so_far() {
        let mut hasher = Shake256::default();
        hasher.update(b"discarded");
        hasher.reset();
        hasher.update(MESSAGE);
        let (mut ours, mut expected) = ([0u8; 32], [0u8; 32]);
        hasher.finalize_xof_into(&mut ours);
        Shake256::digest_xof(MESSAGE, &mut expected);
        assert_eq!(ours, expected);
    }

    #[test]
    fn cloned_reader_continues_from_the_same_position() {
        let mut reader = Shake128::default().chain(MESSAGE).finalize_xof();
        let mut skipped = [0u8; 200];
        reader.read(&mut skipped);
        let mut clone = reader.clone();
        let (mut a, mut b) = ([0u8; 100], [0u8; 100]);
        reader.read(&mut a);
        clone.read(&mut b);
        assert_eq!(a, b);
    }
}

#[test]
fn debug_names_the_type_without_showing_the_state() {
    assert_eq!(
        format!("{:?}", keccakx::Keccak256::default()),
        "Keccak256 { .. }"
    );
    assert_eq!(
        format!(
            "{:?}",
            keccakx::digest::ExtendableOutput::finalize_xof(keccakx::Shake128::default())
        ),
        "Shake128Reader { .. }"
    );
}

#[test]
fn hashers_and_readers_can_move_between_threads() {
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    assert_send_sync::<keccakx::Keccak256>();
    assert_send_sync::<keccakx::Shake256>();
    assert_send_sync::<keccakx::Shake256Reader>();
}

#[cfg(feature = "oid")]
#[test]
fn sha3_types_carry_the_same_object_identifiers_as_the_sha3_crate() {
    use keccakx::digest::const_oid::AssociatedOid;
    assert_eq!(keccakx::Sha3_224::OID, sha3::Sha3_224::OID);
    assert_eq!(keccakx::Sha3_256::OID, sha3::Sha3_256::OID);
    assert_eq!(keccakx::Sha3_384::OID, sha3::Sha3_384::OID);
    assert_eq!(keccakx::Sha3_512::OID, sha3::Sha3_512::OID);
    assert_eq!(keccakx::Shake128::OID, sha3::Shake128::OID);
}

#[cfg(feature = "oid")]
#[test]
fn shake256_carries_the_nist_object_identifier() {
    use keccakx::digest::const_oid::{AssociatedOid, ObjectIdentifier};
    // id-shake256 (NIST CSOR); sha3 0.10 gives SHAKE128's .11 here by mistake.
    assert_eq!(
        keccakx::Shake256::OID,
        ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.12")
    );
}
