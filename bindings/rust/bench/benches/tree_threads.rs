// SPDX-License-Identifier: MIT OR Apache-2.0
//! One large input on every core: KT128 and ParallelHash128 (B = 8192) of
//! 64 MiB through `update` (the calling thread), `update_rayon` (rayon's
//! global pool, one thread per processor) and `set_threads(0)` then `update`
//! (the C library's threads, one per processor), with the k12 crate's Kt128
//! (one thread) for scale.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use keccakx::digest::{ExtendableOutput, Update, XofReader};

const INPUT_BYTES: usize = 64 << 20;

fn kt128(hasher: keccakx::KangarooTwelve<'_>) -> u8 {
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

fn parallelhash128(hasher: keccakx::ParallelHash128) -> u8 {
    let mut out = [0u8; 32];
    hasher.finalize_into(&mut out);
    out[0]
}

fn k12_0_5(input: &[u8]) -> u8 {
    use k12_0_5::digest::{ExtendableOutput as _, Update as _, XofReader as _};
    let mut hasher = k12_0_5::Kt128::default();
    hasher.update(input);
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

fn one_large_input(c: &mut Criterion) {
    eprintln!(
        "rayon threads: {}, processors: {}",
        rayon::current_num_threads(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let input: Vec<u8> = (0..INPUT_BYTES).map(|i| (i * 131 + 7) as u8).collect();

    let mut group = c.benchmark_group("kt128_64MiB");
    group.throughput(Throughput::Bytes(INPUT_BYTES as u64));
    // A hash takes tens of milliseconds: a few samples of one hash each.
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    group.bench_function("update", |b| {
        b.iter(|| kt128(keccakx::KangarooTwelve::default().chain(black_box(&input))))
    });
    group.bench_function("update_rayon", |b| {
        b.iter(|| {
            let mut hasher = keccakx::KangarooTwelve::default();
            hasher.update_rayon(black_box(&input));
            kt128(hasher)
        })
    });
    group.bench_function("set_threads(0)", |b| {
        b.iter(|| {
            let mut hasher = keccakx::KangarooTwelve::default();
            hasher.set_threads(0).update(black_box(&input));
            kt128(hasher)
        })
    });
    group.bench_function("k12 0.5 Kt128", |b| b.iter(|| k12_0_5(black_box(&input))));
    group.finish();

    let mut group = c.benchmark_group("parallelhash128_B8192_64MiB");
    group.throughput(Throughput::Bytes(INPUT_BYTES as u64));
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    let fresh = || keccakx::ParallelHash128::new(8192, b"");
    group.bench_function("update", |b| {
        b.iter(|| parallelhash128(fresh().chain(black_box(&input))))
    });
    group.bench_function("update_rayon", |b| {
        b.iter(|| {
            let mut hasher = fresh();
            hasher.update_rayon(black_box(&input));
            parallelhash128(hasher)
        })
    });
    group.bench_function("set_threads(0)", |b| {
        b.iter(|| {
            let mut hasher = fresh();
            hasher.set_threads(0).update(black_box(&input));
            parallelhash128(hasher)
        })
    });
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

criterion_group! {
    name = benches;
    config = configured();
    targets = one_large_input
}
criterion_main!(benches);
