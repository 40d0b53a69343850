/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* What the running CPU offers, detected once. Backends state what they need as
 * a set of these features; the selection rules in select.c also look at the
 * vendor and model, because feature bits alone mislead on some cores. */
#ifndef KX_CPU_H
#define KX_CPU_H

#include <stdint.h>

typedef uint32_t kx_features;

enum {
  KX_CPU_BMI2 = 1u << 0,   /* x86-64 BMI1 + BMI2 (andn, rorx) */
  KX_CPU_AVX2 = 1u << 1,   /* x86-64 AVX2, with YMM state enabled by the OS */
  KX_CPU_AVX512 = 1u << 2, /* x86-64 AVX-512 F + VL, with ZMM state enabled by the OS */
  KX_CPU_ASIMD = 1u << 3,  /* AArch64 Advanced SIMD (NEON) */
  KX_CPU_SHA3 = 1u << 4,   /* AArch64 ARMv8.2 SHA3 instructions (EOR3, RAX1, XAR, BCAX) */
};

typedef enum kx_vendor {
  KX_VENDOR_OTHER = 0,
  KX_VENDOR_INTEL,
  KX_VENDOR_AMD,
  KX_VENDOR_ARM, /* any AArch64 implementer; see midr */
} kx_vendor;

typedef struct kx_cpu {
  kx_features features;
  kx_vendor vendor;
  unsigned family;  /* x86: display family (base + extended) */
  unsigned model;   /* x86: display model (base + extended) */
  uint32_t midr;    /* AArch64: MIDR_EL1 when the kernel exposes it, else 0 */
} kx_cpu;

/* The features of an x86-64 CPU whose cpuid leaf 7 reports `leaf7_ebx` and
 * whose OS enabled the register state in `xcr0` (0 when OSXSAVE is off):
 * AVX2 needs the YMM state enabled, AVX-512 the opmask and ZMM state too.
 * Pure, so that tests can feed it made-up CPUs. */
kx_features kx_x86_features(uint32_t leaf7_ebx, uint64_t xcr0);

/* The AArch64 features from what each OS reports, pure like kx_x86_features:
 * Linux's and FreeBSD's AT_HWCAP word, macOS's two SHA-3 sysctl flags, and
 * Windows' IsProcessorFeaturePresent(PF_ARM_SHA3_INSTRUCTIONS_AVAILABLE). */
kx_features kx_hwcap_features(unsigned long hwcap);
kx_features kx_apple_arm64_features(int feat_sha3, int armv8_2_sha3);
kx_features kx_windows_arm64_features(int sha3_present);

/* The MIDR_EL1 macOS detection reports, as it cannot read the register: the
 * Apple implementer, part 0 (the rules treat every Apple part alike). */
#define KX_MIDR_APPLE_ANY 0x61000000u

/* Reads the running CPU: cpuid + xgetbv on x86-64 (any OS), getauxval on Linux
 * AArch64, elf_aux_info on FreeBSD, sysctlbyname on macOS,
 * IsProcessorFeaturePresent on Windows arm64. */
kx_cpu kx_cpu_detect(void);

#endif
