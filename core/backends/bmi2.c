/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The scalar kernel compiled for BMI1 + BMI2, so that chi's ~a & b becomes one
 * andn and every rotation a non-destructive rorx (fewer moves between the 25
 * live lanes). Chosen by a function target attribute, never a file flag. */
#include "../keccak_p1600_scalar.h"

#if KX_TARGET_X86_64

__attribute__((target("bmi,bmi2"))) static void permute_x1(uint64_t *states, unsigned rounds) {
  kx_keccak_p1600_scalar(states, rounds);
}

const kx_backend_def kx_backend_bmi2 = {
  .name = "bmi2",
  .required = KX_CPU_BMI2,
  .permute = {permute_x1, NULL, NULL, NULL},
};

#endif
