# SPDX-License-Identifier: MIT OR Apache-2.0
"""Every output is a new object that no later call writes into: for every output path of
every public object and function, two calls give two distinct objects, and each keeps its
value while others are computed (sizes 0, 1, 2, 32, 64 and 200 wherever the caller picks
the size). C writes each output into a bytes object made for the call: one shared with an
earlier result or with a constant would change under its holder."""

import pytest

import keccakx
import keccakx.eth_hash

SIZES = (0, 1, 2, 32, 64, 200)
FIRST, SECOND = b"first message", b"second message"
KEY = bytes(range(32))

HASHLIB_FIXED = ("keccak_224", "keccak_256", "keccak_384", "keccak_512", "sha3_224", "sha3_256", "sha3_384", "sha3_512")
HASHLIB_SHAKE = ("shake_128", "shake_256")

# Each mode's constructor with its required parameters, data given by keyword.
MODE_STREAMS = {
    "turboshake128": {}, "turboshake256": {}, "kt128": {}, "kt256": {}, "cshake128": {"custom": b"c"},
    "cshake256": {"custom": b"c"}, "kmacxof128": {"key": KEY}, "kmacxof256": {"key": KEY},
    "tuplehashxof128": {}, "tuplehashxof256": {},
    "parallelhashxof128": {"block_size": 8}, "parallelhashxof256": {"block_size": 8},
}
# The modes whose output length is a constructor parameter.
MODE_FIXED = {
    "kmac128": ("mac_len", {"key": KEY}), "kmac256": ("mac_len", {"key": KEY}),
    "tuplehash128": ("digest_bytes", {}), "tuplehash256": ("digest_bytes", {}),
    "parallelhash128": ("digest_bytes", {"block_size": 8}), "parallelhash256": ("digest_bytes", {"block_size": 8}),
}
MULTI_NAMES = HASHLIB_FIXED + HASHLIB_SHAKE + ("turboshake128", "turboshake256", "cshake128", "cshake256")


def mode_object(name: str, message: bytes, **parameters):
    """A mode's object holding message (TupleHash's as one element)."""
    hasher = getattr(keccakx, name)(**parameters)
    return hasher.update(message)


# How a hashlib-shaped object holds its input when asked for output: each takes another
# path to C (the constructor's bytes hashed in one call, short updates kept in Python and
# joined, a C context, a copy of one).
HASHLIB_INPUTS = {
    "constructor": lambda hash_type, message: hash_type(message),
    "short updates": lambda hash_type, message: _updated(hash_type(), message[:3], message[3:]),
    "C context": lambda hash_type, message: hash_type(bytearray(message * 300)),
    "copy": lambda hash_type, message: hash_type(bytearray(message * 300)).copy(),
}


def _updated(hasher, *pieces):
    for piece in pieces:
        hasher.update(piece)
    return hasher


def _paths():
    """(id, produce(message, size), sizes): sizes (None,) where the output has one size."""
    for name in HASHLIB_FIXED:
        hash_type = getattr(keccakx, name)
        for how, holding in HASHLIB_INPUTS.items():
            yield f"{name}({how}).digest", lambda m, _, t=hash_type, h=holding: h(t, m).digest(), (None,)
            yield f"{name}({how}).hexdigest", lambda m, _, t=hash_type, h=holding: h(t, m).hexdigest(), (None,)
    for name in HASHLIB_SHAKE:
        hash_type = getattr(keccakx, name)
        for how, holding in HASHLIB_INPUTS.items():
            yield f"{name}({how}).digest", lambda m, n, t=hash_type, h=holding: h(t, m).digest(n), SIZES
            yield f"{name}({how}).hexdigest", lambda m, n, t=hash_type, h=holding: h(t, m).hexdigest(n), SIZES
            yield f"{name}({how}).read", lambda m, n, t=hash_type, h=holding: h(t, m).read(n), SIZES
            yield f"{name}({how}).read again", lambda m, n, t=hash_type, h=holding: _read_twice(h(t, m), n), SIZES
    for name, parameters in MODE_STREAMS.items():
        for how, holding in {"object": mode_object, "copy": lambda *a, **k: mode_object(*a, **k).copy()}.items():
            make = lambda m, name=name, p=parameters, h=holding: h(name, m, **p)  # noqa: E731
            yield f"{name}({how}).digest", lambda m, n, make=make: make(m).digest(n), SIZES
            yield f"{name}({how}).hexdigest", lambda m, n, make=make: make(m).hexdigest(n), SIZES
            yield f"{name}({how}).read", lambda m, n, make=make: make(m).read(n), SIZES
            yield f"{name}({how}).read again", lambda m, n, make=make: _read_twice(make(m), n), SIZES
    for name, (length, parameters) in MODE_FIXED.items():
        for how, holding in {"object": mode_object, "copy": lambda *a, **k: mode_object(*a, **k).copy()}.items():
            make = lambda m, n, name=name, p=parameters, h=holding, k=length: h(name, m, **{k: n}, **p)  # noqa: E731
            sizes = tuple(size for size in SIZES if size >= 8)  # shorter outputs are refused
            yield f"{name}({how}).digest", lambda m, n, make=make: make(m, n).digest(), sizes
            yield f"{name}({how}).hexdigest", lambda m, n, make=make: make(m, n).hexdigest(), sizes
    yield "keccak256(bytes)", lambda m, _: keccakx.keccak256(m), (None,)
    yield "keccak256(buffer)", lambda m, _: keccakx.keccak256(bytearray(m)), (None,)
    for name in HASHLIB_FIXED + HASHLIB_SHAKE:
        sizes = SIZES if name in HASHLIB_SHAKE else (None,)
        for count in (1, 3):
            # bytes are packed into one buffer for C; other buffers are passed one by one.
            yield (f"hash_many({name}, {count} bytes)",
                   lambda m, n, name=name, c=count: keccakx.hash_many(name, _messages(m, c), n), sizes)
            yield (f"hash_many({name}, {count} memoryviews)",
                   lambda m, n, name=name, c=count: keccakx.hash_many(name, map(memoryview, _messages(m, c)), n), sizes)
    for name in MULTI_NAMES:
        fixed = name in HASHLIB_FIXED
        for count in (1, 3):
            streams = lambda m, name=name, c=count: _updated(keccakx.multi(name, c), _messages(m, c))  # noqa: E731
            sizes = (None,) if fixed else SIZES
            yield f"multi({name}, {count}).digest", lambda m, n, s=streams: s(m).digest(n), sizes
            yield f"multi({name}, {count}).hexdigest", lambda m, n, s=streams: s(m).hexdigest(n), sizes
            if not fixed:
                yield f"multi({name}, {count}).read", lambda m, n, s=streams: s(m).read(n), sizes
                yield f"multi({name}, {count}).read again", lambda m, n, s=streams: _read_twice(s(m), n), sizes
    yield "StackTrie(object).root", lambda m, _: _stack_trie(m).root(), (None,)
    yield "StackTrie(on_node).root and the nodes", lambda m, _: _committed_nodes(m), (None,)
    yield "trie_root(mapping)", lambda m, _: keccakx.trie_root(_trie_items(m)), (None,)
    yield "trie_root(secure)", lambda m, _: keccakx.trie_root(_trie_items(m), secure=True), (None,)
    yield "ordered_trie_root(values)", lambda m, _: keccakx.ordered_trie_root(list(_trie_items(m).values())), (None,)
    yield "eth_hash.keccak256", lambda m, _: keccakx.eth_hash.keccak256(m), (None,)
    yield "eth_hash.backend.keccak256", lambda m, _: keccakx.eth_hash.backend.keccak256(m), (None,)
    yield "eth_hash.preimage.digest", lambda m, _: keccakx.eth_hash.preimage(m).digest(), (None,)
    yield "eth_hash.preimage(copy).digest", lambda m, _: keccakx.eth_hash.preimage(m).copy().digest(), (None,)


def _trie_items(message: bytes) -> dict:
    """Three keys whose values hold the message (a trie's values are never empty): nodes of 32
    bytes or more, which the trie hashes and commits."""
    return {bytes([key]) * 3: message + bytes([key]) * 40 for key in (0x10, 0x11, 0x20)}


def _stack_trie(message: bytes, on_node=None):
    trie = keccakx.StackTrie(on_node)
    for key, value in _trie_items(message).items():
        trie.update(key, value)
    return trie


def _committed_nodes(message: bytes) -> list:
    """Every path, hash and blob given to on_node, and the root."""
    nodes = []
    trie = _stack_trie(message, lambda path, hash_, blob: nodes.extend((path, hash_, blob)))
    return nodes + [trie.root()]


def _read_twice(reader, size):
    """The second read(size): its output starts inside the stream."""
    reader.read(5)
    return reader.read(size)


def _messages(message: bytes, count: int) -> list:
    """count messages of one length, all different (multi() takes buffers of one length)."""
    return [message + bytes([index]) for index in range(count)]


PATHS = list(_paths())
CASES = [pytest.param(produce, size, id=f"{name}-{size}") for name, produce, sizes in PATHS for size in sizes]


def _pieces(output) -> list:
    return output if isinstance(output, list) else [output]


@pytest.mark.parametrize("produce, size", CASES)
def test_two_calls_give_two_distinct_outputs_that_keep_their_values(produce, size):
    first = produce(FIRST, size)
    first_value = repr(first)
    again = produce(FIRST, size)
    other = produce(SECOND, size)
    assert repr(first) == first_value
    assert repr(again) == first_value
    for piece, piece_again in zip(_pieces(first), _pieces(again)):
        # The empty bytes and str are CPython's shared constants, which nothing can write into.
        # Pieces of 1 byte cut from one output for many messages are CPython's shared one-byte
        # objects: copies, which C never writes into either.
        if len(piece) > 1 or (len(piece) == 1 and not isinstance(first, list)):
            assert piece is not piece_again
    if size != 0:
        assert repr(other) != first_value  # so that an output written into an earlier one would show


# ---- every public callable is above, or makes no output ----

NO_OUTPUT = {
    "algorithms_available", "algorithms_guaranteed", "backend", "backends", "library_version", "new",
    "permute", "permute_x2", "permute_x4", "permute_x8", "use_backend",
}
OUTPUT_METHODS = {"digest", "hexdigest", "read", "root"}
# lock: multi's lock around its C contexts (returns the lock, not an output).
OTHER_METHODS = {"update", "copy", "new", "verify", "hexverify", "lock"}


def _covered_names() -> set:
    return {name.split("(")[0].split(".")[0] for name, _, _ in PATHS if not name.startswith("eth_hash.")}


def test_every_public_name_is_an_output_path_above_or_makes_no_output():
    assert set(keccakx.__all__) == _covered_names() | NO_OUTPUT


# The public functions whose result is the output (the rest are types).
OUTPUT_FUNCTIONS = {"keccak256", "hash_many", "trie_root", "ordered_trie_root"}


@pytest.mark.parametrize("name", sorted(set(keccakx.__all__) - NO_OUTPUT - OUTPUT_FUNCTIONS))
def test_every_output_method_of_every_type_is_an_output_path_above(name):
    methods = {attribute for attribute in dir(getattr(keccakx, name))
               if not attribute.startswith("_") and callable(getattr(getattr(keccakx, name), attribute))}
    assert methods <= OUTPUT_METHODS | OTHER_METHODS
    covered = {path.split(").")[-1].split()[0] for path, _, _ in PATHS if path.split("(")[0] == name}
    assert methods & OUTPUT_METHODS == covered


def test_the_eth_hash_backends_output_paths_are_above():
    preimage_methods = {m for m in dir(keccakx.eth_hash.KeccakxPreimage) if not m.startswith("_")}
    assert preimage_methods == {"digest", "update", "copy"}
    backend_methods = {m for m in dir(keccakx.eth_hash.KeccakxBackend) if not m.startswith("_")}
    assert backend_methods == {"keccak256", "preimage"}
