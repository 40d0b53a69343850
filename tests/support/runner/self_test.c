/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Tests whose outcomes are known, for check_self_test.cmake to read the
 * runner's report of: the runner must say what each of them did. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _WIN32
#include <windows.h>
#define sleep_seconds(s) Sleep((s) * 1000)
#else
#include <unistd.h>
#define sleep_seconds(s) sleep(s)
#endif

Test(runner, ok_checks_that_hold_pass) {
  const char text[] = "abc";
  cr_assert(1);
  cr_assert(text[0] == 'a', "with a message %d", 1);
  cr_expect(text[2] == 'c');
  cr_assert_eq(2 + 2, 4);
  cr_expect_eq(2 + 2, 4, "%s", "with a message");
  cr_assert_neq(1, 2);
  cr_assert_lt(1, 2);
  cr_assert_leq(2, 2);
  cr_assert_gt(2, 1);
  cr_assert_geq(2, 2);
  cr_assert_null(NULL);
  cr_assert_not_null(text);
  cr_assert_str_eq(text, "abc");
  cr_assert_str_neq(text, "abd");
  cr_assert_arr_eq(text, "abd", 2);
}

Test(runner, ok_skipped) { cr_skip_test("not on %s", "this machine"); }

/* Sorted by name, so the first runs before the second: in one shared
 * process the second would see the first's mark. */
static int marked;
Test(runner, ok_each_test_has_a_fresh_process_1) { marked = 1; }
Test(runner, ok_each_test_has_a_fresh_process_2) { cr_assert_eq(marked, 0); }

Test(runner, a_false_assertion_ends_the_test) {
  cr_assert_eq(1, 2, "one is not %d", 2);
  printf("after the assertion\n");
}

Test(runner, a_false_expectation_fails_and_goes_on) {
  cr_expect_eq(1, 2);
  printf("after the expectation\n");
}

Test(runner, a_null_string_fails_either_string_check) { cr_assert_str_neq(NULL, "abc"); }

Test(runner, a_crash) { abort(); }

Test(runner, a_hang, .timeout = 1) { sleep_seconds(60); }
