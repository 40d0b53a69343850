/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The chunk trees of KangarooTwelve and ParallelHash: the input is cut into
 * chunks of one size, each chunk is hashed on its own (a leaf) into a chaining
 * value, and the chaining values are absorbed in order by the context's own
 * sponge, the final node.
 *
 * Whole chunks given in one call are hashed several at once by kx_hash_messages
 * (kx_hash_many's engine, on the widest kernel the backend has), straight from
 * the caller's buffer. Only a chunk split across calls goes through the leaf
 * state of the context, one block at a time. The whole chunks of a large call
 * are shared among threads: the library's own (kx_set_threads, threads.c) or
 * the jobs of a caller's pool (kx_update_pool), the same jobs either way. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

#include "../threads.h"
#include "../usable_cpus.h"
#include "../wipe.h"

enum {
  KT_LEAF_PAD = 0x0B,    /* RFC 9861: TurboSHAKE of a leaf with D = 0x0B */
  SHAKE_PAD = 0x1F,      /* SP 800-185: ParallelHash's leaves are cSHAKE(X, L, "", ""), i.e. SHAKE */
  GROUP = 32,            /* chunks per call of the engine: enough to fill 8 slots several times */
  MAX_CHAINING_VALUE = 64
};

/* A thread is started only for this much input (some 0.4 ms of hashing on a
 * Zen 3 core, against some 30 us to start and join it), and hashes at most
 * this many chunks per round, which bounds the chaining values held on the
 * heap at once. */
enum { MIN_BYTES_PER_THREAD = 512 * 1024, MAX_CHUNKS_PER_THREAD = 16384 };

/* The leaves' sponge: the final node's rate, KangarooTwelve's 12 rounds and
 * domain byte or SHAKE's. */
static kx_params leaf_params(const kx_context *s) {
  int kt = kx_params_of((kx_alg)s->alg)->mode == KX_MODE_KT;
  return (kx_params){"leaf", s->rate, 0, kt ? KT_LEAF_PAD : SHAKE_PAD, kt ? 12 : 24, KX_MODE_SPONGE, 0};
}

/* 256 bits at security 128, 512 at 256: the capacity. */
static size_t chaining_value_size(const kx_context *s) { return 200 - (size_t)s->rate; }

static void absorb_chaining_values(const kx_dispatch *d, kx_context *s, const uint8_t *values, size_t count) {
  kx_sponge_absorb(d, s, values, count * chaining_value_size(s));
  s->tree.leaves += count;
}

static void absorb_into_leaf(const kx_dispatch *d, kx_context *s, const kx_params *leaf, const uint8_t *in, size_t len) {
  kx_tree *t = &s->tree;
  kx_absorb_at(d, t->leaf, t->chunk_pos % leaf->rate, in, len, leaf->rate, leaf->rounds);
  t->chunk_pos += len;
}

static void end_leaf(const kx_dispatch *d, kx_context *s, const kx_params *leaf) {
  kx_tree *t = &s->tree;
  uint8_t value[MAX_CHAINING_VALUE];
  kx_pad(t->leaf, t->chunk_pos % leaf->rate, leaf->pad, leaf->rate);
  kx_dispatch_permute(d, 1, t->leaf, leaf->rounds);
  kx_extract_bytes(t->leaf, 0, value, chaining_value_size(s));
  absorb_chaining_values(d, s, value, 1);
  kx_secure_zero(value, sizeof value);
  memset(t->leaf, 0, sizeof t->leaf);
  t->chunk_pos = 0;
}

/* Leaves of n whole chunks, their chaining values written to values in order. */
static void hash_chunk_range(const kx_dispatch *d, const kx_params *leaf, const uint8_t *in, size_t chunk, size_t n,
                             uint8_t *values, size_t value_size) {
  const void *messages[GROUP];
  size_t lengths[GROUP];
  while (n) {
    size_t k = n < GROUP ? n : GROUP;
    for (size_t i = 0; i < k; i++) messages[i] = in + i * chunk, lengths[i] = chunk;
    kx_hash_messages(d, leaf, k, messages, lengths, values, value_size);
    in += k * chunk, values += k * value_size, n -= k;
  }
}

static void hash_chunks_on_caller(const kx_dispatch *d, kx_context *s, const kx_params *leaf, const uint8_t *in,
                                  size_t chunks) {
  size_t chunk = (size_t)s->tree.chunk_size, value_size = chaining_value_size(s);
  uint8_t values[GROUP * MAX_CHAINING_VALUE];
  if (!chunks) return;
  while (chunks) {
    size_t n = chunks < GROUP ? chunks : GROUP;
    hash_chunk_range(d, leaf, in, chunk, n, values, value_size);
    absorb_chaining_values(d, s, values, n);
    in += n * chunk, chunks -= n;
  }
  kx_secure_zero(values, sizeof values);
}

/* One round of threads: each takes the next GROUP chunks until none is left,
 * so a thread that another process slows down hashes fewer of them and all
 * finish together (a fixed share per thread waits for the slowest). Job 0
 * also absorbs the chaining values into the final node, in order, as their
 * groups are finished, between groups of its own: the final node then costs
 * the round only the groups that are last to finish, not all its values
 * (some 1-2% of the leaves' time). */
typedef struct {
  const kx_dispatch *d;
  kx_context *s; /* the final node: job 0's until the round is joined */
  const kx_params *leaf;
  const uint8_t *in;
  uint8_t *values;
  atomic_uchar *finished; /* one flag per group: its values are written */
  size_t chunk, chunks, value_size;
  size_t absorbed;     /* groups absorbed into s */
  atomic_size_t taken; /* chunks handed out */
} leaf_round;

static size_t ceil_div(size_t a, size_t b) { return a / b + (a % b != 0); }

/* The chunks of the group that begins at chunk `first`: GROUP, or the rest. */
static size_t group_chunks(const leaf_round *r, size_t first) {
  return r->chunks - first < GROUP ? r->chunks - first : GROUP;
}

static void absorb_group(leaf_round *r, size_t group) {
  size_t first = group * GROUP;
  absorb_chaining_values(r->d, r->s, r->values + first * r->value_size, group_chunks(r, first));
}

static void absorb_finished_groups(leaf_round *r) {
  size_t groups = ceil_div(r->chunks, GROUP);
  while (r->absorbed < groups && atomic_load_explicit(&r->finished[r->absorbed], memory_order_acquire))
    absorb_group(r, r->absorbed++);
}

/* A worker's kernels leave lanes in its frames: it clears them before its
 * thread ends, as a public function does for the caller's. */
static void leaf_job(void *arg, size_t index) {
  leaf_round *r = arg;
  size_t first;
  while ((first = atomic_fetch_add_explicit(&r->taken, GROUP, memory_order_relaxed)) < r->chunks) {
    hash_chunk_range(r->d, r->leaf, r->in + first * r->chunk, r->chunk, group_chunks(r, first),
                     r->values + first * r->value_size, r->value_size);
    atomic_store_explicit(&r->finished[first / GROUP], 1, memory_order_release);
    if (index == 0) absorb_finished_groups(r);
  }
  kx_scrub_stack(KX_SCRUB_TREE);
}

/* Threads worth starting for these chunks: each gets MIN_BYTES_PER_THREAD at least. */
static size_t threads_for(const kx_workers *w, const kx_tree *t, size_t chunks) {
  uint64_t bytes = (uint64_t)chunks * t->chunk_size, most = bytes / MIN_BYTES_PER_THREAD;
  size_t threads = w->threads > 1 ? w->threads : 1;
  return most < threads ? (size_t)(most ? most : 1) : threads;
}

static void run_on_own_threads(void *pool, size_t jobs, void (*job)(void *arg, size_t index), void *arg) {
  (void)pool;
  kx_threads_run(jobs, job, arg);
}

/* Rounds of threads while the chunks left are worth them, the rest on the
 * caller. Without memory for the chaining values, all on the caller. */
static void hash_whole_chunks(const kx_dispatch *d, kx_context *s, const kx_params *leaf, const uint8_t *in,
                              size_t chunks, const kx_workers *w) {
  size_t threads = threads_for(w, &s->tree, chunks), value_size = chaining_value_size(s);
  size_t chunk = (size_t)s->tree.chunk_size;
  size_t most = threads * MAX_CHUNKS_PER_THREAD, held = chunks < most ? chunks : most;
  size_t value_bytes = held * value_size, flags = ceil_div(held, GROUP);
  uint8_t *values = threads > 1 ? malloc(value_bytes + flags * sizeof(atomic_uchar)) : NULL;
  atomic_uchar *finished = values ? (atomic_uchar *)(values + value_bytes) : NULL; /* bytes: nothing to align */
  while (values && (threads = threads_for(w, &s->tree, chunks)) > 1) {
    size_t per_job = ceil_div(chunks, threads);
    if (per_job > MAX_CHUNKS_PER_THREAD) per_job = MAX_CHUNKS_PER_THREAD;
    size_t round = per_job * threads < chunks ? per_job * threads : chunks;
    leaf_round r = {.d = d, .s = s, .leaf = leaf, .in = in, .values = values, .finished = finished,
                    .chunk = chunk, .chunks = round, .value_size = value_size};
    atomic_init(&r.taken, 0);
    for (size_t g = 0; g < ceil_div(round, GROUP); g++) atomic_init(&finished[g], 0);
    w->run(w->pool, ceil_div(round, per_job), leaf_job, &r);
    absorb_finished_groups(&r);
    in += round * chunk, chunks -= round;
  }
  if (values) {
    kx_secure_zero(values, value_bytes);
    free(values);
  }
  hash_chunks_on_caller(d, s, leaf, in, chunks);
}

/* The context's own threads for `chunks` whole chunks: kx_set_threads' count,
 * or for all, the processors the process may use now, asked only of an input
 * worth two threads: the question's system calls (19 us on a Xeon Sapphire
 * Rapids vCPU under KVM) would cost small updates on such a context more
 * than their hashing. */
static size_t own_threads(const kx_tree *t, size_t chunks) {
  if (t->threads != KX_ALL_THREADS) return t->threads;
  if ((uint64_t)chunks * t->chunk_size / MIN_BYTES_PER_THREAD < 2) return 1;
  unsigned usable = kx_usable_cpus();
  return usable < KX_MAX_THREADS ? usable : KX_MAX_THREADS;
}

/* Input that ends the chunk in progress: its leaf is hashed, then whole
 * chunks, and the rest starts a leaf. Not inlined: its frame (chaining values
 * of a group of chunks) would otherwise lie above every small update's block
 * permutation too, deeper than KX_SCRUB_TREE_BLOCK reaches (measured with clang). */
static KX_NOINLINE void absorb_chunk_ends(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len,
                                          const kx_workers *w) {
  kx_tree *t = &s->tree;
  size_t chunk = (size_t)t->chunk_size;
  kx_params leaf = leaf_params(s);
  if (t->chunk_pos) {
    size_t take = chunk - (size_t)t->chunk_pos; /* the rest of the chunk: len is no less */
    absorb_into_leaf(d, s, &leaf, in, take);
    in += take, len -= take;
    end_leaf(d, s, &leaf);
  }
  size_t whole = len / chunk;
  kx_workers own = {run_on_own_threads, NULL, 0};
  if (!w) own.threads = own_threads(t, whole), w = &own;
  hash_whole_chunks(d, s, &leaf, in, whole, w);
  absorb_into_leaf(d, s, &leaf, in + whole * chunk, len - whole * chunk);
}

/* A chunk that goes on takes the bytes into its leaf's blocks (the leaves'
 * sponge has the final node's rate and rounds), which only permutes when a
 * block fills: kx_update's 1- and 8-byte pieces end here, as cheap as SHAKE's. */
size_t kx_tree_absorb_on(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len, const kx_workers *w) {
  kx_tree *t = &s->tree;
  if (len < t->chunk_size - t->chunk_pos) {
    size_t at = (size_t)(t->chunk_pos % s->rate);
    kx_absorb_at(d, t->leaf, at, in, len, s->rate, s->rounds);
    t->chunk_pos += len;
    return at + len >= s->rate ? KX_SCRUB_TREE_BLOCK : 0;
  }
  absorb_chunk_ends(d, s, in, len, w);
  return KX_SCRUB_TREE;
}

size_t kx_tree_absorb(const kx_dispatch *d, kx_context *s, const uint8_t *in, size_t len) {
  return kx_tree_absorb_on(d, s, in, len, NULL);
}

void kx_tree_end_leaf(const kx_dispatch *d, kx_context *s) {
  kx_params leaf = leaf_params(s);
  if (s->tree.chunk_pos) end_leaf(d, s, &leaf);
}

int kx_set_threads(kx_ctx *ctx, unsigned threads) {
  int error = KX_OK;
  kx_context *s = kx_context_of(ctx, &error);
  if (!s) return error;
  kx_mode mode = (kx_mode)kx_params_of((kx_alg)s->alg)->mode;
  if (mode != KX_MODE_KT && mode != KX_MODE_PARALLELHASH) return KX_ERR_BAD_ALGORITHM;
  s->tree.threads = !threads ? KX_ALL_THREADS : threads < KX_MAX_THREADS ? threads : KX_MAX_THREADS;
  return KX_OK;
}
