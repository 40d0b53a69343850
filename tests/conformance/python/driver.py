# SPDX-License-Identifier: MIT OR Apache-2.0
"""The Python driver of the cross-language conformance runner (tests/conformance/run.py).

Reads the cases written by tests/conformance/generate.py (path in argv[1]) and
prints what the installed keccakx package computes for each, one line per
result: "<id> oneshot|stream|many <hex>" ("-" for no bytes), through the
public API only: new().digest(), update() in the given pieces with read() in
the given pieces for SHAKE, and hash_many(); for the modes of RFC 9861 and SP
800-185 ("mode" lines), the object made with its parameters given the whole
message, and one given it through update() in the given pieces (TupleHash: one
update per string), read in the given pieces for the XOFs; for Ethereum's trie
("trie" lines), the root by StackTrie (with the committed nodes' digest),
trie_root(secure=True) or ordered_trie_root(). With --backends it lists the
backends this CPU runs, one per line. The runner forces each backend
with KECCAKX_BACKEND. A mode whose parameters the package refuses (as
pycryptodome does: short KMAC keys and fixed-length outputs) prints "refused",
which the runner expects exactly where that rule applies.
"""

import sys

import keccakx


def from_hex(text: str) -> bytes:
    return b"" if text == "-" else bytes.fromhex(text)


def sizes(text: str) -> list:
    return [] if text == "-" else [int(size) for size in text.split(",")]


def as_hex(data: bytes) -> str:
    return data.hex() or "-"


def output(hasher, length: int) -> bytes:
    return hasher.digest(length) if hasher.digest_size == 0 else hasher.digest()


def hash_results(case_id, alg, message_hex, outlen, update_sizes, squeeze_sizes):
    message, length = from_hex(message_hex), int(outlen)
    yield case_id, "oneshot", output(keccakx.new(alg, message), length)

    hasher = keccakx.new(alg)
    at = 0
    for size in sizes(update_sizes):
        hasher.update(memoryview(message)[at : at + size])
        at += size
    pieces = sizes(squeeze_sizes)
    streamed = b"".join(hasher.read(size) for size in pieces) if pieces else output(hasher, length)
    yield case_id, "stream", streamed


def many_results(case_id, alg, outlen, messages_hex):
    messages = [] if messages_hex == "-" else [from_hex(text) for text in messages_hex.split(",")]
    length = int(outlen)
    digests = keccakx.hash_many(alg, messages, length if keccakx.new(alg).digest_size == 0 else None)
    yield case_id, "many", b"".join(digests)


def mode_parameters(alg: str, param: str, custom: bytes) -> dict:
    if alg.startswith("turboshake"):
        return {"domain": int(param, 16)}
    if alg.startswith("kt"):
        return {"custom": custom}
    if alg.startswith("cshake"):
        return {"function_name": from_hex(param), "custom": custom}
    if alg.startswith("kmac"):
        return {"key": from_hex(param), "custom": custom}
    if alg.startswith("parallelhash"):
        return {"block_size": int(param), "custom": custom}
    return {"custom": custom}


def mode_results(case_id, alg, param, custom_hex, message, outlen, update_sizes, squeeze_sizes):
    length, parameters = int(outlen), mode_parameters(alg, param, from_hex(custom_hex))
    xof = squeeze_sizes != "-"
    if not xof:
        parameters["mac_len" if alg.startswith("kmac") else "digest_bytes"] = length
    if alg.startswith("tuplehash"):
        elements = [] if message == "()" else [from_hex(text) for text in message.split(",")]
        whole, streamed = keccakx.new(alg, **parameters), keccakx.new(alg, **parameters)
        for element in elements:
            whole.update(element)
            streamed.update(memoryview(element))
    else:
        data = from_hex(message)
        whole, streamed = keccakx.new(alg, data, **parameters), keccakx.new(alg, **parameters)
        at = 0
        for size in sizes(update_sizes):
            streamed.update(memoryview(data)[at : at + size])
            at += size
    yield case_id, "oneshot", whole.digest(length) if xof else whole.digest()
    yield case_id, "stream", b"".join(streamed.read(size) for size in sizes(squeeze_sizes)) if xof else streamed.digest()


def entries(text: str) -> list:
    return [] if text == "()" else [from_hex(item) for item in text.split(",")]


def nodes_digest(nodes) -> bytes:
    """Keccak-256 of the committed nodes' records path || 0x10 || hash, sorted (generate.py)."""
    return keccakx.keccak256(b"".join(sorted(path + b"\x10" + node_hash for path, node_hash, _ in nodes)))


def trie_results(case_id, kind, keys_text, values_text):
    values = entries(values_text)
    if kind == "ordered":
        yield case_id, "root", keccakx.ordered_trie_root(values)
    elif kind == "secure":
        yield case_id, "root", keccakx.trie_root(zip(entries(keys_text), values), secure=True)
    else:
        nodes = []
        trie = keccakx.StackTrie(on_node=lambda path, node_hash, blob: nodes.append((path, node_hash, blob)))
        for key, value in zip(entries(keys_text), values):
            trie.update(key, value)
        yield case_id, "root", trie.root()
        yield case_id, "nodes", nodes_digest(nodes)


def main(arguments) -> int:
    if arguments == ["--backends"]:
        print("\n".join(keccakx.backends()))
        return 0
    if len(arguments) != 1:
        print("usage: conformance_driver.py CASES_FILE | --backends", file=sys.stderr)
        return 2
    with open(arguments[0]) as cases:
        for line in cases:
            kind, *fields = line.split()
            # The last field (a trie's last two) is the expected output: the runner compares, not the driver.
            run = {"hash": hash_results, "many": many_results, "mode": mode_results, "trie": trie_results}[kind]
            try:
                results = list(run(*fields[:-2]) if kind == "trie" else run(*fields[:-1]))
            except ValueError:
                if kind != "mode":
                    raise
                results = [(fields[0], "oneshot", None), (fields[0], "stream", None)]
            for case_id, result_kind, data in results:
                print(case_id, result_kind, "refused" if data is None else as_hex(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
