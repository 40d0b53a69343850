// SPDX-License-Identifier: MIT OR Apache-2.0
//! The hashers for the `digest` 0.11 generation of the RustCrypto traits, in
//! the shape of the sha3 0.11 crate: where sha3 0.11 code says `sha3::`, say
//! `keccakx::digest_0_11::`.
//!
//! The fixed-size types are digest 0.11 buffered wrappers around the same
//! cores as the digest 0.10 types of the crate root (a type of the root
//! cannot implement both generations: it is digest 0.10's `CoreWrapper`), so
//! they work with `hmac` 0.13, `hkdf` 0.13 and `pbkdf2` 0.13. The SHAKE types
//! are those of the crate root, which implement both generations. Every
//! hasher implements `SerializableState`.
//!
//! ```
//! use keccakx::digest_0_11::{Digest, Keccak256};
//!
//! let digest = Keccak256::digest(b"hello world");
//! assert_eq!(digest[..], keccakx::keccak256(b"hello world"));
//! ```

use core::mem;

pub use digest011::{self as digest, CollisionResistance, Digest};

use digest011::block_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, Eager, FixedOutputCore, UpdateCore,
};
use digest011::common::hazmat::{DeserializeStateError, SerializableState, SerializedState};
use digest011::consts::{U104, U136, U144, U16, U168, U200, U204, U28, U32, U48, U64, U72};
use digest011::{
    ExtendableOutput, ExtendableOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update,
    XofReader,
};

use crate::context::{Context, SAVED_BYTES};
use crate::fixed::{
    Keccak224Core, Keccak256Core, Keccak256FullCore, Keccak384Core, Keccak512Core, Sha3_224Core,
    Sha3_256Core, Sha3_384Core, Sha3_512Core,
};
use crate::lazy_context::LazyContext;
use crate::Algorithm;
pub use crate::{Shake128, Shake128Reader, Shake256, Shake256Reader};

/// The bytes of a saved state as the array kx_import reads.
fn saved_bytes(serialized: &[u8]) -> &[u8; SAVED_BYTES] {
    serialized
        .try_into()
        .expect("a serialized state is SAVED_BYTES long")
}

macro_rules! core_traits {
    ($core:ident, $name:ident, $algorithm:ident, $output_size:ty, $rate:ty, $finish:ident) => {
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
                self.state.absorb(
                    Algorithm::$algorithm,
                    Block::<Self>::slice_as_flattened(blocks),
                );
            }
        }

        impl FixedOutputCore for $core {
            #[inline]
            fn finalize_fixed_core(&mut self, buffer: &mut Buffer<Self>, out: &mut Output<Self>) {
                self.state
                    .$finish(Algorithm::$algorithm, buffer.get_data(), out);
            }
        }

        impl Reset for $core {
            #[inline]
            fn reset(&mut self) {
                self.state.reset();
            }
        }

        impl AlgorithmName for $core {
            fn write_alg_name(f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(stringify!($name))
            }
        }

        /// The core's state in the portable format of `kx_export`: a format
        /// byte, the algorithm, the phase, the position in the block, then
        /// the 25 lanes little-endian.
        impl SerializableState for $core {
            type SerializedStateSize = U204;

            fn serialize(&self) -> SerializedState<Self> {
                self.state.save(Algorithm::$algorithm).into()
            }

            fn deserialize(
                serialized: &SerializedState<Self>,
            ) -> Result<Self, DeserializeStateError> {
                let state = LazyContext::restore(Algorithm::$algorithm, saved_bytes(serialized))
                    .ok_or(DeserializeStateError)?;
                Ok(Self { state })
            }
        }
    };
}

core_traits!(Keccak224Core, Keccak224, Keccak224, U28, U144, finish);
core_traits!(Keccak256Core, Keccak256, Keccak256, U32, U136, finish);
core_traits!(Keccak384Core, Keccak384, Keccak384, U48, U104, finish);
core_traits!(Keccak512Core, Keccak512, Keccak512, U64, U72, finish);
core_traits!(
    Keccak256FullCore,
    Keccak256Full,
    Keccak256,
    U200,
    U136,
    finish_whole_state
);
core_traits!(Sha3_224Core, Sha3_224, Sha3_224, U28, U144, finish);
core_traits!(Sha3_256Core, Sha3_256, Sha3_256, U32, U136, finish);
core_traits!(Sha3_384Core, Sha3_384, Sha3_384, U48, U104, finish);
core_traits!(Sha3_512Core, Sha3_512, Sha3_512, U64, U72, finish);

digest011::buffer_fixed!(
    /// Keccak-224 with the original Keccak padding, for digest 0.11.
    pub struct Keccak224(Keccak224Core);
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// Keccak-256 (Ethereum's `keccak256`), for digest 0.11.
    pub struct Keccak256(Keccak256Core);
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// Keccak-384 with the original Keccak padding, for digest 0.11.
    pub struct Keccak384(Keccak384Core);
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// Keccak-512 with the original Keccak padding, for digest 0.11.
    pub struct Keccak512(Keccak512Core);
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// Keccak-256 whose output is the whole 200-byte state, for digest 0.11.
    pub struct Keccak256Full(Keccak256FullCore);
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// SHA3-224 (FIPS 202), for digest 0.11.
    pub struct Sha3_224(Sha3_224Core);
    oid: "2.16.840.1.101.3.4.2.7";
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// SHA3-256 (FIPS 202), for digest 0.11.
    pub struct Sha3_256(Sha3_256Core);
    oid: "2.16.840.1.101.3.4.2.8";
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// SHA3-384 (FIPS 202), for digest 0.11.
    pub struct Sha3_384(Sha3_384Core);
    oid: "2.16.840.1.101.3.4.2.9";
    impl: FixedHashTraits;
);
digest011::buffer_fixed!(
    /// SHA3-512 (FIPS 202), for digest 0.11.
    pub struct Sha3_512(Sha3_512Core);
    oid: "2.16.840.1.101.3.4.2.10";
    impl: FixedHashTraits;
);

macro_rules! extendable_output_traits {
    ($name:ident, $reader:ident, $rate:ty, $collision_resistance:ty) => {
        impl HashMarker for $name {}

        impl BlockSizeUser for $name {
            type BlockSize = $rate;
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.context.update(data);
            }
        }

        impl ExtendableOutput for $name {
            type Reader = $reader;

            #[inline]
            fn finalize_xof(self) -> $reader {
                $reader {
                    context: self.context,
                }
            }
        }

        impl ExtendableOutputReset for $name {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                let fresh = Context::new(Algorithm::$name);
                $reader {
                    context: mem::replace(&mut self.context, fresh),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.context.restart(Algorithm::$name);
            }
        }

        impl XofReader for $reader {
            #[inline]
            fn read(&mut self, buffer: &mut [u8]) {
                self.context.squeeze(buffer);
            }
        }

        impl CollisionResistance for $name {
            type CollisionResistance = $collision_resistance;
        }

        /// The hasher's state in the portable format of `kx_export`.
        impl SerializableState for $name {
            type SerializedStateSize = U204;

            fn serialize(&self) -> SerializedState<Self> {
                self.context.save().into()
            }

            fn deserialize(
                serialized: &SerializedState<Self>,
            ) -> Result<Self, DeserializeStateError> {
                let context = Context::restore_absorbing(Algorithm::$name, saved_bytes(serialized))
                    .ok_or(DeserializeStateError)?;
                Ok(Self { context })
            }
        }
    };
}

// Collision resistance in bytes, from FIPS 202 table 4, as sha3 0.11 gives it.
extendable_output_traits!(Shake128, Shake128Reader, U168, U16);
extendable_output_traits!(Shake256, Shake256Reader, U136, U32);
