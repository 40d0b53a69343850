# SPDX-License-Identifier: MIT OR Apache-2.0
"""keccakx.eth_hash is an eth-hash backend (eth-hash, eth-utils and trie from the package index)."""

import os
import subprocess
import sys
import textwrap

import pytest
from Crypto.Hash import keccak as pycryptodome_keccak
from eth_hash.abc import BackendAPI, PreImageAPI
from eth_hash.main import Keccak256

import keccakx.eth_hash

EMPTY = bytes.fromhex("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470")


@pytest.fixture
def keccak():
    return Keccak256(keccakx.eth_hash.backend)


def expected(data: bytes) -> bytes:
    return pycryptodome_keccak.new(data=data, digest_bits=256).digest()


def run_python(code: str, **env) -> str:
    """Runs code in a fresh interpreter (so that eth_hash.auto starts unconfigured); its output."""
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                            env={**os.environ, **env}, timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_backend_is_an_eth_hash_backend_api():
    assert isinstance(keccakx.eth_hash.backend, BackendAPI)
    assert isinstance(keccakx.eth_hash.preimage(b""), PreImageAPI)


def test_eth_hashs_own_loader_accepts_the_module_as_one_of_its_backends(monkeypatch):
    # What offering it upstream as eth_hash/backends/keccakx.py would give.
    from eth_hash.utils import load_backend

    monkeypatch.setitem(sys.modules, "eth_hash.backends.keccakx", keccakx.eth_hash)
    assert load_backend("keccakx") is keccakx.eth_hash.backend


def test_eth_hash_accepts_the_backend_and_hashes_the_empty_message(keccak):
    assert keccak(b"") == EMPTY


@pytest.mark.parametrize("data", [b"abc", bytearray(b"abc"), b"x" * 135, b"x" * 136, b"y" * 5000])
def test_eth_hash_hashes_bytes_and_bytearray(keccak, data):
    assert keccak(data) == expected(bytes(data))


def test_eth_hash_preimage_updates_digests_and_copies(keccak):
    preimage = keccak.new(b"ab")
    clone = preimage.copy()
    preimage.update(b"c")
    assert preimage.digest() == expected(b"abc")
    assert clone.digest() == expected(b"ab")
    assert isinstance(clone, PreImageAPI)


def test_eth_hash_rejects_what_it_rejects_with_any_backend(keccak):
    with pytest.raises(TypeError):
        keccak("text")


# Without pycryptodome and pysha3, eth_hash.auto has no backend of its own: whatever hashes then is keccakx.
WITHOUT_OTHER_BACKENDS = "import sys; sys.modules['Crypto'] = sys.modules['sha3'] = None\n"

TRIE_ROOT = """
    import random
    from trie import HexaryTrie
    rng = random.Random(13)
    trie = HexaryTrie(db={})
    for _ in range(3000):
        trie[rng.randbytes(rng.randrange(1, 40))] = rng.randbytes(rng.randrange(1, 100))
    print(trie.root_hash.hex())
"""


def test_install_makes_eth_utils_keccak_hash_with_keccakx():
    output = run_python(WITHOUT_OTHER_BACKENDS + """
import eth_utils, keccakx.eth_hash
keccakx.eth_hash.install()
print(eth_utils.keccak(b"").hex(), eth_utils.keccak(text="abc").hex())
""")
    assert output == f"{EMPTY.hex()} {expected(b'abc').hex()}"


def test_install_works_after_eth_hash_auto_already_chose_another_backend():
    output = run_python("""
import eth_utils, keccakx.eth_hash
from eth_hash.auto import keccak
eth_utils.keccak(b"")  # eth-hash picks pycryptodome and keeps it
keccakx.eth_hash.install()
print(keccak.hasher == keccakx.eth_hash.backend.keccak256, eth_utils.keccak(b"abc").hex())
""")
    assert output == f"True {expected(b'abc').hex()}"


def test_a_hexary_trie_on_keccakx_has_the_root_it_has_on_pycryptodome():
    on_pycryptodome = run_python(TRIE_ROOT, ETH_HASH_BACKEND="pycryptodome")
    on_keccakx = run_python(WITHOUT_OTHER_BACKENDS + "import keccakx.eth_hash; keccakx.eth_hash.install()\n"
                            + textwrap.dedent(TRIE_ROOT))
    assert len(on_keccakx) == 64
    assert on_keccakx == on_pycryptodome


def test_keccakx_and_its_backend_import_and_hash_without_eth_hash():
    output = run_python("""
import sys; sys.modules['eth_hash'] = None
import keccakx, keccakx.eth_hash
preimage = keccakx.eth_hash.preimage(b"a")
preimage.update(b"bc")
print(keccakx.eth_hash.keccak256(b"").hex(), preimage.copy().digest() == keccakx.keccak256(b"abc"))
try:
    keccakx.eth_hash.install()
except ImportError:
    print("install needs eth-hash")
""")
    assert output == f"{EMPTY.hex()} True\ninstall needs eth-hash"
