// SPDX-License-Identifier: MIT OR Apache-2.0
//! The extendable-output functions and modes hold updates shorter than a block
//! in a buffer on the Rust side: however the input is split, cloned, reset or
//! finished with bytes still in the buffer, the output is the C library's
//! one-shot function's, on every backend.

mod common;

use common::c_one_shot::{
    c_cshake, c_hash, c_kangarootwelve, c_kmac, c_parallelhash, c_turboshake, OUTPUT_LEN,
};
use common::{for_each_backend, TestRng};
use keccakx::digest::{ExtendableOutput, ExtendableOutputReset, Reset, Update, XofReader};
use keccakx::{
    CShake128, CShake128Core, CShake256, CShake256Core, KangarooTwelve, KangarooTwelve256,
    KangarooTwelve256Core, KangarooTwelveCore, Kmac128, Kmac256, KmacXof128, KmacXof256,
    ParallelHash128, ParallelHash256, ParallelHashXof128, ParallelHashXof256, Shake128, Shake256,
    TurboShake128, TurboShake128Core, TurboShake256, TurboShake256Core,
};
use keccakx_sys as sys;

/// Lengths around the blocks (136, 168 bytes), the buffer (672 bytes) and
/// KangarooTwelve's chunk.
const LENGTHS: [usize; 14] = [
    0, 1, 7, 135, 136, 167, 168, 169, 671, 672, 673, 8191, 8193, 20_000,
];

fn read_in_two(mut reader: impl XofReader) -> Vec<u8> {
    let mut output = vec![0u8; OUTPUT_LEN];
    let (first, rest) = output.split_at_mut(5);
    reader.read(first);
    reader.read(rest);
    output
}

fn xof_of(mut hasher: impl ExtendableOutput, pieces: &[&[u8]]) -> Vec<u8> {
    for piece in pieces {
        hasher.update(piece);
    }
    read_in_two(hasher.finalize_xof())
}

macro_rules! with_length {
    ($hasher:expr, $pieces:expr) => {{
        let mut hasher = $hasher;
        for piece in $pieces {
            hasher.update(piece);
        }
        let mut output = vec![0u8; OUTPUT_LEN];
        hasher.finalize_into(&mut output);
        output
    }};
}

/// A buffered hasher type: its output for a message given in pieces, and the
/// C library's one-shot function's for the whole message.
struct Subject {
    name: &'static str,
    in_pieces: fn(&[&[u8]]) -> Vec<u8>,
    whole: fn(&[u8]) -> Vec<u8>,
}

fn subjects() -> Vec<Subject> {
    vec![
        Subject {
            name: "Shake128",
            in_pieces: |p| xof_of(Shake128::default(), p),
            whole: |m| c_hash(sys::KX_SHAKE128, m),
        },
        Subject {
            name: "Shake256",
            in_pieces: |p| xof_of(Shake256::default(), p),
            whole: |m| c_hash(sys::KX_SHAKE256, m),
        },
        Subject {
            name: "TurboShake128",
            in_pieces: |p| xof_of(TurboShake128::from_core(TurboShake128Core::new(0x0B)), p),
            whole: |m| c_turboshake(sys::KX_TURBOSHAKE128, 0x0B, m),
        },
        Subject {
            name: "TurboShake256",
            in_pieces: |p| xof_of(TurboShake256::from_core(TurboShake256Core::new(0x1F)), p),
            whole: |m| c_turboshake(sys::KX_TURBOSHAKE256, 0x1F, m),
        },
        Subject {
            name: "KangarooTwelve",
            in_pieces: |p| xof_of(KangarooTwelve::from_core(KangarooTwelveCore::new(b"C")), p),
            whole: |m| c_kangarootwelve(sys::KX_KT128, b"C", m),
        },
        Subject {
            name: "KangarooTwelve256",
            in_pieces: |p| {
                xof_of(
                    KangarooTwelve256::from_core(KangarooTwelve256Core::new(b"")),
                    p,
                )
            },
            whole: |m| c_kangarootwelve(sys::KX_KT256, b"", m),
        },
        Subject {
            name: "CShake128",
            in_pieces: |p| xof_of(CShake128::from_core(CShake128Core::new(b"S")), p),
            whole: |m| c_cshake(sys::KX_CSHAKE128, b"", b"S", m),
        },
        Subject {
            name: "CShake256",
            in_pieces: |p| {
                xof_of(
                    CShake256::from_core(CShake256Core::new_with_function_name(b"N", b"S")),
                    p,
                )
            },
            whole: |m| c_cshake(sys::KX_CSHAKE256, b"N", b"S", m),
        },
        Subject {
            name: "Kmac128",
            in_pieces: |p| with_length!(Kmac128::new(b"key", b"S"), p),
            whole: |m| c_kmac(sys::KX_KMAC128, b"key", m),
        },
        Subject {
            name: "Kmac256",
            in_pieces: |p| with_length!(Kmac256::new(&[7; 200], b"S"), p),
            whole: |m| c_kmac(sys::KX_KMAC256, &[7; 200], m),
        },
        Subject {
            name: "KmacXof128",
            in_pieces: |p| xof_of(KmacXof128::new(b"key", b"S"), p),
            whole: |m| c_kmac(sys::KX_KMACXOF128, b"key", m),
        },
        Subject {
            name: "KmacXof256",
            in_pieces: |p| xof_of(KmacXof256::new(b"key", b"S"), p),
            whole: |m| c_kmac(sys::KX_KMACXOF256, b"key", m),
        },
        Subject {
            name: "ParallelHash128 (B = 8192)",
            in_pieces: |p| with_length!(ParallelHash128::new(8192, b"S"), p),
            whole: |m| c_parallelhash(sys::KX_PARALLELHASH128, 8192, m),
        },
        Subject {
            name: "ParallelHash256 (B = 100)",
            in_pieces: |p| with_length!(ParallelHash256::new(100, b"S"), p),
            whole: |m| c_parallelhash(sys::KX_PARALLELHASH256, 100, m),
        },
        Subject {
            name: "ParallelHashXof128 (B = 1)",
            in_pieces: |p| xof_of(ParallelHashXof128::new(1, b"S"), p),
            whole: |m| c_parallelhash(sys::KX_PARALLELHASHXOF128, 1, m),
        },
        Subject {
            name: "ParallelHashXof256 (B = 168)",
            in_pieces: |p| xof_of(ParallelHashXof256::new(168, b"S"), p),
            whole: |m| c_parallelhash(sys::KX_PARALLELHASHXOF256, 168, m),
        },
    ]
}

/// `message` cut into pieces of random lengths: mostly shorter than a
/// block, some empty, some of several blocks or chunks.
fn random_pieces<'m>(rng: &mut TestRng, message: &'m [u8]) -> Vec<&'m [u8]> {
    let mut pieces = Vec::new();
    let mut rest = message;
    while !rest.is_empty() {
        let most = [2, 9, 70, 200, 700, 9000][rng.below(6)];
        let (piece, tail) = rest.split_at(rng.below(most).min(rest.len()));
        pieces.push(piece);
        rest = tail;
    }
    pieces
}

#[test]
fn random_update_splits_equal_the_one_shot_function_on_every_backend() {
    let mut rng = TestRng::new(0x736d_616c);
    let messages: Vec<Vec<u8>> = LENGTHS.iter().map(|&len| rng.bytes(len)).collect();
    let subjects = subjects();
    for_each_backend(|backend| {
        for subject in &subjects {
            for message in &messages {
                let expected = (subject.whole)(message);
                let pieces = random_pieces(&mut rng, message);
                assert_eq!(
                    (subject.in_pieces)(&pieces),
                    expected,
                    "{} of {} bytes in {} pieces on {backend}",
                    subject.name,
                    message.len(),
                    pieces.len()
                );
            }
        }
    });
}

#[test]
fn updates_of_one_byte_each_equal_the_one_shot_function() {
    let message = TestRng::new(1).bytes(1000);
    let bytes: Vec<&[u8]> = message.chunks(1).collect();
    for subject in subjects() {
        assert_eq!(
            (subject.in_pieces)(&bytes),
            (subject.whole)(&message),
            "{}",
            subject.name
        );
    }
}

/// A clone taken while bytes wait in the buffer, and the original, go on
/// with different inputs.
fn check_clone_mid_buffer<H: ExtendableOutput + Clone>(hasher: H, whole: fn(&[u8]) -> Vec<u8>) {
    let mut original = hasher;
    original.update(&[1; 100]);
    let mut fork = original.clone();
    original.update(&[2; 10]);
    fork.update(&[3; 300]);
    let message = |tail: &[u8]| [&[1; 100][..], tail].concat();
    assert_eq!(
        read_in_two(original.finalize_xof()),
        whole(&message(&[2; 10]))
    );
    assert_eq!(read_in_two(fork.finalize_xof()), whole(&message(&[3; 300])));
}

#[test]
fn a_clone_taken_with_bytes_in_the_buffer_forks_the_computation() {
    check_clone_mid_buffer(Shake128::default(), |m| c_hash(sys::KX_SHAKE128, m));
    check_clone_mid_buffer(
        TurboShake256::from_core(TurboShake256Core::new(0x06)),
        |m| c_turboshake(sys::KX_TURBOSHAKE256, 0x06, m),
    );
    check_clone_mid_buffer(
        KangarooTwelve::from_core(KangarooTwelveCore::new(b"C")),
        |m| c_kangarootwelve(sys::KX_KT128, b"C", m),
    );
    check_clone_mid_buffer(CShake128::from_core(CShake128Core::new(b"S")), |m| {
        c_cshake(sys::KX_CSHAKE128, b"", b"S", m)
    });
    check_clone_mid_buffer(KmacXof256::new(b"key", b"S"), |m| {
        c_kmac(sys::KX_KMACXOF256, b"key", m)
    });
    check_clone_mid_buffer(ParallelHashXof128::new(8192, b"S"), |m| {
        c_parallelhash(sys::KX_PARALLELHASHXOF128, 8192, m)
    });

    let mut mac = Kmac128::new(b"key", b"S");
    mac.update(&[1; 100]);
    let fork = mac.clone();
    mac.update(&[2; 10]);
    assert_eq!(
        with_length!(mac, [&[][..]]),
        c_kmac(sys::KX_KMAC128, b"key", &[&[1; 100][..], &[2; 10]].concat())
    );
    assert_eq!(
        with_length!(fork, [&[][..]]),
        c_kmac(sys::KX_KMAC128, b"key", &[1; 100])
    );
}

/// Reset and finalize_xof_reset with bytes in the buffer: the reader gets
/// them, the restarted hasher does not.
fn check_reset_mid_buffer<H: ExtendableOutputReset + Reset>(
    mut hasher: H,
    whole: fn(&[u8]) -> Vec<u8>,
) {
    hasher.update(b"forgotten");
    hasher.reset();
    hasher.update(b"first");
    assert_eq!(read_in_two(hasher.finalize_xof_reset()), whole(b"first"));
    hasher.update(b"second");
    assert_eq!(read_in_two(hasher.finalize_xof_reset()), whole(b"second"));
    assert_eq!(read_in_two(hasher.finalize_xof_reset()), whole(b""));
}

#[test]
fn reset_and_finalize_xof_reset_with_bytes_in_the_buffer_start_over() {
    check_reset_mid_buffer(Shake256::default(), |m| c_hash(sys::KX_SHAKE256, m));
    check_reset_mid_buffer(
        TurboShake128::from_core(TurboShake128Core::new(0x1F)),
        |m| c_turboshake(sys::KX_TURBOSHAKE128, 0x1F, m),
    );
    check_reset_mid_buffer(
        KangarooTwelve256::from_core(KangarooTwelve256Core::new(b"C")),
        |m| c_kangarootwelve(sys::KX_KT256, b"C", m),
    );
    check_reset_mid_buffer(
        CShake256::from_core(CShake256Core::new_with_function_name(b"N", b"S")),
        |m| c_cshake(sys::KX_CSHAKE256, b"N", b"S", m),
    );
}
