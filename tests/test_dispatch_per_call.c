/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The promise of kx_use_backend: a call in flight finishes on the backend it
 * started with. Two spy records stand in for two backends; the first one's
 * first permutation publishes the second as the active record, as another
 * thread's kx_use_backend would at that moment. Every later permutation of
 * the same call must still be the first record's, and the next call the
 * second's. */
#include <criterion/criterion.h>
#include <string.h>

#include "dispatch.h"
#include "support.h"

extern const kx_backend_def kx_backend_generic;

static unsigned first_calls, second_calls;
static int switch_pending;
static const kx_dispatch *second_record_ptr;

static void permute_generic(uint64_t *states, unsigned width, unsigned rounds) {
  for (unsigned j = 0; j < width; j++) kx_backend_generic.permute[0](states + 25 * j, rounds);
}

static void on_first(uint64_t *states, unsigned width, unsigned rounds) {
  first_calls++;
  if (switch_pending) {
    switch_pending = 0;
    atomic_store(&kx_active_dispatch, second_record_ptr);
  }
  permute_generic(states, width, rounds);
}

static void first_x1(uint64_t *states, unsigned rounds) { on_first(states, 1, rounds); }
static void first_x2(uint64_t *states, unsigned rounds) { on_first(states, 2, rounds); }
static void second_x1(uint64_t *states, unsigned rounds) { second_calls++, permute_generic(states, 1, rounds); }
static void second_x2(uint64_t *states, unsigned rounds) { second_calls++, permute_generic(states, 2, rounds); }

static const kx_backend_def first_backend = {.name = "first", .permute = {first_x1, first_x2}};
static const kx_backend_def second_backend = {.name = "second", .permute = {second_x1, second_x2}};

/* One- and two-state kernels; two at a time for widths 4 and 8, and batches of two. */
static kx_dispatch spy_record(const kx_backend_def *b) {
  kx_dispatch d = {.batch_width = 2};
  d.kernel[0] = (kx_kernel){b->permute[0], 1, b};
  for (unsigned w = 1; w < KX_WIDTH_COUNT; w++) d.kernel[w] = (kx_kernel){b->permute[1], 2, b};
  return d;
}

static kx_dispatch first_record, second_record;

/* Makes the first record active, primed to switch to the second at its first permutation. */
static void start_on_first(void) {
  kx_backend(1); /* the library's own initialisation, done before the spies take over */
  first_record = spy_record(&first_backend);
  second_record = spy_record(&second_backend);
  second_record_ptr = &second_record;
  first_calls = second_calls = 0;
  switch_pending = 1;
  atomic_store(&kx_active_dispatch, &first_record);
}

static void assert_one_record_and_the_switch_seen_later(unsigned (*call)(void)) {
  start_on_first();
  unsigned permutations = call();
  cr_assert_eq(second_calls, 0, "the call switched backends midway");
  cr_assert_geq(first_calls, permutations, "the call did not start on the active record");
  call();
  cr_assert_gt(second_calls, 0, "the next call did not see the switch");
}

/* Each call below returns how many permutations it runs at least. */
static uint8_t message[3 * 168 + 5];
static uint8_t out[3 * 168 + 7];

static unsigned final_with_long_output(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE128);
  kx_update(&ctx, message, 10);
  kx_final(&ctx, out, sizeof out);
  return 4;
}

static unsigned squeeze_that_ends_the_input(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHAKE256);
  kx_squeeze(&ctx, out, sizeof out);
  return 4;
}

static unsigned update_of_several_blocks(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_SHA3_256);
  kx_update(&ctx, message, sizeof message);
  return 3;
}

static unsigned hash_of_several_blocks_and_long_output(void) {
  kx_hash(KX_SHAKE128, message, sizeof message, out, sizeof out);
  return 7;
}

static unsigned keccak256_of_several_blocks(void) {
  uint8_t digest[32];
  kx_keccak256(message, sizeof message, digest);
  return 4;
}

static unsigned hash_many_of_single_blocks_with_a_tail(void) {
  const void *in[3] = {message, message + 1, message + 2};
  size_t inlen[3] = {1, 2, 3};
  kx_hash_many(KX_SHA3_256, 3, in, inlen, out, 32);
  return 2;
}

static unsigned hash_many_of_long_messages(void) {
  const void *in[3] = {message, message + 1, message + 2};
  size_t inlen[3] = {400, 300, 20};
  kx_hash_many(KX_SHAKE128, 3, in, inlen, out, 100);
  return 3;
}

static unsigned permute_eight_states(void) {
  static uint64_t states[8][25];
  kx_permute_x8(states, 24);
  return 4;
}

/* ---- the modes (core/modes/) ---- */

static uint8_t chunks[2 * 8192 + 5];

static unsigned turboshake_of_several_blocks_and_long_output(void) {
  kx_turboshake(KX_TURBOSHAKE128, 0x1F, message, sizeof message, out, sizeof out);
  return 6;
}

static unsigned kangarootwelve_of_three_chunks(void) {
  kx_kangarootwelve(KX_KT128, message, 10, chunks, sizeof chunks, out, 32);
  return 48 + 2 * 49 / 2; /* the first chunk in the final node, then leaves two at a time */
}

static unsigned kangarootwelve_final_of_a_stream(void) {
  kx_ctx ctx;
  kx_init(&ctx, KX_KT128);
  kx_update(&ctx, chunks, 100); /* less than a block: the update permutes nothing */
  kx_kangarootwelve_final(&ctx, message, sizeof message, out, sizeof out);
  return 6;
}

static unsigned kmac_of_several_blocks(void) {
  kx_kmac(KX_KMAC128, message, 32, message, 20, message, sizeof message, out, 64);
  return 5;
}

static unsigned tuplehash_of_three_strings(void) {
  const void *in[3] = {message, message + 1, message + 2};
  size_t inlen[3] = {400, 300, 20};
  kx_tuplehash(KX_TUPLEHASH256, message, 7, 3, in, inlen, out, 64);
  return 5;
}

static unsigned parallelhash_of_five_blocks(void) {
  kx_parallelhash(KX_PARALLELHASH128, 100, message, 7, message, sizeof message, out, 64);
  return 4;
}

static unsigned multi_squeeze_of_several_blocks(void) {
  kx_multi_ctx ctx;
  void *outs[3] = {out, out + 168, out + 336};
  kx_multi_init(&ctx, KX_SHAKE128, 3);
  kx_multi_squeeze(&ctx, outs, 168 + 1);
  return 2;
}

Test(dispatch_per_call, kx_turboshake_absorbs_and_squeezes_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(turboshake_of_several_blocks_and_long_output);
}

Test(dispatch_per_call, kx_kangarootwelve_hashes_its_final_node_and_leaves_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(kangarootwelve_of_three_chunks);
}

Test(dispatch_per_call, kx_kangarootwelve_final_ends_the_tree_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(kangarootwelve_final_of_a_stream);
}

Test(dispatch_per_call, kx_kmac_absorbs_its_key_and_message_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(kmac_of_several_blocks);
}

Test(dispatch_per_call, kx_tuplehash_absorbs_every_string_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(tuplehash_of_three_strings);
}

Test(dispatch_per_call, kx_parallelhash_hashes_its_blocks_and_final_node_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(parallelhash_of_five_blocks);
}

Test(dispatch_per_call, kx_multi_squeeze_permutes_every_group_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(multi_squeeze_of_several_blocks);
}

Test(dispatch_per_call, kx_final_squeezes_on_the_backend_it_padded_with) {
  assert_one_record_and_the_switch_seen_later(final_with_long_output);
}

Test(dispatch_per_call, kx_squeeze_squeezes_on_the_backend_that_ended_the_input) {
  assert_one_record_and_the_switch_seen_later(squeeze_that_ends_the_input);
}

Test(dispatch_per_call, kx_update_absorbs_every_block_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(update_of_several_blocks);
}

Test(dispatch_per_call, kx_hash_absorbs_and_squeezes_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(hash_of_several_blocks_and_long_output);
}

Test(dispatch_per_call, kx_keccak256_absorbs_every_block_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(keccak256_of_several_blocks);
}

Test(dispatch_per_call, kx_hash_many_hashes_its_last_messages_on_the_backend_of_its_first) {
  assert_one_record_and_the_switch_seen_later(hash_many_of_single_blocks_with_a_tail);
}

Test(dispatch_per_call, kx_hash_many_runs_a_whole_batch_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(hash_many_of_long_messages);
}

Test(dispatch_per_call, kx_permute_x8_runs_every_kernel_call_on_one_backend) {
  assert_one_record_and_the_switch_seen_later(permute_eight_states);
}

static void digest_of_each_entry_point(uint8_t *digests) {
  const void *in[3] = {message, message + 1, message + 2};
  size_t inlen[3] = {400, 300, 20};
  kx_hash(KX_SHAKE128, message, sizeof message, digests, 64);
  kx_keccak256(message, sizeof message, digests + 64);
  kx_hash_many(KX_SHAKE128, 3, in, inlen, digests + 96, 64);
}

Test(dispatch_per_call, the_spies_compute_what_the_library_computes) {
  uint8_t expected[96 + 3 * 64], seen[96 + 3 * 64];
  for (size_t i = 0; i < sizeof message; i++) message[i] = (uint8_t)(i * 7 + 1);
  digest_of_each_entry_point(expected);
  start_on_first();
  digest_of_each_entry_point(seen);
  cr_assert(memcmp(seen, expected, sizeof seen) == 0);
}
