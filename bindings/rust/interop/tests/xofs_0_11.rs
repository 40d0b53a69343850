// SPDX-License-Identifier: MIT OR Apache-2.0
//! keccakx's cSHAKE, TurboSHAKE and KangarooTwelve through the digest 0.11
//! traits, in the shapes of the cshake 0.2, turboshake 0.7 and k12 0.5
//! crates, give those crates' bytes.

use keccakx::digest_0_11 as kx;
use kx::digest::{CustomizedInit, ExtendableOutput, ExtendableOutputReset, Update, XofReader};

/// Lengths around the rates and KangarooTwelve's 8192-byte chunks.
const LENGTHS: [usize; 10] = [
    0,
    1,
    135,
    136,
    168,
    8191,
    8192,
    8193,
    9 * 8192,
    17 * 8192 + 3,
];
const OUTPUT: usize = 300;

fn bytes(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
        .collect()
}

fn output(hasher: impl ExtendableOutput, message: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; OUTPUT];
    hasher.chain(message).finalize_xof().read(&mut out);
    out
}

#[test]
fn cshake_equals_the_cshake_crate() {
    for len in LENGTHS {
        let message = bytes(len, 1);
        let s = bytes(len % 300, 2);
        assert_eq!(
            output(kx::CShake128::new_customized(&s), &message),
            output(cshake::CShake128::new_customized(&s), &message),
            "cSHAKE128, {len} bytes"
        );
        assert_eq!(
            output(kx::CShake256::new_with_function_name(b"N", &s), &message),
            output(
                cshake::CShake256::new_with_function_name(b"N", &s),
                &message
            ),
            "cSHAKE256, {len} bytes"
        );
        assert_eq!(
            output(kx::CShake128::default(), &message),
            output(cshake::CShake128::default(), &message),
            "cSHAKE128 with N and S empty, {len} bytes"
        );
    }
}

#[test]
fn turboshake_equals_the_turboshake_crate() {
    for len in LENGTHS {
        let message = bytes(len, 3);
        assert_eq!(
            output(kx::TurboShake128::default(), &message),
            output(turboshake::TurboShake128::default(), &message),
            "TurboSHAKE128, {len} bytes"
        );
        assert_eq!(
            output(
                kx::TurboShake256::from_core(kx::TurboShake256Core::new(0x06)),
                &message
            ),
            output(turboshake::CTurboShake256::<0x06>::default(), &message),
            "TurboSHAKE256 D=06, {len} bytes"
        );
    }
}

#[test]
fn kangarootwelve_equals_the_k12_crate() {
    for len in LENGTHS {
        let message = bytes(len, 5);
        let c = bytes([0, 1, 8192, 9000][len % 4], 6);
        assert_eq!(
            output(kx::Kt128::default(), &message),
            output(k12_0_5::Kt128::default(), &message),
            "KT128, {len} bytes"
        );
        assert_eq!(
            output(kx::Kt256::default(), &message),
            output(k12_0_5::Kt256::default(), &message),
            "KT256, {len} bytes"
        );
        assert_eq!(
            output(kx::CustomRefKt128::new_customized(&c), &message),
            output(k12_0_5::CustomRefKt128::new_customized(&c), &message),
            "KT128, {len} bytes, C of {}",
            c.len()
        );
        assert_eq!(
            output(kx::CustomRefKt256::new_customized(&c), &message),
            output(k12_0_5::CustomRefKt256::new_customized(&c), &message),
            "KT256, {len} bytes, C of {}",
            c.len()
        );
    }
}

#[test]
fn finalize_xof_reset_starts_over_with_the_same_parameters() {
    let mut ours = kx::CShake128::new_customized(b"S");
    ours.update(b"first");
    let mut first = [0u8; 32];
    ours.finalize_xof_reset().read(&mut first);
    ours.update(b"first");
    let mut again = [0u8; 32];
    ours.finalize_xof_reset().read(&mut again);
    assert_eq!(first, again);
}
