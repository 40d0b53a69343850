/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A program outside the tree: it includes only keccakx.h, links the installed
 * library, calls every public function and checks the bytes it gets against
 * the textbook implementation on inputs it makes itself. Exit 0 = all right. */
#include <keccakx.h>
#include <stdio.h>
#include <string.h>

#include "reference.h"

static int failures;

static void expect(int condition, const char *what) {
  if (!condition) {
    fprintf(stderr, "FAIL: %s\n", what);
    failures++;
  }
}

static uint8_t suffix_of(kx_alg alg) { return alg <= KX_KECCAK_512 ? 0x01 : alg <= KX_SHA3_512 ? 0x06 : 0x1f; }

static void check_hashing(const uint8_t *msg, size_t len) {
  for (int a = KX_KECCAK_224; a <= KX_SHAKE256; a++) {
    kx_alg alg = (kx_alg)a;
    size_t outlen = kx_digest_size(alg) ? kx_digest_size(alg) : 200;
    uint8_t one_shot[200], streamed[200], want[200];
    reference_sponge(kx_rate(alg), suffix_of(alg), msg, len, want, outlen);
    expect(kx_hash(alg, msg, len, one_shot, outlen) == KX_OK, "kx_hash");
    expect(memcmp(one_shot, want, outlen) == 0, kx_alg_name(alg));
    kx_ctx ctx;
    kx_init(&ctx, alg);
    kx_update(&ctx, msg, len / 3);
    kx_update(&ctx, msg + len / 3, len - len / 3);
    if (kx_digest_size(alg)) {
      expect(kx_final(&ctx, streamed, outlen) == KX_OK, "kx_final");
    } else {
      expect(kx_final(&ctx, streamed, 50) == KX_OK, "kx_final of a XOF");
      expect(kx_squeeze(&ctx, streamed + 50, outlen - 50) == KX_OK, "kx_squeeze");
    }
    kx_wipe(&ctx);
    expect(memcmp(streamed, want, outlen) == 0, "streaming");
  }
  uint8_t k256[32], want[32];
  reference_sponge(136, 0x01, msg, len, want, 32);
  expect(kx_keccak256(msg, len, k256) == KX_OK && memcmp(k256, want, 32) == 0, "kx_keccak256");
}

static void check_many_and_permutations(const uint8_t *msg) {
  const void *in[9];
  size_t len[9];
  uint8_t many[9 * 32], want[32];
  for (int i = 0; i < 9; i++) in[i] = msg + i, len[i] = (size_t)(i * 20);
  expect(kx_hash_many(KX_KECCAK_256, 9, in, len, many, 32) == KX_OK, "kx_hash_many");
  for (int i = 0; i < 9; i++) {
    reference_sponge(136, 0x01, in[i], len[i], want, 32);
    expect(memcmp(many + 32 * i, want, 32) == 0, "kx_hash_many bytes");
  }
  uint64_t states[8][25], single[25];
  for (int i = 0; i < 8 * 25; i++) states[i / 25][i % 25] = (uint64_t)i * 0x9e3779b97f4a7c15ULL;
  memcpy(single, states[3], sizeof single);
  reference_permute(single, 24);
  expect(kx_permute_x8(states, 24) == KX_OK && memcmp(states[3], single, sizeof single) == 0, "kx_permute_x8");
  expect(kx_permute_x4(states, 12) == KX_OK, "kx_permute_x4");
  expect(kx_permute_x2(states, 1) == KX_OK, "kx_permute_x2");
  expect(kx_permute(states[0], 25) == KX_ERR_BAD_ROUNDS, "kx_permute rounds");
}

/* The modes, on published values (RFC 9861 section 5; NIST SP 800-185
 * examples) and each streamed against its one-shot. */
static void check_modes(void) {
  static const uint8_t kt128_empty[8] = {0x1a, 0xc2, 0xd4, 0x50, 0xfc, 0x3b, 0x42, 0x05};
  static const uint8_t turboshake128_empty[8] = {0x1e, 0x41, 0x5f, 0x1c, 0x59, 0x83, 0xaf, 0xf2};
  static const uint8_t cshake128_sample1[8] = {0xc1, 0xc3, 0x69, 0x25, 0xb6, 0x40, 0x9a, 0x04};
  static const uint8_t kmac128_sample1[8] = {0xe5, 0x78, 0x0b, 0x0d, 0x3e, 0xa6, 0xf7, 0xd3};
  static const uint8_t tuplehash128_sample1[8] = {0xc5, 0xd8, 0x78, 0x6c, 0x1a, 0xfb, 0x9b, 0x82};
  static const uint8_t parallelhash128_sample1[8] = {0xba, 0x8d, 0xc1, 0xd1, 0xd9, 0x79, 0x33, 0x1d};
  uint8_t key[32], data[24], out[32], streamed[32];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)(0x40 + i);
  for (int i = 0; i < 24; i++) data[i] = (uint8_t)(16 * (i / 8) + i % 8);
  const void *tuple[2] = {"\x00\x01\x02", "\x10\x11\x12\x13\x14\x15"};
  size_t tuple_len[2] = {3, 6};
  kx_ctx ctx;

  expect(kx_kangarootwelve(KX_KT128, NULL, 0, NULL, 0, out, 32) == KX_OK && memcmp(out, kt128_empty, 8) == 0,
         "kx_kangarootwelve");
  kx_init(&ctx, KX_KT128);
  expect(kx_kangarootwelve_final(&ctx, NULL, 0, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0,
         "kx_kangarootwelve_final");
  expect(kx_turboshake(KX_TURBOSHAKE128, 0x1f, NULL, 0, out, 32) == KX_OK &&
             memcmp(out, turboshake128_empty, 8) == 0, "kx_turboshake");
  kx_init_turboshake(&ctx, KX_TURBOSHAKE128, 0x1f);
  expect(kx_final(&ctx, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0, "kx_init_turboshake");
  expect(kx_cshake(KX_CSHAKE128, NULL, 0, "Email Signature", 15, data, 4, out, 32) == KX_OK &&
             memcmp(out, cshake128_sample1, 8) == 0, "kx_cshake");
  kx_init_cshake(&ctx, KX_CSHAKE128, NULL, 0, "Email Signature", 15);
  kx_update(&ctx, data, 4);
  expect(kx_final(&ctx, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0, "kx_init_cshake");
  expect(kx_kmac(KX_KMAC128, key, 32, NULL, 0, data, 4, out, 32) == KX_OK && memcmp(out, kmac128_sample1, 8) == 0,
         "kx_kmac");
  kx_init_kmac(&ctx, KX_KMAC128, key, 32, NULL, 0);
  kx_update(&ctx, data, 4);
  expect(kx_final(&ctx, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0, "kx_init_kmac");
  expect(kx_tuplehash(KX_TUPLEHASH128, NULL, 0, 2, tuple, tuple_len, out, 32) == KX_OK &&
             memcmp(out, tuplehash128_sample1, 8) == 0, "kx_tuplehash");
  kx_init_tuplehash(&ctx, KX_TUPLEHASH128, NULL, 0);
  kx_tuplehash_update(&ctx, tuple[0], 3);
  kx_tuplehash_update(&ctx, tuple[1], 6);
  expect(kx_final(&ctx, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0, "kx_tuplehash_update");
  expect(kx_parallelhash(KX_PARALLELHASH128, 8, NULL, 0, data, 24, out, 32) == KX_OK &&
             memcmp(out, parallelhash128_sample1, 8) == 0, "kx_parallelhash");
  kx_init_parallelhash(&ctx, KX_PARALLELHASH128, 8, NULL, 0);
  kx_update(&ctx, data, 24);
  expect(kx_final(&ctx, streamed, 32) == KX_OK && memcmp(out, streamed, 32) == 0, "kx_init_parallelhash");
  expect(kx_turboshake(KX_TURBOSHAKE128, 0, NULL, 0, out, 32) == KX_ERR_BAD_PARAMETER, "KX_ERR_BAD_PARAMETER");
}

int main(void) {
  uint8_t msg[400];
  for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(i * 167 + 13);
  const char *names[32];
  size_t count = kx_backends(names, 32);
  expect(count >= 1 && kx_backends_built(NULL, 0) >= count, "kx_backends");
  for (size_t b = 0; b < count; b++) {
    expect(kx_use_backend(names[b]) == KX_OK && kx_backend_widths(names[b]) & 1, names[b]);
    expect(strcmp(kx_backend(1), names[b]) == 0, "kx_backend");
    static const size_t lengths[] = {0, 1, 71, 72, 73, 135, 136, 137, 167, 168, 169, 399};
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) check_hashing(msg, lengths[i]);
    check_many_and_permutations(msg);
    check_modes();
  }
  expect(kx_use_backend("auto") == KX_OK, "auto");
  expect(strcmp(kx_version(), KX_VERSION_STRING) == 0, "kx_version");
  expect(strcmp(kx_strerror(KX_ERR_BAD_ROUNDS), "unknown error code") != 0, "kx_strerror");
  expect(kx_alg_name(KX_SHAKE256) != NULL, "kx_alg_name");
  printf("%s: %zu backend(s) checked, %d failure(s)\n", failures ? "FAIL" : "ok", count, failures);
  return failures != 0;
}
