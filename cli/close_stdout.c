/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Output that could not be written is an error, as in coreutils' close_stdout:
 * `keccakx sum f > /dev/full` must not exit 0 with nothing written. */
#include <errno.h>
#include <string.h>

#include "cli.h"

int cli_close_stdout(void) {
  errno = 0;
  int lost = fflush(stdout) != 0 || ferror(stdout);
  int saved = errno;
  /* Once flushed nothing is pending, so EBADF only says that stdout was
   * closed and never written to (`keccakx check --status list >&-`). */
  if (fclose(stdout) != 0 && errno != EBADF && !lost) lost = 1, saved = errno;
  if (!lost) return 0;
  if (saved) cli_error("write error: %s", strerror(saved));
  else cli_error("write error");
  return EXIT_FAILED;
}
