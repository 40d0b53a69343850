// SPDX-License-Identifier: MIT OR Apache-2.0
use crate::context::{Context, SAVED_BYTES};
use crate::one_shot::hash_into;
use crate::wipe::wipe;
use crate::Algorithm;

/// The state of a fixed-size core: no context until the first whole block
/// arrives, so that a message shorter than a block (the usual Keccak-256 of
/// 32 or 64 bytes) costs one call into C, when it is finalized, instead of
/// three (init, update, final).
///
/// Invariant: a context it holds is absorbing, except after a `finish*` call,
/// when only `reset` (or dropping) may follow, as the core traits require.
#[derive(Clone, Default)]
pub(crate) struct LazyContext(Option<Context>);

impl LazyContext {
    /// Absorbs whole blocks.
    #[inline]
    pub(crate) fn absorb(&mut self, algorithm: Algorithm, blocks: &[u8]) {
        self.0
            .get_or_insert_with(|| Context::new(algorithm))
            .update(blocks);
    }

    /// Writes the digest of everything absorbed followed by `rest`; `out` is
    /// exactly the digest size.
    #[inline]
    pub(crate) fn finish(&mut self, algorithm: Algorithm, rest: &[u8], out: &mut [u8]) {
        match &mut self.0 {
            None => hash_into(algorithm, rest, out),
            Some(context) => {
                context.update(rest);
                context.finalize_into(out);
            }
        }
    }

    /// Writes the whole 200-byte state after the final permutation (the first
    /// bytes are the digest) instead of the digest alone.
    pub(crate) fn finish_whole_state(&mut self, algorithm: Algorithm, rest: &[u8], out: &mut [u8]) {
        const HEADER_BYTES: usize = SAVED_BYTES - 200;
        let context = self.0.get_or_insert_with(|| Context::new(algorithm));
        context.update(rest);
        let digest_size = algorithm.digest_size().unwrap_or_default();
        let mut digest = [0u8; 64];
        context.finalize_into(&mut digest[..digest_size]);
        // A finished context still holds the permuted state: kx_export gives
        // its 25 lanes little-endian after a 4-byte header.
        let mut saved = context.save();
        out.copy_from_slice(&saved[HEADER_BYTES..]);
        wipe(&mut digest);
        wipe(&mut saved);
    }

    #[inline]
    pub(crate) fn reset(&mut self) {
        self.0 = None;
    }

    /// The state in the portable format of `kx_export` (that of a fresh
    /// context while none is held).
    #[cfg(feature = "digest-0_11")]
    pub(crate) fn save(&self, algorithm: Algorithm) -> [u8; SAVED_BYTES] {
        match &self.0 {
            Some(context) => context.save(),
            None => Context::new(algorithm).save(),
        }
    }

    /// The state [`save`](Self::save) gave for `algorithm`, or `None` for
    /// bytes that are no absorbing state of it.
    #[cfg(feature = "digest-0_11")]
    pub(crate) fn restore(algorithm: Algorithm, saved: &[u8; SAVED_BYTES]) -> Option<Self> {
        Context::restore_absorbing(algorithm, saved).map(|context| Self(Some(context)))
    }
}
