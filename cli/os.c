/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The command's one place for what differs between operating systems: how a
 * named file is opened, how stdin and stdout carry bytes unchanged, how the
 * arguments reach main as UTF-8, and reading one line. Elsewhere the command
 * sees UTF-8 names and binary streams on every OS. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#include <shellapi.h>

/* Windows' narrow names are in the ANSI code page, which cannot spell most
 * names: the command works in UTF-8 and opens through the wide API. */
static wchar_t *utf8_to_wide(const char *utf8) {
  int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
  wchar_t *wide = n > 0 ? malloc((size_t)n * sizeof *wide) : NULL;
  if (wide && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, wide, n) != n) {
    free(wide);
    wide = NULL;
  }
  return wide;
}

static char *wide_to_utf8(const wchar_t *wide) {
  int n = WideCharToMultiByte(CP_UTF8, 0, wide, -1, NULL, 0, NULL, NULL);
  char *utf8 = n > 0 ? malloc((size_t)n) : NULL;
  if (utf8 && WideCharToMultiByte(CP_UTF8, 0, wide, -1, utf8, n, NULL, NULL) != n) {
    free(utf8);
    utf8 = NULL;
  }
  return utf8;
}

FILE *cli_os_open(const char *path) {
  wchar_t *wide = utf8_to_wide(path);
  FILE *f = NULL;
  if (wide) f = _wfopen(wide, L"rb");
  else errno = EILSEQ;
  free(wide);
  return f;
}

/* Text mode would turn CR LF into LF and stop at a 0x1a byte on input, and
 * write CR LF on output: digests would not be of the bytes given. */
static void binary_streams(void) {
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
}

/* The argument vector lives until the process ends, as main's does; if it
 * cannot be made, main's own (ANSI code page) arguments stay. */
static void utf8_arguments(int *argc, char ***argv) {
  int n;
  wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &n);
  char **utf8 = wide ? calloc((size_t)n + 1, sizeof *utf8) : NULL;
  int i = 0;
  while (utf8 && i < n && (utf8[i] = wide_to_utf8(wide[i])) != NULL) i++;
  LocalFree(wide);
  if (!utf8 || i < n) {
    while (utf8 && i > 0) free(utf8[--i]);
    free(utf8);
    return;
  }
  *argc = n;
  *argv = utf8;
}

void cli_os_start(int *argc, char ***argv) {
  binary_streams();
  utf8_arguments(argc, argv);
}

/* The Windows C runtime has no getline. */
ptrdiff_t cli_getline(char **line, size_t *cap, FILE *in) {
  size_t len = 0;
  int c;
  while ((c = getc(in)) != EOF) {
    if (len + 2 > *cap) {
      size_t grown = *cap ? *cap * 2 : 128;
      char *bigger = realloc(*line, grown);
      if (!bigger) return -1;
      *line = bigger;
      *cap = grown;
    }
    (*line)[len++] = (char)c;
    if (c == '\n') break;
  }
  if (len == 0) return -1;
  (*line)[len] = '\0';
  return (ptrdiff_t)len;
}

#else

FILE *cli_os_open(const char *path) { return fopen(path, "rb"); }

void cli_os_start(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
}

ptrdiff_t cli_getline(char **line, size_t *cap, FILE *in) { return getline(line, cap, in); }

#endif
