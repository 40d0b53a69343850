/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Each test in a process of its own, as Criterion runs them: this program is
 * started again with --run=suite/name, so that a test sees a library that
 * has made no call yet, and a crash or a hang ends that test only. */
#include <stdio.h>
#include <wchar.h>
#include <windows.h>

#include "runner.h"

static double now(void) {
  LARGE_INTEGER ticks, frequency;
  QueryPerformanceCounter(&ticks);
  QueryPerformanceFrequency(&frequency);
  return (double)ticks.QuadPart / (double)frequency.QuadPart;
}

/* "this.exe" --run=suite/name (C99's swprintf: mingw-w64's stdio, whose %s is a char string). */
static int command_line(const runner_test *test, wchar_t *command, size_t capacity) {
  wchar_t program[MAX_PATH * 4];
  DWORD length = GetModuleFileNameW(NULL, program, (DWORD)(sizeof program / sizeof *program));
  return length > 0 && length < sizeof program / sizeof *program &&
         swprintf(command, capacity, L"\"%ls\" --run=%s/%s", program, test->suite, test->name) > 0;
}

/* Starts the command, trying again a few times: under wine, CreateProcess
 * now and then fails with ERROR_INTERNAL_ERROR while other processes start
 * (seen once in three runs of the suite with two ctest jobs), which says
 * nothing of the test. */
static BOOL start_process(wchar_t *command, STARTUPINFOW *startup, PROCESS_INFORMATION *process) {
  enum { ATTEMPTS = 5 };
  for (int attempt = 1;; attempt++) {
    if (CreateProcessW(NULL, command, NULL, NULL, FALSE, 0, NULL, NULL, startup, process)) return TRUE;
    if (attempt == ATTEMPTS) return FALSE;
    Sleep(100);
  }
}

runner_outcome runner_run_apart(const runner_test *test) {
  runner_outcome outcome = {RUNNER_CRASHED, 0, 0};
  wchar_t command[MAX_PATH * 4 + 512];
  STARTUPINFOW startup = {.cb = sizeof startup};
  PROCESS_INFORMATION process;
  double start = now();
  /* A crashing test ends as a status, without a debugger or an error box
   * (the child inherits this error mode). */
  SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
  if (!command_line(test, command, sizeof command / sizeof *command) ||
      !start_process(command, &startup, &process)) {
    outcome.exit_status = GetLastError();
    fprintf(stderr, "[----] cannot start a process for %s/%s\n", test->suite, test->name);
    return outcome;
  }
  DWORD limit = test->timeout > 0 ? (DWORD)(test->timeout * 1000) : INFINITE;
  if (WaitForSingleObject(process.hProcess, limit) == WAIT_TIMEOUT) {
    TerminateProcess(process.hProcess, RUNNER_EXIT_FAILED);
    WaitForSingleObject(process.hProcess, INFINITE);
    outcome.result = RUNNER_TIMED_OUT;
  } else {
    DWORD status = RUNNER_EXIT_FAILED;
    GetExitCodeProcess(process.hProcess, &status);
    outcome.exit_status = status;
    outcome.result = status == RUNNER_EXIT_PASSED    ? RUNNER_PASSED
                     : status == RUNNER_EXIT_FAILED  ? RUNNER_FAILED
                     : status == RUNNER_EXIT_SKIPPED ? RUNNER_SKIPPED
                                                     : RUNNER_CRASHED;
  }
  outcome.seconds = now() - start;
  CloseHandle(process.hThread);
  CloseHandle(process.hProcess);
  return outcome;
}
