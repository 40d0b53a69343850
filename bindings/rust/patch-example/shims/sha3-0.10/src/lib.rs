// SPDX-License-Identifier: MIT OR Apache-2.0
//! sha3 0.10's names, on keccakx.
#![no_std]

pub use keccakx::digest::{self, Digest};
pub use keccakx::{
    CShake128, CShake128Core, CShake128Reader, CShake256, CShake256Core, CShake256Reader,
    Keccak224, Keccak224Core, Keccak256, Keccak256Core, Keccak256Full, Keccak256FullCore,
    Keccak384, Keccak384Core, Keccak512, Keccak512Core, Sha3_224, Sha3_224Core, Sha3_256,
    Sha3_256Core, Sha3_384, Sha3_384Core, Sha3_512, Sha3_512Core, Shake128, Shake128Reader,
    Shake256, Shake256Reader, TurboShake128, TurboShake128Core, TurboShake128Reader,
    TurboShake256, TurboShake256Core, TurboShake256Reader,
};
