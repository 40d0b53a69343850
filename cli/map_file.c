/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A regular file's bytes in memory at once (mmap; a file mapping on
 * Windows), so that one kx_update gives the library's threads the whole file.
 * Anything else (a pipe, a terminal, an empty file, a map that fails) is read
 * as a stream. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <sys/stat.h>

#include "cli.h"

#ifdef _WIN32
#include <io.h>
#include <windows.h>

int cli_map_file(FILE *in, cli_mapping *m) {
  struct _stat64 st;
  int fd = _fileno(in);
  if (fd < 0 || _fstat64(fd, &st) || (st.st_mode & _S_IFMT) != _S_IFREG || st.st_size <= 0 ||
      (uint64_t)st.st_size > SIZE_MAX)
    return 0;
  HANDLE file = (HANDLE)_get_osfhandle(fd);
  if (file == INVALID_HANDLE_VALUE) return 0;
  HANDLE mapping = CreateFileMappingW(file, NULL, PAGE_READONLY, 0, 0, NULL);
  if (!mapping) return 0;
  const void *p = MapViewOfFile(mapping, FILE_MAP_READ, 0, 0, (SIZE_T)st.st_size);
  CloseHandle(mapping); /* the view keeps the mapping alive */
  if (!p) return 0;
  m->data = p, m->len = (size_t)st.st_size;
  return 1;
}

void cli_unmap_file(cli_mapping *m) { UnmapViewOfFile(m->data); }
#else
#include <sys/mman.h>

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
#endif
