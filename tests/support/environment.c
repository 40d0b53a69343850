/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The process's environment: POSIX setenv and unsetenv, or the Windows C
 * runtime's _putenv_s (where an empty value removes the variable). */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif
#include "support.h"

#include <stdlib.h>

void set_environment(const char *name, const char *value) {
#ifdef _WIN32
  _putenv_s(name, value ? value : "");
#else
  if (value)
    setenv(name, value, 1);
  else
    unsetenv(name);
#endif
}
