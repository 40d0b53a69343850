// SPDX-License-Identifier: MIT OR Apache-2.0
//! KMAC128, KMAC256 and their XOF variants (NIST SP 800-185): keyed cSHAKE.
//!
//! KMAC's output length L is part of its input, so it is chosen at the end
//! (`finalize_into`) rather than fixed by the type, and the types are not
//! `digest::Mac` (which needs a fixed output size); compare tags in constant
//! time (with `subtle`, for instance).

use digest::consts::{U136, U168};
use keccakx_sys as sys;

use crate::buffered_context::BufferedContext;
use crate::context::Context;

macro_rules! kmac_start {
    ($algorithm:ident) => {
        /// A KMAC context with key K (any length) and customization S.
        fn start(key: &[u8], customization: &[u8]) -> Context {
            Context::start(|context| {
                // SAFETY: `context` is a live, writable kx_ctx; key and
                // customization are readable for their lengths and absorbed
                // before the call returns.
                unsafe {
                    sys::kx_init_kmac(
                        context,
                        sys::$algorithm,
                        key.as_ptr().cast(),
                        key.len(),
                        customization.as_ptr().cast(),
                        customization.len(),
                    )
                }
            })
        }
    };
}

/// A KMAC type holding its context, with its documentation, and its `new`.
macro_rules! kmac_type {
    ($(#[$doc:meta])* $name:ident, $new_doc:literal) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            input: BufferedContext,
        }

        impl $name {
            #[doc = $new_doc]
            #[inline]
            pub fn new(key: &[u8], customization: &[u8]) -> Self {
                Self {
                    input: BufferedContext::new(start(key, customization)),
                }
            }
        }
    };
}

macro_rules! kmac {
    ($name:ident, $summary:literal, $tag_len:literal, $example:literal) => {
        kmac_type!(
            #[doc = $summary]
            ///
            /// `Update` (small updates gathered into blocks) and `std::io::Write` take the
            /// message; [`finalize_into`](Self::finalize_into) writes an output of
            /// the length of its buffer (which is part of the input). Clone to take
            /// a tag and keep going.
            ///
            /// ```
            /// use keccakx::digest::Update;
            #[doc = concat!("use keccakx::", stringify!($name), ";")]
            ///
            /// let key: Vec<u8> = (0x40..0x60).collect();
            #[doc = concat!("let mut mac = ", stringify!($name), "::new(&key, b\"My Tagged Application\");")]
            /// mac.update(&[0, 1, 2, 3]);
            #[doc = concat!("let mut tag = [0u8; ", $tag_len, "];")]
            /// mac.finalize_into(&mut tag);
            #[doc = concat!("assert_eq!(tag[..4], ", $example, "); // NIST's KMAC sample")]
            /// ```
            $name,
            "KMAC with key K (any length) and customization string S."
        );

        mode_hasher_update!($name);
        mode_finalize_into!($name);
    };
}

macro_rules! kmac_xof {
    ($name:ident, $reader:ident, $rate:ty, $summary:literal) => {
        kmac_type!(
            #[doc = $summary]
            ///
            /// `Update` takes the message, `ExtendableOutput` gives a reader of
            /// the output stream (any length is a prefix of one stream).
            ///
            /// ```
            /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
            #[doc = concat!("use keccakx::", stringify!($name), ";")]
            ///
            #[doc = concat!("let mut reader = ", stringify!($name), "::new(b\"key\", b\"\").chain(b\"message\").finalize_xof();")]
            /// let mut tag = [0u8; 32];
            /// reader.read(&mut tag);
            /// ```
            $name,
            "KMACXOF with key K (any length) and customization string S."
        );

        mode_xof_hasher!($name, $reader, $rate);
        mode_reader!($reader, $name);
    };
}

mod kmac128 {
    use super::*;
    kmac_start!(KX_KMAC128);
    kmac!(
        Kmac128,
        "KMAC128 (NIST SP 800-185): a MAC of any key length and output length.",
        32,
        "[0x3b, 0x1f, 0xba, 0x96]"
    );
}

mod kmac256 {
    use super::*;
    kmac_start!(KX_KMAC256);
    kmac!(
        Kmac256,
        "KMAC256 (NIST SP 800-185): a MAC of any key length and output length.",
        64,
        "[0x20, 0xc5, 0x70, 0xc3]"
    );
}

mod kmacxof128 {
    use super::*;
    kmac_start!(KX_KMACXOF128);
    kmac_xof!(
        KmacXof128,
        KmacXof128Reader,
        U168,
        "KMACXOF128 (NIST SP 800-185): KMAC128 whose output is a stream."
    );
}

mod kmacxof256 {
    use super::*;
    kmac_start!(KX_KMACXOF256);
    kmac_xof!(
        KmacXof256,
        KmacXof256Reader,
        U136,
        "KMACXOF256 (NIST SP 800-185): KMAC256 whose output is a stream."
    );
}

pub use kmac128::Kmac128;
pub use kmac256::Kmac256;
pub use kmacxof128::{KmacXof128, KmacXof128Reader};
pub use kmacxof256::{KmacXof256, KmacXof256Reader};
