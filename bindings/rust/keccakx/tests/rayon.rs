// SPDX-License-Identifier: MIT OR Apache-2.0
//! `update_rayon` and `set_threads` on KangarooTwelve and ParallelHash: the
//! output is that of one `update` (the C library's one-shot function) for 1,
//! 2, 4 and all threads, at every chunk boundary, however the input is split
//! between `update` and `update_rayon`, on every backend.
#![cfg(feature = "rayon")]

mod common;

use common::c_one_shot::{c_kangarootwelve, c_parallelhash, OUTPUT_LEN};
use common::{for_each_backend, TestRng};
use keccakx::digest::{ExtendableOutput, ExtendableOutputReset, Reset, Update, XofReader};
use keccakx::{
    KangarooTwelve, KangarooTwelve256, KangarooTwelve256Core, KangarooTwelveCore, ParallelHash128,
    ParallelHash256, ParallelHashXof128,
};
use keccakx_sys as sys;
use rayon::{ThreadPool, ThreadPoolBuilder};

const CHUNK: usize = 8192;

/// Every chunk boundary, and inputs worth 2 and 4 threads (512 KiB each) and one over.
const LENGTHS: [usize; 10] = [
    0,
    1,
    CHUNK - 1,
    CHUNK,
    CHUNK + 1,
    129 * CHUNK - 1,
    129 * CHUNK,
    129 * CHUNK + 1,
    257 * CHUNK - 1,
    257 * CHUNK + 1,
];

/// Pools of 1, 2 and 4 threads, and rayon's default (one per processor).
fn pools() -> Vec<ThreadPool> {
    [Some(1), Some(2), Some(4), None]
        .into_iter()
        .map(|threads| {
            let builder = ThreadPoolBuilder::new();
            match threads {
                Some(n) => builder.num_threads(n),
                None => builder,
            }
            .build()
            .expect("a thread pool")
        })
        .collect()
}

/// A piece of input, and whether it goes to `update_rayon` (or `update`).
type Piece<'a> = (&'a [u8], bool);

/// A tree mode through the crate: the input in pieces, then OUTPUT_LEN bytes out.
struct Subject {
    name: &'static str,
    in_pieces: fn(&[Piece]) -> Vec<u8>,
    whole: fn(&[u8]) -> Vec<u8>,
}

macro_rules! pieces_into {
    ($hasher:expr, $pieces:expr) => {{
        let mut hasher = $hasher;
        for &(piece, on_rayon) in $pieces {
            if on_rayon {
                hasher.update_rayon(piece);
            } else {
                hasher.update(piece);
            }
        }
        hasher
    }};
}

fn xof_output(hasher: impl ExtendableOutput) -> Vec<u8> {
    let mut output = vec![0u8; OUTPUT_LEN];
    hasher.finalize_xof().read(&mut output);
    output
}

fn subjects() -> [Subject; 5] {
    [
        Subject {
            name: "KangarooTwelve",
            in_pieces: |p| {
                xof_output(pieces_into!(
                    KangarooTwelve::from_core(KangarooTwelveCore::new(b"C")),
                    p
                ))
            },
            whole: |m| c_kangarootwelve(sys::KX_KT128, b"C", m),
        },
        Subject {
            name: "KangarooTwelve256",
            in_pieces: |p| xof_output(pieces_into!(KangarooTwelve256::default(), p)),
            whole: |m| c_kangarootwelve(sys::KX_KT256, b"", m),
        },
        Subject {
            name: "ParallelHash128 (B = 8192)",
            in_pieces: |p| {
                let mut output = vec![0u8; OUTPUT_LEN];
                pieces_into!(ParallelHash128::new(8192, b"S"), p).finalize_into(&mut output);
                output
            },
            whole: |m| c_parallelhash(sys::KX_PARALLELHASH128, 8192, m),
        },
        Subject {
            name: "ParallelHash256 (B = 3000)",
            in_pieces: |p| {
                let mut output = vec![0u8; OUTPUT_LEN];
                pieces_into!(ParallelHash256::new(3000, b"S"), p).finalize_into(&mut output);
                output
            },
            whole: |m| c_parallelhash(sys::KX_PARALLELHASH256, 3000, m),
        },
        Subject {
            name: "ParallelHashXof128 (B = 100000)",
            in_pieces: |p| xof_output(pieces_into!(ParallelHashXof128::new(100_000, b"S"), p)),
            whole: |m| c_parallelhash(sys::KX_PARALLELHASHXOF128, 100_000, m),
        },
    ]
}

#[test]
fn update_rayon_equals_update_at_every_chunk_boundary_for_1_2_4_and_all_threads_on_every_backend() {
    let mut rng = TestRng::new(0x7261_796f);
    let messages: Vec<Vec<u8>> = LENGTHS.iter().map(|&len| rng.bytes(len)).collect();
    let pools = pools();
    for_each_backend(|backend| {
        for subject in subjects() {
            for message in &messages {
                let expected = (subject.whole)(message);
                for pool in &pools {
                    let output = pool.install(|| (subject.in_pieces)(&[(message, true)]));
                    assert_eq!(
                        output,
                        expected,
                        "{} of {} bytes, {} threads, {backend}",
                        subject.name,
                        message.len(),
                        pool.current_num_threads()
                    );
                }
            }
        }
    });
}

#[test]
fn random_splits_between_update_and_update_rayon_equal_one_update() {
    let mut rng = TestRng::new(0x7370_6c69);
    let message = rng.bytes(3 * 1024 * 1024 + 12_345);
    let pools = pools();
    for subject in subjects() {
        let expected = (subject.whole)(&message);
        for pool in &pools {
            let mut pieces = Vec::new();
            let mut rest = &message[..];
            while !rest.is_empty() {
                let most = [100, 10_000, 2 << 20][rng.below(3)];
                let (piece, tail) = rest.split_at(rng.below(most).min(rest.len()));
                pieces.push((piece, rng.below(2) == 0));
                rest = tail;
            }
            let output = pool.install(|| (subject.in_pieces)(&pieces));
            assert_eq!(
                output,
                expected,
                "{} in {} pieces, {} threads",
                subject.name,
                pieces.len(),
                pool.current_num_threads()
            );
        }
    }
}

#[test]
fn set_threads_changes_nothing_but_speed_and_survives_reset() {
    let message = TestRng::new(5).bytes(300 * CHUNK + 7);
    let expected = c_kangarootwelve(sys::KX_KT128, b"", &message);
    for threads in [0, 1, 2, 4, 1000] {
        let mut hasher = KangarooTwelve::default();
        hasher.set_threads(threads);
        hasher.update(&message[..10]);
        hasher.update(&message[10..]);
        let mut fork = hasher.clone();
        assert_eq!(xof_output(hasher.clone()), expected, "{threads} threads");
        fork.reset();
        fork.update(&message);
        let mut output = vec![0u8; OUTPUT_LEN];
        fork.finalize_xof_reset().read(&mut output);
        assert_eq!(output, expected, "{threads} threads, after reset");
        fork.update(&message);
        assert_eq!(
            xof_output(fork),
            expected,
            "{threads} threads, after finalize_xof_reset"
        );

        let mut parallel = ParallelHash128::new(8192, b"S");
        parallel.set_threads(threads).update(&message);
        let mut output = vec![0u8; OUTPUT_LEN];
        parallel.finalize_into(&mut output);
        assert_eq!(
            output,
            c_parallelhash(sys::KX_PARALLELHASH128, 8192, &message),
            "{threads} threads"
        );
    }
}

#[test]
fn update_rayon_takes_the_bytes_waiting_in_the_buffer_first() {
    let message = TestRng::new(6).bytes(129 * CHUNK + 5);
    let mut hasher = KangarooTwelve256::from_core(KangarooTwelve256Core::new(b"C"));
    hasher.update(&message[..3]);
    hasher.update_rayon(&message[3..]);
    assert_eq!(
        xof_output(hasher),
        c_kangarootwelve(sys::KX_KT256, b"C", &message)
    );
}
