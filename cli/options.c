/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include <string.h>

#include "cli.h"

int cli_option_value(int argc, char **argv, int *i, const char *short_name, const char *long_name,
                     const char **value) {
  const char *arg = argv[*i];
  size_t short_len = strlen(short_name), long_len = strlen(long_name);
  if (strcmp(arg, short_name) == 0 || strcmp(arg, long_name) == 0) {
    if (*i + 1 >= argc) {
      cli_error("option %s needs a value", arg);
      return -1;
    }
    *value = argv[++*i];
    return 1;
  }
  if (strncmp(arg, short_name, short_len) == 0 && arg[1] != '-') {
    *value = arg + short_len;
    return 1;
  }
  if (strncmp(arg, long_name, long_len) == 0 && arg[long_len] == '=') {
    *value = arg + long_len + 1;
    return 1;
  }
  return 0;
}
