// SPDX-License-Identifier: MIT OR Apache-2.0
//! Small updates: a 16 KiB message (two KangarooTwelve chunks) fed in updates
//! of 1, 8 and 64 bytes to the extendable-output hashers and the modes, against
//! the crates they replace (k12 for KangarooTwelve, sha3 for SHAKE and
//! TurboSHAKE, tiny-keccak for KMAC). Every update of keccakx up to a block goes
//! to a buffer on the Rust side, as in those crates, instead of into C.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use keccakx::digest::{ExtendableOutput, Update, XofReader};

const MESSAGE_BYTES: usize = 16 * 1024;
const UPDATE_SIZES: [usize; 3] = [1, 8, 64];

fn message() -> Vec<u8> {
    (0..MESSAGE_BYTES).map(|i| (i * 131 + 7) as u8).collect()
}

fn in_updates<H: Update + ExtendableOutput>(mut hasher: H, message: &[u8], size: usize) -> u8 {
    for piece in message.chunks(size) {
        hasher.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

fn k12_0_5(message: &[u8], size: usize) -> u8 {
    use k12_0_5::digest::{ExtendableOutput as _, Update as _, XofReader as _};
    let mut hasher = k12_0_5::Kt128::default();
    for piece in message.chunks(size) {
        hasher.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    hasher.finalize_xof().read(&mut out);
    out[0]
}

fn tiny_keccak_kmac(message: &[u8], size: usize) -> u8 {
    use tiny_keccak::Hasher;
    let mut mac = tiny_keccak::Kmac::v128(b"key", b"");
    for piece in message.chunks(size) {
        mac.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    mac.finalize(&mut out);
    out[0]
}

fn keccakx_kmac(message: &[u8], size: usize) -> u8 {
    let mut mac = keccakx::Kmac128::new(b"key", b"");
    for piece in message.chunks(size) {
        mac.update(black_box(piece));
    }
    let mut out = [0u8; 32];
    mac.finalize_into(&mut out);
    out[0]
}

type Contender = (&'static str, fn(&[u8], usize) -> u8);

const CONTENDERS: [Contender; 9] = [
    ("keccakx::KangarooTwelve", |m, size| {
        in_updates(keccakx::KangarooTwelve::default(), m, size)
    }),
    ("k12 0.3 KangarooTwelve", |m, size| {
        in_updates(k12::KangarooTwelve::default(), m, size)
    }),
    ("k12 0.5 Kt128", k12_0_5),
    ("keccakx::TurboShake128", |m, size| {
        in_updates(keccakx::TurboShake128::default(), m, size)
    }),
    ("sha3 TurboShake128", |m, size| {
        let core = sha3::TurboShake128Core::new(0x1F);
        in_updates(sha3::TurboShake128::from_core(core), m, size)
    }),
    ("keccakx::Shake128", |m, size| {
        in_updates(keccakx::Shake128::default(), m, size)
    }),
    ("sha3 Shake128", |m, size| {
        in_updates(sha3::Shake128::default(), m, size)
    }),
    ("keccakx::Kmac128", keccakx_kmac),
    ("tiny-keccak Kmac128", tiny_keccak_kmac),
];

fn small_updates(c: &mut Criterion) {
    let message = message();
    let mut group = c.benchmark_group("small_updates_16KiB");
    group.throughput(Throughput::Bytes(MESSAGE_BYTES as u64));
    for size in UPDATE_SIZES {
        for (name, hash) in CONTENDERS {
            group.bench_with_input(
                BenchmarkId::new(name, format!("{size}B")),
                &message,
                |b, message| b.iter(|| hash(black_box(message), size)),
            );
        }
    }
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(30)
}

criterion_group! {
    name = benches;
    config = configured();
    targets = small_updates
}
criterion_main!(benches);
