/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What cr_assert, cr_expect and cr_skip_test do inside a test's process. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"

static int failed_expectations;

void runner_check(int passed, int fatal, const char *file, int line, const char *expression,
                  const char *format, ...) {
  if (passed) return;
  fprintf(stderr, "[----] %s:%d: failed: %s\n", file, line, expression);
  char message[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  if (message[0]) fprintf(stderr, "[----]   %s\n", message);
  if (fatal) exit(RUNNER_EXIT_FAILED);
  failed_expectations++;
}

void runner_skip(const char *format, ...) {
  va_list args;
  va_start(args, format);
  printf("[----] skipped: ");
  vprintf(format, args);
  printf("\n");
  va_end(args);
  exit(RUNNER_EXIT_SKIPPED);
}

int runner_strings_same(const char *a, const char *b) {
  if (!a || !b) return -1; /* neither equal nor different: a check on NULL fails */
  return strcmp(a, b) == 0;
}

int runner_run_here(const runner_test *test) {
  test->body();
  return failed_expectations ? RUNNER_EXIT_FAILED : RUNNER_EXIT_PASSED;
}
