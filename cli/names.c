/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* File names in output lines, escaped as coreutils does so that a crafted
 * name (with a newline, or a carriage return that rewinds the terminal line)
 * can never print a line of its own, such as a fake "name: OK". */
#include <stdarg.h>
#include <string.h>

#include "cli.h"

int cli_name_needs_escapes(const char *name) { return strpbrk(name, "\\\n\r") != NULL; }

void cli_put_escaped(const char *name, FILE *out) {
  for (; *name; name++) {
    if (*name == '\\') fputs("\\\\", out);
    else if (*name == '\n') fputs("\\n", out);
    else if (*name == '\r') fputs("\\r", out);
    else putc(*name, out);
  }
}

int cli_unescape(char *name) {
  char *out = name;
  for (const char *in = name; *in; in++) {
    if (*in != '\\') {
      *out++ = *in;
      continue;
    }
    switch (*++in) {
      case '\\': *out++ = '\\'; break;
      case 'n': *out++ = '\n'; break;
      case 'r': *out++ = '\r'; break;
      default: return -1;
    }
  }
  *out = '\0';
  return 0;
}

void cli_file_error(const char *name, const char *format, ...) {
  va_list args;
  va_start(args, format);
  fputs("keccakx: ", stderr);
  cli_put_escaped(name, stderr);
  fputs(": ", stderr);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
}
