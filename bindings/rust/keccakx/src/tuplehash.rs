// SPDX-License-Identifier: MIT OR Apache-2.0
//! TupleHash128, TupleHash256 and their XOF variants (NIST SP 800-185): the
//! hash of a sequence of byte strings, where the boundaries are part of the input.
//!
//! Each `update` appends one whole string to the tuple, so these types do not
//! implement `digest::Update`, whose updates may be cut anywhere, and each is
//! one call into C: the boundaries are part of the input, so small strings
//! cannot be gathered into one `kx_tuplehash_update`.

use keccakx_sys as sys;

use crate::context::Context;

macro_rules! tuplehash_start {
    ($algorithm:ident) => {
        /// A TupleHash context with customization S.
        fn start(customization: &[u8]) -> Context {
            Context::start(|context| {
                // SAFETY: `context` is a live, writable kx_ctx and
                // `customization` is readable for its length, absorbed before
                // the call returns.
                unsafe {
                    sys::kx_init_tuplehash(
                        context,
                        sys::$algorithm,
                        customization.as_ptr().cast(),
                        customization.len(),
                    )
                }
            })
        }
    };
}

macro_rules! tuplehash_common {
    ($name:ident) => {
        impl $name {
            /// TupleHash with customization string S, over the empty tuple so far.
            #[inline]
            pub fn new(customization: &[u8]) -> Self {
                Self {
                    context: start(customization),
                }
            }

            /// Appends `element` to the tuple as one string (the empty string
            /// is a member like any other): one call into C.
            #[inline]
            pub fn update(&mut self, element: &[u8]) {
                self.context.update_element(element);
            }

            /// [`update`](Self::update) by value, for chaining.
            #[inline]
            #[must_use]
            pub fn chain(mut self, element: impl AsRef<[u8]>) -> Self {
                self.update(element.as_ref());
                self
            }
        }

        mode_hasher_basics!($name);
    };
}

macro_rules! tuplehash {
    ($name:ident, $summary:literal, $out_len:literal, $example:literal) => {
        #[doc = $summary]
        ///
        /// ```
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        #[doc = concat!("let hasher = ", stringify!($name), "::new(b\"\").chain([0, 1, 2]).chain([0x10, 0x11, 0x12, 0x13, 0x14, 0x15]);")]
        #[doc = concat!("let mut output = [0u8; ", $out_len, "];")]
        /// hasher.finalize_into(&mut output);
        #[doc = concat!("assert_eq!(output[..4], ", $example, "); // NIST's TupleHash sample 1")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            context: Context,
        }

        tuplehash_common!($name);

        impl $name {
            /// Writes the `out.len()`-byte output: the output length L is part
            /// of the input, so another length gives an unrelated output (the
            /// XOF variant gives one stream of which every length is a prefix).
            #[inline]
            pub fn finalize_into(mut self, out: &mut [u8]) {
                self.context.finalize_into(out);
            }
        }
    };
}

macro_rules! tuplehash_xof {
    ($name:ident, $reader:ident, $summary:literal) => {
        #[doc = $summary]
        ///
        /// ```
        /// use keccakx::digest::XofReader;
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        #[doc = concat!("let mut reader = ", stringify!($name), "::new(b\"\").chain(b\"a\").chain(b\"bc\").finalize_xof();")]
        /// let mut output = [0u8; 32];
        /// reader.read(&mut output);
        /// ```
        #[derive(Clone)]
        pub struct $name {
            context: Context,
        }

        tuplehash_common!($name);
        mode_reader!($reader, $name);

        impl $name {
            /// Ends the tuple: the reader gives the output stream.
            #[inline]
            pub fn finalize_xof(self) -> $reader {
                $reader {
                    context: self.context,
                }
            }
        }
    };
}

mod tuplehash128 {
    use super::*;
    tuplehash_start!(KX_TUPLEHASH128);
    tuplehash!(
        TupleHash128,
        "TupleHash128 (NIST SP 800-185) of a sequence of strings, of any output length.",
        32,
        "[0xc5, 0xd8, 0x78, 0x6c]"
    );
}

mod tuplehash256 {
    use super::*;
    tuplehash_start!(KX_TUPLEHASH256);
    tuplehash!(
        TupleHash256,
        "TupleHash256 (NIST SP 800-185) of a sequence of strings, of any output length.",
        64,
        "[0xcf, 0xb7, 0x05, 0x8c]"
    );
}

mod tuplehashxof128 {
    use super::*;
    tuplehash_start!(KX_TUPLEHASHXOF128);
    tuplehash_xof!(
        TupleHashXof128,
        TupleHashXof128Reader,
        "TupleHashXOF128 (NIST SP 800-185): TupleHash128 whose output is a stream."
    );
}

mod tuplehashxof256 {
    use super::*;
    tuplehash_start!(KX_TUPLEHASHXOF256);
    tuplehash_xof!(
        TupleHashXof256,
        TupleHashXof256Reader,
        "TupleHashXOF256 (NIST SP 800-185): TupleHash256 whose output is a stream."
    );
}

pub use tuplehash128::TupleHash128;
pub use tuplehash256::TupleHash256;
pub use tuplehashxof128::{TupleHashXof128, TupleHashXof128Reader};
pub use tuplehashxof256::{TupleHashXof256, TupleHashXof256Reader};
