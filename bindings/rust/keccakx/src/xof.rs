// SPDX-License-Identifier: MIT OR Apache-2.0
//! The extendable-output functions SHAKE128 and SHAKE256.

use core::fmt;

use digest::consts::{U136, U168};
use digest::crypto_common::BlockSizeUser;
use digest::{ExtendableOutput, ExtendableOutputReset, HashMarker, Reset, Update, XofReader};

use crate::buffered_context::BufferedContext;
use crate::context::Context;
use crate::Algorithm;

macro_rules! extendable_output_hasher {
    (
        $name:ident, $reader:ident, $algorithm:ident, $rate:ty,
        $summary:literal, $empty_output_prefix:literal
    ) => {
        #[doc = $summary]
        ///
        /// Implements `Update`, `ExtendableOutput`, `ExtendableOutputReset` and
        /// `Reset` of the RustCrypto `digest` 0.10 traits, as the type of the same
        /// name in the sha3 crate does; finishing gives a
        #[doc = concat!("[`", stringify!($reader), "`]")]
        /// that reads the output stream in any chunks.
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        #[doc = concat!("let mut hasher = ", stringify!($name), "::default();")]
        /// hasher.update(b"hello world");
        /// let mut reader = hasher.finalize_xof();
        /// let mut first = [0u8; 100];
        /// let mut next = [0u8; 100];
        /// reader.read(&mut first);
        /// reader.read(&mut next);
        ///
        /// let mut whole = [0u8; 200];
        #[doc = concat!(stringify!($name), "::digest_xof(b\"hello world\", &mut whole);")]
        /// assert_eq!(whole[..100], first);
        /// assert_eq!(whole[100..], next);
        ///
        /// let mut empty = [0u8; 4];
        #[doc = concat!(stringify!($name), "::digest_xof(b\"\", &mut empty);")]
        #[doc = concat!("assert_eq!(empty, ", $empty_output_prefix, ");")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            pub(crate) input: BufferedContext,
        }

        #[doc = concat!("The output stream of a finished [`", stringify!($name), "`].")]
        ///
        /// Reading it in any chunks gives the same bytes as one long read.
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        #[doc = concat!("let mut reader = ", stringify!($name), "::default().chain(b\"seed\").finalize_xof();")]
        /// let mut key = [0u8; 32];
        /// let mut nonce = [0u8; 12];
        /// reader.read(&mut key);
        /// reader.read(&mut nonce);
        /// assert_ne!(key[..12], nonce);
        /// ```
        #[derive(Clone)]
        pub struct $reader {
            pub(crate) context: Context,
        }

        impl Default for $name {
            #[inline]
            fn default() -> Self {
                Self {
                    input: BufferedContext::new(Context::new(Algorithm::$algorithm)),
                }
            }
        }

        impl HashMarker for $name {}

        impl BlockSizeUser for $name {
            type BlockSize = $rate;
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.input.update(data);
            }
        }

        impl ExtendableOutput for $name {
            type Reader = $reader;

            /// The first read ends the input: no C call is needed until then.
            #[inline]
            fn finalize_xof(self) -> $reader {
                $reader {
                    context: self.input.into_context(),
                }
            }
        }

        impl ExtendableOutputReset for $name {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                let fresh = Context::new(Algorithm::$algorithm);
                $reader {
                    context: self.input.take(fresh),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.input
                    .reset(|context| context.restart(Algorithm::$algorithm));
            }
        }

        impl XofReader for $reader {
            #[inline]
            fn read(&mut self, buffer: &mut [u8]) {
                self.context.squeeze(buffer);
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::ZeroizeOnDrop for $name {}

        #[cfg(feature = "zeroize")]
        impl zeroize::ZeroizeOnDrop for $reader {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($name), " { .. }"))
            }
        }

        impl fmt::Debug for $reader {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($reader), " { .. }"))
            }
        }

        #[cfg(feature = "std")]
        impl std::io::Write for $name {
            #[inline]
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                Update::update(self, buf);
                Ok(buf.len())
            }

            #[inline]
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }

        #[cfg(feature = "std")]
        impl std::io::Read for $reader {
            #[inline]
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                XofReader::read(self, buf);
                Ok(buf.len())
            }
        }
    };
}

extendable_output_hasher!(
    Shake128,
    Shake128Reader,
    Shake128,
    U168,
    "SHAKE128, the extendable-output function of FIPS 202 (128-bit security).",
    "[0x7f, 0x9c, 0x2b, 0xa4]"
);
extendable_output_hasher!(
    Shake256,
    Shake256Reader,
    Shake256,
    U136,
    "SHAKE256, the extendable-output function of FIPS 202 (256-bit security).",
    "[0x46, 0xb9, 0xdd, 0x2b]"
);

#[cfg(feature = "oid")]
mod oid {
    use digest::const_oid::{AssociatedOid, ObjectIdentifier};

    use super::{Shake128, Shake256};

    impl AssociatedOid for Shake128 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.11");
    }
    impl AssociatedOid for Shake256 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.12");
    }
}
