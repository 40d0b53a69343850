// SPDX-License-Identifier: MIT OR Apache-2.0
//! The Keccak-p\[1600\] permutation on one or several states, for building other
//! Keccak-based constructions (KangarooTwelve, TurboSHAKE, Kyber's samplers, ...).
//!
//! A state is 25 lanes in host byte order, lane `i` = A\[x = i mod 5\]\[y = i div 5\];
//! message bytes go into lanes little-endian.

use keccakx_sys as sys;

use crate::error::check;
use crate::Error;

/// Applies Keccak-p\[1600, `rounds`\] to `state`: the last `rounds` rounds of
/// Keccak-f\[1600\] (24 is Keccak-f\[1600\] itself, 12 is the permutation of
/// KangarooTwelve and TurboSHAKE).
///
/// # Errors
/// [`Error::BadRounds`] when `rounds` is outside 1..=24; the state is then unchanged.
///
/// ```
/// let mut state = [0u64; 25];
/// keccakx::permute(&mut state, 24)?;
/// assert_eq!(state[0], 0xf1258f7940e1dde7);
/// assert_eq!(keccakx::permute(&mut state, 25), Err(keccakx::Error::BadRounds));
/// # Ok::<(), keccakx::Error>(())
/// ```
#[inline]
pub fn permute(state: &mut [u64; 25], rounds: u32) -> Result<(), Error> {
    // SAFETY: `state` is 25 writable lanes, the uint64_t[25] that kx_permute takes.
    check(unsafe { sys::kx_permute(state.as_mut_ptr(), rounds) })
}

macro_rules! multi_state_permutation {
    ($name:ident, $c_function:ident, $count:literal) => {
        #[doc = concat!("Applies Keccak-p\\[1600, `rounds`\\] to ", stringify!($count),
                        " independent states at once: the same result as [`permute`] on each,")]
        /// computed together by backends with SIMD kernels for that width.
        ///
        /// # Errors
        /// [`Error::BadRounds`] when `rounds` is outside 1..=24; the states are then unchanged.
        ///
        /// ```
        #[doc = concat!("let mut states = [[0u64; 25]; ", stringify!($count), "];")]
        /// states[1][0] = 1;
        #[doc = concat!("keccakx::", stringify!($name), "(&mut states, 24)?;")]
        /// let mut single = [0u64; 25];
        /// single[0] = 1;
        /// keccakx::permute(&mut single, 24)?;
        /// assert_eq!(states[1], single);
        /// # Ok::<(), keccakx::Error>(())
        /// ```
        #[inline]
        pub fn $name(states: &mut [[u64; 25]; $count], rounds: u32) -> Result<(), Error> {
            // SAFETY: [[u64; 25]; N] has the layout of C's uint64_t[N][25]: N
            // writable states one after another, as the C function takes them.
            check(unsafe { sys::$c_function(states.as_mut_ptr(), rounds) })
        }
    };
}

multi_state_permutation!(permute_x2, kx_permute_x2, 2);
multi_state_permutation!(permute_x4, kx_permute_x4, 4);
multi_state_permutation!(permute_x8, kx_permute_x8, 8);
