// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

// The C side of the modes of RFC 9861 and SP 800-185 (modes.go) and of the
// cSHAKE padding of *SHAKE (sponge.go): one crossing per Go-level call, as in
// cgo.go.

/*
#cgo noescape kxgo_mode_start
#cgo nocallback kxgo_mode_start
#cgo noescape kxgo_mode_write
#cgo nocallback kxgo_mode_write
#cgo noescape kxgo_mode_write_element
#cgo nocallback kxgo_mode_write_element
#cgo noescape kxgo_mode_sum
#cgo nocallback kxgo_mode_sum
#cgo noescape kxgo_mode_read
#cgo nocallback kxgo_mode_read
#cgo noescape kxgo_turboshake
#cgo nocallback kxgo_turboshake
#cgo noescape kxgo_kangarootwelve
#cgo nocallback kxgo_kangarootwelve
#cgo noescape kxgo_cshake_sum
#cgo nocallback kxgo_cshake_sum
#cgo noescape kxgo_cshake_read
#cgo nocallback kxgo_cshake_read
#cgo noescape kx_set_threads
#cgo nocallback kx_set_threads

#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "keccakx.h"
#include "kxgo_wipe.h"

static int in_range(int alg, kx_alg first, kx_alg last) { return alg >= (int)first && alg <= (int)last; }

// Starts a mode with its parameters: number is TurboSHAKE's domain byte or
// ParallelHash's block size, a is KMAC's key, b the customization (KMAC,
// TupleHash and ParallelHash's S; KangarooTwelve takes its C at the end).
static int kxgo_mode_start(kx_ctx *ctx, int alg, size_t number,
                           const uint8_t *a, size_t alen, const uint8_t *b, size_t blen) {
	if (in_range(alg, KX_TURBOSHAKE128, KX_TURBOSHAKE256))
		return kx_init_turboshake(ctx, (kx_alg)alg, (uint8_t)number);
	if (in_range(alg, KX_KMAC128, KX_KMACXOF256)) return kx_init_kmac(ctx, (kx_alg)alg, a, alen, b, blen);
	if (in_range(alg, KX_TUPLEHASH128, KX_TUPLEHASHXOF256)) return kx_init_tuplehash(ctx, (kx_alg)alg, b, blen);
	if (in_range(alg, KX_PARALLELHASH128, KX_PARALLELHASHXOF256))
		return kx_init_parallelhash(ctx, (kx_alg)alg, number, b, blen);
	return kx_init(ctx, (kx_alg)alg);
}

static int kxgo_mode_write(kx_ctx *ctx, const uint8_t *in, size_t inlen) { return kx_update(ctx, in, inlen); }

static int kxgo_mode_write_element(kx_ctx *ctx, const uint8_t *in, size_t inlen) {
	return kx_tuplehash_update(ctx, in, inlen);
}

// Ends the input: KangarooTwelve with its customization, the others with
// kx_final (whose outlen is L for KMAC, TupleHash and ParallelHash).
static int end_input(kx_ctx *ctx, int alg, const uint8_t *custom, size_t customlen, uint8_t *out, size_t outlen) {
	if (in_range(alg, KX_KT128, KX_KT256)) return kx_kangarootwelve_final(ctx, custom, customlen, out, outlen);
	return kx_final(ctx, out, outlen);
}

// The output of everything written so far, on a fork (hash.Hash's Sum).
static int kxgo_mode_sum(const kx_ctx *ctx, int alg, const uint8_t *custom, size_t customlen,
                         uint8_t *out, size_t outlen) {
	kx_ctx fork = *ctx;
	int rc = end_input(&fork, alg, custom, customlen, out, outlen);
	kx_wipe(&fork);
	return rc;
}

// The next bytes of an output stream; the first read ends the input.
static int kxgo_mode_read(kx_ctx *ctx, int alg, int ended, const uint8_t *custom, size_t customlen,
                          uint8_t *out, size_t outlen) {
	if (ended) return kx_squeeze(ctx, out, outlen);
	return end_input(ctx, alg, custom, customlen, out, outlen);
}

static int kxgo_turboshake(int alg, uint8_t domain, const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
	return kx_turboshake((kx_alg)alg, domain, in, inlen, out, outlen);
}

static int kxgo_kangarootwelve(int alg, const uint8_t *custom, size_t customlen,
                               const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
	return kx_kangarootwelve((kx_alg)alg, custom, customlen, in, inlen, out, outlen);
}

// cSHAKE as crypto/sha3 keeps it: a SHAKE sponge that absorbed the encoded
// N and S, whose state saves in kx_export's format, padded with cSHAKE's
// domain bits 00 instead of SHAKE's 1111. kx_final pads with SHAKE's byte
// 0x1F; adding 0x1F ^ 0x04 first at the position it lands on (byte 3 of the
// saved state) leaves 0x04 there. The saved copy is cleared as the library
// clears its own.
static int pad_as_cshake(kx_ctx *ctx) {
	uint8_t saved[KX_EXPORT_BYTES];
	int rc = kx_export(ctx, saved);
	if (rc == KX_OK) {
		saved[4 + saved[3]] ^= 0x1f ^ 0x04;
		rc = kx_import(ctx, saved);
	}
	kxgo_wipe(saved, sizeof saved);
	return rc;
}

static int kxgo_cshake_sum(const kx_ctx *ctx, const uint8_t *pending, size_t pendinglen, uint8_t *out, size_t outlen) {
	kx_ctx fork = *ctx;
	int rc = kx_update(&fork, pending, pendinglen);
	if (rc == KX_OK) rc = pad_as_cshake(&fork);
	if (rc == KX_OK) rc = kx_final(&fork, out, outlen);
	kx_wipe(&fork);
	return rc;
}

// kxgo_xof_read for a cSHAKE sponge that was started (its encoded N and S
// reached C in the constructor).
static int kxgo_cshake_read(kx_ctx *ctx, int squeezing, const uint8_t *pending, size_t pendinglen,
                            uint8_t *out, size_t outlen, uint8_t *block, size_t blocklen) {
	int rc = KX_OK;
	if (!squeezing) {
		rc = kx_update(ctx, pending, pendinglen);
		if (rc == KX_OK) rc = pad_as_cshake(ctx);
		if (rc == KX_OK) rc = kx_final(ctx, NULL, 0);
	}
	if (rc == KX_OK) rc = kx_squeeze(ctx, out, outlen);
	if (rc == KX_OK) rc = kx_squeeze(ctx, block, blocklen);
	return rc;
}
*/
import "C"

func coreModeStart(ctx *kxContext, alg Algorithm, number int, a, b []byte) {
	must(C.kxgo_mode_start((*C.kx_ctx)(ctx), C.int(alg), C.size_t(number),
		bytePtr(a), C.size_t(len(a)), bytePtr(b), C.size_t(len(b))))
}

func coreModeWrite(ctx *kxContext, in []byte) {
	must(C.kxgo_mode_write((*C.kx_ctx)(ctx), bytePtr(in), C.size_t(len(in))))
}

func coreModeWriteElement(ctx *kxContext, elem []byte) {
	must(C.kxgo_mode_write_element((*C.kx_ctx)(ctx), bytePtr(elem), C.size_t(len(elem))))
}

func coreModeSum(ctx *kxContext, alg Algorithm, custom, out []byte) {
	must(C.kxgo_mode_sum((*C.kx_ctx)(ctx), C.int(alg), bytePtr(custom), C.size_t(len(custom)),
		bytePtr(out), C.size_t(len(out))))
}

func coreModeRead(ctx *kxContext, alg Algorithm, ended bool, custom, out []byte) {
	must(C.kxgo_mode_read((*C.kx_ctx)(ctx), C.int(alg), cbool(ended), bytePtr(custom), C.size_t(len(custom)),
		bytePtr(out), C.size_t(len(out))))
}

// coreSetThreads is kx_set_threads: the library's threads hash the chunks of
// a large kx_update (n is 1..maxThreads).
func coreSetThreads(ctx *kxContext, n int) {
	must(C.kx_set_threads((*C.kx_ctx)(ctx), C.unsigned(n)))
}

func coreTurboSHAKE(alg Algorithm, domain byte, in, out []byte) {
	must(C.kxgo_turboshake(C.int(alg), C.uint8_t(domain), bytePtr(in), C.size_t(len(in)),
		bytePtr(out), C.size_t(len(out))))
}

func coreKangarooTwelve(alg Algorithm, custom, in, out []byte) {
	must(C.kxgo_kangarootwelve(C.int(alg), bytePtr(custom), C.size_t(len(custom)),
		bytePtr(in), C.size_t(len(in)), bytePtr(out), C.size_t(len(out))))
}

func coreCSHAKESum(ctx *kxContext, pending, out []byte) {
	must(C.kxgo_cshake_sum((*C.kx_ctx)(ctx), bytePtr(pending), C.size_t(len(pending)), bytePtr(out), C.size_t(len(out))))
}

func coreCSHAKERead(ctx *kxContext, squeezing bool, pending, out, block []byte) {
	must(C.kxgo_cshake_read((*C.kx_ctx)(ctx), cbool(squeezing), bytePtr(pending), C.size_t(len(pending)),
		bytePtr(out), C.size_t(len(out)), bytePtr(block), C.size_t(len(block))))
}
