/* Streaming (kx_init .. kx_squeeze) and one-shot hashing of one message. */
#include <string.h>

#include "sponge.h"

enum { SPONGE_MAGIC = 0x4b454343 /* "KECC": set by kx_init, cleared by kx_wipe */ };

typedef enum { ABSORBING = 1, SQUEEZING, FINALIZED } sponge_phase;

/* What a kx_ctx holds. may_alias: the caller sees the same bytes as kx_ctx. */
typedef struct KX_MAY_ALIAS sponge {
  uint64_t lanes[25];
  uint32_t magic;
  uint8_t alg;
  uint8_t phase;
  uint8_t rate;
  uint8_t pos; /* bytes absorbed into, or squeezed from, the current block */
} sponge;

_Static_assert(sizeof(sponge) <= sizeof(kx_ctx), "the sponge must fit in kx_ctx");
_Static_assert(_Alignof(sponge) <= _Alignof(kx_ctx), "kx_ctx must be aligned for the sponge");

/* The context's sponge if it was initialised, else NULL with *error set. */
static sponge *sponge_of(kx_ctx *ctx, int *error) {
  if (!ctx) {
    *error = KX_ERR_NULL_POINTER;
    return NULL;
  }
  sponge *s = (sponge *)ctx;
  if (s->magic != SPONGE_MAGIC) {
    *error = KX_ERR_UNINITIALIZED;
    return NULL;
  }
  return s;
}

static const kx_params *params_of(const sponge *s) { return kx_params_of((kx_alg)s->alg); }

static void absorb(sponge *s, const uint8_t *in, size_t len) {
  const kx_dispatch *d = kx_dispatch_current();
  size_t rate = s->rate;
  if (s->pos) {
    size_t take = len < rate - s->pos ? len : rate - s->pos;
    kx_xor_bytes(s->lanes, s->pos, in, take);
    in += take, len -= take, s->pos = (uint8_t)(s->pos + take);
    if (s->pos < rate) return;
    kx_dispatch_permute(d, 1, s->lanes, 24);
    s->pos = 0;
  }
  size_t done = kx_absorb_blocks(d, s->lanes, in, len, rate);
  kx_xor_bytes(s->lanes, 0, in + done, len - done);
  s->pos = (uint8_t)(len - done);
}

static void finish_input(sponge *s) {
  kx_pad(s->lanes, s->pos, params_of(s)->pad, s->rate);
  kx_dispatch_permute(kx_dispatch_current(), 1, s->lanes, 24);
  s->pos = 0;
  s->phase = SQUEEZING;
}

static void squeeze(sponge *s, uint8_t *out, size_t len) {
  while (len) {
    if (s->pos == s->rate) {
      kx_dispatch_permute(kx_dispatch_current(), 1, s->lanes, 24);
      s->pos = 0;
    }
    size_t take = len < (size_t)(s->rate - s->pos) ? len : (size_t)(s->rate - s->pos);
    kx_extract_bytes(s->lanes, s->pos, out, take);
    out += take, len -= take, s->pos = (uint8_t)(s->pos + take);
  }
}

int kx_init(kx_ctx *ctx, kx_alg alg) {
  if (!ctx) return KX_ERR_NULL_POINTER;
  memset(ctx, 0, sizeof *ctx);
  const kx_params *p = kx_params_of(alg);
  if (!p) return KX_ERR_BAD_ALGORITHM;
  sponge *s = (sponge *)ctx;
  s->alg = (uint8_t)alg;
  s->rate = p->rate;
  s->phase = ABSORBING;
  s->magic = SPONGE_MAGIC;
  return KX_OK;
}

int kx_update(kx_ctx *ctx, const void *in, size_t inlen) {
  int error = KX_OK;
  sponge *s = sponge_of(ctx, &error);
  if (!s) return error;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  if (s->phase != ABSORBING) return KX_ERR_FINALIZED;
  absorb(s, kx_bytes_or_empty(in), inlen);
  return KX_OK;
}

int kx_final(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  sponge *s = sponge_of(ctx, &error);
  if (!s) return error;
  if (s->phase != ABSORBING) return KX_ERR_FINALIZED;
  int bad_output = kx_check_output(params_of(s), out, outlen);
  if (bad_output) return bad_output;
  finish_input(s);
  squeeze(s, out, outlen);
  if (params_of(s)->digest_size) s->phase = FINALIZED;
  return KX_OK;
}

int kx_squeeze(kx_ctx *ctx, void *out, size_t outlen) {
  int error = KX_OK;
  sponge *s = sponge_of(ctx, &error);
  if (!s) return error;
  if (params_of(s)->digest_size) return KX_ERR_NOT_XOF;
  if (!out && outlen) return KX_ERR_NULL_POINTER;
  if (s->phase == ABSORBING) finish_input(s);
  squeeze(s, out, outlen);
  return KX_OK;
}

void kx_wipe(kx_ctx *ctx) {
  /* A call through a volatile pointer cannot be proven dead, so it stays. */
  static void *(*const volatile zero)(void *, int, size_t) = memset;
  if (ctx) zero(ctx, 0, sizeof *ctx);
}

/* One message in, outlen bytes out; always inlined so that kx_keccak256 gets
 * its rate and padding as constants. */
static KX_ALWAYS_INLINE void hash_message(const uint8_t *in, size_t inlen, uint8_t *out,
                                          size_t outlen, size_t rate, uint8_t pad) {
  const kx_dispatch *d = kx_dispatch_current();
  uint64_t lanes[25] = {0};
  size_t done = kx_absorb_blocks(d, lanes, in, inlen, rate);
  kx_xor_bytes(lanes, 0, in + done, inlen - done);
  kx_pad(lanes, inlen - done, pad, rate);
  kx_dispatch_permute(d, 1, lanes, 24);
  for (;;) {
    size_t take = outlen < rate ? outlen : rate;
    kx_extract_bytes(lanes, 0, out, take);
    outlen -= take;
    if (!outlen) break;
    out += take;
    kx_dispatch_permute(d, 1, lanes, 24);
  }
}

void kx_hash_one(const kx_params *p, const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
  hash_message(in, inlen, out, outlen, p->rate, p->pad);
}

int kx_hash(kx_alg alg, const void *in, size_t inlen, void *out, size_t outlen) {
  const kx_params *p = kx_params_of(alg);
  if (!p) return KX_ERR_BAD_ALGORITHM;
  int bad_output = kx_check_output(p, out, outlen);
  if (bad_output) return bad_output;
  if (!in && inlen) return KX_ERR_NULL_POINTER;
  kx_hash_one(p, kx_bytes_or_empty(in), inlen, out, outlen);
  return KX_OK;
}

int kx_keccak256(const void *in, size_t inlen, uint8_t out[32]) {
  if ((!in && inlen) || !out) return KX_ERR_NULL_POINTER;
  hash_message(kx_bytes_or_empty(in), inlen, out, 32, 136, 0x01);
  return KX_OK;
}
