/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The C conformance driver: reads the cases written by generate.py (path in
 * argv[1]) and prints what the public C API computes for each, one line per
 * result: "<id> oneshot|stream|many <hex>" ("-" for no bytes). With
 * --backends it lists the backends this CPU runs, one per line. Plain C11 with
 * nothing but keccakx.h, so it cross-builds for any target (AArch64, 32-bit,
 * big-endian) and runs under qemu-user. */
#define _POSIX_C_SOURCE 200809L
#include <keccakx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bytes {
  unsigned char *data;
  size_t len;
} bytes;

static void die(const char *what, const char *id) {
  fprintf(stderr, "conformance driver: %s (case %s)\n", what, id);
  exit(2);
}

static int nibble(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Decodes hex ("-" is empty) into a new buffer. */
static bytes from_hex(const char *hex, const char *id) {
  size_t digits = strcmp(hex, "-") == 0 ? 0 : strlen(hex);
  bytes b = {malloc(digits / 2 + 1), digits / 2};
  if (!b.data || digits % 2) die("bad hex", id);
  for (size_t i = 0; i < b.len; i++) {
    int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) die("bad hex digit", id);
    b.data[i] = (unsigned char)(hi << 4 | lo);
  }
  return b;
}

static void print_result(const char *id, const char *kind, const unsigned char *out, size_t len) {
  printf("%s %s ", id, kind);
  if (!len) putchar('-');
  for (size_t i = 0; i < len; i++) printf("%02x", out[i]);
  putchar('\n');
}

static kx_alg alg_named(const char *name, const char *id) {
  for (int a = KX_KECCAK_224; a <= KX_SHAKE256; a++)
    if (strcmp(kx_alg_name((kx_alg)a), name) == 0) return (kx_alg)a;
  die("unknown algorithm", id);
  return KX_KECCAK_256;
}

/* Next comma-separated size from *list, or -1 at the end ("-" is empty). */
static long next_size(char **list) {
  if (!*list || **list == '\0' || strcmp(*list, "-") == 0) return -1;
  char *end;
  long v = strtol(*list, &end, 10);
  *list = *end == ',' ? end + 1 : NULL;
  return v;
}

static void run_hash(char **f, const char *id) {
  kx_alg alg = alg_named(f[2], id);
  bytes msg = from_hex(f[3], id);
  size_t outlen = (size_t)atol(f[4]);
  unsigned char *out = malloc(outlen + 1);
  if (kx_hash(alg, msg.data, msg.len, out, outlen) != KX_OK) die("kx_hash failed", id);
  print_result(id, "oneshot", out, outlen);

  kx_ctx ctx;
  kx_init(&ctx, alg);
  size_t at = 0;
  char *updates = f[5];
  for (long n; (n = next_size(&updates)) >= 0; at += (size_t)n)
    if (kx_update(&ctx, msg.data + at, (size_t)n) != KX_OK) die("kx_update failed", id);
  char *squeezes = f[6];
  long first = next_size(&squeezes);
  size_t done = first < 0 ? outlen : (size_t)first;
  if (kx_final(&ctx, out, done) != KX_OK) die("kx_final failed", id);
  for (long n; (n = next_size(&squeezes)) >= 0; done += (size_t)n)
    if (kx_squeeze(&ctx, out + done, (size_t)n) != KX_OK) die("kx_squeeze failed", id);
  print_result(id, "stream", out, outlen);
  free(msg.data), free(out);
}

static void run_many(char **f, const char *id) {
  kx_alg alg = alg_named(f[2], id);
  size_t outlen = (size_t)atol(f[3]), n = 0;
  char *list = f[4];
  bytes msgs[64];
  const void *in[64];
  size_t inlen[64];
  for (char *save = NULL, *m = strcmp(list, "-") ? strtok_r(list, ",", &save) : NULL; m;
       m = strtok_r(NULL, ",", &save)) {
    if (n == 64) die("too many messages", id);
    msgs[n] = from_hex(m, id);
    in[n] = msgs[n].data, inlen[n] = msgs[n].len, n++;
  }
  unsigned char *out = malloc(n * outlen + 1);
  if (kx_hash_many(alg, n, in, inlen, out, outlen) != KX_OK) die("kx_hash_many failed", id);
  print_result(id, "many", out, n * outlen);
  for (size_t i = 0; i < n; i++) free(msgs[i].data);
  free(out);
}

static int list_backends(void) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  for (size_t i = 0; i < count && i < 32; i++) puts(names[i]);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--backends") == 0) return list_backends();
  FILE *cases = argc == 2 ? fopen(argv[1], "r") : NULL;
  if (!cases) {
    fprintf(stderr, "usage: %s CASES_FILE\n", argv[0]);
    return 2;
  }
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, cases) >= 0) {
    char *f[9], *save = NULL;
    size_t count = 0;
    for (char *t = strtok_r(line, " \n", &save); t && count < 9; t = strtok_r(NULL, " \n", &save)) f[count++] = t;
    if (count == 8 && strcmp(f[0], "hash") == 0) run_hash(f, f[1]);
    else if (count == 6 && strcmp(f[0], "many") == 0) run_many(f, f[1]);
    else die("malformed line", count > 1 ? f[1] : "?");
  }
  free(line);
  fclose(cases);
  return 0;
}
