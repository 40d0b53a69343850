/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * keccakx — fast Keccak hashing (SHA-3, SHAKE, Ethereum's Keccak-256, and the
 * modes above them: TurboSHAKE and KangarooTwelve of RFC 9861, cSHAKE, KMAC,
 * TupleHash and ParallelHash of NIST SP 800-185) with the code path chosen at
 * run time for the CPU it runs on.
 *
 * This header is the whole public API and its manual. Every function is
 * documented where it is declared: what it does, the errors it returns and its
 * thread safety.
 *
 * Conventions
 *  - Functions that can fail return an int: KX_OK (0) on success or a negative
 *    KX_ERR_* code; kx_strerror() turns a code into one line of English. The
 *    library never aborts and never prints. It allocates memory in two places
 *    only: kx_update of a context given threads by kx_set_threads, and
 *    kx_update_pool (the chaining values of the chunks its threads hash, freed
 *    before it returns); and the Ethereum trie builder (kx_trie_*, bounded as
 *    its section says), which returns KX_ERR_OUT_OF_MEMORY when it cannot.
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
#define KX_VERSION_MAJOR 1
#define KX_VERSION_MINOR 0
#define KX_VERSION_PATCH 0
#define KX_VERSION_STRING "1.0.0"

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
  KX_ERR_BAD_ALGORITHM = -2,       /* not one of the kx_alg values, or not one this function (or this context) takes */
  KX_ERR_BAD_LENGTH = -3,          /* output length not the digest size of a fixed-size hash, or n * outlen overflows */
  KX_ERR_FINALIZED = -4,           /* update or final on a context that was already finalized */
  KX_ERR_NOT_XOF = -5,             /* squeeze on a hash that is not an extendable-output function */
  KX_ERR_UNKNOWN_BACKEND = -6,     /* no backend of that name is built into this library */
  KX_ERR_UNSUPPORTED_BACKEND = -7, /* the backend exists but this CPU (or OS) cannot run it */
  KX_ERR_BAD_ROUNDS = -8,          /* permutation rounds outside 1..24 */
  KX_ERR_UNINITIALIZED = -9,       /* context not set up by kx_init (or wiped or corrupted since) */
  KX_ERR_BAD_STATE = -10,          /* kx_import of bytes that kx_export did not write */
  KX_ERR_BAD_PARAMETER = -11,      /* a parameter out of range: TurboSHAKE domain byte outside 0x01..0x7F, ParallelHash block size 0, a trie partition's prefix, one kx_multi context given twice */
  KX_ERR_OUT_OF_MEMORY = -12,      /* the trie builder could not allocate its memory */
  KX_ERR_NULL_TRIE = -13,          /* a kx_trie function given NULL for the trie */
  KX_ERR_TRIE_KEY_ORDER = -14,     /* a trie key below the previous one: keys must come in increasing bytewise order */
  KX_ERR_TRIE_KEY_REPEATED = -15,  /* a trie key equal to the previous one */
  KX_ERR_TRIE_EMPTY_VALUE = -16,   /* an empty trie value: Ethereum's tries hold no empty values */
  KX_ERR_TRIE_KEY_PREFIX = -17,    /* a key given to a trie partition that does not begin with its prefix */
  KX_ERR_TRIE_BAD_NODE = -18       /* bytes given as a trie node that are not the RLP of a leaf, extension or branch */
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
  KX_SHAKE256 = 10,
  /* RFC 9861: Keccak-p[1600, 12] sponges with a domain byte D (0x01..0x7F). */
  KX_TURBOSHAKE128 = 11,
  KX_TURBOSHAKE256 = 12,
  /* RFC 9861 KangarooTwelve: a tree of TurboSHAKE over 8192-byte chunks, with a
   * customization string C. */
  KX_KT128 = 13,
  KX_KT256 = 14,
  /* NIST SP 800-185: cSHAKE with function name N and customization S (with both
   * empty it is SHAKE). */
  KX_CSHAKE128 = 15,
  KX_CSHAKE256 = 16,
  /* SP 800-185 keyed hashes; KMAC's output length L is part of its input, the
   * XOF variants are streams. */
  KX_KMAC128 = 17,
  KX_KMAC256 = 18,
  KX_KMACXOF128 = 19,
  KX_KMACXOF256 = 20,
  /* SP 800-185 hashes of a sequence of byte strings. */
  KX_TUPLEHASH128 = 21,
  KX_TUPLEHASH256 = 22,
  KX_TUPLEHASHXOF128 = 23,
  KX_TUPLEHASHXOF256 = 24,
  /* SP 800-185 ParallelHash: SHAKE over blocks of B bytes, hashed in parallel. */
  KX_PARALLELHASH128 = 25,
  KX_PARALLELHASH256 = 26,
  KX_PARALLELHASHXOF128 = 27,
  KX_PARALLELHASHXOF256 = 28
} kx_alg;

/* Digest size in bytes (28, 32, 48, 64), or 0 for an algorithm of any output
 * length (SHAKE and every algorithm from 11 on) and for an unknown algorithm. */
KX_API size_t kx_digest_size(kx_alg alg);
/* Rate (block size) in bytes: 168, 144, 136, 104 or 72 (168 for every "128"
 * algorithm from 11 on, 136 for every "256" one); 0 for an unknown algorithm. */
KX_API size_t kx_rate(kx_alg alg);
/* Lower-case name: "keccak-256", "sha3-256", "shake128", "turboshake128",
 * "kt128", "cshake128", "kmac128", "kmacxof128", "tuplehash128",
 * "tuplehashxof128", "parallelhash128", "parallelhashxof128", ... (the same
 * with 256); NULL for an unknown algorithm. */
KX_API const char *kx_alg_name(kx_alg alg);

/* ---- one-shot hashing ---- */

/* Hashes inlen bytes at in into outlen bytes at out.
 * For a fixed-size hash outlen must equal kx_digest_size(alg); for SHAKE any
 * outlen (including 0) gives the first outlen bytes of the output stream.
 * Also takes, with their default parameters, TurboSHAKE (D = 0x1F),
 * KangarooTwelve (empty customization) and cSHAKE (empty N and S, which is
 * SHAKE), all streams of any outlen; KMAC, TupleHash and ParallelHash need
 * their parameters and are KX_ERR_BAD_ALGORITHM here (see "modes" below).
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
 * a major version (it became 64 in version 1, for the tree state of
 * KangarooTwelve and ParallelHash). */
#define KX_CTX_WORDS 64

/* A hashing context. Caller-owned (stack, struct member, heap: your choice);
 * the library keeps no pointer to it between calls. A context may be copied
 * (assignment or memcpy) at any point to fork the computation: the copy and the
 * original then continue independently. Its contents are private. */
typedef struct kx_ctx {
  uint64_t opaque[KX_CTX_WORDS];
} kx_ctx;

/* Starts a hash of algorithm alg in *ctx, discarding whatever it held.
 * Takes what kx_hash takes, with the same defaults (TurboSHAKE with D = 0x1F,
 * KangarooTwelve, cSHAKE with empty N and S); the other modes start with their
 * own kx_init_* function below.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL), KX_ERR_BAD_ALGORITHM (ctx is then
 * left uninitialized). */
KX_API int kx_init(kx_ctx *ctx, kx_alg alg);

/* Absorbs inlen more bytes. Any chunking gives the same result as one call.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL, or in NULL with inlen > 0),
 * KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED (after kx_final or kx_squeeze),
 * KX_ERR_BAD_ALGORITHM (a TupleHash context, which takes whole elements
 * through kx_tuplehash_update). On error the context is unchanged. */
KX_API int kx_update(kx_ctx *ctx, const void *in, size_t inlen);

/* Finishes the hash and writes outlen bytes to out.
 * Fixed-size hash: outlen must be kx_digest_size(); the context is then
 * finalized (further update/final fail with KX_ERR_FINALIZED; kx_init starts
 * over). To take a digest and keep hashing, finalize a copy of the context.
 * KMAC, TupleHash, ParallelHash (not XOF): any outlen, which is their output
 * length L and so part of the input (another outlen gives an unrelated
 * output); the context is then finalized as for a fixed-size hash.
 * Extendable-output functions (SHAKE, TurboSHAKE, KangarooTwelve, cSHAKE and
 * the XOF variants): any outlen (including 0); writes the first outlen bytes
 * of the output stream, and kx_squeeze continues it.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED,
 * KX_ERR_BAD_LENGTH. On error nothing is written and the context is unchanged. */
KX_API int kx_final(kx_ctx *ctx, void *out, size_t outlen);

/* Extendable-output functions only (SHAKE, TurboSHAKE, KangarooTwelve,
 * cSHAKE, KMACXOF, TupleHashXOF, ParallelHashXOF): writes the next outlen
 * bytes of the output stream. Output read
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
 * with the same major version restores, on any CPU and in any process. Only
 * the one-sponge algorithms 1..10 (Keccak, SHA-3, SHAKE) have this format: a
 * context of any later algorithm is KX_ERR_BAD_ALGORITHM (copy the kx_ctx to
 * fork it within a process instead).
 *   byte 0        format version, 1
 *   byte 1        the kx_alg
 *   byte 2        phase: 1 absorbing, 2 squeezing (SHAKE), 3 finalized (fixed-size hash)
 *   byte 3        bytes absorbed into the current block, or already squeezed from it
 *   bytes 4..203  the 25 lanes of the canonical state, each little-endian
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_BAD_ALGORITHM.
 * Thread-safe for distinct contexts. */
KX_API int kx_export(const kx_ctx *ctx, uint8_t out[KX_EXPORT_BYTES]);

/* Restores into *ctx a state saved by kx_export, replacing whatever it held.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_STATE (another format version, an
 * unknown algorithm or phase, a phase the algorithm cannot be in, or a
 * position beyond the rate); *ctx is then unchanged. */
KX_API int kx_import(kx_ctx *ctx, const uint8_t in[KX_EXPORT_BYTES]);

/* ---- modes: TurboSHAKE, KangarooTwelve (RFC 9861) ---- */
/*
 * Every function of this section and the next follows the conventions above:
 * a NULL pointer with a zero length is the empty string; the one-shot
 * functions check every argument before writing anything, write out only at
 * the end (so in and out may overlap), are thread-safe and leave no copy of
 * their state on the stack. For the streams (every algorithm here but KMAC,
 * TupleHash and ParallelHash, whose outlen is their output length L), any
 * outlen gives the first outlen bytes of one output stream. Streaming: start
 * with the kx_init_* function of the mode (or kx_init for the defaults), then
 * kx_update, kx_final and kx_squeeze as for SHAKE; copying a kx_ctx forks it.
 * Long inputs of KangarooTwelve and ParallelHash are hashed several chunks at
 * a time on the widest multi-state kernel of the backend, in one-shot and
 * streaming alike (whole chunks given to one kx_update go to it directly).
 */

/* TurboSHAKE128 or TurboSHAKE256 (alg KX_TURBOSHAKE128/256) of inlen bytes at
 * in with domain separation byte `domain` (0x01..0x7F; 0x1F is the default of
 * kx_hash), outlen bytes of output stream to out.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_PARAMETER (domain outside
 * 0x01..0x7F), KX_ERR_NULL_POINTER. */
KX_API int kx_turboshake(kx_alg alg, uint8_t domain, const void *in, size_t inlen, void *out, size_t outlen);

/* Starts TurboSHAKE (alg KX_TURBOSHAKE128/256) with domain byte `domain` in
 * *ctx; then kx_update, kx_final, kx_squeeze.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_PARAMETER;
 * *ctx is then left uninitialized. */
KX_API int kx_init_turboshake(kx_ctx *ctx, kx_alg alg, uint8_t domain);

/* KangarooTwelve KT128 or KT256 (alg KX_KT128/256) of inlen bytes at in with
 * customization string C of customlen bytes at custom, outlen bytes of output
 * stream to out. Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_NULL_POINTER. */
KX_API int kx_kangarootwelve(kx_alg alg, const void *custom, size_t customlen, const void *in, size_t inlen,
                             void *out, size_t outlen);

/* Streaming KangarooTwelve: kx_init(ctx, KX_KT128 or KX_KT256), kx_update with
 * the message, then this instead of kx_final to end it with customization C
 * (KangarooTwelve hashes C after the message, so C comes at the end; kx_final
 * and kx_squeeze end it with the empty C). Writes the first outlen bytes of the
 * output stream; kx_squeeze continues it.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_BAD_ALGORITHM (not
 * a KangarooTwelve context), KX_ERR_FINALIZED (the input already ended). On
 * error nothing is written and the context is unchanged. */
KX_API int kx_kangarootwelve_final(kx_ctx *ctx, const void *custom, size_t customlen, void *out, size_t outlen);

/* ---- modes: cSHAKE, KMAC, TupleHash, ParallelHash (NIST SP 800-185) ---- */

/* cSHAKE128 or cSHAKE256 (alg KX_CSHAKE128/256) with function name N (namelen
 * bytes at name) and customization S (customlen bytes at custom) of inlen bytes
 * at in; outlen bytes of output stream to out. With N and S both empty it is
 * SHAKE128/256, as the standard defines.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_NULL_POINTER. */
KX_API int kx_cshake(kx_alg alg, const void *name, size_t namelen, const void *custom, size_t customlen,
                     const void *in, size_t inlen, void *out, size_t outlen);

/* Starts cSHAKE (alg KX_CSHAKE128/256) with N and S in *ctx (N and S are
 * absorbed now; the context keeps no pointer to them).
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM; *ctx is then left
 * uninitialized. */
KX_API int kx_init_cshake(kx_ctx *ctx, kx_alg alg, const void *name, size_t namelen, const void *custom,
                          size_t customlen);

/* KMAC128, KMAC256 (outlen is the output length L, part of the input) or
 * KMACXOF128, KMACXOF256 (a stream) with key K (keylen bytes, any length
 * including 0) and customization S, of inlen bytes at in; outlen bytes to out.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_NULL_POINTER. */
KX_API int kx_kmac(kx_alg alg, const void *key, size_t keylen, const void *custom, size_t customlen,
                   const void *in, size_t inlen, void *out, size_t outlen);

/* Starts KMAC (alg KX_KMAC128/256, KX_KMACXOF128/256) with key K and
 * customization S in *ctx; the message then goes to kx_update, and kx_final
 * takes L (for KMACXOF, kx_squeeze continues the stream).
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM; *ctx is then left
 * uninitialized. */
KX_API int kx_init_kmac(kx_ctx *ctx, kx_alg alg, const void *key, size_t keylen, const void *custom,
                        size_t customlen);

/* TupleHash128/256 (outlen is L) or TupleHashXOF128/256 (a stream) with
 * customization S of the n strings in[0..n) of inlen[0..n) bytes (n = 0 is the
 * empty tuple, and in and inlen may then be NULL); outlen bytes to out.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_NULL_POINTER (in or inlen NULL with
 * n > 0, in[i] NULL with inlen[i] > 0). */
KX_API int kx_tuplehash(kx_alg alg, const void *custom, size_t customlen, size_t n, const void *const in[],
                        const size_t inlen[], void *out, size_t outlen);

/* Starts TupleHash (alg KX_TUPLEHASH128/256, KX_TUPLEHASHXOF128/256) with
 * customization S in *ctx. The tuple's strings then go one per
 * kx_tuplehash_update (kx_update is KX_ERR_BAD_ALGORITHM on this context:
 * where one string ends is part of the input), and kx_final ends the tuple.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM; *ctx is then left
 * uninitialized. */
KX_API int kx_init_tuplehash(kx_ctx *ctx, kx_alg alg, const void *custom, size_t customlen);

/* Appends one whole string of len bytes (0 is the empty string, a member of
 * the tuple like any other) to the tuple of a TupleHash context.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_BAD_ALGORITHM (not
 * a TupleHash context), KX_ERR_FINALIZED. On error the context is unchanged. */
KX_API int kx_tuplehash_update(kx_ctx *ctx, const void *elem, size_t len);

/* ParallelHash128/256 (outlen is L) or ParallelHashXOF128/256 (a stream) with
 * block size B = block_size bytes (any B >= 1) and customization S, of inlen
 * bytes at in; outlen bytes to out.
 * Errors: KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_PARAMETER (block_size 0),
 * KX_ERR_NULL_POINTER. */
KX_API int kx_parallelhash(kx_alg alg, size_t block_size, const void *custom, size_t customlen,
                           const void *in, size_t inlen, void *out, size_t outlen);

/* Starts ParallelHash (alg KX_PARALLELHASH128/256, KX_PARALLELHASHXOF128/256)
 * with block size B and customization S in *ctx; then kx_update, kx_final
 * (and kx_squeeze for the XOF variants).
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_BAD_ALGORITHM, KX_ERR_BAD_PARAMETER;
 * *ctx is then left uninitialized. */
KX_API int kx_init_parallelhash(kx_ctx *ctx, kx_alg alg, size_t block_size, const void *custom, size_t customlen);

/* ---- threads for one large input: KangarooTwelve and ParallelHash ---- */

/* Lets kx_update of *ctx hash the chunks of a large input (KangarooTwelve's
 * 8192-byte leaves, ParallelHash's B-byte blocks) on up to `threads` threads,
 * the calling thread among them; 1 (what kx_init* sets) is the calling
 * thread only, and threads = 0 means all: one per processor this process may
 * use, asked of the system (a few system calls) by each kx_update whose input
 * is worth two threads or more, so that smaller updates do not pay for it and
 * a process moved between calls is followed. That is its CPU affinity
 * (sched_getaffinity on Linux; on Windows the process affinity mask of its
 * processor group, or every active processor for a process spanning several
 * groups; elsewhere the processors online), capped on Linux by the CPU quota
 * of its cgroup v2 and of each parent (cpu.max: quota / period, rounded up),
 * at least 1. cgroup v1 and Windows job objects' CPU rates are not read.
 * Counts above 256 are taken as 256.
 * Valid after kx_init (KT128, KT256) or kx_init_parallelhash,
 * at any point of the hash; the output never depends on it nor on how the
 * input is split into kx_update calls.
 * Each thread hashes the next 32 whole chunks with the widest kernel until
 * none is left (a thread slowed by another process takes fewer); between its
 * own chunks the calling thread absorbs, in order, the chaining values of the
 * chunks already finished, and the last ones once all are. Threads are
 * started only inside one kx_update whose input gives each of them at least
 * 512 KiB of whole chunks (the calling thread starts two, each of those two
 * more, and so on), and joined before it returns: the context holds no
 * thread and no memory between calls, so it is still copied with memcpy and
 * needs no kx_wipe to be freed. That kx_update allocates up to threads *
 * 16384 chaining values (32 or 64 bytes each, and a byte per 32 of them),
 * cleared and freed before it returns: the library's only allocation. If
 * that memory is not available the input is hashed on the calling thread; a
 * thread that cannot be started leaves its chunks to the others; neither is
 * an error.
 * Workers clear what their kernels left on their stacks before they end.
 * The setting is part of the context (copies keep it; kx_export does not
 * save tree-mode contexts at all).
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_BAD_ALGORITHM
 * (any other algorithm: its input is one sponge). */
KX_API int kx_set_threads(kx_ctx *ctx, unsigned threads);

/* A pool of threads of the caller's (Rust's rayon, TBB, a runtime's), for
 * kx_update_pool: calls job(job_arg, i) once for every i in 0 .. jobs-1, each
 * on any of its threads (the calling one too), and returns when every call has
 * returned. No job waits for another, so running them one after the other is
 * correct too, only slower. */
typedef void kx_pool_run(void *pool, size_t jobs, void (*job)(void *job_arg, size_t index), void *job_arg);

/* kx_update of a KangarooTwelve or ParallelHash context whose whole chunks are
 * hashed by jobs on the caller's pool instead of on threads of the library's:
 * one kx_update_pool hands at most `threads` jobs (the pool's threads: 0 is
 * taken as 1, counts above 256 as 256), one for every 512 KiB of whole chunks
 * at least, to one run(pool, ...) at a time, for as many rounds as its input
 * needs; an input too small for two jobs is hashed on the calling thread
 * without calling run. Each job takes the next 32 whole chunks until none is
 * left, hashes them with the widest kernel and clears what its kernels left
 * on its thread's stack; job 0 also absorbs into the context, in order, the
 * chaining values of the chunks already finished, and the calling thread the
 * rest once run returns. The output is kx_update's: it never
 * depends on `threads`, on the pool, nor on how the input is split into calls
 * of either function. The kx_set_threads setting is neither used nor changed.
 * Memory: as for kx_set_threads (threads * 16384 chaining values at most,
 * cleared and freed before it returns; without that memory, the calling thread
 * hashes everything).
 * Errors: KX_ERR_NULL_POINTER (ctx or run NULL, in NULL with inlen > 0),
 * KX_ERR_UNINITIALIZED, KX_ERR_BAD_ALGORITHM (any algorithm but KT128, KT256
 * and ParallelHash), KX_ERR_FINALIZED. On error the context is unchanged and
 * run is not called. */
KX_API int kx_update_pool(kx_ctx *ctx, const void *in, size_t inlen, unsigned threads, kx_pool_run *run,
                          void *pool);

/* ---- many messages at once ---- */

/* Hashes n independent messages: message i is inlen[i] bytes at in[i], and its
 * outlen-byte hash goes to out + i * outlen (so out holds n * outlen bytes).
 * alg and outlen follow the rules of kx_hash (TurboSHAKE, KangarooTwelve and
 * cSHAKE with their defaults); messages may have any lengths. Several
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

/* ---- Ethereum's Merkle-Patricia trie ---- */
/*
 * A stack trie: the root of Ethereum's Merkle-Patricia trie (yellow paper,
 * appendix D) of keys given in increasing order, as go-ethereum's
 * trie.StackTrie computes it for block roots (transactions, receipts,
 * withdrawals) and for whole state tries (snap sync). Nodes are encoded as
 * Ethereum does: keys as nibbles with hex-prefix encoding, every node in RLP,
 * a node whose RLP is under 32 bytes embedded in its parent, every other one
 * referred to by its Keccak-256; the root is always hashed, and the empty
 * trie's root is Keccak-256 of 0x80 (56e81f17...b421).
 *
 * Keys are sorted, so a subtree is complete as soon as a later key leaves it.
 * A completed node is encoded at once but waits, unhashed, in a queue; when
 * the queue is full, or the root is asked for, the queue is hashed in rounds
 * with kx_hash_many's engine (8 nodes at once with AVX-512, 4 with AVX2, 2
 * with NEON): every node whose children are hashed, then the parents that
 * made ready, and so on. A parent refers to a child by its hash, which is
 * 32 bytes whatever it is, so a parent is encoded before its children are
 * hashed and their hashes are written into it later.
 *
 * Memory: a kx_trie holds a queue of about 0.7 MiB (512 KiB of encoded nodes
 * and the bookkeeping of up to 2,048 of them), the open path (at most one
 * branch node of about 700 bytes per nibble of the longest key given, and the
 * values of keys that begin later keys) and two copies of the longest key
 * given. Nothing grows with the number of keys: measured, a whole
 * program building a trie of 32-byte keys and 70-byte values peaks at 1.8 MiB
 * resident for 100 K keys and 1.9 MiB for 10 M. The queue grows beyond
 * 512 KiB only to hold one node of a value larger than that. Memory is freed
 * by kx_trie_free only, so a trie reused after kx_trie_root allocates nothing
 * more for keys and values no longer than before.
 *
 * Thread safety: a kx_trie is used by one thread at a time; distinct tries,
 * and kx_trie_ordered_root and kx_trie_secure_root, are thread-safe.
 * The trie hashes public data: it clears no copy of its nodes.
 */

/* A trie under construction; kx_trie_new allocates it, kx_trie_free frees it. */
typedef struct kx_trie kx_trie;

/* Called for every node the trie commits, as go-ethereum's OnTrieNode: every
 * node whose RLP is 32 bytes or more, and the root (whatever its size; not for
 * an empty trie). `path` holds the node's position from the root, pathlen
 * nibbles, one a byte (0..15; the root's path is empty); `hash` is Keccak-256
 * of `blob`, the node's RLP. The set of (path, hash, blob) is exactly
 * go-ethereum's StackTrie's; the order differs, but a node always comes after
 * every node below it, and the root last. The pointers are valid during the
 * call only. The callback must not call kx_trie functions on the same trie. */
typedef void kx_trie_node_fn(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                             const uint8_t *blob, size_t bloblen);

/* An empty trie whose committed nodes go to on_node(user, ...), or nowhere
 * when on_node is NULL. Returns NULL when out of memory. */
KX_API kx_trie *kx_trie_new(kx_trie_node_fn *on_node, void *user);

/* Adds a key and its value (both copied, or encoded, before the call returns:
 * the caller's buffers may be reused at once). Keys must be strictly
 * increasing in bytewise order (memcmp, a shorter key before every longer one
 * it begins). A key may be empty, or begin a later key: its value then sits in
 * a branch node's 17th slot, as the yellow paper and py-trie have it
 * (go-ethereum's StackTrie cannot take these). on_node may be called for nodes
 * the key completes.
 * Errors: KX_ERR_NULL_TRIE (t NULL), KX_ERR_NULL_POINTER (key or value NULL
 * with a non-zero length), KX_ERR_TRIE_EMPTY_VALUE (valuelen 0),
 * KX_ERR_TRIE_KEY_REPEATED (the previous key again), KX_ERR_TRIE_KEY_ORDER
 * (a key below the previous one), KX_ERR_TRIE_KEY_PREFIX (a partition's key
 * that does not begin with its prefix), KX_ERR_OUT_OF_MEMORY. After an error the
 * trie is as if the call had not been made: it takes the next key and gives
 * the root of the keys it took. */
KX_API int kx_trie_update(kx_trie *t, const void *key, size_t keylen, const void *value, size_t valuelen);

/* Commits every node left (on_node is called for each, the root last), writes
 * the root to root and empties the trie, which then starts a new trie with the
 * same on_node (any first key is taken). An empty trie's root is Keccak-256
 * of 0x80, and on_node is not called.
 * Errors: KX_ERR_NULL_TRIE (t NULL), KX_ERR_NULL_POINTER (root NULL; the trie
 * is then unchanged). */
KX_API int kx_trie_root(kx_trie *t, uint8_t root[32]);

/* Frees the trie and all its memory, without committing anything. NULL is
 * accepted and ignored. */
KX_API void kx_trie_free(kx_trie *t);

/* The root of the trie whose keys are the RLP encodings of 0, 1, ..., n-1 and
 * whose values are the n values (value i is valuelens[i] bytes at values[i]):
 * the transactions, receipts and withdrawals roots of a block (go-ethereum's
 * types.DeriveSha). n = 0 gives the empty trie's root.
 * Errors: KX_ERR_NULL_POINTER (root NULL; values or valuelens NULL with n > 0;
 * values[i] NULL with valuelens[i] > 0), KX_ERR_TRIE_EMPTY_VALUE (a valuelens[i]
 * of 0), KX_ERR_OUT_OF_MEMORY. Arguments are checked before anything is
 * written. Allocates one kx_trie for the call. Thread-safe. */
KX_API int kx_trie_ordered_root(size_t n, const void *const values[], const size_t valuelens[], uint8_t root[32]);

/* The root of the secure trie of n keys and values given in any order: each
 * key is hashed with Keccak-256 first, as in Ethereum's state and storage tries
 * (go-ethereum's SecureTrie / StateTrie), and the trie is built of the hashed
 * keys in order. A key given more than once keeps its last value, as repeated
 * updates of go-ethereum's secure trie (and a Python dict) do.
 * Errors: KX_ERR_NULL_POINTER (root NULL; keys, keylens, values or valuelens
 * NULL with n > 0; keys[i] or values[i] NULL with a non-zero length),
 * KX_ERR_TRIE_EMPTY_VALUE (a valuelens[i] of 0, even for a key given again
 * later), KX_ERR_OUT_OF_MEMORY. Arguments are checked before anything is
 * written. Thread-safe.
 * From 4,096 keys on, the trie is built on threads: one per processor the
 * process may use now (its affinity mask, and on Linux its cgroup's CPU quota;
 * at most 16, the calling thread one of them), each taking the next of the 16
 * first-nibble partitions of the hashed keys (kx_trie_join_partitions below),
 * started by the call and joined before it returns. The root is the same on
 * any number of threads: on 2 vCPUs of a Xeon Emerald Rapids, 100K accounts
 * take 1.8x less time on two threads than on one.
 * Memory: 48 bytes per key (the hashes and their order), up to 512 KiB for
 * the sort (a count per value of the hashes' first 16 bits), and a kx_trie
 * (about 0.7 MiB) per thread, all allocated before any thread starts and
 * freed before the return. */
KX_API int kx_trie_secure_root(size_t n, const void *const keys[], const size_t keylens[], const void *const values[],
                               const size_t valuelens[], uint8_t root[32]);

/* ---- a trie in partitions, built in parallel ---- */
/*
 * The keys that begin with the same nibbles make a subtrie of their own: a
 * large trie can be built as the 16 subtries of its keys' first nibbles, one
 * kx_trie each (on as many threads), joined at the end by the node over them
 * (go-ethereum's PartialStackTrie; kx_trie_secure_root does it by itself for
 * large inputs). Partitions may be split again, by longer prefixes.
 */

/* The most nibbles of a partition's prefix: a key hashed with Keccak-256 has 64. */
#define KX_TRIE_PREFIX_MAX 64

/* Writes to *t a new empty trie of the keys beginning with `prefix`
 * (prefixlen nibbles, one a byte, each 0..15; 0 nibbles: the whole trie, as
 * kx_trie_new), its nodes committed to on_node(user, ...) or nowhere when
 * on_node is NULL, as go-ethereum's PartialStackTrie. Use it as any kx_trie:
 * kx_trie_update takes whole keys, prefix included, in increasing order, and
 * returns KX_ERR_TRIE_KEY_PREFIX, changing nothing, for a key that does not
 * begin with the prefix (a key of exactly the prefix's nibbles is taken: its
 * value is at the partition's root); kx_trie_root commits it and starts a new
 * partition of the same prefix; kx_trie_free frees it.
 * Its nodes are the whole trie's nodes under the prefix: on_node receives
 * them with their paths from the whole trie's root (prefix included), and its
 * root, the node at path = prefix, whatever its size: even under 32 bytes,
 * where the whole trie embeds that node in its parent and does not report it
 * (and the whole trie may have no node at that path, where an extension or a
 * leaf passes it: kx_trie_join_partitions puts that right). kx_trie_root
 * writes Keccak-256 of that root node (of 0x80 for an empty partition, which
 * reports nothing). The node above needs the root node itself, not its hash:
 * keep the blob on_node reports at pathlen = prefixlen.
 * Errors: KX_ERR_NULL_POINTER (t NULL, or prefix NULL with prefixlen > 0),
 * KX_ERR_BAD_PARAMETER (prefixlen over KX_TRIE_PREFIX_MAX, or a nibble over
 * 15), KX_ERR_OUT_OF_MEMORY; *t is then unchanged. Allocates what kx_trie_new
 * does. */
KX_API int kx_trie_new_partition(kx_trie **t, const uint8_t *prefix, size_t prefixlen, kx_trie_node_fn *on_node,
                                 void *user);

/* Joins the 16 partitions of `prefix` (prefixlen nibbles, 0 for the whole
 * trie): blobs[i] (bloblens[i] bytes) is the root node of the partition of
 * prefix followed by nibble i, as its kx_trie reported it to on_node at
 * pathlen = prefixlen + 1, or NULL with length 0 for an empty partition.
 * Writes to root what kx_trie_root of prefix's own partition of all their keys
 * would (with prefixlen 0: the whole trie's root), and calls on_node(user, ...)
 * (when not NULL) at path = prefix for the node it would report last: the
 * branch node over two or more partitions; for a single partition, its root
 * node with nibble i put back in front of its path (an extension of nibble i
 * above a branch), as the whole trie has it; for none, no call, and the empty
 * trie's root. A key of exactly prefixlen nibbles (with prefixlen 0, the empty
 * key) is in no partition: a trie with one is not joined this way.
 * Errors: KX_ERR_NULL_POINTER (root, blobs or bloblens NULL, prefix NULL with
 * prefixlen > 0, blobs[i] NULL with bloblens[i] > 0), KX_ERR_BAD_PARAMETER
 * (prefixlen of KX_TRIE_PREFIX_MAX or more, a nibble over 15),
 * KX_ERR_TRIE_BAD_NODE (a blob that is not one RLP list of 17 items, or of 2
 * whose first is a hex-prefix path), KX_ERR_OUT_OF_MEMORY (a single partition
 * whose root is a leaf or an extension: that node is copied, one nibble
 * longer, into memory allocated for the call). Nothing is written and on_node
 * is not called on error. Thread-safe.
 *
 * Example: a trie of sorted keys (at least one byte each) built as its 16
 * first-nibble partitions, each on a thread of its own, then joined.
 *
 * ```c
 * typedef struct { uint8_t *blob; size_t len; } partition_root;
 * static void keep_root(void *user, const uint8_t *path, size_t pathlen,
 *                       const uint8_t hash[32], const uint8_t *blob, size_t len) {
 *   partition_root *kept = user;  // store (path, hash, blob) here to keep every node
 *   if (pathlen == 1) {
 *     kept->blob = malloc(len), kept->len = len;  // check for NULL in real code
 *     memcpy(kept->blob, blob, len);
 *   }
 * }
 *
 * partition_root kept[16];  // zeroed
 * // thread i, for i = 0..15: the keys whose first byte is 16 * i .. 16 * i + 15
 * kx_trie *t;
 * uint8_t nibble = (uint8_t)i, hash[32];
 * if (kx_trie_new_partition(&t, &nibble, 1, keep_root, &kept[i]) != KX_OK) return;
 * // for each key of partition i, in increasing order:
 * //   kx_trie_update(t, key, keylen, value, valuelen);
 * kx_trie_root(t, hash);
 * kx_trie_free(t);
 *
 * // once the 16 threads are joined:
 * const uint8_t *blobs[16];
 * size_t lens[16];
 * for (int i = 0; i < 16; i++) blobs[i] = kept[i].blob, lens[i] = kept[i].len;
 * uint8_t root[32];
 * int error = kx_trie_join_partitions(NULL, 0, blobs, lens, NULL, NULL, root);
 * ```
 */
KX_API int kx_trie_join_partitions(const uint8_t *prefix, size_t prefixlen, const uint8_t *const blobs[16],
                                   const size_t bloblens[16], kx_trie_node_fn *on_node, void *user, uint8_t root[32]);

/* ---- many streams in lock-step ---- */

/* A kx_multi_ctx holds n (1 to KX_MULTI_MAX) independent sponges of one
 * algorithm that absorb and squeeze together: each call gives every stream
 * the same number of bytes, from (or to) its own buffer. That is the shape of
 * post-quantum key generation and signing (ML-KEM's matrix and noise, ML-DSA's
 * matrix: many SHAKE streams squeezed a few blocks at a time by rejection
 * sampling), and it runs the n states through one multi-state permutation:
 * the narrowest kernel that holds n (2, 4 or 8 states at once where the
 * backend has one): with AVX-512, eight SHAKE128 streams cost less than two
 * single ones.
 *
 * Stream i's output is always kx_hash of the bytes stream i absorbed, however
 * input and output are split into calls. Whole blocks go from the caller's
 * buffers straight into the states, and squeezing a multiple of the rate costs
 * what a dedicated block-squeezing loop over kx_permute_x8 would.
 *
 * Buffers: in[] and out[] are arrays of at least n pointers (entries past n
 * are not read); a NULL entry is allowed only with a length of 0. The n output
 * buffers must not overlap each other. Thread safety: as for kx_ctx.
 *
 * KX_MULTI_MAX is the most streams one context holds. */
#define KX_MULTI_MAX 8

/* Words in a kx_multi_ctx. Part of the ABI: the size never changes within a
 * major version. */
#define KX_MULTI_CTX_WORDS 208

/* n sponges in lock-step. Caller-owned and copyable like kx_ctx (no pointers
 * inside: a copy, by assignment or memcpy, continues independently); contents
 * are private. */
typedef struct kx_multi_ctx {
  uint64_t opaque[KX_MULTI_CTX_WORDS];
} kx_multi_ctx;

/* Starts n streams of algorithm alg in *ctx, discarding whatever it held:
 * a FIPS 202 / Keccak algorithm (SHAKE for extendable output, a fixed-size
 * hash for n digests), TurboSHAKE128/256 (domain byte 0x1F) or cSHAKE128/256
 * (empty N and S: SHAKE).
 * Errors: KX_ERR_NULL_POINTER (ctx NULL), KX_ERR_BAD_ALGORITHM (also for the
 * modes that encode their input: KangarooTwelve, KMAC, TupleHash, ParallelHash),
 * KX_ERR_BAD_LENGTH (n outside 1..KX_MULTI_MAX). On error *ctx is unchanged. */
KX_API int kx_multi_init(kx_multi_ctx *ctx, kx_alg alg, unsigned n);

/* Absorbs inlen bytes into each stream: in[i] into stream i. Any chunking
 * gives the same result as one call.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL, or in or an in[i] NULL with
 * inlen > 0), KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED (after kx_multi_final
 * or kx_multi_squeeze). On error the context is unchanged. */
KX_API int kx_multi_update(kx_multi_ctx *ctx, const void *const in[], size_t inlen);

/* Finishes every stream and writes outlen bytes of stream i to out[i], as
 * kx_final does for one: a fixed-size hash needs outlen = kx_digest_size()
 * and leaves the context finalized; SHAKE takes any outlen (including 0) and
 * kx_multi_squeeze continues the streams.
 * Errors: KX_ERR_NULL_POINTER (ctx NULL, or out or an out[i] NULL with
 * outlen > 0), KX_ERR_UNINITIALIZED, KX_ERR_FINALIZED, KX_ERR_BAD_LENGTH.
 * On error nothing is written and the context is unchanged. */
KX_API int kx_multi_final(kx_multi_ctx *ctx, void *const out[], size_t outlen);

/* SHAKE only: writes the next outlen bytes of stream i to out[i], as
 * kx_squeeze does for one (called before kx_multi_final it ends the input).
 * For rejection sampling, squeeze whole blocks (a multiple of kx_rate()):
 * the fastest path, one permutation of all streams per block.
 * Errors: KX_ERR_NULL_POINTER, KX_ERR_UNINITIALIZED, KX_ERR_NOT_XOF.
 * On error nothing is written and the context is unchanged. */
KX_API int kx_multi_squeeze(kx_multi_ctx *ctx, void *const out[], size_t outlen);

/* SHAKE only: squeezes two contexts, as kx_multi_squeeze(first, first_out,
 * outlen) then kx_multi_squeeze(second, second_out, outlen) would, for streams
 * that do not fit in one: ML-KEM-768's matrix is nine SHAKE128 streams, eight
 * in one context and one in another. With AVX-512 the one then runs in the
 * same kernel as the eight, in the registers they leave free, and whole
 * blocks of all nine cost less than the eight's and then the one's. Any
 * other pair gives the same bytes as the two calls, one after the other.
 * Errors: as kx_multi_squeeze's for either context, checked for both before
 * either changes; KX_ERR_BAD_PARAMETER when first and second are one context.
 * On error nothing is written and neither context changes. */
KX_API int kx_multi_squeeze_pair(kx_multi_ctx *first, void *const first_out[], kx_multi_ctx *second,
                                 void *const second_out[], size_t outlen);

/* Zeroes the context (the compiler cannot optimise this away), leaving it
 * uninitialized. NULL is accepted and ignored. */
KX_API void kx_multi_wipe(kx_multi_ctx *ctx);

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
