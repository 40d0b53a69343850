// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// The C side of Multi: kx_multi_* with the n buffers passed as separate
// arguments. cgo forbids passing Go memory that holds Go pointers (an array
// of buffer pointers) unless each buffer is pinned; eight arguments cost
// nothing, while a runtime.Pinner costs more than absorbing a short block
// (BenchmarkPinEightBuffers in bindings/go/bench).

/*
#cgo noescape kxgo_multi_init
#cgo nocallback kxgo_multi_init
#cgo noescape kxgo_multi_update
#cgo nocallback kxgo_multi_update
#cgo noescape kxgo_multi_read
#cgo nocallback kxgo_multi_read
#cgo noescape kxgo_multi_read_pair
#cgo nocallback kxgo_multi_read_pair

#include <stdint.h>
#include <stddef.h>
#include "keccakx.h"

static int kxgo_multi_init(kx_multi_ctx *ctx, int alg, unsigned n) { return kx_multi_init(ctx, (kx_alg)alg, n); }

static int kxgo_multi_update(kx_multi_ctx *ctx, size_t inlen,
                             const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                             const uint8_t *in4, const uint8_t *in5, const uint8_t *in6, const uint8_t *in7) {
	const void *const in[8] = {in0, in1, in2, in3, in4, in5, in6, in7};
	return kx_multi_update(ctx, in, inlen);
}

// kx_multi_final (final set) or kx_multi_squeeze into the n buffers.
static int kxgo_multi_read(kx_multi_ctx *ctx, int final, size_t outlen,
                           uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                           uint8_t *out4, uint8_t *out5, uint8_t *out6, uint8_t *out7) {
	void *const out[8] = {out0, out1, out2, out3, out4, out5, out6, out7};
	return final ? kx_multi_final(ctx, out, outlen) : kx_multi_squeeze(ctx, out, outlen);
}

// kx_multi_squeeze_pair into the buffers of two contexts.
static int kxgo_multi_read_pair(kx_multi_ctx *ctx, kx_multi_ctx *other, size_t outlen,
                                uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                uint8_t *out4, uint8_t *out5, uint8_t *out6, uint8_t *out7,
                                uint8_t *other0, uint8_t *other1, uint8_t *other2, uint8_t *other3,
                                uint8_t *other4, uint8_t *other5, uint8_t *other6, uint8_t *other7) {
	void *const out[8] = {out0, out1, out2, out3, out4, out5, out6, out7};
	void *const other_out[8] = {other0, other1, other2, other3, other4, other5, other6, other7};
	return kx_multi_squeeze_pair(ctx, out, other, other_out, outlen);
}
*/
import "C"

// kxMultiContext is a kx_multi_ctx in Go memory: plain data, copyable.
type kxMultiContext C.kx_multi_ctx

func coreMultiInit(ctx *kxMultiContext, alg Algorithm, n int) {
	must(C.kxgo_multi_init((*C.kx_multi_ctx)(ctx), C.int(alg), C.unsigned(n)))
}

// buffers are up to multiMax buffers as C sees them (nil past the last).
func buffers(bufs [][]byte) (p [multiMax]*C.uint8_t) {
	for i, b := range bufs {
		p[i] = bytePtr(b)
	}
	return p
}

func coreMultiUpdate(ctx *kxMultiContext, ins [][]byte, inLen int) {
	p := buffers(ins)
	must(C.kxgo_multi_update((*C.kx_multi_ctx)(ctx), C.size_t(inLen), p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]))
}

func coreMultiRead(ctx *kxMultiContext, final bool, outs [][]byte, outLen int) {
	p := buffers(outs)
	must(C.kxgo_multi_read((*C.kx_multi_ctx)(ctx), cbool(final), C.size_t(outLen),
		p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]))
}

func coreMultiReadPair(ctx *kxMultiContext, outs [][]byte, other *kxMultiContext, otherOuts [][]byte, outLen int) {
	p, q := buffers(outs), buffers(otherOuts)
	must(C.kxgo_multi_read_pair((*C.kx_multi_ctx)(ctx), (*C.kx_multi_ctx)(other), C.size_t(outLen),
		p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]))
}
