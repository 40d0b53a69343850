/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* TurboSHAKE, KangarooTwelve, cSHAKE, KMAC, TupleHash and ParallelHash against
 * the reference of tests/support/modes.c, with every backend this CPU runs:
 * lengths at the tree modes' chunk boundaries, streaming split around them,
 * the output-length rules, and the errors. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "modes.h"
#include "support.h"

enum { CHUNK = 8192, OUT = 200 };

static const uint8_t custom[] = "keccakx customization";

static uint8_t *random_bytes(size_t n, uint64_t seed) {
  rng r = {seed | 1};
  uint8_t *b = malloc(n + 1);
  rng_fill(&r, b, n);
  return b;
}

static mode_input message_input(kx_alg alg, const uint8_t *msg, size_t len) {
  return (mode_input){.alg = alg, .domain = 0x1f, .block_size = CHUNK, .custom = custom, .customlen = sizeof custom - 1,
                      .name = (const uint8_t *)"N", .namelen = 1, .msg = msg, .msglen = len};
}

static void expect_reference(const char *backend, const mode_input *in, const char *what) {
  uint8_t want[OUT], got[OUT];
  reference_mode(in, want, OUT);
  cr_assert_eq(library_mode(in, got, OUT), KX_OK);
  cr_assert(memcmp(got, want, OUT) == 0, "%s: %s %s of %zu bytes (B %zu, C %zu)", backend, mode_alg_name(in->alg),
            what, in->msglen, in->block_size, in->customlen);
}

/* Inputs with their reference outputs, computed once and then compared with
 * every backend's (the textbook permutation is slow). */
enum { MAX_CASES = 512 };

typedef struct cases {
  size_t count;
  mode_input in[MAX_CASES];
  uint8_t want[MAX_CASES][OUT];
} cases;

static void add_case(cases *c, mode_input in) {
  cr_assert_lt(c->count, MAX_CASES);
  c->in[c->count] = in;
  reference_mode(&in, c->want[c->count], OUT);
  c->count++;
}

static void compare_cases(const char *backend, void *arg) {
  const cases *c = arg;
  for (size_t i = 0; i < c->count; i++) {
    uint8_t got[OUT];
    const mode_input *in = &c->in[i];
    cr_assert_eq(library_mode(in, got, OUT), KX_OK);
    cr_assert(memcmp(got, c->want[i], OUT) == 0, "%s: %s of %zu bytes (B %zu, C %zu, N/key %zu)", backend,
              mode_alg_name(in->alg), in->msglen, in->block_size, in->customlen, in->namelen);
  }
}

static void compare_with_every_backend(cases *c) {
  for_each_backend(compare_cases, c);
  free(c);
}

/* ---- KangarooTwelve ---- */

/* 17 chunks and more: past two batches of the widest kernel (8 states). */
static const size_t tree_lengths[] = {0,         1,             8191,          8192,      8193,
                                      2 * CHUNK, 2 * CHUNK + 1, 8 * CHUNK - 1, 8 * CHUNK, 8 * CHUNK + 1,
                                      9 * CHUNK, 9 * CHUNK + 1, 16 * CHUNK + 1, 17 * CHUNK + 333};

Test(kangarootwelve, lengths_at_chunk_boundaries_and_past_16_chunks_match_the_reference, .timeout = 600) {
  uint8_t *msg = random_bytes(42 * CHUNK, 1);
  cases *c = calloc(1, sizeof *c);
  for (kx_alg alg = KX_KT128; alg <= KX_KT256; alg++) {
    for (size_t i = 0; i < sizeof tree_lengths / sizeof tree_lengths[0]; i++) {
      mode_input in = message_input(alg, msg, tree_lengths[i]);
      add_case(c, in);
      in.customlen = 0;
      add_case(c, in);
    }
  }
  compare_with_every_backend(c);
  free(msg);
}

Test(kangarootwelve, customizations_longer_than_a_chunk_match_the_reference, .timeout = 600) {
  static const size_t custom_lengths[] = {CHUNK - 10, CHUNK - 2, CHUNK, CHUNK + 1, 3 * CHUNK + 17};
  static const size_t message_lengths[] = {0, 9, CHUNK};
  uint8_t *long_custom = random_bytes(4 * CHUNK, 2), *msg = random_bytes(CHUNK, 3);
  cases *c = calloc(1, sizeof *c);
  for (kx_alg alg = KX_KT128; alg <= KX_KT256; alg++) {
    for (size_t i = 0; i < 5; i++) {
      for (size_t j = 0; j < 3; j++) {
        mode_input in = message_input(alg, msg, message_lengths[j]);
        in.custom = long_custom, in.customlen = custom_lengths[i];
        add_case(c, in);
      }
    }
  }
  compare_with_every_backend(c);
  free(long_custom), free(msg);
}

/* Two pieces cut at every offset within 3 bytes of the first
 * chunk's end, of a block boundary inside the next chunk, and of the eighth and
 * ninth chunks' ends (where the widest kernel's batch of 8 ends), and three
 * pieces with a 5-byte one right at each of them. */
static void streamed_at_every_split(const char *backend, kx_alg alg, size_t block, size_t total) {
  uint8_t *msg = random_bytes(total, 4), one[OUT], split[OUT];
  mode_input in = message_input(alg, msg, total);
  in.block_size = block;
  cr_assert_eq(library_mode(&in, one, OUT), KX_OK);
  size_t near[] = {block, block + 168, 8 * block, 9 * block};
  for (size_t k = 0; k < sizeof near / sizeof near[0]; k++) {
    for (size_t at = near[k] < 3 ? 0 : near[k] - 3; at <= near[k] + 3 && at <= total; at++) {
      size_t two[2] = {at, total - at};
      memset(split, 0, OUT);
      cr_assert_eq(library_mode_streamed(&in, two, 2, split, OUT, 7), KX_OK);
      cr_assert(memcmp(one, split, OUT) == 0, "%s: %s of %zu bytes split at %zu", backend, mode_alg_name(alg), total,
                at);
      if (at == near[k] && at + 5 <= total) {
        size_t three[3] = {at, 5, total - at - 5};
        cr_assert_eq(library_mode_streamed(&in, three, 3, split, OUT, OUT), KX_OK);
        cr_assert(memcmp(one, split, OUT) == 0, "%s: %s of %zu bytes split at %zu, +5", backend, mode_alg_name(alg),
                  total, at);
      }
    }
  }
  free(msg);
}

static void streaming_splits(const char *backend, void *unused) {
  (void)unused;
  streamed_at_every_split(backend, KX_KT128, CHUNK, 9 * CHUNK + 9);
  streamed_at_every_split(backend, KX_KT256, CHUNK, 2 * CHUNK + 5);
  streamed_at_every_split(backend, KX_PARALLELHASH128, CHUNK, 9 * CHUNK + 1);
  streamed_at_every_split(backend, KX_PARALLELHASHXOF256, 7, 100);
  streamed_at_every_split(backend, KX_PARALLELHASH256, 1000, 9 * 1000 + 3);
}

Test(streaming, any_split_around_chunk_boundaries_gives_the_one_shot_output, .timeout = 600) {
  for_each_backend(streaming_splits, NULL);
}

Test(kangarootwelve, a_context_copied_mid_tree_continues_independently) {
  uint8_t *msg = random_bytes(5 * CHUNK, 5), want[64], got[64];
  kx_ctx ctx, copy;
  kx_init(&ctx, KX_KT128);
  kx_update(&ctx, msg, 2 * CHUNK + 100);
  copy = ctx;
  kx_update(&ctx, "different", 9);
  kx_update(&copy, msg + 2 * CHUNK + 100, 3 * CHUNK - 100);
  cr_assert_eq(kx_kangarootwelve_final(&copy, "C", 1, got, 64), KX_OK);
  kx_kangarootwelve(KX_KT128, "C", 1, msg, 5 * CHUNK, want, 64);
  cr_assert(memcmp(got, want, 64) == 0);
  free(msg);
}

/* ---- ParallelHash ---- */

/* Lengths around 1, 8 and 9 blocks of each size, and for the small sizes 17
 * blocks (more than the widest kernel's two batches; the tree test above has
 * 17 chunks of 8192). */
Test(parallelhash, block_sizes_1_7_8_136_1000_8192_match_the_reference, .timeout = 600) {
  static const size_t blocks[] = {1, 7, 8, 136, 1000, 8192};
  uint8_t *msg = random_bytes(17 * CHUNK + 1, 6);
  cases *c = calloc(1, sizeof *c);
  for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
    size_t B = blocks[b], lengths[] = {0, B - 1, B, B + 1, 8 * B, 9 * B - 1, 9 * B + 1, 17 * B + 1};
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0] - (B >= 1000); l++) {
      for (kx_alg alg = KX_PARALLELHASH128; alg <= KX_PARALLELHASHXOF256; alg++) {
        mode_input in = message_input(alg, msg, lengths[l]);
        in.block_size = B;
        add_case(c, in);
      }
    }
  }
  compare_with_every_backend(c);
  free(msg);
}

Test(parallelhash, a_block_size_of_zero_is_a_bad_parameter) {
  uint8_t out[32];
  kx_ctx ctx;
  cr_assert_eq(kx_parallelhash(KX_PARALLELHASH128, 0, NULL, 0, "abc", 3, out, 32), KX_ERR_BAD_PARAMETER);
  cr_assert_eq(kx_init_parallelhash(&ctx, KX_PARALLELHASH256, 0, NULL, 0), KX_ERR_BAD_PARAMETER);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_UNINITIALIZED);
}

/* ---- the one-sponge modes, and KMAC, TupleHash ---- */

Test(modes, turboshake_cshake_and_kmac_match_the_reference_around_every_rate) {
  size_t lengths[31];
  size_t count = boundary_lengths(lengths);
  uint8_t *msg = random_bytes(400, 7), *key = random_bytes(400, 8);
  cases *c = calloc(1, sizeof *c);
  static const kx_alg algs[] = {KX_TURBOSHAKE128, KX_TURBOSHAKE256, KX_CSHAKE128,  KX_CSHAKE256,
                                KX_KMAC128,       KX_KMAC256,       KX_KMACXOF128, KX_KMACXOF256};
  for (size_t a = 0; a < sizeof algs / sizeof algs[0]; a++) {
    for (size_t i = 0; i < count; i++) {
      mode_input in = message_input(algs[a], msg, lengths[i]);
      in.name = key, in.namelen = lengths[(i + 5) % count];
      in.domain = (uint8_t)(1 + i * 4);
      add_case(c, in);
      in.namelen = 0, in.customlen = 0;
      add_case(c, in); /* empty N (or key) and S */
    }
  }
  compare_with_every_backend(c);
  free(msg), free(key);
}

static void tuples(const char *backend, void *unused) {
  (void)unused;
  uint8_t *bytes = random_bytes(1000, 9);
  const uint8_t *elems[5] = {bytes, bytes + 1, bytes + 200, bytes + 400, bytes + 999};
  size_t lens[5] = {0, 167, 168, 169, 1};
  for (kx_alg alg = KX_TUPLEHASH128; alg <= KX_TUPLEHASHXOF256; alg++) {
    for (size_t n = 0; n <= 5; n++) {
      mode_input in = {.alg = alg, .custom = custom, .customlen = sizeof custom - 1, .n = n, .elems = elems,
                       .elemlens = lens};
      expect_reference(backend, &in, "tuple");
      uint8_t one[OUT], streamed[OUT];
      library_mode(&in, one, OUT);
      cr_assert_eq(library_mode_streamed(&in, NULL, 0, streamed, OUT, 50), KX_OK);
      cr_assert(memcmp(one, streamed, OUT) == 0, "%s: element by element", backend);
    }
  }
  free(bytes);
}

Test(tuplehash, tuples_match_the_reference_one_shot_and_element_by_element) { for_each_backend(tuples, NULL); }

Test(tuplehash, where_strings_end_is_part_of_the_input) {
  const void *two[2] = {"ab", "c"}, *one[1] = {"abc"}, *with_empty[2] = {"abc", ""};
  size_t two_len[2] = {2, 1}, one_len[1] = {3}, empty_len[2] = {3, 0};
  uint8_t a[32], b[32], c[32];
  kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 2, two, two_len, a, 32);
  kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 1, one, one_len, b, 32);
  kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 2, with_empty, empty_len, c, 32);
  cr_assert(memcmp(a, b, 32) != 0 && memcmp(b, c, 32) != 0 && memcmp(a, c, 32) != 0);
}

Test(tuplehash, kx_update_is_refused_on_a_tuplehash_context_and_tuplehash_update_elsewhere) {
  kx_ctx ctx;
  kx_init_tuplehash(&ctx, KX_TUPLEHASH256, NULL, 0);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_tuplehash_update(&ctx, NULL, 1), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_tuplehash_update(&ctx, NULL, 0), KX_OK);
  kx_init(&ctx, KX_SHAKE128);
  cr_assert_eq(kx_tuplehash_update(&ctx, "a", 1), KX_ERR_BAD_ALGORITHM);
}

/* ---- output lengths: streams and hashed lengths ---- */

static const kx_alg streams[] = {KX_TURBOSHAKE128,   KX_TURBOSHAKE256,   KX_KT128,
                                 KX_KT256,           KX_CSHAKE128,       KX_CSHAKE256,
                                 KX_KMACXOF128,      KX_KMACXOF256,      KX_TUPLEHASHXOF128,
                                 KX_TUPLEHASHXOF256, KX_PARALLELHASHXOF128, KX_PARALLELHASHXOF256};

Test(modes, every_output_length_of_a_stream_is_a_prefix_and_squeezes_continue_it) {
  uint8_t *msg = random_bytes(3 * CHUNK, 10);
  for (size_t a = 0; a < sizeof streams / sizeof streams[0]; a++) {
    mode_input in = message_input(streams[a], msg, 3 * CHUNK);
    const uint8_t *elems[1] = {msg};
    size_t lens[1] = {100};
    in.n = 1, in.elems = elems, in.elemlens = lens;
    uint8_t longest[3 * 168 + 5], shorter[3 * 168 + 5];
    cr_assert_eq(library_mode(&in, longest, sizeof longest), KX_OK);
    for (size_t len = 0; len < sizeof longest; len += 37) {
      cr_assert_eq(library_mode(&in, shorter, len), KX_OK);
      cr_assert(memcmp(shorter, longest, len) == 0, "%s: %zu bytes", mode_alg_name(streams[a]), len);
      cr_assert_eq(library_mode_streamed(&in, (size_t[]){3 * CHUNK}, 1, shorter, sizeof longest, len), KX_OK);
      cr_assert(memcmp(shorter, longest, sizeof longest) == 0, "%s: squeezed after %zu", mode_alg_name(streams[a]), len);
    }
  }
  free(msg);
}

Test(modes, kmac_tuplehash_and_parallelhash_hash_their_output_length) {
  static const kx_alg hashed[] = {KX_KMAC128, KX_KMAC256, KX_TUPLEHASH128, KX_TUPLEHASH256, KX_PARALLELHASH128,
                                  KX_PARALLELHASH256};
  const uint8_t *elems[1] = {(const uint8_t *)"abc"};
  size_t lens[1] = {3};
  for (size_t a = 0; a < 6; a++) {
    mode_input in = message_input(hashed[a], (const uint8_t *)"abc", 3);
    in.n = 1, in.elems = elems, in.elemlens = lens;
    uint8_t l32[32], l64[64];
    library_mode(&in, l32, 32);
    library_mode(&in, l64, 64);
    cr_assert(memcmp(l32, l64, 32) != 0, "%s: another L, another output", mode_alg_name(hashed[a]));
    kx_ctx ctx;
    cr_assert_eq(hashed[a] >= KX_TUPLEHASH128 && hashed[a] <= KX_TUPLEHASH256
                     ? kx_init_tuplehash(&ctx, hashed[a], NULL, 0)
                     : hashed[a] <= KX_KMAC256 ? kx_init_kmac(&ctx, hashed[a], "k", 1, NULL, 0)
                                              : kx_init_parallelhash(&ctx, hashed[a], 8, NULL, 0),
                 KX_OK);
    cr_assert_eq(kx_squeeze(&ctx, l32, 32), KX_ERR_NOT_XOF);
    cr_assert_eq(kx_final(&ctx, l32, 32), KX_OK);
    cr_assert_eq(kx_final(&ctx, l32, 32), KX_ERR_FINALIZED);
    cr_assert_eq(kx_squeeze(&ctx, l32, 32), KX_ERR_NOT_XOF);
  }
}

/* ---- defaults, hash_many, parameters, errors ---- */

Test(modes, kx_hash_takes_turboshake_kt_and_cshake_with_their_defaults) {
  uint8_t *msg = random_bytes(3 * CHUNK, 11), a[100], b[100];
  for (kx_alg alg = KX_TURBOSHAKE128; alg <= KX_CSHAKE256; alg++) {
    cr_assert_eq(kx_hash(alg, msg, 3 * CHUNK, a, 100), KX_OK);
    if (alg <= KX_TURBOSHAKE256) kx_turboshake(alg, 0x1f, msg, 3 * CHUNK, b, 100);
    else if (alg <= KX_KT256) kx_kangarootwelve(alg, NULL, 0, msg, 3 * CHUNK, b, 100);
    else kx_hash(alg == KX_CSHAKE128 ? KX_SHAKE128 : KX_SHAKE256, msg, 3 * CHUNK, b, 100);
    cr_assert(memcmp(a, b, 100) == 0, "%s", kx_alg_name(alg));
    kx_ctx ctx;
    cr_assert_eq(kx_init(&ctx, alg), KX_OK);
    kx_update(&ctx, msg, 3 * CHUNK);
    kx_final(&ctx, b, 100);
    cr_assert(memcmp(a, b, 100) == 0, "%s streamed", kx_alg_name(alg));
  }
  for (kx_alg alg = KX_KMAC128; alg <= KX_PARALLELHASHXOF256; alg++) {
    kx_ctx ctx;
    cr_assert_eq(kx_hash(alg, "abc", 3, a, 32), KX_ERR_BAD_ALGORITHM, "%s needs its parameters", kx_alg_name(alg));
    cr_assert_eq(kx_init(&ctx, alg), KX_ERR_BAD_ALGORITHM);
    cr_assert_eq(kx_hash_many(alg, 0, NULL, NULL, NULL, 0), KX_ERR_BAD_ALGORITHM);
  }
  free(msg);
}

static void many_modes(const char *backend, void *unused) {
  (void)unused;
  uint8_t *msg = random_bytes(2 * CHUNK + 500, 12);
  const void *in[11];
  size_t len[11], lengths[11] = {0, 1, 100, 167, 168, 169, 400, 8191, 8192, 8193, 2 * CHUNK + 500};
  for (int i = 0; i < 11; i++) in[i] = msg, len[i] = lengths[i];
  for (kx_alg alg = KX_TURBOSHAKE128; alg <= KX_CSHAKE256; alg++) {
    uint8_t many[11 * 40], one[40];
    cr_assert_eq(kx_hash_many(alg, 11, in, len, many, 40), KX_OK);
    for (int i = 0; i < 11; i++) {
      kx_hash(alg, msg, lengths[i], one, 40);
      cr_assert(memcmp(many + 40 * i, one, 40) == 0, "%s: %s of %zu bytes", backend, kx_alg_name(alg), lengths[i]);
    }
  }
  free(msg);
}

Test(modes, kx_hash_many_gives_kx_hash_of_each_message) { for_each_backend(many_modes, NULL); }

Test(turboshake, domain_bytes_outside_01_to_7f_are_bad_parameters) {
  uint8_t out[32];
  kx_ctx ctx;
  static const uint8_t bad[] = {0x00, 0x80, 0xff};
  for (size_t i = 0; i < 3; i++) {
    cr_assert_eq(kx_turboshake(KX_TURBOSHAKE128, bad[i], "", 0, out, 32), KX_ERR_BAD_PARAMETER);
    cr_assert_eq(kx_init_turboshake(&ctx, KX_TURBOSHAKE256, bad[i]), KX_ERR_BAD_PARAMETER);
  }
  cr_assert_eq(kx_turboshake(KX_TURBOSHAKE128, 0x01, "", 0, out, 32), KX_OK);
  cr_assert_eq(kx_turboshake(KX_TURBOSHAKE128, 0x7f, "", 0, out, 32), KX_OK);
  cr_assert_str_neq(kx_strerror(KX_ERR_BAD_PARAMETER), "unknown error code");
}

Test(modes, each_function_refuses_the_algorithms_of_the_others) {
  uint8_t out[32];
  kx_ctx ctx;
  cr_assert_eq(kx_turboshake(KX_SHAKE128, 0x1f, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_kangarootwelve(KX_TURBOSHAKE128, NULL, 0, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_cshake(KX_KMAC128, NULL, 0, NULL, 0, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_kmac(KX_CSHAKE128, NULL, 0, NULL, 0, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_tuplehash(KX_KMAC256, NULL, 0, 0, NULL, NULL, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_parallelhash(KX_TUPLEHASH128, 8, NULL, 0, "", 0, out, 32), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init_turboshake(&ctx, KX_KT128, 0x1f), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init_cshake(&ctx, KX_SHAKE256, NULL, 0, NULL, 0), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init_kmac(&ctx, (kx_alg)99, NULL, 0, NULL, 0), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init_tuplehash(&ctx, KX_PARALLELHASH128, NULL, 0), KX_ERR_BAD_ALGORITHM);
  cr_assert_eq(kx_init_parallelhash(&ctx, KX_KMAC128, 8, NULL, 0), KX_ERR_BAD_ALGORITHM);
  kx_init(&ctx, KX_SHAKE128);
  cr_assert_eq(kx_kangarootwelve_final(&ctx, NULL, 0, out, 32), KX_ERR_BAD_ALGORITHM);
}

Test(modes, null_with_a_length_is_refused_and_null_with_zero_is_empty) {
  uint8_t a[32], b[32];
  kx_ctx ctx;
  cr_assert_eq(kx_kangarootwelve(KX_KT128, NULL, 1, "", 0, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_kangarootwelve(KX_KT128, NULL, 0, NULL, 1, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_kangarootwelve(KX_KT128, NULL, 0, "", 0, NULL, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_cshake(KX_CSHAKE128, NULL, 1, NULL, 0, "", 0, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_kmac(KX_KMAC128, NULL, 1, NULL, 0, "", 0, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 1, NULL, NULL, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_parallelhash(KX_PARALLELHASH128, 8, NULL, 3, "", 0, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_turboshake(KX_TURBOSHAKE128, 0x1f, NULL, 5, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_init_kmac(NULL, KX_KMAC128, NULL, 0, NULL, 0), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_init_kmac(&ctx, KX_KMAC128, NULL, 0, NULL, 0), KX_OK);
  kx_init(&ctx, KX_KT256);
  cr_assert_eq(kx_kangarootwelve_final(&ctx, NULL, 4, a, 32), KX_ERR_NULL_POINTER);
  cr_assert_eq(kx_kangarootwelve_final(NULL, NULL, 0, a, 32), KX_ERR_NULL_POINTER);

  cr_assert_eq(kx_kmac(KX_KMAC128, NULL, 0, NULL, 0, NULL, 0, a, 32), KX_OK);
  cr_assert_eq(kx_kmac(KX_KMAC128, "", 0, "", 0, "", 0, b, 32), KX_OK);
  cr_assert(memcmp(a, b, 32) == 0);
  cr_assert_eq(kx_parallelhash(KX_PARALLELHASH256, 5, NULL, 0, NULL, 0, a, 32), KX_OK);
  cr_assert_eq(kx_tuplehash(KX_TUPLEHASH256, NULL, 0, 0, NULL, NULL, a, 32), KX_OK);
  cr_assert_eq(kx_kangarootwelve(KX_KT256, NULL, 0, NULL, 0, NULL, 0), KX_OK);
}

Test(kangarootwelve, the_input_ends_once) {
  uint8_t out[32];
  kx_ctx ctx;
  kx_init(&ctx, KX_KT128);
  cr_assert_eq(kx_kangarootwelve_final(&ctx, "C", 1, out, 32), KX_OK);
  cr_assert_eq(kx_kangarootwelve_final(&ctx, "C", 1, out, 32), KX_ERR_FINALIZED);
  cr_assert_eq(kx_update(&ctx, "a", 1), KX_ERR_FINALIZED);
  cr_assert_eq(kx_squeeze(&ctx, out, 32), KX_OK);
}

Test(modes, contexts_of_the_modes_have_no_portable_export) {
  uint8_t saved[KX_EXPORT_BYTES];
  kx_ctx ctx;
  for (kx_alg alg = KX_TURBOSHAKE128; alg <= KX_CSHAKE256; alg++) {
    kx_init(&ctx, alg);
    cr_assert_eq(kx_export(&ctx, saved), KX_ERR_BAD_ALGORITHM, "%s", kx_alg_name(alg));
  }
  kx_init(&ctx, KX_SHAKE128);
  kx_export(&ctx, saved);
  saved[1] = KX_KT128;
  cr_assert_eq(kx_import(&ctx, saved), KX_ERR_BAD_STATE);
}

Test(modes, a_corrupted_tree_state_is_refused_not_followed) {
  kx_ctx ctx;
  kx_init_parallelhash(&ctx, KX_PARALLELHASH128, 8, NULL, 0);
  kx_ctx broken = ctx;
  memset((uint8_t *)&broken + 216 + 200, 0xff, 24); /* the tree's sizes, past the lanes and the leaf */
  cr_assert_eq(kx_update(&broken, "abc", 3), KX_ERR_UNINITIALIZED);
  cr_assert_eq(kx_update(&ctx, "abc", 3), KX_OK);
}
