// SPDX-License-Identifier: MIT OR Apache-2.0
//! cSHAKE128 and cSHAKE256 (NIST SP 800-185), in the sha3 crate's shape.

use digest::consts::{U136, U168};
use digest::{ExtendableOutputReset, Reset};
use keccakx_sys as sys;

use crate::buffered_context::BufferedContext;
use crate::context::Context;

macro_rules! cshake {
    (
        $core:ident, $name:ident, $reader:ident, $algorithm:ident, $rate:ty,
        $summary:literal, $example:literal
    ) => {
        #[doc = concat!("The parameters of [`", stringify!($name), "`], already absorbed.")]
        ///
        /// As in the sha3 crate, `
        #[doc = concat!(stringify!($name), "::from_core(", stringify!($core), "::new(customization))`")]
        /// starts a hasher. The function name and customization are absorbed
        /// by the constructor: the core holds no reference to them.
        #[derive(Clone)]
        pub struct $core {
            context: Context,
        }

        impl $core {
            /// cSHAKE with customization string S and the empty function name.
            #[inline]
            pub fn new(customization: &[u8]) -> Self {
                Self::new_with_function_name(&[], customization)
            }

            /// cSHAKE with function name N and customization string S. N is
            /// for functions NIST defines on top of cSHAKE; with N and S both
            /// empty, cSHAKE is SHAKE.
            pub fn new_with_function_name(function_name: &[u8], customization: &[u8]) -> Self {
                let context = Context::start(|context| {
                    // SAFETY: `context` is a live, writable kx_ctx; both strings
                    // are readable for their lengths, and are absorbed before
                    // the call returns.
                    unsafe {
                        sys::kx_init_cshake(
                            context,
                            sys::$algorithm,
                            function_name.as_ptr().cast(),
                            function_name.len(),
                            customization.as_ptr().cast(),
                            customization.len(),
                        )
                    }
                });
                Self { context }
            }
        }

        impl core::fmt::Debug for $core {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(concat!(stringify!($core), " { .. }"))
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::ZeroizeOnDrop for $core {}

        #[doc = $summary]
        ///
        /// Implements `Update`, `ExtendableOutput`, `ExtendableOutputReset` and
        /// `Reset` (back to the state after N and S, as the sha3 crate's) of the
        /// `digest` 0.10 traits; updates shorter than a block gather in a
        /// buffer that goes to C a block at a time.
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::{", stringify!($name), ", ", stringify!($core), "};")]
        ///
        #[doc = concat!("let mut hasher = ", stringify!($name), "::from_core(", stringify!($core), "::new(b\"Email Signature\"));")]
        /// hasher.update(&[0, 1, 2, 3]);
        /// let mut output = [0u8; 4];
        /// hasher.finalize_xof().read(&mut output);
        #[doc = concat!("assert_eq!(output, ", $example, "); // NIST's cSHAKE sample 1")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            input: BufferedContext,
            initial: Context,
        }

        impl $name {
            /// A hasher starting from `core`, as the sha3 crate's `CoreWrapper::from_core`.
            #[inline]
            pub fn from_core(core: $core) -> Self {
                Self {
                    input: BufferedContext::new(core.context.clone()),
                    initial: core.context,
                }
            }
        }

        impl $name {
            /// cSHAKE with function name N and customization string S, in one
            /// call (the cshake crate's spelling).
            #[inline]
            pub fn new_with_function_name(function_name: &[u8], customization: &[u8]) -> Self {
                Self::from_core($core::new_with_function_name(function_name, customization))
            }
        }

        /// N and S empty: SHAKE, as the standard defines (and the cshake crate's `Default`).
        impl Default for $name {
            #[inline]
            fn default() -> Self {
                Self::new_with_function_name(&[], &[])
            }
        }

        mode_xof_hasher!($name, $reader, $rate);
        mode_reader!($reader, $name);

        impl ExtendableOutputReset for $name {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                $reader {
                    context: self.input.take(self.initial.clone()),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                let initial = &self.initial;
                self.input.reset(|context| context.clone_from(initial));
            }
        }
    };
}

mod cshake128 {
    use super::*;
    cshake!(
        CShake128Core,
        CShake128,
        CShake128Reader,
        KX_CSHAKE128,
        U168,
        "cSHAKE128 (NIST SP 800-185): SHAKE128 with a function name and a customization string.",
        "[0xc1, 0xc3, 0x69, 0x25]"
    );
}

mod cshake256 {
    use super::*;
    cshake!(
        CShake256Core,
        CShake256,
        CShake256Reader,
        KX_CSHAKE256,
        U136,
        "cSHAKE256 (NIST SP 800-185): SHAKE256 with a function name and a customization string.",
        "[0xd0, 0x08, 0x82, 0x8e]"
    );
}

pub use cshake128::{CShake128, CShake128Core, CShake128Reader};
pub use cshake256::{CShake256, CShake256Core, CShake256Reader};
