/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Compiler attributes, spelled once. */
#ifndef KX_COMPILER_H
#define KX_COMPILER_H

#if defined(__GNUC__) || defined(__clang__)
#define KX_ALWAYS_INLINE inline __attribute__((always_inline))
#define KX_NOINLINE __attribute__((noinline))
#define KX_MAYBE_UNUSED __attribute__((unused))
#define KX_MAY_ALIAS __attribute__((may_alias))
#else
#define KX_ALWAYS_INLINE inline
#define KX_NOINLINE
#define KX_MAYBE_UNUSED
#define KX_MAY_ALIAS
#endif

/* A hint to the CPU, inside a wait loop, that this thread is spinning. */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#define kx_spin_pause() __builtin_ia32_pause()
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__aarch64__)
#define kx_spin_pause() __asm__ __volatile__("yield")
#else
#define kx_spin_pause() ((void)0)
#endif

#endif
