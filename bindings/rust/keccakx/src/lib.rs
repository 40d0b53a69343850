#![doc = include_str!("../README.md")]
// SPDX-License-Identifier: MIT OR Apache-2.0
#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

#[cfg(feature = "std")]
extern crate std;

pub use digest::{self, Digest};

#[macro_use]
mod mode_traits;

mod algorithm;
mod backend;
mod buffered_context;
mod c_str;
mod context;
mod cshake;
#[cfg(feature = "digest-0_11")]
pub mod digest_0_11;
mod error;
mod fixed;
mod kangarootwelve;
mod kmac;
mod lazy_context;
mod multi;
mod one_shot;
mod parallelhash;
mod permutation;
#[cfg(feature = "rayon")]
mod rayon_pool;
#[cfg(feature = "std")]
pub mod trie;
mod tuplehash;
mod turboshake;
mod wipe;
mod xof;

pub use algorithm::Algorithm;
pub use backend::{
    backend, backend_for_width, backends, backends_built, use_backend, version, Backends,
};
pub use cshake::{CShake128, CShake128Core, CShake128Reader};
pub use cshake::{CShake256, CShake256Core, CShake256Reader};
pub use error::Error;
pub use fixed::{
    Keccak224, Keccak224Core, Keccak256, Keccak256Core, Keccak256Full, Keccak256FullCore,
    Keccak384, Keccak384Core, Keccak512, Keccak512Core, Sha3_224, Sha3_224Core, Sha3_256,
    Sha3_256Core, Sha3_384, Sha3_384Core, Sha3_512, Sha3_512Core,
};
pub use kangarootwelve::{KangarooTwelve, KangarooTwelveCore, KangarooTwelveReader};
pub use kangarootwelve::{KangarooTwelve256, KangarooTwelve256Core, KangarooTwelve256Reader};
pub use kmac::{Kmac128, Kmac256, KmacXof128, KmacXof128Reader, KmacXof256, KmacXof256Reader};
pub use multi::{MultiShake128, MultiShake128Reader, MultiShake256, MultiShake256Reader};
pub use multi::{MultiTurboShake128, MultiTurboShake128Reader};
pub use multi::{MultiTurboShake256, MultiTurboShake256Reader};
pub use one_shot::{hash_many, hash_many_into, keccak256};
pub use parallelhash::{ParallelHash128, ParallelHash256};
pub use parallelhash::{ParallelHashXof128, ParallelHashXof128Reader};
pub use parallelhash::{ParallelHashXof256, ParallelHashXof256Reader};
pub use permutation::{permute, permute_x2, permute_x4, permute_x8};
pub use tuplehash::{TupleHash128, TupleHash256};
pub use tuplehash::{
    TupleHashXof128, TupleHashXof128Reader, TupleHashXof256, TupleHashXof256Reader,
};
pub use turboshake::{TurboShake128, TurboShake128Core, TurboShake128Reader};
pub use turboshake::{TurboShake256, TurboShake256Core, TurboShake256Reader};
pub use xof::{Shake128, Shake128Reader, Shake256, Shake256Reader};
