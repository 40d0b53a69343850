// SPDX-License-Identifier: MIT OR Apache-2.0
use core::sync::atomic::{compiler_fence, Ordering};

/// Zeroes bytes that held a secret (a copy of a state, buffered input) with
/// stores the compiler may not remove, as the C library's kx_secure_zero does.
pub(crate) fn wipe(bytes: &mut [u8]) {
    for byte in bytes.iter_mut() {
        // SAFETY: `byte` is a valid, exclusive reference to one u8.
        unsafe { core::ptr::write_volatile(byte, 0) };
    }
    compiler_fence(Ordering::SeqCst);
}
