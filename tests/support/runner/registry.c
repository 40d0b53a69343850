/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Test(...) registers each test before main; the list is kept in order so
 * that every run, and --list, give the tests in the same order. */
#include <string.h>

#include "runner.h"

static runner_test *first;

static int precedes(const runner_test *a, const runner_test *b) {
  int suites = strcmp(a->suite, b->suite);
  return suites ? suites < 0 : strcmp(a->name, b->name) < 0;
}

void runner_register(runner_test *test) {
  runner_test **at = &first;
  while (*at && precedes(*at, test)) at = &(*at)->next;
  test->next = *at;
  *at = test;
}

const runner_test *runner_tests(void) { return first; }
