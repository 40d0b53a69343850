// SPDX-License-Identifier: MIT OR Apache-2.0
//! The modes and the many-stream SHAKE against the Rust crates that have them,
//! measured interleaved as in `interleaved.rs` (every round times each
//! contender in turn, in a rotating order): KT128 of 1 MiB (keccakx, the k12
//! crate 0.3 and 0.5, and SHAKE128 for scale), TurboSHAKE128 (keccakx, the
//! sha3 crate), and ML-KEM-768's matrix expansion (9 SHAKE128 streams of a
//! 34-byte seed ‖ i ‖ j, 3 blocks each) as `MultiShake128` 8 + 1 against nine
//! single SHAKE128 hashers; and 16 KiB in updates of 1, 8 and 64 bytes (the
//! criterion group of `updates.rs`, interleaved); and KT128 of 1 to 64 MiB
//! through `update`, `update_rayon` and `set_threads(0)`. Prints each contender's
//! median and minimum and its time / the first contender's (above 1: the
//! first is faster).
//!
//! `cargo bench -p keccakx-bench --bench modes`

use std::hint::black_box;
use std::time::Instant;

use keccakx::digest::{ExtendableOutput, Update, XofReader};

type Contender = (&'static str, fn(&[u8]) -> u8);

fn xof_first_byte(hasher: impl ExtendableOutput, message: &[u8]) -> u8 {
    let mut out = [0u8; 32];
    hasher.chain(message).finalize_xof().read(&mut out);
    out[0]
}

fn k12_0_5(message: &[u8]) -> u8 {
    use k12_0_5::digest::{ExtendableOutput as _, Update as _, XofReader as _};
    let mut hasher = k12_0_5::Kt128::default();
    hasher.update(message);
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

const KT128_1MIB: [Contender; 5] = [
    ("keccakx KangarooTwelve", |m| {
        xof_first_byte(keccakx::KangarooTwelve::default(), m)
    }),
    ("k12 0.3 KangarooTwelve", |m| {
        xof_first_byte(k12::KangarooTwelve::default(), m)
    }),
    ("k12 0.5 Kt128", k12_0_5),
    ("keccakx Shake128", |m| {
        xof_first_byte(keccakx::Shake128::default(), m)
    }),
    ("sha3 Shake128", |m| {
        xof_first_byte(sha3::Shake128::default(), m)
    }),
];

fn keccakx_turboshake128(message: &[u8]) -> u8 {
    let core = keccakx::TurboShake128Core::new(0x1F);
    xof_first_byte(keccakx::TurboShake128::from_core(core), message)
}

fn sha3_turboshake128(message: &[u8]) -> u8 {
    let core = sha3::TurboShake128Core::new(0x1F);
    xof_first_byte(sha3::TurboShake128::from_core(core), message)
}

const TURBOSHAKE128: [Contender; 3] = [
    ("keccakx TurboShake128", keccakx_turboshake128),
    ("sha3 TurboShake128", sha3_turboshake128),
    ("keccakx Shake128", |m| {
        xof_first_byte(keccakx::Shake128::default(), m)
    }),
];

/// ML-KEM-768's matrix: seed ‖ j ‖ i for the 3 × 3 entries, 3 SHAKE128 blocks each.
const MATRIX_ENTRIES: usize = 9;
const MATRIX_OUTPUT: usize = 3 * 168;

fn matrix_input(seed: &[u8], entry: usize) -> [u8; 34] {
    let mut input = [0u8; 34];
    input[..32].copy_from_slice(&seed[..32]);
    input[32] = (entry % 3) as u8;
    input[33] = (entry / 3) as u8;
    input
}

fn matrix_multi(seed: &[u8]) -> u8 {
    let inputs: [[u8; 34]; MATRIX_ENTRIES] = std::array::from_fn(|entry| matrix_input(seed, entry));
    let mut blocks = [[0u8; MATRIX_OUTPUT]; MATRIX_ENTRIES];
    let (eight, last) = blocks.split_at_mut(8);
    let mut streams = keccakx::MultiShake128::<8>::new();
    streams.update(&std::array::from_fn(|i| &inputs[i][..]));
    let mut outputs = eight.iter_mut().map(|block| &mut block[..]);
    streams
        .finalize_xof()
        .squeeze(&mut std::array::from_fn(|_| outputs.next().unwrap()));
    let mut single = keccakx::MultiShake128::<1>::new();
    single.update(&[&inputs[8]]);
    single.finalize_xof().squeeze(&mut [&mut last[0][..]]);
    blocks
        .iter()
        .fold(0, |acc, block| acc ^ block[MATRIX_OUTPUT - 1])
}

fn matrix_loop<H: Default + Update + ExtendableOutput>(seed: &[u8]) -> u8 {
    let mut acc = 0;
    for entry in 0..MATRIX_ENTRIES {
        let mut block = [0u8; MATRIX_OUTPUT];
        H::default()
            .chain(matrix_input(seed, entry))
            .finalize_xof()
            .read(&mut block);
        acc ^= block[MATRIX_OUTPUT - 1];
    }
    acc
}

const MATRIX: [Contender; 3] = [
    ("keccakx MultiShake128 8+1", matrix_multi),
    ("9 x keccakx Shake128", matrix_loop::<keccakx::Shake128>),
    ("9 x sha3 Shake128", matrix_loop::<sha3::Shake128>),
];

fn in_updates<const SIZE: usize>(mut hasher: impl ExtendableOutput, message: &[u8]) -> u8 {
    for piece in message.chunks(SIZE) {
        hasher.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

fn k12_0_5_in_updates<const SIZE: usize>(message: &[u8]) -> u8 {
    use k12_0_5::digest::{ExtendableOutput as _, Update as _, XofReader as _};
    let mut hasher = k12_0_5::Kt128::default();
    for piece in message.chunks(SIZE) {
        hasher.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

/// KT128, TurboSHAKE128 and SHAKE128 of a message given SIZE bytes per update.
fn small_updates<const SIZE: usize>() -> [Contender; 7] {
    [
        ("keccakx KangarooTwelve", |m| {
            in_updates::<SIZE>(keccakx::KangarooTwelve::default(), m)
        }),
        ("k12 0.3 KangarooTwelve", |m| {
            in_updates::<SIZE>(k12::KangarooTwelve::default(), m)
        }),
        ("k12 0.5 Kt128", k12_0_5_in_updates::<SIZE>),
        ("keccakx TurboShake128", |m| {
            in_updates::<SIZE>(keccakx::TurboShake128::default(), m)
        }),
        ("sha3 TurboShake128", |m| {
            let core = sha3::TurboShake128Core::new(0x1F);
            in_updates::<SIZE>(sha3::TurboShake128::from_core(core), m)
        }),
        ("keccakx Shake128", |m| {
            in_updates::<SIZE>(keccakx::Shake128::default(), m)
        }),
        ("sha3 Shake128", |m| {
            in_updates::<SIZE>(sha3::Shake128::default(), m)
        }),
    ]
}

/// KT128 of one input on the calling thread, on rayon's global pool, and on
/// the C library's threads (one per processor).
const KT128_THREADS: [Contender; 3] = [
    ("update", |m| {
        xof_first_byte(keccakx::KangarooTwelve::default(), m)
    }),
    ("update_rayon", |m| {
        let mut hasher = keccakx::KangarooTwelve::default();
        hasher.update_rayon(m);
        xof_first_byte(hasher, &[])
    }),
    ("set_threads(0)", |m| {
        let mut hasher = keccakx::KangarooTwelve::default();
        hasher.set_threads(0);
        xof_first_byte(hasher, m)
    }),
];

fn nanos_per_call(function: fn(&[u8]) -> u8, input: &[u8], batch: usize) -> f64 {
    let start = Instant::now();
    for _ in 0..batch {
        black_box(function(black_box(input)));
    }
    start.elapsed().as_nanos() as f64 / batch as f64
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn compare(title: &str, input: &[u8], rounds: usize, batch: usize, contenders: &[Contender]) {
    println!("\n{title}");
    let mut times = vec![Vec::with_capacity(rounds); contenders.len()];
    for (_, function) in contenders {
        nanos_per_call(*function, input, batch); // warm up
    }
    for round in 0..rounds {
        for turn in 0..contenders.len() {
            let index = (round + turn) % contenders.len();
            times[index].push(nanos_per_call(contenders[index].1, input, batch));
        }
    }
    let stats: Vec<(f64, f64)> = times
        .iter_mut()
        .map(|t| (median(t), t.iter().copied().fold(f64::INFINITY, f64::min)))
        .collect();
    let (first_median, first_min) = stats[0];
    for ((name, _), (med, min)) in contenders.iter().zip(&stats) {
        println!(
            "  {name:<26} median {med:>12.0} ns  min {min:>12.0} ns  ratio {:.2}x / {:.2}x",
            med / first_median,
            min / first_min
        );
    }
}

fn main() {
    println!(
        "keccakx backend: {} (x8: {}); ratio = contender time / first contender time (median, min)",
        keccakx::backend(),
        keccakx::backend_for_width(8).unwrap_or("-")
    );
    let mib: Vec<u8> = (0..1 << 20).map(|i: usize| (i * 131 + 7) as u8).collect();
    compare("KT128 of 1 MiB", &mib, 30, 1, &KT128_1MIB);
    compare("TurboSHAKE128 of 1 MiB", &mib, 30, 1, &TURBOSHAKE128);
    compare(
        "TurboSHAKE128 of 1 KiB",
        &mib[..1024],
        200,
        100,
        &TURBOSHAKE128,
    );
    let large: Vec<u8> = (0..64 << 20).map(|i: usize| (i * 131 + 7) as u8).collect();
    for (mebibytes, rounds) in [(1, 40), (4, 20), (16, 10), (64, 6)] {
        compare(
            &format!("KT128 of {mebibytes} MiB: one thread, rayon, C threads"),
            &large[..mebibytes << 20],
            rounds,
            1,
            &KT128_THREADS,
        );
    }
    let small = &mib[..16 * 1024];
    compare(
        "16 KiB in 1-byte updates",
        small,
        60,
        5,
        &small_updates::<1>(),
    );
    compare(
        "16 KiB in 8-byte updates",
        small,
        60,
        20,
        &small_updates::<8>(),
    );
    compare(
        "16 KiB in 64-byte updates",
        small,
        60,
        50,
        &small_updates::<64>(),
    );
    compare(
        "ML-KEM-768 matrix: 9 SHAKE128 streams of 34 B, 504 B each",
        &mib[..32],
        300,
        100,
        &MATRIX,
    );
}
