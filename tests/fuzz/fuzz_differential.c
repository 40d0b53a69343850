/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* libFuzzer target: every backend against the portable one, streaming with
 * fuzzer-chosen splits against one-shot, kx_hash_many against a loop, and
 * 2/4/8-state permutations against single ones. Any difference traps.
 *
 * Input: [alg][outlen][split count][splits...][rounds] message... */
#include <keccakx.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_OUT = 600, MAX_SPLITS = 8 };

static void expect(int condition) {
  if (!condition) __builtin_trap();
}

typedef struct input {
  kx_alg alg;
  size_t outlen;
  size_t splits[MAX_SPLITS], nsplits;
  unsigned rounds;
  const uint8_t *msg;
  size_t len;
} input;

static int parse(const uint8_t *data, size_t size, input *in) {
  if (size < 4) return -1;
  in->alg = (kx_alg)(KX_KECCAK_224 + data[0] % 16); /* through TurboSHAKE, KT and cSHAKE with their defaults */
  in->outlen = kx_digest_size(in->alg) ? kx_digest_size(in->alg) : (size_t)data[1] * 3 % MAX_OUT;
  in->nsplits = data[2] % (MAX_SPLITS + 1);
  in->rounds = 1 + data[3] % 24;
  if (size < 4 + in->nsplits) return -1;
  for (size_t i = 0; i < in->nsplits; i++) in->splits[i] = data[4 + i];
  in->msg = data + 4 + in->nsplits;
  in->len = size - 4 - in->nsplits;
  return 0;
}

static void streamed(const input *in, uint8_t *out) {
  kx_ctx ctx;
  expect(kx_init(&ctx, in->alg) == KX_OK);
  size_t at = 0;
  for (size_t i = 0; i < in->nsplits && at < in->len; i++) {
    size_t n = in->splits[i] < in->len - at ? in->splits[i] : in->len - at;
    expect(kx_update(&ctx, in->msg + at, n) == KX_OK);
    at += n;
  }
  expect(kx_update(&ctx, in->msg + at, in->len - at) == KX_OK);
  size_t first = in->nsplits && !kx_digest_size(in->alg) ? in->splits[0] % (in->outlen + 1) : in->outlen;
  expect(kx_final(&ctx, out, first) == KX_OK);
  if (first < in->outlen) expect(kx_squeeze(&ctx, out + first, in->outlen - first) == KX_OK);
}

/* Messages for kx_hash_many: suffixes (even i, the whole input first) and
 * prefixes (odd i) of the input, so lengths mix. */
static void hashed_many_equal_loop(const input *in, const uint8_t *reference) {
  enum { N = 11 };
  const void *msgs[N];
  size_t lens[N];
  static uint8_t many[N * MAX_OUT], one[MAX_OUT];
  for (size_t i = 0; i < N; i++) {
    size_t cut = in->len * i / (N - 1);
    msgs[i] = i % 2 ? in->msg : in->msg + cut;
    lens[i] = i % 2 ? cut : in->len - cut;
  }
  expect(kx_hash_many(in->alg, N, msgs, lens, many, in->outlen) == KX_OK);
  for (size_t i = 0; i < N; i++) {
    expect(kx_hash(in->alg, msgs[i], lens[i], one, in->outlen) == KX_OK);
    expect(memcmp(many + i * in->outlen, one, in->outlen) == 0);
  }
  expect(memcmp(many, reference, in->outlen) == 0); /* message 0 is the whole input */
}

static void widths_equal_singles(const input *in) {
  uint64_t states[8][25], single[8][25];
  uint8_t *bytes = (uint8_t *)states;
  for (size_t i = 0; i < sizeof states; i++) bytes[i] = in->len ? in->msg[i % in->len] ^ (uint8_t)i : (uint8_t)i;
  memcpy(single, states, sizeof states);
  for (int i = 0; i < 8; i++) expect(kx_permute(single[i], in->rounds) == KX_OK);
  uint64_t (*w2)[25] = states, (*w4)[25] = states;
  expect(kx_permute_x2(w2, in->rounds) == KX_OK);
  expect(kx_permute_x2(w2 + 2, in->rounds) == KX_OK);
  expect(kx_permute_x4(w4 + 4, in->rounds) == KX_OK);
  expect(memcmp(states, single, 4 * sizeof states[0]) == 0 && memcmp(states[4], single[4], 4 * sizeof states[0]) == 0);
  memcpy(states, single, sizeof states);
  for (int i = 0; i < 8; i++) expect(kx_permute(single[i], in->rounds) == KX_OK);
  expect(kx_permute_x8(states, in->rounds) == KX_OK);
  expect(memcmp(states, single, sizeof states) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  input in;
  if (parse(data, size, &in)) return 0;
  static uint8_t reference[MAX_OUT], got[MAX_OUT];
  expect(kx_use_backend("generic") == KX_OK);
  expect(kx_hash(in.alg, in.msg, in.len, reference, in.outlen) == KX_OK);

  const char *names[32];
  size_t count = kx_backends(names, 32);
  for (size_t b = 0; b < count; b++) {
    expect(kx_use_backend(names[b]) == KX_OK);
    expect(kx_hash(in.alg, in.msg, in.len, got, in.outlen) == KX_OK);
    expect(memcmp(got, reference, in.outlen) == 0);
    streamed(&in, got);
    expect(memcmp(got, reference, in.outlen) == 0);
    if (in.alg == KX_KECCAK_256) {
      expect(kx_keccak256(in.msg, in.len, got) == KX_OK);
      expect(memcmp(got, reference, 32) == 0);
    }
    hashed_many_equal_loop(&in, reference);
    widths_equal_singles(&in);
  }
  return 0;
}
