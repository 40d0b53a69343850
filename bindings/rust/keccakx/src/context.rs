// SPDX-License-Identifier: MIT OR Apache-2.0
use core::ffi::c_int;
use core::ptr;

use keccakx_sys as sys;

use crate::c_str::static_str;
use crate::Algorithm;

/// Bytes of a context saved by `kx_export`.
pub(crate) const SAVED_BYTES: usize = sys::KX_EXPORT_BYTES as usize;

/// Panics unless a C call on a [`Context`] succeeded. The type invariant makes
/// every such call succeed, so a failure is a bug (or memory corrupted behind
/// the context's back): it is checked in release builds too, never ignored.
#[inline]
#[track_caller]
pub(crate) fn expect_ok(status: c_int) {
    if status != sys::KX_OK {
        broken_invariant(status);
    }
}

#[cold]
#[inline(never)]
#[track_caller]
fn broken_invariant(status: c_int) -> ! {
    // SAFETY: kx_strerror accepts any code and returns a static NUL-terminated string.
    let message = unsafe { static_str(sys::kx_strerror(status)) };
    panic!(
        "keccakx: a C call on a valid context failed ({status}: {}); this is a bug in keccakx",
        message.unwrap_or("unknown error")
    );
}

/// A `kx_ctx` that `kx_init`, a mode's `kx_init_*` (with checked parameters)
/// or `kx_import` of a checked state has set up, so that every call on it succeeds.
///
/// Invariant: the context is initialized, and a hash whose output length is
/// fixed (or, for KMAC, TupleHash and ParallelHash, chosen at the end) is never
/// updated or finalized again after `finalize_into` until `restart`. The
/// hasher types keep it by consuming themselves or restarting when they
/// finalize, and the contexts of extendable-output functions move into a
/// reader that only squeezes. Only the TupleHash types call `update_element`
/// and never `update`; only the KangarooTwelve types call `end_kangarootwelve`,
/// once.
///
/// With the `zeroize` feature, dropping it wipes it with `kx_wipe`.
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

    /// A context started by one of the `kx_init_*` functions of the modes:
    /// `init` calls it on the zeroed context it is given, with parameters the
    /// caller has checked, so that it succeeds.
    #[inline]
    pub(crate) fn start(init: impl FnOnce(*mut sys::kx_ctx) -> c_int) -> Self {
        let mut context = Self(sys::kx_ctx {
            opaque: [0; sys::KX_CTX_WORDS as usize],
        });
        expect_ok(init(&mut context.0));
        context
    }

    /// Starts the context again with `init`, as [`start`](Self::start) does.
    #[inline]
    pub(crate) fn restart_with(&mut self, init: impl FnOnce(*mut sys::kx_ctx) -> c_int) {
        expect_ok(init(&mut self.0));
    }

    #[inline]
    pub(crate) fn restart(&mut self, algorithm: Algorithm) {
        // SAFETY: self.0 is a live, writable kx_ctx and the algorithm is a valid kx_alg.
        expect_ok(unsafe { sys::kx_init(&mut self.0, algorithm.raw()) });
    }

    #[inline]
    pub(crate) fn update(&mut self, data: &[u8]) {
        // SAFETY: the context is initialized and not finalized (type invariant),
        // and `data` is readable for data.len() bytes.
        expect_ok(unsafe { sys::kx_update(&mut self.0, data.as_ptr().cast(), data.len()) });
    }

    /// KangarooTwelve and ParallelHash only: lets `update` hash the whole
    /// chunks of a large input on up to `threads` threads of the C library
    /// (0: one per processor the process may use).
    #[inline]
    pub(crate) fn set_threads(&mut self, threads: u32) {
        // SAFETY: the context is an initialized KangarooTwelve or ParallelHash
        // context (only their hashers call this); any count is valid.
        expect_ok(unsafe { sys::kx_set_threads(&mut self.0, threads) });
    }

    /// KangarooTwelve and ParallelHash only: `update`, with the whole chunks
    /// of a large input hashed as jobs of `run` on `pool`, up to `threads` of
    /// them at once.
    #[cfg(feature = "rayon")]
    pub(crate) fn update_pool(
        &mut self,
        data: &[u8],
        threads: u32,
        run: sys::kx_pool_run,
        pool: *mut core::ffi::c_void,
    ) {
        // SAFETY: the context is an initialized KangarooTwelve or ParallelHash
        // context that is not finalized (only their hashers call this), `data`
        // is readable for its length, and `run` runs each job it is given once
        // and returns when all have returned, as kx_update_pool requires.
        expect_ok(unsafe {
            sys::kx_update_pool(
                &mut self.0,
                data.as_ptr().cast(),
                data.len(),
                threads,
                run,
                pool,
            )
        });
    }

    /// TupleHash only: appends `element`, one whole string of the tuple.
    #[inline]
    pub(crate) fn update_element(&mut self, element: &[u8]) {
        // SAFETY: the context is an initialized TupleHash context that is not
        // finalized (only the TupleHash types call this, and they consume
        // themselves when they finish), and `element` is readable for its length.
        expect_ok(unsafe {
            sys::kx_tuplehash_update(&mut self.0, element.as_ptr().cast(), element.len())
        });
    }

    /// KangarooTwelve only: ends the input with the customization string C;
    /// the output stream then comes from [`squeeze`](Self::squeeze).
    #[inline]
    pub(crate) fn end_kangarootwelve(&mut self, customization: &[u8]) {
        // SAFETY: the context is an initialized KangarooTwelve context whose
        // input has not ended (the hashers call this once, as they become a
        // reader), `customization` is readable for its length, and no byte
        // is written to the NULL output of length 0.
        expect_ok(unsafe {
            sys::kx_kangarootwelve_final(
                &mut self.0,
                customization.as_ptr().cast(),
                customization.len(),
                ptr::null_mut(),
                0,
            )
        });
    }

    /// Writes the digest: `out` is exactly the digest size of a fixed-size
    /// algorithm, or the output length L of KMAC, TupleHash and ParallelHash.
    #[inline]
    pub(crate) fn finalize_into(&mut self, out: &mut [u8]) {
        // SAFETY: the context is initialized and not finalized (type invariant),
        // and `out` is writable for out.len() bytes, the digest size (the
        // hashers pass their Output array).
        expect_ok(unsafe { sys::kx_final(&mut self.0, out.as_mut_ptr().cast(), out.len()) });
    }

    /// Extendable-output functions only: the next out.len() bytes of the output stream.
    #[inline]
    pub(crate) fn squeeze(&mut self, out: &mut [u8]) {
        // SAFETY: the context is an initialized context of an extendable-output
        // function (only the XOF readers call this), and `out` is writable for
        // out.len() bytes.
        expect_ok(unsafe { sys::kx_squeeze(&mut self.0, out.as_mut_ptr().cast(), out.len()) });
    }

    /// The context in the portable format of `kx_export`.
    #[inline]
    pub(crate) fn save(&self) -> [u8; SAVED_BYTES] {
        let mut saved = [0u8; SAVED_BYTES];
        // SAFETY: the context is initialized (type invariant) and `saved` is
        // writable for the KX_EXPORT_BYTES that kx_export writes.
        expect_ok(unsafe { sys::kx_export(&self.0, saved.as_mut_ptr()) });
        saved
    }

    /// Wipes a temporary copy now, whatever the features.
    #[cfg(feature = "digest-0_11")]
    pub(crate) fn wipe(mut self) {
        // SAFETY: self.0 is a live kx_ctx; kx_wipe only zeroes it (a Drop
        // that wipes again with the `zeroize` feature is harmless).
        unsafe { sys::kx_wipe(&mut self.0) }
    }

    /// Restores a context saved by [`save`](Self::save) from a hasher of
    /// `algorithm` that was still absorbing; `None` for anything else (another
    /// algorithm, a finished hash, bytes kx_export did not write), since the
    /// hasher types only ever hold contexts that absorb.
    #[cfg(feature = "digest-0_11")]
    pub(crate) fn restore_absorbing(
        algorithm: Algorithm,
        saved: &[u8; SAVED_BYTES],
    ) -> Option<Self> {
        const PHASE_ABSORBING: u8 = 1;
        if u32::from(saved[1]) != algorithm.raw() || saved[2] != PHASE_ABSORBING {
            return None;
        }
        let mut context = Self(sys::kx_ctx {
            opaque: [0; sys::KX_CTX_WORDS as usize],
        });
        // SAFETY: context.0 is a writable kx_ctx and `saved` is readable for
        // KX_EXPORT_BYTES; kx_import validates the bytes and initializes the
        // context only when they describe a reachable state.
        let status = unsafe { sys::kx_import(&mut context.0, saved.as_ptr()) };
        (status == sys::KX_OK).then_some(context)
    }
}

#[cfg(feature = "zeroize")]
impl Drop for Context {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: self.0 is a live kx_ctx; kx_wipe only zeroes it.
        unsafe { sys::kx_wipe(&mut self.0) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "a C call on a valid context failed (-4: ")]
    fn a_failed_c_call_panics_with_the_library_message_in_every_build() {
        // No cfg(debug_assertions) anywhere on this path: release builds check too.
        expect_ok(sys::KX_ERR_FINALIZED);
    }

    #[cfg(feature = "digest-0_11")]
    #[test]
    fn a_saved_state_of_another_algorithm_or_phase_is_not_restored() {
        let mut context = Context::new(Algorithm::Sha3_256);
        context.update(b"abc");
        let saved = context.save();
        assert!(Context::restore_absorbing(Algorithm::Sha3_256, &saved).is_some());
        assert!(Context::restore_absorbing(Algorithm::Keccak256, &saved).is_none());

        let mut digest = [0u8; 32];
        context.finalize_into(&mut digest);
        assert!(Context::restore_absorbing(Algorithm::Sha3_256, &context.save()).is_none());
    }
}
