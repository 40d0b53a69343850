/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <errno.h>
#include <string.h>

#include "cli.h"

FILE *cli_open(const char *path) { return strcmp(path, "-") == 0 ? stdin : cli_os_open(path); }

void cli_close(FILE *f) {
  if (f != stdin) fclose(f);
}

static int absorb_stream(FILE *in, kx_ctx *ctx) {
  static unsigned char buffer[1 << 16];
  size_t got;
  while ((got = fread(buffer, 1, sizeof buffer, in)) > 0) kx_update(ctx, buffer, got);
  return ferror(in) ? (errno ? errno : EIO) : 0;
}

/* Threads only help a mode with leaves, given them all in one update. */
static int absorb(FILE *in, kx_ctx *ctx, unsigned threads) {
  cli_mapping m;
  if (in == stdin || kx_set_threads(ctx, threads) || !cli_map_file(in, &m)) return absorb_stream(in, ctx);
  kx_update(ctx, m.data, m.len);
  cli_unmap_file(&m);
  return 0;
}

int cli_digest_stream(FILE *in, kx_alg alg, size_t outlen, unsigned threads, cli_consumer *consume, void *arg) {
  kx_ctx ctx;
  kx_init(&ctx, alg);
  int error = absorb(in, &ctx, threads);
  if (error) {
    kx_wipe(&ctx);
    return error;
  }
  unsigned char chunk[4096];
  size_t take = outlen < sizeof chunk ? outlen : sizeof chunk;
  kx_final(&ctx, chunk, take);
  int stopped = consume(chunk, take, arg);
  for (size_t done = take; done < outlen && !stopped; done += take) {
    take = outlen - done < sizeof chunk ? outlen - done : sizeof chunk;
    kx_squeeze(&ctx, chunk, take);
    stopped = consume(chunk, take, arg);
  }
  kx_wipe(&ctx);
  return 0;
}
