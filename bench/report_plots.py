# SPDX-License-Identifier: MIT OR Apache-2.0
"""The PNG plots of docs/benchmarks.md, from the results of bench/run_all.py:

  benchmarks-throughput.png  MB/s against message size (log x), per backend (C) and per competitor
  benchmarks-short.png       time of one hash of 32 and 64 bytes, every contender of every language
  benchmarks-batch.png       speed-up against the number of states permuted at once
  benchmarks-threads.png     MB/s of one large input against the thread count, every language
  benchmarks-trie.png        Ethereum's trie against kx_hash_many of its own nodes, per shape
"""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)
import matplotlib.ticker  # noqa: E402

import report_markdown as md  # noqa: E402

FILES = ("benchmarks-throughput.png", "benchmarks-short.png", "benchmarks-batch.png", "benchmarks-threads.png",
         "benchmarks-trie.png")
INCUMBENT_STYLE = dict(linestyle="--", linewidth=1.6)
OURS_STYLE = dict(linestyle="-", linewidth=2.2)


def series_plot(axis, title: str, series: dict) -> None:
    """series: {label: (is keccakx, [(bytes, seconds per hash)])} as MB/s against bytes."""
    for label, (ours, points) in series.items():
        points = sorted(points)
        axis.plot([b for b, _ in points], [b / s / 1e6 for b, s in points], marker="o", markersize=4,
                  label=label, **(OURS_STYLE if ours else INCUMBENT_STYLE))
    axis.set_xscale("log", base=2)
    axis.set_xlabel("message bytes")
    axis.set_ylabel("MB/s")
    axis.set_title(title)
    axis.grid(True, which="both", alpha=0.3)
    axis.legend(fontsize=7)


def c_series(c: dict) -> dict:
    m = c["measures"]
    series = {}
    for (section, what, name, size), measure in m.items():
        if section == "hash" and what == "sha3-256":
            label = "OpenSSL SHA3-256" if name == "openssl" else f"keccakx {name}"
            series.setdefault(label, (name != "openssl", []))[1].append((size, measure.median))
    return series


def python_series(p: dict) -> dict:
    names = {md.PY_KECCAK: "keccakx.keccak256", md.PY_SHA3: "keccakx.sha3_256", md.PY_PYSHA3: "safe-pysha3 keccak_256",
             md.PY_CRYPTODOME: "pycryptodome keccak", md.PY_HASHLIB: "hashlib sha3_256"}
    series = {}
    for size in md.python_sizes(p):
        for name, label in names.items():
            measure = p["measures"][(f"{size}-byte message, one call", name)]
            series.setdefault(label, (label.startswith("keccakx"), []))[1].append((size, measure.median))
    return series


def go_series(g: dict) -> dict:
    labels = {("Keccak256", "keccakx"): "keccakx Keccak256Hash", ("Keccak256", "geth"): "go-ethereum Keccak256Hash",
              ("Keccak256", "xcrypto"): "x/crypto legacy Keccak-256", ("SHA3_256", "keccakx"): "keccakx Sum256 (SHA3)",
              ("SHA3_256", "xcrypto"): "x/crypto Sum256 (SHA3)"}
    series = {}
    for (benchmark, size, impl), measure in md.go_parse(g).items():
        label = labels.get((benchmark, impl))
        if label:
            series.setdefault(label, (impl == "keccakx", []))[1].append((size, measure.median))
    return series


def rust_series(r: dict) -> dict:
    sizes = {"32B": 32, "64B": 64, "1KiB": 1024, "1MiB": 1 << 20}
    series = {}
    for (group, name, label), measure in r["measures"].items():
        if group == "keccak256":
            series.setdefault(name, (name.startswith("keccakx"), []))[1].append((sizes[label], measure.median))
    return series


def throughput(results: dict, path) -> None:
    fig, axes = plt.subplots(2, 2, figsize=(13, 9))
    series_plot(axes[0][0], "C: SHA3-256, each backend forced, and OpenSSL", c_series(results["C"]))
    series_plot(axes[0][1], "Python: one call per message", python_series(results["Python"]))
    series_plot(axes[1][0], "Go: Keccak-256 and SHA3-256", go_series(results["Go"]))
    series_plot(axes[1][1], "Rust: Keccak-256", rust_series(results["Rust"]))
    fig.suptitle("Throughput against message size (solid: keccakx, dashed: incumbents; higher is better)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def short_contenders(results: dict) -> list:
    """[(language, label, is keccakx, seconds at 32 B, seconds at 64 B)]."""
    c, p, r = results["C"]["measures"], results["Python"]["measures"], results["Rust"]["measures"]
    g = md.go_parse(results["Go"])
    # OpenSSL's SHA3-256 as timed in the same rounds as keccakx's Keccak-256 (same rate, same permutations).
    rows = [("C", "keccakx Keccak-256 (auto)", True, c[("hash", "keccak-256", "auto", 32)], c[("hash", "keccak-256", "auto", 64)]),
            ("C", "keccakx Keccak-256 (bmi2)", True, c[("hash", "keccak-256", "bmi2", 32)], c[("hash", "keccak-256", "bmi2", 64)]),
            ("C", "OpenSSL SHA3-256", False, c[("hash", "keccak-256", "openssl", 32)], c[("hash", "keccak-256", "openssl", 64)])]
    for name, label in ((md.PY_KECCAK, "keccakx.keccak256"), (md.PY_SHA3, "keccakx.sha3_256"),
                        (md.PY_PYSHA3, "safe-pysha3"), (md.PY_CRYPTODOME, "pycryptodome"), (md.PY_HASHLIB, "hashlib sha3_256")):
        rows.append(("Python", label, label.startswith("keccakx"),
                     p[("32-byte message, one call", name)], p[("64-byte message, one call", name)]))
    for benchmark, impl, label in (("Keccak256", "keccakx", "keccakx Keccak256Hash"), ("Keccak256", "geth", "go-ethereum"),
                                   ("Keccak256", "xcrypto", "x/crypto legacy"), ("SHA3_256", "keccakx", "keccakx Sum256"),
                                   ("SHA3_256", "xcrypto", "x/crypto Sum256")):
        rows.append(("Go", label, impl == "keccakx", g[(benchmark, 32, impl)], g[(benchmark, 64, impl)]))
    for name in ("keccakx::keccak256", "keccakx::Keccak256", "sha3", "keccak-asm", "tiny-keccak"):
        rows.append(("Rust", name, name.startswith("keccakx"), r[("keccak256", name, "32B")], r[("keccak256", name, "64B")]))
    return rows


def short(results: dict, path) -> None:
    rows = short_contenders(results)
    languages = list(dict.fromkeys(row[0] for row in rows))
    fig, axes = plt.subplots(1, len(languages), figsize=(16, 4.8))
    for axis, language in zip(axes, languages):
        mine = [row for row in rows if row[0] == language]
        for offset, index, marker in ((-0.15, 3, "o"), (0.15, 4, "s")):
            for y, row in enumerate(mine):
                measure = row[index]
                axis.errorbar([measure.median * 1e9], [y + offset], fmt=marker, markersize=7,
                              xerr=[[(measure.median - measure.q1) * 1e9], [(measure.q3 - measure.median) * 1e9]],
                              color="tab:blue" if row[2] else "dimgrey", capsize=3,
                              label=("32 bytes" if index == 3 else "64 bytes") if y == 0 else None)
        axis.set_yticks(range(len(mine)), [row[1] for row in mine], fontsize=8)
        axis.set_ylim(len(mine) - 0.5, -0.5)
        times = [row[index].q3 for row in mine for index in (3, 4)]
        if max(times) > 8 * min(times):  # a far slower contender would squash the others
            axis.set_xscale("log")
            axis.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
            axis.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
            axis.set_xlabel("ns per hash, log scale (lower is better)")
        else:
            axis.set_xlim(left=0)
            axis.set_xlabel("ns per hash (lower is better)")
        axis.set_title(language)
        axis.grid(True, axis="x", which="both", alpha=0.3)
        axis.legend(fontsize=7)
    fig.suptitle("One hash of 32 bytes (circles) and 64 bytes (squares); blue: keccakx, grey: incumbents; "
                 "whiskers: quartiles")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def batch(results: dict, path) -> None:
    c = results["C"]
    m = c["measures"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 4.8))
    reference = m[("permute", "keccak-f1600", "auto", 1)].median
    for name in c["widths"]:
        widths = (1, 2, 4, 8)
        speed = [reference * w / m[("permute", "keccak-f1600", name, w)].median for w in widths]
        left.plot(widths, speed, marker="o", label=f"{name} (native {' '.join(map(str, c['widths'][name]))})")
    left.plot((1, 8), (1, 8), color="grey", linestyle=":", label="ideal")
    left.set_xscale("log", base=2)
    left.set_xticks((1, 2, 4, 8), ["1", "2", "4", "8"])
    left.set_xlabel("states permuted at once (kx_permute_xN)")
    left.set_ylabel("states per second / one-state kx_permute (auto)")
    left.set_title("C: permutation speed-up against width, per backend")
    left.grid(True, alpha=0.3)
    left.legend(fontsize=8)
    sizes = sorted({k[3] for k in m if k[0] == "many"})
    for size in sizes:
        loop = m[("many", "keccak-256", "loop", size)].median
        points = sorted((max(c["widths"][name]), loop / m[("many", "keccak-256", f"hash_many/{name}", size)].median, name)
                        for name in c["widths"])
        best = {}
        for width, speed_up, _ in points:
            best[width] = max(best.get(width, 0), speed_up)
        right.plot(list(best), list(best.values()), marker="o", label=f"{size}-byte messages")
    by_width = {}
    for name, widths in c["widths"].items():
        by_width.setdefault(max(widths), []).append(name)
    for width, names in by_width.items():
        right.annotate(", ".join(names), (width, 0), textcoords="offset points", xytext=(0, 4), fontsize=8,
                       ha="center", xycoords=("data", "axes fraction"))
    right.axhline(1, color="grey", linestyle=":")
    right.set_xscale("log", base=2)
    right.set_xticks((1, 2, 4, 8), ["1", "2", "4", "8"])
    right.set_xlabel("widest native width of the forced backend (named at the bottom)")
    right.set_ylabel("kx_hash_many speed-up over a kx_keccak256 loop")
    right.set_title("C: kx_hash_many of 1,024 Keccak-256 messages")
    right.grid(True, alpha=0.3)
    right.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def threads(results: dict, path) -> None:
    t = results["Threads"]
    fig, axes = plt.subplots(1, len(md.THREAD_ALGORITHM_NAMES), figsize=(13, 4.8))
    for axis, (alg, title) in zip(axes, md.THREAD_ALGORITHM_NAMES.items()):
        rows = md.thread_rows(t, alg)
        most = max(n for per_count in rows.values() for n in per_count)
        for language, per_count in rows.items():
            counts = sorted(per_count)
            color = f"C{list(md.THREAD_LANGUAGES).index(language)}"  # one color per language in both plots
            axis.plot(counts, [md.mb_per_s(per_count[n]) for n in counts], marker="o", color=color, label=language)
        if "C" in rows:
            one = md.mb_per_s(rows["C"][1])
            axis.plot((1, most), (one, one * most), color="grey", linestyle=":", label="C's one thread × threads")
        axis.axvline(t["cpus"], color="grey", linewidth=0.8)
        axis.annotate(f"{t['cpus']} processors", (t["cpus"], 0), textcoords="offset points", xytext=(-4, 4),
                      fontsize=8, ha="right", xycoords=("data", "axes fraction"))
        axis.set_xticks(range(1, most + 1))
        axis.set_ylim(bottom=0)
        axis.set_xlabel("threads")
        axis.set_ylabel("MB/s")
        axis.set_title(f"{title}, one large input")
        axis.grid(True, alpha=0.3)
        axis.legend(fontsize=8)
    fig.suptitle("Throughput of one large input against the thread count (higher is better)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def trie(results: dict, path) -> bool:
    """Time per shape on the automatic choice: kx_hash_many of the committed nodes, and the
    whole trie; False when the results have no trie rows."""
    m = {(what, contender): measure for (section, what, contender, _), measure in results["C"]["measures"].items()
         if section == "trie"}
    if not m:
        return False
    shapes = [(what, title) for what, title in md.TRIE_SHAPES if (what, "kx_trie/auto") in m]
    fig, axes = plt.subplots(1, len(shapes), figsize=(13, 4.2))
    for axis, (what, title) in zip(axes, shapes):
        hashing, built = m[(what, "kx_hash_many/auto")].median, m[(what, "kx_trie/auto")].median
        axis.bar(["kx_hash_many\nof its nodes", "kx_trie"], [hashing * 1e3, built * 1e3], color=["C7", "C0"])
        axis.annotate(f"{built / hashing:.2f}x", (1, built * 1e3), textcoords="offset points", xytext=(0, 3),
                      ha="center", fontsize=9)
        axis.set_ylabel("ms")
        axis.set_title(title.split(" (")[0], fontsize=9)
        axis.grid(True, axis="y", alpha=0.3)
    fig.suptitle("C: Ethereum's trie against the hashing of exactly the nodes it commits (automatic backend)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return True


def draw(results: dict, out) -> list:
    """Draws the plots the results have data for; returns their file names."""
    throughput(results, out / FILES[0])
    short(results, out / FILES[1])
    batch(results, out / FILES[2])
    if "Threads" not in results:  # results saved before the group existed
        return list(FILES[:3])
    threads(results, out / FILES[3])
    if not trie(results, out / FILES[4]):  # results saved before the trie existed
        return list(FILES[:4])
    return list(FILES)
