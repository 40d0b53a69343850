// SPDX-License-Identifier: MIT OR Apache-2.0
//! ParallelHash128, ParallelHash256 and their XOF variants (NIST SP 800-185):
//! cSHAKE over the hashes of B-byte blocks, computed several blocks at a time
//! on the widest multi-state kernel of the CPU.

use digest::consts::{U136, U168};
use keccakx_sys as sys;

use crate::buffered_context::BufferedContext;
use crate::context::Context;

macro_rules! parallelhash_start {
    ($algorithm:ident) => {
        /// A ParallelHash context with block size B and customization S.
        #[track_caller]
        fn start(block_size: usize, customization: &[u8]) -> Context {
            assert!(block_size > 0, "ParallelHash's block size must not be 0");
            Context::start(|context| {
                // SAFETY: `context` is a live, writable kx_ctx, the block size
                // is not 0, and `customization` is readable for its length,
                // absorbed before the call returns.
                unsafe {
                    sys::kx_init_parallelhash(
                        context,
                        sys::$algorithm,
                        block_size,
                        customization.as_ptr().cast(),
                        customization.len(),
                    )
                }
            })
        }
    };
}

macro_rules! parallelhash_new {
    ($name:ident) => {
        impl $name {
            /// Lets [`update`](digest::Update::update) hash the whole B-byte
            /// blocks of a large input on up to `threads` threads that the C
            /// library starts and joins within that update, the calling thread
            /// among them: 0 means one per processor this process may use (its
            /// CPU affinity, within its cgroup v2 CPU quota rounded up on Linux,
            /// as `kx_set_threads` says), 1 (the default) the calling thread
            /// only, counts above 256 are taken as 256.
            /// Threads start only for an update worth 512 KiB of blocks each.
            /// The output never depends on it; clones keep it. With rayon,
            #[doc = concat!("[`update_rayon`](", stringify!($name), "::update_rayon)")]
            /// uses rayon's threads instead.
            pub fn set_threads(&mut self, threads: usize) -> &mut Self {
                let threads = u32::try_from(threads).unwrap_or(u32::MAX);
                self.input.flushed().set_threads(threads);
                self
            }

            /// Absorbs `data` as [`update`](digest::Update::update) does, with
            /// its whole B-byte blocks hashed on rayon's thread pool (the
            /// global one, or the one whose `install` runs this), as the blake3
            /// crate's `Hasher::update_rayon`. The output is `update`'s, whatever
            /// the number of threads and however the input is split between
            /// the two. Each thread gets 512 KiB of blocks at least: an input
            /// too small for two is hashed on the calling thread.
            #[cfg(feature = "rayon")]
            pub fn update_rayon(&mut self, data: &[u8]) -> &mut Self {
                self.input.flushed().update_on_rayon(data);
                self
            }

            /// ParallelHash with block size B = `block_size` bytes (any B ≥ 1,
            /// not only powers of two) and customization string S.
            ///
            /// # Panics
            /// When `block_size` is 0, as `slice::chunks(0)` does.
            #[inline]
            #[track_caller]
            pub fn new(block_size: usize, customization: &[u8]) -> Self {
                Self {
                    input: BufferedContext::new(start(block_size, customization)),
                }
            }
        }
    };
}

macro_rules! parallelhash {
    ($name:ident, $summary:literal, $out_len:literal, $example:literal) => {
        #[doc = $summary]
        ///
        /// `Update` (small updates gathered into blocks; long ones go
        /// straight to the kernel) and `std::io::Write` take the message;
        /// [`finalize_into`](Self::finalize_into) writes an output of the
        /// length of its buffer (which is part of the input).
        ///
        /// ```
        /// use keccakx::digest::Update;
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        /// let message = [0u8, 1, 2, 3, 4, 5, 6, 7, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
        ///                0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27];
        #[doc = concat!("let mut hasher = ", stringify!($name), "::new(8, b\"\");")]
        /// hasher.update(&message);
        #[doc = concat!("let mut output = [0u8; ", $out_len, "];")]
        /// hasher.finalize_into(&mut output);
        #[doc = concat!("assert_eq!(output[..4], ", $example, "); // NIST's ParallelHash sample 1")]
        /// ```
        #[derive(Clone)]
        pub struct $name {
            input: BufferedContext,
        }

        parallelhash_new!($name);
        mode_hasher_update!($name);
        mode_finalize_into!($name);
    };
}

macro_rules! parallelhash_xof {
    ($name:ident, $reader:ident, $rate:ty, $summary:literal) => {
        #[doc = $summary]
        ///
        /// ```
        /// use keccakx::digest::{ExtendableOutput, Update, XofReader};
        #[doc = concat!("use keccakx::", stringify!($name), ";")]
        ///
        #[doc = concat!("let mut reader = ", stringify!($name), "::new(8192, b\"\").chain(&[7u8; 100_000]).finalize_xof();")]
        /// let mut output = [0u8; 32];
        /// reader.read(&mut output);
        /// ```
        #[derive(Clone)]
        pub struct $name {
            input: BufferedContext,
        }

        parallelhash_new!($name);
        mode_xof_hasher!($name, $reader, $rate);
        mode_reader!($reader, $name);
    };
}

mod parallelhash128 {
    use super::*;
    parallelhash_start!(KX_PARALLELHASH128);
    parallelhash!(
        ParallelHash128,
        "ParallelHash128 (NIST SP 800-185), of any output length.",
        32,
        "[0xba, 0x8d, 0xc1, 0xd1]"
    );
}

mod parallelhash256 {
    use super::*;
    parallelhash_start!(KX_PARALLELHASH256);
    parallelhash!(
        ParallelHash256,
        "ParallelHash256 (NIST SP 800-185), of any output length.",
        64,
        "[0xbc, 0x1e, 0xf1, 0x24]"
    );
}

mod parallelhashxof128 {
    use super::*;
    parallelhash_start!(KX_PARALLELHASHXOF128);
    parallelhash_xof!(
        ParallelHashXof128,
        ParallelHashXof128Reader,
        U168,
        "ParallelHashXOF128 (NIST SP 800-185): ParallelHash128 whose output is a stream."
    );
}

mod parallelhashxof256 {
    use super::*;
    parallelhash_start!(KX_PARALLELHASHXOF256);
    parallelhash_xof!(
        ParallelHashXof256,
        ParallelHashXof256Reader,
        U136,
        "ParallelHashXOF256 (NIST SP 800-185): ParallelHash256 whose output is a stream."
    );
}

pub use parallelhash128::ParallelHash128;
pub use parallelhash256::ParallelHash256;
pub use parallelhashxof128::{ParallelHashXof128, ParallelHashXof128Reader};
pub use parallelhashxof256::{ParallelHashXof256, ParallelHashXof256Reader};
