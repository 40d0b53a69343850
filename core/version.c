#include "keccakx.h"

const char *kx_version(void) { return KX_VERSION_STRING; }
