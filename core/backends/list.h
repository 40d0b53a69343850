/* The backend table: one line per backend, most preferred first, each
 * expanding KX_BACKEND(name) for a `const kx_backend kx_backend_<name>` defined
 * in core/backends/<name>.c. The selection rules (core/select.c) may prefer a
 * later one on a given CPU model; generic runs everywhere and stays last. A
 * line is left out exactly when its file compiles to nothing. */
#include "x86_targets.h"

#if KX_COMPILER_AVX512
KX_BACKEND(avx512)
#endif
#if KX_COMPILER_AVX2
KX_BACKEND(avx2)
#endif
#if KX_TARGET_X86_64
KX_BACKEND(bmi2)
#endif
KX_BACKEND(generic)
