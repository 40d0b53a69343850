/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* keccakx backends: every backend built in, the widths it implements, whether
 * this CPU runs it, and for which widths it is the active choice. */
#include <string.h>

#include "cli.h"

static const unsigned widths[] = {1, 2, 4, 8};

static int runs_here(const char *name) {
  const char *runnable[32];
  size_t count = kx_backends(runnable, 32);
  for (size_t i = 0; i < count && i < 32; i++)
    if (strcmp(runnable[i], name) == 0) return 1;
  return 0;
}

/* "1 2 4 8"-style list of the widths in `set` (a bit set of width values). */
static void format_widths(unsigned set, char *out) {
  out[0] = '\0';
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
    if (!(set & widths[i])) continue;
    size_t n = strlen(out);
    out[n] = (char)('0' + widths[i]);
    out[n + 1] = ' ';
    out[n + 2] = '\0';
  }
  size_t n = strlen(out);
  if (n) out[n - 1] = '\0';
  else strcpy(out, "-");
}

static unsigned active_widths(const char *name) {
  unsigned set = 0;
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
    if (strcmp(kx_backend(widths[i]), name) == 0) set |= widths[i];
  return set;
}

int cmd_backends(int argc, char **argv) {
  (void)argv;
  if (argc > 1) {
    cli_error("backends takes no arguments");
    return EXIT_USAGE;
  }
  const char *built[32];
  size_t count = kx_backends_built(built, 32);
  printf("%-10s %-10s %-10s %s\n", "backend", "widths", "this CPU", "active for widths");
  for (size_t i = 0; i < count && i < 32; i++) {
    char native[16], active[16];
    format_widths(kx_backend_widths(built[i]), native);
    format_widths(active_widths(built[i]), active);
    printf("%-10s %-10s %-10s %s\n", built[i], native, runs_here(built[i]) ? "yes" : "no", active);
  }
  return 0;
}
