// SPDX-License-Identifier: MIT OR Apache-2.0
//! TurboSHAKE128 and TurboSHAKE256 (RFC 9861): SHAKE on the 12-round
//! permutation, with a domain separation byte, in the sha3 crate's shape.

use digest::consts::{U136, U168};
use digest::{ExtendableOutputReset, Reset};
use keccakx_sys as sys;

use crate::buffered_context::BufferedContext;
use crate::context::Context;

/// The domain separation bytes RFC 9861 allows.
const DOMAINS: core::ops::RangeInclusive<u8> = 0x01..=0x7F;

/// The domain byte of RFC 9861 where the application defines none.
const DEFAULT_DOMAIN: u8 = 0x1F;

macro_rules! turboshake {
    (
        $core:ident, $name:ident, $reader:ident, $algorithm:ident, $rate:ty,
        $summary:literal, $example:literal
    ) => {
        #[doc = concat!("The parameter of [`", stringify!($name), "`]: its domain separation byte.")]
        ///
        /// As in the sha3 crate, `
        #[doc = concat!(stringify!($name), "::from_core(", stringify!($core), "::new(domain))`")]
        /// starts a hasher.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $core {
            domain: u8,
        }

        impl $core {
            /// A TurboSHAKE with domain separation byte `domain_separation`
            /// (0x1F where the application defines none, as in RFC 9861).
            ///
            /// # Panics
            /// When `domain_separation` is outside 0x01..=0x7F, as the sha3
            /// crate's `new` does.
            pub fn new(domain_separation: u8) -> Self {
                assert!(
                    DOMAINS.contains(&domain_separation),
                    "TurboSHAKE's domain separation byte must be in 0x01..=0x7F, not {domain_separation:#04x}"
                );
                Self {
                    domain: domain_separation,
                }
            }
        }

        #[doc = $summary]
        ///
        /// Implements `Update`, `ExtendableOutput`, `ExtendableOutputReset` and
        /// `Reset` of the `digest` 0.10 traits. Updates shorter than a block
        /// gather in a buffer that goes to C a block at a time; longer ones go
        /// to C as they are.
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::{", stringify!($name), ", ", stringify!($core), "};")]
        ///
        #[doc = concat!("let mut hasher = ", stringify!($name), "::from_core(", stringify!($core), "::new(0x1F));")]
        /// hasher.update(b"");
        /// let mut output = [0u8; 4];
        /// hasher.finalize_xof().read(&mut output);
        #[doc = concat!("assert_eq!(output, ", $example, "); // RFC 9861, section 5")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            input: BufferedContext,
            domain: u8,
        }

        impl $name {
            /// A hasher with the parameter of `core`, as the sha3 crate's
            /// `CoreWrapper::from_core`.
            #[inline]
            pub fn from_core(core: $core) -> Self {
                Self {
                    input: BufferedContext::new(Context::start(|context| {
                        start(context, core.domain)
                    })),
                    domain: core.domain,
                }
            }
        }

        /// The domain byte 0x1F, RFC 9861's where an application defines none
        /// (the turboshake crate's `TurboShake128`; the sha3 crate has no `Default`).
        impl Default for $name {
            #[inline]
            fn default() -> Self {
                Self::from_core($core::new(DEFAULT_DOMAIN))
            }
        }

        fn start(context: *mut sys::kx_ctx, domain: u8) -> core::ffi::c_int {
            // SAFETY: `context` is a live, writable kx_ctx and the domain byte
            // was checked by the core's constructor.
            unsafe { sys::kx_init_turboshake(context, sys::$algorithm, domain) }
        }

        mode_xof_hasher!($name, $reader, $rate);
        mode_reader!($reader, $name);

        impl ExtendableOutputReset for $name {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                let fresh = Context::start(|context| start(context, self.domain));
                $reader {
                    context: self.input.take(fresh),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                let domain = self.domain;
                self.input
                    .reset(|context| context.restart_with(|context| start(context, domain)));
            }
        }
    };
}

mod turboshake128 {
    use super::*;
    turboshake!(
        TurboShake128Core,
        TurboShake128,
        TurboShake128Reader,
        KX_TURBOSHAKE128,
        U168,
        "TurboSHAKE128 (RFC 9861): SHAKE128 on the 12-round Keccak-p\\[1600\\], about twice as fast.",
        "[0x1e, 0x41, 0x5f, 0x1c]"
    );
}

mod turboshake256 {
    use super::*;
    turboshake!(
        TurboShake256Core,
        TurboShake256,
        TurboShake256Reader,
        KX_TURBOSHAKE256,
        U136,
        "TurboSHAKE256 (RFC 9861): SHAKE256 on the 12-round Keccak-p\\[1600\\], about twice as fast.",
        "[0x36, 0x7a, 0x32, 0x9d]"
    );
}

pub use turboshake128::{TurboShake128, TurboShake128Core, TurboShake128Reader};
pub use turboshake256::{TurboShake256, TurboShake256Core, TurboShake256Reader};
