/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* How many processors this process may keep busy: the one place that asks
 * the operating system (usable_cpus.c). */
#ifndef KX_USABLE_CPUS_H
#define KX_USABLE_CPUS_H

/* The processors this process may run on now (its affinity mask on Linux and
 * Windows, the processors online elsewhere), capped on Linux by the CPU quota
 * of its cgroup v2 and of each parent; at least 1. Asked anew at each call:
 * a process may be moved, or its limits changed, while it runs. */
unsigned kx_usable_cpus(void);

#ifdef __linux__
/* The cgroup v2 CPU quota as whole processors: ceil(quota / period) of each
 * cpu.max from the process's cgroup (the "0::" line of the file at
 * proc_cgroup, normally /proc/self/cgroup) up to the root of the hierarchy
 * mounted at cgroup_mount (normally /sys/fs/cgroup), the smallest of them;
 * 0 when none sets a quota or none can be read. The paths are parameters for
 * the tests, which build a cgroup tree of their own. */
unsigned kx_cgroup_cpu_limit(const char *proc_cgroup, const char *cgroup_mount);
#endif

#endif
