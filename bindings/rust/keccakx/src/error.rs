// SPDX-License-Identifier: MIT OR Apache-2.0
use core::ffi::c_int;
use core::fmt;

use keccakx_sys as sys;

use crate::c_str::static_str;

/// Why a keccakx call failed.
///
/// Hashing itself cannot fail: only the functions that take a length, a
/// backend name or a number of rounds return this error.
///
/// ```
/// use keccakx::{use_backend, Error};
///
/// let error = use_backend("no-such-backend").unwrap_err();
/// assert_eq!(error, Error::UnknownBackend);
/// assert!(error.to_string().contains("backend"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The output length is not the digest size of a fixed-size hash.
    BadLength,
    /// [`hash_many`](crate::hash_many) was given a different number of outputs than inputs.
    CountMismatch,
    /// No backend of that name is built into the library.
    UnknownBackend,
    /// The backend exists but this CPU (or OS) cannot run it.
    UnsupportedBackend,
    /// Permutation rounds outside 1..=24.
    BadRounds,
    /// A mode's parameter out of range: a TurboSHAKE domain byte outside
    /// 0x01..=0x7F, a ParallelHash block size of 0.
    BadParameter,
    /// Any other status code of the C library (none is expected from this crate's calls).
    Other(i32),
}

impl Error {
    /// The C status code this error stands for; `None` for errors found on the Rust side.
    fn status_code(self) -> Option<c_int> {
        match self {
            Error::BadLength => Some(sys::KX_ERR_BAD_LENGTH),
            Error::UnknownBackend => Some(sys::KX_ERR_UNKNOWN_BACKEND),
            Error::UnsupportedBackend => Some(sys::KX_ERR_UNSUPPORTED_BACKEND),
            Error::BadRounds => Some(sys::KX_ERR_BAD_ROUNDS),
            Error::BadParameter => Some(sys::KX_ERR_BAD_PARAMETER),
            Error::Other(code) => Some(code),
            Error::CountMismatch => None,
        }
    }
}

/// Turns a C status code into a `Result`.
pub(crate) fn check(status: c_int) -> Result<(), Error> {
    match status {
        sys::KX_OK => Ok(()),
        sys::KX_ERR_BAD_LENGTH => Err(Error::BadLength),
        sys::KX_ERR_UNKNOWN_BACKEND => Err(Error::UnknownBackend),
        sys::KX_ERR_UNSUPPORTED_BACKEND => Err(Error::UnsupportedBackend),
        sys::KX_ERR_BAD_ROUNDS => Err(Error::BadRounds),
        sys::KX_ERR_BAD_PARAMETER => Err(Error::BadParameter),
        code => Err(Error::Other(code)),
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(code) = self.status_code() else {
            return f.write_str("as many outputs as inputs are needed");
        };
        // SAFETY: kx_strerror accepts any code and returns a static NUL-terminated string.
        let message = unsafe { static_str(sys::kx_strerror(code)) };
        f.write_str(message.unwrap_or("keccakx error"))
    }
}

impl core::error::Error for Error {}
