#![doc = include_str!("../README.md")]
// SPDX-License-Identifier: MIT OR Apache-2.0
#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

#[cfg(feature = "std")]
extern crate std;

pub use digest::{self, Digest};

mod algorithm;
mod backend;
mod c_str;
mod context;
#[cfg(feature = "digest-0_11")]
pub mod digest_0_11;
mod error;
mod fixed;
mod lazy_context;
mod one_shot;
mod permutation;
mod xof;

pub use algorithm::Algorithm;
pub use backend::{
    backend, backend_for_width, backends, backends_built, use_backend, version, Backends,
};
pub use error::Error;
pub use fixed::{
    Keccak224, Keccak224Core, Keccak256, Keccak256Core, Keccak256Full, Keccak256FullCore,
    Keccak384, Keccak384Core, Keccak512, Keccak512Core, Sha3_224, Sha3_224Core, Sha3_256,
    Sha3_256Core, Sha3_384, Sha3_384Core, Sha3_512, Sha3_512Core,
};
pub use one_shot::{hash_many, hash_many_into, keccak256};
pub use permutation::{permute, permute_x2, permute_x4, permute_x8};
pub use xof::{Shake128, Shake128Reader, Shake256, Shake256Reader};
