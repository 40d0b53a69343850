/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "cpu.h"

#define XCR0_SSE_AVX 0x6u /* XMM and YMM state */
#define XCR0_AVX512 0xe0u /* opmask, ZMM_Hi256 and Hi16_ZMM state */
#define LEAF7_EBX_BMI1 (1u << 3)
#define LEAF7_EBX_AVX2 (1u << 5)
#define LEAF7_EBX_BMI2 (1u << 8)
#define LEAF7_EBX_AVX512F (1u << 16)
#define LEAF7_EBX_AVX512VL (1u << 31)

kx_features kx_x86_features(uint32_t leaf7_ebx, uint64_t xcr0) {
  kx_features features = 0;
  if ((leaf7_ebx & LEAF7_EBX_BMI1) && (leaf7_ebx & LEAF7_EBX_BMI2)) features |= KX_CPU_BMI2;
  int os_ymm = (xcr0 & XCR0_SSE_AVX) == XCR0_SSE_AVX;
  int os_zmm = os_ymm && (xcr0 & XCR0_AVX512) == XCR0_AVX512;
  if (os_ymm && (leaf7_ebx & LEAF7_EBX_AVX2)) features |= KX_CPU_AVX2;
  if (os_zmm && (leaf7_ebx & LEAF7_EBX_AVX512F) && (leaf7_ebx & LEAF7_EBX_AVX512VL)) features |= KX_CPU_AVX512;
  return features;
}

/* Linux hwcap bits (asm/hwcap.h), spelled out for old libc headers; FreeBSD's
 * AT_HWCAP uses the same bits. */
#define HWCAP_BIT_ASIMD (1ul << 1)
#define HWCAP_BIT_CPUID (1ul << 11) /* the kernel emulates MRS of MIDR_EL1 for user space */
#define HWCAP_BIT_SHA3 (1ul << 17)

kx_features kx_hwcap_features(unsigned long hwcap) {
  kx_features features = 0;
  if (hwcap & HWCAP_BIT_ASIMD) features |= KX_CPU_ASIMD;
  if (hwcap & HWCAP_BIT_SHA3) features |= KX_CPU_SHA3;
  return features;
}

/* Every Apple arm64 CPU has NEON; macOS 12 names SHA-3 FEAT_SHA3, macOS 11
 * armv8_2_sha3 (0 where the name does not exist). */
kx_features kx_apple_arm64_features(int feat_sha3, int armv8_2_sha3) {
  return KX_CPU_ASIMD | ((feat_sha3 || armv8_2_sha3) ? KX_CPU_SHA3 : 0u);
}

/* Every Windows arm64 CPU has NEON. */
kx_features kx_windows_arm64_features(int sha3_present) {
  return KX_CPU_ASIMD | (sha3_present ? KX_CPU_SHA3 : 0u);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>

/* xgetbv is spelled as an instruction so that no target attribute is needed. */
static uint64_t read_xcr0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((uint64_t)hi << 32) | lo;
}

static kx_vendor x86_vendor(unsigned ebx, unsigned ecx, unsigned edx) {
  if (ebx == 0x756e6547u && edx == 0x49656e69u && ecx == 0x6c65746eu) return KX_VENDOR_INTEL; /* GenuineIntel */
  if (ebx == 0x68747541u && edx == 0x69746e65u && ecx == 0x444d4163u) return KX_VENDOR_AMD;   /* AuthenticAMD */
  return KX_VENDOR_OTHER;
}

#define LEAF1_ECX_OSXSAVE (1u << 27)

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx)) return cpu;
  unsigned max_leaf = eax;
  cpu.vendor = x86_vendor(ebx, ecx, edx);

  __cpuid(1, eax, ebx, ecx, edx);
  unsigned base_family = (eax >> 8) & 0xf, base_model = (eax >> 4) & 0xf;
  cpu.family = base_family == 0xf ? base_family + ((eax >> 20) & 0xff) : base_family;
  cpu.model = (base_family == 0x6 || base_family == 0xf) ? base_model + ((eax >> 12) & 0xf0) : base_model;
  uint64_t xcr0 = (ecx & LEAF1_ECX_OSXSAVE) ? read_xcr0() : 0;
  if (max_leaf < 7) return cpu;

  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  cpu.features = kx_x86_features(ebx, xcr0);
  return cpu;
}

#elif defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>

static uint32_t read_midr(void) {
  uint64_t midr;
  __asm__ volatile("mrs %0, MIDR_EL1" : "=r"(midr));
  return (uint32_t)midr;
}

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  unsigned long hwcap = getauxval(AT_HWCAP);
  cpu.vendor = KX_VENDOR_ARM;
  cpu.features = kx_hwcap_features(hwcap);
  if (hwcap & HWCAP_BIT_CPUID) cpu.midr = read_midr();
  return cpu;
}

#elif defined(__aarch64__) && defined(__FreeBSD__)
#include <sys/auxv.h>

/* FreeBSD does not let user space read MIDR_EL1: the model rules see no core. */
kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  unsigned long hwcap = 0;
  cpu.vendor = KX_VENDOR_ARM;
  if (elf_aux_info(AT_HWCAP, &hwcap, sizeof hwcap) == 0) cpu.features = kx_hwcap_features(hwcap);
  return cpu;
}

#elif defined(__aarch64__) && defined(__APPLE__)
#include <sys/sysctl.h>

static int sysctl_flag(const char *name) {
  int value = 0;
  size_t size = sizeof value;
  return sysctlbyname(name, &value, &size, NULL, 0) == 0 && value;
}

/* macOS hides MIDR_EL1, but every arm64 Mac is an Apple core. */
kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  cpu.vendor = KX_VENDOR_ARM;
  cpu.midr = KX_MIDR_APPLE_ANY;
  cpu.features = kx_apple_arm64_features(sysctl_flag("hw.optional.arm.FEAT_SHA3"),
                                         sysctl_flag("hw.optional.armv8_2_sha3"));
  return cpu;
}

#elif (defined(__aarch64__) || defined(_M_ARM64)) && defined(_WIN32)
#include <windows.h>

#ifndef PF_ARM_SHA3_INSTRUCTIONS_AVAILABLE
#define PF_ARM_SHA3_INSTRUCTIONS_AVAILABLE 64 /* winnt.h of SDK 10.0.26100 */
#endif

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  cpu.vendor = KX_VENDOR_ARM;
  cpu.features = kx_windows_arm64_features(IsProcessorFeaturePresent(PF_ARM_SHA3_INSTRUCTIONS_AVAILABLE) != 0);
  return cpu;
}

#else

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  return cpu;
}

#endif
