/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Clearing secrets: the library's own copies of a state or a message, before
 * a call returns or when a context is wiped. */
#ifndef KX_WIPE_H
#define KX_WIPE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "compiler.h"

/* Zeroes n bytes at p with a store the compiler cannot remove: memset called
 * through a volatile pointer cannot be proven dead, even on memory that is
 * never read again. It is the C library's vector memset, too: GCC expands a
 * memset of a constant size to rep stosq, whose start-up costs more (measured:
 * the 1 KiB stack scrub by rep stosq made a Keccak-256 of 32 bytes 2% slower
 * than by memset, on Zen 4). */
static inline void kx_secure_zero(void *p, size_t n) {
  static void *(*const volatile zero)(void *, int, size_t) = memset;
  zero(p, 0, n);
}

/* Zeroes the 25 lanes of a state with stores the compiler cannot remove,
 * inline: for a short hash, GCC's rep stosq for a memset of this size (or
 * `= {0}`) costs more than the stores themselves. */
static KX_ALWAYS_INLINE void kx_zero_state(uint64_t lanes[25]) {
#if defined(__GNUC__) || defined(__clang__)
  typedef uint64_t two_lanes __attribute__((vector_size(16), aligned(8), may_alias));
  two_lanes *pairs = (two_lanes *)lanes, zero = {0, 0};
  pairs[0] = zero, pairs[1] = zero, pairs[2] = zero, pairs[3] = zero, pairs[4] = zero, pairs[5] = zero;
  pairs[6] = zero, pairs[7] = zero, pairs[8] = zero, pairs[9] = zero, pairs[10] = zero, pairs[11] = zero;
  lanes[24] = 0;
  __asm__ __volatile__("" : : "r"(lanes) : "memory");
#else
  kx_secure_zero(lanes, 25 * sizeof lanes[0]);
#endif
}

/* How deep below a public function's frame its work leaves state, with every
 * backend, plus a margin: one state (one-shot and streaming), and kx_hash_many's
 * batches. Measured by tests/test_stack_secrets.c with the scrub made
 * shallow: one state 816 bytes (gcc 12, x86-64), 760 (clang 14), 480 (gcc 12,
 * AArch64); many 6528, 4432 on AArch64. The scrub's frame is the largest of
 * them, about as deep as kx_hash_many's own work goes, so a thread's stack
 * needs little more room for it. */
/* KX_SCRUB_TREE_BLOCK: a block of a tree mode's leaf or first chunk filled by
 * kx_update, one state below kx_kt_absorb or kx_tree_absorb (measured 664
 * bytes with gcc 12, 632 with clang 14, x86-64). KX_SCRUB_TREE: a chunk that
 * ends; the tree modes (KangarooTwelve, ParallelHash) add their chunk
 * scheduling's frame (about 3 KiB) and a context to kx_hash_many's depth. */
/* Several states permuted at once (kx_permute_x2/x4/x8, kx_multi_*): the
 * multi-state kernels' frames, which hold up to eight states' spills. */
enum { KX_SCRUB_ONE_STATE = 1024, KX_SCRUB_MULTI = 4096, KX_SCRUB_TREE_BLOCK = 2048, KX_SCRUB_MANY = 8192, KX_SCRUB_TREE = 12288, KX_SCRUB_MAX = KX_SCRUB_TREE };

/* Zeroes the `bytes` of stack just below the caller's frame, where the
 * functions it called (the kernels, with their spills of state lanes) kept
 * theirs: a public function calls it last, with the depth its work reaches
 * (measured by tests/test_stack_secrets.c, with a margin, for every backend).
 * Not inlined, so that its frame lies where those frames lay; the top of its
 * area is the part next to the caller. */
static KX_NOINLINE KX_MAYBE_UNUSED void kx_scrub_stack(size_t bytes) {
  unsigned char area[KX_SCRUB_MAX];
  kx_secure_zero(area + sizeof area - bytes, bytes);
}

#endif
