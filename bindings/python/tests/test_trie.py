# SPDX-License-Identifier: MIT OR Apache-2.0
"""Ethereum's Merkle-Patricia trie: the roots of the published ethereum/tests vectors and of
py-trie's HexaryTrie (the `trie` package, hashing with pycryptodome) on random inputs, on
every backend; the nodes StackTrie commits; hashlib's errors; the GIL released while C builds."""

import functools
import json
import random

import pytest
import rlp
from Crypto.Hash import keccak as pycryptodome_keccak
from trie import HexaryTrie

import keccakx
from conftest import vectors_dir
from test_threads import python_ran_inside

EMPTY_ROOT = bytes.fromhex("56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421")


def reference_keccak(data: bytes) -> bytes:
    return pycryptodome_keccak.new(digest_bits=256, data=data).digest()


def hexary_trie(pairs, prune=False) -> HexaryTrie:
    trie = HexaryTrie(db={}, prune=prune)
    for key, value in pairs:
        trie[key] = value
    return trie


def reference_root(pairs) -> bytes:
    return hexary_trie(pairs).root_hash


def stack_trie_root(pairs) -> bytes:
    trie = keccakx.StackTrie()
    for key, value in sorted(pairs):
        trie.update(key, value)
    return trie.root()


def vector_bytes(text: str) -> bytes:
    return bytes.fromhex(text[2:]) if text.startswith("0x") else text.encode()


def published_cases(name: str):
    with open(vectors_dir() / "ethereum-trie" / name) as file:
        cases = json.load(file)
    return [(case_name, [(vector_bytes(k), vector_bytes(v)) for k, v in case["in"].items()],
             bytes.fromhex(case["root"][2:])) for case_name, case in cases.items()]


ANY_ORDER = published_cases("trieanyorder.json")
SECURE = published_cases("trieanyorder_secureTrie.json") + published_cases("hex_encoded_securetrie_test.json")


def random_pairs(rng, count: int, shape: str) -> list:
    """Distinct keys of one shape: 32-byte hashes (a state trie), short keys sharing long
    prefixes, or keys of any length that may be empty or begin one another."""
    keys = set()
    while len(keys) < count:
        if shape == "hashed":
            keys.add(rng.randbytes(32))
        elif shape == "shared prefixes":
            keys.add(bytes(rng.randrange(3)) * rng.randrange(6) + rng.randbytes(rng.randrange(1, 4)))
        else:
            keys.add(bytes(rng.choice(b"\x00\x01\xff") for _ in range(rng.randrange(0, 6))))
    return [(key, rng.randbytes(rng.choice([1, 2, 31, 32, 33, 70, 200, 1000]))) for key in keys]


@pytest.mark.parametrize("case_name, pairs, root", ANY_ORDER, ids=[case[0] for case in ANY_ORDER])
def test_published_roots_of_any_order_tries(backend, case_name, pairs, root):
    assert keccakx.trie_root(pairs) == root
    assert keccakx.trie_root(dict(pairs[::-1])) == root
    assert stack_trie_root(pairs) == root


@pytest.mark.parametrize("case_name, pairs, root", SECURE, ids=[case[0] for case in SECURE])
def test_published_roots_of_secure_tries(backend, case_name, pairs, root):
    assert keccakx.trie_root(pairs, secure=True) == root
    assert stack_trie_root([(reference_keccak(key), value) for key, value in pairs]) == root


# The references are slow (py-trie builds 5,000 items in seconds): each is computed once,
# then compared with keccakx on every backend.
@functools.lru_cache(maxsize=None)
def random_case(shape: str, count: int):
    pairs = random_pairs(random.Random(f"{shape} {count}"), count, shape)
    return pairs, reference_root(pairs)


@functools.lru_cache(maxsize=None)
def secure_case(count: int):
    rng = random.Random(count)
    pairs = [(rng.randbytes(20), rng.randbytes(70)) for _ in range(count)]
    return pairs, reference_root([(reference_keccak(key), value) for key, value in pairs])


@functools.lru_cache(maxsize=None)
def ordered_case(count: int):
    rng = random.Random(count)
    values = [rng.randbytes(rng.randrange(1, 300)) for _ in range(count)]
    return values, reference_root([(rlp.encode(index), value) for index, value in enumerate(values)])


@pytest.mark.parametrize("shape, count", [(shape, count) for shape in ("hashed", "shared prefixes")
                                          for count in (1, 2, 17, 300, 2000)]
                         + [("empty and prefix keys", count) for count in (1, 2, 17, 300)])
def test_roots_equal_hexary_tries(backend, shape, count):
    pairs, expected = random_case(shape, count)
    assert keccakx.trie_root(pairs) == expected
    assert stack_trie_root(pairs) == expected


@pytest.mark.parametrize("count", [1, 50, 1000])
def test_secure_roots_equal_hexary_tries_of_hashed_keys(backend, count):
    pairs, expected = secure_case(count)
    assert keccakx.trie_root(pairs, secure=True) == expected


@pytest.mark.parametrize("count", [0, 1, 2, 127, 128, 129, 1000, 5000])
def test_ordered_roots_equal_hexary_tries_keyed_by_rlp_of_the_index(backend, count):
    values, expected = ordered_case(count)
    assert keccakx.ordered_trie_root(values) == expected


def test_the_empty_trie_has_the_root_of_rlp_of_the_empty_string():
    assert keccakx.trie_root({}) == keccakx.trie_root({}, secure=True) == EMPTY_ROOT
    assert keccakx.ordered_trie_root([]) == keccakx.StackTrie().root() == EMPTY_ROOT
    assert EMPTY_ROOT == reference_keccak(b"\x80")


def test_a_key_given_twice_keeps_its_last_value():
    pairs = [(b"dog", b"puppy"), (b"cat", b"meow"), (b"dog", b"hound")]
    expected = reference_root([(b"cat", b"meow"), (b"dog", b"hound")])
    assert keccakx.trie_root(pairs) == expected
    assert keccakx.trie_root(pairs, secure=True) == reference_root(
        [(reference_keccak(b"cat"), b"meow"), (reference_keccak(b"dog"), b"hound")])


def test_any_buffer_is_a_key_or_value(rng):
    pairs = random_pairs(rng, 50, "hashed")
    views = [(bytearray(key), memoryview(value)) for key, value in pairs]
    assert keccakx.trie_root(views) == keccakx.trie_root(pairs)
    assert keccakx.ordered_trie_root([bytearray(value) for _, value in pairs]) == \
        keccakx.ordered_trie_root([value for _, value in pairs])


def test_stack_trie_copies_what_it_is_given():
    trie, key, value = keccakx.StackTrie(), bytearray(b"key"), bytearray(b"value")
    trie.update(key, value)
    key[:], value[:] = b"zzz", b"changed"
    assert trie.root() == reference_root([(b"key", b"value")])


def test_root_empties_the_trie_for_the_next_one(rng):
    pairs = sorted(random_pairs(rng, 500, "hashed"))
    trie = keccakx.StackTrie()
    for round_ in range(2):
        for key, value in pairs:
            trie.update(key, value)
        assert trie.root() == reference_root(pairs), f"round {round_}"
    assert trie.root() == EMPTY_ROOT
    trie.update(pairs[0][0], pairs[0][1])  # a key below the last one given before root()
    assert trie.root() == reference_root(pairs[:1])


@pytest.mark.parametrize("count", [1, 2, 30, 3000])
def test_on_node_reports_the_nodes_a_pruned_hexary_trie_stores(rng, count):
    pairs = sorted(random_pairs(rng, count, "hashed"))
    nodes = []
    trie = keccakx.StackTrie(on_node=lambda path, hash_, blob: nodes.append((path, hash_, blob)))
    for key, value in pairs:
        trie.update(key, value)
    root = trie.root()
    reference = hexary_trie(pairs, prune=True)
    assert {hash_: blob for _, hash_, blob in nodes} == dict(reference.db)
    assert len({hash_ for _, hash_, _ in nodes}) == len(nodes)
    assert nodes[-1] == (b"", root, reference.db[root])
    for path, hash_, blob in nodes:
        assert reference_keccak(blob) == hash_
        assert all(nibble < 16 for nibble in path)


def test_on_node_reports_a_node_after_every_node_below_it(rng):
    nodes = []
    trie = keccakx.StackTrie(on_node=lambda path, hash_, blob: nodes.append(path))
    for key, value in sorted(random_pairs(rng, 3000, "hashed")):
        trie.update(key, value)
    trie.root()
    for index, path in enumerate(nodes):
        assert not any(later != path and later.startswith(path) for later in nodes[index + 1:index + 200])


def test_an_exception_in_on_node_comes_out_of_root_and_the_trie_goes_on(rng):
    pairs = sorted(random_pairs(rng, 100, "hashed"))
    failing = [True]

    def fail(path, hash_, blob):
        if failing[0]:
            raise KeyError("from on_node")

    trie = keccakx.StackTrie(on_node=fail)
    for key, value in pairs:
        trie.update(key, value)
    with pytest.raises(KeyError, match="from on_node"):
        trie.root()
    failing[0] = False
    for key, value in pairs:
        trie.update(key, value)
    assert trie.root() == reference_root(pairs)


def test_an_exception_in_on_node_comes_out_of_the_update_that_commits_the_node(rng):
    calls = []

    def fail_once(path, hash_, blob):
        calls.append(path)
        if len(calls) == 1:
            raise RuntimeError("stop")

    trie = keccakx.StackTrie(on_node=fail_once)
    with pytest.raises(RuntimeError, match="stop"):
        for key, value in sorted(random_pairs(rng, 20000, "hashed")):
            trie.update(key, value)
    assert len(calls) == 1  # the nodes after the failure are not reported


def test_on_node_may_not_use_its_own_trie():
    trie = keccakx.StackTrie(on_node=lambda path, hash_, blob: trie.root())
    trie.update(b"k", b"v" * 40)
    with pytest.raises(RuntimeError, match="in use"):
        trie.root()


@pytest.mark.parametrize("bad", ["text", 7, None, [1, 2]])
def test_a_key_or_value_that_is_not_bytes_is_a_type_error(bad):
    trie = keccakx.StackTrie()
    with pytest.raises(TypeError):
        trie.update(bad, b"value")
    with pytest.raises(TypeError):
        trie.update(b"key", bad)
    with pytest.raises(TypeError):
        keccakx.trie_root([(bad, b"value")])
    with pytest.raises(TypeError):
        keccakx.ordered_trie_root([b"value", bad])


def test_a_str_is_a_type_error_that_says_to_encode_it():
    with pytest.raises(TypeError, match="encoded"):
        keccakx.StackTrie().update("key", b"value")


def test_a_single_buffer_is_not_a_list_of_values():
    with pytest.raises(TypeError, match="sequence of values"):
        keccakx.ordered_trie_root(b"values")


def test_an_empty_value_is_a_value_error_everywhere():
    with pytest.raises(ValueError, match="empty"):
        keccakx.StackTrie().update(b"key", b"")
    with pytest.raises(ValueError, match="empty"):
        keccakx.trie_root({b"key": b""})
    with pytest.raises(ValueError, match="empty"):
        keccakx.trie_root({b"key": b""}, secure=True)
    with pytest.raises(ValueError, match="empty"):
        keccakx.ordered_trie_root([b"a", b""])


def test_a_key_out_of_order_or_repeated_is_a_value_error_that_changes_nothing():
    trie = keccakx.StackTrie()
    trie.update(b"b", b"1")
    with pytest.raises(ValueError, match="increasing"):
        trie.update(b"a", b"2")
    with pytest.raises(ValueError, match="once"):
        trie.update(b"b", b"3")
    with pytest.raises(ValueError, match="empty"):
        trie.update(b"c", b"")
    trie.update(b"c", b"4")
    assert trie.root() == reference_root([(b"b", b"1"), (b"c", b"4")])


def test_a_large_trie_is_built_without_the_gil(rng):
    pairs = [(rng.randbytes(32), rng.randbytes(70)) for _ in range(100_000)]
    values = [value for _, value in pairs]
    assert any(python_ran_inside(lambda: keccakx.trie_root(pairs)) for _ in range(5))
    assert any(python_ran_inside(lambda: keccakx.trie_root(pairs, secure=True)) for _ in range(5))
    assert any(python_ran_inside(lambda: keccakx.ordered_trie_root(values)) for _ in range(5))
