/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A Criterion-compatible test program: runs every test (or those --filter
 * selects), each in a process of its own, reports each one and a synthesis,
 * and fails when a test fails, crashes, times out, or when none ran.
 *   --list            the tests, as suite/name
 *   --filter=PATTERN  only the tests whose suite/name PATTERN matches (* and ?)
 *   --run=suite/name  that one test, in this process (how each test is started) */
#include <stdio.h>
#include <string.h>

#include "runner.h"

static int matches(const char *pattern, const char *text) {
  if (*pattern == '*') return matches(pattern + 1, text) || (*text && matches(pattern, text + 1));
  if (!*pattern) return !*text;
  return *text && (*pattern == '?' || *pattern == *text) && matches(pattern + 1, text + 1);
}

static const char *full_name(const runner_test *test) {
  static char name[512];
  snprintf(name, sizeof name, "%s/%s", test->suite, test->name);
  return name;
}

static int selected(const runner_test *test, const char *pattern) {
  return matches(pattern, full_name(test));
}

static int run_one_here(const char *name) {
  for (const runner_test *t = runner_tests(); t; t = t->next)
    if (strcmp(full_name(t), name) == 0) return runner_run_here(t);
  fprintf(stderr, "no test %s\n", name);
  return RUNNER_EXIT_FAILED;
}

static int list(const char *pattern) {
  for (const runner_test *t = runner_tests(); t; t = t->next)
    if (selected(t, pattern)) printf("%s\n", full_name(t));
  return 0;
}

static int run_all(const char *pattern) {
  static const char *const labels[] = {"PASS", "FAIL", "SKIP", "CRASH", "TIME"};
  size_t counts[5] = {0}, ran = 0;
  for (const runner_test *t = runner_tests(); t; t = t->next) {
    if (!selected(t, pattern)) continue;
    fflush(stdout); /* before the test's own output */
    runner_outcome o = runner_run_apart(t);
    printf("[%s] %s::%s (%.2f s)", labels[o.result], t->suite, t->name, o.seconds);
    if (o.result == RUNNER_CRASHED) printf(": exit status 0x%lx", o.exit_status);
    if (o.result == RUNNER_TIMED_OUT) printf(": still running after %.0f s", t->timeout);
    printf("\n");
    counts[o.result]++;
    ran++;
  }
  printf("[====] Synthesis: Tested: %zu | Passing: %zu | Failing: %zu | Skipped: %zu | Crashing: %zu"
         " | Timed out: %zu\n",
         ran, counts[RUNNER_PASSED], counts[RUNNER_FAILED], counts[RUNNER_SKIPPED], counts[RUNNER_CRASHED],
         counts[RUNNER_TIMED_OUT]);
  if (ran == 0) fprintf(stderr, "no test matches %s\n", pattern);
  return ran > 0 && ran == counts[RUNNER_PASSED] + counts[RUNNER_SKIPPED] ? 0 : 1;
}

int main(int argc, char **argv) {
  const char *pattern = "*";
  int listing = 0;
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--run=", 6) == 0) return run_one_here(argv[i] + 6);
    if (strncmp(argv[i], "--filter=", 9) == 0) pattern = argv[i] + 9;
    else if (strcmp(argv[i], "--list") == 0) listing = 1;
    else {
      fprintf(stderr, "usage: %s [--list] [--filter=suite/name pattern] [--run=suite/name]\n", argv[0]);
      return 2;
    }
  }
  return listing ? list(pattern) : run_all(pattern);
}
