// SPDX-License-Identifier: MIT OR Apache-2.0
use keccakx_sys as sys;

use crate::Algorithm;

/// A `kx_ctx` that `kx_init` has set up, so that every call on it succeeds.
///
/// Invariant: the context is initialized, and a fixed-size hash is never
/// updated or finalized again after `finalize_into` until `restart`. The hasher
/// types keep it by consuming themselves or restarting when they finalize, and
/// SHAKE contexts move into a reader that only squeezes.
#[derive(Clone)]
pub(crate) struct Context(sys::kx_ctx);

impl Context {
    #[inline]
    pub(crate) fn new(algorithm: Algorithm) -> Self {
        // Zeroed rather than left uninitialized: kx_init need not write every
        // word, and a clone reads them all.
        let mut context = Self(sys::kx_ctx {
            opaque: [0; sys::KX_CTX_WORDS as usize],
        });
        context.restart(algorithm);
        context
    }

    #[inline]
    pub(crate) fn restart(&mut self, algorithm: Algorithm) {
        // SAFETY: self.0 is a live, writable kx_ctx and the algorithm is a valid kx_alg.
        let status = unsafe { sys::kx_init(&mut self.0, algorithm.raw()) };
        debug_assert_eq!(status, sys::KX_OK);
    }

    #[inline]
    pub(crate) fn update(&mut self, data: &[u8]) {
        // SAFETY: the context is initialized and not finalized (type invariant),
        // and `data` is readable for data.len() bytes.
        let status = unsafe { sys::kx_update(&mut self.0, data.as_ptr().cast(), data.len()) };
        debug_assert_eq!(status, sys::KX_OK);
    }

    /// Writes the digest; `out` is exactly the digest size of the algorithm.
    #[inline]
    pub(crate) fn finalize_into(&mut self, out: &mut [u8]) {
        // SAFETY: the context is initialized and not finalized (type invariant),
        // and `out` is writable for out.len() bytes, the digest size (the
        // hashers pass their Output array).
        let status = unsafe { sys::kx_final(&mut self.0, out.as_mut_ptr().cast(), out.len()) };
        debug_assert_eq!(status, sys::KX_OK);
    }

    /// SHAKE only: the next out.len() bytes of the output stream.
    #[inline]
    pub(crate) fn squeeze(&mut self, out: &mut [u8]) {
        // SAFETY: the context is an initialized SHAKE context (only the XOF
        // readers call this), and `out` is writable for out.len() bytes.
        let status = unsafe { sys::kx_squeeze(&mut self.0, out.as_mut_ptr().cast(), out.len()) };
        debug_assert_eq!(status, sys::KX_OK);
    }
}
