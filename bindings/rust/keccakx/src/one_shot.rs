// SPDX-License-Identifier: MIT OR Apache-2.0
//! Hashing without a hasher object: Keccak-256's fast path, and many messages at once.

use core::ffi::c_void;
use core::ptr;

use keccakx_sys as sys;

use crate::context::expect_ok;
use crate::error::check;
use crate::{Algorithm, Error};

/// Keccak-256 (Ethereum's `keccak256`) of `data`, by the shortest path in the library.
///
/// Same result as `Keccak256::digest(data)`, in one call into C for any length and
/// without copying into the hasher's block buffer.
///
/// ```
/// let digest = keccakx::keccak256(b"hello");
/// assert_eq!(digest[..4], [0x1c, 0x8a, 0xff, 0x95]);
/// ```
#[inline]
pub fn keccak256(data: &[u8]) -> [u8; 32] {
    let mut digest = [0u8; 32];
    // SAFETY: `data` is readable for its length and `digest` writable for 32 bytes.
    expect_ok(unsafe { sys::kx_keccak256(data.as_ptr().cast(), data.len(), digest.as_mut_ptr()) });
    digest
}

/// The digest of `data` in one call into C; `out` is exactly the digest size
/// of the fixed-size `algorithm`.
#[inline]
pub(crate) fn hash_into(algorithm: Algorithm, data: &[u8], out: &mut [u8]) {
    // SAFETY: `data` is readable for its length and `out` writable for its
    // length, the digest size; Keccak-256 has a call of its own with the
    // rate and padding compiled in.
    let status = unsafe {
        if algorithm == Algorithm::Keccak256 && out.len() == 32 {
            sys::kx_keccak256(data.as_ptr().cast(), data.len(), out.as_mut_ptr())
        } else {
            sys::kx_hash(
                algorithm.raw(),
                data.as_ptr().cast(),
                data.len(),
                out.as_mut_ptr().cast(),
                out.len(),
            )
        }
    };
    expect_ok(status);
}

/// How many messages go to C per call: the pointer and length arrays live on
/// the stack (1 KiB), and 64 is a multiple of every backend's width.
const MESSAGES_PER_CALL: usize = 64;

/// Hashes every input into the output at the same index, several messages per
/// permutation on backends that permute 2, 4 or 8 states at once: for short
/// messages this is several times faster than a loop.
///
/// `N` is the output length: the digest size for a fixed-size hash, any length
/// for SHAKE. Inputs may have any lengths and be anything that gives bytes
/// (`&[u8]`, `[u8; 32]`, `Vec<u8>`, ...). Nothing is allocated or copied but
/// pointers.
///
/// # Errors
/// [`Error::CountMismatch`] when `outputs` and `inputs` differ in length,
/// [`Error::BadLength`] when `N` is not the digest size of `algorithm`; the
/// outputs are then untouched.
///
/// ```
/// use keccakx::{hash_many, keccak256, Algorithm};
///
/// let words: Vec<[u8; 32]> = (0u8..100).map(|i| [i; 32]).collect();
/// let mut digests = vec![[0u8; 32]; words.len()];
/// hash_many(Algorithm::Keccak256, &words, &mut digests)?;
/// assert_eq!(digests[7], keccak256(&words[7]));
///
/// let mut short = vec![[0u8; 20]; words.len()];
/// assert_eq!(hash_many(Algorithm::Keccak256, &words, &mut short), Err(keccakx::Error::BadLength));
/// # Ok::<(), keccakx::Error>(())
/// ```
pub fn hash_many<I: AsRef<[u8]>, const N: usize>(
    algorithm: Algorithm,
    inputs: &[I],
    outputs: &mut [[u8; N]],
) -> Result<(), Error> {
    if inputs.len() != outputs.len() {
        return Err(Error::CountMismatch);
    }
    hash_many_unchecked_count(algorithm, inputs, outputs.as_flattened_mut(), N)
}

/// [`hash_many`] with the output length chosen at run time (a SHAKE length
/// known only then): output `i` is `out[i * output_len..(i + 1) * output_len]`,
/// so `out` holds `inputs.len() * output_len` bytes.
///
/// # Errors
/// [`Error::CountMismatch`] when `out.len()` is not `inputs.len() * output_len`,
/// [`Error::BadLength`] when `output_len` is not the digest size of a
/// fixed-size hash; `out` is then untouched.
///
/// ```
/// use keccakx::{hash_many_into, Algorithm};
///
/// let inputs = [&b"a"[..], b"bc", b""];
/// let mut out = vec![0u8; inputs.len() * 100];
/// hash_many_into(Algorithm::Shake128, &inputs, 100, &mut out)?;
/// assert_eq!(out[100..102], [0x57, 0xa3]); // SHAKE128("bc") starts 57a3...
/// # Ok::<(), keccakx::Error>(())
/// ```
pub fn hash_many_into<I: AsRef<[u8]>>(
    algorithm: Algorithm,
    inputs: &[I],
    output_len: usize,
    out: &mut [u8],
) -> Result<(), Error> {
    if inputs.len().checked_mul(output_len) != Some(out.len()) {
        return Err(Error::CountMismatch);
    }
    hash_many_unchecked_count(algorithm, inputs, out, output_len)
}

/// Both forms of many-message hashing, once `out` is known to hold
/// `inputs.len() * output_len` bytes.
fn hash_many_unchecked_count<I: AsRef<[u8]>>(
    algorithm: Algorithm,
    inputs: &[I],
    out: &mut [u8],
    output_len: usize,
) -> Result<(), Error> {
    if algorithm
        .digest_size()
        .is_some_and(|size| size != output_len)
    {
        return Err(Error::BadLength);
    }
    for (chunk, inputs) in inputs.chunks(MESSAGES_PER_CALL).enumerate() {
        let mut pointers = [ptr::null::<c_void>(); MESSAGES_PER_CALL];
        let mut lengths = [0usize; MESSAGES_PER_CALL];
        for ((input, pointer), length) in inputs.iter().zip(&mut pointers).zip(&mut lengths) {
            let bytes = input.as_ref();
            *pointer = bytes.as_ptr().cast();
            *length = bytes.len();
        }
        let first = chunk * MESSAGES_PER_CALL * output_len;
        let outputs = &mut out[first..first + inputs.len() * output_len];
        // SAFETY: the first inputs.len() pointers and lengths describe the
        // borrowed inputs, which outlive the call; `outputs` is writable for
        // inputs.len() * output_len bytes, the n * outlen that kx_hash_many writes.
        let status = unsafe {
            sys::kx_hash_many(
                algorithm.raw(),
                inputs.len(),
                pointers.as_ptr(),
                lengths.as_ptr(),
                outputs.as_mut_ptr().cast(),
                output_len,
            )
        };
        check(status)?;
    }
    Ok(())
}
