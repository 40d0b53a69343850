/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx-updates: the cost of one small kx_update (1 and 8 bytes) into the
 * tree modes (KT128, KT256, ParallelHash128 with B = 8192) against the same
 * updates into SHAKE128, and of kx_permute* per call.
 *
 *   keccakx-updates [--rounds N]
 *
 * Each round times 64 KiB of input fed in pieces into each contender, one
 * after the other, so a neighbour's burst slows all alike; the ratio printed
 * is the median of the per-round ratios to SHAKE128 (at most 1.5 is the goal),
 * the times the per-update medians. Not a test: nothing here fails on a slow
 * machine. */
#define _POSIX_C_SOURCE 200809L
#include <keccakx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "timing.h"

enum { INPUT = 64 * 1024, CONTENDERS = 4 };

static uint8_t input[INPUT];

static double now_ns(void) { return 1e9 * seconds_of(CLOCK_MONOTONIC); }

static void start(kx_ctx *ctx, int contender) {
  switch (contender) {
    case 0: kx_init(ctx, KX_SHAKE128); break;
    case 1: kx_init(ctx, KX_KT128); break;
    case 2: kx_init(ctx, KX_KT256); break;
    default: kx_init_parallelhash(ctx, KX_PARALLELHASH128, 8192, NULL, 0); break;
  }
}

/* Nanoseconds per update of `piece` bytes. */
static double time_updates(int contender, size_t piece) {
  kx_ctx ctx;
  uint8_t out[32];
  start(&ctx, contender);
  double t0 = now_ns();
  for (size_t at = 0; at + piece <= INPUT; at += piece) kx_update(&ctx, input + at, piece);
  double t1 = now_ns();
  kx_final(&ctx, out, 32);
  kx_wipe(&ctx);
  return (t1 - t0) / (double)(INPUT / piece);
}

static double median(const double *v, int n) { return timing_of(v, n).median; }

static void updates_row(size_t piece, int rounds) {
  static const char *names[CONTENDERS] = {"SHAKE128", "KT128", "KT256", "ParallelHash128"};
  static double times[CONTENDERS][MAX_ROUNDS], ratios[CONTENDERS][MAX_ROUNDS];
  for (int r = 0; r < rounds; r++)
    for (int c = 0; c < CONTENDERS; c++) {
      times[c][r] = time_updates(c, piece);
      ratios[c][r] = times[c][r] / times[0][r];
    }
  for (int c = 1; c < CONTENDERS; c++)
    printf("kx_update of %zu B  %-16s %7.1f ns, SHAKE128 %7.1f ns: %.2fx\n", piece, names[c],
           median(times[c], rounds), median(times[0], rounds), median(ratios[c], rounds));
}

static void permute_row(unsigned width, int rounds) {
  static uint64_t states[8][25];
  static double times[MAX_ROUNDS];
  enum { CALLS = 2000 };
  for (int r = 0; r < rounds; r++) {
    double t0 = now_ns();
    for (int i = 0; i < CALLS; i++) switch (width) {
        case 1: kx_permute(states[0], 24); break;
        case 2: kx_permute_x2((uint64_t(*)[25])states, 24); break;
        case 4: kx_permute_x4((uint64_t(*)[25])states, 24); break;
        default: kx_permute_x8(states, 24); break;
      }
    times[r] = (now_ns() - t0) / (double)CALLS;
  }
  printf("kx_permute x%u (%s)  %7.1f ns\n", width, kx_backend(width), median(times, rounds));
}

int main(int argc, char **argv) {
  int rounds = 31;
  if (argc == 3 && !strcmp(argv[1], "--rounds")) rounds = atoi(argv[2]);
  if (rounds < 1 || rounds > MAX_ROUNDS) {
    fprintf(stderr, "usage: keccakx-updates [--rounds 1..%d]\n", MAX_ROUNDS);
    return 2;
  }
  for (size_t i = 0; i < INPUT; i++) input[i] = (uint8_t)(i * 131 + 7);
  updates_row(1, rounds);
  updates_row(8, rounds);
  updates_row(8192, rounds);
  for (unsigned w = 1; w <= 8; w *= 2) permute_row(w, rounds);
  return 0;
}
