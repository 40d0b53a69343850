/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx-threads: one large input hashed on several threads (kx_set_threads),
 * KT128 and ParallelHash128 (B = 8192) of 64 MiB, against the same hash on one
 * thread, and the quantities that bound what more cores would give:
 *
 *   read          one core reading the input (a sum of its words): the memory
 *                 bandwidth one thread of the hash can have
 *   final node    the chaining values of every leaf absorbed on one thread
 *                 (TurboSHAKE128 for KT128, SHAKE128 for ParallelHash128, of
 *                 32 bytes per leaf): the serial share of the hash
 *   thread start  pthread_create and pthread_join of a thread that does nothing
 *
 *   keccakx-threads [--rounds N] [--quick] [--bytes N] [--csv FILE]
 *
 *   independent   for each count N > 1, N threads that each hash their own
 *                 1/N of the input as a KT128 of its own (nothing shared: each
 *                 part's final node on its own thread), against one thread's
 *                 KT128 of the whole: their CPU time is what N busy cores
 *                 cost this machine without any sharing
 *
 * Thread counts: 1, 2, the powers of two below the processors online, and
 * that number ("all"). Each round hashes the input once per algorithm and
 * thread count, one after the other, so a neighbour's burst slows them alike;
 * the speed-up printed is the median of the per-round ratios (one thread's
 * time / this count's time), the times the medians of the rounds, the CPU
 * time the process's (every thread's) median. Each digest is compared with
 * the one-thread digest. --csv writes the lines bench/run_all.py reports.
 * Not a test: nothing here fails on a slow machine. */
#define _POSIX_C_SOURCE 200809L
#include <keccakx.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "timing.h"

enum { MAX_COUNTS = 16, MAX_THREADS = 256, LEAF = 8192, CHAINING_VALUE = 32, DIGEST = 32 };

typedef enum { KT128, PARALLELHASH128, ALGORITHMS } algorithm;

static const char *const algorithm_names[ALGORITHMS] = {"kt128", "parallelhash128"};

static uint8_t *input;
static size_t input_bytes = (size_t)64 << 20;
static volatile uint64_t sink;

/* ---- the hashes ---- */

static void hash(algorithm a, unsigned threads, uint8_t out[DIGEST]) {
  kx_ctx ctx;
  int rc = a == KT128 ? kx_init(&ctx, KX_KT128) : kx_init_parallelhash(&ctx, KX_PARALLELHASH128, LEAF, NULL, 0);
  if (rc == KX_OK) rc = kx_set_threads(&ctx, threads);
  if (rc == KX_OK) rc = kx_update(&ctx, input, input_bytes);
  if (rc == KX_OK) rc = a == KT128 ? kx_kangarootwelve_final(&ctx, NULL, 0, out, DIGEST) : kx_final(&ctx, out, DIGEST);
  if (rc != KX_OK) {
    fprintf(stderr, "keccakx-threads: %s\n", kx_strerror(rc));
    exit(1);
  }
}

/* The final node's work for this input: one chaining value per leaf. */
static void final_node(algorithm a) {
  uint8_t out[DIGEST];
  size_t bytes = input_bytes / LEAF * CHAINING_VALUE;
  if (a == KT128)
    kx_turboshake(KX_TURBOSHAKE128, 0x06, input, bytes, out, DIGEST);
  else
    kx_hash(KX_SHAKE128, input, bytes, out, DIGEST);
  sink ^= out[0];
}

static void read_input(void) {
  const uint64_t *words = (const uint64_t *)(const void *)input;
  uint64_t a = 0, b = 0, c = 0, d = 0;
  for (size_t i = 0; i + 4 <= input_bytes / 8; i += 4) a += words[i], b += words[i + 1], c += words[i + 2], d += words[i + 3];
  sink ^= a ^ b ^ c ^ d;
}

static void *nothing(void *arg) { return arg; }

/* Part `index` of `parts` of the input, as a KT128 of its own: its digest's
 * first byte is kept for the sink, which only the starting thread touches. */
typedef struct {
  size_t index, parts;
  uint8_t first_byte;
} part;

static void *hash_part(void *arg) {
  part *p = arg;
  size_t size = input_bytes / p->parts;
  uint8_t out[DIGEST];
  kx_hash(KX_KT128, input + p->index * size, size, out, DIGEST);
  p->first_byte = out[0];
  return NULL;
}

/* The input cut into `threads` parts hashed on as many threads at once. */
static void hash_independent_parts(unsigned threads) {
  pthread_t started[MAX_THREADS];
  part parts[MAX_THREADS];
  int ok[MAX_THREADS];
  for (unsigned i = 1; i < threads; i++) {
    parts[i] = (part){i, threads, 0};
    ok[i] = pthread_create(&started[i], NULL, hash_part, &parts[i]) == 0;
  }
  parts[0] = (part){0, threads, 0};
  hash_part(&parts[0]);
  for (unsigned i = 1; i < threads; i++) {
    if (ok[i])
      pthread_join(started[i], NULL);
    else
      hash_part(&parts[i]);
  }
  for (unsigned i = 0; i < threads; i++) sink ^= parts[i].first_byte;
}

static void start_and_join_thread(void) {
  pthread_t thread;
  if (pthread_create(&thread, NULL, nothing, NULL) == 0) pthread_join(thread, NULL);
}

static FILE *csv;

/* ratio: the median of the round-by-round ratios; ratio_fastest: the fastest
 * round of one thread against this contender's fastest, the least disturbed. */
static void csv_line(const char *what, unsigned threads, size_t bytes, timing wall, double ratio, double cpu,
                     double ratio_fastest) {
  if (csv)
    fprintf(csv, "threads,%s,%u,%zu,%.0f,%.2f,%.4f,%.0f,%.0f,%.0f,%.4f\n", what, threads, bytes, wall.median * 1e9,
            (double)bytes / wall.median / 1e6, ratio, wall.q1 * 1e9, wall.q3 * 1e9, cpu * 1e9, ratio_fastest);
}

/* ---- the runs ---- */

static unsigned counts[MAX_COUNTS];
static int count_of_counts;

static void choose_counts(unsigned online) {
  counts[count_of_counts++] = 1;
  for (unsigned n = 2; n < online && count_of_counts < MAX_COUNTS - 1; n *= 2) counts[count_of_counts++] = n;
  counts[count_of_counts++] = online > 2 ? online : 2;
}

/* Samples of one contender: seconds of wall-clock and CPU time per round, and
 * the ratio of one thread's KT128 (or this algorithm's) to it. */
typedef struct {
  double wall[MAX_ROUNDS], cpu[MAX_ROUNDS], ratio[MAX_ROUNDS];
} samples;

static void report_samples(const char *what, unsigned threads, const samples *s, const samples *one_thread,
                           int rounds) {
  timing t = timing_of(s->wall, rounds), speed_up = timing_of(s->ratio, rounds);
  double cpu_time = timing_of(s->cpu, rounds).median;
  double fastest = timing_of(one_thread->wall, rounds).fastest / t.fastest;
  printf("%-18s %3u threads  %8.2f ms  %7.0f MB/s  %5.2fx one thread (fastest rounds %5.2fx)  CPU %8.2f ms\n", what,
         threads, t.median * 1e3, (double)input_bytes / t.median / 1e6, speed_up.median, fastest, cpu_time * 1e3);
  csv_line(what, threads, input_bytes, t, speed_up.median, cpu_time, fastest);
}

static void run_threads(int rounds) {
  static samples hashes[ALGORITHMS][MAX_COUNTS], independent[MAX_COUNTS];
  uint8_t one[ALGORITHMS][DIGEST], out[DIGEST];
  for (int a = 0; a < ALGORITHMS; a++) hash((algorithm)a, 1, one[a]); /* also brings the input into memory */
  for (int r = 0; r < rounds; r++) {
    for (int a = 0; a < ALGORITHMS; a++)
      for (int c = 0; c < count_of_counts; c++) {
        samples *s = &hashes[a][c];
        double w0 = seconds_of(CLOCK_MONOTONIC), c0 = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
        hash((algorithm)a, counts[c], out);
        s->cpu[r] = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - c0;
        s->wall[r] = seconds_of(CLOCK_MONOTONIC) - w0;
        s->ratio[r] = hashes[a][0].wall[r] / s->wall[r];
        if (memcmp(out, one[a], DIGEST) != 0) {
          fprintf(stderr, "keccakx-threads: %s on %u threads differs from one thread\n", algorithm_names[a], counts[c]);
          exit(1);
        }
      }
    for (int c = 1; c < count_of_counts; c++) {
      samples *s = &independent[c];
      double w0 = seconds_of(CLOCK_MONOTONIC), c0 = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
      hash_independent_parts(counts[c]);
      s->cpu[r] = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - c0;
      s->wall[r] = seconds_of(CLOCK_MONOTONIC) - w0;
      s->ratio[r] = hashes[KT128][0].wall[r] / s->wall[r];
    }
  }
  for (int a = 0; a < ALGORITHMS; a++)
    for (int c = 0; c < count_of_counts; c++)
      report_samples(algorithm_names[a], counts[c], &hashes[a][c], &hashes[a][0], rounds);
  for (int c = 1; c < count_of_counts; c++)
    report_samples("kt128-independent", counts[c], &independent[c], &hashes[KT128][0], rounds);
}

typedef void action(void);

static timing time_rounds(action *act, int rounds, int repeat) {
  double round_seconds[MAX_ROUNDS];
  for (int r = 0; r < rounds; r++) {
    double start = seconds_of(CLOCK_MONOTONIC);
    for (int i = 0; i < repeat; i++) act();
    round_seconds[r] = (seconds_of(CLOCK_MONOTONIC) - start) / repeat;
  }
  return timing_of(round_seconds, rounds);
}

static void final_node_kt128(void) { final_node(KT128); }
static void final_node_parallelhash128(void) { final_node(PARALLELHASH128); }

static void run_bounds(int rounds) {
  timing read = time_rounds(read_input, rounds, 1);
  printf("read by one core %27.2f ms  %7.0f MB/s\n", read.median * 1e3, (double)input_bytes / read.median / 1e6);
  csv_line("read", 1, input_bytes, read, 1, read.median, 1);
  action *finals[ALGORITHMS] = {final_node_kt128, final_node_parallelhash128};
  for (int a = 0; a < ALGORITHMS; a++) {
    timing t = time_rounds(finals[a], rounds, 1);
    printf("final node of %-15s %14.3f ms (%zu chaining values)\n", algorithm_names[a], t.median * 1e3,
           input_bytes / LEAF);
    char what[64];
    snprintf(what, sizeof what, "final-node-%s", algorithm_names[a]);
    csv_line(what, 1, input_bytes, t, 1, t.median, 1);
  }
  timing start = time_rounds(start_and_join_thread, rounds, 50);
  printf("thread start and join %22.1f us\n", start.median * 1e6);
  csv_line("thread-start", 1, 0, start, 1, start.median, 1);
}

static int usage(void) {
  fprintf(stderr, "usage: keccakx-threads [--rounds N] [--quick] [--bytes N] [--csv FILE]\n");
  return 2;
}

int main(int argc, char **argv) {
  int rounds = 21;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
      rounds = atoi(argv[++i]);
      if (rounds < 1 || rounds > MAX_ROUNDS) return usage();
    } else if (strcmp(argv[i], "--quick") == 0) {
      rounds = 3, input_bytes = (size_t)8 << 20;
    } else if (strcmp(argv[i], "--bytes") == 0 && i + 1 < argc) {
      input_bytes = (size_t)strtoull(argv[++i], NULL, 10);
      if (input_bytes < LEAF) return usage();
    } else if (strcmp(argv[i], "--csv") == 0 && i + 1 < argc) {
      csv = fopen(argv[++i], "w");
      if (!csv) {
        perror(argv[i]);
        return 1;
      }
      fprintf(csv, "section,what,contender,size,ns_per_call,mb_per_s,ratio,ns_q1,ns_q3,cpu_ns,ratio_fastest\n");
    } else {
      return usage();
    }
  }
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  choose_counts(online > 0 ? (unsigned)online : 1);
  input = malloc(input_bytes);
  if (!input) {
    fprintf(stderr, "keccakx-threads: no memory for %zu bytes\n", input_bytes);
    return 1;
  }
  for (size_t i = 0; i < input_bytes; i++) input[i] = (uint8_t)(i * 131 + 7);
  printf("%zu MiB, %d rounds, %ld processors online, kernels x1 %s, x4 %s, x8 %s\n", input_bytes >> 20, rounds,
         online, kx_backend(1), kx_backend(4), kx_backend(8));
  run_threads(rounds);
  run_bounds(rounds);
  free(input);
  if (csv) fclose(csv);
  return 0;
}
