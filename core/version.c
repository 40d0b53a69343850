/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "keccakx.h"

const char *kx_version(void) { return KX_VERSION_STRING; }
