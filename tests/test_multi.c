/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* kx_multi_*: each of n streams gives kx_hash of its own input, for every
 * algorithm, every n, every chunking of input and output, and every backend. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

enum { MAX_INPUT = 3 * 168 + 9, MAX_OUTPUT = 4 * 168 + 9, MAX_ALGS = 64 };

/* The algorithms kx_multi_init takes: every FIPS 202 one (checked below) and
 * whichever sponges the library adds, each then held to kx_hash. */
static size_t multi_algs(kx_alg algs[MAX_ALGS]) {
  size_t count = 0;
  for (int alg = 1; alg < MAX_ALGS; alg++) {
    kx_multi_ctx ctx;
    if (kx_multi_init(&ctx, (kx_alg)alg, 1) == KX_OK) algs[count++] = (kx_alg)alg;
  }
  return count;
}

Test(multi, every_fips_202_and_keccak_algorithm_is_taken) {
  kx_alg algs[MAX_ALGS];
  size_t count = multi_algs(algs);
  for (size_t a = 0; a < ALG_COUNT; a++) {
    size_t i = 0;
    while (i < count && algs[i] != all_algs[a]) i++;
    cr_assert(i < count, "%s", kx_alg_name(all_algs[a]));
  }
}

/* n random inputs of one length, and what each stream must output. */
typedef struct streams {
  unsigned n;
  size_t inlen, outlen;
  uint8_t in[KX_MULTI_MAX][MAX_INPUT];
  uint8_t want[KX_MULTI_MAX][MAX_OUTPUT];
  uint8_t got[KX_MULTI_MAX][MAX_OUTPUT];
} streams;

static void make_streams(streams *s, kx_alg alg, unsigned n, size_t inlen, size_t outlen, rng *r) {
  s->n = n, s->inlen = inlen, s->outlen = outlen;
  for (unsigned i = 0; i < n; i++) {
    rng_fill(r, s->in[i], inlen);
    cr_assert_eq(kx_hash(alg, s->in[i], inlen, s->want[i], outlen), KX_OK);
  }
  memset(s->got, 0, sizeof s->got);
}

/* A chunk of at most `left` bytes: often 0, 1 or a whole rate, otherwise random. */
static size_t chunk(rng *r, size_t left, size_t rate) {
  uint64_t pick = rng_next(r);
  size_t len;
  switch (pick % 4) {
    case 0: len = pick / 4 % 3; break;
    case 1: len = rate * (1 + pick / 4 % 2); break;
    default: len = pick / 4 % (left + 1); break;
  }
  return len < left ? len : left;
}

/* Feeds the inputs in random chunks, and reads the output (SHAKE: through
 * final and squeezes in random chunks). */
static void run_in_chunks(streams *s, kx_alg alg, rng *r) {
  kx_multi_ctx ctx;
  size_t rate = kx_rate(alg);
  const void *in[KX_MULTI_MAX];
  void *out[KX_MULTI_MAX];
  cr_assert_eq(kx_multi_init(&ctx, alg, s->n), KX_OK);
  for (size_t done = 0, len; done < s->inlen; done += len) {
    len = chunk(r, s->inlen - done, rate);
    for (unsigned i = 0; i < s->n; i++) in[i] = s->in[i] + done;
    cr_assert_eq(kx_multi_update(&ctx, in, len), KX_OK);
  }
  size_t done = kx_digest_size(alg) ? s->outlen : chunk(r, s->outlen, rate);
  for (unsigned i = 0; i < s->n; i++) out[i] = s->got[i];
  cr_assert_eq(kx_multi_final(&ctx, out, done), KX_OK);
  for (size_t len; done < s->outlen; done += len) {
    len = chunk(r, s->outlen - done, rate);
    for (unsigned i = 0; i < s->n; i++) out[i] = s->got[i] + done;
    cr_assert_eq(kx_multi_squeeze(&ctx, out, len), KX_OK);
  }
  kx_multi_wipe(&ctx);
}

static void check_streams(const streams *s, const char *backend, kx_alg alg) {
  for (unsigned i = 0; i < s->n; i++)
    cr_assert(memcmp(s->got[i], s->want[i], s->outlen) == 0, "%s: %s, n = %u, stream %u, %zu bytes in, %zu out",
              backend, kx_alg_name(alg), s->n, i, s->inlen, s->outlen);
}

static void lengths_around_the_rate(const char *backend, void *unused) {
  (void)unused;
  static streams s;
  rng r = {171};
  kx_alg algs[MAX_ALGS];
  size_t count = multi_algs(algs);
  for (size_t a = 0; a < count; a++) {
    kx_alg alg = algs[a];
    size_t rate = kx_rate(alg), outlen = alg_output_length(alg, 2 * rate + 1);
    const size_t lengths[] = {0, 1, rate - 1, rate, rate + 1, 2 * rate - 1, 2 * rate, 2 * rate + 1};
    for (unsigned n = 1; n <= KX_MULTI_MAX; n++)
      for (size_t k = 0; k < sizeof lengths / sizeof lengths[0]; k++) {
        make_streams(&s, alg, n, lengths[k], outlen, &r);
        kx_multi_ctx ctx;
        const void *in[KX_MULTI_MAX];
        void *out[KX_MULTI_MAX];
        for (unsigned i = 0; i < n; i++) in[i] = s.in[i], out[i] = s.got[i];
        cr_assert_eq(kx_multi_init(&ctx, alg, n), KX_OK);
        cr_assert_eq(kx_multi_update(&ctx, in, s.inlen), KX_OK);
        cr_assert_eq(kx_multi_final(&ctx, out, s.outlen), KX_OK);
        check_streams(&s, backend, alg);
      }
  }
}

Test(multi, each_stream_is_kx_hash_of_its_input_at_lengths_around_the_rate) {
  for_each_backend(lengths_around_the_rate, NULL);
}

static void random_chunkings(const char *backend, void *unused) {
  (void)unused;
  static streams s;
  rng r = {172};
  kx_alg algs[MAX_ALGS];
  size_t count = multi_algs(algs);
  for (size_t a = 0; a < count; a++) {
    kx_alg alg = algs[a];
    for (unsigned n = 1; n <= KX_MULTI_MAX; n++)
      for (int trial = 0; trial < 4; trial++) {
        size_t outlen = alg_output_length(alg, rng_next(&r) % MAX_OUTPUT);
        make_streams(&s, alg, n, rng_next(&r) % MAX_INPUT, outlen, &r);
        run_in_chunks(&s, alg, &r);
        check_streams(&s, backend, alg);
      }
  }
}

Test(multi, any_chunking_of_input_and_output_gives_the_same_streams) { for_each_backend(random_chunkings, NULL); }

/* The post-quantum pattern: a 34-byte seed, then a few whole blocks at a time. */
static void whole_blocks(const char *backend, void *unused) {
  (void)unused;
  static streams s;
  static const kx_alg xofs[] = {KX_SHAKE128, KX_SHAKE256};
  rng r = {173};
  for (size_t a = 0; a < 2; a++) {
    size_t rate = kx_rate(xofs[a]);
    for (unsigned n = 1; n <= KX_MULTI_MAX; n++) {
      make_streams(&s, xofs[a], n, 34, 4 * rate, &r);
      kx_multi_ctx ctx;
      const void *in[KX_MULTI_MAX];
      void *out[KX_MULTI_MAX];
      for (unsigned i = 0; i < n; i++) in[i] = s.in[i];
      cr_assert_eq(kx_multi_init(&ctx, xofs[a], n), KX_OK);
      cr_assert_eq(kx_multi_update(&ctx, in, 34), KX_OK);
      for (size_t done = 0, blocks = 3; done < s.outlen; done += blocks * rate, blocks = 1) {
        for (unsigned i = 0; i < n; i++) out[i] = s.got[i] + done;
        cr_assert_eq(kx_multi_squeeze(&ctx, out, blocks * rate), KX_OK);
      }
      check_streams(&s, backend, xofs[a]);
    }
  }
}

Test(multi, squeezing_whole_blocks_without_final_reads_the_streams_from_their_start) {
  for_each_backend(whole_blocks, NULL);
}

/* Whole blocks are written straight from a kernel's registers (AVX-512 at 1
 * and 8 streams): not a byte before or after each stream's output. */
enum { GUARD = 64, GUARD_BYTE = 0xA5 };

static void squeeze_between_guards(const char *backend, void *unused) {
  (void)unused;
  static const kx_alg xofs[] = {KX_SHAKE128, KX_SHAKE256};
  static uint8_t buffers[KX_MULTI_MAX][GUARD + 3 * 168 + GUARD];
  const uint8_t seed[34] = {1, 2, 3};
  for (size_t a = 0; a < 2; a++) {
    size_t rate = kx_rate(xofs[a]);
    for (unsigned n = 1; n <= KX_MULTI_MAX; n++)
      for (size_t blocks = 1; blocks <= 3; blocks++) {
        kx_multi_ctx ctx;
        const void *in[KX_MULTI_MAX];
        void *out[KX_MULTI_MAX];
        memset(buffers, GUARD_BYTE, sizeof buffers);
        for (unsigned i = 0; i < n; i++) in[i] = seed, out[i] = buffers[i] + GUARD;
        cr_assert_eq(kx_multi_init(&ctx, xofs[a], n), KX_OK);
        cr_assert_eq(kx_multi_update(&ctx, in, sizeof seed), KX_OK);
        cr_assert_eq(kx_multi_squeeze(&ctx, out, blocks * rate), KX_OK);
        for (unsigned i = 0; i < n; i++)
          for (size_t at = 0; at < sizeof buffers[i]; at++)
            if (at < GUARD || at >= GUARD + blocks * rate)
              cr_assert_eq(buffers[i][at], GUARD_BYTE, "%s: %s, n = %u, %zu blocks: stream %u's byte %td changed",
                           backend, kx_alg_name(xofs[a]), n, blocks, i, (ptrdiff_t)at - GUARD);
      }
  }
}

Test(multi, squeezing_whole_blocks_writes_nothing_around_each_output) {
  for_each_backend(squeeze_between_guards, NULL);
}

/* A context may move between backends (kx_use_backend between calls): the
 * states are the same canonical states for all. */
Test(multi, a_context_continued_on_another_backend_gives_the_same_streams) {
  static streams s;
  const char *names[32];
  size_t count = kx_backends(names, 32);
  rng r = {174};
  for (size_t first = 0; first < count; first++)
    for (size_t second = 0; second < count; second++) {
      make_streams(&s, KX_SHAKE128, 7, 2 * 168 + 5, 3 * 168 + 7, &r);
      kx_multi_ctx ctx;
      const void *in[KX_MULTI_MAX], *rest[KX_MULTI_MAX];
      void *out[KX_MULTI_MAX], *more[KX_MULTI_MAX];
      for (unsigned i = 0; i < s.n; i++)
        in[i] = s.in[i], rest[i] = s.in[i] + 200, out[i] = s.got[i], more[i] = s.got[i] + 170;
      cr_assert_eq(kx_use_backend(names[first]), KX_OK);
      cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE128, s.n), KX_OK);
      cr_assert_eq(kx_multi_update(&ctx, in, 200), KX_OK);
      cr_assert_eq(kx_use_backend(names[second]), KX_OK);
      cr_assert_eq(kx_multi_update(&ctx, rest, s.inlen - 200), KX_OK);
      cr_assert_eq(kx_multi_final(&ctx, out, 170), KX_OK);
      cr_assert_eq(kx_use_backend(names[first]), KX_OK);
      cr_assert_eq(kx_multi_squeeze(&ctx, more, s.outlen - 170), KX_OK);
      check_streams(&s, names[second], KX_SHAKE128);
    }
  cr_assert_eq(kx_use_backend("auto"), KX_OK);
}

Test(multi, null_buffers_of_length_zero_are_empty_inputs_and_outputs) {
  kx_multi_ctx ctx;
  const void *in[2] = {NULL, NULL};
  void *none[2] = {NULL, NULL}, *out[2];
  uint8_t got[2][32], want[32];
  out[0] = got[0], out[1] = got[1];
  cr_assert_eq(kx_multi_init(&ctx, KX_SHA3_256, 2), KX_OK);
  cr_assert_eq(kx_multi_update(&ctx, in, 0), KX_OK);
  cr_assert_eq(kx_multi_update(&ctx, NULL, 0), KX_OK);
  cr_assert_eq(kx_multi_final(&ctx, out, 32), KX_OK);
  cr_assert_eq(kx_hash(KX_SHA3_256, NULL, 0, want, 32), KX_OK);
  cr_assert(memcmp(got[0], want, 32) == 0 && memcmp(got[1], want, 32) == 0);
  cr_assert_eq(kx_multi_init(&ctx, KX_SHAKE256, 2), KX_OK);
  cr_assert_eq(kx_multi_final(&ctx, none, 0), KX_OK);
  cr_assert_eq(kx_multi_squeeze(&ctx, NULL, 0), KX_OK);
  cr_assert_eq(kx_multi_squeeze(&ctx, out, 32), KX_OK);
  cr_assert_eq(kx_hash(KX_SHAKE256, NULL, 0, want, 32), KX_OK);
  cr_assert(memcmp(got[0], want, 32) == 0 && memcmp(got[1], want, 32) == 0);
}

Test(multi, pointers_past_the_nth_are_never_read) {
  kx_multi_ctx ctx;
  uint8_t message[5] = {'a', 'b', 'c', 'd', 'e'}, got[32], want[32];
  const void *in[1] = {message};
  void *out[1] = {got};
  cr_assert_eq(kx_multi_init(&ctx, KX_KECCAK_256, 1), KX_OK);
  cr_assert_eq(kx_multi_update(&ctx, in, 5), KX_OK);
  cr_assert_eq(kx_multi_final(&ctx, out, 32), KX_OK);
  cr_assert_eq(kx_keccak256(message, 5, want), KX_OK);
  cr_assert(memcmp(got, want, 32) == 0);
}
