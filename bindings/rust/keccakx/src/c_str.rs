// SPDX-License-Identifier: MIT OR Apache-2.0
use core::ffi::{c_char, CStr};

/// Borrows a string that the C library returned and keeps forever (names,
/// messages, the version); `None` for NULL.
///
/// # Safety
/// `ptr` is NULL or points to a NUL-terminated string that is never freed or changed.
pub(crate) unsafe fn static_str(ptr: *const c_char) -> Option<&'static str> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: guaranteed by the caller.
    let string = unsafe { CStr::from_ptr(ptr) };
    // The library's strings are ASCII, so this never fails in practice.
    string.to_str().ok()
}
