/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Each test in a process of its own, as Criterion runs them: a child forked
 * from the runner, which has made no library call, so that a test sees a
 * library that has made no call yet, and a crash or a hang ends that test
 * only. The child's alarm is its time limit. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runner.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static runner_result result_of_exit(int status) {
  return status == RUNNER_EXIT_PASSED    ? RUNNER_PASSED
         : status == RUNNER_EXIT_FAILED  ? RUNNER_FAILED
         : status == RUNNER_EXIT_SKIPPED ? RUNNER_SKIPPED
                                         : RUNNER_CRASHED;
}

runner_outcome runner_run_apart(const runner_test *test) {
  runner_outcome outcome = {RUNNER_CRASHED, 0, 0};
  double start = now();
  fflush(NULL); /* the child must not print the runner's buffered output again */
  pid_t child = fork();
  if (child < 0) {
    fprintf(stderr, "[----] cannot start a process for %s/%s\n", test->suite, test->name);
    return outcome;
  }
  if (child == 0) {
    if (test->timeout > 0) alarm((unsigned)(test->timeout + 0.999));
    int status = runner_run_here(test);
    fflush(NULL);
    _exit(status);
  }
  int status = 0;
  pid_t waited;
  do waited = waitpid(child, &status, 0);
  while (waited < 0 && errno == EINTR);
  if (waited < 0) {
    fprintf(stderr, "[----] lost the process of %s/%s\n", test->suite, test->name);
  } else if (WIFEXITED(status)) {
    outcome.exit_status = (unsigned long)WEXITSTATUS(status);
    outcome.result = result_of_exit(WEXITSTATUS(status));
  } else {
    outcome.exit_status = (unsigned long)WTERMSIG(status);
    outcome.result = WTERMSIG(status) == SIGALRM ? RUNNER_TIMED_OUT : RUNNER_CRASHED;
  }
  outcome.seconds = now() - start;
  return outcome;
}
