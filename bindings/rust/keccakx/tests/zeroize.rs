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
    // the types read here hold kx_ctx or kx_multi_ctx values (u64 words) and
    // buffered input (bytes and a usize), with no padding, and the destructor
    // left their bytes initialized (zeroed).
    unsafe { std::slice::from_raw_parts(start, size_of::<T>()) }.to_vec()
}

#[test]
fn a_dropped_shake_hasher_leaves_only_zeroes() {
    let mut hasher = keccakx::Shake128::default();
    hasher.update(&[0xa5; 500]);
    assert!(bytes_after_drop(hasher).iter().all(|&byte| byte == 0));
}

#[test]
fn dropped_hashers_with_input_in_their_buffer_leave_only_zeroes() {
    let mut shake = keccakx::Shake256::default();
    shake.update(&[0xa5; 100]);
    assert!(bytes_after_drop(shake).iter().all(|&byte| byte == 0));
    let mut mac = keccakx::Kmac128::new(b"key", b"");
    mac.update(&[0xa5; 300]);
    assert!(bytes_after_drop(mac).iter().all(|&byte| byte == 0));
    let mut parallel = keccakx::ParallelHashXof128::new(8192, b"");
    parallel.update(b"secret");
    assert!(bytes_after_drop(parallel).iter().all(|&byte| byte == 0));
}

#[test]
fn a_dropped_shake_reader_leaves_only_zeroes() {
    let mut hasher = keccakx::Shake256::default();
    hasher.update(b"secret");
    let reader = hasher.finalize_xof();
    assert!(bytes_after_drop(reader).iter().all(|&byte| byte == 0));
}

#[test]
fn a_dropped_cshake_hasher_leaves_only_zeroes() {
    let core = keccakx::CShake128Core::new(b"customization");
    let mut hasher = keccakx::CShake128::from_core(core);
    hasher.update(&[0xa5; 500]);
    assert!(bytes_after_drop(hasher).iter().all(|&byte| byte == 0));
}

#[test]
fn dropped_many_stream_hashers_and_readers_leave_only_zeroes() {
    let mut streams = keccakx::MultiShake128::<4>::new();
    streams.update(&[b"secret", b"secret", b"secret", b"secret"]);
    let reader = streams.clone().finalize_xof();
    assert!(bytes_after_drop(streams).iter().all(|&byte| byte == 0));
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
    wipes_on_drop::<keccakx::TurboShake128>();
    wipes_on_drop::<keccakx::TurboShake256Reader>();
    wipes_on_drop::<keccakx::CShake128Core>();
    wipes_on_drop::<keccakx::CShake256>();
    wipes_on_drop::<keccakx::CShake128Reader>();
    wipes_on_drop::<keccakx::KangarooTwelve<'static>>();
    wipes_on_drop::<keccakx::KangarooTwelve256Reader>();
    wipes_on_drop::<keccakx::Kmac128>();
    wipes_on_drop::<keccakx::KmacXof256>();
    wipes_on_drop::<keccakx::KmacXof256Reader>();
    wipes_on_drop::<keccakx::TupleHash256>();
    wipes_on_drop::<keccakx::TupleHashXof128>();
    wipes_on_drop::<keccakx::TupleHashXof128Reader>();
    wipes_on_drop::<keccakx::ParallelHash128>();
    wipes_on_drop::<keccakx::ParallelHashXof256>();
    wipes_on_drop::<keccakx::ParallelHashXof256Reader>();
    wipes_on_drop::<keccakx::MultiShake128<8>>();
    wipes_on_drop::<keccakx::MultiShake256Reader<2>>();
    wipes_on_drop::<keccakx::MultiTurboShake128<1>>();
    #[cfg(feature = "digest-0_11")]
    {
        use keccakx::digest_0_11 as v011;
        wipes_on_drop::<v011::Keccak256>();
        wipes_on_drop::<v011::Keccak256Full>();
        wipes_on_drop::<v011::Sha3_256>();
        wipes_on_drop::<v011::Sha3_512>();
    }
}
