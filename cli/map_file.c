/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A regular file's bytes in memory at once (POSIX mmap), so that one
 * kx_update gives the library's threads the whole file. Anything else (a
 * pipe, a terminal, an empty file, a map that fails) is read as a stream. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "cli.h"

int cli_map_file(FILE *in, cli_mapping *m) {
  struct stat st;
  int fd = fileno(in);
  if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size <= 0 || (uint64_t)st.st_size > SIZE_MAX)
    return 0;
  void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED) return 0;
  posix_madvise(p, (size_t)st.st_size, POSIX_MADV_SEQUENTIAL);
  m->data = p, m->len = (size_t)st.st_size;
  return 1;
}

void cli_unmap_file(cli_mapping *m) { munmap((void *)m->data, m->len); }
