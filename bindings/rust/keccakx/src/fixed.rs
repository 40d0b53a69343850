// SPDX-License-Identifier: MIT OR Apache-2.0
//! The fixed-size hashes: Keccak-224/256/384/512 and SHA3-224/256/384/512.

use core::fmt;

use digest::consts::{U104, U136, U144, U28, U32, U48, U64, U72};
use digest::crypto_common::BlockSizeUser;
use digest::{FixedOutput, FixedOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update};

use crate::context::Context;
use crate::Algorithm;

macro_rules! fixed_size_hasher {
    (
        $name:ident, $algorithm:ident, $output_size:ty, $rate:ty,
        $summary:literal, $empty_digest_prefix:literal
    ) => {
        #[doc = $summary]
        ///
        /// Implements the RustCrypto `digest` 0.10 traits exactly as the type of the
        /// same name in the sha3 crate does: use it through [`Digest`](crate::Digest)
        /// (`new`, `update`, `finalize`, `finalize_reset`, `digest`, ...) or the
        /// lower-level traits. Cloning forks the computation; it is a copy of a
        /// fixed-size context, nothing is allocated.
        ///
        /// ```
        #[doc = concat!("use keccakx::{", stringify!($name), ", Digest};")]
        ///
        #[doc = concat!("let mut hasher = ", stringify!($name), "::new();")]
        /// hasher.update(b"hello ");
        /// let mut forked = hasher.clone();
        /// hasher.update(b"world");
        #[doc = concat!("assert_eq!(hasher.finalize(), ", stringify!($name), "::digest(b\"hello world\"));")]
        ///
        /// forked.update(b"there");
        /// let digest = forked.finalize_reset();
        #[doc = concat!("assert_eq!(digest, ", stringify!($name), "::digest(b\"hello there\"));")]
        /// // After finalize_reset the hasher starts over, here on the empty message.
        #[doc = concat!("assert_eq!(forked.finalize()[..4], ", $empty_digest_prefix, ");")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            pub(crate) context: Context,
        }

        impl Default for $name {
            #[inline]
            fn default() -> Self {
                Self {
                    context: Context::new(Algorithm::$algorithm),
                }
            }
        }

        impl HashMarker for $name {}

        impl OutputSizeUser for $name {
            type OutputSize = $output_size;
        }

        /// The rate, so that `hmac::SimpleHmac` works as with the sha3 crate.
        impl BlockSizeUser for $name {
            type BlockSize = $rate;
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.context.update(data);
            }
        }

        impl FixedOutput for $name {
            #[inline]
            fn finalize_into(mut self, out: &mut Output<Self>) {
                self.context.finalize_into(out);
            }
        }

        impl FixedOutputReset for $name {
            #[inline]
            fn finalize_into_reset(&mut self, out: &mut Output<Self>) {
                self.context.finalize_into(out);
                self.context.restart(Algorithm::$algorithm);
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.context.restart(Algorithm::$algorithm);
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($name), " { .. }"))
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
    };
}

fixed_size_hasher!(
    Keccak224,
    Keccak224,
    U28,
    U144,
    "Keccak-224 with the original Keccak padding (0x01).",
    "[0xf7, 0x18, 0x37, 0x50]"
);
fixed_size_hasher!(
    Keccak256,
    Keccak256,
    U32,
    U136,
    "Keccak-256 with the original Keccak padding (0x01): Ethereum's `keccak256`.",
    "[0xc5, 0xd2, 0x46, 0x01]"
);
fixed_size_hasher!(
    Keccak384,
    Keccak384,
    U48,
    U104,
    "Keccak-384 with the original Keccak padding (0x01).",
    "[0x2c, 0x23, 0x14, 0x6a]"
);
fixed_size_hasher!(
    Keccak512,
    Keccak512,
    U64,
    U72,
    "Keccak-512 with the original Keccak padding (0x01).",
    "[0x0e, 0xab, 0x42, 0xde]"
);
fixed_size_hasher!(
    Sha3_224,
    Sha3_224,
    U28,
    U144,
    "SHA3-224 (FIPS 202).",
    "[0x6b, 0x4e, 0x03, 0x42]"
);
fixed_size_hasher!(
    Sha3_256,
    Sha3_256,
    U32,
    U136,
    "SHA3-256 (FIPS 202).",
    "[0xa7, 0xff, 0xc6, 0xf8]"
);
fixed_size_hasher!(
    Sha3_384,
    Sha3_384,
    U48,
    U104,
    "SHA3-384 (FIPS 202).",
    "[0x0c, 0x63, 0xa7, 0x5b]"
);
fixed_size_hasher!(
    Sha3_512,
    Sha3_512,
    U64,
    U72,
    "SHA3-512 (FIPS 202).",
    "[0xa6, 0x9f, 0x73, 0xcc]"
);

#[cfg(feature = "oid")]
mod oid {
    use digest::const_oid::{AssociatedOid, ObjectIdentifier};

    use super::{Sha3_224, Sha3_256, Sha3_384, Sha3_512};

    impl AssociatedOid for Sha3_224 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.7");
    }
    impl AssociatedOid for Sha3_256 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.8");
    }
    impl AssociatedOid for Sha3_384 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.9");
    }
    impl AssociatedOid for Sha3_512 {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.10");
    }
}
