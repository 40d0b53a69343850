/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The shape every permutation backend implements. A backend only permutes
 * canonical states (see include/keccakx.h); padding, rates and the sponge live
 * above it. Adding a backend is one file in core/backends/ plus one line in the
 * table of core/dispatch.c. */
#ifndef KX_BACKEND_H
#define KX_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "cpu.h"

/* Which instruction-set families this compiler can target with function
 * attributes; a backend file compiles to nothing outside its family. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define KX_TARGET_X86_64 1
#else
#define KX_TARGET_X86_64 0
#endif
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define KX_TARGET_AARCH64 1
#else
#define KX_TARGET_AARCH64 0
#endif

/* Keccak-p[1600, rounds] on `width` canonical states stored one after another
 * (states[25 * i + lane]); rounds is already checked to be in 1..24. */
typedef void kx_permute_fn(uint64_t *states, unsigned rounds);

/* XORs `lanes` little-endian 64-bit words of each of `blocks` consecutive
 * blocks (8 * lanes bytes apart) into lanes 0 .. lanes - 1 of the canonical
 * state, applying Keccak-p[1600, rounds] after each block (24: Keccak-f; 12:
 * TurboSHAKE; rounds already checked to be in 1..24). The sponge picks the rate
 * and pads; this only spares a long message a call, a state load and a state
 * store per block. */
typedef void kx_absorb_fn(uint64_t state[25], const uint8_t *in, size_t blocks, unsigned lanes, unsigned rounds);

/* The same for `width` messages at once into interleaved states (lane i of
 * state j at states[width * i + j], as permute_interleaved): block k of message
 * j is in[j] + 8 * lanes * k. The tree modes' leaves, hashed by kx_hash_many's
 * engine, spend most of their time here. */
typedef void kx_absorb_many_fn(uint64_t *states, const uint8_t *const in[], size_t blocks, unsigned lanes,
                               unsigned rounds);

/* Hashes the blocks of `width` messages with the states only in registers:
 * the states start at zero; each of `blocks` whole blocks of rate_lanes
 * little-endian words (block k of message j at in[j] + 8 * rate_lanes * k)
 * is XORed in and followed by Keccak-p[1600, rounds]; then lane i of state j
 * is XORed with common[i] and, for i < lanes, with word i of the last block
 * (at in[j] + 8 * rate_lanes * blocks), and permuted once more; then the
 * first out_lanes lanes of state j are written to out[j], little-endian.
 * rate_lanes, lanes and out_lanes are at most 24, and no byte of in[j] or
 * out[j] past those words is touched. kx_hash_many's messages of one length
 * come here with their padding, the same for all, in `common`: no state goes
 * to memory and back. */
typedef void kx_permute_blocks_fn(const uint8_t *const in[], size_t blocks, unsigned rate_lanes, unsigned lanes,
                                  const uint64_t common[25], uint8_t *const out[], unsigned out_lanes,
                                  unsigned rounds);

/* Squeezes `blocks` whole blocks from `width` canonical states, the states in
 * registers throughout: Keccak-p[1600, rounds], then the first rate_lanes lanes
 * of state j written little-endian to out[j] + 8 * rate_lanes * k, for block
 * k = 0 .. blocks - 1 (at least one); the states are left in memory permuted
 * `blocks` times. rate_lanes is at most 24. Returns how deep below its
 * caller's frame it may have left states on the stack, for the caller's scrub:
 * 0 for assembly that keeps them in registers, a compiler's spills otherwise.
 * kx_multi_*'s rejection samplers (ML-KEM's matrix, ML-DSA's) squeeze here: no
 * state goes to memory and back between blocks, nor an output block through
 * the state. */
typedef size_t kx_squeeze_blocks_fn(uint64_t *states, uint8_t *const out[], size_t blocks, unsigned rate_lanes,
                                    unsigned rounds);

/* The same for eight canonical states (at states8, as squeeze_blocks' width 8)
 * and a ninth (at ninth) at once, out[8] its output: ML-KEM-768's matrix is
 * nine SHAKE128 streams, and a kernel that runs the ninth beside the eight
 * (its lanes in general-purpose registers while the eight fill the vector
 * ones) costs less than the eight and then the one. rounds is even. */
typedef size_t kx_squeeze_nine_fn(uint64_t *states8, uint64_t *ninth, uint8_t *const out[9], size_t blocks,
                                  unsigned rate_lanes, unsigned rounds);

/* Widths are indexed 0..3 for 1, 2, 4 and 8 states. */
enum { KX_WIDTH_COUNT = 4 };

typedef struct kx_backend_def {
  const char *name;
  /* Every feature in this set must be present (and enabled by the OS) for the
   * backend to run. */
  kx_features required;
  /* Native kernels per width index; NULL where the backend has none (the
   * dispatcher then runs the next narrower kernel of the same backend twice). */
  kx_permute_fn *permute[KX_WIDTH_COUNT];
  /* Optional (NULL where absent, always at width 1): the same permutations on
   * states stored interleaved, lane i of state j at states[width * i + j].
   * That is the layout SIMD kernels compute in, so kx_hash_many, which builds
   * its states lane by lane anyway, keeps them so and saves the kernel its
   * transposes in and out. */
  kx_permute_fn *permute_interleaved[KX_WIDTH_COUNT];
  /* Optional (NULL where absent): absorbing whole blocks into one state, with
   * the state kept in registers from block to block. */
  kx_absorb_fn *absorb;
  /* Optional (NULL where absent, always at width 1): absorbing whole blocks of
   * several messages, with the interleaved states in registers. */
  kx_absorb_many_fn *absorb_interleaved[KX_WIDTH_COUNT];
  /* Optional (NULL where absent, always at width 1): the blocks of several
   * messages in, the first lanes of each state out, nothing in memory between. */
  kx_permute_blocks_fn *permute_blocks[KX_WIDTH_COUNT];
  /* Optional (NULL where absent): whole blocks out of canonical states, kept in
   * registers from block to block. */
  kx_squeeze_blocks_fn *squeeze_blocks[KX_WIDTH_COUNT];
  /* Optional: eight states and a ninth squeezed together (see kx_squeeze_nine_fn). */
  kx_squeeze_nine_fn *squeeze_nine;
} kx_backend_def;

/* Keccak-f[1600] round constants, RC[0] first; Keccak-p[1600, n] uses the last n. */
extern const uint64_t kx_round_constants[24];

static inline unsigned kx_width_index(unsigned width) {
  switch (width) {
    case 1: return 0;
    case 2: return 1;
    case 4: return 2;
    case 8: return 3;
    default: return KX_WIDTH_COUNT;
  }
}

static inline unsigned kx_width_of_index(unsigned index) { return 1u << index; }

#endif
