/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Numbers that are ABI: programs compiled against an older header rely on
 * them, so a change here must be deliberate (and bump KX_VERSION_MAJOR). */
#include <criterion/criterion.h>

#include "support.h"

/* 256 bytes in version 0; 512 since version 1, for the tree modes. */
Test(abi, the_context_is_512_bytes_aligned_like_uint64) {
  cr_assert_eq(sizeof(kx_ctx), 512);
  cr_assert_eq(KX_CTX_WORDS, 64);
  cr_assert_eq(_Alignof(kx_ctx), _Alignof(uint64_t));
}

Test(abi, the_multi_stream_context_is_1664_bytes_for_up_to_8_streams) {
  cr_assert_eq(KX_MULTI_MAX, 8);
  cr_assert_eq(KX_MULTI_CTX_WORDS, 208);
  cr_assert_eq(sizeof(kx_multi_ctx), 1664);
  cr_assert_eq(_Alignof(kx_multi_ctx), _Alignof(uint64_t));
}

Test(abi, algorithm_numbers_never_change) {
  cr_assert_eq(KX_KECCAK_224, 1);
  cr_assert_eq(KX_KECCAK_256, 2);
  cr_assert_eq(KX_KECCAK_384, 3);
  cr_assert_eq(KX_KECCAK_512, 4);
  cr_assert_eq(KX_SHA3_224, 5);
  cr_assert_eq(KX_SHA3_256, 6);
  cr_assert_eq(KX_SHA3_384, 7);
  cr_assert_eq(KX_SHA3_512, 8);
  cr_assert_eq(KX_SHAKE128, 9);
  cr_assert_eq(KX_SHAKE256, 10);
  cr_assert_eq(KX_TURBOSHAKE128, 11);
  cr_assert_eq(KX_TURBOSHAKE256, 12);
  cr_assert_eq(KX_KT128, 13);
  cr_assert_eq(KX_KT256, 14);
  cr_assert_eq(KX_CSHAKE128, 15);
  cr_assert_eq(KX_CSHAKE256, 16);
  cr_assert_eq(KX_KMAC128, 17);
  cr_assert_eq(KX_KMAC256, 18);
  cr_assert_eq(KX_KMACXOF128, 19);
  cr_assert_eq(KX_KMACXOF256, 20);
  cr_assert_eq(KX_TUPLEHASH128, 21);
  cr_assert_eq(KX_TUPLEHASH256, 22);
  cr_assert_eq(KX_TUPLEHASHXOF128, 23);
  cr_assert_eq(KX_TUPLEHASHXOF256, 24);
  cr_assert_eq(KX_PARALLELHASH128, 25);
  cr_assert_eq(KX_PARALLELHASH256, 26);
  cr_assert_eq(KX_PARALLELHASHXOF128, 27);
  cr_assert_eq(KX_PARALLELHASHXOF256, 28);
}

Test(abi, error_codes_never_change) {
  cr_assert_eq(KX_OK, 0);
  cr_assert_eq(KX_ERR_NULL_POINTER, -1);
  cr_assert_eq(KX_ERR_BAD_ALGORITHM, -2);
  cr_assert_eq(KX_ERR_BAD_LENGTH, -3);
  cr_assert_eq(KX_ERR_FINALIZED, -4);
  cr_assert_eq(KX_ERR_NOT_XOF, -5);
  cr_assert_eq(KX_ERR_UNKNOWN_BACKEND, -6);
  cr_assert_eq(KX_ERR_UNSUPPORTED_BACKEND, -7);
  cr_assert_eq(KX_ERR_BAD_ROUNDS, -8);
  cr_assert_eq(KX_ERR_UNINITIALIZED, -9);
  cr_assert_eq(KX_ERR_BAD_STATE, -10);
  cr_assert_eq(KX_ERR_BAD_PARAMETER, -11);
  cr_assert_eq(KX_ERR_OUT_OF_MEMORY, -12);
  cr_assert_eq(KX_ERR_NULL_TRIE, -13);
  cr_assert_eq(KX_ERR_TRIE_KEY_ORDER, -14);
  cr_assert_eq(KX_ERR_TRIE_KEY_REPEATED, -15);
  cr_assert_eq(KX_ERR_TRIE_EMPTY_VALUE, -16);
}

Test(abi, a_saved_context_is_204_bytes) { cr_assert_eq(KX_EXPORT_BYTES, 204); }

Test(abi, algorithm_parameters_are_those_of_fips_202) {
  static const size_t rates[] = {144, 136, 104, 72, 144, 136, 104, 72, 168, 136};
  static const size_t sizes[] = {28, 32, 48, 64, 28, 32, 48, 64, 0, 0};
  static const char *const names[] = {"keccak-224", "keccak-256", "keccak-384", "keccak-512", "sha3-224",
                                      "sha3-256",   "sha3-384",   "sha3-512",   "shake128",   "shake256"};
  for (int i = 0; i < ALG_COUNT; i++) {
    cr_assert_eq(kx_rate(all_algs[i]), rates[i]);
    cr_assert_eq(kx_digest_size(all_algs[i]), sizes[i]);
    cr_assert_str_eq(kx_alg_name(all_algs[i]), names[i]);
  }
}

Test(abi, mode_parameters_are_those_of_rfc_9861_and_sp_800_185) {
  static const char *const names[] = {
      "turboshake128",   "turboshake256",   "kt128",           "kt256",           "cshake128",
      "cshake256",       "kmac128",         "kmac256",         "kmacxof128",      "kmacxof256",
      "tuplehash128",    "tuplehash256",    "tuplehashxof128", "tuplehashxof256", "parallelhash128",
      "parallelhash256", "parallelhashxof128", "parallelhashxof256"};
  for (int alg = KX_TURBOSHAKE128; alg <= KX_PARALLELHASHXOF256; alg++) {
    cr_assert_eq(kx_rate((kx_alg)alg), alg % 2 ? 168 : 136, "%d", alg);
    cr_assert_eq(kx_digest_size((kx_alg)alg), 0, "any output length: %d", alg);
    cr_assert_str_eq(kx_alg_name((kx_alg)alg), names[alg - KX_TURBOSHAKE128]);
  }
}

Test(abi, the_library_version_is_the_header_version) { cr_assert_str_eq(kx_version(), KX_VERSION_STRING); }
