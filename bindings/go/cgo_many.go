// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// The C side of Keccak256Many and HashMany. cgo forbids passing Go memory
// that holds Go pointers (an array of message pointers) unless each message
// is pinned, and pinning costs more than hashing a short message. So one
// crossing takes a window of consecutive messages: the short ones copied one
// after another into a buffer on the goroutine's stack (with an array of
// lengths, which holds no pointers), the long ones, up to eight, as separate
// pointer arguments. The C side rebuilds the pointer table and hashes the
// whole window with one kx_hash_many, so the fixed cost of a call (the
// crossing, kx_hash_many's checks and stack scrub) is shared by up to
// KXGO_MANY_MESSAGES messages instead of eight. A batch of eight or fewer
// goes as one group of pointers.

/*
#cgo noescape kxgo_hash_group
#cgo nocallback kxgo_hash_group
#cgo noescape kxgo_hash_window
#cgo nocallback kxgo_hash_window

#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "keccakx.h"
#include "kxgo_wipe.h"

// A message up to KXGO_PACK_LIMIT bytes (one block of Keccak-256) is copied
// into the window's buffer; longer ones go by pointer. Measured on Zen 4,
// 1024 messages a batch: copying every message up to 1000 bytes instead gave
// the same time for 137-200 bytes and was 10-25% slower for 300 and 1000
// (fewer messages fit in a window, and each is copied). A 32 KiB buffer
// instead of 4 KiB did not change the time for 32-byte messages (the
// crossing is already shared by 128).
#define KXGO_PACK_LIMIT 136
#define KXGO_PACKED_BYTES 4096
#define KXGO_MANY_MESSAGES 256
#define KXGO_LONG_MESSAGES 8

// Up to eight messages, each by pointer.
static int kxgo_hash_group(int alg, size_t n,
                           const uint8_t *in0, size_t len0, const uint8_t *in1, size_t len1,
                           const uint8_t *in2, size_t len2, const uint8_t *in3, size_t len3,
                           const uint8_t *in4, size_t len4, const uint8_t *in5, size_t len5,
                           const uint8_t *in6, size_t len6, const uint8_t *in7, size_t len7,
                           uint8_t *out, size_t outlen) {
	const void *in[8] = {in0, in1, in2, in3, in4, in5, in6, in7};
	const size_t inlen[8] = {len0, len1, len2, len3, len4, len5, len6, len7};
	return kx_hash_many((kx_alg)alg, n, in, inlen, out, outlen);
}

// Hashes n messages into out, outlen bytes each. Message i is the next
// inlen[i] bytes of packed if inlen[i] <= KXGO_PACK_LIMIT, else the next of
// long0..long7. The copies in packed are cleared before returning, as the
// library clears its own.
static int kxgo_hash_window(int alg, size_t n, uint8_t *packed, const size_t *inlen,
                            const uint8_t *long0, const uint8_t *long1, const uint8_t *long2,
                            const uint8_t *long3, const uint8_t *long4, const uint8_t *long5,
                            const uint8_t *long6, const uint8_t *long7, uint8_t *out, size_t outlen) {
	const uint8_t *const longs[KXGO_LONG_MESSAGES] = {long0, long1, long2, long3, long4, long5, long6, long7};
	const void *in[KXGO_MANY_MESSAGES];
	size_t packedlen = 0, nlong = 0;
	if (n > KXGO_MANY_MESSAGES) return KX_ERR_BAD_LENGTH;
	for (size_t i = 0; i < n; i++) {
		if (inlen[i] <= KXGO_PACK_LIMIT) {
			in[i] = packed + packedlen;
			packedlen += inlen[i];
		} else if (nlong < KXGO_LONG_MESSAGES) {
			in[i] = longs[nlong++];
		} else {
			return KX_ERR_BAD_LENGTH;
		}
	}
	int rc = packedlen <= KXGO_PACKED_BYTES ? kx_hash_many((kx_alg)alg, n, in, inlen, out, outlen) : KX_ERR_BAD_LENGTH;
	kxgo_wipe(packed, packedlen);
	return rc;
}
*/
import "C"

const (
	packLimit    = C.KXGO_PACK_LIMIT
	packedBytes  = C.KXGO_PACKED_BYTES
	manyMessages = C.KXGO_MANY_MESSAGES
	longMessages = C.KXGO_LONG_MESSAGES
)

// coreHashMany hashes each of inputs into dst, outLen bytes each. A batch
// of up to eight messages crosses as one group of pointers, with nothing
// copied: the window's buffers cost more to set up (Go zeroes its 6 KiB of
// arrays; measured: Keccak256Many of one 32-byte message 383 ns as a group,
// 450-590 ns as a window).
func coreHashMany(alg Algorithm, dst []byte, inputs [][]byte, outLen int) {
	if len(inputs) <= longMessages {
		hashGroup(alg, dst, inputs, outLen)
		return
	}
	hashWindows(alg, dst, inputs, outLen)
}

func hashGroup(alg Algorithm, dst []byte, group [][]byte, outLen int) {
	var p [longMessages]*C.uint8_t
	var n [longMessages]C.size_t
	for i, m := range group {
		p[i], n[i] = bytePtr(m), C.size_t(len(m))
	}
	must(C.kxgo_hash_group(C.int(alg), C.size_t(len(group)),
		p[0], n[0], p[1], n[1], p[2], n[2], p[3], n[3],
		p[4], n[4], p[5], n[5], p[6], n[6], p[7], n[7],
		bytePtr(dst), C.size_t(outLen)))
}

// hashWindows hashes a window of messages per crossing.
func hashWindows(alg Algorithm, dst []byte, inputs [][]byte, outLen int) {
	var packed [packedBytes]byte
	var lengths [manyMessages]C.size_t
	for len(inputs) > 0 {
		n, long := window(inputs, &packed, &lengths)
		must(C.kxgo_hash_window(C.int(alg), C.size_t(n), (*C.uint8_t)(&packed[0]), &lengths[0],
			long[0], long[1], long[2], long[3], long[4], long[5], long[6], long[7],
			bytePtr(dst), C.size_t(outLen)))
		inputs, dst = inputs[n:], dst[n*outLen:]
	}
}

// window lays out the first messages of inputs for kxgo_hash_window: as many
// as fit in packed, lengths and the eight pointers to long messages, at least
// one. It returns how many, and the pointers.
func window(inputs [][]byte, packed *[packedBytes]byte, lengths *[manyMessages]C.size_t) (n int, long [longMessages]*C.uint8_t) {
	used, longs := 0, 0
	for _, m := range inputs[:min(len(inputs), manyMessages)] {
		switch {
		case len(m) > packLimit && longs < longMessages:
			long[longs] = bytePtr(m)
			longs++
		case len(m) <= packLimit && used+len(m) <= packedBytes:
			used += copy(packed[used:], m)
		default:
			return n, long
		}
		lengths[n] = C.size_t(len(m))
		n++
	}
	return n, long
}
