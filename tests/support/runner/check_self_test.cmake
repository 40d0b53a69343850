# SPDX-License-Identifier: MIT OR Apache-2.0
# The runner reports what each test of self_test.c did, fails when one fails,
# crashes or hangs, passes when they pass or skip, and fails when no test runs.
#   cmake -DPROGRAM=self_test.exe [-DEMULATOR=wine] -P check_self_test.cmake
function(run expected_status)
  execute_process(COMMAND ${EMULATOR} ${PROGRAM} ${ARGN} RESULT_VARIABLE status
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(out "${out}${err}" PARENT_SCOPE)
  if(expected_status STREQUAL "0" AND NOT status EQUAL 0 OR
     expected_status STREQUAL "failure" AND status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${ARGN}: exit status ${status}, expected ${expected_status}:\n${out}${err}")
  endif()
endfunction()

function(expect what pattern)
  if(NOT out MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: no [${pattern}] in:\n${out}")
  endif()
endfunction()

function(expect_no what pattern)
  if(out MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: [${pattern}] in:\n${out}")
  endif()
endfunction()

run(0 --list)
string(REPLACE "\r" "" out "${out}")
set(listed "runner/a_crash\nrunner/a_false_assertion_ends_the_test\nrunner/a_false_expectation_fails_and_goes_on\n"
  "runner/a_hang\nrunner/a_null_string_fails_either_string_check\nrunner/ok_checks_that_hold_pass\n"
  "runner/ok_each_test_has_a_fresh_process_1\nrunner/ok_each_test_has_a_fresh_process_2\nrunner/ok_skipped\n")
string(CONCAT listed ${listed})
if(NOT out STREQUAL listed)
  message(FATAL_ERROR "--list gives:\n${out}\nexpected, in this order:\n${listed}")
endif()

run(failure)
expect("a passing test" "\\[PASS\\] runner::ok_checks_that_hold_pass")
expect("a skipped test" "\\[SKIP\\] runner::ok_skipped")
expect("the skip's reason" "skipped: not on this machine")
expect("a test in its own process" "\\[PASS\\] runner::ok_each_test_has_a_fresh_process_2")
expect("a false assertion" "\\[FAIL\\] runner::a_false_assertion_ends_the_test")
expect("where it failed" "self_test.c:[0-9]+: failed: cr_assert_eq\\(1, 2, \"one is not %d\", 2\\)")
expect("its message" "one is not 2")
expect_no("the test went on after a false assertion" "after the assertion")
expect("a false expectation" "\\[FAIL\\] runner::a_false_expectation_fails_and_goes_on")
expect("the test going on after a false expectation" "after the expectation")
expect("a NULL string" "\\[FAIL\\] runner::a_null_string_fails_either_string_check")
expect("a crash" "\\[CRASH\\] runner::a_crash")
expect("a hang" "\\[TIME\\] runner::a_hang")
expect("the synthesis" "Tested: 9 \\| Passing: 3 \\| Failing: 3 \\| Skipped: 1 \\| Crashing: 1 \\| Timed out: 1")

run(0 --filter=runner/ok_*)
expect("a filter" "Tested: 4 \\| Passing: 3 \\| Failing: 0 \\| Skipped: 1")
run(failure --filter=runner/no_such_test)
expect("no test selected" "no test matches runner/no_such_test")
run(failure --no-such-option)
