// SPDX-License-Identifier: MIT OR Apache-2.0
use crate::context::Context;
#[cfg(feature = "digest-0_11")]
use crate::context::SAVED_BYTES;
use crate::wipe::wipe;

/// Input held back on the Rust side: four blocks of SHAKE128 (the largest
/// rate here). Measured on an AMD EPYC Zen 3 (loaded), against one block: 20%
/// less time for KangarooTwelve in 64-byte updates, whose kx_update costs
/// about 90 ns a call; eight blocks gained nothing more.
const CAPACITY: usize = 4 * 168;

/// The [`Context`] of an extendable-output function or mode, and the input
/// not yet handed to it.
///
/// A call into C costs tens of nanoseconds, the copy of a byte next to
/// nothing: updates that fit in the buffer wait there, and C takes a full
/// buffer at a time, so a stream of 1-byte updates costs one call per 672
/// bytes (`CoreWrapper` buffers the fixed-size hashes likewise, a block). An update that
/// does not fit goes to C as it is, after the buffered bytes: long inputs are
/// not copied, and whole chunks of the tree modes still reach the
/// multi-state kernel in one call. C's result never depends on how its input
/// was split into calls, so neither does the output.
///
/// The buffer holds message bytes, which may be secret: resetting wipes it,
/// and so does dropping it with the `zeroize` feature (as for the context).
#[derive(Clone)]
pub(crate) struct BufferedContext {
    context: Context,
    pending: Pending,
}

#[derive(Clone)]
struct Pending {
    bytes: [u8; CAPACITY],
    len: usize,
}

impl Pending {
    const EMPTY: Self = Self {
        bytes: [0; CAPACITY],
        len: 0,
    };

    fn clear(&mut self) {
        wipe(&mut self.bytes);
        self.len = 0;
    }
}

#[cfg(feature = "zeroize")]
impl Drop for Pending {
    fn drop(&mut self) {
        wipe(&mut self.bytes);
        // SAFETY: `self.len` is a valid, exclusive reference to a usize.
        unsafe { core::ptr::write_volatile(&mut self.len, 0) };
    }
}

impl BufferedContext {
    #[inline]
    pub(crate) fn new(context: Context) -> Self {
        Self {
            context,
            pending: Pending::EMPTY,
        }
    }

    #[inline]
    pub(crate) fn update(&mut self, data: &[u8]) {
        let len = self.pending.len;
        let end = len + data.len();
        match self.pending.bytes.get_mut(len..end) {
            Some(room) if end < CAPACITY => {
                copy_short(room, data);
                self.pending.len = end;
            }
            _ => self.update_past_the_buffer(data),
        }
    }

    /// Fills the buffer and hands it to C, then the rest of `data` if it is
    /// a block or more; a shorter rest waits in the buffer.
    fn update_past_the_buffer(&mut self, mut data: &[u8]) {
        let len = self.pending.len;
        if len > 0 {
            let (head, rest) = data.split_at(CAPACITY - len);
            self.pending.bytes[len..].copy_from_slice(head);
            self.context.update(&self.pending.bytes);
            self.pending.len = 0;
            data = rest;
        }
        if data.len() >= CAPACITY {
            self.context.update(data);
        } else {
            self.pending.bytes[..data.len()].copy_from_slice(data);
            self.pending.len = data.len();
        }
    }

    /// The context, with every byte given so far handed to it.
    #[inline]
    pub(crate) fn flushed(&mut self) -> &mut Context {
        let len = self.pending.len;
        if len > 0 {
            self.context.update(&self.pending.bytes[..len]);
            self.pending.len = 0;
        }
        &mut self.context
    }

    /// The context with all the input, to finish it; the buffer is dropped.
    #[inline]
    pub(crate) fn into_context(mut self) -> Context {
        self.flushed();
        self.context
    }

    /// The context with all the input, to finish it, while this one starts
    /// again from `fresh` with a wiped buffer.
    #[inline]
    pub(crate) fn take(&mut self, fresh: Context) -> Context {
        self.flushed();
        self.pending.clear();
        core::mem::replace(&mut self.context, fresh)
    }

    /// Drops the input so far: wipes the buffer and starts the context
    /// again with `restart`.
    #[inline]
    pub(crate) fn reset(&mut self, restart: impl FnOnce(&mut Context)) {
        self.pending.clear();
        restart(&mut self.context);
    }

    /// The state with every byte given so far, in the portable format of
    /// `kx_export`; the copy that takes the buffered bytes is wiped.
    #[cfg(feature = "digest-0_11")]
    pub(crate) fn save(&self) -> [u8; SAVED_BYTES] {
        if self.pending.len == 0 {
            return self.context.save();
        }
        let mut copy = self.context.clone();
        copy.update(&self.pending.bytes[..self.pending.len]);
        let saved = copy.save();
        copy.wipe();
        saved
    }
}

/// `dst.copy_from_slice(src)`, with the copies of up to 16 bytes inline: a
/// call to memcpy would cost more than the rest of a 1-byte update (measured:
/// about 4 ns against 1.5 on Zen 3).
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    if n > 16 {
        dst.copy_from_slice(src);
    } else if n >= 8 {
        dst[..8].copy_from_slice(&src[..8]);
        dst[n - 8..].copy_from_slice(&src[n - 8..]);
    } else if n >= 4 {
        dst[..4].copy_from_slice(&src[..4]);
        dst[n - 4..].copy_from_slice(&src[n - 4..]);
    } else if n > 0 {
        dst[0] = src[0];
        dst[n / 2] = src[n / 2];
        dst[n - 1] = src[n - 1];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    fn shake128_of(pieces: &[&[u8]]) -> [u8; 32] {
        let mut input = BufferedContext::new(Context::new(Algorithm::Shake128));
        for piece in pieces {
            input.update(piece);
        }
        let mut out = [0u8; 32];
        input.into_context().squeeze(&mut out);
        out
    }

    #[test]
    fn the_output_does_not_depend_on_where_the_buffer_is_handed_over() {
        let message: [u8; 3 * CAPACITY + 5] = core::array::from_fn(|i| i as u8);
        let whole = shake128_of(&[&message]);
        for first in [0, 1, CAPACITY - 1, CAPACITY, CAPACITY + 1, 2 * CAPACITY] {
            for second in [0, 1, CAPACITY - 1, CAPACITY] {
                let (a, rest) = message.split_at(first);
                let (b, c) = rest.split_at(second);
                assert_eq!(shake128_of(&[a, b, c]), whole, "{first} + {second}");
            }
        }
    }

    #[test]
    fn a_short_copy_copies_every_length_exactly() {
        let src: [u8; 40] = core::array::from_fn(|i| i as u8 + 1);
        for n in 0..=src.len() {
            let mut dst = [0u8; 42];
            copy_short(&mut dst[1..1 + n], &src[..n]);
            assert_eq!(dst[1..1 + n], src[..n], "{n} bytes");
            assert!(
                dst[0] == 0 && dst[1 + n..].iter().all(|&byte| byte == 0),
                "{n} bytes"
            );
        }
    }

    #[test]
    fn resetting_wipes_the_buffered_bytes() {
        let mut input = BufferedContext::new(Context::new(Algorithm::Shake128));
        input.update(b"secret");
        input.reset(|context| context.restart(Algorithm::Shake128));
        assert_eq!(input.pending.len, 0);
        assert!(input.pending.bytes.iter().all(|&byte| byte == 0));
    }

    #[test]
    fn taking_the_context_leaves_a_wiped_buffer() {
        let mut input = BufferedContext::new(Context::new(Algorithm::Shake128));
        input.update(&[0xa5; CAPACITY + 3]);
        let _finished = input.take(Context::new(Algorithm::Shake128));
        assert!(input.pending.bytes.iter().all(|&byte| byte == 0));
    }
}
