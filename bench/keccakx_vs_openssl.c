/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx against OpenSSL's libcrypto in one process.
 *
 * Every contender of a measurement runs in turn inside each round (so a noisy
 * neighbour slows them all alike), a round times a batch of calls lasting
 * about 0.2 ms (short, so few are hit by a preemption), and the median over the rounds is reported with the
 * ratio to the reference: OpenSSL's EVP one-shot digest (EVP_MD fetched once)
 * for hashing, kx_permute for the permutation, a loop of kx_keccak256 for
 * kx_hash_many. OpenSSL 3.0 has no Keccak-256 with the original padding, so
 * Keccak-256 is compared with its SHA3-256: same rate, same permutations.
 * The modes of RFC 9861 and SP 800-185 are measured against keccakx's own
 * SHAKE128 and cSHAKE128 with the same backend, on 1 MiB. The multi-state
 * kernels are also timed alone, on states kept interleaved as kx_hash_many
 * and the tree modes keep them (reached through the dispatch record of the
 * internal archive), beside the whole kx_permute_xN of the same backend.
 *
 *   keccakx-vs-openssl [--rounds N] [--min] [--csv FILE] [--quick] [--modes]
 *
 * --modes measures the modes only. *
 * --min reports the fastest round instead of the median: on a machine shared
 * with other work, whose noise only ever adds time, the minimum is the cost
 * of the code itself (a 1 MiB hash takes milliseconds, so most of its rounds
 * are hit by a preemption and its median measures the neighbours).
 *
 * The CSV (one line per contender and size: section,what,contender,size,
 * ns_per_call,mb_per_s,ratio,ns_q1,ns_q3, the last two the quartiles of the
 * rounds: the spread around the median) feeds bench/report.py, bench/plot.py
 * and bench/run-all. */
#define _POSIX_C_SOURCE 200809L
#include <openssl/evp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dispatch.h"
#include "keccakx.h"
#include "timing.h"

enum { MAX_CONTENDERS = 12, MANY = 1024 };

typedef struct contender contender;
typedef void run_fn(const contender *c, long calls);

struct contender {
  char name[32];
  run_fn *run;
  const char *backend; /* forced keccakx backend, NULL for OpenSSL */
  size_t size;         /* message bytes, or states per permutation call */
  double samples[MAX_ROUNDS];
  double median; /* seconds per call: the median round, or the fastest with --min */
  double q1, q3;  /* seconds per call: the first and third quartiles of the rounds */
};

typedef struct settings {
  int rounds;
  int minimum; /* report the fastest round rather than the median */
  double batch_seconds;
  FILE *csv;
} settings;

static unsigned char *message;
static const size_t largest_message = 1 << 20;
static const EVP_MD *openssl_sha3_256;
static uint64_t states[8][25];
static _Alignas(64) uint64_t interleaved_states[8 * 25];
static const void *many_in[MANY];
static size_t many_len[MANY];
static unsigned char many_out[MANY * 32];
static volatile unsigned char sink;

static double now_seconds(void) { return seconds_of(CLOCK_MONOTONIC); }

static void use(const contender *c) {
  if (c->backend) kx_use_backend(c->backend);
}

static void run_openssl(const contender *c, long calls) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length;
  for (long i = 0; i < calls; i++) {
    EVP_Digest(message, c->size, digest, &length, openssl_sha3_256, NULL);
    sink ^= digest[0];
  }
}

static void run_sha3_256(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++) {
    kx_hash(KX_SHA3_256, message, c->size, digest, 32);
    sink ^= digest[0];
  }
}

static void run_keccak256(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++) {
    kx_keccak256(message, c->size, digest);
    sink ^= digest[0];
  }
}

static void run_permute(const contender *c, long calls) {
  use(c);
  for (long i = 0; i < calls; i++) {
    switch (c->size) {
      case 1: kx_permute(states[0], 24); break;
      case 2: kx_permute_x2((uint64_t(*)[25])states, 24); break;
      case 4: kx_permute_x4((uint64_t(*)[25])states, 24); break;
      default: kx_permute_x8(states, 24); break;
    }
  }
  sink ^= (unsigned char)states[0][0];
}

/* The backend's kernel for c->size interleaved states (lane i of state j at
 * [c->size * i + j]), the call kx_hash_many makes; NULL where it has none. */
static kx_permute_fn *interleaved_kernel(unsigned width) {
  unsigned w = kx_width_index(width);
  const kx_kernel *k = &kx_dispatch_current()->kernel[w];
  return k->states == width ? k->backend->permute_interleaved[w] : NULL;
}

static void run_interleaved_kernel(const contender *c, long calls) {
  use(c);
  kx_permute_fn *kernel = interleaved_kernel((unsigned)c->size);
  for (long i = 0; i < calls; i++) kernel(interleaved_states, 24);
  sink ^= (unsigned char)interleaved_states[0];
}

/* One call = MANY messages of c->size bytes. */
static void run_hash_many(const contender *c, long calls) {
  use(c);
  for (size_t i = 0; i < MANY; i++) many_len[i] = c->size;
  for (long i = 0; i < calls; i++) kx_hash_many(KX_KECCAK_256, MANY, many_in, many_len, many_out, 32);
  sink ^= many_out[0];
}

static void run_keccak256_loop(const contender *c, long calls) {
  use(c);
  for (long i = 0; i < calls; i++)
    for (size_t m = 0; m < MANY; m++) kx_keccak256(many_in[m], c->size, many_out + 32 * m);
  sink ^= many_out[0];
}

/* The modes, on one message of c->size bytes. */
static void run_shake128(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++) kx_hash(KX_SHAKE128, message, c->size, digest, 32), sink ^= digest[0];
}

static void run_turboshake128(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++) kx_turboshake(KX_TURBOSHAKE128, 0x1f, message, c->size, digest, 32), sink ^= digest[0];
}

static void run_kt128(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++) kx_kangarootwelve(KX_KT128, NULL, 0, message, c->size, digest, 32), sink ^= digest[0];
}

static void run_cshake128(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++)
    kx_cshake(KX_CSHAKE128, "N", 1, "S", 1, message, c->size, digest, 32), sink ^= digest[0];
}

static void run_parallelhash128(const contender *c, long calls) {
  unsigned char digest[32];
  use(c);
  for (long i = 0; i < calls; i++)
    kx_parallelhash(KX_PARALLELHASH128, 8192, "S", 1, message, c->size, digest, 32), sink ^= digest[0];
}

static long calls_per_batch(const contender *c, double seconds) {
  long calls = 1;
  for (;;) {
    double t0 = now_seconds();
    c->run(c, calls);
    double t = now_seconds() - t0;
    if (t >= seconds / 4 || calls > (1L << 40)) return t > 0 ? (long)((double)calls * seconds / t) + 1 : calls;
    calls *= 2;
  }
}

/* Times every contender once per round, interleaved; fills in the medians. */
static void measure(contender *cs, int count, const settings *s) {
  long calls[MAX_CONTENDERS];
  for (int i = 0; i < count; i++) calls[i] = calls_per_batch(&cs[i], s->batch_seconds);
  for (int r = 0; r < s->rounds; r++) {
    for (int i = 0; i < count; i++) {
      double t0 = now_seconds();
      cs[i].run(&cs[i], calls[i]);
      cs[i].samples[r] = (now_seconds() - t0) / (double)calls[i];
    }
  }
  for (int i = 0; i < count; i++) {
    timing t = timing_of(cs[i].samples, s->rounds);
    cs[i].median = s->minimum ? t.fastest : t.median, cs[i].q1 = t.q1, cs[i].q3 = t.q3;
  }
  kx_use_backend("auto");
}

static void add(contender *cs, int *count, const char *name, run_fn *run, const char *backend, size_t size) {
  contender *c = &cs[(*count)++];
  memset(c, 0, sizeof *c);
  snprintf(c->name, sizeof c->name, "%s", name);
  c->run = run, c->backend = backend, c->size = size;
}

static void csv_line(const settings *s, const char *section, const char *what, const contender *c,
                     double bytes_per_call, double ratio) {
  if (!s->csv) return;
  fprintf(s->csv, "%s,%s,%s,%zu,%.2f,%.2f,%.4f,%.2f,%.2f\n", section, what, c->name, c->size, c->median * 1e9,
          bytes_per_call / c->median / 1e6, ratio, c->q1 * 1e9, c->q3 * 1e9);
}

static const char *backend_names[16];
static size_t backend_count;

/* Hashing of one message per call at several sizes: MB/s and ratio to OpenSSL. */
static void bench_hashing(const settings *s, const char *what, run_fn *run, const size_t *sizes, size_t n_sizes) {
  printf("\n%s, MB/s (ratio to OpenSSL SHA3-256 EVP one-shot)\n%-10s", what, "bytes");
  for (size_t b = 0; b < backend_count; b++) printf(" %18s", backend_names[b]);
  printf(" %18s %10s\n", "auto", "openssl");
  for (size_t k = 0; k < n_sizes; k++) {
    contender cs[MAX_CONTENDERS];
    int count = 0;
    for (size_t b = 0; b < backend_count; b++) add(cs, &count, backend_names[b], run, backend_names[b], sizes[k]);
    add(cs, &count, "auto", run, "auto", sizes[k]);
    add(cs, &count, "openssl", run_openssl, NULL, sizes[k]);
    measure(cs, count, s);
    double reference = cs[count - 1].median;
    printf("%-10zu", sizes[k]);
    for (int i = 0; i < count; i++) {
      double mbs = (double)sizes[k] / cs[i].median / 1e6;
      if (i < count - 1) printf(" %9.1f (%5.2fx)", mbs, reference / cs[i].median);
      else printf(" %10.1f", mbs);
      csv_line(s, "hash", what, &cs[i], (double)sizes[k], reference / cs[i].median);
    }
    printf("\n");
    fflush(stdout);
  }
}

static void bench_short_keccak256(const settings *s) {
  contender cs[MAX_CONTENDERS];
  int count = 0;
  add(cs, &count, "kx_keccak256", run_keccak256, "auto", 32);
  add(cs, &count, "openssl", run_openssl, NULL, 32);
  measure(cs, count, s);
  printf("\nKeccak-256 of 32 bytes: kx_keccak256 %.1f ns, OpenSSL EVP one-shot SHA3-256 %.1f ns: %.2fx\n",
         cs[0].median * 1e9, cs[1].median * 1e9, cs[1].median / cs[0].median);
  csv_line(s, "short", "keccak-256", &cs[0], 32, cs[1].median / cs[0].median);
  csv_line(s, "short", "keccak-256", &cs[1], 32, 1);
}

/* States per second of each backend's kernels, relative to kx_permute (auto). */
static void bench_permutations(const settings *s) {
  printf("\npermutation Keccak-f[1600]: ns per state (states/s ratio to auto kx_permute)\n%-10s", "backend");
  printf(" %16s %16s %16s %16s\n", "x1", "x2", "x4", "x8");
  for (size_t b = 0; b <= backend_count; b++) {
    const char *name = b < backend_count ? backend_names[b] : "auto";
    /* The backend's four widths and the reference, interleaved in one run. */
    contender cs[5];
    int count = 0;
    for (size_t w = 1; w <= 8; w *= 2) add(cs, &count, name, run_permute, name, w);
    add(cs, &count, "auto", run_permute, "auto", 1);
    measure(cs, count, s);
    printf("%-10s", name);
    for (int w = 0; w < 4; w++) {
      double per_state = cs[w].median / (double)cs[w].size;
      double ratio = cs[4].median / per_state;
      printf(" %8.1f (%5.2fx)", per_state * 1e9, ratio);
      csv_line(s, "permute", "keccak-f1600", &cs[w], 200.0 * (double)cs[w].size, ratio);
    }
    printf("\n");
    fflush(stdout);
  }
}

/* Each backend's interleaved x2/x4/x8 kernels alone, and its whole
 * kx_permute_x2/x4/x8 (the same kernel with the transposes in and out of
 * canonical states), interleaved in one run per backend. */
static void bench_kernels(const settings *s) {
  printf("\nmulti-state kernels alone on interleaved states: ns per state (whole kx_permute_xN of the backend beside)\n");
  printf("%-10s %24s %24s %24s\n", "backend", "x2", "x4", "x8");
  for (size_t b = 0; b <= backend_count; b++) {
    const char *name = b < backend_count ? backend_names[b] : "auto";
    contender cs[6];
    int count = 0;
    kx_use_backend(name);
    for (size_t w = 2; w <= 8; w *= 2) {
      if (!interleaved_kernel((unsigned)w)) continue;
      add(cs, &count, name, run_interleaved_kernel, name, w);
      add(cs, &count, name, run_permute, name, w);
    }
    kx_use_backend("auto");
    if (!count) continue;
    measure(cs, count, s);
    printf("%-10s", name);
    for (int i = 0; i < count; i += 2) {
      double width = (double)cs[i].size;
      printf(" x%zu %6.1f (whole %6.1f)", cs[i].size, cs[i].median / width * 1e9, cs[i + 1].median / width * 1e9);
      csv_line(s, "kernel", "interleaved", &cs[i], 200.0 * width, cs[i + 1].median / cs[i].median);
      csv_line(s, "kernel", "kx_permute", &cs[i + 1], 200.0 * width, 1);
    }
    printf("\n");
    fflush(stdout);
  }
}

/* kx_hash_many with each backend forced (its widest native kernel sets how
 * many messages share a permutation) and on the automatic choice, against a
 * loop of kx_keccak256 on the automatic choice: the speed-up a caller gets. */
static void bench_hash_many(const settings *s) {
  static const size_t sizes[] = {32, 64, 100, 136, 200, 1000};
  printf("\nkx_hash_many of %d Keccak-256 messages vs a loop of kx_keccak256 (auto): ns per message (speed-up)\n",
         MANY);
  printf("%-10s", "bytes");
  for (size_t b = 0; b < backend_count; b++) printf(" %17s", backend_names[b]);
  printf(" %17s %10s\n", "auto", "loop");
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    contender cs[MAX_CONTENDERS];
    int count = 0;
    for (size_t b = 0; b < backend_count; b++) {
      add(cs, &count, "", run_hash_many, backend_names[b], sizes[k]);
      snprintf(cs[count - 1].name, sizeof cs[count - 1].name, "hash_many/%s", backend_names[b]);
    }
    add(cs, &count, "hash_many", run_hash_many, "auto", sizes[k]);
    add(cs, &count, "loop", run_keccak256_loop, "auto", sizes[k]);
    measure(cs, count, s);
    double loop = cs[count - 1].median / (double)MANY;
    printf("%-10zu", sizes[k]);
    for (int i = 0; i < count; i++) {
      double per_message = cs[i].median / (double)MANY;
      if (i < count - 1) printf(" %8.1f (%5.2fx)", per_message * 1e9, loop / per_message);
      else printf(" %10.1f", per_message * 1e9);
      csv_line(s, "many", "keccak-256", &cs[i], (double)sizes[k] * (double)MANY, loop / per_message);
    }
    printf("\n");
    fflush(stdout);
  }
}

/* TurboSHAKE128 and KT128 against SHAKE128, ParallelHash128 (B = 8192)
 * against cSHAKE128, all of 1 MiB, each backend forced and auto: the five
 * interleaved in one run per backend. */
static void bench_modes(const settings *s) {
  static const size_t size = 1 << 20;
  printf("\nmodes of 1 MiB: ns per KiB (ratio to SHAKE128; ParallelHash128 B=8192 to cSHAKE128), same backend\n");
  printf("%-10s %10s %18s %18s %10s %18s\n", "backend", "shake128", "turboshake128", "kt128", "cshake128",
         "parallelhash128");
  for (size_t b = 0; b <= backend_count; b++) {
    const char *name = b < backend_count ? backend_names[b] : "auto";
    contender cs[5];
    int count = 0;
    add(cs, &count, "shake128", run_shake128, name, size);
    add(cs, &count, "turboshake128", run_turboshake128, name, size);
    add(cs, &count, "kt128", run_kt128, name, size);
    add(cs, &count, "cshake128", run_cshake128, name, size);
    add(cs, &count, "parallelhash128", run_parallelhash128, name, size);
    measure(cs, count, s);
    double per_kib[5];
    for (int i = 0; i < 5; i++) per_kib[i] = cs[i].median * 1e9 / (double)(size / 1024);
    printf("%-10s %10.0f %9.0f (%5.2fx) %9.0f (%5.2fx) %10.0f %9.0f (%5.2fx)\n", name, per_kib[0], per_kib[1],
           per_kib[0] / per_kib[1], per_kib[2], per_kib[0] / per_kib[2], per_kib[3], per_kib[4],
           per_kib[3] / per_kib[4]);
    for (int i = 0; i < 5; i++) {
      double reference = i == 4 ? cs[3].median : cs[0].median;
      snprintf(cs[i].name, sizeof cs[i].name, "%s", name);
      static const char *const whats[] = {"shake128", "turboshake128", "kt128", "cshake128", "parallelhash128"};
      csv_line(s, "modes", whats[i], &cs[i], (double)size, reference / cs[i].median);
    }
    fflush(stdout);
  }
}

static int usage(void) {
  fprintf(stderr, "usage: keccakx-vs-openssl [--rounds N] [--min] [--csv FILE] [--quick] [--modes]\n");
  return 2;
}

int main(int argc, char **argv) {
  settings s = {.rounds = 101, .batch_seconds = 0.0002};
  int modes_only = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
      s.rounds = atoi(argv[++i]);
      if (s.rounds < 1 || s.rounds > MAX_ROUNDS) return usage();
    } else if (strcmp(argv[i], "--csv") == 0 && i + 1 < argc) {
      s.csv = fopen(argv[++i], "w");
      if (!s.csv) {
        perror(argv[i]);
        return 1;
      }
      fprintf(s.csv, "section,what,contender,size,ns_per_call,mb_per_s,ratio,ns_q1,ns_q3\n");
    } else if (strcmp(argv[i], "--min") == 0) {
      s.minimum = 1;
    } else if (strcmp(argv[i], "--modes") == 0) {
      modes_only = 1;
    } else if (strcmp(argv[i], "--quick") == 0) {
      s.rounds = 5, s.batch_seconds = 0.0002;
    } else {
      return usage();
    }
  }
  openssl_sha3_256 = EVP_MD_fetch(NULL, "SHA3-256", NULL);
  message = malloc(largest_message + MANY * 1000);
  if (!openssl_sha3_256 || !message) {
    fprintf(stderr, "keccakx-vs-openssl: cannot set up (OpenSSL SHA3-256 or memory missing)\n");
    return 1;
  }
  for (size_t i = 0; i < largest_message + MANY * 1000; i++) message[i] = (unsigned char)(i * 131 + 7);
  for (size_t m = 0; m < MANY; m++) many_in[m] = message + m * 1000;
  backend_count = kx_backends(backend_names, 16);

  printf("keccakx %s vs %s; %s of %d interleaved rounds\n", kx_version(), OpenSSL_version(OPENSSL_VERSION),
         s.minimum ? "fastest" : "medians", s.rounds);
  printf("automatic choice: x1 %s, x2 %s, x4 %s, x8 %s\n", kx_backend(1), kx_backend(2), kx_backend(4), kx_backend(8));
  static const size_t sizes[] = {32, 64, 136, 256, 1024, 4096, 16384, 65536, 1 << 20};
  if (!modes_only) {
    bench_hashing(&s, "sha3-256", run_sha3_256, sizes, sizeof sizes / sizeof sizes[0]);
    bench_hashing(&s, "keccak-256", run_keccak256, sizes, 5);
    bench_short_keccak256(&s);
    bench_permutations(&s);
    bench_kernels(&s);
    bench_hash_many(&s);
  }
  bench_modes(&s);
  if (s.csv) fclose(s.csv);
  return 0;
}
