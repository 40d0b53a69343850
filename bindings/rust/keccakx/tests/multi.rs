// SPDX-License-Identifier: MIT OR Apache-2.0
//! The many-stream types: each stream's output equals the single-stream
//! hasher's on its own input, for every N, chunking and backend.

mod common;

use common::{for_each_backend, TestRng};
use keccakx::digest::{ExtendableOutput, XofReader};
use keccakx::{
    MultiShake128, MultiShake256, MultiTurboShake128, MultiTurboShake256, Shake128, Shake256,
    TurboShake128, TurboShake128Core, TurboShake256, TurboShake256Core,
};

/// Cuts `0..len` into random consecutive lengths (some 0, some whole blocks).
fn random_cuts(rng: &mut TestRng, len: usize, rate: usize) -> Vec<usize> {
    let mut cuts = Vec::new();
    let mut left = len;
    while left > 0 {
        let piece = match rng.below(3) {
            0 => rng.below(8),
            1 => rate * (1 + rng.below(3)),
            _ => rng.below(left + 1),
        }
        .min(left);
        cuts.push(piece);
        left -= piece;
    }
    cuts
}

fn single_output(hasher: impl ExtendableOutput, message: &[u8], output_len: usize) -> Vec<u8> {
    let mut output = vec![0u8; output_len];
    hasher.chain(message).finalize_xof().read(&mut output);
    output
}

/// Checks N streams of one many-stream type against its single-stream hasher.
macro_rules! check_streams {
    ($rng:expr, $backend:expr, $multi:ident, $n:literal, $single:expr, $rate:literal) => {{
        let rng: &mut TestRng = $rng;
        let input_len = rng.below(4 * $rate);
        let output_len = rng.below(5 * $rate);
        let messages: Vec<Vec<u8>> = (0..$n).map(|_| rng.bytes(input_len)).collect();
        let mut streams = $multi::<$n>::new();
        let mut at = 0;
        for piece in random_cuts(rng, input_len, $rate) {
            let inputs: [&[u8]; $n] = core::array::from_fn(|i| &messages[i][at..at + piece]);
            streams.update(&inputs);
            at += piece;
        }
        let mut reader = streams.finalize_xof();
        let mut outputs = vec![vec![0u8; output_len]; $n];
        let mut at = 0;
        for piece in random_cuts(rng, output_len, $rate) {
            let mut views = outputs.iter_mut().map(|output| &mut output[at..at + piece]);
            let mut buffers: [&mut [u8]; $n] = core::array::from_fn(|_| views.next().unwrap());
            reader.squeeze(&mut buffers);
            at += piece;
        }
        for (i, (message, output)) in messages.iter().zip(&outputs).enumerate() {
            assert_eq!(
                *output,
                single_output($single, message, output_len),
                "{}: {}<{}> stream {i}, {input_len} bytes in, {output_len} out",
                $backend,
                stringify!($multi),
                $n
            );
        }
    }};
}

macro_rules! check_every_n {
    ($rng:expr, $backend:expr, $multi:ident, $single:expr, $rate:literal) => {
        check_streams!($rng, $backend, $multi, 1, $single, $rate);
        check_streams!($rng, $backend, $multi, 2, $single, $rate);
        check_streams!($rng, $backend, $multi, 3, $single, $rate);
        check_streams!($rng, $backend, $multi, 4, $single, $rate);
        check_streams!($rng, $backend, $multi, 5, $single, $rate);
        check_streams!($rng, $backend, $multi, 6, $single, $rate);
        check_streams!($rng, $backend, $multi, 7, $single, $rate);
        check_streams!($rng, $backend, $multi, 8, $single, $rate);
    };
}

#[test]
fn every_stream_of_shake128_and_shake256_equals_the_single_stream_hasher_on_every_backend() {
    let mut rng = TestRng::new(0x6d75_6c74);
    for_each_backend(|backend| {
        for _ in 0..20 {
            check_every_n!(&mut rng, backend, MultiShake128, Shake128::default(), 168);
            check_every_n!(&mut rng, backend, MultiShake256, Shake256::default(), 136);
        }
    });
}

#[test]
fn every_stream_of_turboshake_equals_the_single_stream_hasher_with_domain_0x1f_on_every_backend() {
    let mut rng = TestRng::new(0x7475_6d75);
    let turbo128 = || TurboShake128::from_core(TurboShake128Core::new(0x1F));
    let turbo256 = || TurboShake256::from_core(TurboShake256Core::new(0x1F));
    for_each_backend(|backend| {
        for _ in 0..10 {
            check_every_n!(&mut rng, backend, MultiTurboShake128, turbo128(), 168);
            check_every_n!(&mut rng, backend, MultiTurboShake256, turbo256(), 136);
        }
    });
}

#[test]
fn a_clone_of_the_streams_continues_independently() {
    let mut streams = MultiShake128::<3>::new();
    streams.update(&[b"a", b"b", b"c"]);
    let mut fork = streams.clone();
    streams.update(&[b"1", b"2", b"3"]);
    fork.update(&[b"x", b"y", b"z"]);
    let mut out = [[0u8; 32]; 3];
    let [a, b, c] = &mut out;
    fork.finalize_xof().squeeze(&mut [a, b, c]);
    assert_eq!(
        out[1].to_vec(),
        single_output(Shake128::default(), b"by", 32)
    );
    let [a, b, c] = &mut out;
    streams.finalize_xof().squeeze(&mut [a, b, c]);
    assert_eq!(
        out[2].to_vec(),
        single_output(Shake128::default(), b"c3", 32)
    );
}

#[test]
#[should_panic(expected = "the buffers differ in length")]
fn inputs_of_different_lengths_panic() {
    MultiShake256::<2>::new().update(&[b"ab", b"c"]);
}

#[test]
#[should_panic(expected = "the buffers differ in length")]
fn outputs_of_different_lengths_panic() {
    let mut a = [0u8; 10];
    let mut b = [0u8; 11];
    MultiShake128::<2>::new()
        .finalize_xof()
        .squeeze(&mut [&mut a, &mut b]);
}

#[test]
fn eight_streams_and_one_squeezed_together_equal_the_single_stream_hasher_on_every_backend() {
    let seeds: [[u8; 34]; 9] = core::array::from_fn(|k| [k as u8 + 1; 34]);
    for_each_backend(|backend| {
        let mut eight = MultiShake128::<8>::new();
        let mut one = MultiShake128::<1>::new();
        eight.update(&core::array::from_fn(|k| &seeds[k][..]));
        one.update(&[&seeds[8][..]]);
        let (mut eight, mut one) = (eight.finalize_xof(), one.finalize_xof());
        let mut outputs = vec![vec![0u8; 6 * 168 + 7]; 9];
        let mut at = 0;
        for piece in [3 * 168, 168, 0, 1, 167, 168, 7] {
            let (first, last) = outputs.split_at_mut(8);
            let mut views = first.iter_mut().map(|output| &mut output[at..at + piece]);
            let mut buffers: [&mut [u8]; 8] = core::array::from_fn(|_| views.next().unwrap());
            eight.squeeze_with(&mut buffers, &mut one, &mut [&mut last[0][at..at + piece]]);
            at += piece;
        }
        for (k, output) in outputs.iter().enumerate() {
            let single = single_output(Shake128::default(), &seeds[k], at);
            assert_eq!(*output, single, "{backend}: stream {k}");
        }
    });
}

#[test]
#[should_panic(expected = "the buffers differ in length")]
fn outputs_of_two_readers_of_different_lengths_panic() {
    let mut a = [0u8; 10];
    let mut b = [0u8; 11];
    let mut other = MultiShake128::<1>::new().finalize_xof();
    MultiShake128::<1>::new()
        .finalize_xof()
        .squeeze_with(&mut [&mut a], &mut other, &mut [&mut b]);
}
