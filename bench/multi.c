/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx-multi: many-stream SHAKE (kx_multi_*) against the same streams
 * hashed one kx_ctx at a time, on the workloads of post-quantum schemes:
 *
 *   ML-KEM-768 matrix  9 SHAKE128 streams, each absorbing a 34-byte seed||i||j
 *                      and squeezing 3 blocks (504 B): kx_multi with 8 + 1 streams,
 *                      squeezed together (kx_multi_squeeze_pair)
 *   ML-DSA-65 matrix   30 SHAKE128 streams of 5 blocks (840 B): 8 + 8 + 8 + 6
 *   squeeze 3 blocks   8 streams already absorbed: kx_multi_squeeze of 504 B
 *                      against a dedicated squeezeblocks loop (kx_permute_x8 on
 *                      8 canonical states, then 168 bytes copied per stream)
 *
 * for the automatic choice and every backend this CPU runs, forced in turn.
 *
 *   keccakx-multi [--rounds N] [--quick] [--csv FILE]
 *
 * Each round runs both contenders of a row for about 0.2 ms each, one after
 * the other, so a neighbour's burst slows both alike; the ratio printed is the
 * median of the per-round ratios (single-stream time / kx_multi time: above 1
 * means kx_multi is faster), the times the medians of the rounds. --csv
 * writes the lines that bench/run_all.py puts in docs/benchmarks.md. Not a
 * test: nothing here fails on a slow machine. */
#define _POSIX_C_SOURCE 200809L
#include <keccakx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "timing.h"

enum { MAX_STREAMS = 30, SHAKE128_RATE = 168 };

typedef struct workload {
  const char *name;
  unsigned streams;
  size_t seed_len, out_len;
} workload;

static const workload mlkem768 = {"ML-KEM-768 matrix (9 x 504 B)", 9, 34, 3 * SHAKE128_RATE};
static const workload mldsa65 = {"ML-DSA-65 matrix (30 x 840 B)", 30, 34, 5 * SHAKE128_RATE};
static const workload squeeze3 = {"squeeze 3 blocks of 8 streams", 8, 0, 3 * SHAKE128_RATE};

static uint8_t seeds[MAX_STREAMS][34];
static uint8_t outputs[MAX_STREAMS][5 * SHAKE128_RATE];
static volatile uint8_t sink;

/* ---- the contenders: one call is the whole workload ---- */

typedef void run_fn(const workload *w);

static void single_streams(const workload *w) {
  for (unsigned i = 0; i < w->streams; i++) {
    kx_ctx ctx;
    kx_init(&ctx, KX_SHAKE128);
    kx_update(&ctx, seeds[i], w->seed_len);
    kx_squeeze(&ctx, outputs[i], w->out_len);
  }
  sink ^= outputs[w->streams - 1][0];
}

/* Contexts of 8 streams, and one of the rest; a last one of a single stream
 * squeezes together with the one before it. */
static void multi_streams(const workload *w) {
  enum { GROUPS = (MAX_STREAMS + KX_MULTI_MAX - 1) / KX_MULTI_MAX };
  kx_multi_ctx ctx[GROUPS];
  void *out[GROUPS][KX_MULTI_MAX];
  unsigned groups = 0, last_n = 0;
  for (unsigned first = 0; first < w->streams; first += KX_MULTI_MAX, groups++) {
    last_n = w->streams - first < KX_MULTI_MAX ? w->streams - first : KX_MULTI_MAX;
    const void *in[KX_MULTI_MAX];
    for (unsigned i = 0; i < last_n; i++) in[i] = seeds[first + i], out[groups][i] = outputs[first + i];
    kx_multi_init(&ctx[groups], KX_SHAKE128, last_n);
    kx_multi_update(&ctx[groups], in, w->seed_len);
  }
  unsigned single = groups > 1 && last_n == 1;
  for (unsigned g = 0; g < groups - 2 * single; g++) kx_multi_squeeze(&ctx[g], out[g], w->out_len);
  if (single) kx_multi_squeeze_pair(&ctx[groups - 2], out[groups - 2], &ctx[groups - 1], out[groups - 1], w->out_len);
  sink ^= outputs[w->streams - 1][0];
}

static kx_multi_ctx squeezing;
static uint64_t dedicated_states[8][25];

static void multi_squeeze_blocks(const workload *w) {
  (void)w;
  void *out[8];
  for (unsigned i = 0; i < 8; i++) out[i] = outputs[i];
  kx_multi_squeeze(&squeezing, out, 3 * SHAKE128_RATE);
  sink ^= outputs[7][0];
}

/* What a scheme that carries its own 8-way SHAKE does per block. */
static void dedicated_squeeze_blocks(const workload *w) {
  (void)w;
  for (unsigned block = 0; block < 3; block++) {
    kx_permute_x8(dedicated_states, 24);
    for (unsigned i = 0; i < 8; i++) memcpy(outputs[i] + block * SHAKE128_RATE, dedicated_states[i], SHAKE128_RATE);
  }
  sink ^= outputs[7][0];
}

/* ---- timing ---- */

/* Seconds per call of `run`, over `calls` calls. */
static double time_calls(run_fn *run, const workload *w, long calls) {
  double start = seconds_of(CLOCK_MONOTONIC);
  for (long i = 0; i < calls; i++) run(w);
  return (seconds_of(CLOCK_MONOTONIC) - start) / (double)calls;
}

static long calls_for(run_fn *run, const workload *w, double seconds) {
  long calls = 1;
  while (calls < (1L << 30) && time_calls(run, w, calls) * (double)calls < seconds) calls *= 2;
  return calls;
}

static FILE *csv;

/* The CSV line of bench/keccakx_vs_openssl.c, which bench/run_all.py reads:
 * section,what,contender,size,ns_per_call,mb_per_s,ratio,ns_q1,ns_q3 (size:
 * output bytes per call, ratio: to the incumbent's median). */
static void csv_line(const char *what, const char *contender, const char *backend, size_t bytes, timing t,
                     double ratio) {
  if (!csv) return;
  fprintf(csv, "multi,%s,%s/%s,%zu,%.2f,%.2f,%.4f,%.2f,%.2f\n", what, contender, backend, bytes, t.median * 1e9,
          (double)bytes / t.median / 1e6, ratio, t.q1 * 1e9, t.q3 * 1e9);
}

/* Times `incumbent` and `multi` in alternation; prints one row. */
static void compare(const char *backend, const char *what, const workload *w, const char *incumbent_name,
                    run_fn *incumbent, run_fn *multi, int rounds) {
  static double incumbent_times[MAX_ROUNDS], multi_times[MAX_ROUNDS], ratios[MAX_ROUNDS];
  long incumbent_calls = calls_for(incumbent, w, 2e-4), multi_calls = calls_for(multi, w, 2e-4);
  for (int r = 0; r < rounds; r++) {
    incumbent_times[r] = time_calls(incumbent, w, incumbent_calls);
    multi_times[r] = time_calls(multi, w, multi_calls);
    ratios[r] = incumbent_times[r] / multi_times[r];
  }
  timing theirs = timing_of(incumbent_times, rounds), ours = timing_of(multi_times, rounds);
  double ratio = timing_of(ratios, rounds).median;
  printf("| %s | `%s` | %.0f ns | %.0f ns | **%.2fx** |\n", w->name, backend, 1e9 * theirs.median, 1e9 * ours.median,
         ratio);
  fflush(stdout);
  size_t bytes = (size_t)w->streams * w->out_len;
  csv_line(what, incumbent_name, backend, bytes, theirs, 1);
  csv_line(what, "kx_multi", backend, bytes, ours, ratio);
}

static void bench_backend(const char *backend, int rounds) {
  if (kx_use_backend(backend) != KX_OK) return;
  compare(backend, "ml-kem-768", &mlkem768, "single", single_streams, multi_streams, rounds);
  compare(backend, "ml-dsa-65", &mldsa65, "single", single_streams, multi_streams, rounds);
  kx_multi_init(&squeezing, KX_SHAKE128, 8);
  compare(backend, "squeeze", &squeeze3, "dedicated", dedicated_squeeze_blocks, multi_squeeze_blocks, rounds);
}

static int usage(void) {
  fprintf(stderr, "usage: keccakx-multi [--rounds N] [--quick] [--csv FILE]\n");
  return 2;
}

int main(int argc, char **argv) {
  int rounds = 101;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
      rounds = atoi(argv[++i]);
      if (rounds < 1 || rounds > MAX_ROUNDS) return usage();
    } else if (strcmp(argv[i], "--quick") == 0) {
      rounds = 3;
    } else if (strcmp(argv[i], "--csv") == 0 && i + 1 < argc) {
      csv = fopen(argv[++i], "w");
      if (!csv) {
        perror(argv[i]);
        return 1;
      }
      fprintf(csv, "section,what,contender,size,ns_per_call,mb_per_s,ratio,ns_q1,ns_q3\n");
    } else {
      return usage();
    }
  }
  for (unsigned i = 0; i < MAX_STREAMS; i++) {
    for (unsigned k = 0; k < 32; k++) seeds[i][k] = (uint8_t)(7 * k + 1);
    seeds[i][32] = (uint8_t)(i % 5), seeds[i][33] = (uint8_t)(i / 5);
  }
  const char *names[16];
  size_t count = kx_backends(names, 16);
  printf("%d rounds; ratio = single kx_ctx streams / kx_multi (the incumbent / keccakx)\n\n", rounds);
  printf("| workload | backend | incumbent | kx_multi | ratio |\n|---|---|---|---|---|\n");
  bench_backend("auto", rounds);
  for (size_t b = 0; b < count && b < 16; b++) bench_backend(names[b], rounds);
  kx_use_backend("auto");
  if (csv) fclose(csv);
  return 0;
}
