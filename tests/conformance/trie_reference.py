# SPDX-License-Identifier: MIT OR Apache-2.0
"""Ethereum's Merkle-Patricia trie for the conformance cases, written from the
yellow paper (appendix D) with no code of keccakx: the root of a set of keys
and values, computed recursively over the whole sorted set, and the nodes a
go-ethereum StackTrie commits (each node whose RLP is 32 bytes or more, and
the root), with Keccak-256 from pycryptodome."""
from Crypto.Hash import keccak


def keccak256(data):
    return keccak.new(data=data, digest_bits=256).digest()


def rlp_length(n, offset):
    if n < 56:
        return bytes([offset + n])
    be = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([offset + 55 + len(be)]) + be


def rlp_string(s):
    return s if len(s) == 1 and s[0] < 0x80 else rlp_length(len(s), 0x80) + s


def rlp_list(payload):
    return rlp_length(len(payload), 0xC0) + payload


def nibbles(key):
    return [n for byte in key for n in (byte >> 4, byte & 15)]


def hex_prefix(path, leaf):
    flag = (2 if leaf else 0) + len(path) % 2
    padded = [flag] + ([] if len(path) % 2 else [0]) + list(path)
    return bytes(padded[i] << 4 | padded[i + 1] for i in range(0, len(padded), 2))


def compose(items, depth, committed):
    """c(I, i): items are (nibbles, value) sorted, with distinct keys."""
    if len(items) == 1:
        path, value = items[0]
        return rlp_list(rlp_string(hex_prefix(path[depth:], True)) + rlp_string(value))
    first = items[0][0]
    shared = len(first) - depth
    for path, _ in items[1:]:
        same = 0
        while same < shared and depth + same < len(path) and path[depth + same] == first[depth + same]:
            same += 1
        shared = same
    if shared:
        return rlp_list(rlp_string(hex_prefix(first[depth:depth + shared], False))
                        + reference(items, depth + shared, committed))
    value = b""
    if len(first) == depth:
        value, items = items[0][1], items[1:]
    payload = b"".join(reference([it for it in items if it[0][depth] == n], depth + 1, committed) for n in range(16))
    return rlp_list(payload + rlp_string(value))


def reference(items, depth, committed):
    """n(I, i): nothing, the node itself under 32 bytes, else its hash (and it is committed)."""
    if not items:
        return b"\x80"
    node = compose(items, depth, committed)
    if len(node) < 32:
        return node
    digest = keccak256(node)
    committed.append((bytes(items[0][0][:depth]), digest))
    return b"\xa0" + digest


def trie_root(pairs):
    """(root, committed nodes as (path nibbles, hash)) of (key, value) pairs with distinct keys."""
    items = sorted((nibbles(k), v) for k, v in pairs)
    if not items:
        return keccak256(b"\x80"), []
    committed = []
    node = compose(items, 0, committed)
    root = keccak256(node)
    committed.append((b"", root))
    return root, committed


def nodes_digest(committed):
    """The digest every conformance driver prints for the committed nodes: Keccak-256 of the
    records path || 0x10 || hash (path one nibble a byte), sorted bytewise, concatenated."""
    return keccak256(b"".join(sorted(path + b"\x10" + digest for path, digest in committed)))


def rlp_index(i):
    return rlp_string(i.to_bytes((i.bit_length() + 7) // 8, "big")) if i else b"\x80"
