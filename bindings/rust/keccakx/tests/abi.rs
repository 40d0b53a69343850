// SPDX-License-Identifier: MIT OR Apache-2.0
//! The C ABI this crate was written against (include/keccakx.h). keccakx-sys's
//! declarations are checked in, so a header or a library that changed these numbers
//! under them would make the crate pass wrong values: these tests fail instead.

use std::ffi::CStr;
use std::mem::{align_of, size_of};
use std::ptr;

use keccakx::Algorithm;
use keccakx_sys as sys;

const ALGORITHM_NAMES: [&str; 28] = [
    "keccak-224",
    "keccak-256",
    "keccak-384",
    "keccak-512",
    "sha3-224",
    "sha3-256",
    "sha3-384",
    "sha3-512",
    "shake128",
    "shake256",
    "turboshake128",
    "turboshake256",
    "kt128",
    "kt256",
    "cshake128",
    "cshake256",
    "kmac128",
    "kmac256",
    "kmacxof128",
    "kmacxof256",
    "tuplehash128",
    "tuplehash256",
    "tuplehashxof128",
    "tuplehashxof256",
    "parallelhash128",
    "parallelhash256",
    "parallelhashxof128",
    "parallelhashxof256",
];

/// The name the linked library gives algorithm `number`, if any.
fn library_name(number: sys::kx_alg) -> Option<&'static str> {
    // SAFETY: kx_alg_name accepts any value and returns NULL or a static string.
    let name = unsafe { sys::kx_alg_name(number) };
    // SAFETY: a non-NULL name is a static NUL-terminated string.
    (!name.is_null()).then(|| unsafe { CStr::from_ptr(name) }.to_str().expect("ASCII"))
}

fn message(code: i32) -> String {
    // SAFETY: kx_strerror accepts any code and returns a static NUL-terminated string.
    unsafe { CStr::from_ptr(sys::kx_strerror(code)) }
        .to_string_lossy()
        .into_owned()
}

fn new_context(algorithm: sys::kx_alg) -> sys::kx_ctx {
    let mut context = sys::kx_ctx {
        opaque: [0; sys::KX_CTX_WORDS as usize],
    };
    // SAFETY: `context` is a writable kx_ctx.
    assert_eq!(unsafe { sys::kx_init(&mut context, algorithm) }, sys::KX_OK);
    context
}

#[test]
fn the_context_is_64_words_of_8_bytes() {
    assert_eq!(sys::KX_CTX_WORDS, 64);
    assert_eq!(size_of::<sys::kx_ctx>(), 512);
    assert_eq!(align_of::<sys::kx_ctx>(), align_of::<u64>());
}

#[test]
fn the_many_stream_context_is_208_words_for_at_most_8_streams() {
    assert_eq!(sys::KX_MULTI_CTX_WORDS, 208);
    assert_eq!(sys::KX_MULTI_MAX, 8);
    assert_eq!(size_of::<sys::kx_multi_ctx>(), 1664);
    assert_eq!(align_of::<sys::kx_multi_ctx>(), align_of::<u64>());
}

#[test]
fn the_library_version_is_the_header_version_of_abi_1() {
    assert_eq!(sys::KX_VERSION_MAJOR, 1);
    assert_eq!(sys::KX_VERSION_STRING, b"1.0.0\0");
    assert!(keccakx::version().starts_with("1."));
}

#[test]
fn a_saved_context_is_204_bytes() {
    assert_eq!(sys::KX_EXPORT_BYTES, 204);
}

#[test]
fn algorithm_numbers_are_1_to_28_in_the_header_and_the_library_and_1_to_10_in_the_crate() {
    let header = [
        sys::KX_KECCAK_224,
        sys::KX_KECCAK_256,
        sys::KX_KECCAK_384,
        sys::KX_KECCAK_512,
        sys::KX_SHA3_224,
        sys::KX_SHA3_256,
        sys::KX_SHA3_384,
        sys::KX_SHA3_512,
        sys::KX_SHAKE128,
        sys::KX_SHAKE256,
        sys::KX_TURBOSHAKE128,
        sys::KX_TURBOSHAKE256,
        sys::KX_KT128,
        sys::KX_KT256,
        sys::KX_CSHAKE128,
        sys::KX_CSHAKE256,
        sys::KX_KMAC128,
        sys::KX_KMAC256,
        sys::KX_KMACXOF128,
        sys::KX_KMACXOF256,
        sys::KX_TUPLEHASH128,
        sys::KX_TUPLEHASH256,
        sys::KX_TUPLEHASHXOF128,
        sys::KX_TUPLEHASHXOF256,
        sys::KX_PARALLELHASH128,
        sys::KX_PARALLELHASH256,
        sys::KX_PARALLELHASHXOF128,
        sys::KX_PARALLELHASHXOF256,
    ];
    let expected: Vec<sys::kx_alg> = (1..=28).collect();
    assert_eq!(header[..], expected[..]);
    // The Algorithm enum is the one-sponge hashes of hash_many; the modes are types.
    let crate_numbers = Algorithm::ALL.map(|algorithm| algorithm as sys::kx_alg);
    assert_eq!(crate_numbers[..], header[..10]);
    for (number, name) in (1..).zip(ALGORITHM_NAMES) {
        assert_eq!(library_name(number), Some(name), "algorithm {number}");
    }
    assert_eq!(library_name(0), None);
    assert_eq!(library_name(29), None);
}

#[test]
fn error_codes_are_0_to_minus_18() {
    let codes = [
        sys::KX_OK,
        sys::KX_ERR_NULL_POINTER,
        sys::KX_ERR_BAD_ALGORITHM,
        sys::KX_ERR_BAD_LENGTH,
        sys::KX_ERR_FINALIZED,
        sys::KX_ERR_NOT_XOF,
        sys::KX_ERR_UNKNOWN_BACKEND,
        sys::KX_ERR_UNSUPPORTED_BACKEND,
        sys::KX_ERR_BAD_ROUNDS,
        sys::KX_ERR_UNINITIALIZED,
        sys::KX_ERR_BAD_STATE,
        sys::KX_ERR_BAD_PARAMETER,
        sys::KX_ERR_OUT_OF_MEMORY,
        sys::KX_ERR_NULL_TRIE,
        sys::KX_ERR_TRIE_KEY_ORDER,
        sys::KX_ERR_TRIE_KEY_REPEATED,
        sys::KX_ERR_TRIE_EMPTY_VALUE,
        sys::KX_ERR_TRIE_KEY_PREFIX,
        sys::KX_ERR_TRIE_BAD_NODE,
    ];
    assert_eq!(
        codes,
        [0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18]
    );
}

#[test]
fn the_library_has_its_own_message_for_each_code_from_0_to_minus_18() {
    let unknown = message(-19);
    assert_eq!(unknown, "unknown error code");
    let messages: Vec<String> = (-18..=0).map(message).collect();
    for (code, text) in (-18..=0).zip(&messages) {
        assert_ne!(*text, unknown, "code {code}");
        assert_eq!(
            messages.iter().filter(|m| *m == text).count(),
            1,
            "{text:?}"
        );
    }
}

#[test]
fn the_library_returns_the_error_codes_of_the_header() {
    let mut out = [0u8; 64];
    let mut state = [0u64; 25];
    let mut shake = new_context(sys::KX_SHAKE128);
    let mut sha3 = new_context(sys::KX_SHA3_256);
    let mut zeroed = sys::kx_ctx {
        opaque: [0; sys::KX_CTX_WORDS as usize],
    };
    let saved = [0u8; sys::KX_EXPORT_BYTES as usize];
    // SAFETY: every pointer is NULL where the case needs it, else valid for the
    // length passed; the library checks the rest.
    let returned = unsafe {
        [
            sys::kx_hash(
                sys::KX_SHA3_256,
                ptr::null(),
                1,
                out.as_mut_ptr().cast(),
                32,
            ),
            sys::kx_hash(0, ptr::null(), 0, out.as_mut_ptr().cast(), 32),
            sys::kx_hash(
                sys::KX_SHA3_256,
                ptr::null(),
                0,
                out.as_mut_ptr().cast(),
                31,
            ),
            {
                sys::kx_squeeze(&mut shake, out.as_mut_ptr().cast(), 1);
                sys::kx_update(&mut shake, b"a".as_ptr().cast(), 1)
            },
            sys::kx_squeeze(&mut sha3, out.as_mut_ptr().cast(), 1),
            sys::kx_use_backend(c"no-such-backend".as_ptr()),
            sys::kx_permute(state.as_mut_ptr(), 0),
            sys::kx_update(&mut zeroed, b"a".as_ptr().cast(), 1),
            sys::kx_import(&mut zeroed, saved.as_ptr()),
            sys::kx_turboshake(
                sys::KX_TURBOSHAKE128,
                0x80,
                ptr::null(),
                0,
                out.as_mut_ptr().cast(),
                32,
            ),
        ]
    };
    assert_eq!(returned, [-1, -2, -3, -4, -5, -6, -8, -9, -10, -11]);
}
