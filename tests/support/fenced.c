/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Memory that ends at an inaccessible page: mmap and mprotect, or
 * VirtualAlloc and VirtualProtect on Windows. */
#ifndef _WIN32
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#endif
#include "support.h"

#include <criterion/criterion.h>

#ifdef _WIN32
#include <windows.h>

fenced map_fenced(void) {
  SYSTEM_INFO system;
  GetSystemInfo(&system);
  size_t page = system.dwPageSize;
  uint8_t *map = VirtualAlloc(NULL, 2 * page, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
  cr_assert_not_null(map);
  DWORD before;
  cr_assert(VirtualProtect(map + page, page, PAGE_NOACCESS, &before));
  return (fenced){map + page, page};
}

void unmap_fenced(fenced pages) { VirtualFree(pages.edge - pages.page, 0, MEM_RELEASE); }

#else
#include <sys/mman.h>
#include <unistd.h>

fenced map_fenced(void) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  uint8_t *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  cr_assert_neq(map, MAP_FAILED);
  cr_assert_eq(mprotect(map + page, page, PROT_NONE), 0);
  return (fenced){map + page, page};
}

void unmap_fenced(fenced pages) { munmap(pages.edge - pages.page, 2 * pages.page); }

#endif
