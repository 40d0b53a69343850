/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx-trie: the stack trie (kx_trie_*) against the hashing it cannot
 * avoid, kx_hash_many of exactly the nodes it commits, on the shapes
 * go-ethereum's own benchmarks and block roots use:
 *
 *   insert 100K     BenchmarkInsert100K's data: 100,000 8-byte big-endian
 *                   keys i * 1024, 20-byte values
 *   100K accounts   keys Keccak-256 of random 20-byte addresses (sorted),
 *                   70-byte values (an account's RLP)
 *   5,000 ordered   kx_trie_ordered_root of 5,000 values of 110 bytes
 *   200 txs         kx_trie_ordered_root of 200 legacy-transaction-sized
 *                   values (100 to 160 bytes), as types.DeriveSha
 *   secure root     kx_trie_secure_root of 100K accounts (keys random 20-byte
 *                   addresses in any order, hashed by the call; 70-byte
 *                   values) on every processor the process may use against
 *                   on one (its affinity narrowed to one CPU around the call),
 *                   in wall-clock time, rounds alternating
 *
 *   keccakx-trie [--rounds N] [--quick] [--backend NAME] [--csv FILE]
 *   keccakx-trie --rss N     builds a trie of N account-shaped keys and
 *                            prints the peak resident memory (KiB)
 *
 * Each round runs the trie and kx_hash_many of its committed blobs one after
 * the other, so a neighbour's burst slows both alike; the ratio printed is the
 * median of the per-round ratios trie time / kx_hash_many time (1.3 means the
 * trie costs 30% above its hashing), the times the medians of the rounds, in
 * CPU time of the thread.
 * --csv writes the lines bench/run_all.py reads. Not a test: nothing here
 * fails on a slow machine. */
#define _GNU_SOURCE /* sched_setaffinity */
#include <keccakx.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "timing.h"

typedef struct shape {
  const char *name, *what;
  size_t n;
  uint8_t *keys;        /* n keys of keylen bytes (NULL: an ordered root) */
  size_t keylen;
  uint8_t *values;      /* n values, value i at values + i * value_stride */
  size_t *valuelens, value_stride;
  const void **value_ptrs;
  /* the nodes it commits, for kx_hash_many */
  size_t nodes, blob_bytes, blob_capacity;
  uint8_t *blobs;
  size_t *bloblens;
  const void **blob_ptrs;
  uint8_t *hashes;
} shape;

static volatile uint8_t sink;

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next_random(void) {
  rng_state ^= rng_state >> 12, rng_state ^= rng_state << 25, rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1du;
}

static void fill_random(uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(next_random() >> 56);
}

static int by_key32(const void *a, const void *b) { return memcmp(a, b, 32); }

static void set_values(shape *s, size_t stride, size_t (*length)(size_t i)) {
  s->value_stride = stride;
  s->values = malloc(s->n * stride);
  s->valuelens = malloc(s->n * sizeof(size_t));
  s->value_ptrs = malloc(s->n * sizeof(void *));
  fill_random(s->values, s->n * stride);
  for (size_t i = 0; i < s->n; i++) s->valuelens[i] = length(i), s->value_ptrs[i] = s->values + i * stride;
}

static size_t twenty(size_t i) { return (void)i, 20; }
static size_t seventy(size_t i) { return (void)i, 70; }
static size_t one_hundred_ten(size_t i) { return (void)i, 110; }
static size_t legacy_transaction(size_t i) { return 100 + i * 37 % 61; }

static shape insert_100k(void) {
  shape s = {.name = "insert 100K (8-byte keys 1,024 apart, 20-byte values)", .what = "insert-100k", .n = 100000, .keylen = 8};
  s.keys = malloc(s.n * 8);
  for (size_t i = 0; i < s.n; i++)
    for (int b = 0; b < 8; b++) s.keys[8 * i + (size_t)b] = (uint8_t)(((uint64_t)i * 1024) >> (56 - 8 * b));
  set_values(&s, 20, twenty);
  return s;
}

static shape accounts_100k(void) {
  shape s = {.name = "100K accounts (hashed 20-byte addresses, 70-byte values)", .what = "accounts-100k", .n = 100000, .keylen = 32};
  s.keys = malloc(s.n * 32);
  for (size_t i = 0; i < s.n; i++) {
    uint8_t address[20];
    fill_random(address, 20);
    kx_keccak256(address, 20, s.keys + 32 * i);
  }
  qsort(s.keys, s.n, 32, by_key32);
  set_values(&s, 70, seventy);
  return s;
}

static shape ordered_5000(void) {
  shape s = {.name = "5,000 ordered items (keys RLP(i), 110-byte values)", .what = "ordered-5000", .n = 5000, .keylen = 0};
  set_values(&s, 110, one_hundred_ten);
  return s;
}

static shape transactions_200(void) {
  shape s = {.name = "200 legacy transactions (ordered root, 100-160 bytes)", .what = "transactions-200", .n = 200, .keylen = 0};
  set_values(&s, 160, legacy_transaction);
  return s;
}

/* ---- the contenders ---- */

static kx_trie *reused;

static void build_trie(const shape *s, uint8_t root[32]) {
  if (!s->keys) {
    kx_trie_ordered_root(s->n, s->value_ptrs, s->valuelens, root);
    return;
  }
  for (size_t i = 0; i < s->n; i++) kx_trie_update(reused, s->keys + i * s->keylen, s->keylen, s->value_ptrs[i], s->valuelens[i]);
  kx_trie_root(reused, root);
}

static void run_trie(const shape *s) {
  uint8_t root[32];
  build_trie(s, root);
  sink ^= root[0];
}

static void run_hash_many(const shape *s) {
  kx_hash_many(KX_KECCAK_256, s->nodes, s->blob_ptrs, s->bloblens, s->hashes, 32);
  sink ^= s->hashes[0];
}

/* ---- the committed nodes, collected once ---- */

static void collect(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32], const uint8_t *blob,
                    size_t bloblen) {
  (void)path, (void)pathlen, (void)hash;
  shape *s = user;
  if (s->blob_bytes + bloblen > s->blob_capacity) {
    s->blob_capacity = 2 * (s->blob_bytes + bloblen);
    s->blobs = realloc(s->blobs, s->blob_capacity);
  }
  memcpy(s->blobs + s->blob_bytes, blob, bloblen);
  s->bloblens = realloc(s->bloblens, (s->nodes + 1) * sizeof(size_t));
  s->bloblens[s->nodes++] = bloblen;
  s->blob_bytes += bloblen;
}

static size_t rlp_index(size_t i, uint8_t key[9]) {
  if (i == 0) return key[0] = 0x80, 1;
  if (i < 0x80) return key[0] = (uint8_t)i, 1;
  size_t bytes = i < 0x100 ? 1 : i < 0x10000 ? 2 : i < 0x1000000 ? 3 : 4;
  key[0] = (uint8_t)(0x80 + bytes);
  for (size_t b = 0; b < bytes; b++) key[1 + b] = (uint8_t)(i >> (8 * (bytes - 1 - b)));
  return 1 + bytes;
}

static void add_ordered(kx_trie *t, const shape *s, size_t i) {
  uint8_t key[9];
  kx_trie_update(t, key, rlp_index(i, key), s->value_ptrs[i], s->valuelens[i]);
}

static void collect_nodes(shape *s) {
  kx_trie *t = kx_trie_new(collect, s);
  if (!s->keys) { /* the keys in kx_trie_ordered_root's order */
    for (size_t i = 1; i < s->n && i < 0x80; i++) add_ordered(t, s, i);
    add_ordered(t, s, 0);
    for (size_t i = 0x80; i < s->n; i++) add_ordered(t, s, i);
  } else {
    for (size_t i = 0; i < s->n; i++) kx_trie_update(t, s->keys + i * s->keylen, s->keylen, s->value_ptrs[i], s->valuelens[i]);
  }
  uint8_t root[32], check[32];
  kx_trie_root(t, root);
  kx_trie_free(t);
  build_trie(s, check);
  if (memcmp(root, check, 32)) {
    fprintf(stderr, "keccakx-trie: %s: two roots differ\n", s->name);
    exit(1);
  }
  s->blob_ptrs = malloc(s->nodes * sizeof(void *));
  s->hashes = malloc(s->nodes * 32);
  for (size_t i = 0, at = 0; i < s->nodes; at += s->bloblens[i++]) s->blob_ptrs[i] = s->blobs + at;
}

/* ---- timing ---- */

/* The thread's CPU time, not the wall clock: on a machine shared with other
 * work, a round that loses the processor to another process then costs what
 * it ran, not what it waited (the caches it finds cold still count). */
static double now_seconds(void) { return seconds_of(CLOCK_THREAD_CPUTIME_ID); }

typedef void run_fn(const shape *s);

static double time_calls(run_fn *run, const shape *s, long calls) {
  double start = now_seconds();
  for (long i = 0; i < calls; i++) run(s);
  return (now_seconds() - start) / (double)calls;
}

static long calls_for(run_fn *run, const shape *s, double seconds) {
  long calls = 1;
  while (calls < (1L << 30) && time_calls(run, s, calls) * (double)calls < seconds) calls *= 2;
  return calls;
}

static FILE *csv;

/* The CSV line of bench/keccakx_vs_openssl.c: section,what,contender,size,
 * ns_per_call,mb_per_s,ratio,ns_q1,ns_q3; here size is the committed nodes'
 * bytes and ratio the trie's time over kx_hash_many's (1 for kx_hash_many). */
static void csv_line(const shape *s, const char *contender, const char *backend, timing t, double ratio) {
  if (!csv) return;
  fprintf(csv, "trie,%s,%s/%s,%zu,%.2f,%.2f,%.4f,%.2f,%.2f\n", s->what, contender, backend, s->blob_bytes,
          t.median * 1e9, (double)s->blob_bytes / t.median / 1e6, ratio, t.q1 * 1e9, t.q3 * 1e9);
}

static void compare(const char *backend, const shape *s, int rounds) {
  static double hash_times[MAX_ROUNDS], trie_times[MAX_ROUNDS], ratios[MAX_ROUNDS];
  long hash_calls = calls_for(run_hash_many, s, 2e-3), trie_calls = calls_for(run_trie, s, 2e-3);
  for (int r = 0; r < rounds; r++) {
    hash_times[r] = time_calls(run_hash_many, s, hash_calls);
    trie_times[r] = time_calls(run_trie, s, trie_calls);
    ratios[r] = trie_times[r] / hash_times[r];
  }
  timing hashing = timing_of(hash_times, rounds), trie = timing_of(trie_times, rounds), ratio = timing_of(ratios, rounds);
  printf("| %s | `%s` | %zu | %.2f MB | %.1f us | %.1f us | **%.2fx** (%.2f-%.2f) |\n", s->name, backend, s->nodes,
         (double)s->blob_bytes / 1e6, 1e6 * hashing.median, 1e6 * trie.median, ratio.median, ratio.q1, ratio.q3);
  fflush(stdout);
  csv_line(s, "kx_hash_many", backend, hashing, 1);
  csv_line(s, "kx_trie", backend, trie, ratio.median);
}

/* ---- the secure root on threads ---- */

#ifdef __linux__
typedef struct secure_shape {
  size_t n;
  const void **keys, **values;
  size_t *keylens, *valuelens;
  cpu_set_t all, one; /* the process's processors, and the first of them */
  int use_one;
} secure_shape;

static double wall_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* One call, on one processor or on all: kx_trie_secure_root asks the
 * affinity mask how many threads it may start. */
static double time_secure_root(secure_shape *s) {
  sched_setaffinity(0, sizeof(cpu_set_t), s->use_one ? &s->one : &s->all);
  uint8_t root[32];
  double start = wall_seconds();
  kx_trie_secure_root(s->n, s->keys, s->keylens, s->values, s->valuelens, root);
  double elapsed = wall_seconds() - start;
  sched_setaffinity(0, sizeof(cpu_set_t), &s->all);
  sink ^= root[0];
  return elapsed;
}

static void secure_csv_line(const char *contender, size_t n, timing t, double ratio) {
  if (!csv) return;
  fprintf(csv, "trie,secure-accounts-100k,%s/auto,%zu,%.2f,%.2f,%.4f,%.2f,%.2f\n", contender, n, t.median * 1e9,
          (double)n / t.median / 1e6, ratio, t.q1 * 1e9, t.q3 * 1e9);
}

static void compare_secure_root(int rounds) {
  static double one_times[MAX_ROUNDS], all_times[MAX_ROUNDS], ratios[MAX_ROUNDS];
  secure_shape s = {.n = 100000};
  if (sched_getaffinity(0, sizeof s.all, &s.all)) return;
  int cpus = CPU_COUNT(&s.all);
  CPU_ZERO(&s.one);
  for (size_t cpu = 0; cpu < (size_t)CPU_SETSIZE; cpu++)
    if (CPU_ISSET(cpu, &s.all)) {
      CPU_SET(cpu, &s.one);
      break;
    }
  uint8_t *addresses = malloc(s.n * 20), *values = malloc(s.n * 70);
  fill_random(addresses, s.n * 20);
  fill_random(values, s.n * 70);
  s.keys = malloc(s.n * sizeof(void *)), s.values = malloc(s.n * sizeof(void *));
  s.keylens = malloc(s.n * sizeof(size_t)), s.valuelens = malloc(s.n * sizeof(size_t));
  for (size_t i = 0; i < s.n; i++)
    s.keys[i] = addresses + 20 * i, s.keylens[i] = 20, s.values[i] = values + 70 * i, s.valuelens[i] = 70;
  for (int r = 0; r < rounds; r++) {
    s.use_one = 1, one_times[r] = time_secure_root(&s);
    s.use_one = 0, all_times[r] = time_secure_root(&s);
    ratios[r] = one_times[r] / all_times[r];
  }
  timing one = timing_of(one_times, rounds), all = timing_of(all_times, rounds), ratio = timing_of(ratios, rounds);
  printf("\nkx_trie_secure_root of 100K accounts (unhashed 20-byte keys in any order, 70-byte values), wall clock:\n"
         "1 CPU %.2f ms (fastest %.2f), %d CPUs %.2f ms (fastest %.2f): **%.2fx** (%.2f-%.2f), fastest over fastest "
         "%.2fx\n",
         1e3 * one.median, 1e3 * one_times[0], cpus, 1e3 * all.median, 1e3 * all_times[0], ratio.median, ratio.q1,
         ratio.q3, one_times[0] / all_times[0]);
  secure_csv_line("kx_trie_secure_root-1-cpu", s.n, one, 1);
  secure_csv_line("kx_trie_secure_root", s.n, all, ratio.median);
  free(addresses), free(values), free(s.keys), free(s.values), free(s.keylens), free(s.valuelens);
}
#endif

/* ---- peak memory ---- */

/* A trie of n keys shaped as hashed ones (uniform, increasing: random gaps
 * of the first 8 bytes, random other 24), generated in order so that the
 * program holds none of them. */
static int peak_memory(size_t n) {
  kx_trie *t = kx_trie_new(NULL, NULL);
  uint64_t gap = UINT64_MAX / 2 / (n ? n : 1), high = 0; /* the sum stays below 2^64 */
  uint8_t key[32], value[70];
  fill_random(value, sizeof value);
  for (size_t i = 0; i < n; i++) {
    high += 1 + next_random() % (2 * gap - 1);
    for (int b = 0; b < 8; b++) key[b] = (uint8_t)(high >> (56 - 8 * b));
    fill_random(key + 8, 24);
    int error = kx_trie_update(t, key, 32, value, sizeof value);
    if (error) {
      fprintf(stderr, "keccakx-trie: key %zu: %s\n", i, kx_strerror(error));
      return 1;
    }
  }
  uint8_t root[32];
  kx_trie_root(t, root);
  kx_trie_free(t);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  printf("%zu keys: peak resident memory %ld KiB\n", n, usage.ru_maxrss);
  return 0;
}

static int usage(void) {
  fprintf(stderr, "usage: keccakx-trie [--rounds N] [--quick] [--backend NAME] [--csv FILE] | --rss N\n");
  return 2;
}

int main(int argc, char **argv) {
  int rounds = 21;
  const char *only = NULL; /* one backend (or "auto") instead of all */
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
      rounds = atoi(argv[++i]);
      if (rounds < 1 || rounds > MAX_ROUNDS) return usage();
    } else if (strcmp(argv[i], "--quick") == 0) {
      rounds = 3;
    } else if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc) {
      only = argv[++i];
    } else if (strcmp(argv[i], "--rss") == 0 && i + 1 < argc) {
      return peak_memory(strtoul(argv[++i], NULL, 10));
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
  reused = kx_trie_new(NULL, NULL);
  shape shapes[] = {insert_100k(), accounts_100k(), ordered_5000(), transactions_200()};
  enum { SHAPES = sizeof shapes / sizeof shapes[0] };
  for (size_t i = 0; i < SHAPES; i++) collect_nodes(&shapes[i]);
  const char *names[16];
  size_t count = kx_backends(names, 16);
  printf("%d rounds; ratio = trie time / kx_hash_many of its committed nodes (median of the rounds' ratios, "
         "quartiles)\n\n",
         rounds);
  printf("| shape | backend | nodes | node bytes | kx_hash_many | trie | ratio |\n|---|---|---|---|---|---|---|\n");
  for (size_t b = 0; b <= count && b <= 16; b++) {
    const char *backend = b == 0 ? "auto" : names[b - 1];
    if ((only && strcmp(only, backend)) || kx_use_backend(backend) != KX_OK) continue;
    for (size_t i = 0; i < SHAPES; i++) compare(backend, &shapes[i], rounds);
  }
  kx_use_backend("auto");
#ifdef __linux__
  if (!only || !strcmp(only, "auto")) compare_secure_root(rounds);
#endif
  kx_trie_free(reused);
  if (csv) fclose(csv);
  return 0;
}
