/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The options of sum and check, parsed as sha256sum parses them (getopt_long:
 * options may follow the names, "--" ends them), with its refusals of options
 * that do not apply to the mode. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Long options without a short name; those from OPT_QUIET on are check's only. */
enum { OPT_TAG = 256, OPT_VERSION, OPT_NUM_THREADS, OPT_QUIET, OPT_STATUS, OPT_STRICT, OPT_IGNORE_MISSING };

static const struct option long_options[] = {
    {"algorithm", required_argument, NULL, 'a'},
    {"length", required_argument, NULL, 'l'},
    {"check", no_argument, NULL, 'c'},
    {"tag", no_argument, NULL, OPT_TAG},
    {"num-threads", required_argument, NULL, OPT_NUM_THREADS},
    {"zero", no_argument, NULL, 'z'},
    {"quiet", no_argument, NULL, OPT_QUIET},
    {"status", no_argument, NULL, OPT_STATUS},
    {"strict", no_argument, NULL, OPT_STRICT},
    {"warn", no_argument, NULL, 'w'},
    {"ignore-missing", no_argument, NULL, OPT_IGNORE_MISSING},
    {"binary", no_argument, NULL, 'b'},
    {"text", no_argument, NULL, 't'},
    {"help", no_argument, NULL, 'h'},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0},
};

static int set_length(const char *value, cli_options *o) {
  int rc = cli_parse_length(value, &o->length);
  if (rc == -2) cli_error("length too large: '%s' (at most %llu bytes)", value, (unsigned long long)CLI_MAX_LENGTH);
  else if (rc || o->length == 0) cli_error("bad length '%s': a positive number of bytes", value);
  else return 0;
  return EXIT_USAGE;
}

/* 0 to 256 (what kx_set_threads takes; 0 is the default, all). */
static int set_threads(const char *value, cli_options *o) {
  char *end;
  errno = 0;
  unsigned long n = strtoul(value, &end, 10);
  if (value[0] >= '0' && value[0] <= '9' && !*end && !errno && n <= 256) {
    o->threads = (unsigned)n;
    return 0;
  }
  cli_error("bad thread count '%s': a number from 0 (all) to 256", value);
  return EXIT_USAGE;
}

/* Applies one option; 0, or EXIT_USAGE (reported). */
static int apply(int option, const char *value, char **argv, cli_options *o) {
  switch (option) {
    case 'a':
      o->algorithm = cli_find_algorithm(value);
      o->algorithm_given = 1;
      if (o->algorithm) return 0;
      cli_error("unknown algorithm '%s' (try 'keccakx help')", value);
      return EXIT_USAGE;
    case 'l': return set_length(value, o);
    case OPT_NUM_THREADS: return set_threads(value, o);
    case 'c': o->check = 1; return 0;
    case 'z': o->zero = 1; return 0;
    case 'h': o->help = 1; return 0;
    case OPT_VERSION: o->version = 1; return 0;
    case 'b': o->binary = 1; return 0;
    case 't': o->binary = 0; return 0;
    case 'w': o->verbosity = CLI_WARN; return 0;
    case OPT_TAG: o->tag = o->binary = 1; return 0; /* as coreutils: --tag lines are read in binary */
    case OPT_QUIET: o->verbosity = CLI_QUIET; return 0;
    case OPT_STATUS: o->verbosity = CLI_STATUS; return 0;
    case OPT_STRICT: o->strict = 1; return 0;
    case OPT_IGNORE_MISSING: o->ignore_missing = 1; return 0;
    case ':': cli_error("option '%s' needs a value", argv[optind - 1]); return EXIT_USAGE;
    default:
      if (optopt) cli_error("unknown option '-%c' (try 'keccakx help')", optopt);
      else cli_error("unknown or ambiguous option '%s' (try 'keccakx help')", argv[optind - 1]);
      return EXIT_USAGE;
  }
}

/* The long name of an option only check uses (-w, or OPT_QUIET on); NULL for the others. */
static const char *check_only_name(int option) {
  if (option != 'w' && option < OPT_QUIET) return NULL;
  for (const struct option *l = long_options; l->name; l++)
    if (l->val == option) return l->name;
  return NULL;
}

/* Refuses, as coreutils does, an option the mode has no use for. */
static int refuse_misplaced(const cli_options *o, const char *check_only) {
  if (o->check && o->tag) cli_error("the --tag option is meaningless when verifying checksums");
  else if (o->check && o->binary >= 0)
    cli_error("the --binary and --text options are meaningless when verifying checksums");
  else if (o->check && o->zero) cli_error("the --zero option is not supported when verifying checksums");
  else if (o->tag && o->binary == 0) cli_error("--tag does not support --text mode");
  else if (!o->check && check_only)
    cli_error("the --%s option is meaningful only when verifying checksums", check_only);
  else return 0;
  return EXIT_USAGE;
}

int cli_parse_options(int argc, char **argv, int check, cli_options *o) {
  *o = (cli_options){.check = check, .algorithm = cli_find_algorithm("keccak-256"), .verbosity = CLI_NORMAL,
                     .binary = -1};
  opterr = 0;
  optind = 1;
  const char *check_only = NULL;
  int option;
  /* --help and --version act where they stand, as coreutils: what follows is not read. */
  while (!o->help && !o->version && (option = getopt_long(argc, argv, ":a:l:czwhbt", long_options, NULL)) != -1) {
    int rc = apply(option, optarg, argv, o);
    if (rc) return rc;
    if (check_only_name(option)) check_only = check_only_name(option);
  }
  if (o->help || o->version) return 0;
  int rc = refuse_misplaced(o, check_only);
  if (rc) return rc;
  /* check without -a takes each line's algorithm, for which -l may fit. */
  if ((!o->check || o->algorithm_given) && !cli_output_length(o->algorithm, o->length)) {
    cli_error("%s has a fixed %u-byte digest; -l is for extendable-output functions such as shake256",
              o->algorithm->name, (unsigned)kx_digest_size(o->algorithm->alg));
    return EXIT_USAGE;
  }
  o->operands = argv + optind;
  o->operand_count = argc - optind;
  return 0;
}
