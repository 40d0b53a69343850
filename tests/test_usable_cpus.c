/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What "all" threads means (core/usable_cpus.c): the processors of the
 * process's affinity mask, capped by the CPU quota of its cgroup v2 and of
 * each parent (cpu.max, rounded up to whole processors). The cgroup tests
 * build a /proc/self/cgroup and a cgroup hierarchy of their own in a
 * temporary folder. */
#ifdef __linux__
#define _GNU_SOURCE /* sched_setaffinity, mkdtemp */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <criterion/criterion.h>

#include "keccakx.h"
#include "usable_cpus.h"

typedef struct {
  char root[64];
  char proc_cgroup[96];
  char mount[96];
} fake_system;

static void write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  cr_assert(f, "cannot write %s", path);
  fputs(text, f);
  fclose(f);
}

/* A system whose process is in cgroup `path` ("0::" line of its
 * /proc/self/cgroup, after v1 lines as a hybrid system has them), with an
 * empty hierarchy mounted. */
static fake_system fake_system_in(const char *path) {
  fake_system s;
  strcpy(s.root, "/tmp/keccakx-cgroup-XXXXXX");
  cr_assert(mkdtemp(s.root));
  snprintf(s.proc_cgroup, sizeof s.proc_cgroup, "%s/cgroup", s.root);
  snprintf(s.mount, sizeof s.mount, "%s/fs", s.root);
  cr_assert(mkdir(s.mount, 0700) == 0);
  char line[512];
  snprintf(line, sizeof line, "4:memory:/elsewhere\n1:cpu:/v1/only\n0::%s\n", path);
  write_file(s.proc_cgroup, line);
  return s;
}

/* Writes cpu.max in folder `dir` of the hierarchy (created with its parents). */
static void set_cpu_max(const fake_system *s, const char *dir, const char *text) {
  char path[512];
  snprintf(path, sizeof path, "%s%s", s->mount, dir);
  for (char *p = path + strlen(s->mount) + 1; *p; p++)
    if (*p == '/') {
      *p = 0;
      mkdir(path, 0700);
      *p = '/';
    }
  mkdir(path, 0700);
  strcat(path, "/cpu.max");
  write_file(path, text);
}

static unsigned limit_of(const fake_system *s) { return kx_cgroup_cpu_limit(s->proc_cgroup, s->mount); }

static void remove_fake_system(const fake_system *s) {
  char command[128];
  snprintf(command, sizeof command, "rm -rf '%s'", s->root);
  cr_assert(system(command) == 0);
}

/* The limit of a process alone in cgroup /a whose cpu.max says `text`. */
static unsigned limit_for_cpu_max(const char *text) {
  fake_system s = fake_system_in("/a");
  set_cpu_max(&s, "/a", text);
  unsigned limit = limit_of(&s);
  remove_fake_system(&s);
  return limit;
}

Test(cgroup_quota, max_is_no_limit) { cr_assert_eq(limit_for_cpu_max("max 100000\n"), 0); }

Test(cgroup_quota, a_quota_of_one_and_a_half_processors_allows_two) {
  cr_assert_eq(limit_for_cpu_max("150000 100000\n"), 2);
}

Test(cgroup_quota, a_quota_of_half_a_processor_allows_one) { cr_assert_eq(limit_for_cpu_max("50000 100000\n"), 1); }

Test(cgroup_quota, a_quota_of_whole_processors_allows_that_many) {
  cr_assert_eq(limit_for_cpu_max("400000 100000\n"), 4);
  cr_assert_eq(limit_for_cpu_max("1000 1000"), 1);
}

Test(cgroup_quota, text_that_is_not_quota_and_period_is_no_limit) {
  static const char *const garbage[] = {"",
                                        "\n",
                                        "150000\n",
                                        "150000 \n",
                                        " 150000 100000\n",
                                        "150000  100000\n",
                                        "-150000 100000\n",
                                        "150000 100000 7\n",
                                        "1.5e5 100000\n",
                                        "0 100000\n",
                                        "150000 0\n",
                                        "max\n",
                                        "maximum 100000\n",
                                        "18446744073709551616 100000\n"};
  for (size_t i = 0; i < sizeof garbage / sizeof *garbage; i++)
    cr_expect_eq(limit_for_cpu_max(garbage[i]), 0, "cpu.max [%s]", garbage[i]);
}

Test(cgroup_quota, the_largest_quota_is_taken_whole) {
  cr_assert_eq(limit_for_cpu_max("18446744073709551615 1\n"), 0xFFFFFFFFu);
}

Test(cgroup_quota, the_smallest_limit_of_the_cgroup_and_its_parents_wins) {
  fake_system s = fake_system_in("/machine/app/worker");
  set_cpu_max(&s, "/machine", "800000 100000\n");
  set_cpu_max(&s, "/machine/app", "250000 100000\n");
  set_cpu_max(&s, "/machine/app/worker", "max 100000\n");
  cr_expect_eq(limit_of(&s), 3);
  set_cpu_max(&s, "/machine/app/worker", "100000 100000\n");
  cr_expect_eq(limit_of(&s), 1);
  set_cpu_max(&s, "/machine/app/worker", "garbage\n");
  set_cpu_max(&s, "", "200000 100000\n");
  cr_expect_eq(limit_of(&s), 2);
  remove_fake_system(&s);
}

Test(cgroup_quota, missing_cpu_max_files_are_no_limit) {
  fake_system s = fake_system_in("/a/b");
  cr_expect_eq(limit_of(&s), 0);
  set_cpu_max(&s, "/a", "300000 100000\n");
  cr_expect_eq(limit_of(&s), 3, "the parent's limit, the process's own cgroup having no cpu.max");
  remove_fake_system(&s);
}

Test(cgroup_quota, a_container_mounted_at_its_own_cgroup_finds_its_limit_at_the_root) {
  fake_system s = fake_system_in("/system.slice/docker-1234.scope");
  set_cpu_max(&s, "", "100000 100000\n");
  cr_assert_eq(limit_of(&s), 1);
  remove_fake_system(&s);
}

Test(cgroup_quota, the_root_cgroup_reads_the_mount_point) {
  fake_system s = fake_system_in("/");
  set_cpu_max(&s, "", "200000 100000\n");
  cr_assert_eq(limit_of(&s), 2);
  remove_fake_system(&s);
}

Test(cgroup_quota, only_the_unified_hierarchy_line_names_the_cgroup) {
  fake_system s = fake_system_in("/a");
  set_cpu_max(&s, "/v1/only", "100000 100000\n");
  set_cpu_max(&s, "/elsewhere", "100000 100000\n");
  set_cpu_max(&s, "/a", "300000 100000\n");
  cr_expect_eq(limit_of(&s), 3);
  write_file(s.proc_cgroup, "1:cpu:/v1/only\n10::/elsewhere\n");
  cr_expect_eq(limit_of(&s), 0, "no 0:: line: not on cgroup v2");
  remove_fake_system(&s);
}

Test(cgroup_quota, no_proc_file_is_no_limit) {
  fake_system s = fake_system_in("/a");
  set_cpu_max(&s, "/a", "100000 100000\n");
  cr_expect_eq(kx_cgroup_cpu_limit("/nonexistent/cgroup", s.mount), 0);
  write_file(s.proc_cgroup, "0::a\n");
  cr_expect_eq(limit_of(&s), 0, "not an absolute path");
  remove_fake_system(&s);
}

Test(cgroup_quota, a_path_longer_than_any_folder_is_no_limit) {
  char line[8192] = "0::/";
  memset(line + 4, 'x', sizeof line - 6);
  line[sizeof line - 2] = '\n';
  fake_system s = fake_system_in("/a");
  set_cpu_max(&s, "", "100000 100000\n");
  write_file(s.proc_cgroup, line);
  cr_expect_eq(limit_of(&s), 0);
  remove_fake_system(&s);
}

/* The first n processors of the process's affinity mask become its mask. */
static void run_on_first_cpus(const cpu_set_t *allowed, int n) {
  cpu_set_t set;
  CPU_ZERO(&set);
  int taken = 0;
  for (size_t cpu = 0; cpu < (size_t)CPU_SETSIZE && taken < n; cpu++)
    if (CPU_ISSET(cpu, allowed)) CPU_SET(cpu, &set), taken++;
  cr_assert(sched_setaffinity(0, sizeof set, &set) == 0);
}

Test(usable_cpus, one_per_processor_of_the_affinity_mask_within_the_quota) {
  cpu_set_t allowed;
  cr_assert(sched_getaffinity(0, sizeof allowed, &allowed) == 0);
  unsigned quota = kx_cgroup_cpu_limit("/proc/self/cgroup", "/sys/fs/cgroup");
  for (int n = 1; n <= CPU_COUNT(&allowed) && n <= 4; n++) {
    run_on_first_cpus(&allowed, n);
    unsigned want = quota && quota < (unsigned)n ? quota : (unsigned)n;
    cr_expect_eq(kx_usable_cpus(), want, "affinity of %d processors, quota %u", n, quota);
  }
}

#else
#include <criterion/criterion.h>

#include "keccakx.h"
#include "usable_cpus.h"

Test(usable_cpus, at_least_one) { cr_assert_geq(kx_usable_cpus(), 1); }
#endif
