#![doc = include_str!("../README.md")]
// SPDX-License-Identifier: MIT OR Apache-2.0
#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

#[cfg(feature = "std")]
extern crate std;

pub use digest::{self, Digest};
/// The `digest` 0.11 crate whose traits the hashers also implement.
#[cfg(feature = "digest-0_11")]
pub use digest011 as digest_0_11;

mod algorithm;
mod backend;
mod c_str;
mod context;
#[cfg(feature = "digest-0_11")]
mod digest011_traits;
mod error;
mod fixed;
mod one_shot;
mod permutation;
mod xof;

pub use algorithm::Algorithm;
pub use backend::{
    backend, backend_for_width, backends, backends_built, use_backend, version, Backends,
};
pub use error::Error;
pub use fixed::{
    Keccak224, Keccak256, Keccak384, Keccak512, Sha3_224, Sha3_256, Sha3_384, Sha3_512,
};
pub use one_shot::{hash_many, hash_many_into, keccak256};
pub use permutation::{permute, permute_x2, permute_x4, permute_x8};
pub use xof::{Shake128, Shake128Reader, Shake256, Shake256Reader};
