/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The C conformance driver: reads the cases written by generate.py (path in
 * argv[1]) and prints what the public C API computes for each, one line per
 * result: "<id> oneshot|stream|many <hex>" ("-" for no bytes), for the
 * FIPS 202 cases and for the modes of RFC 9861 and SP 800-185; for Ethereum's
 * trie cases "<id> root <hex>", and "<id> nodes <hex>" for the committed
 * nodes of the stack trie (see generate.py). With
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

/* ---- the modes of RFC 9861 and SP 800-185 ---- */

static kx_alg mode_named(const char *name, const char *id) {
  for (int a = KX_TURBOSHAKE128; a <= KX_PARALLELHASHXOF256; a++)
    if (strcmp(kx_alg_name((kx_alg)a), name) == 0) return (kx_alg)a;
  die("unknown mode", id);
  return KX_KT128;
}

static int in_range(kx_alg alg, kx_alg first, kx_alg last) { return alg >= first && alg <= last; }

typedef struct mode_case {
  kx_alg alg;
  const char *param;
  bytes custom, msg;
  size_t n;
  bytes elems[8];
  const void *elem_ptrs[8];
  size_t elem_lens[8];
} mode_case;

static void parse_tuple(mode_case *c, char *list, const char *id) {
  if (strcmp(list, "()") == 0) return;
  for (char *save = NULL, *e = strtok_r(list, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
    if (c->n == 8) die("too many strings", id);
    c->elems[c->n] = from_hex(e, id);
    c->elem_ptrs[c->n] = c->elems[c->n].data, c->elem_lens[c->n] = c->elems[c->n].len, c->n++;
  }
}

static int mode_one_shot(const mode_case *c, unsigned char *out, size_t outlen) {
  kx_alg a = c->alg;
  const bytes *s = &c->custom, *m = &c->msg;
  if (in_range(a, KX_TURBOSHAKE128, KX_TURBOSHAKE256))
    return kx_turboshake(a, (uint8_t)strtoul(c->param, NULL, 16), m->data, m->len, out, outlen);
  if (in_range(a, KX_KT128, KX_KT256)) return kx_kangarootwelve(a, s->data, s->len, m->data, m->len, out, outlen);
  if (in_range(a, KX_TUPLEHASH128, KX_TUPLEHASHXOF256))
    return kx_tuplehash(a, s->data, s->len, c->n, c->elem_ptrs, c->elem_lens, out, outlen);
  if (in_range(a, KX_PARALLELHASH128, KX_PARALLELHASHXOF256))
    return kx_parallelhash(a, strtoul(c->param, NULL, 10), s->data, s->len, m->data, m->len, out, outlen);
  bytes p = from_hex(c->param, "param");
  int rc = in_range(a, KX_CSHAKE128, KX_CSHAKE256)
               ? kx_cshake(a, p.data, p.len, s->data, s->len, m->data, m->len, out, outlen)
               : kx_kmac(a, p.data, p.len, s->data, s->len, m->data, m->len, out, outlen);
  free(p.data);
  return rc;
}

static int mode_init(const mode_case *c, kx_ctx *ctx) {
  kx_alg a = c->alg;
  const bytes *s = &c->custom;
  if (in_range(a, KX_TURBOSHAKE128, KX_TURBOSHAKE256))
    return kx_init_turboshake(ctx, a, (uint8_t)strtoul(c->param, NULL, 16));
  if (in_range(a, KX_KT128, KX_KT256)) return kx_init(ctx, a);
  if (in_range(a, KX_TUPLEHASH128, KX_TUPLEHASHXOF256)) return kx_init_tuplehash(ctx, a, s->data, s->len);
  if (in_range(a, KX_PARALLELHASH128, KX_PARALLELHASHXOF256))
    return kx_init_parallelhash(ctx, a, strtoul(c->param, NULL, 10), s->data, s->len);
  bytes p = from_hex(c->param, "param");
  int rc = in_range(a, KX_CSHAKE128, KX_CSHAKE256) ? kx_init_cshake(ctx, a, p.data, p.len, s->data, s->len)
                                                   : kx_init_kmac(ctx, a, p.data, p.len, s->data, s->len);
  free(p.data);
  return rc;
}

static void run_mode(char **f, const char *id) {
  mode_case c = {.alg = mode_named(f[2], id), .param = f[3], .custom = from_hex(f[4], id)};
  int tuple = in_range(c.alg, KX_TUPLEHASH128, KX_TUPLEHASHXOF256);
  if (tuple) parse_tuple(&c, f[5], id);
  c.msg = from_hex(tuple ? "-" : f[5], id);
  size_t outlen = (size_t)atol(f[6]);
  unsigned char *out = malloc(outlen + 1);
  if (mode_one_shot(&c, out, outlen) != KX_OK) die("one-shot mode failed", id);
  print_result(id, "oneshot", out, outlen);

  kx_ctx ctx;
  if (mode_init(&c, &ctx) != KX_OK) die("mode init failed", id);
  for (size_t i = 0; i < c.n; i++)
    if (kx_tuplehash_update(&ctx, c.elem_ptrs[i], c.elem_lens[i]) != KX_OK) die("kx_tuplehash_update failed", id);
  size_t at = 0;
  char *updates = f[7];
  for (long n; (n = next_size(&updates)) >= 0; at += (size_t)n)
    if (kx_update(&ctx, c.msg.data + at, (size_t)n) != KX_OK) die("kx_update failed", id);
  char *squeezes = f[8];
  long first = next_size(&squeezes);
  size_t done = first < 0 ? outlen : (size_t)first;
  int ended = in_range(c.alg, KX_KT128, KX_KT256) ? kx_kangarootwelve_final(&ctx, c.custom.data, c.custom.len, out, done)
                                                  : kx_final(&ctx, out, done);
  if (ended != KX_OK) die("final failed", id);
  for (long n; (n = next_size(&squeezes)) >= 0; done += (size_t)n)
    if (kx_squeeze(&ctx, out + done, (size_t)n) != KX_OK) die("kx_squeeze failed", id);
  print_result(id, "stream", out, outlen);
  for (size_t i = 0; i < c.n; i++) free(c.elems[i].data);
  free(c.custom.data), free(c.msg.data), free(out);
}

/* ---- Ethereum's trie ---- */

typedef struct byte_list {
  size_t n;
  bytes *items;
  const void **data;
  size_t *lens;
} byte_list;

/* A comma-separated list of hex strings ("-" an empty one, "()" none). */
static byte_list parse_list(char *list, const char *id) {
  byte_list l = {0, NULL, NULL, NULL};
  size_t cap = 1;
  for (const char *c = list; *c; c++) cap += *c == ',';
  l.items = malloc(cap * sizeof *l.items), l.data = malloc(cap * sizeof *l.data), l.lens = malloc(cap * sizeof *l.lens);
  if (!l.items || !l.data || !l.lens) die("out of memory", id);
  if (strcmp(list, "()") == 0) return l;
  for (char *save = NULL, *e = strtok_r(list, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
    l.items[l.n] = from_hex(e, id);
    l.data[l.n] = l.items[l.n].data, l.lens[l.n] = l.items[l.n].len, l.n++;
  }
  return l;
}

static void free_list(byte_list *l) {
  for (size_t i = 0; i < l->n; i++) free(l->items[i].data);
  free(l->items), free((void *)l->data), free(l->lens);
}

/* The committed nodes as generate.py digests them: records path || 0x10 ||
 * hash, sorted bytewise. */
typedef struct node_records {
  size_t n, cap;
  unsigned char **records;
  size_t *lens;
} node_records;

static void record_node(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32], const uint8_t *blob,
                        size_t bloblen) {
  (void)blob, (void)bloblen;
  node_records *r = user;
  if (r->n == r->cap) {
    r->cap = 2 * r->cap + 16;
    r->records = realloc(r->records, r->cap * sizeof *r->records), r->lens = realloc(r->lens, r->cap * sizeof *r->lens);
    if (!r->records || !r->lens) die("out of memory", "nodes");
  }
  unsigned char *record = malloc(pathlen + 33);
  if (!record) die("out of memory", "nodes");
  if (pathlen) memcpy(record, path, pathlen);
  record[pathlen] = 0x10;
  memcpy(record + pathlen + 1, hash, 32);
  r->records[r->n] = record, r->lens[r->n++] = pathlen + 33;
}

static int by_record(const void *a, const void *b) {
  const unsigned char *const *x = a, *const *y = b;
  size_t i = 0; /* a 0x10 (no nibble) ends each path: no record is a prefix of another */
  while ((*x)[i] == (*y)[i]) i++;
  return (*x)[i] < (*y)[i] ? -1 : 1;
}

static void print_nodes(const char *id, node_records *r) {
  qsort(r->records, r->n, sizeof *r->records, by_record);
  kx_ctx ctx;
  kx_init(&ctx, KX_KECCAK_256);
  for (size_t i = 0; i < r->n; i++) {
    size_t len = 0;
    while (r->records[i][len] != 0x10) len++;
    kx_update(&ctx, r->records[i], len + 33);
    free(r->records[i]);
  }
  unsigned char digest[32];
  kx_final(&ctx, digest, 32);
  print_result(id, "nodes", digest, 32);
  free(r->records), free(r->lens);
}

static void run_trie(char **f, const char *id) {
  byte_list keys = parse_list(f[3], id), values = parse_list(f[4], id);
  unsigned char root[32];
  int rc;
  if (strcmp(f[2], "ordered") == 0) {
    rc = kx_trie_ordered_root(values.n, values.data, values.lens, root);
  } else if (strcmp(f[2], "secure") == 0) {
    if (keys.n != values.n) die("keys and values differ in number", id);
    rc = kx_trie_secure_root(keys.n, keys.data, keys.lens, values.data, values.lens, root);
  } else if (strcmp(f[2], "sorted") == 0) {
    if (keys.n != values.n) die("keys and values differ in number", id);
    node_records nodes = {0, 0, NULL, NULL};
    kx_trie *t = kx_trie_new(record_node, &nodes);
    if (!t) die("kx_trie_new failed", id);
    for (size_t i = 0; i < keys.n; i++)
      if (kx_trie_update(t, keys.data[i], keys.lens[i], values.data[i], values.lens[i]) != KX_OK)
        die("kx_trie_update failed", id);
    rc = kx_trie_root(t, root);
    kx_trie_free(t);
    if (rc == KX_OK) print_nodes(id, &nodes);
  } else {
    die("unknown trie kind", id);
    rc = KX_OK;
  }
  if (rc != KX_OK) die("trie root failed", id);
  print_result(id, "root", root, 32);
  free_list(&keys), free_list(&values);
}

static int list_backends(void) {
  const char *names[32];
  size_t count = kx_backends(names, 32);
  for (size_t i = 0; i < count && i < 32; i++) puts(names[i]);
  return 0;
}

/* getline, which not every C library has (Windows'): one line into *line,
 * grown as needed; 0 at the end of the file. */
static int read_line(char **line, size_t *cap, FILE *in) {
  size_t len = 0;
  for (;;) {
    if (*cap - len < 2) {
      *cap = *cap ? *cap * 2 : 4096;
      *line = realloc(*line, *cap);
      if (!*line) die("out of memory", "reading the cases");
    }
    if (!fgets(*line + len, (int)(*cap - len), in)) return len > 0;
    len += strlen(*line + len);
    if ((*line)[len - 1] == '\n') return 1;
  }
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
  while (read_line(&line, &cap, cases)) {
    char *f[11], *save = NULL;
    size_t count = 0;
    for (char *t = strtok_r(line, " \n", &save); t && count < 11; t = strtok_r(NULL, " \n", &save)) f[count++] = t;
    if (count == 8 && strcmp(f[0], "hash") == 0) run_hash(f, f[1]);
    else if (count == 6 && strcmp(f[0], "many") == 0) run_many(f, f[1]);
    else if (count == 10 && strcmp(f[0], "mode") == 0) run_mode(f, f[1]);
    else if (count == 7 && strcmp(f[0], "trie") == 0) run_trie(f, f[1]);
    else die("malformed line", count > 1 ? f[1] : "?");
  }
  free(line);
  fclose(cases);
  return 0;
}
