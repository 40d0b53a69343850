# SPDX-License-Identifier: MIT OR Apache-2.0
"""RFC 9861 and NIST SP 800-185 for the conformance cases, on pycryptodome.

pycryptodome has TurboSHAKE, KangarooTwelve (KT128), cSHAKE, KMAC and
TupleHash; the rest (KT256, KMACXOF, TupleHashXOF, ParallelHash, KMAC keys
shorter than pycryptodome allows, outputs shorter than 8 bytes) is written here
from the two texts, on top of pycryptodome's TurboSHAKE and cSHAKE sponges, so
no expected value comes from keccakx.
"""
import hashlib

from Crypto.Hash import KMAC128, KMAC256, KangarooTwelve, TupleHash128, TupleHash256, TurboSHAKE128, TurboSHAKE256
from Crypto.Hash import cSHAKE128, cSHAKE256

CHUNK = 8192


def left_encode(x):
    digits = x.to_bytes(max(1, (x.bit_length() + 7) // 8), "big")
    return bytes([len(digits)]) + digits


def right_encode(x):
    digits = x.to_bytes(max(1, (x.bit_length() + 7) // 8), "big")
    return digits + bytes([len(digits)])


def length_encode(x):
    digits = x.to_bytes((x.bit_length() + 7) // 8, "big")
    return digits + bytes([len(digits)])


def encode_string(s):
    return left_encode(8 * len(s)) + s


def bytepad(x, w):
    z = left_encode(w) + x
    return z + bytes(-len(z) % w)


def turboshake(level, domain, msg, outlen):
    h = (TurboSHAKE128 if level == 128 else TurboSHAKE256).new(domain=domain)
    h.update(msg)
    return h.read(outlen)


def kangarootwelve(level, msg, custom, outlen):
    if level == 128:
        return KangarooTwelve.new(data=msg, custom=custom).read(outlen)
    s = msg + custom + length_encode(len(custom))
    if len(s) <= CHUNK:
        return turboshake(256, 0x07, s, outlen)
    chunks = [s[i:i + CHUNK] for i in range(0, len(s), CHUNK)]
    node = chunks[0] + b"\x03" + bytes(7)
    node += b"".join(turboshake(256, 0x0B, c, 64) for c in chunks[1:])
    node += length_encode(len(chunks) - 1) + b"\xff\xff"
    return turboshake(256, 0x06, node, outlen)


def cshake(level, name, custom, msg, outlen):
    module = cSHAKE128 if level == 128 else cSHAKE256
    return module._new(msg, custom, name).read(outlen)  # _new(data, custom, function name N)


def kmac(level, key, custom, msg, outlen, xof):
    if not xof and len(key) >= level // 8 and outlen >= 8:
        return (KMAC128 if level == 128 else KMAC256).new(key=key, data=msg, custom=custom, mac_len=outlen).digest()
    x = bytepad(encode_string(key), 168 if level == 128 else 136) + msg + right_encode(0 if xof else 8 * outlen)
    return cshake(level, b"KMAC", custom, x, outlen)


def tuplehash(level, custom, elems, outlen, xof):
    if not xof and outlen >= 8:
        h = (TupleHash128 if level == 128 else TupleHash256).new(digest_bytes=outlen, custom=custom)
        for e in elems:
            h.update(e)
        return h.digest()
    x = b"".join(encode_string(e) for e in elems) + right_encode(0 if xof else 8 * outlen)
    return cshake(level, b"TupleHash", custom, x, outlen)


def parallelhash(level, block, custom, msg, outlen, xof):
    shake = hashlib.shake_128 if level == 128 else hashlib.shake_256
    blocks = [msg[i:i + block] for i in range(0, len(msg), block)]
    z = left_encode(block) + b"".join(shake(b).digest(level // 4) for b in blocks)
    z += right_encode(len(blocks)) + right_encode(0 if xof else 8 * outlen)
    return cshake(level, b"ParallelHash", custom, z, outlen)
