// SPDX-License-Identifier: MIT OR Apache-2.0
//! The traits of `digest` 0.11 on the same hasher types, for code that has
//! moved to the RustCrypto 0.11 generation (sha3 0.11 and later).

use core::mem;

use digest011::common::BlockSizeUser;
use digest011::consts::{U104, U136, U144, U168, U28, U32, U48, U64, U72};
use digest011::{
    ExtendableOutput, ExtendableOutputReset, FixedOutput, FixedOutputReset, HashMarker, Output,
    OutputSizeUser, Reset, Update, XofReader,
};

use crate::context::Context;
use crate::{Algorithm, Keccak224, Keccak256, Keccak384, Keccak512};
use crate::{Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use crate::{Shake128, Shake128Reader, Shake256, Shake256Reader};

macro_rules! fixed_size_traits {
    ($name:ident, $output_size:ty, $rate:ty) => {
        impl HashMarker for $name {}

        impl OutputSizeUser for $name {
            type OutputSize = $output_size;
        }

        impl BlockSizeUser for $name {
            type BlockSize = $rate;
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.context.update(data);
            }
        }

        impl FixedOutput for $name {
            #[inline]
            fn finalize_into(mut self, out: &mut Output<Self>) {
                self.context.finalize_into(out);
            }
        }

        impl FixedOutputReset for $name {
            #[inline]
            fn finalize_into_reset(&mut self, out: &mut Output<Self>) {
                self.context.finalize_into(out);
                self.context.restart(Algorithm::$name);
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.context.restart(Algorithm::$name);
            }
        }
    };
}

fixed_size_traits!(Keccak224, U28, U144);
fixed_size_traits!(Keccak256, U32, U136);
fixed_size_traits!(Keccak384, U48, U104);
fixed_size_traits!(Keccak512, U64, U72);
fixed_size_traits!(Sha3_224, U28, U144);
fixed_size_traits!(Sha3_256, U32, U136);
fixed_size_traits!(Sha3_384, U48, U104);
fixed_size_traits!(Sha3_512, U64, U72);

macro_rules! extendable_output_traits {
    ($name:ident, $reader:ident, $rate:ty) => {
        impl HashMarker for $name {}

        impl BlockSizeUser for $name {
            type BlockSize = $rate;
        }

        impl Update for $name {
            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.context.update(data);
            }
        }

        impl ExtendableOutput for $name {
            type Reader = $reader;

            #[inline]
            fn finalize_xof(self) -> $reader {
                $reader {
                    context: self.context,
                }
            }
        }

        impl ExtendableOutputReset for $name {
            #[inline]
            fn finalize_xof_reset(&mut self) -> $reader {
                let fresh = Context::new(Algorithm::$name);
                $reader {
                    context: mem::replace(&mut self.context, fresh),
                }
            }
        }

        impl Reset for $name {
            #[inline]
            fn reset(&mut self) {
                self.context.restart(Algorithm::$name);
            }
        }

        impl XofReader for $reader {
            #[inline]
            fn read(&mut self, buffer: &mut [u8]) {
                self.context.squeeze(buffer);
            }
        }
    };
}

extendable_output_traits!(Shake128, Shake128Reader, U168);
extendable_output_traits!(Shake256, Shake256Reader, U136);
