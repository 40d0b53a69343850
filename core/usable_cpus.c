/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The processors this process may keep busy, which is what "all" means for
 * kx_set_threads(ctx, 0): under taskset, in a container given one CPU's
 * quota, or on a machine whose other processors belong to other programs,
 * a thread beyond them only waits for a turn, and each thread of a tree
 * round waits for the slowest.
 *
 * The affinity mask says which processors the process may run on. Linux's
 * cgroup v2 CPU quota ("quota period" in cpu.max: quota microseconds of CPU
 * time per period) caps how many it may keep busy on average, as Go's
 * runtime reads it for GOMAXPROCS: each level of the hierarchy may set one,
 * so every level from the process's cgroup up is read and the smallest wins.
 * Walking up also finds the limit of a container whose cgroup is mounted as
 * the root of /sys/fs/cgroup without a cgroup namespace, where the path in
 * /proc/self/cgroup names directories that do not exist there.
 *
 * The files are read with open and read, not stdio, which would allocate. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* sched_getaffinity and CPU_COUNT_S */
#endif
#include "usable_cpus.h"

#include <limits.h>
#include <stdint.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif
#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#endif

#ifdef _WIN32
/* The process's affinity mask covers its primary processor group only; a
 * process whose threads run in several groups gets no mask and may use every
 * active processor of every group. */
static unsigned allowed(void) {
  DWORD_PTR process, system;
  if (GetProcessAffinityMask(GetCurrentProcess(), &process, &system) && process) {
    unsigned n = 0;
    for (; process; process &= process - 1) n++;
    return n;
  }
  return (unsigned)GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
}
#else
static unsigned online(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > (long)UINT_MAX ? UINT_MAX : (unsigned)n;
}

#ifdef __linux__
/* A mask as large as the largest Linux build (NR_CPUS at most 8192, 1 KiB):
 * the kernel refuses a mask smaller than its own (EINVAL), and glibc's
 * cpu_set_t holds only 1024 processors. */
enum { MOST_CPUS = 8192 };

static unsigned allowed(void) {
  cpu_set_t set[MOST_CPUS / CPU_SETSIZE];
  if (sched_getaffinity(0, sizeof set, set) == 0) return (unsigned)CPU_COUNT_S(sizeof set, set);
  return online();
}
#else
static unsigned allowed(void) { return online(); }
#endif
#endif

#ifdef __linux__
enum { PATH_BYTES = 4096 + 256 }; /* PATH_MAX, and the mount point's folder */

typedef struct {
  int fd;
  char buffer[512];
  size_t length, next;
} reader;

static int open_reader(reader *r, const char *path) {
  r->fd = open(path, O_RDONLY | O_CLOEXEC);
  r->length = r->next = 0;
  return r->fd >= 0;
}

/* The next byte, or -1 at the end of the file or on an error. */
static int next_byte(reader *r) {
  while (r->next == r->length) {
    ssize_t n = read(r->fd, r->buffer, sizeof r->buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    r->length = (size_t)n, r->next = 0;
  }
  return (unsigned char)r->buffer[r->next++];
}

/* The cgroup v2 path of the process: the rest of the line that begins with
 * "0::" (the lines before it, on a system that also mounts cgroup v1, name
 * the v1 hierarchies). Its length, or 0 if there is no such line, it is not
 * an absolute path, or it does not fit in cap bytes. */
static size_t read_cgroup_path(const char *proc_cgroup, char *path, size_t cap) {
  static const char unified[] = "0::";
  reader r;
  if (!open_reader(&r, proc_cgroup)) return 0;
  size_t matched = 0, length = 0; /* matched: bytes of "0::" at the start of this line, or SIZE_MAX */
  int c, found = 0, fits = 1;
  while ((c = next_byte(&r)) >= 0) {
    if (found) {
      if (c == '\n') break;
      if (length < cap) path[length++] = (char)c;
      else fits = 0;
    } else if (c == '\n') {
      matched = 0;
    } else if (matched < 3 && c == unified[matched]) {
      found = ++matched == 3;
    } else {
      matched = SIZE_MAX;
    }
  }
  close(r.fd);
  return found && fits && length && path[0] == '/' ? length : 0;
}

/* A decimal number without sign or spaces, below 2^64. */
static int parse_number(reader *r, int *c, uint64_t *value) {
  if (*c < '0' || *c > '9') return 0;
  *value = 0;
  for (; *c >= '0' && *c <= '9'; *c = next_byte(r)) {
    unsigned digit = (unsigned)(*c - '0');
    if (*value > (UINT64_MAX - digit) / 10) return 0;
    *value = *value * 10 + digit;
  }
  return 1;
}

/* Whole processors of a cpu.max file ("quota period", rounded up); 0 for no
 * limit ("max period"), and for a file that is missing or unreadable, or not
 * of that form. */
static unsigned cpu_max_limit(const char *file) {
  reader r;
  if (!open_reader(&r, file)) return 0;
  uint64_t quota = 0, period = 0;
  int c = next_byte(&r);
  int ok = parse_number(&r, &c, &quota) && c == ' ' && (c = next_byte(&r), parse_number(&r, &c, &period)) &&
           (c == '\n' || c < 0) && quota && period;
  close(r.fd);
  if (!ok) return 0;
  uint64_t cpus = quota / period + (quota % period != 0);
  return cpus > UINT_MAX ? UINT_MAX : (unsigned)cpus;
}

unsigned kx_cgroup_cpu_limit(const char *proc_cgroup, const char *cgroup_mount) {
  static const char name[] = "/cpu.max";
  char file[PATH_BYTES];
  size_t mount = strlen(cgroup_mount);
  if (mount >= sizeof file - sizeof name) return 0;
  memcpy(file, cgroup_mount, mount);
  size_t length = read_cgroup_path(proc_cgroup, file + mount, sizeof file - mount - sizeof name);
  if (!length) return 0;
  unsigned limit = 0;
  for (;;) {
    while (length && file[mount + length - 1] == '/') length--;
    memcpy(file + mount + length, name, sizeof name);
    unsigned level = cpu_max_limit(file);
    if (level && (!limit || level < limit)) limit = level;
    if (!length) return limit;
    while (length && file[mount + length - 1] != '/') length--; /* up to the parent */
  }
}
#endif

unsigned kx_usable_cpus(void) {
  unsigned n = allowed();
#ifdef __linux__
  unsigned quota = kx_cgroup_cpu_limit("/proc/self/cgroup", "/sys/fs/cgroup");
  if (quota && quota < n) n = quota;
#endif
  return n ? n : 1;
}
