/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The backend table: one line per backend, most preferred first, each
 * expanding KX_BACKEND(name) for a `const kx_backend kx_backend_<name>` defined
 * in core/backends/<name>.c. For each width the first backend that runs here
 * and implements it natively is chosen, unless a rule of core/select.c for
 * the CPU model says otherwise; generic runs everywhere and stays last. A
 * line is left out exactly when its file compiles to nothing.
 *
 * avx512vl comes after avx512, whose five-ZMM single state it matches on
 * Sapphire Rapids and whose eight states in ZMM beat its two runs of four in
 * YMM there; it runs where a model rule declines avx512 (Zen 4, every width),
 * and beats bmi2 and avx512 there.
 *
 * bmi2 comes before avx2 because it only implements one state, where it wins:
 * the AVX2 single-state kernel was 1.5x slower than BMI2 on Sapphire Rapids,
 * and its ~110 vector operations a round over three vector ports lose to 130
 * scalar ones over four or five ALUs on every core we know of. */
#include "x86_targets.h"

#if KX_COMPILER_AVX512
KX_BACKEND(avx512)
KX_BACKEND(avx512vl)
#endif
#if KX_TARGET_X86_64
KX_BACKEND(bmi2)
#endif
#if KX_COMPILER_AVX2
KX_BACKEND(avx2)
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
