/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Whether this compiler can build the x86-64 SIMD backends: their functions
 * pick AVX2 or AVX-512 with target attributes and call the matching
 * intrinsics, which needs GCC >= 4.9 (AVX2) / 5 (AVX-512VL) or clang >= 3.8 /
 * 4. A compiler below that leaves the backend out (its file compiles to
 * nothing and list.h skips its line) instead of failing the build. Defining
 * KX_COMPILER_AVX2=0 or KX_COMPILER_AVX512=0 makes any compiler behave like
 * such an old one, which is how tests check that the build survives it. */
#ifndef KX_X86_TARGETS_H
#define KX_X86_TARGETS_H

#include "../backend.h"

#if !KX_TARGET_X86_64
#define KX_COMPILER_VERSION_AVX2 0
#define KX_COMPILER_VERSION_AVX512 0
#elif defined(__clang__)
#define KX_COMPILER_VERSION_AVX2 (__clang_major__ > 3 || (__clang_major__ == 3 && __clang_minor__ >= 8))
#define KX_COMPILER_VERSION_AVX512 (__clang_major__ >= 4)
#else
#define KX_COMPILER_VERSION_AVX2 (__GNUC__ > 4 || (__GNUC__ == 4 && __GNUC_MINOR__ >= 9))
#define KX_COMPILER_VERSION_AVX512 (__GNUC__ >= 5)
#endif

#ifndef KX_COMPILER_AVX2
#define KX_COMPILER_AVX2 KX_COMPILER_VERSION_AVX2
#endif
#ifndef KX_COMPILER_AVX512
#define KX_COMPILER_AVX512 KX_COMPILER_VERSION_AVX512
#endif

#endif
