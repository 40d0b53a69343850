// SPDX-License-Identifier: MIT OR Apache-2.0
//! KangarooTwelve (RFC 9861): KT128 in the k12 crate's shape, and KT256.
//! Long inputs are hashed 8192-byte chunk by chunk on the widest multi-state
//! kernel of the CPU.

use digest::consts::{U136, U168};
use digest::{ExtendableOutput, ExtendableOutputReset, Reset};
use keccakx_sys as sys;

use crate::buffered_context::BufferedContext;
use crate::context::Context;

macro_rules! kangarootwelve {
    (
        $core:ident, $name:ident, $reader:ident, $algorithm:ident, $rate:ty,
        $summary:literal, $example:literal
    ) => {
        #[doc = concat!("The parameter of [`", stringify!($name), "`]: its customization string C.")]
        ///
        /// As in the k12 crate, `
        #[doc = concat!(stringify!($name), "::from_core(", stringify!($core), "::new(customization))`")]
        /// starts a hasher (and `Default` has the empty C). KangarooTwelve
        /// hashes C after the message, so the hasher borrows it until it finishes.
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $core<'cs> {
            customization: &'cs [u8],
        }

        impl<'cs> $core<'cs> {
            /// KangarooTwelve with customization string C.
            #[inline]
            pub fn new(customization: &'cs [u8]) -> Self {
                Self { customization }
            }
        }

        #[doc = $summary]
        ///
        /// Implements `Update`, `ExtendableOutput`, `ExtendableOutputReset` and
        /// `Reset` of the `digest` 0.10 traits. Updates shorter than a block
        /// gather in a buffer that goes to C a block at a time; longer ones
        /// go to C as they are, and their whole chunks straight to the
        /// multi-state kernel.
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::{", stringify!($name), ", ", stringify!($core), "};")]
        ///
        #[doc = concat!("let hasher = ", stringify!($name), "::from_core(", stringify!($core), "::new(&[0]));")]
        /// let mut output = [0u8; 4];
        /// hasher.finalize_xof().read(&mut output);
        #[doc = concat!("assert_eq!(output, ", $example, "); // RFC 9861: M empty, C = ptn(1)")]
        ///
        #[doc = concat!("let mut plain = ", stringify!($name), "::default();")]
        /// plain.update(b"message");
        /// # let _ = plain;
        /// ```
        #[derive(Clone)]
        pub struct $name<'cs> {
            input: BufferedContext,
            customization: &'cs [u8],
            /// kx_set_threads' count, which a restarted context gets again.
            threads: u32,
        }

        impl<'cs> $name<'cs> {
            /// A hasher with the customization of `core`, as the k12 crate's
            /// `CoreWrapper::from_core`.
            #[inline]
            pub fn from_core(core: $core<'cs>) -> Self {
                Self {
                    input: BufferedContext::new(Context::start(start)),
                    customization: core.customization,
                    threads: 1,
                }
            }

            /// A hasher with customization C: `from_core` in the shape of the
            /// k12 crate 0.5's `CustomRefKt128::new_customized`.
            #[inline]
            pub fn new_customized(customization: &'cs [u8]) -> Self {
                Self::from_core($core::new(customization))
            }

            /// Lets [`update`](digest::Update::update) hash the whole 8192-byte
            /// chunks of a large input on up to `threads` threads that the C
            /// library starts and joins within that update, the calling thread
            /// among them: 0 means one per processor this process may use (its
            /// CPU affinity, within its cgroup v2 CPU quota rounded up on Linux,
            /// as `kx_set_threads` says), 1 (the default) the calling thread
            /// only, counts above 256 are taken as 256.
            /// Threads start only for an update worth 512 KiB of chunks each.
            /// The output never depends on it; clones, `reset` and
            /// `finalize_xof_reset` keep it. With rayon,
            #[doc = concat!("[`update_rayon`](", stringify!($name), "::update_rayon)")]
            /// uses rayon's threads instead.
            pub fn set_threads(&mut self, threads: usize) -> &mut Self {
                self.threads = u32::try_from(threads).unwrap_or(u32::MAX);
                self.input.flushed().set_threads(self.threads);
                self
            }

            /// Absorbs `data` as [`update`](digest::Update::update) does, with
            /// its whole 8192-byte chunks hashed on rayon's thread pool (the
            /// global one, or the one whose `install` runs this), as the blake3
            /// crate's `Hasher::update_rayon`. The output is `update`'s, whatever
            /// the number of threads and however the input is split between
            /// the two. Each thread gets 512 KiB of chunks at least: an input
            /// too small for two is hashed on the calling thread.
            #[cfg(feature = "rayon")]
            pub fn update_rayon(&mut self, data: &[u8]) -> &mut Self {
                self.input.flushed().update_on_rayon(data);
                self
            }

            /// A context started again, with the thread count of this hasher.
            fn restarted(&self) -> Context {
                let mut context = Context::start(start);
                context.set_threads(self.threads);
                context
            }
        }

        fn start(context: *mut sys::kx_ctx) -> core::ffi::c_int {
            // SAFETY: `context` is a live, writable kx_ctx.
            unsafe { sys::kx_init(context, sys::$algorithm) }
        }

        impl Default for $name<'_> {
            #[inline]
            fn default() -> Self {
                Self::from_core($core::default())
            }
        }

        mode_hasher_update!($name<'cs>);
        mode_reader!($reader, $name);

        impl digest::HashMarker for $name<'_> {}

        impl digest::crypto_common::BlockSizeUser for $name<'_> {
            type BlockSize = $rate;
        }

        impl ExtendableOutput for $name<'_> {
            type Reader = $reader;

            #[inline]
            fn finalize_xof(self) -> $reader {
                let mut context = self.input.into_context();
                context.end_kangarootwelve(self.customization);
                $reader { context }
            }
        }

        impl ExtendableOutputReset for $name<'_> {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                let fresh = self.restarted();
                let mut context = self.input.take(fresh);
                context.end_kangarootwelve(self.customization);
                $reader { context }
            }
        }

        impl Reset for $name<'_> {
            #[inline]
            fn reset(&mut self) {
                let threads = self.threads;
                self.input.reset(|context| {
                    context.restart_with(start);
                    context.set_threads(threads);
                });
            }
        }
    };
}

mod kt128 {
    use super::*;
    kangarootwelve!(
        KangarooTwelveCore,
        KangarooTwelve,
        KangarooTwelveReader,
        KX_KT128,
        U168,
        "KangarooTwelve KT128 (RFC 9861): a tree of TurboSHAKE128 over 8192-byte chunks, \
         with a customization string; the k12 crate's `KangarooTwelve`.",
        "[0xfa, 0xb6, 0x58, 0xdb]"
    );
}

mod kt256 {
    use super::*;
    kangarootwelve!(
        KangarooTwelve256Core,
        KangarooTwelve256,
        KangarooTwelve256Reader,
        KX_KT256,
        U136,
        "KangarooTwelve KT256 (RFC 9861): a tree of TurboSHAKE256 over 8192-byte chunks, \
         with a customization string, in the shape of [`KangarooTwelve`](crate::KangarooTwelve).",
        "[0x92, 0x80, 0xf5, 0xcc]"
    );
}

pub use kt128::{KangarooTwelve, KangarooTwelveCore, KangarooTwelveReader};
pub use kt256::{KangarooTwelve256, KangarooTwelve256Core, KangarooTwelve256Reader};
