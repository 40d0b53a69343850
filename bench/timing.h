/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The clock and the statistics every benchmark here reports: seconds from a
 * POSIX clock, and the rounds of a run as their median, quartiles and fastest.
 * A program includes it after defining _POSIX_C_SOURCE (or _GNU_SOURCE). */
#ifndef KX_BENCH_TIMING_H
#define KX_BENCH_TIMING_H

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The most rounds a run takes (its samples live in static arrays). */
enum { MAX_ROUNDS = 1001 };

static inline double seconds_of(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static inline int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Seconds per call (or ratios) over a run's rounds. */
typedef struct timing {
  double median, q1, q3, fastest;
} timing;

/* The statistics of rounds (1 .. MAX_ROUNDS) samples, left in their order. */
static inline timing timing_of(const double *samples, int rounds) {
  double sorted[MAX_ROUNDS];
  memcpy(sorted, samples, (size_t)rounds * sizeof sorted[0]);
  qsort(sorted, (size_t)rounds, sizeof sorted[0], compare_doubles);
  return (timing){sorted[rounds / 2], sorted[rounds / 4], sorted[3 * (rounds - 1) / 4], sorted[0]};
}

#endif
