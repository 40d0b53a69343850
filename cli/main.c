/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage[] =
    "usage: keccakx <command> [options]\n"
    "\n"
    "commands:\n"
    "  sum [OPTION]... [FILE|-]...    print 'hex  name' lines, as sha256sum (default keccak-256)\n"
    "      -a, --algorithm ALG        the hash (names below)\n"
    "      -l, --length BYTES         XOF output bytes (default: twice its security strength)\n"
    "          --tag                  BSD lines: 'SHA3-256 (name) = hex'\n"
    "      -z, --zero                 end lines with NUL, not newline; names not escaped\n"
    "      -b, --binary               'hex *name' lines (the same bytes are read)\n"
    "      -t, --text                 'hex  name' lines (the default)\n"
    "          --num-threads N        KangarooTwelve, ParallelHash of a file: N threads (default 0:\n"
    "                                 one per processor this process may use: its CPU affinity,\n"
    "                                 within its cgroup's CPU quota on Linux)\n"
    "      -c, --check                the same as 'keccakx check'\n"
    "  check [OPTION]... [LIST|-]...  verify such lines (either form); exit 1 on any failure\n"
    "      -a, --algorithm ALG        lines without a tag are ALG's; refuse other tags\n"
    "      -l, --length BYTES         only SHAKE lines of that length are well formed\n"
    "          --ignore-missing       say nothing of listed files that do not exist\n"
    "          --quiet                print no OK lines\n"
    "          --status               print nothing; the exit status tells\n"
    "          --strict               exit 1 on improperly formatted lines too\n"
    "      -w, --warn                 name each improperly formatted line\n"
    "  backends                       list backends: widths, runs here, active\n"
    "  bench [--quick] [-b BACKEND]   per-backend speed (medians)\n"
    "  version                        print the library version (also: sum/check --version)\n"
    "\n"
    "Options may follow the names; '--' ends them.\n";

void cli_print_usage(FILE *out) {
  fputs(usage, out);
  fputs("algorithms: ", out);
  cli_print_algorithm_names(out);
  fputs("\nenvironment: KECCAKX_BACKEND=<name> forces a backend (see 'keccakx backends')\n", out);
}

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

static int print_version(void) {
  printf("keccakx %s\n", kx_version());
  return 0;
}

static int run_checksums(int argc, char **argv, int check) {
  cli_options o;
  int rc = cli_parse_options(argc, argv, check, &o);
  if (rc) return rc;
  if (o.help) {
    cli_print_usage(stdout);
    return 0;
  }
  if (o.version) return print_version();
  return o.check ? cli_check(&o) : cli_sum(&o);
}

static int run(int argc, char **argv) {
  if (argc < 2) {
    cli_print_usage(stderr);
    return EXIT_USAGE;
  }
  const char *command = argv[1];
  if (strcmp(command, "-h") == 0 || strcmp(command, "--help") == 0 || strcmp(command, "help") == 0) {
    cli_print_usage(stdout);
    return 0;
  }
  if (apply_backend_from_environment()) return EXIT_USAGE;
  if (strcmp(command, "sum") == 0) return run_checksums(argc - 1, argv + 1, 0);
  if (strcmp(command, "check") == 0) return run_checksums(argc - 1, argv + 1, 1);
  if (strcmp(command, "backends") == 0) return cmd_backends(argc - 1, argv + 1);
  if (strcmp(command, "bench") == 0) return cmd_bench(argc - 1, argv + 1);
  if (strcmp(command, "version") == 0 || strcmp(command, "--version") == 0) return print_version();
  cli_error("unknown command '%s' (try 'keccakx help')", command);
  return EXIT_USAGE;
}

int main(int argc, char **argv) {
  cli_os_start(&argc, &argv);
  int status = run(argc, argv);
  int write_status = cli_close_stdout();
  return status ? status : write_status;
}
