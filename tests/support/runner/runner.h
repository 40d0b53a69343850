/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Inside the runner: the registered tests, one test run in this process, and
 * one test run in a process of its own. */
#ifndef KX_RUNNER_RUNNER_H
#define KX_RUNNER_RUNNER_H

#include "criterion/criterion.h"

/* A test process's exit status says how its test ended. */
enum { RUNNER_EXIT_PASSED = 0, RUNNER_EXIT_FAILED = 1, RUNNER_EXIT_SKIPPED = 77 };

/* Every registered test, ordered by suite then name (a list through ->next). */
const runner_test *runner_tests(void);

/* Runs the test in this process; returns its exit status (a fatal check
 * exits the process with RUNNER_EXIT_FAILED itself). */
int runner_run_here(const runner_test *test);

typedef enum runner_result {
  RUNNER_PASSED,
  RUNNER_FAILED,
  RUNNER_SKIPPED,
  RUNNER_CRASHED,
  RUNNER_TIMED_OUT
} runner_result;

typedef struct runner_outcome {
  runner_result result;
  unsigned long exit_status; /* the process's, for RUNNER_CRASHED */
  double seconds;
} runner_outcome;

/* Runs the test in a new process of this program (its --run option), ended
 * if it outlives the test's timeout. */
runner_outcome runner_run_apart(const runner_test *test);

#endif
