/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* bcryptprimitives.dll's ProcessPrng, which Go >= 1.22 programs load at start
 * and which wine 8 lacks: the same bytes from advapi32's RtlGenRandom, so
 * that Go's Windows test binaries run under wine. Test support only. */
#include <windows.h>

/* RtlGenRandom's exported name; its header declaration needs a special define. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) return FALSE;
    data += chunk;
    length -= chunk;
  }
  return TRUE;
}
