# SPDX-License-Identifier: MIT OR Apache-2.0
"""docs/benchmarks.md from the results of bench/run_all.py.

Every ratio is the incumbent's median time divided by keccakx's, both from
the same run: above 1 means keccakx is faster. Every time is a median with
its spread (± half the interquartile range of the samples).

Run as a script, it checks that the pages quoting blocks of docs/benchmarks.md
(QUOTED_BLOCKS) quote them as they are, and exits 1 if one does not.
"""
import math
import re

HEADLINE_START = "<!-- headline numbers: written by bench/run-all from docs/benchmarks.md -->"
HEADLINE_END = "<!-- end of headline numbers -->"
GETH_START = "<!-- go-ethereum numbers: written by bench/run-all from docs/benchmarks.md -->"
GETH_END = "<!-- end of go-ethereum numbers -->"
# The pages (relative to the repository) that quote a block of the report, and its markers.
QUOTED_BLOCKS = [("README.md", HEADLINE_START, HEADLINE_END),
                 ("docs/getting-started-go.md", GETH_START, GETH_END)]

SIZE_NAMES = {1024: "1 KiB", 4096: "4 KiB", 8192: "8 KiB", 16384: "16 KiB", 65536: "64 KiB", 1 << 20: "1 MiB"}


def size_name(size: int) -> str:
    return SIZE_NAMES.get(size, f"{size} B")


def duration(seconds: float) -> str:
    for unit, scale in (("ns", 1e-9), ("µs", 1e-6), ("ms", 1e-3)):
        if seconds < 1000 * scale:
            value = seconds / scale
            return f"{value:.0f} {unit}" if value >= 100 else f"{value:.3g} {unit}"
    return f"{seconds:.3g} s"


def timed(measure) -> str:
    return f"{duration(measure.median)} ±{measure.spread * 100:.0f}%"


def throughput(measure, size: int) -> str:
    return f"{size / measure.median / 1e6:.0f} MB/s ±{measure.spread * 100:.0f}%"


def ratio(incumbent, ours) -> str:
    return f"**{ours.speedup_over(incumbent):.2f}x**"


def table(header: list, rows: list) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


# ---- C ----

# A 1 MiB hash takes milliseconds, so on a shared machine many of its rounds are hit by a
# preemption; 64 KiB is long enough to show the throughput of long messages and steadier.
C_STEADY_LONG_MESSAGE = 65536

def c_hashing(c: dict, what: str) -> str:
    m = c["measures"]
    contenders = [k[2] for k in m if k[:2] == ("hash", what) and k[3] == 32]
    ours = [name for name in contenders if name != "openssl"]
    rows = []
    for size in sorted({k[3] for k in m if k[:2] == ("hash", what)}):
        openssl = m[("hash", what, "openssl", size)]
        cells = [f"{throughput(m[('hash', what, name, size)], size)} ({ratio(openssl, m[('hash', what, name, size)])})"
                 for name in ours]
        rows.append([size_name(size), *cells, throughput(openssl, size)])
    return table(["message", *[f"`{name}`" for name in ours], "OpenSSL SHA3-256"], rows)


def c_permutation(c: dict) -> str:
    m = c["measures"]
    reference = m[("permute", "keccak-f1600", "auto", 1)]
    rows = []
    for name in dict.fromkeys(k[2] for k in m if k[0] == "permute"):
        cells = []
        for width in (1, 2, 4, 8):
            measure = m[("permute", "keccak-f1600", name, width)]
            per_state = measure.median / width
            cells.append(f"{duration(per_state)} ±{measure.spread * 100:.0f}% (**{reference.median / per_state:.2f}x**)")
        native = " ".join(map(str, c["widths"].get(name, []))) or "the automatic choice"
        rows.append([f"`{name}` ({native})", *cells])
    return table(["backend (native widths)", "x1", "x2", "x4", "x8"], rows)


def c_kernels(c: dict) -> str:
    """Each backend's interleaved x2/x4/x8 kernels alone beside its whole kx_permute_xN, same rounds."""
    m = c["measures"]
    names = list(dict.fromkeys(k[2] for k in m if k[:2] == ("kernel", "interleaved")))
    if not names:
        return ""
    rows = []
    for name in names:
        cells = []
        for width in (2, 4, 8):
            kernel, whole = m.get(("kernel", "interleaved", name, width)), m.get(("kernel", "kx_permute", name, width))
            cells.append(f"{duration(kernel.median / width)} ±{kernel.spread * 100:.0f}% / "
                         f"{duration(whole.median / width)} ±{whole.spread * 100:.0f}%" if kernel else "—")
        rows.append([f"`{name}`", *cells])
    return f"""
### The multi-state kernels alone: time per state (whole `kx_permute_xN` beside)

Each backend's kernel on states kept interleaved (lane *i* of state *j* at `states[width * i + j]`),
the call `kx_hash_many` and the tree modes make, then the whole `kx_permute_xN` of the same
backend, which moves canonical states in and out of that layout around the same kernel; both
in the same rounds. A dash: the backend has no interleaved kernel of that width.

{table(["backend", "x2 kernel / `kx_permute_x2`", "x4 kernel / `kx_permute_x4`", "x8 kernel / `kx_permute_x8`"], rows)}"""


def c_many(c: dict) -> str:
    m = c["measures"]
    names = [k[2] for k in m if k[0] == "many" and k[3] == 32 and k[2] != "loop"]
    rows = []
    for size in sorted({k[3] for k in m if k[0] == "many"}):
        loop = m[("many", "keccak-256", "loop", size)]
        per_message = [f"{duration(m[('many', 'keccak-256', n, size)].median / 1024)} ({ratio(loop, m[('many', 'keccak-256', n, size)])})"
                       for n in names]
        rows.append([size_name(size), *per_message, duration(loop.median / 1024)])
    header = ["message", *[f"`{n}`" if "/" in n else "`hash_many` (auto)" for n in names], "loop of `kx_keccak256`"]
    return table(header, rows)


MULTI_WORKLOADS = (("ml-kem-768", "single", "ML-KEM-768 matrix: 9 streams x 504 B"),
                   ("ml-dsa-65", "single", "ML-DSA-65 matrix: 30 streams x 840 B"),
                   ("squeeze", "dedicated", "squeeze 3 blocks of 8 streams"))


def c_multi(c: dict) -> str:
    multi = {(what, contender): measure
             for (section, what, contender, _), measure in c["measures"].items() if section == "multi"}
    rows = []
    for backend in dict.fromkeys(contender.split("/")[1] for _, contender in multi):
        cells = []
        for what, incumbent, _ in MULTI_WORKLOADS:
            ours, theirs = multi[(what, f"kx_multi/{backend}")], multi[(what, f"{incumbent}/{backend}")]
            cells.append(f"{timed(ours)} vs {timed(theirs)} ({ratio(theirs, ours)})")
        rows.append([f"`{backend}`", *cells])
    return table(["backend", *(title for _, _, title in MULTI_WORKLOADS)], rows)
TRIE_SHAPES = (("insert-100k", "BenchmarkInsert100K's data (100,000 8-byte keys 1,024 apart, 20-byte values)"),
               ("accounts-100k", "100K accounts (keys Keccak-256 of random addresses, 70-byte values)"),
               ("ordered-5000", "5,000 ordered items (keys RLP(i), 110-byte values)"),
               ("transactions-200", "200 legacy transactions (ordered root of 100- to 160-byte values)"))


def c_trie(c: dict) -> str:
    """bench/trie.c: the trie's time over kx_hash_many of exactly the nodes it commits."""
    m = {(what, contender): (measure, size)
         for (section, what, contender, size), measure in c["measures"].items() if section == "trie"}
    if not m:
        return ""  # results from before the trie existed
    rows = []
    for backend in dict.fromkeys(contender.split("/")[1] for what, contender in m if what != "secure-accounts-100k"):
        for what, title in TRIE_SHAPES:
            (trie, size), (hashing, _) = m[(what, f"kx_trie/{backend}")], m[(what, f"kx_hash_many/{backend}")]
            rows.append([title, f"`{backend}`", f"{size / 1e6:.2f} MB", timed(hashing), timed(trie),
                         f"**{trie.median / hashing.median:.2f}x**"])
    return f"""
### Ethereum's trie: `kx_trie` against the hashing of its own nodes

`bench/trie.c`: the stack trie (`kx_trie_update` of sorted keys and `kx_trie_root`, or
`kx_trie_ordered_root`) against `kx_hash_many` of exactly the nodes it commits (collected
once through its callback), in alternating rounds, in CPU time of the thread. The last
column is the trie's time over that hashing: what encoding the nodes, ordering the work and
waiting for children costs on top of hashing them (below 1 where the trie's rounds of
one-block nodes hash faster than one call over all the nodes mixed).

{table(["shape", "backend", "committed nodes", "`kx_hash_many` of them", "trie", "trie / hashing"], rows)}
![the trie against the hashing of its nodes](benchmarks-trie.png)
{c_secure_root(m)}"""


def c_secure_root(m: dict) -> str:
    """kx_trie_secure_root on every processor against on one, when measured."""
    if ("secure-accounts-100k", "kx_trie_secure_root/auto") not in m:
        return ""
    (all_cpus, _), (one_cpu, _) = (m[("secure-accounts-100k", f"{c}/auto")]
                                   for c in ("kx_trie_secure_root", "kx_trie_secure_root-1-cpu"))
    rows = [["100K accounts (keys random 20-byte addresses in any order, 70-byte values)", timed(one_cpu),
             timed(all_cpus), f"**{one_cpu.median / all_cpus.median:.2f}x**"]]
    return f"""
`kx_trie_secure_root` hashes the keys, sorts them and builds the trie's 16 first-nibble
partitions on threads (from 4,096 keys on, one thread per processor the process may use)
and joins them: here on this machine's processors against on one (the benchmark narrows its
affinity to one processor around that call), in alternating rounds, in wall-clock time.

{table(["secure root", "one processor", "every processor", "speed-up"], rows)}"""


def c_modes(c: dict) -> str:
    """TurboSHAKE128 and KT128 against SHAKE128, ParallelHash128 (B = 8192) against
    cSHAKE128, 1 MiB each, the same backend in the same run."""
    m = c["measures"]
    rows = []
    for backend in dict.fromkeys(k[2] for k in m if k[0] == "modes"):
        def cell(what):
            return m[("modes", what, backend, 1 << 20)]
        per_kib = lambda measure: duration(measure.median / 1024)
        shake, cshake = cell("shake128"), cell("cshake128")
        rows.append([f"`{backend}`", per_kib(shake), f"{per_kib(cell('turboshake128'))} ({ratio(shake, cell('turboshake128'))})",
                     f"{per_kib(cell('kt128'))} ({ratio(shake, cell('kt128'))})", per_kib(cshake),
                     f"{per_kib(cell('parallelhash128'))} ({ratio(cshake, cell('parallelhash128'))})"])
    return table(["backend", "SHAKE128", "TurboSHAKE128", "KT128", "cSHAKE128", "ParallelHash128, B = 8192"], rows)


def c_modes_part(c: dict) -> str:
    if not any(k[0] == "modes" for k in c["measures"]):
        return ""
    return f"""
### RFC 9861 and SP 800-185 modes of 1 MiB: time per KiB (ratio to SHAKE128; ParallelHash to cSHAKE128)

keccakx against itself, each row one backend forced for every width (`auto`: the automatic
choice), the five functions interleaved in every round: TurboSHAKE is SHAKE's sponge with
12 rounds; KangarooTwelve and ParallelHash hash their 8 KiB chunks several at once on the
backend's widest kernel (with a fused many-message absorb on avx512, avx2, neon and sha3). A 1 MiB
hash spans many preemptions on a shared machine, so no spread is shown; the ratios of
`keccakx-vs-openssl --modes --min` (the fastest round of each) are the steadiest.

{c_modes(c)}"""


def c_section(c: dict) -> str:
    m = c["measures"]
    ours, theirs = m[("short", "keccak-256", "kx_keccak256", 32)], m[("short", "keccak-256", "openssl", 32)]
    return f"""## C: keccakx against OpenSSL

`bench/keccakx_vs_openssl.c`, keccakx and {c['openssl']}'s libcrypto in one process. Each
round runs every contender of a row once, in turn (a noisy neighbour slows them alike),
for about 0.2 ms; the row's numbers are the medians over the rounds, the spread their
interquartile range. OpenSSL is called through `EVP_Digest` with the `EVP_MD` fetched
once. OpenSSL 3.0 has no Keccak-256 with the original padding, so Keccak-256 is compared
with its SHA3-256 (same rate, same permutations). A column per backend forces that backend
for every width; `auto` is the automatic choice ({c['automatic']}).

Two things move these numbers on a shared machine. A 1 MiB hash takes milliseconds, so
many of its rounds are hit by a preemption: the 64 KiB row is the steadier measure of
long messages (the headline uses it). And when the other hyperthread of the core runs
integer-heavy work, scalar Keccak (`bmi2`, `generic`, OpenSSL's) slows down while the
AVX-512 kernel does not ([benchmarks-x86.md](benchmarks-x86.md)): a row where `bmi2`
falls far behind `avx512` was measured under such a neighbour.

### SHA3-256, MB/s (ratio to OpenSSL)

{c_hashing(c, 'sha3-256')}
### Keccak-256, MB/s (ratio to OpenSSL's SHA3-256)

{c_hashing(c, 'keccak-256')}
Keccak-256 of 32 bytes: `kx_keccak256` {timed(ours)}, OpenSSL's one-shot SHA3-256
{timed(theirs)}: {ratio(theirs, ours)}.

### The permutation: time per state (states per second relative to `kx_permute`)

A backend without a native kernel for a width runs its narrower one repeatedly.

{c_permutation(c)}{c_kernels(c)}
### `kx_hash_many` of 1,024 Keccak-256 messages: time per message (speed-up over a loop)

Each `hash_many/<backend>` column forces that backend, whose widest native kernel sets how
many messages share a permutation; the loop calls `kx_keccak256` on the automatic choice.

{c_many(c)}{c_modes_part(c)}
### Many SHAKE streams: `kx_multi` against one `kx_ctx` per stream

`bench/multi.c`: the matrix expansions of post-quantum schemes, SHAKE128 streams that each
absorb a 34-byte seed and squeeze whole blocks. ML-KEM-768 runs its 9 streams as one
`kx_multi_ctx` of 8 and one of 1, squeezed together by `kx_multi_squeeze_pair`, ML-DSA-65
its 30 as 8 + 8 + 8 + 6; the incumbent hashes each stream with its own `kx_ctx` on the same
backend. The last column squeezes 3 more blocks from 8 absorbed streams, against a
dedicated loop (`kx_permute_x8` on 8 states and a copy of each block). Each cell:
`kx_multi`'s time vs the incumbent's (speed-up), both in the same rounds, each backend
forced for every width. The kernels bound the speed-ups: the ML-KEM matrix is 27 one-state
permutations against 3 eight-state ones and 3 of its ninth stream, which AVX-512 runs in
the same kernel as the eight (`avx512`) and the other backends after them.

{c_multi(c)}{c_trie(c)}"""


# ---- Python ----

PY_KECCAK = "keccakx.keccak256(m)"
PY_OBJECT = "keccakx.keccak_256(m).digest()"
PY_SHA3 = "keccakx.sha3_256(m).digest()"
PY_PYSHA3 = "pysha3 keccak_256(m).digest()"
PY_CRYPTODOME = "pycryptodome keccak.new(m).digest()"
PY_HASHLIB = "hashlib sha3_256(m).digest()"


def python_sizes(p: dict) -> list:
    return sorted({int(title.split("-")[0]) for title, _ in p["measures"] if title.endswith("message, one call")})


def python_one_message(p: dict) -> str:
    m = p["measures"]
    rows = []
    for size in python_sizes(p):
        case = f"{size}-byte message, one call"
        get = lambda name: m[(case, name)]  # noqa: E731
        rows.append([size_name(size), *(timed(get(n)) for n in (PY_KECCAK, PY_OBJECT, PY_PYSHA3, PY_CRYPTODOME)),
                     ratio(get(PY_PYSHA3), get(PY_KECCAK)), ratio(get(PY_CRYPTODOME), get(PY_KECCAK)),
                     ratio(get(PY_HASHLIB), get(PY_KECCAK)),
                     timed(get(PY_SHA3)), timed(get(PY_HASHLIB)), ratio(get(PY_HASHLIB), get(PY_SHA3))])
    header = ["message", "`keccakx.keccak256(m)`", "`keccakx.keccak_256(m).digest()`", "safe-pysha3",
              "pycryptodome", "vs safe-pysha3", "vs pycryptodome", "`keccak256` vs hashlib", "`keccakx.sha3_256(m).digest()`",
              "`hashlib.sha3_256(m).digest()`", "vs hashlib"]
    return table(header, rows)


def python_case(p: dict, title: str, reference: str, compare: list) -> str:
    """A case's candidates, each with its time and the given incumbents' time divided by it."""
    m = p["measures"]
    names = [name for case, name in m if case == title]
    rows = [[f"`{name}`", timed(m[(title, name)]), *(ratio(m[(title, other)], m[(title, name)]) for other in compare)]
            for name in names]
    return table(["call", reference, *(f"vs `{other}`" for other in compare)], rows)


UPDATE_TITLE = re.compile(r"^(\d+)-byte update\(m\): (.+)$")


def python_updates(p: dict) -> str:
    """update(m) of a few bytes on one object of each kind: keccakx against pycryptodome's
    object and, where it has the algorithm, hashlib's."""
    m = p["measures"]
    cases = [(title, *UPDATE_TITLE.match(title).groups()) for title in dict.fromkeys(title for title, _ in m)
             if UPDATE_TITLE.match(title)]
    rows = []
    for name in dict.fromkeys(name for _, _, name in cases):  # in the benchmark's order
        for title, size, _ in sorted((case for case in cases if case[2] == name), key=lambda case: int(case[1])):
            ours, theirs = m[(title, f"keccakx {name} update(m)")], m[(title, f"pycryptodome {name} update(m)")]
            standard = m.get((title, f"hashlib {name} update(m)"))
            rows.append([name, f"{size} B", timed(ours), timed(theirs), ratio(theirs, ours),
                         timed(standard) if standard else "—", ratio(standard, ours) if standard else "—"])
    return table(["object", "`m`", "keccakx", "pycryptodome", "vs pycryptodome", "hashlib", "vs hashlib"], rows)


def python_section(p: dict) -> str:
    v = p["versions"]
    many = "10,000 messages of 32 bytes, per message"
    return f"""## Python: keccakx against hashlib, safe-pysha3 and pycryptodome

`bench/python/bench_keccakx.py`, CPython {v['python']} ({v['openssl']} under hashlib),
keccakx {v['keccakx']} (cffi {v['cffi']}), safe-pysha3 {v['safe-pysha3']}, pycryptodome
{v['pycryptodome']}, eth-hash {v['eth-hash']}. Each case runs every candidate in shuffled
order within a round, {p['rounds']} rounds of about {p['sample_seconds'] * 1000:g} ms per candidate; times are the medians
over the rounds, ratios the medians of the round-by-round ratios. Keccak-256 is compared with safe-pysha3 and pycryptodome (hashlib has no
Keccak-256 with the original padding), and `keccak256()` with hashlib's SHA3-256 too (the same
work but for the padding byte); SHA3-256 with hashlib.

### One message

{python_one_message(p)}
### 10,000 messages of 32 bytes: time per message

{python_case(p, many, "per message", ["keccakx.keccak256 loop", "pysha3 keccak_256 loop"])}
### eth-hash's `Keccak256` of 32 bytes, by backend

{python_case(p, "eth-hash Keccak256(32 bytes), by backend", "per hash", ["eth-hash + pysha3", "eth-hash + pycryptodome"])}
### Where the time of a 32-byte hash goes

{python_case(p, "where the time of a 32-byte hash goes", "per call", [])}
Most of a short hash in Python is the interpreter and the crossing into C, not Keccak:
`keccakx.keccak256()` makes one cffi call and builds no hash object.

### Short updates: `h.update(m)` on a long-lived object, per call

{python_updates(p)}
Each object has absorbed 4 KiB in such updates before it is timed. keccakx keeps updates of
up to 128 bytes in Python and hands them to C 64 at a time, so most calls cost a list append,
not a crossing into C; hashlib's `update` is a method written in C, which a Python method
cannot match.
{python_trie(p)}"""


PY_TRIE_CASES = [("5,000 ordered items (keys RLP(i), 110-byte values), per root", "py-trie HexaryTrie"),
                 ("10,000 accounts (keys Keccak-256 of addresses, 70-byte values), per root",
                  "py-trie HexaryTrie of hashed keys")]


def python_trie(p: dict) -> str:
    """keccakx's trie roots against py-trie's HexaryTrie (bench/python/bench_trie.py), when measured."""
    if not any(title == PY_TRIE_CASES[0][0] for title, _ in p["measures"]):
        return ""
    parts = [f"""
### Ethereum trie roots against py-trie

`bench/python/bench_trie.py`, py-trie {p['versions']['trie']} (`HexaryTrie`, hashing through eth-hash):
{p['trie_rounds']} rounds of one root per candidate, in shuffled order.
"""]
    for title, incumbent in PY_TRIE_CASES:
        parts.append(f"\n{title}:\n\n{python_case(p, title, 'per root', [incumbent])}")
    return "".join(parts)


# ---- Go ----

NO_CGO = "NoCgo"  # bench/run_all.py's prefix for the benchmarks of the build without cgo

def go_parse(g: dict) -> dict:
    """{(benchmark, size, impl): measure} from names like Keccak256/size=32/impl=keccakx;
    benchmarks that compare no implementations (no impl=) are not reported."""
    parsed = {}
    for name, measure in g["measures"].items():
        parts = dict(part.split("=", 1) for part in name.split("/")[1:] if "=" in part)
        if "impl" not in parts:
            continue
        parsed[(name.split("/")[0], int(parts.get("size", 32)), parts["impl"])] = measure
    return parsed


def go_table(g: dict, benchmark: str, impls: list, unit_bytes: int = 0, first: str = "message") -> str:
    m = go_parse(g)
    rows = []
    for size in sorted({k[1] for k in m if k[0] == benchmark}):
        ours = m[(benchmark, size, "keccakx")]
        label = size_name(size) if not unit_bytes else f"1,024 × {size} B, per message"
        scale = 1024 if unit_bytes else 1
        cells = [f"{duration(m[(benchmark, size, impl)].median / scale)} ±{m[(benchmark, size, impl)].spread * 100:.0f}%"
                 for impl in ["keccakx", *impls]]
        rows.append([label, *cells, *(ratio(m[(benchmark, size, impl)], ours) for impl in impls)])
    names = {"geth": "go-ethereum", "xcrypto": "x/crypto/sha3"}
    return table([first, "keccakx", *(names[i] for i in impls), *(f"vs {names[i]}" for i in impls)], rows)


def go_has(g: dict, benchmark: str) -> bool:
    """Whether the results hold benchmark (results of older runs lack the newer ones)."""
    return any(k[0] == benchmark for k in go_parse(g))


def go_state_part(g: dict, prefix: str = "") -> str:
    """A reused KeccakState through go-ethereum's HashData, small writes, and a new hash per message."""
    if not go_has(g, prefix + "KeccakState"):
        return ""
    build = " (without cgo)" if prefix == NO_CGO else ""
    part = f"""
### A reused `KeccakState` through go-ethereum's `crypto.HashData` (Reset, Write, Read){build}

Each package's state through the interface, as go-ethereum's trie hasher uses it (532 bytes:
a full branch node). This is keccakx's `sponge` path, not the one-call path its own
`HashData` takes.

{go_table(g, prefix + 'KeccakState', ['geth', 'xcrypto'])}
### Small writes: a 16 KiB message written in pieces, then `Sum` (time per message){build}

Keccak-256 (`NewLegacyKeccak256`; go-ethereum's `NewKeccakState`):

{go_table(g, prefix + 'Writes', ['geth', 'xcrypto'], first='pieces of')}
SHA3-256 (`New256`):

{go_table(g, prefix + 'WritesSHA3', ['xcrypto'], first='pieces of')}"""
    if go_has(g, prefix + "NewSum"):
        part += f"""
### A new hash per message: `NewLegacyKeccak256`, `Write`, `Sum`{build}

{go_table(g, prefix + 'NewSum', ['xcrypto'])}"""
    return part


def go_section(g: dict) -> str:
    mods = g["modules"]
    return f"""## Go: keccakx against go-ethereum and x/crypto/sha3

`bindings/go/bench` (its own module, so users of keccakx never download go-ethereum),
{g['go']}, go-ethereum {mods['github.com/ethereum/go-ethereum']} (`crypto`, amd64
assembly), golang.org/x/crypto {mods['golang.org/x/crypto']} (pure Go for legacy Keccak;
its SHA-3 is the standard library's `crypto/sha3`). The test binary runs every benchmark
once per run (`-test.benchtime` fixed), the runs one after another; times are the medians
over the runs, the ratios medians of the run-by-run ratios.

### `Keccak256Hash` (x/crypto: `NewLegacyKeccak256` reused)

{go_table(g, 'Keccak256', ['geth', 'xcrypto'])}
### `HashData` with a reused `KeccakState` (go-ethereum's hot loop)

{go_table(g, 'HashData', ['geth'])}
### `Keccak256Many` against a loop of each incumbent's fastest call

{go_table(g, 'Keccak256Many', ['geth', 'xcrypto'], unit_bytes=32)}
### SHA3-256: `Sum256`

{go_table(g, 'SHA3_256', ['xcrypto'])}{go_state_part(g)}{go_no_cgo(g)}"""


def go_no_cgo(g: dict) -> str:
    """The build without cgo (keccakx's Go core and its amd64 assembly) against the same
    incumbents and CIRCL's KangarooTwelve; empty for results from before it was measured."""
    m = go_parse(g)
    kt = ("NoCgoKT128", 1 << 20)
    if (*kt, "kt128") not in m:
        return ""
    ours, circl = m[(*kt, "kt128")], m[(*kt, "circl")]
    kt_table = table(["message", "keccakx `NewKT128`", "CIRCL k12", "vs CIRCL"],
                     [[size_name(kt[1]), f"{duration(ours.median)} ±{ours.spread * 100:.0f}%",
                       f"{duration(circl.median)} ±{circl.spread * 100:.0f}%", ratio(circl, ours)]])
    circl_version = g["modules"].get("github.com/cloudflare/circl", "")
    return f"""
### Without cgo (`CGO_ENABLED=0`): keccakx's Go core, with its amd64 assembly

The same benchmarks built without cgo, the two builds' runs alternating. CIRCL {circl_version}'s
KangarooTwelve is Go with four-way AVX2 assembly on amd64.

{go_table(g, 'NoCgoKeccak256', ['geth', 'xcrypto'])}
{go_table(g, 'NoCgoKeccak256Many', ['geth', 'xcrypto'], unit_bytes=32)}
{kt_table}{go_state_part(g, NO_CGO)}"""


# ---- Go: go-ethereum's own benchmarks with keccakx under it ----

GETH_BENCHMARKS = {
    "crypto/BenchmarkSha3": "`Keccak256` of 11 bytes",
    "crypto/BenchmarkKeccak256Hash": "`Keccak256Hash` of 512 bytes",
    "crypto/BenchmarkHashData": "`HashData` of 512 bytes through a reused `KeccakState`",
    "trie/BenchmarkHash": "hashing a trie of accounts: time per account",
}


def go_ethereum_section(e: dict, machine: dict) -> str:
    m = e["measures"]
    rows = []
    for name in dict.fromkeys(key[0] for key in m):
        released, ours = m[(name, "released")], m[(name, "keccakx")]
        package, benchmark = name.split("/")
        allocs = e["allocs"][name]
        rows.append([f"`{package}.{benchmark}`", GETH_BENCHMARKS.get(name, ""), timed(released), timed(ours),
                     ratio(released, ours), f"{allocs['released']:g} → {allocs['keccakx']:g}"])
    header = ["go-ethereum benchmark", "what it times", "as released", "keccakx under it", "speed-up",
              "allocations per op"]
    return f"""### go-ethereum's own benchmarks, with keccakx under it

`bench/go-ethereum/geth_bench.py`: go-ethereum {e['version']}'s own benchmarks, built twice with
{e['go']}: as released (its amd64 assembly Keccak) and from a scratch copy whose
`crypto.NewKeccakState`, `Keccak256` and `Keccak256Hash` (and `crypto/keccak`'s
`NewLegacyKeccak256` and permutation) call keccakx, as
[getting-started-go.md](getting-started-go.md#put-keccakx-under-go-ethereum) shows. The two
builds of a benchmark run one after the other, {e['runs']} run{'s' if e['runs'] != 1 else ''}; the speed-up is the median of
the run-by-run ratios. The trie row is what a client gains end to end: go-ethereum's trie
hashes every node through a `KeccakState`, and spends the rest of its time encoding nodes and
allocating, which keccakx does not change.

{GETH_START}
{table(header, rows)}
{measured_on(machine)}.
{GETH_END}
{stacktrie_section(e, machine) if 'stacktrie' in e else ''}"""


STACKTRIE_BENCHMARKS = {
    "BenchmarkStackTrieInsert100K": "`trie.BenchmarkInsert100K`'s data: a new trie of 100,000 8-byte keys 1,024 apart, "
                                    "20-byte values",
    "BenchmarkStackTrieAccounts100K": "a trie of 100,000 accounts (`trie.makeAccounts`: keys Keccak-256 of random "
                                      "addresses, values of about 70 bytes), reused through `Reset`",
    "BenchmarkStackTrieDeriveSha200": "`types.DeriveSha` of 200 signed legacy transactions "
                                      "(`core/types.BenchmarkDeriveSha200`), through the `ListHasher` adapter",
}


def stacktrie_section(e: dict, machine: dict) -> str:
    s = e["stacktrie"]
    rows = []
    for name in dict.fromkeys(key[0] for key in s):
        cgo, nocgo = (s[(name, "cgo", "geth")], s[(name, "cgo", "keccakx")]), (s[(name, "nocgo", "geth")], s[(name, "nocgo", "keccakx")])
        rows.append([STACKTRIE_BENCHMARKS.get(name, f"`{name}`"), timed(cgo[0]), timed(cgo[1]), ratio(*cgo),
                     timed(nocgo[1]), ratio(*nocgo)])
    header = ["job", "go-ethereum's StackTrie", "keccakx (cgo: the C trie)", "speed-up",
              "keccakx without cgo (its Go trie)", "speed-up"]
    return f"""
### go-ethereum's `trie.StackTrie` against keccakx's `StackTrie`

`bindings/go/gethtest`'s benchmarks: go-ethereum {e['version']}'s `trie.StackTrie` and keccakx's
`StackTrie` on go-ethereum's own shapes, one after the other in one test binary, built with cgo
(keccakx's `StackTrie` is then the C library's trie, keys crossing in groups) and without
(its pure-Go trie, hashing nodes with the pure-Go `Keccak256Many`); go-ethereum's Keccak is
its own amd64 assembly in both. Same roots in both (the tests of that module check them and
the committed nodes). The speed-up is the median of the run-by-run ratios, {e['runs']} runs.

{table(header, rows)}
{measured_on(machine)}.
"""


def stacktrie_headline(results: dict) -> str:
    """go-ethereum's StackTrie jobs against keccakx's (with cgo), a table of the headline's own."""
    s = results["GoEthereum"]["stacktrie"]
    x = lambda name: f"{s[(name, 'cgo', 'keccakx')].speedup_over(s[(name, 'cgo', 'geth')]):.2f}x"  # noqa: E731
    header = ["Ethereum's trie root", "100K accounts", "`BenchmarkInsert100K`'s data",
              "`types.DeriveSha` of 200 transactions"]
    row = ["Go `StackTrie` against go-ethereum's", x("BenchmarkStackTrieAccounts100K"),
           x("BenchmarkStackTrieInsert100K"), x("BenchmarkStackTrieDeriveSha200")]
    return "\n" + table(header, [row])


# ---- Rust ----

RUST_INCUMBENTS = ["sha3", "keccak-asm", "tiny-keccak"]


def rust_single(r: dict) -> str:
    m = r["measures"]
    order = {"32B": 32, "64B": 64, "1KiB": 1024, "1MiB": 1 << 20}
    rows = []
    for label in sorted({k[2] for k in m if k[0] == "keccak256"}, key=order.get):
        ours = m[("keccak256", "keccakx::keccak256", label)]
        cells = [timed(m[("keccak256", name, label)]) for name in ["keccakx::keccak256", "keccakx::Keccak256", *RUST_INCUMBENTS]]
        rows.append([size_name(order[label]), *cells,
                     *(ratio(m[("keccak256", name, label)], ours) for name in RUST_INCUMBENTS)])
    header = ["message", "`keccakx::keccak256`", "`keccakx::Keccak256::digest`", "sha3", "keccak-asm", "tiny-keccak",
              *(f"vs {name}" for name in RUST_INCUMBENTS)]
    return table(header, rows)


def rust_many(r: dict) -> str:
    m = {k[1]: v for k, v in r["measures"].items() if k[0] == "keccak256_many_32B"}
    ours = m["keccakx::hash_many"]
    rows = [[f"`{name}`", duration(measure.median / 1024) + f" ±{measure.spread * 100:.0f}%", ratio(measure, ours)]
            for name, measure in m.items()]
    return table(["1,024 messages of 32 B", "per message", "its time / `hash_many`'s"], rows)


# Each keccakx hasher of the small-update group and the crates it replaces.
RUST_SMALL_UPDATES = [
    ("keccakx::KangarooTwelve", ["k12 0.3 KangarooTwelve", "k12 0.5 Kt128"]),
    ("keccakx::TurboShake128", ["sha3 TurboShake128"]),
    ("keccakx::Shake128", ["sha3 Shake128"]),
    ("keccakx::Kmac128", ["tiny-keccak Kmac128"]),
]
RUST_UPDATE_SIZES = ["1B", "8B", "64B"]


def rust_small_updates(r: dict) -> str:
    m = {(k[1], k[2]): v for k, v in r["measures"].items() if k[0] == "small_updates_16KiB"}
    rows = []
    for ours, incumbents in RUST_SMALL_UPDATES:
        for size in RUST_UPDATE_SIZES:
            mine = m[(ours, size)]
            versus = ", ".join(f"{name}: {timed(m[(name, size)])} ({ratio(m[(name, size)], mine)})"
                               for name in incumbents)
            rows.append([f"`{ours.split('::')[1]}`", size.replace("B", " B"), timed(mine), versus])
    return table(["16 KiB in updates of", "size", "keccakx", "incumbent: time (its time / keccakx's)"], rows)


RUST_TREE_GROUPS = [("kt128_64MiB", "KT128"), ("parallelhash128_B8192_64MiB", "ParallelHash128, B = 8192")]
RUST_TREE_CONTENDERS = ["update", "update_rayon", "set_threads(0)", "k12 0.5 Kt128"]


def rust_tree_threads(r: dict) -> str:
    m = r["measures"]
    rows = []
    for group, title in RUST_TREE_GROUPS:
        one_thread = m[(group, "update", None)]
        for name in [name for name in RUST_TREE_CONTENDERS if (group, name, None) in m]:
            measure = m[(group, name, None)]
            label = f"`{name}`" if not name.startswith("k12") else name
            rows.append([title, label, throughput(measure, 64 << 20), f"{measure.speedup_over(one_thread):.2f}x"])
    return table(["64 MiB", "through", "throughput", "speed / `update`'s"], rows)


def rust_section(r: dict, cpus) -> str:
    crates = r["crates"]
    return f"""## Rust: keccakx against sha3, tiny-keccak, keccak-asm and k12

`bindings/rust/bench` (criterion {crates['criterion']}), {r['rustc']}, sha3
{crates['sha3']}, tiny-keccak {crates['tiny-keccak']}, keccak-asm {crates['keccak-asm']}, k12
{crates['k12']} and {crates['k12_0_5']}, rayon {crates['rayon']}.
Criterion measures one benchmark after another; the whole set runs several times and
the samples of all runs are pooled: times are their medians. Ratios are against
`keccakx::keccak256` (one C call); `Keccak256::digest` goes through the `digest` traits.

### Keccak-256 of one message

{rust_single(r)}
### `hash_many` against loops

{rust_many(r)}
### Small updates

A 16 KiB message (two KangarooTwelve chunks) given in updates of 1, 8 and 64 bytes: keccakx
buffers them on the Rust side as the incumbents do, and calls C once per 672 bytes.

{rust_small_updates(r)}
### One large input on every core

`update` hashes on the calling thread; `update_rayon` on rayon's global pool and
`set_threads(0)` on the C library's own threads, one per processor ({cpus} here).

{rust_tree_threads(r)}{rust_trie(r)}"""


RUST_TRIE_ROWS = [("trie_100K_accounts", "alloy-trie HashBuilder", None,
                   ["keccakx::trie::StackTrie", "alloy-trie HashBuilder", "keccakx::trie::secure_trie_root"]),
                  ("trie_ordered_root", "alloy-trie ordered_trie_root_encoded", "200",
                   ["keccakx::trie::ordered_trie_root", "alloy-trie ordered_trie_root_encoded"])]


def rust_trie(r: dict) -> str:
    """keccakx's trie against alloy-trie (benches/trie.rs), when measured."""
    m = r["measures"]
    if ("trie_100K_accounts", "keccakx::trie::StackTrie", None) not in m:
        return ""
    rows = []
    for group, incumbent, value, names in RUST_TRIE_ROWS:
        theirs = m[(group, incumbent, value)]
        what = "100K accounts" if value is None else f"{value} transactions"
        rows += [[what, f"`{name}`" if name.startswith("keccakx") else name, timed(m[(group, name, value)]),
                  ratio(theirs, m[(group, name, value)])] for name in names]
    return f"""
### Ethereum trie roots against alloy-trie

alloy-trie {r['crates'].get('alloy-trie', '?')} (reth's `HashBuilder`, hashing with keccak-asm as reth
does): a state trie of 100K accounts (keys Keccak-256 of random addresses, sorted beforehand,
70-byte values; `secure_trie_root` from the unsorted addresses, hashing and sorting included),
and the ordered root of 200 transactions of 110 bytes.

{table(["trie", "builder", "time", "alloy-trie's time / its"], rows)}"""


# ---- one large input on several threads ----

THREAD_LANGUAGES = {
    "C": "C library (`kx_set_threads`)",
    "command": "command (`keccakx sum --num-threads N`)",
    "Go": "Go (`SetThreads`, the C library's threads)",
    "Go without cgo": "Go without cgo (`SetThreads`, goroutines)",
    "Python": "Python (`threads=`)",
    "Rust": "Rust (`update_rayon`)",
}
THREAD_ALGORITHM_NAMES = {"kt128": "KT128", "parallelhash128": "ParallelHash128 (B = 8192)"}


def mb_per_s(row: dict) -> float:
    return row["bytes"] / row["seconds"] / 1e6


def thread_rows(t: dict, alg: str) -> dict:
    """{language: {threads: row}} in THREAD_LANGUAGES' order."""
    by_language = {}
    for row in t["rows"]:
        if row["alg"] == alg:
            by_language.setdefault(row["language"], {})[row["threads"]] = row
    return {language: by_language[language] for language in THREAD_LANGUAGES if language in by_language}


def thread_count_name(n: int, cpus: int) -> str:
    return f"{n} thread{'s' if n > 1 else ''}" + (" (all)" if n == cpus else "")


def threads_table(t: dict, alg: str) -> str:
    rows = thread_rows(t, alg)
    counts = sorted({n for per_count in rows.values() for n in per_count})
    lines = []
    for language, per_count in rows.items():
        size = next(iter(per_count.values()))["bytes"]
        cells = []
        for n in counts:
            row = per_count.get(n)
            if not row:
                cells.append("")
                continue
            fastest = f", fastest {row['fastest']:.2f}x" if "fastest" in row else ""
            speed_up = "" if n == 1 else f" (**{row['speedup']:.2f}x**{fastest})"
            cells.append(f"{mb_per_s(row):,.0f} MB/s{speed_up}, CPU {duration(row['cpu'])}")
        lines.append([f"{THREAD_LANGUAGES[language]}, {size >> 20} MiB", *cells])
    return table(["", *(thread_count_name(n, t["cpus"]) for n in counts)], lines)


# Nominal peak bandwidth of DDR4-3200 memory: 8 bytes per transfer, 3.2 G transfers per second per channel.
DDR4_3200_CHANNEL = 25.6e9


def more_cores(t: dict) -> str:
    """What 16 and 64 cores would give for KT128, from this run's one-thread time, the final
    node's time and a thread's start and join, and the memory bandwidth they would need."""
    c = thread_rows(t, "kt128").get("C")
    bounds = t["bounds"]
    if not c or 1 not in c or "final-node-kt128" not in bounds:
        return ""
    one = c[1]
    leaves = one["bytes"] // 8192
    final, start = bounds["final-node-kt128"]["seconds"], bounds["thread-start"]["seconds"]
    read = bounds["read"]["bytes"] / bounds["read"]["seconds"]
    hashing = one["cpu"]  # one thread's time without what other processes took from it
    per_core = one["bytes"] / hashing
    serial = final / hashing

    def start_levels(cores: int) -> int:  # the threads start one another as a binary tree
        return math.ceil(math.log2(cores)) if cores > 1 else 0

    def modelled(cores: int, size: int) -> float:
        scale = size / one["bytes"]
        return hashing * scale / (max(hashing * scale / cores, final * scale) + 2 * start_levels(cores) * start)

    rows = [[str(cores), f"{modelled(cores, one['bytes']):.1f}x", f"{modelled(cores, 1 << 30):.1f}x",
             f"{cores * per_core / 1e9:.0f} GB/s"] for cores in (2, 16, 64)]
    measured, alone = c.get(2), bounds.get("kt128-independent")
    measured_note = ""
    if measured and alone and alone["threads"] == 2:
        measured_note = f"""
It leaves out what busy cores cost each other: on this machine 2 threads that share
nothing take {(alone['cpu'] / one['cpu'] - 1) * 100:.0f}% more CPU time than one thread for the
same leaves, and the library's 2 threads gain {measured['speedup']:.2f}x, not the model's
{modelled(2, one['bytes']):.1f}x."""
    elif measured:
        measured_note = f" Measured here on 2 threads: {measured['speedup']:.2f}x."
    channels = lambda cores: cores * per_core / DDR4_3200_CHANNEL  # noqa: E731
    return f"""
### Where more cores would go

Measured in this run, for KT128 on one core: an 8 KiB leaf costs {duration(hashing / leaves)}
({per_core / 1e9:.2f} GB/s), and one core reads memory at {read / 1e9:.1f} GB/s (a sum of the
words of the same {one['bytes'] >> 20} MiB), so a core hashing leaves uses
{per_core / read * 100:.0f}% of what it can read: one core is bound by Keccak, not by memory.
The final node, which absorbs the {leaves:,} chaining values in order, takes
{duration(final)}, {serial * 100:.1f}% of the one-thread time (its CPU time): the calling thread
absorbs them between groups of leaves of its own, as the groups are finished, so the final
node runs while the other threads hash. What stays serial is its pace: one thread absorbs
chaining values as fast as {1 / serial:.0f} threads make them. Starting and joining a
thread takes {duration(start)}; the threads start one another as a binary tree (the caller
starts two, each of those two more), so the last of N starts after ⌈log2 N⌉ rounds of two
starts.

With N cores the time is then about the larger of T/N and the final node's time, plus
2⌈log2 N⌉ thread starts (T is the one-thread time).{measured_note} The speed-up
this model gives, and the memory bandwidth N cores hashing leaves read:

{table(["cores", f"{one['bytes'] >> 20} MiB", "1 GiB", "memory bandwidth the leaves need"], rows)}
On {one['bytes'] >> 20} MiB, 64 cores are held back by the thread starts: each core's share of
the leaves ({duration(hashing / 64)}) is shorter than {2 * start_levels(64)} thread starts
({duration(2 * start_levels(64) * start)}); a larger input amortizes the starts, and the final
node then bounds the speed-up at about {1 / serial:.0f}x. Memory stops it where N cores need
more than the memory system gives:
at {per_core / 1e9:.2f} GB/s per core, 16 cores need {channels(16):.1f} and 64 cores
{channels(64):.1f} channels of DDR4-3200 at their nominal 25.6 GB/s each (a desktop has 2, a
server socket 8 to 12; sustained reads reach some 70–80% of nominal).
"""


def shared_nothing(t: dict) -> str:
    """The CPU time of threads that share nothing, beside the library's threads'."""
    alone, c = t["bounds"].get("kt128-independent"), thread_rows(t, "kt128").get("C")
    if not alone or not c or alone["threads"] not in c:
        return ""
    n, shared, one = alone["threads"], c[alone["threads"]]["cpu"], c[1]["cpu"]
    difference = shared / alone["cpu"] - 1
    if abs(difference) < 0.05:
        verdict = (f"the CPU time that {n} threads add is what {n} busy cores cost this machine, not "
                   "their sharing of one input")
    else:
        verdict = (f"the library's threads took {abs(difference) * 100:.0f}% "
                   f"{'more' if difference > 0 else 'less'} CPU time than threads that share nothing")
    return f"""

Threads that share nothing, each hashing its own 1/{n} of the {alone['bytes'] >> 20} MiB as a KT128
of its own (the same leaves, each part's final node on its own thread), took
{duration(alone['cpu'])} of CPU time on {n} threads, against {duration(shared)} for the
library's {n} threads and {duration(one)} for one thread:
{verdict}."""


def threads_section(t: dict) -> str:
    tables = "".join(f"\n### {THREAD_ALGORITHM_NAMES[alg]}\n\n{threads_table(t, alg)}" for alg in THREAD_ALGORITHM_NAMES)
    return f"""
## One large input on several threads

KT128 and ParallelHash128 (B = 8192) cut their input into chunks that are hashed
independently: keccakx hashes the chunks of one large input on several threads, each
thread with the widest kernel, and the final node on the caller's. Each cell is one
library against itself on one thread, in the same run: the throughput, the speed-up over
one thread (the median of the round-by-round ratios: every thread count runs once per
round, in turn; then the ratio of the fastest rounds, the least disturbed by other
processes) and the CPU time of all the threads, which shows what sharing costs. The
command hashes a {next((r['bytes'] >> 20 for r in t['rows'] if r['language'] == 'command'), 0)} MiB file
in the page cache (read from disk by a first, untimed run), start and exit included: it
maps the file, so the kernel maps its pages as the threads first touch them (in parallel,
but its own time) and unmaps them all at the end on one thread, which is why the command
gains less than the library. On a shared machine the other
processes take cores too: a speed-up is then below what the hashing gives, and the CPU
time (which they do not inflate) is the steadier measure.{shared_nothing(t)}
{tables}
![throughput against thread count](benchmarks-threads.png)
{more_cores(t)}"""


def threads_headline(results: dict, language: str) -> str:
    """KT128 on one core and on every core, for the headline."""
    t = results.get("Threads")
    rows = thread_rows(t, "kt128").get(language) if t else None
    if not rows or 1 not in rows or len(rows) < 2:
        return "—"
    one, most = rows[1], rows[max(rows)]
    return (f"KT128 of {one['bytes'] >> 20} MiB: {mb_per_s(one) / 1e3:.2f} GB/s on 1 core, "
            f"{mb_per_s(most) / 1e3:.2f} GB/s on {max(rows)} ({most['speedup']:.2f}x)")


# ---- the whole page ----

def headline(results: dict) -> str:
    c, p, r = results["C"]["measures"], results["Python"]["measures"], results["Rust"]["measures"]
    g = go_parse(results["Go"])
    py_small, py_large = "32-byte message, one call", f"{max(python_sizes(results['Python']))}-byte message, one call"
    many = "10,000 messages of 32 bytes, per message"
    x = lambda incumbent, ours: f"{ours.speedup_over(incumbent):.2f}x"  # noqa: E731
    c_large = C_STEADY_LONG_MESSAGE
    go_large = max(k[1] for k in g if k[0] == "Keccak256")
    rows = [
        ["C", f"{x(c[('short', 'keccak-256', 'openssl', 32)], c[('short', 'keccak-256', 'kx_keccak256', 32)])} OpenSSL's SHA3-256",
         f"SHA3-256 of {size_name(c_large)}: {x(c[('hash', 'sha3-256', 'openssl', c_large)], c[('hash', 'sha3-256', 'auto', c_large)])} OpenSSL",
         f"`kx_hash_many`: {x(c[('many', 'keccak-256', 'loop', 32)], c[('many', 'keccak-256', 'hash_many', 32)])} a loop"],
        ["Python", f"{x(p[(py_small, PY_PYSHA3)], p[(py_small, PY_KECCAK)])} safe-pysha3, "
                   f"{x(p[(py_small, PY_CRYPTODOME)], p[(py_small, PY_KECCAK)])} pycryptodome",
         f"SHA3-256 of 1 MiB: {x(p[(py_large, PY_HASHLIB)], p[(py_large, PY_SHA3)])} hashlib",
         f"`hash_many`: {x(p[(many, 'pysha3 keccak_256 loop')], p[(many, 'keccakx.hash_many(' + repr('keccak_256') + ', ms)')])} a safe-pysha3 loop"],
        ["Go", f"{x(g[('Keccak256', 32, 'geth')], g[('Keccak256', 32, 'keccakx')])} go-ethereum, "
               f"{x(g[('Keccak256', 32, 'xcrypto')], g[('Keccak256', 32, 'keccakx')])} x/crypto",
         f"Keccak-256 of {size_name(go_large)}: {x(g[('Keccak256', go_large, 'geth')], g[('Keccak256', go_large, 'keccakx')])} go-ethereum",
         f"`Keccak256Many`: {x(g[('Keccak256Many', 32, 'geth')], g[('Keccak256Many', 32, 'keccakx')])} a go-ethereum loop"],
        ["Rust", f"{x(r[('keccak256', 'sha3', '32B')], r[('keccak256', 'keccakx::keccak256', '32B')])} sha3, "
                 f"{x(r[('keccak256', 'keccak-asm', '32B')], r[('keccak256', 'keccakx::keccak256', '32B')])} keccak-asm",
         f"Keccak-256 of 1 MiB: {x(r[('keccak256', 'sha3', '1MiB')], r[('keccak256', 'keccakx::keccak256', '1MiB')])} sha3, "
         f"{x(r[('keccak256', 'keccak-asm', '1MiB')], r[('keccak256', 'keccakx::keccak256', '1MiB')])} keccak-asm",
         f"`hash_many`: {x(r[('keccak256_many_32B', 'sha3 loop', None)], r[('keccak256_many_32B', 'keccakx::hash_many', None)])} a sha3 loop"],
    ]
    header = ["", "Keccak-256 of 32 bytes", "long messages", "1,024+ messages of 32 bytes"]
    if "Threads" in results:
        for row in rows:
            row.append(threads_headline(results, row[0]))
        header.append("one large input, every core")
    trie = stacktrie_headline(results) if "stacktrie" in results.get("GoEthereum", {}) else ""
    return table(header, rows) + trie


# x86 cores by (vendor word in the model name, family, model range): lscpu names
# the product ("AMD EPYC"), not the core, and the core is what decides the speed.
CORES = [
    ("AMD", 25, range(0x00, 0x10), "Zen 3"), ("AMD", 25, range(0x10, 0x20), "Zen 4"),
    ("AMD", 25, range(0x20, 0x30), "Zen 3"), ("AMD", 25, range(0x40, 0x50), "Zen 3+"),
    ("AMD", 25, range(0x60, 0x80), "Zen 4"), ("AMD", 25, range(0xA0, 0xB0), "Zen 4c"),
    ("AMD", 26, range(0x00, 0x100), "Zen 5"), ("AMD", 23, range(0x00, 0x100), "Zen/Zen 2"),
    ("Intel", 6, range(0x8F, 0x90), "Sapphire Rapids"), ("Intel", 6, range(0xCF, 0xD0), "Emerald Rapids"),
    ("Intel", 6, range(0x6A, 0x6B), "Ice Lake-SP"), ("Intel", 6, range(0x55, 0x56), "Skylake-SP/Cascade Lake"),
]


def core_name(mc: dict) -> str:
    """The CPU as a reader knows it: 'AMD EPYC Zen 3 (family 25, model 1)'."""
    words = mc["family_model"].replace(",", "").split()
    try:
        family, model = int(words[1]), int(words[3])
    except (IndexError, ValueError):
        return f"{mc['cpu']} ({mc['family_model']})"
    for vendor, core_family, models, core in CORES:
        if vendor.lower() in mc["cpu"].lower() and family == core_family and model in models:
            return f"{mc['cpu']} {core} ({mc['family_model']})"
    return f"{mc['cpu']} ({mc['family_model']})"


def measured_on(mc: dict) -> str:
    return f"Measured on {core_name(mc)}, {mc['cpus']} vCPUs, on {mc['date']}"


def headline_machine(results: dict) -> str:
    return f"\n{measured_on(results['machine'])} (the numbers of the rest of the page)."


def machine_section(results: dict) -> str:
    mc, c = results["machine"], results["C"]
    hypervisor = f", {mc['hypervisor']} guest" if mc["hypervisor"] else ""
    return f"""**Machine:** {core_name(mc)}, {mc['cpus']} vCPUs{hypervisor}, Linux
{mc['kernel']}, load average {mc['load'][0]:.1f} at the start (the machine is shared:
treat differences of a few percent as noise). **C compiler:** {c['compiler']}, CMake
Release (`-O3`). Versions of the other languages and of every incumbent are in their
sections. Measured on {mc['date']}; the run took {results['seconds'] / 60:.1f} minutes."""


def render(results: dict) -> str:
    quick = ("\n> **A `--quick` run:** a few samples each, to check the pipeline. These numbers "
             "mean nothing.\n") if results["quick"] else ""
    return f"""# Benchmarks

Written by `bench/run-all` (do not edit: run it again). It runs the benchmark of each
language against the libraries people use today, all contenders in the same run, and
writes this page and its plots. A ratio is the incumbent's time divided by keccakx's:
above 1 means keccakx is faster. Where every contender of a table is timed once per round
(Python) or per run (Go), it is the median of the round-by-round ratios, which a burst of
a neighbour's work cannot tilt; elsewhere the ratio of the medians. A time is a median
with its spread: ± half the interquartile range of its samples, relative to the median.
{quick}
{machine_section(results)}

## Headline

{HEADLINE_START}
{headline(results)}{headline_machine(results)}
{HEADLINE_END}

![throughput against message size](benchmarks-throughput.png)

![time of one hash of 32 and 64 bytes](benchmarks-short.png)

![batch speed-up against width](benchmarks-batch.png)

{c_section(results['C'])}
{python_section(results['Python'])}
{go_section(results['Go'])}
{go_ethereum_section(results['GoEthereum'], results['machine']) if 'GoEthereum' in results else ''}
{rust_section(results['Rust'], results['machine']['cpus'])}{threads_section(results['Threads']) if 'Threads' in results else ''}
## Running it

<!-- ci/test-bench.sh runs this -->
```sh
bench/run-all            # builds, measures (this run: {results['seconds'] / 60:.0f} minutes), writes docs/benchmarks.md and the plots
bench/run-all --quick    # the same pipeline with a few samples each, in about a minute (numbers mean nothing)
bench/run-all --out /tmp/bench --work /tmp/bench-work   # anywhere else
```

It installs what it needs (apt-get, Go and its modules, a Python virtual environment
with matplotlib and the Python incumbents in `build-bench/venv`, cargo's crates), and
leaves its builds and raw results in `build-bench/` (`results.json`: every median and
quartile; `--report-only` writes the page and plots again from it).
"""


def quoted_block(text: str, start: str, end: str):
    """The block between the markers, both included, or None."""
    found = re.search(re.escape(start) + ".*?" + re.escape(end), text, re.S)
    return found.group(0) if found else None


def update_quotes(root, markdown: str) -> list:
    """Replaces each page's quoted block with the one just written; returns the pages."""
    for page, start, end in QUOTED_BLOCKS:
        path = root / page
        text = path.read_text()
        old = quoted_block(text, start, end)
        if old is None:
            raise SystemExit(f"run-all: {path} has no block between {start} and {end} to update")
        path.write_text(text.replace(old, quoted_block(markdown, start, end)))
    return [page for page, _, _ in QUOTED_BLOCKS]


def stale_quotes(root) -> list:
    """The pages whose quoted block is missing or differs from docs/benchmarks.md's."""
    report = (root / "docs/benchmarks.md").read_text()
    stale = []
    for page, start, end in QUOTED_BLOCKS:
        quoted = quoted_block((root / page).read_text(), start, end)
        if quoted is None or quoted != quoted_block(report, start, end):
            stale.append(page)
    return stale


if __name__ == "__main__":
    import pathlib
    import sys
    stale = stale_quotes(pathlib.Path(__file__).resolve().parent.parent)
    for page in stale:
        print(f"{page} quotes other numbers than docs/benchmarks.md: run bench/run-all (or copy the block)")
    sys.exit(1 if stale else 0)
