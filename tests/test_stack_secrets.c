/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* No copy of the state is left on the stack when a call returns: each entry
 * point hashes secrets with each backend this CPU runs, then the stack the
 * call used (below this test's frame) is searched for the lanes of the final
 * states and the words of the messages, also rotated (a kernel may keep lanes
 * rotated, as the AArch64 lazy-rotation one does). Keccak-f is invertible, so
 * a final state left there gives the message of a one-block hash back.
 *
 * The region is zeroed before each call; the call runs below a pad so that
 * the search's own frame lies above everything the call used. Reading below
 * the stack pointer is outside what C defines: this test runs in optimised
 * builds without sanitizers or valgrind (tests/CMakeLists.txt). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

enum { SEARCHED_BYTES = 64 * 1024, PAD_BYTES = 8 * 1024, MESSAGES = 9, WANTED_MAX = 2048 };

static uint64_t wanted[WANTED_MAX];
static size_t wanted_count;

static void want(uint64_t word) {
  if (word == 0) return; /* zeroed memory is everywhere */
  cr_assert_lt(wanted_count, WANTED_MAX);
  wanted[wanted_count++] = word;
}

/* The final state the library reaches for one message (streaming, whose
 * context kx_export reads), and the message's words as they are absorbed. */
static void want_state_and_words_of(kx_alg alg, const uint8_t *message, size_t len) {
  kx_ctx ctx;
  uint8_t digest[64], saved[KX_EXPORT_BYTES];
  kx_init(&ctx, alg);
  kx_update(&ctx, message, len);
  kx_final(&ctx, digest, alg_output_length(alg, 32));
  kx_export(&ctx, saved);
  kx_wipe(&ctx);
  for (int i = 0; i < 25; i++) {
    uint64_t lane = 0;
    for (int b = 7; b >= 0; b--) lane = lane << 8 | saved[4 + 8 * i + b];
    want(lane);
  }
  for (size_t at = 0; at + 8 <= len; at += 8) {
    uint64_t word;
    memcpy(&word, message + at, 8);
    want(word);
  }
}

static int by_value(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static int is_wanted(uint64_t word) {
  for (unsigned r = 0; r < 64; r++) {
    uint64_t rotated = r ? word << r | word >> (64 - r) : word;
    if (bsearch(&rotated, wanted, wanted_count, sizeof wanted[0], by_value)) return 1;
  }
  return 0;
}

#define NOINLINE __attribute__((noinline))
#define KEEP(buffer) __asm__ volatile("" : : "r"(buffer) : "memory")

/* Zeroes the stack below its caller's frame, deeper than the search goes. */
static NOINLINE void zero_stack_below(void) {
  uint8_t area[SEARCHED_BYTES + PAD_BYTES];
  memset(area, 0, sizeof area);
  KEEP(area);
}

/* Runs call with PAD_BYTES of frame between it and the caller. */
static NOINLINE void call_below_pad(void (*call)(void)) {
  uint8_t pad[PAD_BYTES];
  KEEP(pad);
  call();
  KEEP(pad);
}

/* How many wanted words lie in the SEARCHED_BYTES below top, past the pad. */
static NOINLINE size_t wanted_words_below(const uint8_t *top, size_t *deepest) {
  size_t found = 0;
  for (size_t offset = PAD_BYTES; offset < SEARCHED_BYTES; offset += 8) {
    const volatile uint64_t *word = (const volatile uint64_t *)(top - offset);
    if (is_wanted(*word)) found++, *deepest = offset;
  }
  return found;
}

static NOINLINE void assert_no_state_left_by(void (*call)(void), const char *backend, const char *what) {
  qsort(wanted, wanted_count, sizeof wanted[0], by_value);
  const uint8_t *top = (const uint8_t *)__builtin_frame_address(0) - 64;
  zero_stack_below();
  call_below_pad(call);
  size_t deepest = 0, found = wanted_words_below(top, &deepest);
  cr_expect_eq(found, 0, "%s with backend %s left %zu words of the state or message on the stack, the deepest "
               "%zu bytes below its caller", what, backend, found, deepest - PAD_BYTES);
}

/* ---- the secrets, and one call per entry point ---- */

static uint8_t secrets[MESSAGES][400];
static size_t lengths[MESSAGES];
static uint8_t out[MESSAGES * 64];

/* Message m is length + m * step bytes. */
static void make_secrets(size_t length, size_t step) {
  wanted_count = 0;
  rng r = {0x5ec7e7u + length};
  for (int m = 0; m < MESSAGES; m++) {
    rng_fill(&r, secrets[m], sizeof secrets[m]);
    lengths[m] = length + (size_t)m * step;
  }
}

static void one_shot_sha3(void) { kx_hash(KX_SHA3_256, secrets[0], lengths[0], out, 32); }
static void one_shot_keccak256(void) { kx_keccak256(secrets[0], lengths[0], out); }

static void many(kx_alg alg, size_t outlen) {
  const void *in[MESSAGES];
  for (int m = 0; m < MESSAGES; m++) in[m] = secrets[m];
  kx_hash_many(alg, MESSAGES, in, lengths, out, outlen);
}
static void many_keccak256(void) { many(KX_KECCAK_256, 32); }
static void many_shake128(void) { many(KX_SHAKE128, 32); }

static void streaming_final_then_wipe(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHA3_256);
  kx_update(&ctx, secrets[0], lengths[0]);
  kx_final(&ctx, out, 32);
  kx_wipe(&ctx);
}

static void streaming_squeeze_then_wipe(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE128);
  kx_update(&ctx, secrets[0], lengths[0]);
  kx_squeeze(&ctx, out, 32);
  kx_wipe(&ctx);
}

typedef struct entry {
  const char *what;
  void (*call)(void);
  kx_alg alg;
  int messages;
} entry;

static void check_entry(const char *backend, void *arg) {
  const entry *e = arg;
  for (int m = 0; m < e->messages; m++) want_state_and_words_of(e->alg, secrets[m], lengths[m]);
  assert_no_state_left_by(e->call, backend, e->what);
  wanted_count = 0;
}

static void check_lengths(entry e, size_t length, size_t step) {
  make_secrets(length, step);
  for_each_backend(check_entry, &e);
}

static void check(entry e, size_t length) { check_lengths(e, length, 1); }

/* Short messages are one block (their final state gives them back); long
 * ones go through the kernels' block absorption and hash_many's batch. */
Test(stack_secrets, kx_hash_leaves_no_state) {
  check((entry){"kx_hash", one_shot_sha3, KX_SHA3_256, 1}, 20);
  check((entry){"kx_hash of 3 blocks", one_shot_sha3, KX_SHA3_256, 1}, 380);
}

Test(stack_secrets, kx_keccak256_leaves_no_state) {
  check((entry){"kx_keccak256", one_shot_keccak256, KX_KECCAK_256, 1}, 20);
  check((entry){"kx_keccak256 of 2 blocks", one_shot_keccak256, KX_KECCAK_256, 1}, 200);
}

Test(stack_secrets, kx_hash_many_leaves_no_state) {
  check((entry){"kx_hash_many", many_keccak256, KX_KECCAK_256, MESSAGES}, 20);
  check((entry){"kx_hash_many of long messages", many_shake128, KX_SHAKE128, MESSAGES}, 300);
  /* Messages of one length in whole words: their states built in registers */
  check_lengths((entry){"kx_hash_many of one length", many_keccak256, KX_KECCAK_256, MESSAGES}, 64, 0);
  check_lengths((entry){"kx_hash_many of one length, 3 blocks", many_shake128, KX_SHAKE128, MESSAGES}, 336, 0);
}

Test(stack_secrets, kx_final_and_kx_wipe_leave_no_state) {
  check((entry){"kx_final + kx_wipe", streaming_final_then_wipe, KX_SHA3_256, 1}, 20);
  check((entry){"kx_final + kx_wipe of 2 blocks", streaming_final_then_wipe, KX_SHA3_256, 1}, 200);
}

Test(stack_secrets, kx_squeeze_and_kx_wipe_leave_no_state) {
  check((entry){"kx_squeeze + kx_wipe", streaming_squeeze_then_wipe, KX_SHAKE128, 1}, 20);
  check((entry){"kx_squeeze + kx_wipe of 2 blocks", streaming_squeeze_then_wipe, KX_SHAKE128, 1}, 200);
}

/* ---- the modes: their final states computed here from their one-block inputs ---- */

/* The state after absorbing one block holding len < rate bytes of message,
 * then pad at len and 0x80 at the rate's end, permuted with `rounds` rounds. */
static void want_one_block_state(const uint8_t *message, size_t len, size_t rate, uint8_t pad, unsigned rounds) {
  uint8_t block[200] = {0};
  memcpy(block, message, len);
  block[len] ^= pad;
  block[rate - 1] ^= 0x80;
  uint64_t lanes[25];
  for (int i = 0; i < 25; i++) {
    lanes[i] = 0;
    for (int b = 7; b >= 0; b--) lanes[i] = lanes[i] << 8 | block[8 * i + b];
  }
  kx_permute(lanes, rounds);
  for (int i = 0; i < 25; i++) want(lanes[i]);
  for (size_t at = 0; at + 8 <= len; at += 8) {
    uint64_t word;
    memcpy(&word, message + at, 8);
    want(word);
  }
}

enum { KT_CHUNK = 8192, SHORT = 20, PARALLEL_BLOCKS = 9 };
static uint8_t long_secret[KT_CHUNK + SHORT];

static void turboshake(void) { kx_turboshake(KX_TURBOSHAKE128, 0x1F, secrets[0], SHORT, out, 32); }
static void kangarootwelve_short(void) { kx_kangarootwelve(KX_KT128, NULL, 0, secrets[0], SHORT, out, 32); }
static void kangarootwelve_two_chunks(void) {
  kx_kangarootwelve(KX_KT128, NULL, 0, long_secret, sizeof long_secret, out, 32);
}
static void parallelhash(void) {
  kx_parallelhash(KX_PARALLELHASH128, SHORT, NULL, 0, long_secret, SHORT * PARALLEL_BLOCKS, out, 32);
}

typedef struct mode_entry {
  const char *what;
  void (*call)(void);
  void (*wants)(void);
} mode_entry;

static void check_mode_entry(const char *backend, void *arg) {
  const mode_entry *e = arg;
  wanted_count = 0;
  e->wants();
  assert_no_state_left_by(e->call, backend, e->what);
  wanted_count = 0;
}

static void check_mode(mode_entry e) {
  make_secrets(SHORT, 1);
  rng r = {0x7ee5u};
  rng_fill(&r, long_secret, sizeof long_secret);
  for_each_backend(check_mode_entry, &e);
}

static void turboshake_wants(void) { want_one_block_state(secrets[0], SHORT, 168, 0x1F, 12); }

/* A single chunk: the final node is TurboSHAKE(M || length_encode(0) = 00, D = 07). */
static void kangarootwelve_short_wants(void) {
  uint8_t node[SHORT + 1] = {0};
  memcpy(node, secrets[0], SHORT);
  want_one_block_state(node, sizeof node, 168, 0x07, 12);
}

/* The second chunk's leaf: TurboSHAKE(chunk, D = 0B). */
static void kangarootwelve_two_chunks_wants(void) {
  want_one_block_state(long_secret + KT_CHUNK, SHORT, 168, 0x0B, 12);
}

/* ParallelHash128's leaves are SHAKE128 of each block, hashed several at once. */
static void parallelhash_wants(void) {
  for (int b = 0; b < PARALLEL_BLOCKS; b++) want_one_block_state(long_secret + SHORT * b, SHORT, 168, 0x1F, 24);
}

Test(stack_secrets, kx_turboshake_leaves_no_state) {
  check_mode((mode_entry){"kx_turboshake", turboshake, turboshake_wants});
}

Test(stack_secrets, kx_kangarootwelve_leaves_no_final_node_state) {
  check_mode((mode_entry){"kx_kangarootwelve", kangarootwelve_short, kangarootwelve_short_wants});
}

Test(stack_secrets, kx_kangarootwelve_leaves_no_leaf_state) {
  check_mode((mode_entry){"kx_kangarootwelve of 2 chunks", kangarootwelve_two_chunks, kangarootwelve_two_chunks_wants});
}

Test(stack_secrets, kx_parallelhash_leaves_no_leaf_state) {
  check_mode((mode_entry){"kx_parallelhash", parallelhash, parallelhash_wants});
}

/* ---- the permutation and many streams: their final states computed here ---- */

static uint64_t permuted[8][25];

static void permute_states(uint64_t states[][25], int count) {
  for (int i = 0; i < count; i++) memcpy(states[i], secrets[i], sizeof states[i]);
}

static void want_permuted(int count) {
  uint64_t states[8][25];
  permute_states(states, count);
  for (int i = 0; i < count; i++) {
    for (int l = 0; l < 25; l++) want(states[i][l]);
    kx_permute(states[i], 24);
    for (int l = 0; l < 25; l++) want(states[i][l]);
  }
}

static void permute_x1(void) { permute_states(permuted, 1), kx_permute(permuted[0], 24); }
static void permute_x2(void) { permute_states(permuted, 2), kx_permute_x2((uint64_t(*)[25])permuted, 24); }
static void permute_x4(void) { permute_states(permuted, 4), kx_permute_x4((uint64_t(*)[25])permuted, 24); }
static void permute_x8(void) { permute_states(permuted, 8), kx_permute_x8(permuted, 24); }
static void permute_x1_wants(void) { want_permuted(1); }
static void permute_x2_wants(void) { want_permuted(2); }
static void permute_x4_wants(void) { want_permuted(4); }
static void permute_x8_wants(void) { want_permuted(8); }

Test(stack_secrets, kx_permute_leaves_no_state) {
  check_mode((mode_entry){"kx_permute", permute_x1, permute_x1_wants});
}
Test(stack_secrets, kx_permute_x2_leaves_no_state) {
  check_mode((mode_entry){"kx_permute_x2", permute_x2, permute_x2_wants});
}
Test(stack_secrets, kx_permute_x4_leaves_no_state) {
  check_mode((mode_entry){"kx_permute_x4", permute_x4, permute_x4_wants});
}
Test(stack_secrets, kx_permute_x8_leaves_no_state) {
  check_mode((mode_entry){"kx_permute_x8", permute_x8, permute_x8_wants});
}

/* The streams hold SHA3-256 of one-block messages; the context lives outside the stack. */
static kx_multi_ctx multi;
static unsigned multi_streams;

static void multi_final(void) {
  const void *in[8];
  void *outs[8];
  for (unsigned i = 0; i < multi_streams; i++) in[i] = secrets[i], outs[i] = out + 32 * i;
  kx_multi_init(&multi, KX_SHA3_256, multi_streams);
  kx_multi_update(&multi, in, SHORT);
  kx_multi_final(&multi, outs, 32);
  kx_multi_wipe(&multi);
}

static void multi_wants(void) {
  for (unsigned i = 0; i < multi_streams; i++) want_one_block_state(secrets[i], SHORT, 136, 0x06, 24);
}

static void check_multi(unsigned n) {
  multi_streams = n;
  check_mode((mode_entry){"kx_multi_final", multi_final, multi_wants});
}

Test(stack_secrets, kx_multi_final_leaves_no_state) {
  check_multi(1), check_multi(2), check_multi(4), check_multi(8);
}

/* SHAKE128 streams absorbing two blocks, then squeezing two: kx_multi_update
 * and kx_multi_squeeze permute on their own. */
static uint8_t squeezed[8][168];

static void multi_update_and_squeeze(void) {
  const void *in[8];
  void *outs[8];
  for (unsigned i = 0; i < multi_streams; i++) in[i] = long_secret + 400 * i, outs[i] = squeezed[i];
  kx_multi_init(&multi, KX_SHAKE128, multi_streams);
  kx_multi_update(&multi, in, 2 * 168 + SHORT);
  kx_multi_squeeze(&multi, outs, 64);
  kx_multi_squeeze(&multi, outs, 168);
  kx_multi_wipe(&multi);
}

static void multi_update_wants(void) {
  for (unsigned i = 0; i < multi_streams; i++) {
    const uint8_t *m = long_secret + 400 * i;
    for (size_t at = 0; at + 8 <= 2 * 168 + SHORT; at += 8) {
      uint64_t word;
      memcpy(&word, m + at, 8);
      want(word);
    }
  }
}

Test(stack_secrets, kx_multi_update_and_squeeze_leave_no_message) {
  unsigned widths[] = {1, 4, 8};
  for (int w = 0; w < 3; w++) {
    multi_streams = widths[w];
    check_mode((mode_entry){"kx_multi_update + kx_multi_squeeze", multi_update_and_squeeze, multi_update_wants});
  }
}

/* ---- small updates into the tree modes, which scrub only what they used ---- */

static kx_ctx tree_ctx;

/* 8-byte updates filling the first chunk's blocks (each permutes the final
 * node every 21 updates), then one past the chunk: the leaf. */
static void kangarootwelve_small_updates(void) {
  kx_init(&tree_ctx, KX_KT128);
  for (size_t at = 0; at + 8 <= sizeof long_secret; at += 8) kx_update(&tree_ctx, long_secret + at, 8);
  kx_final(&tree_ctx, out, 32);
  kx_wipe(&tree_ctx);
}

static void kangarootwelve_small_updates_wants(void) {
  for (size_t at = 0; at + 8 <= sizeof long_secret; at += 8) {
    uint64_t word;
    memcpy(&word, long_secret + at, 8);
    want(word);
  }
}

Test(stack_secrets, kx_update_of_kangarootwelve_in_small_pieces_leaves_no_message) {
  check_mode((mode_entry){"kx_update of KT128, 8 bytes at a time", kangarootwelve_small_updates,
                          kangarootwelve_small_updates_wants});
}

static void parallelhash_small_updates(void) {
  kx_init_parallelhash(&tree_ctx, KX_PARALLELHASH128, 400, NULL, 0);
  for (size_t at = 0; at + 8 <= 2000; at += 8) kx_update(&tree_ctx, long_secret + at, 8);
  kx_final(&tree_ctx, out, 32);
  kx_wipe(&tree_ctx);
}

static void parallelhash_small_updates_wants(void) {
  for (size_t at = 0; at + 8 <= 2000; at += 8) {
    uint64_t word;
    memcpy(&word, long_secret + at, 8);
    want(word);
  }
}

Test(stack_secrets, kx_update_of_parallelhash_in_small_pieces_leaves_no_message) {
  check_mode((mode_entry){"kx_update of ParallelHash128, 8 bytes at a time", parallelhash_small_updates,
                          parallelhash_small_updates_wants});
}
