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

/* Linux hwcap bits (asm/hwcap.h), spelled out for old libc headers. */
#define HWCAP_BIT_ASIMD (1ul << 1)
#define HWCAP_BIT_CPUID (1ul << 11) /* the kernel emulates MRS of MIDR_EL1 for user space */
#define HWCAP_BIT_SHA3 (1ul << 17)

static uint32_t read_midr(void) {
  uint64_t midr;
  __asm__ volatile("mrs %0, MIDR_EL1" : "=r"(midr));
  return (uint32_t)midr;
}

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  unsigned long hwcap = getauxval(AT_HWCAP);
  cpu.vendor = KX_VENDOR_ARM;
  if (hwcap & HWCAP_BIT_ASIMD) cpu.features |= KX_CPU_ASIMD;
  if (hwcap & HWCAP_BIT_SHA3) cpu.features |= KX_CPU_SHA3;
  if (hwcap & HWCAP_BIT_CPUID) cpu.midr = read_midr();
  return cpu;
}

#else

kx_cpu kx_cpu_detect(void) {
  kx_cpu cpu = {0};
  return cpu;
}

#endif
