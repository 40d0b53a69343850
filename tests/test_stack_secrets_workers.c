/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* No leaf state is left on the stack of kx_set_threads' workers. A worker's
 * stack is gone when kx_update returns, but glibc keeps the stacks of joined
 * threads and gives them to the next threads it starts: a thread of this test
 * started after the update runs on the worker's old stack and searches it,
 * below its own frame, for the leaves' final states and the message's words
 * (also rotated). A thread started before the update zeroes that stack first,
 * so that only the worker can have written what is found.
 *
 * Reading below the stack pointer is outside what C defines: this test runs
 * in optimised builds without sanitizers or valgrind, as test_stack_secrets. A
 * plain program: Criterion's own threads would take the cached stacks. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccakx.h"
#include "support.h"

enum { SEARCHED_BYTES = 64 * 1024, CHUNK = 8192, CHUNKS = 161, LEAF_RATE = 168 };

#define NOINLINE __attribute__((noinline))
#define KEEP(buffer) __asm__ volatile("" : : "r"(buffer) : "memory")

static uint64_t *wanted;
static size_t wanted_count;

static int by_value(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static int is_wanted(uint64_t word) {
  if (!word) return 0; /* zeroed memory is everywhere */
  for (unsigned r = 0; r < 64; r++) {
    uint64_t rotated = r ? word << r | word >> (64 - r) : word;
    if (bsearch(&rotated, wanted, wanted_count, sizeof *wanted, by_value)) return 1;
  }
  return 0;
}

/* The message's words and, for every leaf (chunks 1.. of KangarooTwelve), the
 * rate lanes of its final state: TurboSHAKE128 of the chunk with D = 0x0B. */
static int want_words_and_leaves_of(const uint8_t *message) {
  size_t words = CHUNKS * CHUNK / 8, leaves = CHUNKS - 1;
  wanted = malloc((words + leaves * LEAF_RATE / 8) * sizeof *wanted);
  if (!wanted) return 0;
  memcpy(wanted, message, CHUNKS * CHUNK);
  wanted_count = words;
  for (size_t leaf = 1; leaf < CHUNKS; leaf++) {
    uint8_t state[LEAF_RATE];
    if (kx_turboshake(KX_TURBOSHAKE128, 0x0B, message + leaf * CHUNK, CHUNK, state, sizeof state)) return 0;
    memcpy(wanted + wanted_count, state, sizeof state);
    wanted_count += LEAF_RATE / 8;
  }
  qsort(wanted, wanted_count, sizeof *wanted, by_value);
  return 1;
}

static NOINLINE void *zero_own_stack(void *arg) {
  uint8_t area[SEARCHED_BYTES];
  memset(area, 0, sizeof area);
  KEEP(area);
  return arg;
}

static NOINLINE void *count_wanted_words_on_own_stack(void *found) {
  const uint8_t *top = (const uint8_t *)__builtin_frame_address(0) - 64;
  for (size_t offset = 0; offset < SEARCHED_BYTES; offset += 8)
    if (is_wanted(*(const volatile uint64_t *)(top - offset))) ++*(size_t *)found;
  return found;
}

static int run_thread(void *(*body)(void *), void *arg) {
  pthread_t t;
  return !pthread_create(&t, NULL, body, arg) && !pthread_join(t, NULL);
}

/* A two-thread KangarooTwelve update: the caller and one worker. */
static int hash_on_two_threads(const uint8_t *message) {
  kx_ctx c;
  uint8_t digest[32];
  int ok = !kx_init(&c, KX_KT128) && !kx_set_threads(&c, 2) && !kx_update(&c, message, CHUNKS * CHUNK) &&
           !kx_final(&c, digest, sizeof digest);
  kx_wipe(&c);
  return ok;
}

static int workers_leave_no_leaf_state_on_their_stacks_with(const char *backend) {
  static uint8_t message[CHUNKS * CHUNK];
  rng r = {0x5ec7e7u};
  rng_fill(&r, message, sizeof message);
  size_t found = 0;
  int ok = want_words_and_leaves_of(message) && !kx_use_backend(backend) && run_thread(zero_own_stack, NULL) &&
           hash_on_two_threads(message) && run_thread(count_wanted_words_on_own_stack, &found);
  free(wanted);
  if (found) fprintf(stderr, "  backend %s: %zu words of the message or a leaf state on a worker's stack\n", backend, found);
  return ok && !found;
}

int main(void) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  int ok = count >= 1;
  for (size_t i = 0; i < count; i++) ok &= workers_leave_no_leaf_state_on_their_stacks_with(names[i]);
  printf("%s: workers_leave_no_leaf_state_on_their_stacks\n", ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
