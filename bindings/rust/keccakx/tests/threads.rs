// SPDX-License-Identifier: MIT OR Apache-2.0
//! Hashing from eight threads at once, with every algorithm through every entry
//! point, while another thread switches backends as fast as it can: the C library
//! promises that a switch changes only speed, even in the middle of a streaming hash.

mod common;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;

use common::{hash_by_type, sha3_crate, TestRng, RATE_BOUNDARY_LENGTHS};
use keccakx::digest::{ExtendableOutput, XofReader};
use keccakx::{Algorithm, Shake128, Shake256};

/// SHAKE output each thread reads: more than a block at either rate.
const XOF_LEN: usize = 300;

fn output_len(algorithm: Algorithm) -> usize {
    algorithm.digest_size().unwrap_or(XOF_LEN)
}

fn xof_read_in_two_parts<X: ExtendableOutput + Default>(message: &[u8]) -> Vec<u8> {
    let mut reader = X::default().chain(message).finalize_xof();
    let mut output = vec![0u8; XOF_LEN];
    let (first, rest) = output.split_at_mut(7);
    reader.read(first);
    reader.read(rest);
    output
}

/// The output of `message` through each single-message entry point, named.
fn every_entry_point(algorithm: Algorithm, message: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let third = message.len() / 3;
    let (first, rest) = message.split_at(third);
    let (second, last) = rest.split_at(third);
    let mut one = vec![0u8; output_len(algorithm)];
    keccakx::hash_many_into(algorithm, &[message], one.len(), &mut one).expect("hash_many_into");
    let mut outputs = vec![
        ("one update", hash_by_type(algorithm, &[message], XOF_LEN)),
        (
            "three updates",
            hash_by_type(algorithm, &[first, second, last], XOF_LEN),
        ),
        ("hash_many_into of one message", one),
    ];
    match algorithm {
        Algorithm::Keccak256 => outputs.push(("keccak256", keccakx::keccak256(message).to_vec())),
        Algorithm::Shake128 => outputs.push((
            "read in two parts",
            xof_read_in_two_parts::<Shake128>(message),
        )),
        Algorithm::Shake256 => outputs.push((
            "read in two parts",
            xof_read_in_two_parts::<Shake256>(message),
        )),
        _ => {}
    }
    outputs
}

/// Hashes `messages` with every algorithm, one message at a time and all at once,
/// ten times over; returns what differed from `expected` (per algorithm, per message).
fn hash_and_compare(messages: &[Vec<u8>], expected: &[Vec<Vec<u8>>]) -> Vec<String> {
    let mut wrong = Vec::new();
    for _ in 0..10 {
        for (&algorithm, expected) in Algorithm::ALL.iter().zip(expected) {
            for (message, want) in messages.iter().zip(expected) {
                for (via, got) in every_entry_point(algorithm, message) {
                    if got != *want {
                        wrong.push(format!("{algorithm:?} of {} bytes by {via}", message.len()));
                    }
                }
            }
            let len = output_len(algorithm);
            let mut all = vec![0u8; messages.len() * len];
            keccakx::hash_many_into(algorithm, messages, len, &mut all).expect("hash_many_into");
            if all.chunks(len).ne(expected.iter().map(Vec::as_slice)) {
                wrong.push(format!(
                    "{algorithm:?} of {} messages by hash_many_into",
                    messages.len()
                ));
            }
        }
    }
    wrong
}

#[test]
fn eight_threads_get_the_sha3_crates_output_from_every_entry_point_while_backends_switch() {
    let mut rng = TestRng::new(23);
    let messages: Vec<Vec<Vec<u8>>> = (0..8)
        .map(|_| {
            (0..10)
                .map(|_| {
                    let len = RATE_BOUNDARY_LENGTHS[rng.below(RATE_BOUNDARY_LENGTHS.len())];
                    rng.bytes(len)
                })
                .collect()
        })
        .collect();
    let expected: Vec<Vec<Vec<Vec<u8>>>> = messages
        .iter()
        .map(|mine| {
            Algorithm::ALL
                .iter()
                .map(|&algorithm| {
                    mine.iter()
                        .map(|m| sha3_crate(algorithm, m, XOF_LEN))
                        .collect()
                })
                .collect()
        })
        .collect();
    let backends: Vec<&str> = keccakx::backends().chain(["auto"]).collect();
    let hashing_done = AtomicBool::new(false);
    let switches = AtomicUsize::new(0);

    let outcomes: Vec<_> = thread::scope(|scope| {
        scope.spawn(|| {
            for name in backends.iter().cycle() {
                if hashing_done.load(Ordering::Relaxed) {
                    break;
                }
                keccakx::use_backend(name).expect("a backend of keccakx::backends()");
                switches.fetch_add(1, Ordering::Relaxed);
            }
        });
        let workers: Vec<_> = messages
            .iter()
            .zip(&expected)
            .map(|(mine, expected)| scope.spawn(|| hash_and_compare(mine, expected)))
            .collect();
        // Joined before the switcher is told to stop, whether they failed or not,
        // so that a failing thread cannot leave the switcher running forever.
        let outcomes = workers.into_iter().map(|worker| worker.join()).collect();
        hashing_done.store(true, Ordering::Relaxed);
        outcomes
    });
    keccakx::use_backend("auto").expect("auto");

    for (thread, outcome) in outcomes.into_iter().enumerate() {
        let wrong = outcome.unwrap_or_else(|_| panic!("hashing thread {thread} panicked"));
        assert!(
            wrong.is_empty(),
            "thread {thread}: wrong output of {wrong:?}"
        );
    }
    let switches = switches.into_inner();
    assert!(
        switches > 100,
        "only {switches} backend switches while hashing"
    );
}
