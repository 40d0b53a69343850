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

/* The SIMD kernels are scheduled with the model of an Intel core that has
 * their instructions (tune= in their target attributes; GCC >= 6, clang >= 12
 * take it): with GCC 12's generic model the same code ran 3-6% slower on Zen 4
 * (avx2 x4 100.7 against 96.9 ns a state, avx512 x2 112.7 / 106.2, x4 56.1 /
 * 54.4, the avx512vl single state 222.2 / 214.1; x8 unchanged), and an Intel
 * model suits the Intel cores these kernels also run on. Other compilers
 * schedule generically. */
/* LLVM 18 split 512-bit registers off AVX-512 F as "evex512": from 18 to 21
 * a target("avx512f") function cannot use ZMM registers without it, and
 * LLVM 22 dropped the name again (an unknown name makes clang ignore the
 * whole attribute, and the intrinsics then refuse to inline). Apple's clang
 * numbers its versions apart from LLVM's: Apple clang 17 is LLVM 19 (Xcode
 * 16.3 to 26), and 16 is LLVM 17, which has no such feature. */
#if defined(__clang__) && defined(__apple_build_version__)
#define KX_CLANG_NEEDS_EVEX512 (__clang_major__ == 17)
#elif defined(__clang__)
#define KX_CLANG_NEEDS_EVEX512 (__clang_major__ >= 18 && __clang_major__ <= 21)
#else
#define KX_CLANG_NEEDS_EVEX512 0
#endif
#if KX_CLANG_NEEDS_EVEX512
#define KX_EVEX512 ",evex512"
#else
#define KX_EVEX512 ""
#endif
#if (defined(__clang__) && __clang_major__ >= 12) || (!defined(__clang__) && __GNUC__ >= 6)
#define KX_TUNE_AVX2 ",tune=skylake"
#define KX_TUNE_AVX512 KX_EVEX512 ",tune=skylake-avx512"
#else
#define KX_TUNE_AVX2 ""
#define KX_TUNE_AVX512 KX_EVEX512
#endif

#ifndef KX_COMPILER_AVX2
#define KX_COMPILER_AVX2 KX_COMPILER_VERSION_AVX2
#endif
#ifndef KX_COMPILER_AVX512
#define KX_COMPILER_AVX512 KX_COMPILER_VERSION_AVX512
#endif

#endif
