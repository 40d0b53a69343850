/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Which AArch64 backends this compiler can build, decided once for the
 * backend files and the table in list.h. */
#ifndef KX_AARCH64_TARGETS_H
#define KX_AARCH64_TARGETS_H

#include "../backend.h"

/* ASIMD is part of the AArch64 base ISA that compilers target by default, so
 * the neon backend needs no target attribute; __ARM_NEON is only missing from
 * builds that switch it off (-march=...+nosimd). */
#if KX_TARGET_AARCH64 && defined(__ARM_NEON)
#define KX_BUILD_NEON 1
#else
#define KX_BUILD_NEON 0
#endif

/* The SHA3 intrinsics compile inside a target("arch=armv8.2-a+sha3") function
 * from gcc 8 and clang 16 on; older arm_neon.h headers declare them only
 * under a global -march. */
#if KX_BUILD_NEON && (defined(__clang__) ? __clang_major__ >= 16 : __GNUC__ >= 8)
#define KX_BUILD_SHA3 1
#else
#define KX_BUILD_SHA3 0
#endif

#endif
