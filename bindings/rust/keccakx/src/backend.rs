// SPDX-License-Identifier: MIT OR Apache-2.0
//! Which permutation backend runs, and forcing one.
//!
//! The library detects the CPU once, at first use, and picks the fastest backend
//! for each width (1, 2, 4 or 8 states at once). Every backend gives the same
//! bytes; forcing one only changes speed, which is what tests and benchmarks need.

use core::ffi::{c_char, CStr};
use core::{fmt, ptr};

use keccakx_sys as sys;

use crate::c_str::static_str;
use crate::error::check;
use crate::Error;

/// The backend used for one state at a time (the one every hasher runs on).
///
/// ```
/// let name = keccakx::backend();
/// assert!(keccakx::backends().any(|available| available == name));
/// ```
pub fn backend() -> &'static str {
    backend_for_width(1).unwrap_or_default()
}

/// The backend used for `width` states at once (1, 2, 4 or 8), or `None` for
/// any other width. [`hash_many`](crate::hash_many) and the multi-state
/// permutations run on the widest ones.
///
/// ```
/// assert!(keccakx::backend_for_width(8).is_some());
/// assert_eq!(keccakx::backend_for_width(3), None);
/// ```
pub fn backend_for_width(width: u32) -> Option<&'static str> {
    // SAFETY: kx_backend accepts any width and returns a static name or NULL.
    unsafe { static_str(sys::kx_backend(width)) }
}

/// The backends this CPU can run, in order of preference (`"generic"` last).
///
/// ```
/// let names: Vec<&str> = keccakx::backends().collect();
/// assert_eq!(names.last(), Some(&"generic"));
/// ```
pub fn backends() -> Backends {
    Backends::list(sys::kx_backends)
}

/// Every backend compiled into the library, whether this CPU can run it or not.
///
/// ```
/// assert!(keccakx::backends_built().count() >= keccakx::backends().count());
/// ```
pub fn backends_built() -> Backends {
    Backends::list(sys::kx_backends_built)
}

/// Forces backend `name` for every width, or restores the automatic choice with
/// `"auto"`. Process-wide and atomic: calls in flight finish on the backend they
/// started with. Results are identical whichever backend runs.
///
/// # Errors
/// [`Error::UnknownBackend`] when no backend has that name,
/// [`Error::UnsupportedBackend`] when this CPU cannot run it; the current
/// choice is then kept.
///
/// ```
/// for name in keccakx::backends() {
///     keccakx::use_backend(name)?;
///     assert_eq!(keccakx::backend(), name);
/// }
/// keccakx::use_backend("auto")?;
/// assert_eq!(keccakx::use_backend("z80"), Err(keccakx::Error::UnknownBackend));
/// # Ok::<(), keccakx::Error>(())
/// ```
pub fn use_backend(name: &str) -> Result<(), Error> {
    let mut buffer = [0u8; MAX_NAME_LEN + 1];
    let Some(name) = nul_terminated(name, &mut buffer) else {
        return Err(Error::UnknownBackend);
    };
    // SAFETY: `name` is a NUL-terminated string that outlives the call.
    check(unsafe { sys::kx_use_backend(name.as_ptr()) })
}

/// The version of the C library that is linked ("major.minor.patch").
///
/// ```
/// assert!(keccakx::version().starts_with("1."));
/// ```
pub fn version() -> &'static str {
    // SAFETY: kx_version returns a static string.
    unsafe { static_str(sys::kx_version()) }.unwrap_or_default()
}

/// Longer than any backend name; a longer name cannot be a backend.
const MAX_NAME_LEN: usize = 63;

/// Copies `name` and a NUL into `buffer`; `None` if it does not fit or holds a NUL,
/// which no backend name does.
fn nul_terminated<'a>(name: &str, buffer: &'a mut [u8; MAX_NAME_LEN + 1]) -> Option<&'a CStr> {
    let bytes = name.as_bytes();
    let with_nul = buffer.get_mut(..=bytes.len())?;
    with_nul[..bytes.len()].copy_from_slice(bytes);
    CStr::from_bytes_with_nul(with_nul).ok()
}

/// More backends than the library will ever have (it has six kinds today).
const MAX_BACKENDS: usize = 32;

/// An iterator over backend names, from [`backends`] or [`backends_built`].
///
/// ```
/// let backends = keccakx::backends();
/// assert!(backends.len() >= 1);
/// ```
#[derive(Clone)]
pub struct Backends {
    names: [&'static str; MAX_BACKENDS],
    next: usize,
    end: usize,
}

type ListFunction = unsafe extern "C" fn(*mut *const c_char, usize) -> usize;

impl Backends {
    fn list(list_function: ListFunction) -> Self {
        let mut pointers = [ptr::null::<c_char>(); MAX_BACKENDS];
        // SAFETY: `pointers` is writable for MAX_BACKENDS names, the capacity passed.
        let count = unsafe { list_function(pointers.as_mut_ptr(), MAX_BACKENDS) };
        let mut names = [""; MAX_BACKENDS];
        for (name, &pointer) in names.iter_mut().zip(&pointers[..count.min(MAX_BACKENDS)]) {
            // SAFETY: the library filled the first `count` entries with static names.
            *name = unsafe { static_str(pointer) }.unwrap_or_default();
        }
        Self {
            names,
            next: 0,
            end: count.min(MAX_BACKENDS),
        }
    }
}

impl Iterator for Backends {
    type Item = &'static str;

    fn next(&mut self) -> Option<&'static str> {
        let name = self.names[self.next..self.end].first().copied()?;
        self.next += 1;
        Some(name)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = self.end - self.next;
        (remaining, Some(remaining))
    }
}

impl ExactSizeIterator for Backends {}

impl fmt::Debug for Backends {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(&self.names[self.next..self.end])
            .finish()
    }
}
