/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The bytes hashed (messages, keys, states) never decide a branch or an
 * address, on any backend: valgrind memcheck is told that they are undefined,
 * and it reports any conditional jump or memory index computed from them.
 * Lengths, algorithms and parameters stay defined: timing may depend on them,
 * as SECURITY.md says. Without valgrind the calls still run, but prove
 * nothing; ctest runs this program under valgrind only (ci/test-c.sh runs
 * the release build's copy under valgrind too). */
#include <keccakx.h>
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

enum { MESSAGE_BYTES = 3 * 8192 + 137, OUT_BYTES = 200 };

static uint8_t message[MESSAGE_BYTES];
static uint8_t out[8][OUT_BYTES];
static int failures;

static void expect_ok(int rc, const char *what) {
  if (rc != KX_OK) {
    fprintf(stderr, "%s: %s\n", what, kx_strerror(rc));
    failures++;
  }
}

static void fill_secret_message(void) {
  for (size_t i = 0; i < sizeof message; i++) message[i] = (uint8_t)(i * 131u + 7u);
  SECRET(message, sizeof message);
}

static void hash_fixed_and_xof(void) {
  static const kx_alg algs[] = {KX_KECCAK_256, KX_SHA3_224, KX_SHA3_512, KX_SHAKE128, KX_SHAKE256};
  static const size_t lengths[] = {0, 1, 31, 32, 135, 136, 137, 1000, MESSAGE_BYTES};
  for (size_t a = 0; a < sizeof algs / sizeof algs[0]; a++) {
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
      size_t outlen = kx_digest_size(algs[a]) ? kx_digest_size(algs[a]) : OUT_BYTES;
      expect_ok(kx_hash(algs[a], message, lengths[l], out[0], outlen), "kx_hash");
    }
  }
  expect_ok(kx_keccak256(message, 64, out[0]), "kx_keccak256");
}

static void hash_streaming(void) {
  kx_ctx ctx;
  expect_ok(kx_init(&ctx, KX_SHAKE128), "kx_init");
  for (size_t done = 0; done < 5000; done += 333) expect_ok(kx_update(&ctx, message + done, 333), "kx_update");
  expect_ok(kx_final(&ctx, out[0], 100), "kx_final");
  expect_ok(kx_squeeze(&ctx, out[1], OUT_BYTES), "kx_squeeze");
  uint8_t exported[KX_EXPORT_BYTES];
  expect_ok(kx_export(&ctx, exported), "kx_export");
  expect_ok(kx_import(&ctx, exported), "kx_import");
  kx_wipe(&ctx);
}

static void hash_modes(void) {
  static const kx_alg xofs[] = {KX_KT128, KX_KT256};
  for (size_t a = 0; a < 2; a++) {
    expect_ok(kx_kangarootwelve(xofs[a], "c", 1, message, MESSAGE_BYTES, out[0], 64), "kx_kangarootwelve");
  }
  expect_ok(kx_turboshake(KX_TURBOSHAKE128, 0x1F, message, 500, out[0], 64), "kx_turboshake");
  expect_ok(kx_cshake(KX_CSHAKE256, "N", 1, "S", 1, message, 500, out[0], 64), "kx_cshake");
  /* The key is a secret too. */
  expect_ok(kx_kmac(KX_KMAC128, message + 1000, 32, "S", 1, message, 500, out[0], 32), "kx_kmac");
  const void *elements[] = {message, message + 10, message + 100};
  const size_t element_lengths[] = {10, 90, 400};
  expect_ok(kx_tuplehash(KX_TUPLEHASH128, "S", 1, 3, elements, element_lengths, out[0], 32), "kx_tuplehash");
  expect_ok(kx_parallelhash(KX_PARALLELHASH128, 8192, "S", 1, message, MESSAGE_BYTES, out[0], 32),
            "kx_parallelhash");
}

static void hash_many_and_streams(void) {
  const void *in[8];
  size_t inlen[8];
  for (size_t i = 0; i < 8; i++) {
    in[i] = message + 100 * i;
    inlen[i] = i < 4 ? 32 : 100 + i; /* one-length groups and mixed lengths */
  }
  expect_ok(kx_hash_many(KX_KECCAK_256, 8, in, inlen, out, 32), "kx_hash_many");
  size_t same[8] = {64, 64, 64, 64, 64, 64, 64, 64};
  expect_ok(kx_hash_many(KX_SHAKE128, 8, in, same, out, OUT_BYTES), "kx_hash_many");

  kx_multi_ctx multi;
  expect_ok(kx_multi_init(&multi, KX_SHAKE128, 8), "kx_multi_init");
  expect_ok(kx_multi_update(&multi, in, 34), "kx_multi_update");
  void *outs[8];
  for (size_t i = 0; i < 8; i++) outs[i] = out[i];
  expect_ok(kx_multi_final(&multi, outs, 168), "kx_multi_final");
  expect_ok(kx_multi_squeeze(&multi, outs, 168), "kx_multi_squeeze");
  kx_multi_wipe(&multi);
}

static void permute_secret_states(void) {
  static uint64_t states[8][25];
  memcpy(states, message, sizeof states);
  expect_ok(kx_permute(states[0], 24), "kx_permute");
  expect_ok(kx_permute(states[0], 12), "kx_permute");
  expect_ok(kx_permute_x2((uint64_t(*)[25])states, 24), "kx_permute_x2");
  expect_ok(kx_permute_x4((uint64_t(*)[25])states, 24), "kx_permute_x4");
  expect_ok(kx_permute_x8(states, 24), "kx_permute_x8");
}

int main(void) {
  const char *names[16];
  size_t count = kx_backends(names, 16);
  for (size_t b = 0; b < count && b < 16; b++) {
    expect_ok(kx_use_backend(names[b]), names[b]);
    fill_secret_message();
    hash_fixed_and_xof();
    hash_streaming();
    hash_modes();
    hash_many_and_streams();
    permute_secret_states();
    PUBLIC(out, sizeof out);
    printf("%s: no branch or address from the bytes hashed%s\n", names[b],
           RUNNING_ON_VALGRIND ? "" : " (not checked: not under valgrind)");
  }
  return failures != 0;
}
