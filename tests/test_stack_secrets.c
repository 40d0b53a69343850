/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* No copy of the state is left on the stack when a call returns. One table
 * holds a row for every public function of include/keccakx.h: a call of it on
 * secrets, and the words it must not leave, computed here (the states the
 * permutation reaches, the words of the secrets); or, for a function that
 * touches no state, why. A test reads the header and fails for a function
 * without a row, so a new function cannot be missed.
 *
 * Each row runs with each backend this CPU runs: its setup brings static
 * contexts to where the call starts, the stack below this test's frame is
 * zeroed, the call runs below a pad (so that the search's own frame lies
 * above everything the call used), then the stack the call used is searched
 * for the wanted words, also rotated (a kernel may keep lanes rotated, as the
 * AArch64 lazy-rotation one does). Keccak-f is invertible, so a final state
 * left there gives the message of a one-block hash back.
 *
 * Reading below the stack pointer is outside what C defines: this test runs
 * in optimised builds without sanitizers or valgrind (tests/CMakeLists.txt). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

enum { SEARCHED_BYTES = 64 * 1024, PAD_BYTES = 8 * 1024, WANTED_MAX = 8192 };

/* ---- the search ---- */

static uint64_t wanted[WANTED_MAX];
static size_t wanted_count;

static void want(uint64_t word) {
  if (word == 0) return; /* zeroed memory is everywhere */
  cr_assert_lt(wanted_count, WANTED_MAX);
  wanted[wanted_count++] = word;
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

/* ---- what the calls must not leave, computed here ---- */

/* The 8-byte words of a secret, as a kernel loads them. */
static void want_words(const uint8_t *secret, size_t len) {
  for (size_t at = 0; at + 8 <= len; at += 8) {
    uint64_t word;
    memcpy(&word, secret + at, 8);
    want(word);
  }
}

/* A sponge computed here that wants every state it permutes to: the states
 * a call reaches. Its inputs are the text of the standards (messages,
 * encodings, padding); only the permutation is the library's. */
typedef struct sponge {
  uint64_t lanes[25];
  size_t pos, rate;
  unsigned rounds;
} sponge;

static sponge sponge_of(size_t rate, unsigned rounds) { return (sponge){.rate = rate, .rounds = rounds}; }

static void want_lanes(const sponge *s) {
  for (int i = 0; i < 25; i++) want(s->lanes[i]);
}

static void permute(sponge *s) {
  kx_permute(s->lanes, s->rounds);
  want_lanes(s);
  s->pos = 0;
}

static void xor_byte(sponge *s, uint8_t byte) { s->lanes[s->pos / 8] ^= (uint64_t)byte << (8 * (s->pos % 8)); }

static void absorb(sponge *s, const uint8_t *in, size_t len) {
  for (size_t i = 0; i < len; i++) {
    xor_byte(s, in[i]);
    if (++s->pos == s->rate) permute(s);
  }
}

static void absorb_byte(sponge *s, uint8_t byte) { absorb(s, &byte, 1); }

/* The padding (the domain byte, and 0x80 at the end of the block), then the permutation. */
static void finish(sponge *s, uint8_t pad) {
  xor_byte(s, pad);
  s->lanes[(s->rate - 1) / 8] ^= (uint64_t)0x80 << 56;
  permute(s);
}

/* The first len bytes of output after finish (len <= rate). */
static void first_output(const sponge *s, uint8_t *out, size_t len) {
  for (size_t i = 0; i < len; i++) out[i] = (uint8_t)(s->lanes[i / 8] >> (8 * (i % 8)));
}

/* A one-sponge hash of a secret message: its words and its final state. */
static void want_hash(size_t rate, uint8_t pad, unsigned rounds, const uint8_t *message, size_t len) {
  sponge s = sponge_of(rate, rounds);
  absorb(&s, message, len);
  finish(&s, pad);
  want_words(message, len);
}

/* SP 800-185's encodings, for the numbers these rows use (below 2^16). */
static void left_encode(sponge *s, size_t x) {
  if (x > 255) absorb_byte(s, 2), absorb_byte(s, (uint8_t)(x >> 8));
  else absorb_byte(s, 1);
  absorb_byte(s, (uint8_t)x);
}

static void right_encode(sponge *s, size_t x) {
  if (x > 255) absorb_byte(s, (uint8_t)(x >> 8));
  absorb_byte(s, (uint8_t)x);
  absorb_byte(s, x > 255 ? 2 : 1);
}

static void encode_string(sponge *s, const void *str, size_t len) {
  left_encode(s, 8 * len);
  absorb(s, str, len);
}

static void bytepad_start(sponge *s) { left_encode(s, s->rate); }

static void bytepad_end(sponge *s) {
  if (s->pos) permute(s); /* the zeros up to the block's end: nothing to XOR */
}

/* cSHAKE's prefix bytepad(encode_string(N) || encode_string(S), rate). */
static void cshake_prefix(sponge *s, const char *name, const uint8_t *custom, size_t customlen) {
  bytepad_start(s);
  encode_string(s, name, strlen(name));
  encode_string(s, custom, customlen);
  bytepad_end(s);
}

/* ---- the secrets, and the contexts the rows start from ---- */

enum { MESSAGES = 9, SHORT = 20, KT_CHUNK = 8192, PARALLEL_BLOCKS = 9, PH_BLOCK = 400 };
enum { ALL = KT_CHUNK + SHORT, KT_PAD = 0x07, KT_LEAF_PAD = 0x0B, KT_FINAL_PAD = 0x06 };

static uint8_t secrets[MESSAGES][400];
static size_t lengths[MESSAGES];
static uint8_t long_secret[2 * KT_CHUNK + SHORT];
static uint8_t out[MESSAGES * 256];
static kx_ctx ctx;
static kx_multi_ctx multi;
static uint8_t saved[KX_EXPORT_BYTES];

static void make_secrets(void) {
  rng r = {0x5ec7e7u};
  for (int m = 0; m < MESSAGES; m++) rng_fill(&r, secrets[m], sizeof secrets[m]);
  rng_fill(&r, long_secret, sizeof long_secret);
}

/* ---- one-shot hashing ---- */

static void hash_sha3_short(void) { kx_hash(KX_SHA3_256, secrets[0], SHORT, out, 32); }
static void hash_sha3_short_wants(void) { want_hash(136, 0x06, 24, secrets[0], SHORT); }
static void hash_sha3_long(void) { kx_hash(KX_SHA3_256, secrets[0], 380, out, 32); }
static void hash_sha3_long_wants(void) { want_hash(136, 0x06, 24, secrets[0], 380); }

/* KangarooTwelve of one chunk: its final node is TurboSHAKE(M || length_encode(0) = 00, D = 07). */
static void want_kt_single(const uint8_t *message, size_t len) {
  sponge s = sponge_of(168, 12);
  absorb(&s, message, len);
  absorb_byte(&s, 0);
  finish(&s, KT_PAD);
  want_words(message, len);
}

static void hash_kt128(void) { kx_hash(KX_KT128, secrets[0], SHORT, out, 32); }
static void hash_kt128_wants(void) { want_kt_single(secrets[0], SHORT); }

static void keccak256_short(void) { kx_keccak256(secrets[0], SHORT, out); }
static void keccak256_short_wants(void) { want_hash(136, 0x01, 24, secrets[0], SHORT); }
static void keccak256_long(void) { kx_keccak256(secrets[0], 200, out); }
static void keccak256_long_wants(void) { want_hash(136, 0x01, 24, secrets[0], 200); }

/* Message m is length + m * step bytes. */
static void set_lengths(size_t length, size_t step) {
  for (int m = 0; m < MESSAGES; m++) lengths[m] = length + (size_t)m * step;
}

static void many(kx_alg alg, size_t outlen) {
  const void *in[MESSAGES];
  for (int m = 0; m < MESSAGES; m++) in[m] = secrets[m];
  kx_hash_many(alg, MESSAGES, in, lengths, out, outlen);
}

static void want_many(size_t rate, uint8_t pad) {
  for (int m = 0; m < MESSAGES; m++) want_hash(rate, pad, 24, secrets[m], lengths[m]);
}

static void mixed_short(void) { set_lengths(SHORT, 1); }
static void mixed_long(void) { set_lengths(300, 1); }
static void one_short_length(void) { set_lengths(64, 0); } /* whole words: states built in registers */
static void one_long_length(void) { set_lengths(336, 0); }
static void many_keccak256(void) { many(KX_KECCAK_256, 32); }
static void many_keccak256_wants(void) { want_many(136, 0x01); }
static void many_shake128(void) { many(KX_SHAKE128, 32); }
static void many_shake128_wants(void) { want_many(168, 0x1F); }
static void many_kt128(void) { many(KX_KT128, 32); }
static void many_kt128_wants(void) {
  for (int m = 0; m < MESSAGES; m++) want_kt_single(secrets[m], lengths[m]);
}

/* ---- streaming ---- */

static void sha3_absorbed(void) {
  kx_init(&ctx, KX_SHA3_256);
  kx_update(&ctx, secrets[0], SHORT);
}
static void sha3_finished(void) { sha3_absorbed(), kx_final(&ctx, out, 32); }
static void sha3_started(void) { kx_init(&ctx, KX_SHA3_256); }
static void init_sha3(void) { kx_init(&ctx, KX_SHA3_256); }
static void update_sha3(void) { kx_update(&ctx, secrets[0], 200); }
static void final_sha3(void) { kx_final(&ctx, out, 32); }
static void wipe(void) { kx_wipe(&ctx); }

/* 200 bytes of SHA3-256: one block permuted, 64 bytes absorbed into the next. */
static void update_sha3_wants(void) {
  sponge s = sponge_of(136, 24);
  absorb(&s, secrets[0], 200);
  want_words(secrets[0], 200);
}

static void shake_absorbed(void) {
  kx_init(&ctx, KX_SHAKE128);
  kx_update(&ctx, secrets[0], SHORT);
}
static void shake_squeezed(void) { shake_absorbed(), kx_final(&ctx, out, 100); }
static void squeeze_200(void) { kx_squeeze(&ctx, out, 200); }
static void squeeze_100(void) { kx_squeeze(&ctx, out, 100); }

/* SHAKE128 of 20 bytes, and the next block of its output. */
static void shake_two_blocks_wants(void) {
  sponge s = sponge_of(168, 24);
  absorb(&s, secrets[0], SHORT);
  finish(&s, 0x1F);
  permute(&s);
  want_words(secrets[0], SHORT);
}

/* KangarooTwelve's first chunk in 8-byte updates (each permutes the final
 * node every 21 updates), the marker, then a leaf of 20 bytes. */
static void kt128_started(void) { kx_init(&ctx, KX_KT128); }
static void update_kt128_in_pieces(void) {
  for (size_t at = 0; at + 8 <= ALL; at += 8) kx_update(&ctx, long_secret + at, 8);
}

static const uint8_t first_chunk_marker[8] = {0x03};

/* The final node after the first chunk and the marker. */
static sponge kt_first_chunk(void) {
  sponge node = sponge_of(168, 12);
  absorb(&node, long_secret, KT_CHUNK);
  absorb(&node, first_chunk_marker, sizeof first_chunk_marker);
  return node;
}

static void update_kt128_in_pieces_wants(void) {
  kt_first_chunk();
  want_words(long_secret, ALL);
}

/* 8-byte updates over the final node's first block: the last update that
 * permutes fills a block, and no chunk ends after it. */
static void update_kt128_first_block_in_pieces(void) {
  for (size_t at = 0; at + 8 <= 200; at += 8) kx_update(&ctx, long_secret + at, 8);
}
static void update_kt128_first_block_in_pieces_wants(void) {
  sponge node = sponge_of(168, 12);
  absorb(&node, long_secret, 200);
  want_words(long_secret, 200);
}

/* 8-byte updates into a leaf (past the first chunk), over its first block. */
static void update_kt128_leaf_in_pieces(void) {
  for (size_t at = ALL; at + 8 <= ALL + 200; at += 8) kx_update(&ctx, long_secret + at, 8);
}
static void update_kt128_leaf_in_pieces_wants(void) {
  sponge leaf = sponge_of(168, 12);
  absorb(&leaf, long_secret + KT_CHUNK, SHORT + 200);
  want_words(long_secret + ALL, 200);
}

/* Whole chunks in one update: the second chunk is a leaf hashed by kx_hash_many's engine. */
static void update_kt128_whole_chunks(void) { kx_update(&ctx, long_secret, sizeof long_secret); }
static void update_kt128_whole_chunks_wants(void) {
  sponge node = kt_first_chunk(), leaf = sponge_of(168, 12);
  uint8_t value[32];
  absorb(&leaf, long_secret + KT_CHUNK, KT_CHUNK);
  finish(&leaf, KT_LEAF_PAD);
  first_output(&leaf, value, sizeof value);
  absorb(&node, value, sizeof value); /* fills the node's block: permuted */
  want_words(long_secret, sizeof long_secret);
}

/* The same input through kx_update_pool, whose pool runs its jobs in turn on
 * the calling thread (the input is too small for two jobs: the caller hashes it). */
static void run_jobs_in_turn(void *pool, size_t jobs, void (*job)(void *job_arg, size_t index), void *job_arg) {
  (void)pool;
  for (size_t i = 0; i < jobs; i++) job(job_arg, i);
}
static void update_pool_kt128_whole_chunks(void) {
  kx_update_pool(&ctx, long_secret, sizeof long_secret, 2, run_jobs_in_turn, NULL);
}

static void kt128_absorbed(void) {
  kx_init(&ctx, KX_KT128);
  kx_update(&ctx, long_secret, ALL);
}

/* The end of a KangarooTwelve of the first ALL bytes of long_secret with
 * customization C: the leaf of the last 20 bytes, C and length_encode(|C|),
 * then the final node. */
static void want_kt_two_chunks_end(const uint8_t *custom, size_t customlen) {
  sponge node = kt_first_chunk(), leaf = sponge_of(168, 12);
  uint8_t value[32], count[2] = {1, 1}, end[2] = {0xFF, 0xFF};
  absorb(&leaf, long_secret + KT_CHUNK, SHORT);
  absorb(&leaf, custom, customlen);
  if (customlen) absorb_byte(&leaf, (uint8_t)customlen);
  absorb_byte(&leaf, customlen ? 1 : 0);
  finish(&leaf, KT_LEAF_PAD);
  first_output(&leaf, value, sizeof value);
  absorb(&node, value, sizeof value);
  absorb(&node, count, sizeof count);
  absorb(&node, end, sizeof end);
  finish(&node, KT_FINAL_PAD);
  want_words(long_secret, ALL);
  want_words(custom, customlen);
}

static void final_kt128(void) { kx_final(&ctx, out, 32); }
static void final_kt128_wants(void) { want_kt_two_chunks_end(NULL, 0); }

/* ParallelHash128 with B = 400: the final node's prefix and left_encode(B). */
static sponge parallelhash_node(const uint8_t *custom, size_t customlen) {
  sponge node = sponge_of(168, 24);
  cshake_prefix(&node, "ParallelHash", custom, customlen);
  left_encode(&node, PH_BLOCK);
  return node;
}

/* A leaf: SHAKE128 of one block, its chaining value to the final node. */
static void want_parallelhash_leaf(sponge *node, const uint8_t *block, size_t len) {
  sponge leaf = sponge_of(168, 24);
  uint8_t value[32];
  absorb(&leaf, block, len);
  finish(&leaf, 0x1F);
  first_output(&leaf, value, sizeof value);
  absorb(node, value, sizeof value);
}

static void parallelhash_started(void) { kx_init_parallelhash(&ctx, KX_PARALLELHASH128, PH_BLOCK, NULL, 0); }
static void update_parallelhash_in_pieces(void) {
  for (size_t at = 0; at + 8 <= 5 * PH_BLOCK; at += 8) kx_update(&ctx, long_secret + at, 8);
}
/* 8-byte updates over a leaf's first block, which fills and permutes, no block ending after it. */
static void update_parallelhash_leaf_block_in_pieces(void) {
  for (size_t at = 0; at + 8 <= 200; at += 8) kx_update(&ctx, long_secret + at, 8);
}
static void update_parallelhash_leaf_block_in_pieces_wants(void) {
  sponge leaf = sponge_of(168, 24);
  absorb(&leaf, long_secret, 200);
  want_words(long_secret, 200);
}
static void update_parallelhash_in_pieces_wants(void) {
  sponge node = parallelhash_node(NULL, 0);
  for (int b = 0; b < 5; b++) want_parallelhash_leaf(&node, long_secret + b * PH_BLOCK, PH_BLOCK);
  want_words(long_secret, 5 * PH_BLOCK);
}

/* Whole blocks at once: their leaves hashed several at once by kx_hash_many's engine. */
static void update_parallelhash_whole_blocks(void) { kx_update(&ctx, long_secret, 5 * PH_BLOCK + SHORT); }
static void update_parallelhash_whole_blocks_wants(void) {
  sponge node = parallelhash_node(NULL, 0);
  for (int b = 0; b < 5; b++) want_parallelhash_leaf(&node, long_secret + b * PH_BLOCK, PH_BLOCK);
  want_words(long_secret, 5 * PH_BLOCK + SHORT);
}

static void parallelhash_absorbed(void) {
  parallelhash_started();
  kx_update(&ctx, long_secret, PH_BLOCK + SHORT);
}
static void final_parallelhash(void) { kx_final(&ctx, out, 32); }
static void final_parallelhash_wants(void) {
  sponge node = parallelhash_node(NULL, 0);
  want_parallelhash_leaf(&node, long_secret, PH_BLOCK);
  want_parallelhash_leaf(&node, long_secret + PH_BLOCK, SHORT);
  right_encode(&node, 2);
  right_encode(&node, 256);
  finish(&node, 0x04);
  want_words(long_secret, PH_BLOCK + SHORT);
}

/* ---- saving and restoring ---- */

/* A SHA3-256 context that absorbed 200 bytes: its lanes are one permuted block and 64 bytes. */
static void sha3_absorbed_200(void) { sha3_started(), kx_update(&ctx, secrets[0], 200); }
static void export_sha3(void) { kx_export(&ctx, saved); }
static void sha3_exported(void) { sha3_absorbed_200(), kx_export(&ctx, saved), kx_wipe(&ctx); }
static void import_sha3(void) { kx_import(&ctx, saved); }
static void sha3_200_lanes_wants(void) {
  sponge s = sponge_of(136, 24);
  absorb(&s, secrets[0], 200);
  want_lanes(&s);
  want_words(secrets[0], 200);
}

/* ---- the modes ---- */

static void turboshake(void) { kx_turboshake(KX_TURBOSHAKE128, 0x1F, secrets[0], SHORT, out, 32); }
static void turboshake_wants(void) { want_hash(168, 0x1F, 12, secrets[0], SHORT); }
static void turboshake_finished(void) {
  kx_init_turboshake(&ctx, KX_TURBOSHAKE128, 0x1F);
  kx_update(&ctx, secrets[0], SHORT);
  kx_final(&ctx, out, 32);
}
static void init_turboshake(void) { kx_init_turboshake(&ctx, KX_TURBOSHAKE128, 0x1F); }

static void kangarootwelve_short(void) { kx_kangarootwelve(KX_KT128, NULL, 0, secrets[0], SHORT, out, 32); }
static void kangarootwelve_short_wants(void) { want_kt_single(secrets[0], SHORT); }
static void kangarootwelve_two_chunks(void) { kx_kangarootwelve(KX_KT128, NULL, 0, long_secret, ALL, out, 32); }
static void kangarootwelve_two_chunks_wants(void) { want_kt_two_chunks_end(NULL, 0); }
static void kangarootwelve_final(void) { kx_kangarootwelve_final(&ctx, secrets[1], SHORT, out, 32); }
static void kangarootwelve_final_wants(void) { want_kt_two_chunks_end(secrets[1], SHORT); }

/* cSHAKE128 with N = "Name" and a secret S. */
static void cshake(void) { kx_cshake(KX_CSHAKE128, "Name", 4, secrets[1], SHORT, secrets[0], SHORT, out, 32); }
static void cshake_wants(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "Name", secrets[1], SHORT);
  absorb(&s, secrets[0], SHORT);
  finish(&s, 0x04);
  want_words(secrets[0], SHORT);
  want_words(secrets[1], SHORT);
}
static void cshake_as_shake(void) { kx_cshake(KX_CSHAKE128, NULL, 0, NULL, 0, secrets[0], SHORT, out, 32); }
static void cshake_as_shake_wants(void) { want_hash(168, 0x1F, 24, secrets[0], SHORT); }
static void init_cshake(void) { kx_init_cshake(&ctx, KX_CSHAKE128, "Name", 4, secrets[1], SHORT); }
static void init_cshake_wants(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "Name", secrets[1], SHORT);
  want_words(secrets[1], SHORT);
}

/* KMAC128 with a secret key K of 20 bytes and no S: the key's block, then the message and right_encode(L). */
static sponge kmac_keyed(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "KMAC", NULL, 0);
  bytepad_start(&s);
  encode_string(&s, secrets[1], SHORT);
  bytepad_end(&s);
  want_words(secrets[1], SHORT);
  return s;
}
static void kmac(void) { kx_kmac(KX_KMAC128, secrets[1], SHORT, NULL, 0, secrets[0], SHORT, out, 32); }
static void kmac_wants(void) {
  sponge s = kmac_keyed();
  absorb(&s, secrets[0], SHORT);
  right_encode(&s, 256);
  finish(&s, 0x04);
  want_words(secrets[0], SHORT);
}
static void init_kmac(void) { kx_init_kmac(&ctx, KX_KMAC128, secrets[1], SHORT, NULL, 0); }
static void init_kmac_wants(void) { kmac_keyed(); }

/* TupleHash128 of three secret strings of 20 bytes, no S. */
static void tuplehash(void) {
  const void *elems[3] = {secrets[0], secrets[1], secrets[2]};
  size_t lens[3] = {SHORT, SHORT, SHORT};
  kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 3, elems, lens, out, 32);
}
static void tuplehash_wants(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "TupleHash", NULL, 0);
  for (int e = 0; e < 3; e++) encode_string(&s, secrets[e], SHORT), want_words(secrets[e], SHORT);
  right_encode(&s, 256);
  finish(&s, 0x04);
}
static void init_tuplehash(void) { kx_init_tuplehash(&ctx, KX_TUPLEHASH128, secrets[1], SHORT); }
static void init_tuplehash_wants(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "TupleHash", secrets[1], SHORT);
  want_words(secrets[1], SHORT);
}
/* An element of 200 bytes fills the block after the prefix: permuted. */
static void tuplehash_started(void) { kx_init_tuplehash(&ctx, KX_TUPLEHASH128, NULL, 0); }
static void tuplehash_update(void) { kx_tuplehash_update(&ctx, secrets[0], 200); }
static void tuplehash_update_wants(void) {
  sponge s = sponge_of(168, 24);
  cshake_prefix(&s, "TupleHash", NULL, 0);
  encode_string(&s, secrets[0], 200);
  want_words(secrets[0], 200);
}

/* ParallelHash128 with B = 20 of 9 blocks: leaves hashed several at once. */
static void parallelhash(void) {
  kx_parallelhash(KX_PARALLELHASH128, SHORT, NULL, 0, long_secret, SHORT * PARALLEL_BLOCKS, out, 32);
}
static void parallelhash_wants(void) {
  for (int b = 0; b < PARALLEL_BLOCKS; b++) want_hash(168, 0x1F, 24, long_secret + SHORT * b, SHORT);
}
static void init_parallelhash(void) { kx_init_parallelhash(&ctx, KX_PARALLELHASH128, PH_BLOCK, secrets[1], SHORT); }
static void init_parallelhash_wants(void) {
  parallelhash_node(secrets[1], SHORT);
  want_words(secrets[1], SHORT);
}

/* A KangarooTwelve context that absorbed the first chunk and 20 bytes of a leaf. */
static void set_threads(void) { kx_set_threads(&ctx, 2); }
static void kt128_absorbed_wants(void) {
  sponge node = kt_first_chunk();
  want_lanes(&node);
  want_words(long_secret, ALL);
}

/* ---- many streams ---- */

/* Streams of SHA3-256, each of a one-block secret. */
static unsigned streams;

static void multi_update_with(size_t len) {
  const void *in[8];
  for (unsigned i = 0; i < streams; i++) in[i] = long_secret + 400 * i;
  kx_multi_update(&multi, in, len);
}

static void multi_sha3_absorbed(void) {
  kx_multi_init(&multi, KX_SHA3_256, streams);
  multi_update_with(SHORT);
}

static void multi_final(void) {
  void *outs[8];
  for (unsigned i = 0; i < streams; i++) outs[i] = out + 32 * i;
  kx_multi_final(&multi, outs, 32);
}
static void multi_sha3_finished(void) { multi_sha3_absorbed(), multi_final(); }
static void multi_sha3_wants(void) {
  for (unsigned i = 0; i < streams; i++) want_hash(136, 0x06, 24, long_secret + 400 * i, SHORT);
}
static void multi_init(void) { kx_multi_init(&multi, KX_SHA3_256, streams); }
static void multi_wipe(void) { kx_multi_wipe(&multi); }

/* SHAKE128 streams absorbing two blocks and 20 bytes, then squeezing past a block. */
static void multi_shake_started(void) { kx_multi_init(&multi, KX_SHAKE128, streams); }
static void multi_update(void) { multi_update_with(2 * 168 + SHORT); }
static void multi_update_wants(void) {
  for (unsigned i = 0; i < streams; i++) {
    sponge s = sponge_of(168, 24);
    absorb(&s, long_secret + 400 * i, 2 * 168 + SHORT);
    want_words(long_secret + 400 * i, 2 * 168 + SHORT);
  }
}
static void multi_shake_absorbed(void) {
  kx_multi_init(&multi, KX_SHAKE128, streams);
  multi_update_with(SHORT);
}
static void multi_shake_squeezed(void) {
  void *outs[8];
  for (unsigned i = 0; i < streams; i++) outs[i] = out + 168 * i;
  multi_shake_absorbed();
  kx_multi_final(&multi, outs, 100);
}
static void multi_squeeze(void) {
  void *outs[8];
  for (unsigned i = 0; i < streams; i++) outs[i] = out + 168 * i;
  kx_multi_squeeze(&multi, outs, 100);
}
/* The states of the two blocks after the 20 bytes: those the squeezes reach. */
static void want_squeezed_stream(const uint8_t *input) {
  sponge s = sponge_of(168, 24);
  absorb(&s, input, SHORT);
  finish(&s, 0x1F);
  permute(&s);
  want_words(input, SHORT);
}
static void multi_squeeze_wants(void) {
  for (unsigned i = 0; i < streams; i++) want_squeezed_stream(long_secret + 400 * i);
}

/* SHAKE128 streams absorbing 20 bytes, then squeezing two whole blocks, which
 * a backend's squeeze kernel writes straight from its registers. */
static uint8_t squeezed[KX_MULTI_MAX][2 * 168];

static void multi_squeeze_blocks(void) {
  void *outs[KX_MULTI_MAX];
  for (unsigned i = 0; i < streams; i++) outs[i] = squeezed[i];
  kx_multi_squeeze(&multi, outs, sizeof squeezed[0]);
}

/* The same with one more stream in a context of its own, squeezed together
 * (AVX-512 runs it beside the eight, its lanes through general-purpose
 * registers and memory). */
static kx_multi_ctx multi_one;
static uint8_t squeezed_one[2 * 168];

static void multi_pair_absorbed(void) {
  const void *in[1] = {long_secret + 400 * streams};
  multi_shake_absorbed();
  kx_multi_init(&multi_one, KX_SHAKE128, 1);
  kx_multi_update(&multi_one, in, SHORT);
}
static void multi_squeeze_pair_blocks(void) {
  void *outs[KX_MULTI_MAX], *one[1] = {squeezed_one};
  for (unsigned i = 0; i < streams; i++) outs[i] = squeezed[i];
  kx_multi_squeeze_pair(&multi, outs, &multi_one, one, sizeof squeezed_one);
}
static void multi_pair_wants(void) {
  multi_squeeze_wants();
  want_squeezed_stream(long_secret + 400 * streams);
}

/* ---- the permutation ---- */

static uint64_t permuted[8][25];

static void load_states(uint64_t states[][25], unsigned count) {
  for (unsigned i = 0; i < count; i++) memcpy(states[i], secrets[i], sizeof states[i]);
}

static void permute_wants(void) {
  uint64_t states[8][25];
  load_states(states, streams);
  for (unsigned i = 0; i < streams; i++) {
    for (int l = 0; l < 25; l++) want(states[i][l]);
    kx_permute(states[i], 24);
    for (int l = 0; l < 25; l++) want(states[i][l]);
  }
}

static void permute_x1(void) { load_states(permuted, 1), kx_permute(permuted[0], 24); }
static void permute_x2(void) { load_states(permuted, 2), kx_permute_x2((uint64_t(*)[25])permuted, 24); }
static void permute_x4(void) { load_states(permuted, 4), kx_permute_x4((uint64_t(*)[25])permuted, 24); }
static void permute_x8(void) { load_states(permuted, 8), kx_permute_x8(permuted, 24); }

/* ---- the table ---- */

typedef struct row {
  const char *function; /* a KX_API function of include/keccakx.h */
  const char *given;    /* what the row hashes with it */
  void (*setup)(void);  /* brings ctx, multi, saved or lengths to where the call starts; NULL: nothing */
  void (*call)(void);   /* the one call of the function, after which the stack is searched */
  void (*wants)(void);  /* the words it must not leave */
  unsigned streams;     /* kx_multi_* and kx_permute*: how many streams or states */
  const char *no_state; /* for a function that touches no state, instead of the above: why */
} row;

#define ROW(function, given, setup, call, wants) {function, given, setup, call, wants, 0, NULL}
#define ROW_N(function, given, setup, call, wants, n) {function, given, setup, call, wants, n, NULL}
#define NO_STATE(function, why) {function, NULL, NULL, NULL, NULL, 0, why}

static const row rows[] = {
  ROW("kx_hash", "SHA3-256 of 20 bytes", NULL, hash_sha3_short, hash_sha3_short_wants),
  ROW("kx_hash", "SHA3-256 of 3 blocks", NULL, hash_sha3_long, hash_sha3_long_wants),
  ROW("kx_hash", "KT128 of 20 bytes", NULL, hash_kt128, hash_kt128_wants),
  ROW("kx_keccak256", "20 bytes", NULL, keccak256_short, keccak256_short_wants),
  ROW("kx_keccak256", "2 blocks", NULL, keccak256_long, keccak256_long_wants),
  ROW("kx_hash_many", "Keccak-256 of 9 messages of 20 to 28 bytes", mixed_short, many_keccak256,
      many_keccak256_wants),
  ROW("kx_hash_many", "SHAKE128 of 9 messages of 3 blocks", mixed_long, many_shake128, many_shake128_wants),
  ROW("kx_hash_many", "Keccak-256 of 9 messages of 64 bytes", one_short_length, many_keccak256,
      many_keccak256_wants),
  ROW("kx_hash_many", "SHAKE128 of 9 messages of 336 bytes", one_long_length, many_shake128, many_shake128_wants),
  ROW("kx_hash_many", "KT128 of 9 messages of 20 to 28 bytes", mixed_short, many_kt128, many_kt128_wants),
  ROW("kx_init", "over a context holding a SHA3-256 state", sha3_finished, init_sha3, hash_sha3_short_wants),
  ROW("kx_update", "SHA3-256, 200 bytes", sha3_started, update_sha3, update_sha3_wants),
  ROW("kx_update", "KT128, 8 bytes at a time over the first block", kt128_started,
      update_kt128_first_block_in_pieces, update_kt128_first_block_in_pieces_wants),
  ROW("kx_update", "KT128, 8 bytes at a time across the first chunk", kt128_started, update_kt128_in_pieces,
      update_kt128_in_pieces_wants),
  ROW("kx_update", "KT128, 8 bytes at a time over a leaf's first block", kt128_absorbed, update_kt128_leaf_in_pieces,
      update_kt128_leaf_in_pieces_wants),
  ROW("kx_update", "KT128, whole chunks at once", kt128_started, update_kt128_whole_chunks,
      update_kt128_whole_chunks_wants),
  ROW("kx_update_pool", "KT128, whole chunks at once, a pool running its jobs in turn", kt128_started,
      update_pool_kt128_whole_chunks, update_kt128_whole_chunks_wants),
  ROW("kx_update", "ParallelHash128, 8 bytes at a time over a leaf's first block", parallelhash_started,
      update_parallelhash_leaf_block_in_pieces, update_parallelhash_leaf_block_in_pieces_wants),
  ROW("kx_update", "ParallelHash128, 8 bytes at a time across 5 blocks", parallelhash_started,
      update_parallelhash_in_pieces, update_parallelhash_in_pieces_wants),
  ROW("kx_update", "ParallelHash128, whole blocks at once", parallelhash_started, update_parallelhash_whole_blocks,
      update_parallelhash_whole_blocks_wants),
  ROW("kx_final", "SHA3-256 of 20 bytes", sha3_absorbed, final_sha3, hash_sha3_short_wants),
  ROW("kx_final", "KT128 of a chunk and 20 bytes", kt128_absorbed, final_kt128, final_kt128_wants),
  ROW("kx_final", "ParallelHash128 of a block and 20 bytes", parallelhash_absorbed, final_parallelhash,
      final_parallelhash_wants),
  ROW("kx_squeeze", "SHAKE128 of 20 bytes, 200 bytes out", shake_absorbed, squeeze_200, shake_two_blocks_wants),
  ROW("kx_squeeze", "SHAKE128, past the first block after kx_final", shake_squeezed, squeeze_100,
      shake_two_blocks_wants),
  ROW("kx_wipe", "a SHA3-256 context", sha3_finished, wipe, hash_sha3_short_wants),
  ROW("kx_export", "a SHA3-256 context", sha3_absorbed_200, export_sha3, sha3_200_lanes_wants),
  ROW("kx_import", "a SHA3-256 context", sha3_exported, import_sha3, sha3_200_lanes_wants),
  ROW("kx_turboshake", "TurboSHAKE128 of 20 bytes", NULL, turboshake, turboshake_wants),
  ROW("kx_init_turboshake", "over a context holding a TurboSHAKE128 state", turboshake_finished, init_turboshake,
      turboshake_wants),
  ROW("kx_kangarootwelve", "KT128 of 20 bytes", NULL, kangarootwelve_short, kangarootwelve_short_wants),
  ROW("kx_kangarootwelve", "KT128 of a chunk and 20 bytes", NULL, kangarootwelve_two_chunks,
      kangarootwelve_two_chunks_wants),
  ROW("kx_kangarootwelve_final", "KT128 of a chunk and 20 bytes, a secret C", kt128_absorbed, kangarootwelve_final,
      kangarootwelve_final_wants),
  ROW("kx_cshake", "cSHAKE128 with a secret S", NULL, cshake, cshake_wants),
  ROW("kx_cshake", "cSHAKE128 with empty N and S (SHAKE128)", NULL, cshake_as_shake, cshake_as_shake_wants),
  ROW("kx_init_cshake", "cSHAKE128 with a secret S", NULL, init_cshake, init_cshake_wants),
  ROW("kx_kmac", "KMAC128 with a secret key", NULL, kmac, kmac_wants),
  ROW("kx_init_kmac", "KMAC128 with a secret key", NULL, init_kmac, init_kmac_wants),
  ROW("kx_tuplehash", "TupleHash128 of 3 secret strings", NULL, tuplehash, tuplehash_wants),
  ROW("kx_init_tuplehash", "TupleHash128 with a secret S", NULL, init_tuplehash, init_tuplehash_wants),
  ROW("kx_tuplehash_update", "TupleHash128, a string of 200 bytes", tuplehash_started, tuplehash_update,
      tuplehash_update_wants),
  ROW("kx_parallelhash", "ParallelHash128 of 9 blocks", NULL, parallelhash, parallelhash_wants),
  ROW("kx_init_parallelhash", "ParallelHash128 with a secret S", NULL, init_parallelhash, init_parallelhash_wants),
  ROW("kx_set_threads", "a KT128 context holding a chunk and a leaf", kt128_absorbed, set_threads,
      kt128_absorbed_wants),
  ROW_N("kx_multi_init", "over 4 SHA3-256 streams", multi_sha3_finished, multi_init, multi_sha3_wants, 4),
  ROW_N("kx_multi_update", "1 SHAKE128 stream, 2 blocks", multi_shake_started, multi_update, multi_update_wants, 1),
  ROW_N("kx_multi_update", "4 SHAKE128 streams, 2 blocks", multi_shake_started, multi_update, multi_update_wants, 4),
  ROW_N("kx_multi_update", "8 SHAKE128 streams, 2 blocks", multi_shake_started, multi_update, multi_update_wants, 8),
  ROW_N("kx_multi_final", "1 SHA3-256 stream", multi_sha3_absorbed, multi_final, multi_sha3_wants, 1),
  ROW_N("kx_multi_final", "2 SHA3-256 streams", multi_sha3_absorbed, multi_final, multi_sha3_wants, 2),
  ROW_N("kx_multi_final", "4 SHA3-256 streams", multi_sha3_absorbed, multi_final, multi_sha3_wants, 4),
  ROW_N("kx_multi_final", "8 SHA3-256 streams", multi_sha3_absorbed, multi_final, multi_sha3_wants, 8),
  ROW_N("kx_multi_squeeze", "1 SHAKE128 stream, past a block", multi_shake_squeezed, multi_squeeze,
        multi_squeeze_wants, 1),
  ROW_N("kx_multi_squeeze", "4 SHAKE128 streams, past a block", multi_shake_squeezed, multi_squeeze,
        multi_squeeze_wants, 4),
  ROW_N("kx_multi_squeeze", "8 SHAKE128 streams, past a block", multi_shake_squeezed, multi_squeeze,
        multi_squeeze_wants, 8),
  ROW_N("kx_multi_squeeze", "1 SHAKE128 stream, two whole blocks", multi_shake_absorbed, multi_squeeze_blocks,
        multi_squeeze_wants, 1),
  ROW_N("kx_multi_squeeze", "4 SHAKE128 streams, two whole blocks", multi_shake_absorbed, multi_squeeze_blocks,
        multi_squeeze_wants, 4),
  ROW_N("kx_multi_squeeze", "8 SHAKE128 streams, two whole blocks", multi_shake_absorbed, multi_squeeze_blocks,
        multi_squeeze_wants, 8),
  ROW_N("kx_multi_squeeze_pair", "8 and 1 SHAKE128 streams, two whole blocks", multi_pair_absorbed,
        multi_squeeze_pair_blocks, multi_pair_wants, 8),
  ROW_N("kx_multi_squeeze_pair", "4 and 1 SHAKE128 streams, two whole blocks", multi_pair_absorbed,
        multi_squeeze_pair_blocks, multi_pair_wants, 4),
  ROW_N("kx_multi_wipe", "4 SHA3-256 streams", multi_sha3_finished, multi_wipe, multi_sha3_wants, 4),
  ROW_N("kx_permute", "a secret state", NULL, permute_x1, permute_wants, 1),
  ROW_N("kx_permute_x2", "2 secret states", NULL, permute_x2, permute_wants, 2),
  ROW_N("kx_permute_x4", "4 secret states", NULL, permute_x4, permute_wants, 4),
  ROW_N("kx_permute_x8", "8 secret states", NULL, permute_x8, permute_wants, 8),
  NO_STATE("kx_strerror", "returns a constant string for an error code"),
  NO_STATE("kx_version", "returns a constant string"),
  NO_STATE("kx_digest_size", "reads the algorithm table"),
  NO_STATE("kx_rate", "reads the algorithm table"),
  NO_STATE("kx_alg_name", "reads the algorithm table"),
  NO_STATE("kx_backend", "reads the dispatch record"),
  NO_STATE("kx_backends", "reads the backend table and the CPU's features"),
  NO_STATE("kx_backends_built", "reads the backend table"),
  NO_STATE("kx_backend_widths", "reads the backend table"),
  NO_STATE("kx_use_backend", "publishes a dispatch record"),
  /* Ethereum's tries hash public data (blocks' transactions, state), as the
   * header says: their calls leave nodes and hashes behind by design. */
  NO_STATE("kx_trie_new", "allocates an empty trie; tries hash public data"),
  NO_STATE("kx_trie_update", "tries hash public data (the header says no copy is cleared)"),
  NO_STATE("kx_trie_root", "tries hash public data (the header says no copy is cleared)"),
  NO_STATE("kx_trie_free", "frees a trie; tries hash public data"),
  NO_STATE("kx_trie_new_partition", "allocates an empty trie; tries hash public data"),
  NO_STATE("kx_trie_join_partitions", "tries hash public data (the header says no copy is cleared)"),
  NO_STATE("kx_trie_ordered_root", "tries hash public data (the header says no copy is cleared)"),
  NO_STATE("kx_trie_secure_root", "tries hash public data (the header says no copy is cleared)"),
};

enum { ROWS = sizeof rows / sizeof rows[0] };

static const row *current;

static void check_row(const char *backend, void *arg) {
  (void)arg;
  streams = current->streams;
  wanted_count = 0;
  current->wants();
  qsort(wanted, wanted_count, sizeof wanted[0], by_value);
  cr_assert_gt(wanted_count, 0, "%s (%s) wants nothing", current->function, current->given);
  if (current->setup) current->setup();
  const uint8_t *top = (const uint8_t *)__builtin_frame_address(0) - 64;
  zero_stack_below();
  call_below_pad(current->call);
  size_t deepest = 0, found = wanted_words_below(top, &deepest);
  cr_expect_eq(found, 0,
               "%s (%s) with backend %s left %zu words of the state or the secrets on the stack, the deepest %zu "
               "bytes below its caller",
               current->function, current->given, backend, found, deepest - PAD_BYTES);
}

/* One test over the table rather than a parameterized one: the runner the
 * Windows build uses when Criterion is absent has no parameterized tests. */
Test(stack_secrets, no_function_leaves_state) {
  for (size_t i = 0; i < ROWS; i++) {
    current = &rows[i];
    if (current->no_state) continue;
    make_secrets();
    for_each_backend(check_row, NULL);
  }
}

/* ---- every function has a row ---- */

/* The name declared by a line of the header that starts with KX_API, or NULL. */
static const char *declared_name(const char *line, char name[64]) {
  if (strncmp(line, "KX_API ", 7) != 0) return NULL;
  const char *paren = strchr(line, '('), *start = paren;
  cr_assert(paren, "a KX_API line without its function's '(': %s", line);
  while (start > line && (start[-1] == '_' || (start[-1] >= 'a' && start[-1] <= 'z') ||
                          (start[-1] >= '0' && start[-1] <= '9')))
    start--;
  size_t len = (size_t)(paren - start);
  cr_assert(len > 0 && len < 64, "no function name in: %s", line);
  memcpy(name, start, len);
  name[len] = '\0';
  return name;
}

static int has_row(const char *function) {
  for (size_t i = 0; i < ROWS; i++)
    if (!strcmp(rows[i].function, function)) return 1;
  return 0;
}

Test(stack_secrets, every_public_function_has_a_row) {
  FILE *header = fopen(KX_PUBLIC_HEADER, "r");
  cr_assert(header, "cannot open %s", KX_PUBLIC_HEADER);
  char line[512], name[64];
  size_t functions = 0;
  while (fgets(line, sizeof line, header)) {
    if (!declared_name(line, name)) continue;
    functions++;
    cr_expect(has_row(name), "%s, declared in include/keccakx.h, has no row in tests/test_stack_secrets.c", name);
  }
  fclose(header);
  cr_assert_gt(functions, 40, "read only %zu KX_API functions from %s", functions, KX_PUBLIC_HEADER);
}

Test(stack_secrets, every_row_names_a_public_function_and_what_it_does) {
  FILE *header = fopen(KX_PUBLIC_HEADER, "r");
  cr_assert(header, "cannot open %s", KX_PUBLIC_HEADER);
  char line[512], name[64], names[4096] = " ";
  while (fgets(line, sizeof line, header))
    if (declared_name(line, name)) strcat(strcat(names, name), " ");
  fclose(header);
  for (size_t i = 0; i < ROWS; i++) {
    char spaced[72];
    snprintf(spaced, sizeof spaced, " %s ", rows[i].function);
    cr_expect(strstr(names, spaced), "row %zu names %s, which include/keccakx.h does not declare", i,
              rows[i].function);
    cr_expect(rows[i].no_state ? !rows[i].call : rows[i].call && rows[i].wants && rows[i].given,
              "row %zu (%s) needs a call, its wants and what it is given, or only why it has no state", i,
              rows[i].function);
  }
}
