/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage[] =
    "usage: keccakx <command> [options]\n"
    "\n"
    "commands:\n"
    "  sum [-a ALG] [-l BYTES] [FILE|-]...  print 'hash  name' lines (default keccak-256)\n"
    "  check [-a ALG] [FILE|-]              verify such lines; exit 1 on any mismatch\n"
    "  backends                             list backends: widths, runs here, active\n"
    "  bench [--quick] [-b BACKEND]         per-backend speed (medians)\n"
    "  version                              print the library version\n"
    "\n"
    "algorithms: keccak-224 keccak-256 keccak-384 keccak-512 sha3-224 sha3-256\n"
    "            sha3-384 sha3-512 shake128 shake256 turboshake128 turboshake256\n"
    "            kt128 kt256 cshake128 cshake256\n"
    "environment: KECCAKX_BACKEND=<name> forces a backend (see 'keccakx backends')\n";

void cli_error(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fputs("keccakx: ", stderr);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
}

/* The library ignores a bad KECCAKX_BACKEND silently; the command says so. */
static int apply_backend_from_environment(void) {
  const char *name = getenv("KECCAKX_BACKEND");
  if (!name || !*name) return 0;
  int rc = kx_use_backend(name);
  if (rc) cli_error("KECCAKX_BACKEND=%s: %s", name, kx_strerror(rc));
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
      strcmp(argv[1], "help") == 0) {
    fputs(usage, argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_USAGE : 0;
  }
  if (apply_backend_from_environment()) return EXIT_USAGE;
  const char *command = argv[1];
  if (strcmp(command, "sum") == 0) return cmd_sum(argc - 1, argv + 1);
  if (strcmp(command, "check") == 0) return cmd_check(argc - 1, argv + 1);
  if (strcmp(command, "backends") == 0) return cmd_backends(argc - 1, argv + 1);
  if (strcmp(command, "bench") == 0) return cmd_bench(argc - 1, argv + 1);
  if (strcmp(command, "version") == 0 || strcmp(command, "--version") == 0) {
    printf("keccakx %s\n", kx_version());
    return 0;
  }
  cli_error("unknown command '%s' (try 'keccakx help')", command);
  return EXIT_USAGE;
}
