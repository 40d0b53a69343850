/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* libFuzzer target: random sequences of API calls on two contexts, valid and
 * invalid alike. A model of the contract in include/keccakx.h predicts every
 * return code and every output byte; a disagreement, a crash or a sanitizer
 * report is a bug. Each input byte pair is one call: [operation][argument]. */
#include <keccakx.h>
#include <stdint.h>
#include <string.h>

enum { MAX_MESSAGE = 2048, MAX_STREAM = 1024, MAX_CALLS = 64 };

/* Algorithm numbers drawn: 0, every kx_alg (1..28) and three past the last. */
enum { ALG_DRAWS = 32 };

static void expect(int condition) {
  if (!condition) __builtin_trap();
}

typedef enum { UNINITIALIZED, ABSORBING, SQUEEZING, FINALIZED } phase;

/* What the contract says a context holds. */
typedef struct model {
  phase phase;
  kx_alg alg;
  uint8_t message[MAX_MESSAGE];
  size_t len;
  size_t squeezed;
  int untracked; /* the message or stream outgrew the model: codes still checked, bytes not */
} model;

typedef struct world {
  kx_ctx ctx[2];
  model m[2];
  const uint8_t *bytes; /* the fuzzer input doubles as message data */
  size_t nbytes;
} world;

/* What kx_init and kx_hash take: Keccak, SHA-3, SHAKE, and TurboSHAKE, KangarooTwelve and
 * cSHAKE with their defaults (KMAC, TupleHash and ParallelHash need their parameters). */
static int is_valid_alg(kx_alg alg) { return alg >= KX_KECCAK_224 && alg <= KX_CSHAKE256; }

static int is_xof(kx_alg alg) { return alg == KX_SHAKE128 || alg == KX_SHAKE256 || alg >= KX_TURBOSHAKE128; }

/* kx_export's format holds the one-sponge algorithms 1..10. */
static int is_exportable(kx_alg alg) { return alg <= KX_SHAKE256; }

static void op_init(world *w, int c, uint8_t arg) {
  kx_alg alg = (kx_alg)(arg % ALG_DRAWS);
  int rc = kx_init(&w->ctx[c], alg);
  expect(rc == (is_valid_alg(alg) ? KX_OK : KX_ERR_BAD_ALGORITHM));
  w->m[c] = (model){.phase = is_valid_alg(alg) ? ABSORBING : UNINITIALIZED, .alg = alg};
}

static void op_update(world *w, int c, uint8_t arg) {
  model *m = &w->m[c];
  size_t n = arg % 200;
  int null = arg >= 200 && n;
  const uint8_t *data = null ? NULL : w->bytes;
  if (n > w->nbytes) n = w->nbytes;
  int want = m->phase == UNINITIALIZED ? KX_ERR_UNINITIALIZED
             : null                   ? KX_ERR_NULL_POINTER
             : m->phase != ABSORBING  ? KX_ERR_FINALIZED
                                      : KX_OK;
  expect(kx_update(&w->ctx[c], data, n) == want);
  if (want != KX_OK) return;
  if (m->len + n > MAX_MESSAGE) m->untracked = 1;
  else memcpy(m->message + m->len, data, n), m->len += n;
}

/* The bytes [from, from + n) of the model's output stream. */
static void model_output(const model *m, size_t from, size_t n, uint8_t *out) {
  static uint8_t stream[MAX_STREAM];
  size_t total = is_xof(m->alg) ? from + n : kx_digest_size(m->alg);
  expect(kx_hash(m->alg, m->message, m->len, stream, total) == KX_OK);
  memcpy(out, stream + from, n);
}

static void check_output(model *m, const uint8_t *got, size_t n) {
  uint8_t want[MAX_STREAM];
  if (m->squeezed + n > MAX_STREAM) m->untracked = 1;
  if (!m->untracked) {
    model_output(m, m->squeezed, n, want);
    expect(memcmp(got, want, n) == 0);
  }
  m->squeezed += n;
}

static void op_final(world *w, int c, uint8_t arg) {
  model *m = &w->m[c];
  uint8_t out[256];
  size_t n = arg % 70;
  int null = arg >= 200 && n;
  int fixed = is_valid_alg(m->alg) && !is_xof(m->alg);
  int want = m->phase == UNINITIALIZED                   ? KX_ERR_UNINITIALIZED
             : m->phase != ABSORBING                     ? KX_ERR_FINALIZED
             : fixed && n != kx_digest_size(m->alg)      ? KX_ERR_BAD_LENGTH
             : null                                      ? KX_ERR_NULL_POINTER
                                                         : KX_OK;
  expect(kx_final(&w->ctx[c], null ? NULL : out, n) == want);
  if (want != KX_OK) return;
  m->phase = fixed ? FINALIZED : SQUEEZING;
  check_output(m, out, n);
}

static void op_squeeze(world *w, int c, uint8_t arg) {
  model *m = &w->m[c];
  uint8_t out[256];
  size_t n = arg % 200;
  int null = arg >= 200 && n;
  int want = m->phase == UNINITIALIZED ? KX_ERR_UNINITIALIZED
             : !is_xof(m->alg)         ? KX_ERR_NOT_XOF
             : null                    ? KX_ERR_NULL_POINTER
                                       : KX_OK;
  expect(kx_squeeze(&w->ctx[c], null ? NULL : out, n) == want);
  if (want != KX_OK) return;
  m->phase = SQUEEZING;
  check_output(m, out, n);
}

static void op_wipe(world *w, int c) {
  static const kx_ctx zeros;
  kx_wipe(&w->ctx[c]);
  expect(memcmp(&w->ctx[c], &zeros, sizeof zeros) == 0);
  w->m[c].phase = UNINITIALIZED;
}

static void op_copy(world *w, int c) {
  w->ctx[!c] = w->ctx[c];
  w->m[!c] = w->m[c];
}

/* Saving one context and restoring it into the other acts as a copy; a saved
 * state with one byte changed is either refused or restores some valid state. */
static void op_export_import(world *w, int c, uint8_t arg) {
  uint8_t saved[KX_EXPORT_BYTES];
  int rc = kx_export(&w->ctx[c], saved);
  expect(rc == (w->m[c].phase == UNINITIALIZED    ? KX_ERR_UNINITIALIZED
                : !is_exportable(w->m[c].alg)    ? KX_ERR_BAD_ALGORITHM
                                                 : KX_OK));
  if (rc != KX_OK) return;
  if (arg < 128) {
    expect(kx_import(&w->ctx[!c], saved) == KX_OK);
    w->m[!c] = w->m[c];
    return;
  }
  saved[arg % 4] ^= (uint8_t)(1u << (arg % 8));
  rc = kx_import(&w->ctx[!c], saved);
  expect(rc == KX_OK || rc == KX_ERR_BAD_STATE);
  if (rc == KX_OK) {
    w->m[!c] = (model){.phase = (phase)saved[2], .alg = (kx_alg)saved[1], .untracked = 1};
  }
}

static void op_permute(world *w, uint8_t arg) {
  static uint64_t states[8][25];
  static uint64_t before[8][25];
  unsigned rounds = arg % 30;
  memcpy(before, states, sizeof states);
  int rc;
  switch (arg % 4) {
    case 0: rc = kx_permute(states[0], rounds); break;
    case 1: rc = kx_permute_x2(states, rounds); break;
    case 2: rc = kx_permute_x4(states, rounds); break;
    default: rc = kx_permute_x8(states, rounds); break;
  }
  int valid = rounds >= 1 && rounds <= 24;
  expect(rc == (valid ? KX_OK : KX_ERR_BAD_ROUNDS));
  if (!valid) expect(memcmp(before, states, sizeof states) == 0);
  (void)w;
}

static void op_one_shot(world *w, uint8_t arg) {
  uint8_t out[128];
  kx_alg alg = (kx_alg)(arg % ALG_DRAWS);
  size_t n = arg / 2 % 70, len = w->nbytes < 300 ? w->nbytes : 300;
  int want = !is_valid_alg(alg)                                ? KX_ERR_BAD_ALGORITHM
             : !is_xof(alg) && n != kx_digest_size(alg)       ? KX_ERR_BAD_LENGTH
                                                              : KX_OK;
  expect(kx_hash(alg, w->bytes, len, out, n) == want);
  expect(kx_hash(KX_SHA3_256, NULL, arg % 3, out, 32) == (arg % 3 ? KX_ERR_NULL_POINTER : KX_OK));
}

static void op_hash_many(world *w, uint8_t arg) {
  enum { N = 6 };
  const void *in[N];
  size_t len[N];
  uint8_t out[N * 64];
  for (int i = 0; i < N; i++) {
    len[i] = (size_t)(arg * (i + 1)) % (w->nbytes + 1);
    in[i] = i == arg % N && (arg & 0x80) ? NULL : w->bytes;
  }
  size_t n = arg % (N + 1);
  int null_message = 0;
  for (size_t i = 0; i < n; i++) null_message |= in[i] == NULL && len[i] > 0;
  expect(kx_hash_many(KX_KECCAK_512, n, in, len, out, 64) == (null_message ? KX_ERR_NULL_POINTER : KX_OK));
}

static void op_backend(uint8_t arg) {
  static const char *const names[] = {"auto", "generic", "bmi2", "avx2", "avx512", "avx512vl", "neon", "sha3", "nonsense", ""};
  const char *name = names[arg % (sizeof names / sizeof names[0])];
  int rc = kx_use_backend(name);
  unsigned built = kx_backend_widths(name);
  const char *runnable[32];
  size_t count = kx_backends(runnable, 32);
  int runs = strcmp(name, "auto") == 0;
  for (size_t i = 0; i < count; i++) runs |= strcmp(runnable[i], name) == 0;
  int want = runs ? KX_OK : built ? KX_ERR_UNSUPPORTED_BACKEND : KX_ERR_UNKNOWN_BACKEND;
  expect(rc == want);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static world w;
  memset(&w, 0, sizeof w);
  w.bytes = data, w.nbytes = size;
  for (size_t i = 0; i + 1 < size && i < 2 * MAX_CALLS; i += 2) {
    uint8_t op = data[i], arg = data[i + 1];
    int c = op & 1;
    switch (op / 2 % 12) {
      case 0: op_init(&w, c, arg); break;
      case 1: op_update(&w, c, arg); break;
      case 2: op_final(&w, c, arg); break;
      case 3: op_squeeze(&w, c, arg); break;
      case 4: op_wipe(&w, c); break;
      case 5: op_copy(&w, c); break;
      case 6: op_permute(&w, arg); break;
      case 7: op_one_shot(&w, arg); break;
      case 8: op_hash_many(&w, arg); break;
      case 9: op_backend(arg); break;
      case 10: op_export_import(&w, c, arg); break;
      default:
        expect(kx_update(NULL, data, 1) == KX_ERR_NULL_POINTER);
        expect(kx_final(NULL, NULL, 0) == KX_ERR_NULL_POINTER);
    }
  }
  kx_use_backend("auto");
  return 0;
}
