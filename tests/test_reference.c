/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Random inputs against the independent textbook implementation, with every
 * backend, at the lengths where a sponge goes wrong: around each rate. */
#include <criterion/criterion.h>
#include <string.h>

#include "reference.h"
#include "support.h"

static void hashes_match_reference(const char *backend, void *unused) {
  (void)unused;
  rng r = {0x1234};
  size_t lengths[31], n = boundary_lengths(lengths);
  static const size_t xof_lengths[] = {1, 135, 136, 137, 167, 168, 169, 511};
  uint8_t msg[400], got[512], want[512];
  for (size_t a = 0; a < ALG_COUNT; a++) {
    kx_alg alg = all_algs[a];
    for (size_t i = 0; i < n; i++) {
      for (size_t x = 0; x < 8; x++) {
        size_t outlen = alg_output_length(alg, xof_lengths[x]);
        rng_fill(&r, msg, lengths[i]);
        cr_assert_eq(kx_hash(alg, msg, lengths[i], got, outlen), KX_OK);
        reference_sponge(kx_rate(alg), alg_suffix(alg), msg, lengths[i], want, outlen);
        cr_assert(memcmp(got, want, outlen) == 0, "%s: %s of %zu bytes, %zu out", backend,
                  kx_alg_name(alg), lengths[i], outlen);
        if (kx_digest_size(alg)) break;
      }
    }
  }
}

Test(reference, every_backend_hashes_like_the_textbook_sponge) {
  for_each_backend(hashes_match_reference, NULL);
}

static void keccak256_matches_reference(const char *backend, void *unused) {
  (void)unused;
  rng r = {99};
  uint8_t msg[300], got[32], want[32];
  for (size_t len = 0; len <= sizeof msg; len++) {
    rng_fill(&r, msg, len);
    cr_assert_eq(kx_keccak256(msg, len, got), KX_OK);
    reference_sponge(136, 0x01, msg, len, want, 32);
    cr_assert(memcmp(got, want, 32) == 0, "%s: keccak256 of %zu bytes", backend, len);
  }
}

Test(reference, every_backend_keccak256_matches_the_textbook_sponge_for_lengths_0_to_300) {
  for_each_backend(keccak256_matches_reference, NULL);
}

static void permutation_matches_reference(const char *backend, void *unused) {
  (void)unused;
  rng r = {7};
  for (unsigned rounds = 1; rounds <= 24; rounds++) {
    uint64_t got[25], want[25];
    rng_fill(&r, got, sizeof got);
    memcpy(want, got, sizeof got);
    cr_assert_eq(kx_permute(got, rounds), KX_OK);
    reference_permute(want, rounds);
    cr_assert(memcmp(got, want, sizeof got) == 0, "%s: %u rounds", backend, rounds);
  }
}

Test(reference, every_backend_permutes_like_the_textbook_for_1_to_24_rounds) {
  for_each_backend(permutation_matches_reference, NULL);
}
