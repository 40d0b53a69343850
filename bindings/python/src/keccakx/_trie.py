# SPDX-License-Identifier: MIT OR Apache-2.0
"""Ethereum's Merkle-Patricia trie roots, built by the C stack trie.

Keys and values are checked here, when they are given, with hashlib's errors;
StackTrie then keeps them until it has a group worth a crossing into C (or the
root is asked for), so that a trie of many keys costs few calls, each made
without the GIL.
"""

import array
from threading import Lock

from ._buffers import check as _check_status
from ._keccakx import ffi, lib

__all__ = ["StackTrie", "ordered_trie_root", "trie_root"]

# A group crosses into C once its keys and values reach this many bytes (or
# this many entries): large enough that the call costs nothing beside the
# hashing, small enough that the pending copies stay in the CPU's caches.
_GROUP_BYTES = 1 << 18
_GROUP_ENTRIES = 4096


def _as_bytes(data, what: str) -> bytes:
    """An immutable copy of a bytes-like argument (the caller may change a bytearray later),
    with hashlib's TypeError for a str or anything that is not a buffer."""
    if type(data) is bytes:
        return data
    if isinstance(data, str):
        raise TypeError(f"Strings must be encoded before they are a trie {what}")
    try:
        return bytes(memoryview(data))
    except TypeError:
        raise TypeError(f"a trie {what} must be a bytes-like object, not {type(data).__name__!r}") from None


def _value(data) -> bytes:
    value = _as_bytes(data, "value")
    if not value:
        raise ValueError("a trie value must not be empty (an empty value would be a deletion)")
    return value


def _order_error(key: bytes, last: bytes) -> str:
    if key == last:
        return f"trie key {key.hex() or '(empty)'} given twice: each key must be given once"
    return (f"trie key {key.hex() or '(empty)'} below the previous one, {last.hex()}: "
            "keys must come in increasing bytewise order")


def check(rc: int) -> None:
    """C's status as Python's exception: MemoryError when out of memory, as a list that cannot grow."""
    if rc == lib.KX_ERR_OUT_OF_MEMORY:
        raise MemoryError("keccakx: out of memory for a trie")
    _check_status(rc)


def _values(values) -> list:
    """A list of values, each checked as _value checks it: at C speed when all are bytes."""
    values = list(values)
    if set(map(type, values)) <= {bytes}:
        if all(values):
            return values
        raise ValueError("a trie value must not be empty (an empty value would be a deletion)")
    return list(map(_value, values))


_SIZE_T_TYPECODE = next(code for code in "LQI" if array.array(code).itemsize == ffi.sizeof("size_t"))


def _size_t_array(lengths):
    """The lengths (any iterable of ints) as a C size_t[]: a cdata over an array.array it keeps alive."""
    return ffi.from_buffer("size_t[]", array.array(_SIZE_T_TYPECODE, lengths))


def _lengths(items: list):
    return _size_t_array(map(len, items))


class StackTrie:
    """A Merkle-Patricia trie built from keys given in increasing order, as go-ethereum's
    trie.StackTrie: root() gives its root hash and empties it for the next trie.

    on_node, if given, is called as on_node(path, hash, blob) for every node the trie
    commits (each node whose RLP is 32 bytes or more, and the root): path is the node's
    nibble path from the root (one nibble a byte), hash Keccak-256 of blob, blob its RLP.
    A node is reported after every node below it, and every node by the time root()
    returns; an exception raised by on_node comes out of the update() or root() that
    was running, and the trie is then emptied.
    """

    __slots__ = ("_on_node", "_trie", "_handle", "_keys", "_values", "_pending", "_last", "_busy",
                 "_error", "__weakref__")

    def __init__(self, on_node=None):
        if on_node is not None and not callable(on_node):
            raise TypeError(f"on_node must be callable, not {type(on_node).__name__!r}")
        self._on_node = on_node
        self._handle = ffi.new_handle(self) if on_node is not None else ffi.NULL
        trie = lib.kx_trie_new(lib.kxpy_trie_on_node if on_node is not None else ffi.NULL, self._handle)
        if trie == ffi.NULL:
            raise MemoryError("keccakx: out of memory for a trie")
        self._trie = ffi.gc(trie, lib.kx_trie_free)
        self._busy = Lock()
        self._error = None
        self._reset_pending()

    def _reset_pending(self) -> None:
        self._keys, self._values, self._pending, self._last = [], [], 0, None

    def update(self, key, value) -> None:
        """Adds value under key: keys in strictly increasing bytewise order, values not empty
        (ValueError otherwise, and the trie is unchanged)."""
        # The checks inline for bytes, the common case: update() is called once a key.
        if type(key) is not bytes:
            key = _as_bytes(key, "key")
        if type(value) is not bytes or not value:
            value = _value(value)
        last = self._last
        if last is not None and key <= last:
            raise ValueError(_order_error(key, last))
        keys = self._keys
        keys.append(key)
        self._values.append(value)
        self._last = key
        self._pending += len(key) + len(value)
        if self._pending >= _GROUP_BYTES or len(keys) >= _GROUP_ENTRIES:
            with self._exclusive():
                self._flush()

    def root(self) -> bytes:
        """Commits what is left and returns the root hash (keccak256(b"\\x80") for no key); the
        trie is then empty and takes keys from the start again."""
        root = ffi.new("char[32]")
        with self._exclusive():
            self._flush()
            self._last = None
            check(lib.kxpy_trie_root(self._trie, root))
            self._raise_callback_error()
        return ffi.buffer(root)[:]

    def _flush(self) -> None:
        if not self._keys:
            return
        keys, values = self._keys, self._values
        self._keys, self._values, self._pending = [], [], 0
        rc = lib.kxpy_trie_update_packed(self._trie, len(keys), b"".join(keys), _lengths(keys),
                                         b"".join(values), _lengths(values))
        self._raise_callback_error()
        check(rc)

    def _exclusive(self):
        """The C trie for this call alone: a second thread, or on_node calling back into its
        own trie, gets a RuntimeError instead of a trie in two states at once."""
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this StackTrie is in use (by another thread, or by its own on_node)")
        return _Release(self._busy)

    def _deliver(self, path: bytes, hash_: bytes, blob: bytes) -> None:
        if self._error is not None:
            return  # the call already failed; the rest of its nodes are not reported
        try:
            self._on_node(path, hash_, blob)
        except BaseException as error:  # noqa: B036 - re-raised by the update() or root() that runs
            self._error = error

    def _raise_callback_error(self) -> None:
        error = self._error
        if error is None:
            return
        # The C trie went on without the nodes after the failure: it starts over rather
        # than give a later root() whose nodes were not all reported (_deliver skips the
        # nodes this commits while the error is set).
        lib.kxpy_trie_root(self._trie, ffi.new("char[32]"))
        self._error = None
        self._reset_pending()
        raise error


class _Release:
    __slots__ = ("_lock",)

    def __init__(self, lock):
        self._lock = lock

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self._lock.release()


@ffi.def_extern()
def kxpy_trie_on_node(user, path, pathlen, hash_, blob, bloblen):
    ffi.from_handle(user)._deliver(ffi.buffer(path, pathlen)[:], ffi.buffer(hash_, 32)[:],
                                   ffi.buffer(blob, bloblen)[:])


def trie_root(mapping_or_pairs, secure: bool = False) -> bytes:
    """The root of the trie holding every (key, value) of a mapping or an iterable of
    pairs, in any order; a key given twice keeps its last value, as in dict(pairs).
    secure=True hashes each key with Keccak-256 first, as Ethereum's state and storage
    tries do. The GIL is released while C builds the trie."""
    items = mapping_or_pairs.items() if hasattr(mapping_or_pairs, "items") else mapping_or_pairs
    pairs = [(_as_bytes(key, "key"), _value(value)) for key, value in items]
    root = ffi.new("char[32]")
    if secure:
        # C keeps the last value of a key given twice, as the dict below does.
        keys, values = [key for key, _ in pairs], [value for _, value in pairs]
        check(lib.kxpy_trie_secure_root(len(pairs), b"".join(keys), _lengths(keys),
                                        b"".join(values), _lengths(values),
                                        ffi.new("const char *[]", max(1, 2 * len(pairs))), root))
    else:
        entries = dict(pairs)
        keys = sorted(entries)
        values = [entries[key] for key in keys]
        check(lib.kxpy_trie_sorted_root(len(keys), b"".join(keys), _lengths(keys),
                                        b"".join(values), _lengths(values), root))
    return ffi.buffer(root)[:]


def ordered_trie_root(values) -> bytes:
    """The root of the trie whose keys are RLP(0), RLP(1), ... and whose values are values
    in that order: a block's transactions, receipts or withdrawals root (go-ethereum's
    types.DeriveSha), each value the item's encoding. The GIL is released while C builds it."""
    if isinstance(values, (bytes, bytearray, memoryview, str)):
        raise TypeError(f"ordered_trie_root() takes a sequence of values, not a single {type(values).__name__!r}")
    values = _values(values)
    root = ffi.new("char[32]")
    check(lib.kxpy_trie_ordered_root(len(values), b"".join(values), _lengths(values),
                                     ffi.new("const char *[]", max(1, len(values))), root))
    return ffi.buffer(root)[:]
