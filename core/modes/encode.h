/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The encodings of NIST SP 800-185 and RFC 9861 (encode.c), below every mode
 * that uses them: they absorb into a context's sponge and call no mode. */
#ifndef KX_MODES_ENCODE_H
#define KX_MODES_ENCODE_H

#include "../sponge.h"

enum { KX_ENCODE_MAX = 10 }; /* bytes of the longest encoding of a 64-bit number (of bytes, in bits) */

size_t kx_left_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);
size_t kx_right_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);
/* right_encode of 8 * bytes, which may need more than 64 bits. */
size_t kx_right_encode_bits(uint8_t out[KX_ENCODE_MAX], uint64_t bytes);
/* RFC 9861's length_encode: no digits for 0. */
size_t kx_length_encode(uint8_t out[KX_ENCODE_MAX], uint64_t x);

/* encode_string(str): left_encode of its length in bits, then str. */
void kx_absorb_encoded_string(const kx_dispatch *d, kx_context *s, const uint8_t *str, size_t len);
/* bytepad(X, rate) around the X absorbed between these two calls. */
void kx_absorb_bytepad_start(const kx_dispatch *d, kx_context *s);
void kx_absorb_bytepad_end(const kx_dispatch *d, kx_context *s);

#endif
