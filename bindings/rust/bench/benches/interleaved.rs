// SPDX-License-Identifier: MIT OR Apache-2.0
//! Keccak-256 through each crate's `Digest` (and keccakx's one-call function),
//! measured interleaved: every round times each contender in turn, in a rotating
//! order, so that the load of a shared machine falls on all of them alike. It
//! prints, per size, each contender's median and minimum over the rounds and
//! the ratios incumbent / keccakx (above 1: keccakx is faster).
//!
//! `cargo bench -p keccakx-bench --bench interleaved`

use std::hint::black_box;
use std::time::Instant;

use sha3::Digest;

type Contender = (&'static str, fn(&[u8]) -> [u8; 32]);

const CONTENDERS: [Contender; 5] = [
    ("keccakx::Keccak256", |m| {
        keccakx::Keccak256::digest(m).into()
    }),
    ("keccakx::keccak256", keccakx::keccak256),
    ("init+update+final", three_calls),
    ("sha3", |m| sha3::Keccak256::digest(m).into()),
    ("keccak-asm", |m| keccak_asm::Keccak256::digest(m).into()),
];

/// (message length, label, rounds, hashes per timed batch): a batch lasts
/// about 0.1 ms for the short messages, one hash for 1 MiB.
const SIZES: [(usize, &str, usize, usize); 3] = [
    (32, "32B", 400, 500),
    (1024, "1KiB", 200, 50),
    (1 << 20, "1MiB", 40, 1),
];

/// What `Keccak256::digest` cost before the fixed-size types became
/// `CoreWrapper`s: a zeroed context, then kx_init, kx_update and kx_final.
fn three_calls(message: &[u8]) -> [u8; 32] {
    use keccakx_sys as sys;
    let mut context = sys::kx_ctx {
        opaque: [0; sys::KX_CTX_WORDS as usize],
    };
    let mut digest = [0u8; 32];
    // SAFETY: `context` is a writable kx_ctx, `message` is readable for its
    // length and `digest` writable for the 32 bytes of Keccak-256.
    let status = unsafe {
        sys::kx_init(&mut context, sys::KX_KECCAK_256)
            | sys::kx_update(&mut context, message.as_ptr().cast(), message.len())
            | sys::kx_final(&mut context, digest.as_mut_ptr().cast(), digest.len())
    };
    assert_eq!(status, sys::KX_OK);
    digest
}

fn nanos_per_hash(hash: fn(&[u8]) -> [u8; 32], message: &[u8], batch: usize) -> f64 {
    let start = Instant::now();
    for _ in 0..batch {
        black_box(hash(black_box(message)));
    }
    start.elapsed().as_nanos() as f64 / batch as f64
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    println!(
        "keccakx backend: {}; ratios = incumbent / keccakx::Keccak256 (median, min)",
        keccakx::backend()
    );
    for (len, label, rounds, batch) in SIZES {
        let message: Vec<u8> = (0..len).map(|i| (i * 131 + 7) as u8).collect();
        let mut times = vec![Vec::with_capacity(rounds); CONTENDERS.len()];
        for (_, hash) in CONTENDERS {
            nanos_per_hash(hash, &message, batch); // warm up
        }
        for round in 0..rounds {
            for turn in 0..CONTENDERS.len() {
                let index = (round + turn) % CONTENDERS.len();
                times[index].push(nanos_per_hash(CONTENDERS[index].1, &message, batch));
            }
        }
        let stats: Vec<(f64, f64)> = times
            .iter_mut()
            .map(|t| (median(t), t.iter().copied().fold(f64::INFINITY, f64::min)))
            .collect();
        let (ours_median, ours_min) = stats[0];
        for ((name, _), (med, min)) in CONTENDERS.iter().zip(&stats) {
            println!(
                "{label:>5} {name:<20} median {med:>12.1} ns  min {min:>12.1} ns  ratio {:.2}x / {:.2}x",
                med / ours_median,
                min / ours_min
            );
        }
    }
}
