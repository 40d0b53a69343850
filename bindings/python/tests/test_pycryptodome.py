# SPDX-License-Identifier: MIT OR Apache-2.0
"""Code moved from Crypto.Hash: pycryptodome's arguments, defaults included, give pycryptodome's
bytes, its methods are there, and each row of the README's "Differences from pycryptodome" holds."""

import hashlib
import subprocess
import sys
from xml.etree import ElementTree

import pytest
from Crypto.Hash import KMAC128, KMAC256, SHA3_256, KangarooTwelve, TupleHash128, TupleHash256, TurboSHAKE128
from Crypto.Hash import TurboSHAKE256, cSHAKE128, cSHAKE256

import keccakx

KEY = bytes(range(32))


@pytest.mark.parametrize("ours, theirs", [(keccakx.kmac128, KMAC128), (keccakx.kmac256, KMAC256)])
def test_kmac_takes_pycryptodomes_keywords_and_defaults(ours, theirs):
    assert ours(key=KEY, data=b"m").digest() == theirs.new(key=KEY, data=b"m").digest()
    assert (ours(key=KEY, data=b"m", mac_len=16, custom=b"c").digest()
            == theirs.new(key=KEY, data=b"m", mac_len=16, custom=b"c").digest())
    assert ours(key=KEY).oid == theirs.new(key=KEY).oid


@pytest.mark.parametrize("ours, theirs", [(keccakx.tuplehash128, TupleHash128), (keccakx.tuplehash256, TupleHash256)])
def test_tuplehash_defaults_to_pycryptodomes_64_bytes_and_takes_several_items_per_update(ours, theirs):
    mine, reference = ours(custom=b"app"), theirs.new(custom=b"app")
    assert mine.update(b"alice", b"bob").update(b"") is mine
    reference.update(b"alice", b"bob").update(b"")
    assert mine.digest() == reference.digest()
    assert mine.digest_size == 64


@pytest.mark.parametrize("size", [{"digest_bytes": 20}, {"digest_bits": 160}])
def test_tuplehash_takes_digest_bytes_or_digest_bits(size):
    assert keccakx.tuplehash128(**size).update(b"a").digest() == TupleHash128.new(**size).update(b"a").digest()


def test_digest_bits_that_are_not_whole_bytes_raise_value_error():
    with pytest.raises(ValueError):
        keccakx.tuplehash256(digest_bits=100)


def test_digest_bytes_and_digest_bits_together_raise_type_error():
    with pytest.raises(TypeError):
        keccakx.tuplehash128(digest_bytes=32, digest_bits=256)


@pytest.mark.parametrize("ours, theirs", [(keccakx.turboshake128, TurboSHAKE128), (keccakx.turboshake256, TurboSHAKE256)])
def test_turboshake_takes_data_and_domain_as_keywords(ours, theirs):
    assert ours(data=b"m", domain=0x0B).read(50) == theirs.new(data=b"m", domain=0x0B).read(50)


@pytest.mark.parametrize("ours, theirs", [(keccakx.cshake128, cSHAKE128), (keccakx.cshake256, cSHAKE256)])
def test_cshake_takes_data_and_custom_as_keywords(ours, theirs):
    assert ours(data=b"m", custom=b"c").read(50) == theirs.new(data=b"m", custom=b"c").read(50)
    assert ours(data=None, custom=None).read(8) == theirs.new().read(8)


def test_kt128_takes_data_and_custom_as_keywords():
    assert keccakx.kt128(data=b"m", custom=b"c").read(50) == KangarooTwelve.new(data=b"m", custom=b"c").read(50)


@pytest.mark.parametrize("name", ["kmac128", "kmacxof256", "cshake128", "turboshake256", "kt128", "kt256",
                                  "tuplehash128", "tuplehashxof256", "parallelhash128", "parallelhashxof256"])
def test_a_modes_update_returns_the_object(name):
    parameters = {"kmac128": {"key": KEY}, "kmacxof256": {"key": KEY}, "parallelhash128": {"block_size": 8},
                  "parallelhashxof256": {"block_size": 8}}.get(name, {})
    hasher = keccakx.new(name, **parameters)
    assert hasher.update(b"a") is hasher


def test_kmac_verify_accepts_its_mac_and_hexverify_its_hex():
    mac = keccakx.kmac256(b"m", key=KEY)
    mac.verify(KMAC256.new(key=KEY, data=b"m").digest())
    mac.hexverify(KMAC256.new(key=KEY, data=b"m").hexdigest())


@pytest.mark.parametrize("tag", [bytes(64), bytes(63), b""])
def test_kmac_verify_of_another_mac_raises_value_error_as_pycryptodome(tag):
    with pytest.raises(ValueError, match="MAC check failed"):
        keccakx.kmac128(b"m", key=KEY).verify(tag)
    with pytest.raises(ValueError, match="MAC check failed"):
        KMAC128.new(key=KEY, data=b"m").verify(tag)


def test_kmac_hexverify_of_another_mac_raises_value_error():
    with pytest.raises(ValueError, match="MAC check failed"):
        keccakx.kmac128(b"m", key=KEY).hexverify("00" * 64)


def test_new_methods_start_over_as_pycryptodomes_do():
    assert keccakx.turboshake128(b"x", domain=7).new(b"m").read(16) == TurboSHAKE128.new(domain=7, data=b"m").read(16)
    assert keccakx.kt128(b"x", custom=b"c").new(b"m").read(16) == KangarooTwelve.new(data=b"m").read(16)
    assert (keccakx.kmac128(key=KEY, mac_len=20).new(key=KEY[:16], data=b"m").digest()
            == KMAC128.new(key=KEY, mac_len=20).new(key=KEY[:16], data=b"m").digest())
    assert (keccakx.tuplehash256(digest_bytes=40).new().update(b"a").digest()
            == TupleHash256.new(digest_bytes=40).new().update(b"a").digest())


# ---- what pycryptodome refuses, keccakx's modes refuse with the same exception ----


@pytest.mark.parametrize("ours, theirs, shortest", [(keccakx.kmac128, KMAC128, 16), (keccakx.kmac256, KMAC256, 32)])
def test_a_kmac_key_shorter_than_the_security_level_raises_value_error(ours, theirs, shortest):
    assert ours(key=KEY[:shortest]).digest() == theirs.new(key=KEY[:shortest]).digest()
    for refuse in (lambda: ours(key=KEY[: shortest - 1]), lambda: theirs.new(key=KEY[: shortest - 1])):
        with pytest.raises(ValueError):
            refuse()
    with pytest.raises(ValueError, match=f"at least {shortest} bytes"):
        getattr(keccakx, ours.name.replace("kmac", "kmacxof"))(key=KEY[: shortest - 1])


@pytest.mark.parametrize("ours, theirs", [(keccakx.kmac128, KMAC128), (keccakx.kmac256, KMAC256)])
def test_a_mac_len_under_8_raises_value_error(ours, theirs):
    assert ours(key=KEY, mac_len=8).digest() == theirs.new(key=KEY, mac_len=8).digest()
    for refuse in (lambda: ours(key=KEY, mac_len=7), lambda: theirs.new(key=KEY, mac_len=7),
                   lambda: ours(key=KEY).new(key=KEY, mac_len=0)):
        with pytest.raises(ValueError):
            refuse()


@pytest.mark.parametrize("size", [{"digest_bytes": 7}, {"digest_bits": 56}, {"digest_bytes": 0}])
def test_a_tuplehash_or_parallelhash_output_under_8_bytes_raises_value_error(size):
    for refuse in (lambda: TupleHash128.new(**size), lambda: keccakx.tuplehash128(**size),
                   lambda: keccakx.tuplehash256().new(**size), lambda: keccakx.parallelhash256(block_size=8, **size)):
        with pytest.raises(ValueError):
            refuse()


@pytest.mark.parametrize("ours, theirs", [(lambda: keccakx.kmac128(key=KEY), lambda: KMAC128.new(key=KEY)),
                                          (keccakx.tuplehash256, TupleHash256.new)])
def test_update_after_digest_raises_type_error(ours, theirs):
    for hasher in (ours(), theirs()):
        hasher.update(b"a")
        first = hasher.digest()
        with pytest.raises(TypeError):
            hasher.update(b"b")
        assert hasher.digest() == first


@pytest.mark.parametrize("ours, theirs", [
    (keccakx.cshake128, cSHAKE128.new), (keccakx.turboshake256, TurboSHAKE256.new), (keccakx.kt128, KangarooTwelve.new),
])
def test_update_after_read_raises_type_error(ours, theirs):
    for hasher in (ours(), theirs()):
        hasher.read(1)
        with pytest.raises(TypeError):
            hasher.update(b"b")


@pytest.mark.parametrize("length", [True, False, 1.0, "1", None])
def test_a_read_length_that_is_not_an_int_raises_type_error_and_starts_nothing(length):
    for make in (keccakx.kt128, KangarooTwelve.new, keccakx.cshake256, keccakx.turboshake128):
        hasher = make()
        with pytest.raises(TypeError):
            hasher.read(length)
        hasher.update(b"m")
        assert hasher.read(8) == make(data=b"m").read(8)


@pytest.mark.parametrize("threads", [True, None, 2.0, "2"])
def test_a_thread_count_that_is_not_an_int_raises_type_error(threads):
    for refuse in (lambda: KangarooTwelve.new(threads=threads), lambda: keccakx.kt128(threads=threads),
                   lambda: keccakx.kt256().new(threads=threads),
                   lambda: keccakx.parallelhash128(block_size=8, threads=threads)):
        with pytest.raises(TypeError):
            refuse()


@pytest.mark.parametrize("threads", [-1, -8])
def test_a_negative_thread_count_raises_value_error(threads):
    for refuse in (lambda: KangarooTwelve.new(threads=threads), lambda: keccakx.kt128(threads=threads),
                   lambda: keccakx.kt128().new(threads=threads),
                   lambda: keccakx.parallelhashxof128(block_size=8, threads=threads)):
        with pytest.raises(ValueError):
            refuse()


def test_kangarootwelves_new_takes_threads_as_pycryptodomes_does():
    message = bytes(range(256)) * 4096
    assert (keccakx.kt128(custom=b"c").new(message, threads=2).read(32)
            == KangarooTwelve.new().new(message, threads=2).read(32) == KangarooTwelve.new(data=message).read(32))


# ---- pycryptodome's own tests of the classes keccakx stands in for ----

SELF_TESTS = [f"Crypto.SelfTest.Hash.test_{name}" for name in ("KMAC", "TupleHash", "cSHAKE", "TurboSHAKE", "KangarooTwelve")]
# Each module's new() becomes keccakx's constructor; the modules' other functions stay pycryptodome's.
SWAP_IN_KECCAKX = """
import sys
import pytest
import keccakx
from Crypto.Hash import KMAC128, KMAC256, KangarooTwelve, TupleHash128, TupleHash256, TurboSHAKE128, TurboSHAKE256
from Crypto.Hash import cSHAKE128, cSHAKE256
for module, ours in [(KMAC128, keccakx.kmac128), (KMAC256, keccakx.kmac256),
                     (TupleHash128, keccakx.tuplehash128), (TupleHash256, keccakx.tuplehash256),
                     (cSHAKE128, keccakx.cshake128), (cSHAKE256, keccakx.cshake256),
                     (TurboSHAKE128, keccakx.turboshake128), (TurboSHAKE256, keccakx.turboshake256),
                     (KangarooTwelve, keccakx.kt128)]:
    module.new = ours
sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", "--junitxml", sys.argv[1], "--pyargs", *sys.argv[2:]]))
"""
# The tests that fail on keccakx, each for a row of the README's differences.
EXPECTED_FAILURES = {
    "TestTurboSHAKE128.test_new_unknown_parameters": "data may be positional",  # TurboSHAKE128.new(b"90")
    "TestTurboSHAKE256.test_new_unknown_parameters": "data may be positional",
    "TestKangarooTwelveThreads.test_threads_all_cores[portable]": "no private thread count",  # reads ._threads
}


def test_pycryptodomes_self_tests_pass_on_keccakx_but_for_the_readmes_differences(tmp_path):
    import Crypto

    if tuple(map(int, Crypto.__version__.split(".")[:2])) < (4, 5):
        pytest.skip(f"pycryptodome {Crypto.__version__}: these are the self tests of 4.5 (threads=, pytest)")
    report = tmp_path / "report.xml"
    subprocess.run([sys.executable, "-c", SWAP_IN_KECCAKX, str(report), *SELF_TESTS], cwd=tmp_path,
                   capture_output=True, check=False)
    cases = ElementTree.parse(report).getroot().iter("testcase")
    outcomes = {f"{case.get('classname').rsplit('.', 1)[-1]}.{case.get('name')}":
                [child.tag for child in case if child.tag in ("failure", "error")] for case in cases}
    failed = {name for name, problems in outcomes.items() if problems}
    assert len(outcomes) >= 150
    assert failed == set(EXPECTED_FAILURES)


# ---- one test per row of the README's "Differences from pycryptodome" ----


def test_difference_data_may_be_positional_as_in_hashlib():
    with pytest.raises(TypeError):
        TurboSHAKE128.new(b"m")
    assert keccakx.turboshake128(b"m").read(16) == TurboSHAKE128.new(data=b"m").read(16)
    assert keccakx.kmac128(b"m", key=KEY).digest() == KMAC128.new(key=KEY, data=b"m").digest()


def test_difference_no_private_thread_count():
    assert KangarooTwelve.new(threads=0)._threads >= 1
    assert not hasattr(keccakx.kt128(threads=0), "_threads")


def test_difference_the_xofs_also_have_digest_and_copy():
    hasher = keccakx.kt128(b"m")
    assert hasher.digest(32) == hasher.copy().read(32) == KangarooTwelve.new(data=b"m").read(32)
    assert not hasattr(KangarooTwelve.new(), "digest")


def test_difference_the_hashlib_shaped_types_keep_hashlibs_update_and_names():
    hasher = keccakx.sha3_256(string=b"m")
    assert hasher.update(b"n") is None
    assert hasher.digest() == SHA3_256.new(b"mn").digest() == hashlib.sha3_256(b"mn").digest()
    assert SHA3_256.new(b"m").update(b"n") is not None
