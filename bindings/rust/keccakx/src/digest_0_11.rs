// SPDX-License-Identifier: MIT OR Apache-2.0
//! The hashers for the `digest` 0.11 generation of the RustCrypto traits, in
//! the shape of the sha3 0.11 crate: where sha3 0.11 code says `sha3::`, say
//! `keccakx::digest_0_11::`.
//!
//! The fixed-size types are digest 0.11 buffered wrappers around the same
//! cores as the digest 0.10 types of the crate root (a type of the root
//! cannot implement both generations: it is digest 0.10's `CoreWrapper`), so
//! they work with `hmac` 0.13, `hkdf` 0.13 and `pbkdf2` 0.13. The SHAKE types
//! are those of the crate root, which implement both generations; every
//! hasher of SHA-3 and SHAKE implements `SerializableState`.
//!
//! sha3 0.11 has no cSHAKE or TurboSHAKE: RustCrypto moved them to the
//! `cshake` (0.2) and `turboshake` (0.7) crates, and KangarooTwelve's `k12` is
//! 0.5. The crate root's `CShake128/256` (with `Default`, `new_with_function_name`
//! and `CustomizedInit` as the cshake crate's), `TurboShake128/256` (`Default`
//! is the domain byte 0x1F, as the turboshake crate's `TurboShake128`),
//! `KangarooTwelve`/`KangarooTwelve256` (here also `Kt128`, `Kt256` and
//! `CustomRefKt128/256` with `new_customized`, as in k12 0.5), `KmacXof128/256`
//! and `ParallelHashXof128/256` implement the digest 0.11 traits too, and are
//! re-exported here. The turboshake crate's `CTurboShake128<DS>`, with the
//! domain byte as a const parameter, and k12's owning `CustomKt128` are not
//! provided.
//!
//! ```
//! use keccakx::digest_0_11::{Digest, Keccak256};
//!
//! let digest = Keccak256::digest(b"hello world");
//! assert_eq!(digest[..], keccakx::keccak256(b"hello world"));
//! ```

pub use digest011::{self as digest, CollisionResistance, CustomizedInit, Digest};

use crate::digest as digest010;
use digest011::block_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, Eager, FixedOutputCore, UpdateCore,
};
use digest011::common::hazmat::{DeserializeStateError, SerializableState, SerializedState};
use digest011::consts::{U104, U136, U144, U16, U168, U200, U204, U28, U32, U48, U64, U72};
use digest011::{
    ExtendableOutput, ExtendableOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update,
    XofReader,
};

use crate::buffered_context::BufferedContext;
use crate::context::{Context, SAVED_BYTES};
use crate::fixed::{
    Keccak224Core, Keccak256Core, Keccak256FullCore, Keccak384Core, Keccak512Core, Sha3_224Core,
    Sha3_256Core, Sha3_384Core, Sha3_512Core,
};
use crate::lazy_context::LazyContext;
use crate::Algorithm;
pub use crate::{
    CShake128, CShake128Core, CShake128Reader, CShake256, CShake256Core, CShake256Reader,
    KangarooTwelve, KangarooTwelve256, KangarooTwelve256Core, KangarooTwelve256Reader,
    KangarooTwelveCore, KangarooTwelveReader, KmacXof128, KmacXof128Reader, KmacXof256,
    KmacXof256Reader, ParallelHashXof128, ParallelHashXof128Reader, ParallelHashXof256,
    ParallelHashXof256Reader, Shake128, Shake128Reader, Shake256, Shake256Reader, TurboShake128,
    TurboShake128Core, TurboShake128Reader, TurboShake256, TurboShake256Core, TurboShake256Reader,
};

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
                self.input.update(data);
            }
        }

        impl ExtendableOutput for $name {
            type Reader = $reader;

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
                let fresh = Context::new(Algorithm::$name);
                $reader {
                    context: self.input.take(fresh),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.input
                    .reset(|context| context.restart(Algorithm::$name));
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
                self.input.save().into()
            }

            fn deserialize(
                serialized: &SerializedState<Self>,
            ) -> Result<Self, DeserializeStateError> {
                let context = Context::restore_absorbing(Algorithm::$name, saved_bytes(serialized))
                    .ok_or(DeserializeStateError)?;
                Ok(Self {
                    input: BufferedContext::new(context),
                })
            }
        }
    };
}

// Collision resistance in bytes, from FIPS 202 table 4, as sha3 0.11 gives it.
extendable_output_traits!(Shake128, Shake128Reader, U168, U16);
extendable_output_traits!(Shake256, Shake256Reader, U136, U32);

/// The digest 0.11 traits of a hasher of the crate root that implements them
/// in digest 0.10: each method is the digest 0.10 one.
macro_rules! xof_traits_from_0_10 {
    ($name:ident $(<$lifetime:lifetime>)?, $reader:ident, $rate:ty, $collision_resistance:ty) => {
        impl $(<$lifetime>)? HashMarker for $name $(<$lifetime>)? {}

        impl $(<$lifetime>)? BlockSizeUser for $name $(<$lifetime>)? {
            type BlockSize = $rate;
        }

        impl $(<$lifetime>)? Update for $name $(<$lifetime>)? {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                digest010::Update::update(self, data);
            }
        }

        impl $(<$lifetime>)? ExtendableOutput for $name $(<$lifetime>)? {
            type Reader = $reader;

            #[inline]
            fn finalize_xof(self) -> $reader {
                digest010::ExtendableOutput::finalize_xof(self)
            }
        }

        impl XofReader for $reader {
            #[inline]
            fn read(&mut self, buffer: &mut [u8]) {
                digest010::XofReader::read(self, buffer);
            }
        }

        impl $(<$lifetime>)? CollisionResistance for $name $(<$lifetime>)? {
            type CollisionResistance = $collision_resistance;
        }
    };
}

/// `Reset` and `ExtendableOutputReset` of digest 0.11, from digest 0.10's.
macro_rules! reset_from_0_10 {
    ($name:ident $(<$lifetime:lifetime>)?, $reader:ident) => {
        impl $(<$lifetime>)? Reset for $name $(<$lifetime>)? {
            #[inline]
            fn reset(&mut self) {
                digest010::Reset::reset(self);
            }
        }

        impl $(<$lifetime>)? ExtendableOutputReset for $name $(<$lifetime>)? {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                digest010::ExtendableOutputReset::finalize_xof_reset(self)
            }
        }
    };
}

// Collision resistance in bytes: half the capacity's security level, as the
// turboshake, cshake and k12 crates give it.
xof_traits_from_0_10!(TurboShake128, TurboShake128Reader, U168, U16);
xof_traits_from_0_10!(TurboShake256, TurboShake256Reader, U136, U32);
xof_traits_from_0_10!(CShake128, CShake128Reader, U168, U16);
xof_traits_from_0_10!(CShake256, CShake256Reader, U136, U32);
xof_traits_from_0_10!(KangarooTwelve<'cs>, KangarooTwelveReader, U168, U16);
xof_traits_from_0_10!(KangarooTwelve256<'cs>, KangarooTwelve256Reader, U136, U32);
xof_traits_from_0_10!(KmacXof128, KmacXof128Reader, U168, U16);
xof_traits_from_0_10!(KmacXof256, KmacXof256Reader, U136, U32);
xof_traits_from_0_10!(ParallelHashXof128, ParallelHashXof128Reader, U168, U16);
xof_traits_from_0_10!(ParallelHashXof256, ParallelHashXof256Reader, U136, U32);
reset_from_0_10!(TurboShake128, TurboShake128Reader);
reset_from_0_10!(TurboShake256, TurboShake256Reader);
reset_from_0_10!(CShake128, CShake128Reader);
reset_from_0_10!(CShake256, CShake256Reader);
reset_from_0_10!(KangarooTwelve<'cs>, KangarooTwelveReader);
reset_from_0_10!(KangarooTwelve256<'cs>, KangarooTwelve256Reader);

/// cSHAKE with customization S, as the cshake crate's `CustomizedInit`.
impl CustomizedInit for CShake128 {
    fn new_customized(customization: &[u8]) -> Self {
        CShake128::from_core(CShake128Core::new(customization))
    }
}

/// cSHAKE with customization S, as the cshake crate's `CustomizedInit`.
impl CustomizedInit for CShake256 {
    fn new_customized(customization: &[u8]) -> Self {
        CShake256::from_core(CShake256Core::new(customization))
    }
}

/// KT128 with the empty customization, as the k12 crate's (0.5) `Kt128`.
pub type Kt128 = KangarooTwelve<'static>;
/// KT256 with the empty customization, as the k12 crate's (0.5) `Kt256`.
pub type Kt256 = KangarooTwelve256<'static>;
/// KT128 with a borrowed customization, as the k12 crate's (0.5) `CustomRefKt128`
/// (`KangarooTwelve::new_customized(c)`).
pub type CustomRefKt128<'cs> = KangarooTwelve<'cs>;
/// KT256 with a borrowed customization, as the k12 crate's (0.5) `CustomRefKt256`.
pub type CustomRefKt256<'cs> = KangarooTwelve256<'cs>;
