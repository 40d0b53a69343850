/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Compiler attributes, spelled once. */
#ifndef KX_COMPILER_H
#define KX_COMPILER_H

#if defined(__GNUC__) || defined(__clang__)
#define KX_ALWAYS_INLINE inline __attribute__((always_inline))
#define KX_MAY_ALIAS __attribute__((may_alias))
#else
#define KX_ALWAYS_INLINE inline
#define KX_MAY_ALIAS
#endif

#endif
