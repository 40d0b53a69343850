// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

// Everything that crosses into C goes through this file and its cgo_*.go
// siblings. A cgo call costs 40-50 ns on the machines we measured, about a
// fifth of a Keccak-f[1600] permutation, so each helper below does one whole
// Go-level operation (start, absorb and finish a hash; hash a batch of
// messages, cgo_many.go) in a single crossing.
//
// Pointers are passed as *C.uint8_t rather than unsafe.Pointer: cgo then knows
// the memory holds no Go pointers and skips its per-argument runtime check
// (about 15 ns). noescape lets Go keep buffers and contexts on the stack, which
// is what makes the one-shot functions allocation-free; nocallback skips the
// bookkeeping for calls back into Go, which the library never makes.

/*
#cgo noescape kxgo_hash
#cgo nocallback kxgo_hash
#cgo noescape kxgo_keccak256
#cgo nocallback kxgo_keccak256
#cgo noescape kxgo_hash_parts
#cgo nocallback kxgo_hash_parts
#cgo noescape kxgo_absorb
#cgo nocallback kxgo_absorb
#cgo noescape kxgo_sum
#cgo nocallback kxgo_sum
#cgo noescape kxgo_finish
#cgo nocallback kxgo_finish
#cgo noescape kxgo_xof_read
#cgo nocallback kxgo_xof_read
#cgo noescape kxgo_export
#cgo nocallback kxgo_export
#cgo noescape kxgo_import
#cgo nocallback kxgo_import
#cgo noescape kxgo_permute
#cgo nocallback kxgo_permute

#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "keccakx.h"
#include "kxgo_wipe.h"

// kx_keccak256 is kx_hash with Keccak-256's rate and padding as constants.
static int kxgo_hash(int alg, const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
	if (alg == KX_KECCAK_256 && outlen == 32) return kx_keccak256(in, inlen, out);
	return kx_hash((kx_alg)alg, in, inlen, out, outlen);
}

static int kxgo_keccak256(const uint8_t *in, size_t inlen, uint8_t *out) {
	return kx_keccak256(in, inlen, out);
}

// The digest of the concatenation of up to KXGO_PARTS parts, each passed as
// an argument of its own (a Go array of pointers may not cross). Parts that
// fit together in KXGO_PARTS_JOINED bytes are copied one after another and
// hashed in one shot (kx_hash clears its stack once, where a context's
// kx_init .. kx_final costs a clear more and two context-sized writes);
// longer ones stream through a context.
#define KXGO_PARTS 8
#define KXGO_PARTS_JOINED 1024
static int kxgo_hash_parts(int alg, size_t n,
                           const uint8_t *in0, size_t len0, const uint8_t *in1, size_t len1,
                           const uint8_t *in2, size_t len2, const uint8_t *in3, size_t len3,
                           const uint8_t *in4, size_t len4, const uint8_t *in5, size_t len5,
                           const uint8_t *in6, size_t len6, const uint8_t *in7, size_t len7,
                           uint8_t *out, size_t outlen) {
	const uint8_t *in[KXGO_PARTS] = {in0, in1, in2, in3, in4, in5, in6, in7};
	const size_t inlen[KXGO_PARTS] = {len0, len1, len2, len3, len4, len5, len6, len7};
	size_t total = 0;
	if (n > KXGO_PARTS) return KX_ERR_BAD_LENGTH;
	for (size_t i = 0; i < n; i++) total += inlen[i];
	if (total <= KXGO_PARTS_JOINED) {
		uint8_t joined[KXGO_PARTS_JOINED];
		size_t at = 0;
		for (size_t i = 0; i < n; i++) {
			if (inlen[i]) memcpy(joined + at, in[i], inlen[i]);
			at += inlen[i];
		}
		int rc = kx_hash((kx_alg)alg, joined, total, out, outlen);
		kxgo_wipe(joined, total);
		return rc;
	}
	kx_ctx ctx;
	int rc = kx_init(&ctx, (kx_alg)alg);
	for (size_t i = 0; i < n && rc == KX_OK; i++) rc = kx_update(&ctx, in[i], inlen[i]);
	if (rc == KX_OK) rc = kx_final(&ctx, out, outlen);
	kx_wipe(&ctx);
	return rc;
}

// Absorbs the Go-side buffer and then the caller's data, starting the
// context first if this is the first input to reach C.
static int kxgo_absorb(kx_ctx *ctx, int alg, int started,
                       const uint8_t *pending, size_t pendinglen,
                       const uint8_t *in, size_t inlen) {
	int rc = started ? KX_OK : kx_init(ctx, (kx_alg)alg);
	if (rc == KX_OK) rc = kx_update(ctx, pending, pendinglen);
	if (rc == KX_OK) rc = kx_update(ctx, in, inlen);
	return rc;
}

// The digest of everything absorbed so far, computed on a fork of the context
// so that the caller can keep writing (hash.Hash.Sum semantics).
static int kxgo_sum(const kx_ctx *ctx, const uint8_t *pending, size_t pendinglen,
                    uint8_t *out, size_t outlen) {
	kx_ctx fork = *ctx;
	int rc = kx_update(&fork, pending, pendinglen);
	if (rc == KX_OK) rc = kx_final(&fork, out, outlen);
	kx_wipe(&fork);
	return rc;
}

// Starts the context if needed, ends its input and writes the digest; the
// context keeps the final state, which MarshalBinary saves.
static int kxgo_finish(kx_ctx *ctx, int alg, int started,
                       const uint8_t *pending, size_t pendinglen,
                       uint8_t *out, size_t outlen) {
	int rc = started ? KX_OK : kx_init(ctx, (kx_alg)alg);
	if (rc == KX_OK) rc = kx_update(ctx, pending, pendinglen);
	if (rc == KX_OK) rc = kx_final(ctx, out, outlen);
	return rc;
}

// Next bytes of a SHAKE output stream: outlen bytes to out, then blocklen to
// block. started says whether ctx holds a context yet; pending is the input
// still buffered in Go (empty once squeezing has begun, since kx_squeeze
// itself ends the input).
static int kxgo_xof_read(kx_ctx *ctx, int alg, int started,
                         const uint8_t *pending, size_t pendinglen,
                         uint8_t *out, size_t outlen, uint8_t *block, size_t blocklen) {
	int rc = started ? KX_OK : kx_init(ctx, (kx_alg)alg);
	if (rc == KX_OK && pendinglen > 0) rc = kx_update(ctx, pending, pendinglen);
	if (rc == KX_OK) rc = kx_squeeze(ctx, out, outlen);
	if (rc == KX_OK) rc = kx_squeeze(ctx, block, blocklen);
	return rc;
}

// Saves, in the format of kx_export, the state the hash would have with the
// Go-side input absorbed, and the input ended if finish (a fixed-size hash
// finished in one shot, whose whole input is pending), leaving the hash
// itself as it is.
static int kxgo_export(const kx_ctx *ctx, int alg, int started,
                       const uint8_t *pending, size_t pendinglen, int finish, uint8_t *out) {
	kx_ctx fork;
	uint8_t digest[64];
	int rc = KX_OK;
	if (started) fork = *ctx;
	else rc = kx_init(&fork, (kx_alg)alg);
	if (rc == KX_OK && pendinglen > 0) rc = kx_update(&fork, pending, pendinglen);
	if (rc == KX_OK && finish) rc = kx_final(&fork, digest, kx_digest_size((kx_alg)alg));
	if (rc == KX_OK) rc = kx_export(&fork, out);
	kx_wipe(&fork);
	kxgo_wipe(digest, sizeof digest);
	return rc;
}

static int kxgo_import(kx_ctx *ctx, const uint8_t *in) { return kx_import(ctx, in); }

static int kxgo_permute(uint64_t *states, int width, unsigned rounds) {
	switch (width) {
	case 1: return kx_permute(states, rounds);
	case 2: return kx_permute_x2((uint64_t (*)[25])states, rounds);
	case 4: return kx_permute_x4((uint64_t (*)[25])states, rounds);
	case 8: return kx_permute_x8((uint64_t (*)[25])states, rounds);
	}
	return KX_ERR_BAD_LENGTH;
}

*/
import "C"

import (
	"errors"
	"strings"
	"unsafe"
)

// pendingSize is how much input a hash keeps on the Go side before it calls
// C (sponge.go): a message up to this size costs one cgo call however it is
// written. Measured on AMD EPYC Zen 3 (2 vCPUs, a loaded machine; thread CPU
// time, the builds' runs interleaved), against one block of SHAKE128 (168
// bytes, which cost two calls for a 532-byte trie node): Reset, Write and
// Read of 512 bytes took 10% less time with 1, 2 or 4 KiB, of 1 KiB 6% less;
// of 2 KiB, 2 KiB took 3% less than 1 KiB, and 4 KiB no less than 2 KiB.
// (pending.go allocates the buffer only for a hash that is reused: in the
// struct, 2 KiB made New, Write of 32 bytes and Sum 10% dearer.)
const pendingSize = 2048

// kxContext is a kx_ctx held in Go memory: it holds no pointers, so it may be
// passed to C, and the ABI allows copying it to fork a hash.
type kxContext C.kx_ctx

const (
	codeUnknownBackend     = C.KX_ERR_UNKNOWN_BACKEND
	codeUnsupportedBackend = C.KX_ERR_UNSUPPORTED_BACKEND
)

// bytePtr is the C view of a byte slice: nil for an empty one, which the
// library accepts as an empty buffer.
func bytePtr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b)))
}

func cbool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

// libError is the library's description of a return code.
func libError(rc int) error {
	return errors.New("keccakx: " + C.GoString(C.kx_strerror(C.int(rc))))
}

// must turns a failure that the Go layer has already ruled out by checking
// arguments into a panic, so that a broken invariant is loud rather than a
// silently wrong digest.
func must(rc C.int) {
	if rc != C.KX_OK {
		panic(libError(int(rc)))
	}
}

func coreHash(alg Algorithm, in, out []byte) {
	must(C.kxgo_hash(C.int(alg), bytePtr(in), C.size_t(len(in)), bytePtr(out), C.size_t(len(out))))
}

func coreKeccak256(in []byte, out *[32]byte) {
	must(C.kxgo_keccak256(bytePtr(in), C.size_t(len(in)), (*C.uint8_t)(&out[0])))
}

// partsPerCall is how many parts coreHashParts takes.
const partsPerCall = C.KXGO_PARTS

// coreHashParts writes the digest of the concatenation of parts (at most
// partsPerCall) to out.
func coreHashParts(alg Algorithm, parts [][]byte, out []byte) {
	var p [partsPerCall]*C.uint8_t
	var n [partsPerCall]C.size_t
	for i, part := range parts {
		p[i], n[i] = bytePtr(part), C.size_t(len(part))
	}
	must(C.kxgo_hash_parts(C.int(alg), C.size_t(len(parts)),
		p[0], n[0], p[1], n[1], p[2], n[2], p[3], n[3],
		p[4], n[4], p[5], n[5], p[6], n[6], p[7], n[7],
		bytePtr(out), C.size_t(len(out))))
}

func coreAbsorb(ctx *kxContext, alg Algorithm, started bool, pending, in []byte) {
	must(C.kxgo_absorb((*C.kx_ctx)(ctx), C.int(alg), cbool(started),
		bytePtr(pending), C.size_t(len(pending)), bytePtr(in), C.size_t(len(in))))
}

func coreSum(ctx *kxContext, pending, out []byte) {
	must(C.kxgo_sum((*C.kx_ctx)(ctx), bytePtr(pending), C.size_t(len(pending)), bytePtr(out), C.size_t(len(out))))
}

func coreFinish(ctx *kxContext, alg Algorithm, started bool, pending, out []byte) {
	must(C.kxgo_finish((*C.kx_ctx)(ctx), C.int(alg), cbool(started),
		bytePtr(pending), C.size_t(len(pending)), bytePtr(out), C.size_t(len(out))))
}

func coreXOFRead(ctx *kxContext, alg Algorithm, started bool, pending, out, block []byte) {
	must(C.kxgo_xof_read((*C.kx_ctx)(ctx), C.int(alg), cbool(started),
		bytePtr(pending), C.size_t(len(pending)), bytePtr(out), C.size_t(len(out)),
		bytePtr(block), C.size_t(len(block))))
}

// exportSize is the size of a state saved by kx_export.
const exportSize = C.KX_EXPORT_BYTES

func coreExport(ctx *kxContext, alg Algorithm, started bool, pending []byte, finish bool, out *[exportSize]byte) {
	must(C.kxgo_export((*C.kx_ctx)(ctx), C.int(alg), cbool(started),
		bytePtr(pending), C.size_t(len(pending)), cbool(finish), (*C.uint8_t)(&out[0])))
}

// coreImport restores into ctx a state in the format of kx_export, and says
// whether the library accepted it (ctx is unchanged if not).
func coreImport(ctx *kxContext, in *[exportSize]byte) bool {
	return C.kxgo_import((*C.kx_ctx)(ctx), (*C.uint8_t)(&in[0])) == C.KX_OK
}

// corePermute applies the permutation to width consecutive states.
func corePermute(states *uint64, width, rounds int) {
	must(C.kxgo_permute((*C.uint64_t)(states), C.int(width), C.unsigned(rounds)))
}

func coreAlgName(alg Algorithm) string {
	name := C.kx_alg_name(C.kx_alg(alg))
	if name == nil {
		return ""
	}
	return C.GoString(name)
}

func coreDigestSize(alg Algorithm) int { return int(C.kx_digest_size(C.kx_alg(alg))) }
func coreRate(alg Algorithm) int       { return int(C.kx_rate(C.kx_alg(alg))) }
func coreVersion() string              { return C.GoString(C.kx_version()) }

func coreBackend(width int) string {
	name := C.kx_backend(C.unsigned(width))
	if name == nil {
		return ""
	}
	return C.GoString(name)
}

func coreBackends() []string {
	n := C.kx_backends(nil, 0)
	if n == 0 {
		return nil
	}
	names := make([]*C.char, n)
	n = min(n, C.kx_backends(&names[0], n))
	out := make([]string, n)
	for i := range out {
		out[i] = C.GoString(names[i])
	}
	return out
}

// coreUseBackend returns the library's return code for forcing backend name.
func coreUseBackend(name string) int {
	if strings.IndexByte(name, 0) >= 0 {
		return codeUnknownBackend // C would read only up to the NUL: a different name
	}
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	return int(C.kx_use_backend(cname))
}
