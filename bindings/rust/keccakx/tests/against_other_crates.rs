// SPDX-License-Identifier: MIT OR Apache-2.0
//! Random inputs whose lengths straddle every rate, hashed by keccakx on every
//! backend and by two independent Rust implementations: the sha3 crate and tiny-keccak.

mod common;

use common::{
    for_each_backend, hash_by_type, hash_many_any, sha3_crate, TestRng, RATE_BOUNDARY_LENGTHS,
    SHAKE_MANY_OUTPUT,
};
use keccakx::Algorithm;
use sha3::digest::{ExtendableOutput, Update};
use tiny_keccak::{Hasher, Keccak, Sha3, Shake, Xof};

/// SHAKE output read from the hasher types: past two blocks at either rate.
const SHAKE_OUTPUT: usize = 400;

fn tiny_keccak(algorithm: Algorithm, message: &[u8], output_len: usize) -> Vec<u8> {
    fn finish(mut hasher: impl Hasher, message: &[u8], output_len: usize) -> Vec<u8> {
        hasher.update(message);
        let mut output = vec![0u8; output_len];
        hasher.finalize(&mut output);
        output
    }
    match algorithm {
        Algorithm::Keccak224 => finish(Keccak::v224(), message, 28),
        Algorithm::Keccak256 => finish(Keccak::v256(), message, 32),
        Algorithm::Keccak384 => finish(Keccak::v384(), message, 48),
        Algorithm::Keccak512 => finish(Keccak::v512(), message, 64),
        Algorithm::Sha3_224 => finish(Sha3::v224(), message, 28),
        Algorithm::Sha3_256 => finish(Sha3::v256(), message, 32),
        Algorithm::Sha3_384 => finish(Sha3::v384(), message, 48),
        Algorithm::Sha3_512 => finish(Sha3::v512(), message, 64),
        Algorithm::Shake128 | Algorithm::Shake256 => {
            let mut shake = if algorithm == Algorithm::Shake128 {
                Shake::v128()
            } else {
                Shake::v256()
            };
            shake.update(message);
            let mut output = vec![0u8; output_len];
            shake.squeeze(&mut output);
            output
        }
    }
}

/// One random message of each boundary length, plus a few of random lengths.
fn random_messages(rng: &mut TestRng) -> Vec<Vec<u8>> {
    let mut lengths = RATE_BOUNDARY_LENGTHS.to_vec();
    lengths.extend((0..20).map(|_| rng.below(2000)));
    lengths.into_iter().map(|len| rng.bytes(len)).collect()
}

/// Cuts `message` into random pieces (some empty).
fn random_pieces<'a>(rng: &mut TestRng, message: &'a [u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    let mut rest = message;
    while !rest.is_empty() {
        let (piece, tail) = rest.split_at(rng.below(rest.len() + 1));
        pieces.push(piece);
        rest = tail;
    }
    pieces
}

#[test]
fn hasher_types_agree_with_the_sha3_crate_on_every_backend() {
    let mut rng = TestRng::new(0x5eed_0001);
    let messages = random_messages(&mut rng);
    for_each_backend(|backend| {
        for algorithm in Algorithm::ALL {
            for message in &messages {
                assert_eq!(
                    hash_by_type(algorithm, &[message], SHAKE_OUTPUT),
                    sha3_crate(algorithm, message, SHAKE_OUTPUT),
                    "{backend}: {} of {} bytes",
                    algorithm.name(),
                    message.len()
                );
            }
        }
    });
}

#[test]
fn random_update_chunks_agree_with_tiny_keccak_on_every_backend() {
    let mut rng = TestRng::new(0x5eed_0002);
    let messages = random_messages(&mut rng);
    for_each_backend(|backend| {
        for algorithm in Algorithm::ALL {
            for message in &messages {
                let pieces = random_pieces(&mut rng, message);
                assert_eq!(
                    hash_by_type(algorithm, &pieces, SHAKE_OUTPUT),
                    tiny_keccak(algorithm, message, SHAKE_OUTPUT),
                    "{backend}: {} of {} bytes in {} pieces",
                    algorithm.name(),
                    message.len(),
                    pieces.len()
                );
            }
        }
    });
}

#[test]
fn hash_many_of_mixed_lengths_agrees_with_the_sha3_crate_on_every_backend() {
    let mut rng = TestRng::new(0x5eed_0003);
    let mut messages = random_messages(&mut rng);
    // An order in which long and short messages share the lanes of a batch.
    for i in (1..messages.len()).rev() {
        messages.swap(i, rng.below(i + 1));
    }
    for_each_backend(|backend| {
        for algorithm in Algorithm::ALL {
            let outputs = hash_many_any(algorithm, &messages);
            for (message, output) in messages.iter().zip(&outputs) {
                assert_eq!(
                    *output,
                    sha3_crate(algorithm, message, SHAKE_MANY_OUTPUT),
                    "{backend}: {} of {} bytes",
                    algorithm.name(),
                    message.len()
                );
            }
        }
    });
}

#[test]
fn keccak256_agrees_with_tiny_keccak_on_every_backend() {
    let mut rng = TestRng::new(0x5eed_0004);
    let messages = random_messages(&mut rng);
    for_each_backend(|backend| {
        for message in &messages {
            assert_eq!(
                keccakx::keccak256(message).to_vec(),
                tiny_keccak(Algorithm::Keccak256, message, 32),
                "{backend}: {} bytes",
                message.len()
            );
        }
    });
}

#[test]
fn xof_output_read_in_random_chunks_agrees_with_the_sha3_crate() {
    let mut rng = TestRng::new(0x5eed_0005);
    let message = rng.bytes(300);
    for (algorithm, rate) in [(Algorithm::Shake128, 168), (Algorithm::Shake256, 136)] {
        let expected = sha3_crate(algorithm, &message, 5 * rate + 3);
        let mut reader: Box<dyn keccakx::digest::XofReader> = match algorithm {
            Algorithm::Shake128 => {
                Box::new(keccakx::Shake128::default().chain(&message).finalize_xof())
            }
            _ => Box::new(keccakx::Shake256::default().chain(&message).finalize_xof()),
        };
        let mut output = vec![0u8; expected.len()];
        let mut read = 0;
        while read < output.len() {
            let end = (read + rng.below(rate + 2)).min(output.len());
            reader.read(&mut output[read..end]);
            read = end;
        }
        assert_eq!(output, expected, "{}", algorithm.name());
    }
}

#[test]
fn keccak256_full_agrees_with_the_sha3_crate_on_every_backend() {
    use keccakx::Digest;
    let mut rng = TestRng::new(0x5eed_0006);
    let messages = random_messages(&mut rng);
    for_each_backend(|backend| {
        for message in &messages {
            let pieces = random_pieces(&mut rng, message);
            let mut hasher = keccakx::Keccak256Full::new();
            for piece in &pieces {
                Digest::update(&mut hasher, piece);
            }
            let digest = hasher.finalize();
            assert_eq!(
                digest[..],
                sha3::Keccak256Full::digest(message)[..],
                "{backend}: {} bytes",
                message.len()
            );
            assert_eq!(
                digest[..32],
                keccakx::keccak256(message),
                "{backend}: {} bytes",
                message.len()
            );
        }
    });
}
