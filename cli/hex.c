/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "cli.h"

void cli_hex_encode(const unsigned char *bytes, size_t n, char *hex) {
  static const char digits[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) {
    hex[2 * i] = digits[bytes[i] >> 4];
    hex[2 * i + 1] = digits[bytes[i] & 15];
  }
  hex[2 * n] = '\0';
}

static int nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int cli_hex_decode(const char *hex, size_t n, unsigned char *bytes) {
  for (size_t i = 0; i < n; i++) {
    int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return -1;
    bytes[i] = (unsigned char)(hi << 4 | lo);
  }
  return 0;
}
