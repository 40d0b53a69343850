// SPDX-License-Identifier: MIT OR Apache-2.0
//! keccak-asm 0.1's names, on keccakx.
#![no_std]

pub use keccakx::digest::{self, Digest};
pub use keccakx::{
    Keccak224, Keccak256, Keccak384, Keccak512, Sha3_224, Sha3_256, Sha3_384, Sha3_512,
};
