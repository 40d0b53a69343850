// SPDX-License-Identifier: MIT OR Apache-2.0
//! The traits every hasher of the modes (TurboSHAKE, KangarooTwelve, cSHAKE,
//! KMAC, TupleHash, ParallelHash) shares, and their output-stream readers.
//! Each hasher is a struct with an `input: BufferedContext` field (TupleHash,
//! whose updates are whole strings of the tuple, a `context: Context`).

/// The reader of an extendable-output mode: `XofReader` (one `kx_squeeze` per
/// read), `std::io::Read`, `Clone`, `Debug`, and wiping on drop with `zeroize`.
macro_rules! mode_reader {
    ($reader:ident, $hasher:ident) => {
        #[doc = concat!("The output stream of a finished [`", stringify!($hasher), "`].")]
        ///
        /// Reading it in any chunks gives the same bytes as one long read; each
        /// read is one call into C, straight into the caller's buffer.
        #[derive(Clone)]
        pub struct $reader {
            context: $crate::context::Context,
        }

        impl digest::XofReader for $reader {
            #[inline]
            fn read(&mut self, buffer: &mut [u8]) {
                self.context.squeeze(buffer);
            }
        }

        #[cfg(feature = "std")]
        impl std::io::Read for $reader {
            #[inline]
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                digest::XofReader::read(self, buf);
                Ok(buf.len())
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::ZeroizeOnDrop for $reader {}

        impl core::fmt::Debug for $reader {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(concat!(stringify!($reader), " { .. }"))
            }
        }
    };
}

/// `Debug` without the state, `ZeroizeOnDrop` with the `zeroize` feature.
macro_rules! mode_hasher_basics {
    ($hasher:ident $(<$lifetime:lifetime>)?) => {
        impl $(<$lifetime>)? core::fmt::Debug for $hasher $(<$lifetime>)? {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(concat!(stringify!($hasher), " { .. }"))
            }
        }

        #[cfg(feature = "zeroize")]
        impl $(<$lifetime>)? zeroize::ZeroizeOnDrop for $hasher $(<$lifetime>)? {}
    };
}

/// `Update` (small updates gather in the Rust-side buffer, larger ones go to
/// `kx_update` as they are), `std::io::Write`, and the basics, for a hasher
/// whose input is one byte string.
macro_rules! mode_hasher_update {
    ($hasher:ident $(<$lifetime:lifetime>)?) => {
        mode_hasher_basics!($hasher $(<$lifetime>)?);

        impl $(<$lifetime>)? digest::Update for $hasher $(<$lifetime>)? {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.input.update(data);
            }
        }

        #[cfg(feature = "std")]
        impl $(<$lifetime>)? std::io::Write for $hasher $(<$lifetime>)? {
            #[inline]
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                digest::Update::update(self, buf);
                Ok(buf.len())
            }

            #[inline]
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
    };
}

/// The hasher of an extendable-output mode whose context becomes its
/// reader's as it is: `Update`, `ExtendableOutput`, `HashMarker`,
/// `BlockSizeUser` and the basics.
macro_rules! mode_xof_hasher {
    ($hasher:ident, $reader:ident, $rate:ty) => {
        mode_hasher_update!($hasher);

        impl digest::HashMarker for $hasher {}

        impl digest::crypto_common::BlockSizeUser for $hasher {
            type BlockSize = $rate;
        }

        impl digest::ExtendableOutput for $hasher {
            type Reader = $reader;

            /// The first read ends the input: no C call is needed until then.
            #[inline]
            fn finalize_xof(self) -> $reader {
                $reader {
                    context: self.input.into_context(),
                }
            }
        }
    };
}

/// `finalize_into` for the modes whose output length L is part of their input
/// (KMAC, TupleHash, ParallelHash).
macro_rules! mode_finalize_into {
    ($hasher:ident) => {
        impl $hasher {
            /// Writes the `out.len()`-byte output: the output length L is part
            /// of the input, so another length gives an unrelated output (the
            /// XOF variant gives one stream of which every length is a prefix).
            #[inline]
            pub fn finalize_into(self, out: &mut [u8]) {
                self.input.into_context().finalize_into(out);
            }
        }
    };
}
