/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx bench: per-backend medians of the permutation on 1, 2, 4 and 8
 * states, and of SHA3-256 and Keccak-256 throughput at four message sizes. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

typedef struct settings {
  int samples;           /* timed samples per measurement; the median is reported */
  double sample_seconds; /* length of one sample */
} settings;

typedef struct job {
  unsigned width;           /* permutation: states per call; 0 for hashing */
  kx_alg alg;
  size_t size;              /* hashing: message bytes */
  uint64_t states[8][25];
  unsigned char *message;
} job;

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static volatile unsigned char sink;

static void run(job *j, long iterations) {
  unsigned char digest[32];
  for (long i = 0; i < iterations; i++) {
    switch (j->width) {
      case 1: kx_permute(j->states[0], 24); break;
      case 2: kx_permute_x2(j->states, 24); break;
      case 4: kx_permute_x4(j->states, 24); break;
      case 8: kx_permute_x8(j->states, 24); break;
      default:
        if (j->alg == KX_KECCAK_256) kx_keccak256(j->message, j->size, digest);
        else kx_hash(j->alg, j->message, j->size, digest, sizeof digest);
        sink ^= digest[0];
    }
  }
  sink ^= (unsigned char)j->states[0][0];
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median seconds per iteration. */
static double measure(job *j, const settings *s) {
  long iterations = 1;
  for (double t0 = now_seconds(); now_seconds() - t0 < s->sample_seconds / 4; iterations *= 2) run(j, iterations);
  double samples[64];
  for (int k = 0; k < s->samples; k++) {
    double t0 = now_seconds();
    run(j, iterations);
    samples[k] = (now_seconds() - t0) / (double)iterations;
  }
  qsort(samples, (size_t)s->samples, sizeof samples[0], compare_doubles);
  return samples[s->samples / 2];
}

static void progress(const char *backend, const char *what) {
  if (isatty(STDERR_FILENO)) fprintf(stderr, "\r\033[Kbenchmarking %s: %s", backend, what);
}

static void bench_permutations(const char *backend, job *j, const settings *s) {
  static const unsigned widths[] = {1, 2, 4, 8};
  printf("%-8s", backend);
  for (size_t w = 0; w < 4; w++) {
    char what[32];
    snprintf(what, sizeof what, "permutation x%u", widths[w]);
    progress(backend, what);
    j->width = widths[w];
    double ns = measure(j, s) * 1e9;
    if (widths[w] == 1) printf(" %12.1f", ns);
    else printf(" %8.1f (%5.1f)", ns, ns / widths[w]);
    fflush(stdout);
  }
  printf("\n");
}

static const size_t sizes[] = {32, 64, 1024, 1 << 20};
static const char *const size_names[] = {"32 B", "64 B", "1 KiB", "1 MiB"};

static void bench_hashing(const char *backend, job *j, const settings *s) {
  static const kx_alg algs[] = {KX_SHA3_256, KX_KECCAK_256};
  printf("%-8s", backend);
  j->width = 0;
  for (size_t a = 0; a < 2; a++) {
    for (size_t k = 0; k < 4; k++) {
      char what[48];
      snprintf(what, sizeof what, "%s of %s", kx_alg_name(algs[a]), size_names[k]);
      progress(backend, what);
      j->alg = algs[a], j->size = sizes[k];
      printf(" %8.1f", (double)sizes[k] / measure(j, s) / 1e6);
      fflush(stdout);
    }
  }
  printf("\n");
}

/* Runs `body` once per backend to measure (the chosen one, or every runnable
 * one and then the automatic choice), restoring the choice in force before. */
static void for_each_backend(const char *only, void (*body)(const char *, job *, const settings *), job *j,
                             const settings *s, const char *before) {
  const char *names[32];
  size_t count = only ? 1 : kx_backends(names, 31);
  if (only) names[0] = only;
  else names[count++] = "auto";
  for (size_t i = 0; i < count; i++) {
    kx_use_backend(names[i]);
    body(names[i], j, s);
  }
  kx_use_backend(before);
}

int cmd_bench(int argc, char **argv) {
  settings s = {21, 0.004};
  const char *only = NULL;
  for (int i = 1; i < argc; i++) {
    const char *value = NULL;
    int found = cli_option_value(argc, argv, &i, "-b", "--backend", &value);
    if (found < 0) return EXIT_USAGE;
    if (found) {
      int rc = kx_use_backend(value);
      if (rc) {
        cli_error("backend '%s': %s", value, kx_strerror(rc));
        return EXIT_USAGE;
      }
      only = value;
    } else if (strcmp(argv[i], "--quick") == 0) {
      s = (settings){5, 0.001};
    } else {
      cli_error("unknown argument '%s'", argv[i]);
      return EXIT_USAGE;
    }
  }
  const char *env = getenv("KECCAKX_BACKEND");
  const char *before = env && *env ? env : "auto";
  static job j;
  j.message = calloc(1, sizes[3]);
  if (!j.message) {
    cli_error("out of memory");
    return EXIT_FAILED;
  }
  for (size_t i = 0; i < sizes[3]; i++) j.message[i] = (unsigned char)(i * 131 + 7);

  printf("keccakx %s, medians of %d samples\n\n", kx_version(), s.samples);
  printf("permutation (Keccak-f[1600]): ns per call (ns per state)\n");
  printf("%-8s %12s %16s %16s %16s\n", "backend", "x1", "x2", "x4", "x8");
  for_each_backend(only, bench_permutations, &j, &s, before);
  printf("\nhashing throughput, MB/s\n%-8s", "backend");
  for (size_t a = 0; a < 2; a++)
    for (size_t k = 0; k < 4; k++) printf(" %8s", k == 0 ? (a ? "kec256" : "sha3-256") : "");
  printf("\n%-8s", "");
  for (size_t a = 0; a < 2; a++)
    for (size_t k = 0; k < 4; k++) printf(" %8s", size_names[k]);
  printf("\n");
  for_each_backend(only, bench_hashing, &j, &s, before);
  if (isatty(STDERR_FILENO)) fprintf(stderr, "\r\033[K");
  free(j.message);
  return 0;
}
