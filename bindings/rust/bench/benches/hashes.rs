// SPDX-License-Identifier: MIT OR Apache-2.0
//! keccakx against the incumbents, in one run so the ratios are fair on a
//! shared machine: Keccak-256 at 32 B, 64 B, 1 KiB and 1 MiB through each
//! crate's usual entry point, and many 32-byte messages through hash_many
//! against a loop. `run.sh` runs them several times and `ratios.py` turns the
//! medians into ratios.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use keccakx::Algorithm;
use sha3::Digest;
use tiny_keccak::Hasher;

const SIZES: [(usize, &str); 4] = [(32, "32B"), (64, "64B"), (1024, "1KiB"), (1 << 20, "1MiB")];

/// Messages per hash_many call: enough to keep 8 lanes busy many times over,
/// few enough (32 KiB in all) to stay in the L1/L2 caches like a trie batch.
const MANY_MESSAGES: usize = 1024;

fn message(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 131 + 7) as u8).collect()
}

fn keccak256_single(c: &mut Criterion) {
    eprintln!(
        "keccakx backends: width 1 = {}, width 8 = {}",
        keccakx::backend(),
        keccakx::backend_for_width(8).unwrap_or("?")
    );
    let mut group = c.benchmark_group("keccak256");
    for (len, label) in SIZES {
        let input = message(len);
        group.throughput(Throughput::Bytes(len as u64));
        group.bench_with_input(
            BenchmarkId::new("keccakx::keccak256", label),
            &input,
            |b, input| b.iter(|| keccakx::keccak256(black_box(input))),
        );
        group.bench_with_input(
            BenchmarkId::new("keccakx::Keccak256", label),
            &input,
            |b, input| b.iter(|| keccakx::Keccak256::digest(black_box(input))),
        );
        group.bench_with_input(BenchmarkId::new("sha3", label), &input, |b, input| {
            b.iter(|| sha3::Keccak256::digest(black_box(input)))
        });
        group.bench_with_input(BenchmarkId::new("keccak-asm", label), &input, |b, input| {
            b.iter(|| keccak_asm::Keccak256::digest(black_box(input)))
        });
        group.bench_with_input(
            BenchmarkId::new("tiny-keccak", label),
            &input,
            |b, input| {
                b.iter(|| {
                    let mut hasher = tiny_keccak::Keccak::v256();
                    hasher.update(black_box(input));
                    let mut out = [0u8; 32];
                    hasher.finalize(&mut out);
                    out
                })
            },
        );
    }
    group.finish();
}

fn keccak256_many(c: &mut Criterion) {
    let inputs: Vec<[u8; 32]> = (0..MANY_MESSAGES)
        .map(|i| std::array::from_fn(|j| (i * 31 + j) as u8))
        .collect();
    let mut outputs = vec![[0u8; 32]; MANY_MESSAGES];
    let mut group = c.benchmark_group("keccak256_many_32B");
    group.throughput(Throughput::Elements(MANY_MESSAGES as u64));
    group.bench_function("keccakx::hash_many", |b| {
        b.iter(|| {
            keccakx::hash_many(Algorithm::Keccak256, black_box(&inputs), &mut outputs).unwrap()
        })
    });
    group.bench_function("keccakx::keccak256 loop", |b| {
        b.iter(|| {
            for (input, output) in black_box(&inputs).iter().zip(&mut outputs) {
                *output = keccakx::keccak256(input);
            }
        })
    });
    group.bench_function("sha3 loop", |b| {
        b.iter(|| {
            for (input, output) in black_box(&inputs).iter().zip(&mut outputs) {
                *output = sha3::Keccak256::digest(input).into();
            }
        })
    });
    group.bench_function("keccak-asm loop", |b| {
        b.iter(|| {
            for (input, output) in black_box(&inputs).iter().zip(&mut outputs) {
                *output = keccak_asm::Keccak256::digest(input).into();
            }
        })
    });
    group.finish();
}

fn configured() -> Criterion {
    // Short windows, many samples: the medians are what ratios.py compares.
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(60)
}

criterion_group! {
    name = benches;
    config = configured();
    targets = keccak256_single, keccak256_many
}
criterion_main!(benches);
