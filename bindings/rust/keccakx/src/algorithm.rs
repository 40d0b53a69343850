// SPDX-License-Identifier: MIT OR Apache-2.0
use keccakx_sys as sys;

use crate::c_str::static_str;

/// The hash functions of keccakx, for the functions that take the algorithm
/// as a value ([`hash_many`](crate::hash_many)); the hasher types fix it in their type.
///
/// ```
/// use keccakx::Algorithm;
///
/// assert_eq!(Algorithm::Keccak256.name(), "keccak-256");
/// assert_eq!(Algorithm::Keccak256.digest_size(), Some(32));
/// assert_eq!(Algorithm::Keccak256.rate(), 136);
/// assert_eq!(Algorithm::Shake128.digest_size(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Algorithm {
    /// Keccak-224 with the original Keccak padding (0x01).
    Keccak224 = sys::KX_KECCAK_224,
    /// Keccak-256 with the original Keccak padding: Ethereum's `keccak256`.
    Keccak256 = sys::KX_KECCAK_256,
    /// Keccak-384 with the original Keccak padding.
    Keccak384 = sys::KX_KECCAK_384,
    /// Keccak-512 with the original Keccak padding.
    Keccak512 = sys::KX_KECCAK_512,
    /// SHA3-224 (FIPS 202).
    Sha3_224 = sys::KX_SHA3_224,
    /// SHA3-256 (FIPS 202).
    Sha3_256 = sys::KX_SHA3_256,
    /// SHA3-384 (FIPS 202).
    Sha3_384 = sys::KX_SHA3_384,
    /// SHA3-512 (FIPS 202).
    Sha3_512 = sys::KX_SHA3_512,
    /// SHAKE128, the extendable-output function of FIPS 202.
    Shake128 = sys::KX_SHAKE128,
    /// SHAKE256, the extendable-output function of FIPS 202.
    Shake256 = sys::KX_SHAKE256,
}

impl Algorithm {
    /// Every algorithm, in the order of their C enumeration.
    ///
    /// ```
    /// assert_eq!(keccakx::Algorithm::ALL.len(), 10);
    /// ```
    pub const ALL: [Algorithm; 10] = [
        Algorithm::Keccak224,
        Algorithm::Keccak256,
        Algorithm::Keccak384,
        Algorithm::Keccak512,
        Algorithm::Sha3_224,
        Algorithm::Sha3_256,
        Algorithm::Sha3_384,
        Algorithm::Sha3_512,
        Algorithm::Shake128,
        Algorithm::Shake256,
    ];

    pub(crate) fn raw(self) -> sys::kx_alg {
        self as sys::kx_alg
    }

    /// The lower-case name the C library and the test vectors use.
    ///
    /// ```
    /// assert_eq!(keccakx::Algorithm::Sha3_512.name(), "sha3-512");
    /// ```
    pub fn name(self) -> &'static str {
        // SAFETY: kx_alg_name returns a static string for every kx_alg value.
        unsafe { static_str(sys::kx_alg_name(self.raw())) }.unwrap_or_default()
    }

    /// The digest size in bytes, or `None` for SHAKE, whose output has any length.
    ///
    /// ```
    /// assert_eq!(keccakx::Algorithm::Keccak512.digest_size(), Some(64));
    /// ```
    pub fn digest_size(self) -> Option<usize> {
        // SAFETY: kx_digest_size only reads its argument.
        match unsafe { sys::kx_digest_size(self.raw()) } {
            0 => None,
            size => Some(size),
        }
    }

    /// The rate (block size) in bytes: how much input one permutation absorbs.
    ///
    /// ```
    /// assert_eq!(keccakx::Algorithm::Shake128.rate(), 168);
    /// ```
    pub fn rate(self) -> usize {
        // SAFETY: kx_rate only reads its argument.
        unsafe { sys::kx_rate(self.raw()) }
    }
}
