// SPDX-License-Identifier: MIT OR Apache-2.0
//! Many SHAKE streams in lock-step (`kx_multi_*`): what ML-KEM's matrix and
//! noise, ML-DSA's matrix and SLH-DSA need, on the multi-state kernels.

use core::ffi::c_void;
use core::fmt;

use keccakx_sys as sys;

use crate::context::expect_ok;

/// A `kx_multi_ctx` that `kx_multi_init` has set up for N streams.
///
/// Invariant: initialized for N streams of an extendable-output function; the
/// hasher types only update it and the readers only squeeze it. With the
/// `zeroize` feature, dropping it wipes it with `kx_multi_wipe`.
#[derive(Clone)]
struct MultiContext(sys::kx_multi_ctx);

impl MultiContext {
    fn new<const N: usize>(algorithm: sys::kx_alg) -> Self {
        const { assert!(N >= 1 && N <= sys::KX_MULTI_MAX as usize, "1 to 8 streams") };
        let mut context = Self(sys::kx_multi_ctx {
            opaque: [0; sys::KX_MULTI_CTX_WORDS as usize],
        });
        // SAFETY: context.0 is a writable kx_multi_ctx, `algorithm` is one of
        // the extendable-output functions kx_multi_init takes, and N is 1..=8.
        expect_ok(unsafe { sys::kx_multi_init(&mut context.0, algorithm, N as u32) });
        context
    }

    #[track_caller]
    fn update<const N: usize>(&mut self, inputs: &[&[u8]; N]) {
        let len = common_length(inputs.iter().map(|input| input.len()));
        let pointers: [*const c_void; N] = core::array::from_fn(|i| inputs[i].as_ptr().cast());
        // SAFETY: the context is initialized for N streams and still absorbing
        // (type invariant); the N pointers are each readable for `len` bytes.
        expect_ok(unsafe { sys::kx_multi_update(&mut self.0, pointers.as_ptr(), len) });
    }

    #[track_caller]
    fn squeeze<const N: usize>(&mut self, outputs: &mut [&mut [u8]; N]) {
        let len = common_length(outputs.iter().map(|output| output.len()));
        let pointers = output_pointers(outputs);
        // SAFETY: the context is initialized for N streams of an
        // extendable-output function (type invariant); the N pointers are each
        // writable for `len` bytes and, being distinct `&mut`, do not overlap.
        expect_ok(unsafe { sys::kx_multi_squeeze(&mut self.0, pointers.as_ptr(), len) });
    }

    #[track_caller]
    fn squeeze_with<const N: usize, const M: usize>(
        &mut self,
        outputs: &mut [&mut [u8]; N],
        other: &mut Self,
        other_outputs: &mut [&mut [u8]; M],
    ) {
        let lengths = outputs
            .iter()
            .chain(other_outputs.iter())
            .map(|output| output.len());
        let len = common_length(lengths);
        let pointers = output_pointers(outputs);
        let other_pointers = output_pointers(other_outputs);
        // SAFETY: both contexts are initialized for N and M streams of an
        // extendable-output function (type invariant) and are distinct (two
        // `&mut`); the N + M pointers are each writable for `len` bytes and,
        // being distinct `&mut`, do not overlap.
        expect_ok(unsafe {
            sys::kx_multi_squeeze_pair(
                &mut self.0,
                pointers.as_ptr(),
                &mut other.0,
                other_pointers.as_ptr(),
                len,
            )
        });
    }
}

#[cfg(feature = "zeroize")]
impl Drop for MultiContext {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: self.0 is a live kx_multi_ctx; kx_multi_wipe only zeroes it.
        unsafe { sys::kx_multi_wipe(&mut self.0) }
    }
}

/// The length every buffer has: each call gives every stream as many bytes.
#[track_caller]
fn common_length(mut lengths: impl Iterator<Item = usize>) -> usize {
    let first = lengths.next().unwrap_or(0);
    assert!(
        lengths.all(|len| len == first),
        "every stream takes (or gives) as many bytes per call: the buffers differ in length"
    );
    first
}

/// Where each output starts, as `kx_multi_squeeze` takes them.
fn output_pointers<const N: usize>(outputs: &mut [&mut [u8]; N]) -> [*mut c_void; N] {
    core::array::from_fn(|i| outputs[i].as_mut_ptr().cast())
}

macro_rules! multi_stream {
    (
        $name:ident, $reader:ident, $algorithm:ident, $single:literal, $rate:literal,
        $single_uses:literal, $single_new:literal
    ) => {
        #[doc = concat!("`N` (1 to 8) ", $single, " streams that absorb together, in lock-step.")]
        ///
        /// Each [`update`](Self::update) gives every stream as many bytes, from
        /// its own buffer, in one call into C; the N states run through one
        /// multi-state permutation (the narrowest kernel that holds N), and
        /// whole blocks go from the buffers straight into them. Stream `i`'s
        #[doc = concat!("output is always that of [`", $single, "`](crate::", $single, ") of its own input,")]
        /// however input and output are split into calls (TurboSHAKE's domain
        /// byte is 0x1F). `N` outside 1..=8
        /// does not compile. Nothing is allocated.
        ///
        /// The ML-KEM-768 matrix: nine streams of seed ‖ i ‖ j, 3 blocks each
        /// (as 8 + 1 streams in practice, see the benchmarks).
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::{", stringify!($name), ", ", $single_uses, "};")]
        ///
        /// let seed = [7u8; 32];
        /// let inputs: [[u8; 34]; 4] = core::array::from_fn(|k| {
        ///     let mut input = [0u8; 34];
        ///     input[..32].copy_from_slice(&seed);
        ///     input[32] = (k % 2) as u8;
        ///     input[33] = (k / 2) as u8;
        ///     input
        /// });
        #[doc = concat!("let mut streams = ", stringify!($name), "::<4>::new();")]
        /// streams.update(&[&inputs[0], &inputs[1], &inputs[2], &inputs[3]]);
        /// let mut reader = streams.finalize_xof();
        #[doc = concat!("let mut blocks = [[0u8; 3 * ", $rate, "]; 4];")]
        /// let [a, b, c, d] = &mut blocks;
        /// reader.squeeze(&mut [a, b, c, d]); // 3 blocks per stream, the fast path
        ///
        #[doc = concat!("let mut single = [0u8; 3 * ", $rate, "];")]
        #[doc = concat!($single_new, ".chain(&inputs[2]).finalize_xof().read(&mut single);")]
        /// assert_eq!(blocks[2], single);
        /// ```
        ///
        /// Between 1 and 8 streams, or the program does not compile:
        ///
        /// ```compile_fail
        #[doc = concat!("let streams = keccakx::", stringify!($name), "::<9>::new();")]
        /// ```
        #[derive(Clone)]
        pub struct $name<const N: usize> {
            context: MultiContext,
        }

        #[doc = concat!("The N output streams of a finished [`", stringify!($name), "`].")]
        #[derive(Clone)]
        pub struct $reader<const N: usize> {
            context: MultiContext,
        }

        impl<const N: usize> $name<N> {
            /// N streams, each over the empty input so far.
            #[inline]
            pub fn new() -> Self {
                Self {
                    context: MultiContext::new::<N>(sys::$algorithm),
                }
            }

            /// Absorbs `inputs[i]` into stream `i`, one call into C for all.
            ///
            /// # Panics
            /// When the inputs differ in length: the streams absorb in lock-step.
            #[inline]
            #[track_caller]
            pub fn update(&mut self, inputs: &[&[u8]; N]) {
                self.context.update(inputs);
            }

            /// Ends every stream's input: the reader squeezes the outputs.
            #[inline]
            pub fn finalize_xof(self) -> $reader<N> {
                $reader {
                    context: self.context,
                }
            }
        }

        impl<const N: usize> $reader<N> {
            /// Writes the next `outputs[i].len()` bytes of stream `i` to
            /// `outputs[i]`, one call into C for all. Whole blocks (a multiple
            #[doc = concat!("of the rate, ", $rate, " bytes) are the fast path of rejection sampling:")]
            /// one permutation of all streams per block, written straight out.
            ///
            /// # Panics
            /// When the buffers differ in length.
            #[inline]
            #[track_caller]
            pub fn squeeze(&mut self, outputs: &mut [&mut [u8]; N]) {
                self.context.squeeze(outputs);
            }

            /// Squeezes these streams and those of `other` together, as
            /// [`squeeze`](Self::squeeze) on each would, in one call into C:
            /// for streams that do not fit in one reader. ML-KEM-768's matrix
            /// is nine streams, eight here and one in `other`; with AVX-512
            /// the one then runs in the same kernel as the eight, at little
            /// more than their cost.
            ///
            /// ```
            #[doc = concat!("use keccakx::", stringify!($name), ";")]
            ///
            #[doc = concat!("let mut eight = ", stringify!($name), "::<8>::new();")]
            #[doc = concat!("let mut one = ", stringify!($name), "::<1>::new();")]
            /// let seeds: [[u8; 34]; 9] = core::array::from_fn(|k| [k as u8; 34]);
            /// eight.update(&core::array::from_fn(|k| &seeds[k][..]));
            /// one.update(&[&seeds[8]]);
            /// let (mut eight, mut one) = (eight.finalize_xof(), one.finalize_xof());
            #[doc = concat!("let mut blocks = [[0u8; 3 * ", $rate, "]; 9];")]
            /// let (first, last) = blocks.split_at_mut(8);
            /// let mut views = first.iter_mut().map(|block| &mut block[..]);
            /// let mut first: [&mut [u8]; 8] = core::array::from_fn(|_| views.next().unwrap());
            /// eight.squeeze_with(&mut first, &mut one, &mut [&mut last[0][..]]);
            /// ```
            ///
            /// # Panics
            /// When the buffers, those of both readers, differ in length.
            #[inline]
            #[track_caller]
            pub fn squeeze_with<const M: usize>(
                &mut self,
                outputs: &mut [&mut [u8]; N],
                other: &mut $reader<M>,
                other_outputs: &mut [&mut [u8]; M],
            ) {
                self.context
                    .squeeze_with(outputs, &mut other.context, other_outputs);
            }
        }

        impl<const N: usize> Default for $name<N> {
            #[inline]
            fn default() -> Self {
                Self::new()
            }
        }

        impl<const N: usize> fmt::Debug for $name<N> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "<{}> {{ .. }}"), N)
            }
        }

        impl<const N: usize> fmt::Debug for $reader<N> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($reader), "<{}> {{ .. }}"), N)
            }
        }

        #[cfg(feature = "zeroize")]
        impl<const N: usize> zeroize::ZeroizeOnDrop for $name<N> {}

        #[cfg(feature = "zeroize")]
        impl<const N: usize> zeroize::ZeroizeOnDrop for $reader<N> {}
    };
}

multi_stream!(
    MultiShake128,
    MultiShake128Reader,
    KX_SHAKE128,
    "Shake128",
    168,
    "Shake128",
    "Shake128::default()"
);
multi_stream!(
    MultiShake256,
    MultiShake256Reader,
    KX_SHAKE256,
    "Shake256",
    136,
    "Shake256",
    "Shake256::default()"
);
multi_stream!(
    MultiTurboShake128,
    MultiTurboShake128Reader,
    KX_TURBOSHAKE128,
    "TurboShake128",
    168,
    "TurboShake128, TurboShake128Core",
    "TurboShake128::from_core(TurboShake128Core::new(0x1F))"
);
multi_stream!(
    MultiTurboShake256,
    MultiTurboShake256Reader,
    KX_TURBOSHAKE256,
    "TurboShake256",
    136,
    "TurboShake256, TurboShake256Core",
    "TurboShake256::from_core(TurboShake256Core::new(0x1F))"
);
