# SPDX-License-Identifier: MIT OR Apache-2.0
"""Ethereum's Merkle-Patricia trie as the yellow paper (appendix D) defines it, built
recursively from all the keys at once, independent of keccakx: the expected roots and
committed nodes of the conformance cases (generate.py). Keccak-256 is pycryptodome's.

A committed node is one whose RLP is 32 bytes or more (its parent refers to it by hash),
or the root; each comes with its nibble path from the root, as go-ethereum's OnTrieNode.
"""

from Crypto.Hash import keccak


def keccak256(data: bytes) -> bytes:
    return keccak.new(digest_bits=256, data=data).digest()


def rlp_length(length: int, offset: int) -> bytes:
    if length < 56:
        return bytes([offset + length])
    encoded = length.to_bytes((length.bit_length() + 7) // 8, "big")
    return bytes([offset + 55 + len(encoded)]) + encoded


def rlp_string(data: bytes) -> bytes:
    if len(data) == 1 and data[0] < 0x80:
        return data
    return rlp_length(len(data), 0x80) + data


def rlp_list(encoded_items) -> bytes:
    payload = b"".join(encoded_items)
    return rlp_length(len(payload), 0xC0) + payload


def nibbles(key: bytes) -> bytes:
    return bytes(n for byte in key for n in (byte >> 4, byte & 15))


def hex_prefix(path: bytes, leaf: bool) -> bytes:
    flag = 2 if leaf else 0
    if len(path) % 2:
        first, rest = bytes([(flag + 1) << 4 | path[0]]), path[1:]
    else:
        first, rest = bytes([flag << 4]), path
    return first + bytes(rest[i] << 4 | rest[i + 1] for i in range(0, len(rest), 2))


def common_prefix_length(paths) -> int:
    first, last = min(paths), max(paths)
    length = 0
    while length < min(len(first), len(last)) and first[length] == last[length]:
        length += 1
    return length


class _Builder:
    def __init__(self):
        self.committed = []

    def reference(self, node: bytes, path: bytes) -> bytes:
        """How a parent holds a child: its RLP embedded if under 32 bytes, else its hash."""
        if len(node) < 32:
            return node
        digest = keccak256(node)
        self.committed.append((path, digest, node))
        return rlp_string(digest)

    def node(self, entries: list, path: bytes) -> bytes:
        """The RLP of the node at `path` holding entries, (rest of the key's nibbles, value) pairs."""
        if len(entries) == 1:
            rest, value = entries[0]
            return rlp_list([rlp_string(hex_prefix(rest, leaf=True)), rlp_string(value)])
        shared = common_prefix_length([rest for rest, _ in entries])
        if shared:
            prefix = entries[0][0][:shared]
            child = self.node([(rest[shared:], value) for rest, value in entries], path + prefix)
            return rlp_list([rlp_string(hex_prefix(prefix, leaf=False)), self.reference(child, path + prefix)])
        slots = [rlp_string(b"")] * 17
        for rest, value in entries:
            if not rest:
                slots[16] = rlp_string(value)
        for nibble in range(16):
            below = [(rest[1:], value) for rest, value in entries if rest and rest[0] == nibble]
            if below:
                child_path = path + bytes([nibble])
                slots[nibble] = self.reference(self.node(below, child_path), child_path)
        return rlp_list(slots)


def trie(mapping: dict):
    """(root, committed nodes as (path, hash, blob)) of a trie holding mapping's keys and values."""
    if not mapping:
        return keccak256(rlp_string(b"")), []
    builder = _Builder()
    root_node = builder.node(sorted((nibbles(key), value) for key, value in mapping.items()), b"")
    root = keccak256(root_node)
    return root, builder.committed + [(b"", root, root_node)]


def rlp_index(index: int) -> bytes:
    return rlp_string(index.to_bytes((index.bit_length() + 7) // 8, "big"))


def nodes_digest(nodes) -> bytes:
    """What a conformance driver prints for a set of committed nodes: Keccak-256 of their lines
    "<path hex> <hash hex> <blob hex>\\n" sorted bytewise (the root's path is empty)."""
    lines = sorted(f"{path.hex()} {digest.hex()} {blob.hex()}\n" for path, digest, blob in nodes)
    return keccak256("".join(lines).encode())
