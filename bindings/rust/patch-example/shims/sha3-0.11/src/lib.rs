// SPDX-License-Identifier: MIT OR Apache-2.0
//! sha3 0.11's names, on keccakx.
#![no_std]

pub use keccakx::digest_0_11::*;
