// SPDX-License-Identifier: MIT OR Apache-2.0
//! The C library's one-shot functions, called through keccakx-sys: what the
//! buffered and threaded Rust types must give for the whole message.

use keccakx_sys as sys;

/// The bytes every function here writes.
pub const OUTPUT_LEN: usize = 64;

/// Runs a one-shot C function that writes OUTPUT_LEN bytes.
pub fn one_shot(call: impl FnOnce(*mut core::ffi::c_void) -> core::ffi::c_int) -> Vec<u8> {
    let mut output = vec![0u8; OUTPUT_LEN];
    assert_eq!(call(output.as_mut_ptr().cast()), sys::KX_OK);
    output
}

pub fn c_hash(alg: sys::kx_alg, message: &[u8]) -> Vec<u8> {
    // SAFETY: message is readable for its length, the output writable for OUTPUT_LEN.
    one_shot(|out| unsafe {
        sys::kx_hash(alg, message.as_ptr().cast(), message.len(), out, OUTPUT_LEN)
    })
}

pub fn c_turboshake(alg: sys::kx_alg, domain: u8, message: &[u8]) -> Vec<u8> {
    // SAFETY: as in c_hash.
    one_shot(|out| unsafe {
        sys::kx_turboshake(
            alg,
            domain,
            message.as_ptr().cast(),
            message.len(),
            out,
            OUTPUT_LEN,
        )
    })
}

pub fn c_kangarootwelve(alg: sys::kx_alg, customization: &[u8], message: &[u8]) -> Vec<u8> {
    // SAFETY: as in c_hash; the customization is readable for its length.
    one_shot(|out| unsafe {
        sys::kx_kangarootwelve(
            alg,
            customization.as_ptr().cast(),
            customization.len(),
            message.as_ptr().cast(),
            message.len(),
            out,
            OUTPUT_LEN,
        )
    })
}

pub fn c_cshake(alg: sys::kx_alg, name: &[u8], customization: &[u8], message: &[u8]) -> Vec<u8> {
    // SAFETY: as in c_kangarootwelve.
    one_shot(|out| unsafe {
        sys::kx_cshake(
            alg,
            name.as_ptr().cast(),
            name.len(),
            customization.as_ptr().cast(),
            customization.len(),
            message.as_ptr().cast(),
            message.len(),
            out,
            OUTPUT_LEN,
        )
    })
}

pub fn c_kmac(alg: sys::kx_alg, key: &[u8], message: &[u8]) -> Vec<u8> {
    // SAFETY: as in c_kangarootwelve.
    one_shot(|out| unsafe {
        sys::kx_kmac(
            alg,
            key.as_ptr().cast(),
            key.len(),
            b"S".as_ptr().cast(),
            1,
            message.as_ptr().cast(),
            message.len(),
            out,
            OUTPUT_LEN,
        )
    })
}

pub fn c_parallelhash(alg: sys::kx_alg, block_size: usize, message: &[u8]) -> Vec<u8> {
    // SAFETY: as in c_kangarootwelve.
    one_shot(|out| unsafe {
        sys::kx_parallelhash(
            alg,
            block_size,
            b"S".as_ptr().cast(),
            1,
            message.as_ptr().cast(),
            message.len(),
            out,
            OUTPUT_LEN,
        )
    })
}
