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
  }
  expect(kx_use_backend("auto") == KX_OK, "auto");
  expect(strcmp(kx_version(), KX_VERSION_STRING) == 0, "kx_version");
  expect(strcmp(kx_strerror(KX_ERR_BAD_ROUNDS), "unknown error code") != 0, "kx_strerror");
  expect(kx_alg_name(KX_SHAKE256) != NULL, "kx_alg_name");
  printf("%s: %zu backend(s) checked, %d failure(s)\n", failures ? "FAIL" : "ok", count, failures);
  return failures != 0;
}
