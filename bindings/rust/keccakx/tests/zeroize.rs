// SPDX-License-Identifier: MIT OR Apache-2.0
//! With the `zeroize` feature, dropping a hasher or a reader wipes its state.
#![cfg(feature = "zeroize")]

use std::mem::{size_of, ManuallyDrop};

use keccakx::digest::{ExtendableOutput, Update};

/// The bytes of `value` after its destructor ran, still in place.
fn bytes_after_drop<T>(value: T) -> Vec<u8> {
    let mut value = ManuallyDrop::new(value);
    // SAFETY: `value` is dropped once and never used as a T again.
    unsafe { ManuallyDrop::drop(&mut value) };
    let start = (&*value as *const T).cast::<u8>();
    // SAFETY: the storage of `value` lives until the end of this function;
    // the types read here are a kx_ctx alone (32 u64 words, no padding), whose
    // bytes the destructor left initialized (zeroed).
    unsafe { std::slice::from_raw_parts(start, size_of::<T>()) }.to_vec()
}

#[test]
fn a_dropped_shake_hasher_leaves_only_zeroes() {
    let mut hasher = keccakx::Shake128::default();
    hasher.update(&[0xa5; 500]);
    assert!(bytes_after_drop(hasher).iter().all(|&byte| byte == 0));
}

#[test]
fn a_dropped_shake_reader_leaves_only_zeroes() {
    let mut hasher = keccakx::Shake256::default();
    hasher.update(b"secret");
    let reader = hasher.finalize_xof();
    assert!(bytes_after_drop(reader).iter().all(|&byte| byte == 0));
}

#[test]
fn every_hasher_and_reader_is_zeroize_on_drop() {
    fn wipes_on_drop<T: zeroize::ZeroizeOnDrop>() {}
    wipes_on_drop::<keccakx::Keccak224Core>();
    wipes_on_drop::<keccakx::Keccak256Core>();
    wipes_on_drop::<keccakx::Keccak384Core>();
    wipes_on_drop::<keccakx::Keccak512Core>();
    wipes_on_drop::<keccakx::Keccak256FullCore>();
    wipes_on_drop::<keccakx::Sha3_224Core>();
    wipes_on_drop::<keccakx::Sha3_256Core>();
    wipes_on_drop::<keccakx::Sha3_384Core>();
    wipes_on_drop::<keccakx::Sha3_512Core>();
    wipes_on_drop::<keccakx::Shake128>();
    wipes_on_drop::<keccakx::Shake128Reader>();
    wipes_on_drop::<keccakx::Shake256>();
    wipes_on_drop::<keccakx::Shake256Reader>();
    #[cfg(feature = "digest-0_11")]
    {
        use keccakx::digest_0_11 as v011;
        wipes_on_drop::<v011::Keccak256>();
        wipes_on_drop::<v011::Keccak256Full>();
        wipes_on_drop::<v011::Sha3_256>();
        wipes_on_drop::<v011::Sha3_512>();
    }
}
