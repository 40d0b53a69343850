/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* SHAKE output read in any chunks equals one long read. */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

enum { STREAM = 3 * 168 + 11 };

static void squeeze_in_chunks(kx_alg alg, size_t chunk, uint8_t *out) {
  kx_ctx ctx;
  cr_assert_eq(kx_init(&ctx, alg), KX_OK);
  cr_assert_eq(kx_update(&ctx, "keccakx", 7), KX_OK);
  size_t first = chunk < STREAM ? chunk : STREAM;
  cr_assert_eq(kx_final(&ctx, out, first), KX_OK);
  for (size_t done = first; done < STREAM; done += chunk) {
    size_t take = STREAM - done < chunk ? STREAM - done : chunk;
    cr_assert_eq(kx_squeeze(&ctx, out + done, take), KX_OK);
  }
}

static void chunked_squeezes(const char *backend, void *unused) {
  (void)unused;
  static const kx_alg xofs[] = {KX_SHAKE128, KX_SHAKE256};
  for (size_t a = 0; a < 2; a++) {
    size_t rate = kx_rate(xofs[a]);
    size_t chunks[] = {1, 7, rate - 1, rate, rate + 1};
    uint8_t want[STREAM], got[STREAM];
    cr_assert_eq(kx_hash(xofs[a], "keccakx", 7, want, STREAM), KX_OK);
    for (size_t c = 0; c < 5; c++) {
      squeeze_in_chunks(xofs[a], chunks[c], got);
      cr_assert(memcmp(got, want, STREAM) == 0, "%s: %s in chunks of %zu", backend,
                kx_alg_name(xofs[a]), chunks[c]);
    }
  }
}

Test(xof, output_squeezed_in_any_chunks_equals_one_long_squeeze) { for_each_backend(chunked_squeezes, NULL); }

Test(xof, squeeze_without_final_starts_the_output_stream) {
  uint8_t want[100], got[100];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE256);
  kx_update(&ctx, "abc", 3);
  cr_assert_eq(kx_squeeze(&ctx, got, 40), KX_OK);
  cr_assert_eq(kx_squeeze(&ctx, got + 40, 60), KX_OK);
  kx_hash(KX_SHAKE256, "abc", 3, want, 100);
  cr_assert(memcmp(got, want, 100) == 0);
}

Test(xof, final_of_zero_bytes_then_squeeze_gives_the_stream_from_its_start) {
  uint8_t want[64], got[64];
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE128);
  cr_assert_eq(kx_final(&ctx, NULL, 0), KX_OK);
  cr_assert_eq(kx_squeeze(&ctx, got, 64), KX_OK);
  kx_hash(KX_SHAKE128, NULL, 0, want, 64);
  cr_assert(memcmp(got, want, 64) == 0);
}

Test(xof, a_shorter_output_is_a_prefix_of_a_longer_one) {
  uint8_t short_out[20], long_out[300];
  kx_hash(KX_SHAKE128, "x", 1, short_out, sizeof short_out);
  kx_hash(KX_SHAKE128, "x", 1, long_out, sizeof long_out);
  cr_assert(memcmp(short_out, long_out, sizeof short_out) == 0);
}
