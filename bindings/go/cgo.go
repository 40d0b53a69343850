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
#include "keccakx.h"

static int kxgo_hash(int alg, const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
	return kx_hash((kx_alg)alg, in, inlen, out, outlen);
}

static int kxgo_keccak256(const uint8_t *in, size_t inlen, uint8_t *out) {
	return kx_keccak256(in, inlen, out);
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
// Go-side input absorbed, leaving the hash itself as it is.
static int kxgo_export(const kx_ctx *ctx, int alg, int started,
                       const uint8_t *pending, size_t pendinglen, uint8_t *out) {
	kx_ctx fork;
	int rc = KX_OK;
	if (started) fork = *ctx;
	else rc = kx_init(&fork, (kx_alg)alg);
	if (rc == KX_OK && pendinglen > 0) rc = kx_update(&fork, pending, pendinglen);
	if (rc == KX_OK) rc = kx_export(&fork, out);
	kx_wipe(&fork);
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

func coreExport(ctx *kxContext, alg Algorithm, started bool, pending []byte, out *[exportSize]byte) {
	must(C.kxgo_export((*C.kx_ctx)(ctx), C.int(alg), cbool(started),
		bytePtr(pending), C.size_t(len(pending)), (*C.uint8_t)(&out[0])))
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
