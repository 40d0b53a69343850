// SPDX-License-Identifier: MIT OR Apache-2.0
//! The fixed-size hashes: Keccak-224/256/384/512, Keccak-256 with its whole
//! state as output, and SHA3-224/256/384/512.
//!
//! As in the sha3 crate, each hasher is `CoreWrapper<…Core>`: digest's wrapper
//! buffers the input and hands whole blocks to the core, which is what
//! `hmac::Hmac`, `hkdf` and `pbkdf2` need (they reach the core through
//! `CoreProxy`, which only `CoreWrapper` implements in digest 0.10).

use core::fmt;

use digest::block_buffer::Eager;
use digest::consts::{U104, U136, U144, U200, U28, U32, U48, U64, U72};
use digest::core_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, CoreWrapper, FixedOutputCore,
    UpdateCore,
};
use digest::generic_array::{ArrayLength, GenericArray};
use digest::{HashMarker, Output, OutputSizeUser, Reset};

use crate::lazy_context::LazyContext;
use crate::Algorithm;

/// The bytes of whole blocks, as the C library takes them.
fn block_bytes<N: ArrayLength<u8>>(blocks: &[GenericArray<u8, N>]) -> &[u8] {
    // SAFETY: GenericArray<u8, N> is N bytes with alignment 1 and no padding
    // (nested repr(C) arrays of u8), so the slice is size_of_val(blocks)
    // initialized, contiguous bytes, borrowed for as long as `blocks`.
    unsafe { core::slice::from_raw_parts(blocks.as_ptr().cast(), core::mem::size_of_val(blocks)) }
}

macro_rules! fixed_size_hasher {
    (
        $core:ident, $name:ident, $algorithm:ident, $output_size:ty, $rate:ty, $finish:ident,
        $summary:literal, $example:literal
    ) => {
        #[doc = concat!("The block-level core of [`", stringify!($name), "`]: ", $summary)]
        ///
        /// Fed whole blocks by `CoreWrapper` (or by `hmac`'s and `hkdf`'s own
        /// wrappers). Until the first whole block it holds nothing, so a short
        /// message is hashed by one call into C when it is finalized.
        #[derive(Clone, Default)]
        pub struct $core {
            pub(crate) state: LazyContext,
        }

        #[doc = $summary]
        ///
        /// Implements the RustCrypto `digest` 0.10 traits exactly as the type of the
        /// same name in the sha3 crate does (it is the same
        #[doc = concat!("`CoreWrapper<", stringify!($core), ">`),")]
        /// so it also works with `hmac::Hmac`, `hkdf::Hkdf` and `pbkdf2`. Use it
        /// through [`Digest`](crate::Digest) (`new`, `update`, `finalize`,
        /// `finalize_reset`, `digest`, ...) or the lower-level traits. Cloning
        /// forks the computation; nothing is allocated.
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
        #[doc = concat!("assert_eq!(forked.finalize()[..4], ", $example, ");")]
        /// ```
        pub type $name = CoreWrapper<$core>;

        impl HashMarker for $core {}

        impl BlockSizeUser for $core {
            type BlockSize = $rate;
        }

        impl BufferKindUser for $core {
            type BufferKind = Eager;
        }

        impl OutputSizeUser for $core {
            type OutputSize = $output_size;
        }

        impl UpdateCore for $core {
            #[inline]
            fn update_blocks(&mut self, blocks: &[Block<Self>]) {
                self.state.absorb(Algorithm::$algorithm, block_bytes(blocks));
            }
        }

        impl FixedOutputCore for $core {
            #[inline]
            fn finalize_fixed_core(&mut self, buffer: &mut Buffer<Self>, out: &mut Output<Self>) {
                self.state.$finish(Algorithm::$algorithm, buffer.get_data(), out);
            }
        }

        impl Reset for $core {
            #[inline]
            fn reset(&mut self) {
                self.state.reset();
            }
        }

        impl AlgorithmName for $core {
            fn write_alg_name(f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(stringify!($name))
            }
        }

        impl fmt::Debug for $core {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($core), " { .. }"))
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::ZeroizeOnDrop for $core {}
    };
}

fixed_size_hasher!(
    Keccak224Core,
    Keccak224,
    Keccak224,
    U28,
    U144,
    finish,
    "Keccak-224 with the original Keccak padding (0x01).",
    "[0xf7, 0x18, 0x37, 0x50]"
);
fixed_size_hasher!(
    Keccak256Core,
    Keccak256,
    Keccak256,
    U32,
    U136,
    finish,
    "Keccak-256 with the original Keccak padding (0x01): Ethereum's `keccak256`.",
    "[0xc5, 0xd2, 0x46, 0x01]"
);
fixed_size_hasher!(
    Keccak384Core,
    Keccak384,
    Keccak384,
    U48,
    U104,
    finish,
    "Keccak-384 with the original Keccak padding (0x01).",
    "[0x2c, 0x23, 0x14, 0x6a]"
);
fixed_size_hasher!(
    Keccak512Core,
    Keccak512,
    Keccak512,
    U64,
    U72,
    finish,
    "Keccak-512 with the original Keccak padding (0x01).",
    "[0x0e, 0xab, 0x42, 0xde]"
);
fixed_size_hasher!(
    Keccak256FullCore,
    Keccak256Full,
    Keccak256,
    U200,
    U136,
    finish_whole_state,
    "Keccak-256 whose output is the whole 200-byte state after the last permutation \
     (CryptoNight's hash), as sha3's `Keccak256Full`; its first 32 bytes are Keccak-256.",
    "[0xc5, 0xd2, 0x46, 0x01]"
);
fixed_size_hasher!(
    Sha3_224Core,
    Sha3_224,
    Sha3_224,
    U28,
    U144,
    finish,
    "SHA3-224 (FIPS 202).",
    "[0x6b, 0x4e, 0x03, 0x42]"
);
fixed_size_hasher!(
    Sha3_256Core,
    Sha3_256,
    Sha3_256,
    U32,
    U136,
    finish,
    "SHA3-256 (FIPS 202).",
    "[0xa7, 0xff, 0xc6, 0xf8]"
);
fixed_size_hasher!(
    Sha3_384Core,
    Sha3_384,
    Sha3_384,
    U48,
    U104,
    finish,
    "SHA3-384 (FIPS 202).",
    "[0x0c, 0x63, 0xa7, 0x5b]"
);
fixed_size_hasher!(
    Sha3_512Core,
    Sha3_512,
    Sha3_512,
    U64,
    U72,
    finish,
    "SHA3-512 (FIPS 202).",
    "[0xa6, 0x9f, 0x73, 0xcc]"
);

#[cfg(feature = "oid")]
mod oid {
    use digest::const_oid::{AssociatedOid, ObjectIdentifier};

    use super::{Sha3_224Core, Sha3_256Core, Sha3_384Core, Sha3_512Core};

    impl AssociatedOid for Sha3_224Core {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.7");
    }
    impl AssociatedOid for Sha3_256Core {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.8");
    }
    impl AssociatedOid for Sha3_384Core {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.9");
    }
    impl AssociatedOid for Sha3_512Core {
        const OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.10");
    }
}
