// SPDX-License-Identifier: MIT OR Apache-2.0
//! The functions beside the traits: hash_many, keccak256, the permutations,
//! backend selection, the version and the errors.

mod common;

use common::{lock_backends, TestRng};
use keccakx::digest::{ExtendableOutput, Update, XofReader};
use keccakx::{Algorithm, Digest, Error, Keccak256, Sha3_512, Shake128};

#[test]
fn hash_many_rejects_fewer_outputs_than_inputs_and_writes_nothing() {
    let inputs = [[1u8; 32]; 3];
    let mut outputs = [[7u8; 32]; 2];
    assert_eq!(
        keccakx::hash_many(Algorithm::Keccak256, &inputs, &mut outputs),
        Err(Error::CountMismatch)
    );
    assert_eq!(outputs, [[7u8; 32]; 2]);
}

#[test]
fn hash_many_rejects_an_output_length_other_than_the_digest_size() {
    let inputs = [b"a", b"b"];
    let mut outputs = [[7u8; 33]; 2];
    assert_eq!(
        keccakx::hash_many(Algorithm::Sha3_256, &inputs, &mut outputs),
        Err(Error::BadLength)
    );
    assert_eq!(outputs, [[7u8; 33]; 2]);
}

#[test]
fn hash_many_of_no_message_succeeds() {
    let inputs: [&[u8]; 0] = [];
    let mut outputs: [[u8; 32]; 0] = [];
    assert_eq!(
        keccakx::hash_many(Algorithm::Keccak256, &inputs, &mut outputs),
        Ok(())
    );
}

#[test]
fn hash_many_takes_any_container_of_bytes() {
    let expected = [Keccak256::digest(b"ab"), Keccak256::digest(b"cd")].map(<[u8; 32]>::from);
    let mut outputs = [[0u8; 32]; 2];
    keccakx::hash_many(Algorithm::Keccak256, &["ab", "cd"], &mut outputs).unwrap();
    assert_eq!(outputs, expected);
    keccakx::hash_many(
        Algorithm::Keccak256,
        &[b"ab".to_vec(), b"cd".to_vec()],
        &mut outputs,
    )
    .unwrap();
    assert_eq!(outputs, expected);
    keccakx::hash_many(
        Algorithm::Keccak256,
        &[&b"ab"[..], &b"cd"[..]],
        &mut outputs,
    )
    .unwrap();
    assert_eq!(outputs, expected);
}

#[test]
fn hash_many_handles_more_messages_than_one_call_into_c_takes() {
    let mut rng = TestRng::new(7);
    let inputs: Vec<Vec<u8>> = (0..203).map(|i| rng.bytes(i % 150)).collect();
    let mut outputs = vec![[0u8; 64]; inputs.len()];
    keccakx::hash_many(Algorithm::Sha3_512, &inputs, &mut outputs).unwrap();
    for (input, output) in inputs.iter().zip(&outputs) {
        assert_eq!(
            output[..],
            Sha3_512::digest(input)[..],
            "{} bytes",
            input.len()
        );
    }
}

#[test]
fn hash_many_into_gives_shake_output_of_a_length_chosen_at_run_time() {
    let mut rng = TestRng::new(8);
    let inputs: Vec<Vec<u8>> = (0..70).map(|i| rng.bytes(i * 3)).collect();
    for output_len in [0, 1, 168, 169, 700] {
        let mut out = vec![0u8; inputs.len() * output_len];
        keccakx::hash_many_into(Algorithm::Shake256, &inputs, output_len, &mut out).unwrap();
        for (input, output) in inputs.iter().zip(out.chunks(output_len.max(1))) {
            let mut expected = vec![0u8; output_len];
            keccakx::Shake256::default()
                .chain(input)
                .finalize_xof()
                .read(&mut expected);
            assert_eq!(
                output[..output_len],
                expected[..],
                "{output_len} bytes of output"
            );
        }
    }
}

#[test]
fn hash_many_into_rejects_an_output_buffer_of_the_wrong_size_and_writes_nothing() {
    let inputs = [b"a", b"b"];
    let mut out = [7u8; 63];
    assert_eq!(
        keccakx::hash_many_into(Algorithm::Keccak256, &inputs, 32, &mut out),
        Err(Error::CountMismatch)
    );
    assert_eq!(
        keccakx::hash_many_into(Algorithm::Keccak256, &inputs, 31, &mut out[..62]),
        Err(Error::BadLength)
    );
    assert_eq!(out, [7u8; 63]);
}

#[test]
fn hash_many_gives_shake_output_of_any_length() {
    fn check<const N: usize>() {
        let inputs = [&b"first"[..], &b"second"[..], &[0x55; 300][..]];
        let mut outputs = [[0u8; N]; 3];
        keccakx::hash_many(Algorithm::Shake128, &inputs, &mut outputs).unwrap();
        for (input, output) in inputs.iter().zip(&outputs) {
            let mut expected = [0u8; N];
            Shake128::default()
                .chain(input)
                .finalize_xof()
                .read(&mut expected);
            assert_eq!(*output, expected, "{N} bytes of output");
        }
    }
    check::<0>();
    check::<1>();
    check::<168>();
    check::<169>();
    check::<1000>();
}

#[test]
fn keccak256_equals_the_keccak256_hasher() {
    let mut rng = TestRng::new(11);
    for len in [0, 1, 32, 64, 135, 136, 137, 5000] {
        let message = rng.bytes(len);
        assert_eq!(
            keccakx::keccak256(&message)[..],
            Keccak256::digest(&message)[..],
            "{len} bytes"
        );
    }
}

#[test]
fn permute_rejects_rounds_outside_1_to_24_and_leaves_the_state() {
    let mut state = [3u64; 25];
    let mut states2 = [[3u64; 25]; 2];
    let mut states4 = [[3u64; 25]; 4];
    let mut states8 = [[3u64; 25]; 8];
    for rounds in [0, 25, u32::MAX] {
        assert_eq!(keccakx::permute(&mut state, rounds), Err(Error::BadRounds));
        assert_eq!(
            keccakx::permute_x2(&mut states2, rounds),
            Err(Error::BadRounds)
        );
        assert_eq!(
            keccakx::permute_x4(&mut states4, rounds),
            Err(Error::BadRounds)
        );
        assert_eq!(
            keccakx::permute_x8(&mut states8, rounds),
            Err(Error::BadRounds)
        );
    }
    assert_eq!(state, [3u64; 25]);
    assert_eq!(states8, [[3u64; 25]; 8]);
}

#[test]
fn multi_state_permutations_equal_permute_on_each_state() {
    let mut rng = TestRng::new(17);
    let mut states: [[u64; 25]; 8] =
        std::array::from_fn(|_| std::array::from_fn(|_| rng.next_u64()));
    let mut expected = states;
    for state in &mut expected {
        keccakx::permute(state, 24).unwrap();
    }
    keccakx::permute_x8(&mut states, 24).unwrap();
    assert_eq!(states, expected);
}

#[test]
fn generic_is_the_last_backend_and_always_available() {
    let names: Vec<&str> = keccakx::backends().collect();
    assert_eq!(names.last(), Some(&"generic"));
    let built: Vec<&str> = keccakx::backends_built().collect();
    assert!(
        names.iter().all(|name| built.contains(name)),
        "{names:?} not all in {built:?}"
    );
    assert_eq!(keccakx::backends().len(), names.len());
}

#[test]
fn backend_for_width_knows_only_widths_1_2_4_and_8() {
    for width in [1, 2, 4, 8] {
        assert!(keccakx::backend_for_width(width).is_some(), "width {width}");
    }
    for width in [0, 3, 5, 16, u32::MAX] {
        assert_eq!(keccakx::backend_for_width(width), None, "width {width}");
    }
}

#[test]
fn use_backend_rejects_names_that_are_no_backend() {
    let _guard = lock_backends();
    let before = keccakx::backend();
    let too_long = "x".repeat(1000);
    for name in ["", "z80", "generic\0", "GENERIC", too_long.as_str()] {
        assert_eq!(
            keccakx::use_backend(name),
            Err(Error::UnknownBackend),
            "{name:?}"
        );
    }
    assert_eq!(keccakx::backend(), before);
}

#[test]
fn use_backend_rejects_backends_this_cpu_cannot_run() {
    let _guard = lock_backends();
    // Only machines that lack some built backend can check this (for example an
    // x86-64 without AVX-512 when the avx512 backend is built).
    let runnable: Vec<&str> = keccakx::backends().collect();
    for name in keccakx::backends_built().filter(|name| !runnable.contains(name)) {
        assert_eq!(
            keccakx::use_backend(name),
            Err(Error::UnsupportedBackend),
            "{name}"
        );
    }
}

#[test]
fn use_backend_auto_restores_the_automatic_choice() {
    let _guard = lock_backends();
    let automatic = keccakx::backend();
    keccakx::use_backend("generic").unwrap();
    assert_eq!(keccakx::backend(), "generic");
    keccakx::use_backend("auto").unwrap();
    assert_eq!(keccakx::backend(), automatic);
}

#[test]
fn version_is_the_one_in_the_c_header() {
    let header = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../include/keccakx.h"
    ))
    .expect("the repository's header");
    let line = header
        .lines()
        .find(|line| line.starts_with("#define KX_VERSION_STRING"))
        .expect("version line");
    assert_eq!(line.split('"').nth(1), Some(keccakx::version()));
}

#[test]
fn algorithm_sizes_equal_those_of_the_hasher_types() {
    assert_eq!(
        Algorithm::Keccak256.digest_size(),
        Some(<Keccak256 as Digest>::output_size())
    );
    assert_eq!(
        Algorithm::Sha3_512.digest_size(),
        Some(<Sha3_512 as Digest>::output_size())
    );
    let rates: Vec<usize> = Algorithm::ALL.iter().map(|a| a.rate()).collect();
    assert_eq!(rates, [144, 136, 104, 72, 144, 136, 104, 72, 168, 136]);
    let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
    assert_eq!(names[..3], ["keccak-224", "keccak-256", "keccak-384"]);
    assert_eq!(names[8..], ["shake128", "shake256"]);
}

#[test]
fn every_error_has_its_own_message() {
    let errors = [
        Error::BadLength,
        Error::CountMismatch,
        Error::UnknownBackend,
        Error::UnsupportedBackend,
        Error::BadRounds,
    ];
    let messages: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    for (error, message) in errors.iter().zip(&messages) {
        assert!(message.len() > 10, "{error:?}: {message:?}");
        assert_eq!(
            messages.iter().filter(|m| *m == message).count(),
            1,
            "{message:?} repeats"
        );
    }
    let _: &dyn std::error::Error = &Error::BadRounds;
}
