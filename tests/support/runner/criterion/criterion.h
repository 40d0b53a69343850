/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The part of Criterion's API that the C tests use, for builds where
 * Criterion is not installed (Windows has no mingw-w64 package of it). The
 * tests include <criterion/criterion.h> either way; this one is found first
 * when tests/CMakeLists.txt builds them with the runner of this folder,
 * which runs each test in a process of its own, as Criterion does.
 *
 *   Test(suite, name) { ... }               Test(suite, name, .timeout = 600) { ... }
 *   cr_assert(condition[, format, ...])     ends the test when false
 *   cr_expect(condition[, format, ...])     fails the test and goes on
 *   cr_assert_eq/neq/lt/leq/gt/geq(a, b[, format, ...]), cr_expect_eq(...)
 *   cr_assert_null/not_null(pointer[, ...]), cr_assert_str_eq/str_neq(a, b[, ...])
 *   cr_assert_arr_eq(a, b, bytes[, ...]),   cr_skip_test(format, ...) */
#ifndef KX_RUNNER_CRITERION_H
#define KX_RUNNER_CRITERION_H

#include <stdio.h>
#include <string.h>

typedef struct runner_test {
  const char *suite, *name;
  void (*body)(void);
  double timeout; /* seconds; 0: none */
  struct runner_test *next;
} runner_test;

void runner_register(runner_test *test);

#ifdef __MINGW_PRINTF_FORMAT
#define RUNNER_PRINTF_(f, a) __attribute__((format(__MINGW_PRINTF_FORMAT, f, a)))
#else
#define RUNNER_PRINTF_(f, a) __attribute__((format(printf, f, a)))
#endif

/* Reports a false check at file:line (expression, then the optional message);
 * a fatal one ends the test's process. */
void runner_check(int passed, int fatal, const char *file, int line, const char *expression,
                  const char *format, ...) RUNNER_PRINTF_(6, 7);
__attribute__((noreturn)) void runner_skip(const char *format, ...) RUNNER_PRINTF_(1, 2);
/* 1: the same text, 0: different, -1: a NULL (so that both checks fail). */
int runner_strings_same(const char *a, const char *b);

/* Optional trailing arguments: RUNNER_REST_(fallback, a, ...) is what follows
 * a, or fallback() when nothing does (ISO C wants at least one argument for a
 * macro's "...", so the count is found with the usual argument-shifting trick;
 * fallback is a macro's name, called only once chosen). */
#define RUNNER_CAT_(a, b) RUNNER_CAT2_(a, b)
#define RUNNER_CAT2_(a, b) a##b
#define RUNNER_ARITY_(...)                                                                          \
  RUNNER_33RD_(__VA_ARGS__, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, \
               MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE, MORE,  \
               MORE, MORE, MORE, MORE, MORE, ONE, ~)
#define RUNNER_33RD_(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, \
                     _18, _19, _20, _21, _22, _23, _24, _25, _26, _27, _28, _29, _30, _31, _32,  \
                     x, ...)                                                                     \
  x
#define RUNNER_REST_(fallback, ...) \
  RUNNER_CAT_(RUNNER_REST_, RUNNER_ARITY_(__VA_ARGS__))(fallback, __VA_ARGS__)
#define RUNNER_REST_ONE(fallback, first) fallback()
#define RUNNER_REST_MORE(fallback, first, ...) __VA_ARGS__
#define RUNNER_FIRST_(first, ...) first
#define RUNNER_SECOND_(first, second, ...) second
#define RUNNER_THIRD_(first, second, third, ...) third
#define RUNNER_NO_MESSAGE_() "%s", ""
#define RUNNER_NO_OPTIONS_() .timeout = 0
/* The optional message after one, two or three operands. */
#define RUNNER_AFTER_1_(...) RUNNER_REST_(RUNNER_NO_MESSAGE_, __VA_ARGS__)
#define RUNNER_AFTER_2_(...) RUNNER_AFTER_1_(RUNNER_REST_(RUNNER_NO_MESSAGE_, __VA_ARGS__))
#define RUNNER_AFTER_3_(...) RUNNER_AFTER_2_(RUNNER_REST_(RUNNER_NO_MESSAGE_, __VA_ARGS__))
#define RUNNER_A_(...) RUNNER_FIRST_(__VA_ARGS__, ~)
#define RUNNER_B_(...) RUNNER_SECOND_(__VA_ARGS__, ~)

#define Test(suite, ...) \
  RUNNER_EXPAND_(RUNNER_TEST_, suite, RUNNER_A_(__VA_ARGS__), RUNNER_REST_(RUNNER_NO_OPTIONS_, __VA_ARGS__))
#define RUNNER_EXPAND_(macro, ...) macro(__VA_ARGS__)
#define RUNNER_TEST_(suite_, name_, ...)                                                        \
  static void suite_##_##name_(void);                                                         \
  static runner_test suite_##_##name_##_test = {                                              \
      .suite = #suite_, .name = #name_, .body = suite_##_##name_, __VA_ARGS__};               \
  __attribute__((constructor)) static void suite_##_##name_##_register(void) {               \
    runner_register(&suite_##_##name_##_test);                                               \
  }                                                                                           \
  static void suite_##_##name_(void)

/* A false check reports the call as written, e.g. cr_assert_eq(x, KX_OK, "%s", name). */
#define RUNNER_CHECK_(fatal, condition, text, ...) \
  runner_check(!!(condition), fatal, __FILE__, __LINE__, text, __VA_ARGS__)
#define RUNNER_UNARY_(fatal, condition, text, ...) \
  RUNNER_CHECK_(fatal, condition, text, RUNNER_AFTER_1_(__VA_ARGS__))
#define RUNNER_BINARY_(fatal, op, text, ...) \
  RUNNER_CHECK_(fatal, (RUNNER_A_(__VA_ARGS__))op(RUNNER_B_(__VA_ARGS__)), text, RUNNER_AFTER_2_(__VA_ARGS__))
#define RUNNER_STRINGS_(fatal, equal, text, ...)                                                          \
  RUNNER_CHECK_(fatal, runner_strings_same(RUNNER_A_(__VA_ARGS__), RUNNER_B_(__VA_ARGS__)) == (equal), \
                text, RUNNER_AFTER_2_(__VA_ARGS__))

#define cr_assert(...) RUNNER_UNARY_(1, RUNNER_A_(__VA_ARGS__), "cr_assert(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_expect(...) RUNNER_UNARY_(0, RUNNER_A_(__VA_ARGS__), "cr_expect(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_null(...) \
  RUNNER_UNARY_(1, RUNNER_A_(__VA_ARGS__) == NULL, "cr_assert_null(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_not_null(...) \
  RUNNER_UNARY_(1, RUNNER_A_(__VA_ARGS__) != NULL, "cr_assert_not_null(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_eq(...) RUNNER_BINARY_(1, ==, "cr_assert_eq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_expect_eq(...) RUNNER_BINARY_(0, ==, "cr_expect_eq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_neq(...) RUNNER_BINARY_(1, !=, "cr_assert_neq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_lt(...) RUNNER_BINARY_(1, <, "cr_assert_lt(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_leq(...) RUNNER_BINARY_(1, <=, "cr_assert_leq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_gt(...) RUNNER_BINARY_(1, >, "cr_assert_gt(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_geq(...) RUNNER_BINARY_(1, >=, "cr_assert_geq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_str_eq(...) RUNNER_STRINGS_(1, 1, "cr_assert_str_eq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_str_neq(...) RUNNER_STRINGS_(1, 0, "cr_assert_str_neq(" #__VA_ARGS__ ")", __VA_ARGS__)
#define cr_assert_arr_eq(...)                                                                            \
  RUNNER_CHECK_(1, memcmp(RUNNER_A_(__VA_ARGS__), RUNNER_B_(__VA_ARGS__), RUNNER_THIRD_(__VA_ARGS__, ~)) == 0, \
                "cr_assert_arr_eq(" #__VA_ARGS__ ")", RUNNER_AFTER_3_(__VA_ARGS__))
#define cr_skip_test(...) runner_skip(__VA_ARGS__)

#endif
