//! Hashing without a hasher object: Keccak-256's fast path, and many messages at once.

use core::ffi::c_void;
use core::ptr;

use keccakx_sys as sys;

use crate::error::check;
use crate::{Algorithm, Error};

/// Keccak-256 (Ethereum's `keccak256`) of `data`, by the shortest path in the library.
///
/// Same result as `Keccak256::digest(data)`, with one call into C instead of three.
///
/// ```
/// let digest = keccakx::keccak256(b"hello");
/// assert_eq!(digest[..4], [0x1c, 0x8a, 0xff, 0x95]);
/// ```
#[inline]
pub fn keccak256(data: &[u8]) -> [u8; 32] {
    let mut digest = [0u8; 32];
    // SAFETY: `data` is readable for its length and `digest` writable for 32 bytes.
    let status =
        unsafe { sys::kx_keccak256(data.as_ptr().cast(), data.len(), digest.as_mut_ptr()) };
    debug_assert_eq!(status, sys::KX_OK);
    digest
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
    if algorithm.digest_size().is_some_and(|size| size != N) {
        return Err(Error::BadLength);
    }
    for (inputs, outputs) in inputs
        .chunks(MESSAGES_PER_CALL)
        .zip(outputs.chunks_mut(MESSAGES_PER_CALL))
    {
        let mut pointers = [ptr::null::<c_void>(); MESSAGES_PER_CALL];
        let mut lengths = [0usize; MESSAGES_PER_CALL];
        for ((input, pointer), length) in inputs.iter().zip(&mut pointers).zip(&mut lengths) {
            let bytes = input.as_ref();
            *pointer = bytes.as_ptr().cast();
            *length = bytes.len();
        }
        // SAFETY: the first inputs.len() pointers and lengths describe the
        // borrowed inputs, which outlive the call; `outputs` is writable for
        // outputs.len() * N bytes, the n * outlen that kx_hash_many writes.
        let status = unsafe {
            sys::kx_hash_many(
                algorithm.raw(),
                inputs.len(),
                pointers.as_ptr(),
                lengths.as_ptr(),
                outputs.as_mut_ptr().cast(),
                N,
            )
        };
        check(status)?;
    }
    Ok(())
}
