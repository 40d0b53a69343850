/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * keccakx — fast Keccak hashing (SHA-3, SHAKE, Ethereum's Keccak-256) with the
 * code path chosen at run time for the CPU it runs on.
 *
 * This header is the whole public API and its manual. Every function is
 * documented where it is declared: what it does, the errors it returns and its
 * thread safety.
 *
 * Conventions
 *  - Functions that can fail return an int: KX_OK (0) on success or a negative
 *    KX_ERR_* code; kx_strerror() turns a code into one line of English. The
 *    library never aborts, never prints and never allocates memory.
 *  - A NULL pointer with a zero length is an empty buffer, not an error.
 *  - Everything is thread-safe except concurrent use of one kx_ctx: contexts are
 *    caller-owned and need external synchronisation if shared.
 *  - No secret is left behind: when a call returns, no copy of the state it
 *    computed (the library's own, or its kernels' spills) remains on the stack;
 *    kx_wipe clears a context.
 *  - Lanes of a permutation state are in the canonical layout: 25 uint64_t in
 *    host byte order, lane i = A[x = i mod 5][y = i div 5]; message bytes are
 *    absorbed into lanes little-endian (byte j of the rate goes to bits
 *    8*(j mod 8) .. 8*(j mod 8)+7 of lane j div 8).
 */
#ifndef KECCAKX_H
#define KECCAKX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- version (the one place it lives; CMake and the bindings read it) ---- */
/* KX_VERSION_MAJOR is the ABI version: the shared object is libkeccakx.so.<major>. */
#define KX_VERSION_MAJOR 0
#define KX_VERSION_MINOR 1
#define KX_VERSION_PATCH 0
#define KX_VERSION_STRING "0.1.0"

#if defined(KX_STATIC_DEFINE)
#  define KX_API
#elif defined(_WIN32)
#  ifdef KX_BUILDING
#    define KX_API __declspec(dllexport)
#  else
#    define KX_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__)
#  define KX_API __attribute__((visibility("default")))
#else
#  define KX_API
#endif

/* ---- errors ---- */

/* Return codes: KX_OK or one of the negative errors. Functions return them as
 * int; the values are ABI and never change. */
typedef enum kx_status {
  KX_OK = 0,
  KX_ERR_NULL_POINTER = -1,        /* a NULL pointer where data of non-zero length is needed */
  KX_ERR_BAD_ALGORITHM = -2,       /* not one of the kx_alg values */
  KX_ERR_BAD_LENGTH = -3,          /* output length not the digest size of a fixed-size hash, or n * outlen overflows */
  KX_ERR_FINALIZED = -4,           /* update or final on a context that was already finalized */
  KX_ERR_NOT_XOF = -5,             /* squeeze on a fixed-size hash; only SHAKE has more output */
  KX_ERR_UNKNOWN_BACKEND = -6,     /* no backend of that name is built into this library */
  KX_ERR_UNSUPPORTED_BACKEND = -7, /* the backend exists but this CPU (or OS) cannot run it */
  KX_ERR_BAD_ROUNDS = -8,          /* permutation rounds outside 1..24 */
  KX_ERR_UNINITIALIZED = -9,       /* context not set up by kx_init (or wiped or corrupted since) */
  KX_ERR_BAD_STATE = -10           /* kx_import of bytes that kx_export did not write */
} kx_status;

/* One line of English for any code this library returns ("unknown error code"
 * for anything else). The string is static: never free it. Thread-safe. */
KX_API const char *kx_strerror(int code);

/* The library's version as "major.minor.patch" (the shared object's, which may
 * differ from KX_VERSION_STRING of the header a program was compiled with). */
KX_API const char *kx_version(void);

/* ---- algorithms ---- */

/* The numbers are ABI: they never change. */
typedef enum kx_alg {
  KX_KECCAK_224 = 1, /* original Keccak padding (0x01), as in Ethereum */
  KX_KECCAK_256 = 2, /* Ethereum's "keccak256" / "sha3" */
  KX_KECCAK_384 = 3,
  KX_KECCAK_512 = 4,
  KX_SHA3_224 = 5,   /* FIPS 202 (padding 0x06) */
  KX_SHA3_256 = 6,
  KX_SHA3_384 = 7,
  KX_SHA3_512 = 8,
  KX_SHAKE128 = 9,   /* FIPS 202 extendable-output functions (padding 0x1F) */
  KX_SHAKE256 = 10
} kx_alg;

/* Digest size in bytes (28, 32, 48, 64), or 0 for SHAKE (any length) and for an
 * unknown algorithm. */
KX_API size_t kx_digest_size(kx_alg alg);
/* Rate (block size) in bytes: 168, 144, 136, 104 or 72; 0 for an unknown
 * algorithm. */
KX_API size_t kx_rate(kx_alg alg);
/* Lower-case name: "keccak-256", "sha3-256", "shake128", ...; NULL for an
 * unknown algorithm. */
KX_API const char *kx_alg_name(kx_alg alg);

/* ---- one-shot hashing ---- */

/* Hashes inlen bytes at in into outlen bytes at out.
 * For a fixed-size hash outlen must equal kx_digest_size(alg); for SHAKE any
 * outlen (including 0) gives the first outlen bytes of the output stream.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_LENGTH, KX_ERR_NULL_POINTER (in or
 * out NULL with a non-zero length). On error nothing is written. Thread-safe;
 * in and out may overlap. */
KX_API int kx_hash(kx_alg alg, const void *in, size_t inlen, void *out, size_t outlen);

/* Keccak-256 (Ethereum's hash), the fastest path for short inputs.
 * Same as kx_hash(KX_KECCAK_256, in, inlen, out, 32).
 * Errors: KX_ERR_NULL_POINTER (in NULL with inlen > 0, or out NULL). */
KX_API int kx_keccak256(const void *in, size_t inlen, uint8_t out[32]);

/* ---- streaming ---- */

/* Words in a kx_ctx. Part of the ABI: the size of kx_ctx never changes within
 * a major version. */
#define KX_CTX_WORDS 32

/* A hashing context. Caller-owned (stack, struct member, heap: your choice);
 * the library keeps no pointer to it between calls. A context may be copied
 * (assignment or memcpy) at any point to fork the computation: the copy and the
 * original then continue independently. Its contents are private. */
typedef struct kx_ctx {
  uint64_t opaque[KX_CTX_WORDS];
} kx_ctx;

/* Starts a hash of algorithm alg in *ctx, discarding whatever it held.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL), KX_ERR_BAD_ALGORITHM (ctx is then
 * left uninitialized). */
KX_API int kx_init(kx_ctx *ctx, kx_alg alg);

/* Absorbs inlen more bytes. Any chunking gives the same result as one call.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL, or in NULL with inlen > 0),
 * KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED (after kx_final or kx_squeeze).
 * On error the context is unchanged. */
KX_API int kx_update(kx_ctx *ctx, const void *in, size_t inlen);

/* Finishes the hash and writes outlen bytes to out.
 * Fixed-size hash: outlen must be kx_digest_size(); the context is then
 * finalized (further update/final fail with KX_ERR_FINALIZED; kx_init starts
 * over). To take a digest and keep hashing, finalize a copy of the context.
 * SHAKE: any outlen (including 0); writes the first outlen bytes of the output
 * stream, and kx_squeeze continues it.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED,
 * KX_ERR_BAD_LENGTH. On error nothing is written and the context is unchanged. */
KX_API int kx_final(kx_ctx *ctx, void *out, size_t outlen);

/* SHAKE only: writes the next outlen bytes of the output stream. Output read
 * in any chunks (through kx_final and kx_squeeze) equals one long read. Called
 * before kx_final it ends the input and starts the stream at its first byte.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_NOT_XOF.
 * On error nothing is written and the context is unchanged. */
KX_API int kx_squeeze(kx_ctx *ctx, void *out, size_t outlen);

/* Zeroes the context (the compiler cannot optimise this away), leaving it
 * uninitialized. With it, nothing of the hash remains in the library's reach:
 * the calls on the context left no state on the stack. NULL is accepted and
 * ignored. */
KX_API void kx_wipe(kx_ctx *ctx);

/* ---- saving and restoring a context ---- */

/* Bytes of a context saved by kx_export. */
#define KX_EXPORT_BYTES 204

/* Saves the state of *ctx in a portable format that kx_import of any keccakx
 * with the same major version restores, on any CPU and in any process:
 *   byte 0        format version, 1
 *   byte 1        the kx_alg
 *   byte 2        phase: 1 absorbing, 2 squeezing (SHAKE), 3 finalized (fixed-size hash)
 *   byte 3        bytes absorbed into the current block, or already squeezed from it
 *   bytes 4..203  the 25 lanes of the canonical state, each little-endian
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED. Thread-safe for distinct
 * contexts. */
KX_API int kx_export(const kx_ctx *ctx, uint8_t out[KX_EXPORT_BYTES]);

/* Restores into *ctx a state saved by kx_export, replacing whatever it held.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_STATE (another format version, an
 * unknown algorithm or phase, a phase the algorithm cannot be in, or a
 * position beyond the rate); *ctx is then unchanged. */
KX_API int kx_import(kx_ctx *ctx, const uint8_t in[KX_EXPORT_BYTES]);

/* ---- many messages at once ---- */

/* Hashes n independent messages: message i is inlen[i] bytes at in[i], and its
 * outlen-byte hash goes to out + i * outlen (so out holds n * outlen bytes).
 * outlen follows the rules of kx_hash; messages may have any lengths. Several
 * messages are permuted together with the widest fast multi-state backend, so
 * this is much faster than a loop for short messages. Results equal
 * kx_hash() of each message.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_LENGTH (also when n * outlen
 * overflows), KX_ERR_NULL_POINTER (in, inlen or out NULL with n > 0 and
 * something to read or write, or in[i] NULL with inlen[i] > 0). Arguments are
 * checked before anything is written. n = 0 does nothing and succeeds.
 * Thread-safe. */
KX_API int kx_hash_many(kx_alg alg, size_t n, const void *const in[], const size_t inlen[],
                        void *out, size_t outlen);

/* ---- the permutation ---- */

/* Applies Keccak-p[1600, rounds] to the canonical state s: the last `rounds`
 * rounds of Keccak-f[1600] (rounds = 24 is Keccak-f[1600], 12 is the
 * permutation of KangarooTwelve and TurboSHAKE).
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ROUNDS (outside 1..24); the state is
 * then unchanged. Thread-safe for distinct states. */
KX_API int kx_permute(uint64_t s[25], unsigned rounds);
/* The same on 2, 4 or 8 independent states stored one after another; the
 * result equals kx_permute on each, computed several at once by SIMD backends. */
KX_API int kx_permute_x2(uint64_t s[2][25], unsigned rounds);
KX_API int kx_permute_x4(uint64_t s[4][25], unsigned rounds);
KX_API int kx_permute_x8(uint64_t s[8][25], unsigned rounds);

/* ---- backends ---- */
/*
 * A backend is one implementation of the permutation (for 1, 2, 4 and 8 states
 * at once). At first use the library detects the CPU once (thread-safe, no
 * init call needed) and picks, for each width, the fastest backend it runs.
 * The environment variable KECCAKX_BACKEND=<name>, read at that moment, forces
 * one backend for every width (an unknown or unsupported name is ignored: check
 * kx_use_backend(getenv("KECCAKX_BACKEND")) if you must know). All backends
 * give identical results; switching only changes speed.
 */

/* Name of the backend currently used for `width` states at once (1, 2, 4 or
 * 8), such as "generic", "bmi2", "avx2"; NULL for any other width. A backend
 * without a native kernel for a width runs its narrower kernel repeatedly. */
KX_API const char *kx_backend(unsigned width);

/* Backends this CPU can run, in order of preference (generic last). Writes up
 * to cap names to names (which may be NULL when cap is 0) and returns how many
 * there are in all. */
KX_API size_t kx_backends(const char **names, size_t cap);

/* Every backend compiled into this library, whether this CPU runs it or not;
 * same calling convention as kx_backends. */
KX_API size_t kx_backends_built(const char **names, size_t cap);

/* The widths a backend implements natively, as a bit set of the widths
 * themselves (1 | 2 | 4 | 8 = 15 means all); 0 if no such backend is built. */
KX_API unsigned kx_backend_widths(const char *name);

/* Forces backend `name` for every width, or restores the automatic choice
 * with "auto". The switch is atomic: each call in flight on another thread
 * finishes on the backend it started with, and every later call uses the new
 * one; results are identical either way.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNKNOWN_BACKEND,
 * KX_ERR_UNSUPPORTED_BACKEND (the current choice is then kept). */
KX_API int kx_use_backend(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* KECCAKX_H */
