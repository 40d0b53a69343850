/* The backend table: one line per backend, most preferred first, each
 * expanding KX_BACKEND(name) for a `const kx_backend kx_backend_<name>` defined
 * in core/backends/<name>.c. The selection rules (core/select.c) may prefer a
 * later one on a given CPU model; generic runs everywhere and stays last. */
#if KX_TARGET_X86_64
KX_BACKEND(bmi2)
#endif
#if KX_TARGET_AARCH64
#include "aarch64_targets.h"
#if KX_BUILD_SHA3
KX_BACKEND(sha3)
#endif
#if KX_BUILD_NEON
KX_BACKEND(neon)
#endif
#endif
KX_BACKEND(generic)
