// SPDX-License-Identifier: MIT OR Apache-2.0
//! The repository's known-answer vectors (tests/vectors/), with every backend forced in turn.

mod common;

use common::{for_each_backend, hash_by_type, hash_many_any, hash_vectors, permutation_vectors};
use keccakx::Algorithm;

#[test]
fn hasher_types_give_the_vector_hashes_on_every_backend() {
    let vectors = hash_vectors();
    for_each_backend(|backend| {
        for vector in &vectors {
            let output = hash_by_type(vector.algorithm, &[&vector.message], vector.output.len());
            assert_eq!(
                output,
                vector.output,
                "{backend}: {} of {} bytes",
                vector.algorithm.name(),
                vector.message.len()
            );
        }
    });
}

#[test]
fn updates_cut_anywhere_give_the_vector_hashes_on_every_backend() {
    let vectors = hash_vectors();
    for_each_backend(|backend| {
        for vector in vectors.iter().filter(|vector| vector.message.len() > 1) {
            let len = vector.message.len();
            let (a, rest) = vector.message.split_at(len / 3);
            let (b, c) = rest.split_at(rest.len() / 2);
            let output = hash_by_type(vector.algorithm, &[a, b, &[], c], vector.output.len());
            assert_eq!(
                output,
                vector.output,
                "{backend}: {} of {len} bytes",
                vector.algorithm.name()
            );
        }
    });
}

#[test]
fn hash_many_gives_the_vector_hashes_on_every_backend() {
    let vectors = hash_vectors();
    for_each_backend(|backend| {
        for algorithm in Algorithm::ALL {
            let of_algorithm: Vec<_> = vectors
                .iter()
                .filter(|v| v.algorithm == algorithm)
                .collect();
            let messages: Vec<Vec<u8>> = of_algorithm.iter().map(|v| v.message.clone()).collect();
            let outputs = hash_many_any(algorithm, &messages);
            for (vector, output) in of_algorithm.iter().zip(&outputs) {
                assert_eq!(
                    output[..],
                    vector.output[..output.len()],
                    "{backend}: {}",
                    algorithm.name()
                );
            }
        }
    });
}

#[test]
fn keccak256_function_gives_the_vector_hashes_on_every_backend() {
    let vectors = hash_vectors();
    for_each_backend(|backend| {
        for vector in vectors
            .iter()
            .filter(|v| v.algorithm == Algorithm::Keccak256)
        {
            assert_eq!(
                keccakx::keccak256(&vector.message)[..],
                vector.output,
                "{backend}"
            );
        }
    });
}

#[test]
fn permute_gives_the_vector_states_on_every_backend() {
    let vectors = permutation_vectors();
    for_each_backend(|backend| {
        for vector in &vectors {
            let mut state = vector.input;
            keccakx::permute(&mut state, vector.rounds).expect("valid rounds");
            assert_eq!(state, vector.output, "{backend}: {} rounds", vector.rounds);
        }
    });
}

/// Each state of a multi-state call gets a different vector (all with the same
/// rounds), so a kernel that mixes up its states fails.
fn check_multi_state<const N: usize>(
    backend: &str,
    permute_n: fn(&mut [[u64; 25]; N], u32) -> Result<(), keccakx::Error>,
) {
    let vectors = permutation_vectors();
    for rounds in [1, 12, 24] {
        let same_rounds: Vec<_> = vectors.iter().filter(|v| v.rounds == rounds).collect();
        assert!(!same_rounds.is_empty(), "no vector with {rounds} rounds");
        for offset in 0..same_rounds.len() {
            let pick = |i: usize| same_rounds[(offset + i) % same_rounds.len()];
            let mut states: [[u64; 25]; N] = std::array::from_fn(|i| pick(i).input);
            permute_n(&mut states, rounds).expect("valid rounds");
            for (i, state) in states.iter().enumerate() {
                assert_eq!(
                    *state,
                    pick(i).output,
                    "{backend}: x{N}, state {i}, {rounds} rounds"
                );
            }
        }
    }
}

#[test]
fn permute_x2_gives_the_vector_states_on_every_backend() {
    for_each_backend(|backend| check_multi_state::<2>(backend, keccakx::permute_x2));
}

#[test]
fn permute_x4_gives_the_vector_states_on_every_backend() {
    for_each_backend(|backend| check_multi_state::<4>(backend, keccakx::permute_x4));
}

#[test]
fn permute_x8_gives_the_vector_states_on_every_backend() {
    for_each_backend(|backend| check_multi_state::<8>(backend, keccakx::permute_x8));
}
