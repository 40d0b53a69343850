/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx and OpenSSL's libcrypto in one program: no symbol of one shadows
 * the other (an asm Keccak's SHA3_absorb once did exactly that), and both
 * agree on random inputs around every rate. OpenSSL is the independent
 * implementation for SHA-3 and SHAKE. */
#include <criterion/criterion.h>
#include <openssl/evp.h>
#include <string.h>

#include "support.h"

static const EVP_MD *openssl_md(kx_alg alg) {
  switch (alg) {
    case KX_SHA3_224: return EVP_sha3_224();
    case KX_SHA3_256: return EVP_sha3_256();
    case KX_SHA3_384: return EVP_sha3_384();
    case KX_SHA3_512: return EVP_sha3_512();
    case KX_SHAKE128: return EVP_shake128();
    case KX_SHAKE256: return EVP_shake256();
    default: return NULL;
  }
}

static void openssl_hash(kx_alg alg, const uint8_t *msg, size_t len, uint8_t *out, size_t outlen) {
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  cr_assert(ctx && EVP_DigestInit_ex(ctx, openssl_md(alg), NULL) == 1);
  cr_assert_eq(EVP_DigestUpdate(ctx, msg, len), 1);
  if (kx_digest_size(alg)) cr_assert_eq(EVP_DigestFinal_ex(ctx, out, NULL), 1);
  else cr_assert_eq(EVP_DigestFinalXOF(ctx, out, outlen), 1);
  EVP_MD_CTX_free(ctx);
}

static void agree_with_openssl(const char *backend, void *unused) {
  (void)unused;
  rng r = {3};
  size_t lengths[31], n = boundary_lengths(lengths);
  uint8_t msg[400], ours[300], theirs[300];
  for (kx_alg alg = KX_SHA3_224; alg <= KX_SHAKE256; alg++) {
    size_t outlen = alg_output_length(alg, 300);
    for (size_t i = 0; i < n; i++) {
      rng_fill(&r, msg, lengths[i]);
      cr_assert_eq(kx_hash(alg, msg, lengths[i], ours, outlen), KX_OK);
      openssl_hash(alg, msg, lengths[i], theirs, outlen);
      cr_assert(memcmp(ours, theirs, outlen) == 0, "%s: %s of %zu bytes", backend, kx_alg_name(alg), lengths[i]);
    }
  }
}

Test(openssl, every_backend_agrees_with_openssl_around_every_rate) { for_each_backend(agree_with_openssl, NULL); }

Test(openssl, both_libraries_give_the_known_sha3_256_of_abc) {
  static const uint8_t want[32] = {0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2, 0x04, 0x5c, 0x17,
                                   0x2d, 0x6b, 0xd3, 0x90, 0xbd, 0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d,
                                   0x52, 0x5b, 0x46, 0xbf, 0xe2, 0x45, 0x11, 0x43, 0x15, 0x32};
  uint8_t ours[32], theirs[32];
  kx_hash(KX_SHA3_256, "abc", 3, ours, 32);
  openssl_hash(KX_SHA3_256, (const uint8_t *)"abc", 3, theirs, 32);
  cr_assert(memcmp(ours, want, 32) == 0);
  cr_assert(memcmp(theirs, want, 32) == 0);
}
