// SPDX-License-Identifier: MIT OR Apache-2.0
//! The C symbol that alloy-primitives' `native-keccak` feature declares and
//! calls for every `keccak256`: `extern "C" { fn native_keccak256(bytes:
//! *const u8, len: usize, output: *mut u8); }`.

/// Keccak-256 of `len` bytes at `bytes` into the 32 bytes at `output`, for
/// callers through the C symbol only (it is not public Rust API: Rust code
/// calls `kx_keccak256` or the keccakx crate).
///
/// # Safety
/// `bytes` is readable for `len` bytes (or `len` is 0) and `output` is
/// writable for 32 bytes, as alloy guarantees.
#[no_mangle]
extern "C" fn native_keccak256(bytes: *const u8, len: usize, output: *mut u8) {
    // SAFETY: the pointers are as the caller guarantees above; kx_keccak256
    // reads `len` bytes and writes 32. It fails only for NULL pointers, which
    // this interface does not allow.
    let status = unsafe { crate::kx_keccak256(bytes.cast(), len, output) };
    assert_eq!(status, crate::KX_OK, "native_keccak256: NULL pointer");
}
