#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Checks that the Markdown pages of the repository can be trusted as written.

    python3 docs/check_docs.py            # every tracked *.md page
    python3 docs/check_docs.py FILE.md... # only these

Each page is checked for:
  - words that belong to the project's tracker, not to its users' docs
    ("issue 12", "session", the design notes, "the development machine");
  - relative links whose file does not exist, and #anchors that name no heading
    (GitHub's rules for heading anchors);
  - version strings that are not the project's (include/keccakx.h): package
    files, `find_package(keccakx N)`, libkeccakx.so.N, crate and module versions;
  - ```toml blocks that are not TOML, path dependencies that name no folder of
    the repository (`../keccakx/...` is a clone of it beside the user's crate),
    and blocks that show a file of bindings/rust/patch-example (a first line
    `# shims/...` or `// shims/...`, or its [patch.crates-io]) with a line that
    the file does not have.
Prints one line per problem and exits 1 if there is any.
"""
import pathlib
import re
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent

TRACKER_WORDS = [
    (re.compile(r"\bissues? #?\d+", re.I), "names a tracker issue"),
    (re.compile(r"\bthe issue(?:'s|s')?\b(?! width)", re.I), "speaks of a tracker issue"),
    (re.compile(r"\bCEO\b"), "speaks of how the work was organised"),
    (re.compile(r"\bsessions?\b", re.I), "speaks of work sessions"),
    (re.compile(r"\bDESIGN(\.md)?\b"), "cites the design notes, which are not in the repository"),
    (re.compile(r"development machine", re.I), "names 'the development machine' instead of its CPU"),
    (re.compile(r"reachable here", re.I), "speaks of what was reachable where the work was done"),
]

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def project_version() -> tuple[int, int, int]:
    header = (ROOT / "include" / "keccakx.h").read_text()
    parts = [int(re.search(rf"#define KX_VERSION_{part} (\d+)", header).group(1)) for part in ("MAJOR", "MINOR", "PATCH")]
    return tuple(parts)


def version_rules(version: tuple[int, int, int]):
    """(pattern, what the first group must be, description) for every way the docs name a version."""
    full = "{}.{}.{}".format(*version)
    major = str(version[0])
    return [
        (re.compile(r"\bkeccakx-(\d+\.\d+\.\d+)"), full, "a package file of another version"),
        (re.compile(r"\bkeccakx (\d+\.\d+\.\d+)\b"), full, "another version of keccakx"),
        (re.compile(r"find_package\(keccakx (\d+)"), major, "find_package of another major version"),
        (re.compile(r"libkeccakx\.so\.(\d+)"), major, "a SONAME of another major version"),
        (re.compile(r"libkeccakx\.(\d+)\.dylib"), major, "an install name of another major version"),
        (re.compile(r"\bKECCAKX_(\d+)\b"), major, "a symbol version node of another major version"),
        (re.compile(r"\bkeccakx(?:-sys)? = \{ version = \"(\d+)"), major, "a crate version of another major version"),
        (re.compile(r"\bkeccakx(?:-sys)? = \"(\d+)"), major, "a crate version of another major version"),
    ]


def prose_lines(text: str):
    """(line number, line, inside a code block) of every line."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            yield number, line, True
            continue
        yield number, line, fenced


def heading_anchors(path: pathlib.Path) -> set[str]:
    """GitHub's anchors of a page's headings: lowercased, punctuation dropped, spaces to '-', repeats numbered."""
    anchors, seen = set(), {}
    for _, line, fenced in prose_lines(path.read_text()):
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if fenced or not heading:
            continue
        text = re.sub(r"`([^`]*)`", r"\1", heading.group(1))
        text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
        slug = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    for explicit in re.findall(r"<a (?:name|id)=\"([^\"]+)\"", path.read_text()):
        anchors.add(explicit)
    return anchors


def check_link(page: pathlib.Path, target: str) -> str | None:
    if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("//"):
        return None  # absolute URLs are not checked: CI has no network
    file_part, _, anchor = target.partition("#")
    destination = (page.parent / file_part).resolve() if file_part else page
    if not destination.exists():
        return f"links to {file_part}, which does not exist"
    if anchor and destination.suffix == ".md" and anchor not in heading_anchors(destination):
        return f"links to #{anchor}, which is no heading of {destination.relative_to(ROOT)}"
    return None


def problems(page: pathlib.Path, rules) -> list[str]:
    found = []
    where = page.relative_to(ROOT)
    for number, line, fenced in prose_lines(page.read_text()):
        for pattern, why in TRACKER_WORDS:
            if pattern.search(line):
                found.append(f"{where}:{number}: {why}: {line.strip()}")
        for pattern, expected, why in rules:
            for match in pattern.finditer(line):
                if match.group(1) != expected:
                    found.append(f"{where}:{number}: {why} ({match.group(0)}; the project is at {expected})")
        if fenced:
            continue
        for match in LINK.finditer(line):
            problem = check_link(page, match.group(1) or match.group(2))
            if problem:
                found.append(f"{where}:{number}: {problem}")
    return found


PATCH_EXAMPLE = ROOT / "bindings" / "rust" / "patch-example"
CODE_BLOCK = re.compile(r"^```(toml|rust,ignore)\n(.*?)^```", re.S | re.M)
NAMED_FILE = re.compile(r"^(?:#|//) (shims/\S+)\n")


def shown_file(code: str) -> pathlib.Path | None:
    named = NAMED_FILE.match(code)
    if named:
        return PATCH_EXAMPLE / named.group(1)
    return PATCH_EXAMPLE / "Cargo.toml" if code.startswith("[patch.crates-io]") else None


def meaningful_lines(text: str) -> list[str]:
    """Lines without comments, blank lines and the dependency on keccakx (a path in the example, a version in the docs)."""
    lines = (re.sub(r"\s+(#|//).*$", "", line).strip() for line in text.splitlines())
    return [line for line in lines if line and not line.startswith(("#", "//")) and not line.startswith("keccakx = ")]


def code_block_problems(page: pathlib.Path, text: str) -> list[str]:
    found = []
    for match in CODE_BLOCK.finditer(text):
        kind, code = match.groups()
        where = f"{page.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
        if kind == "toml":
            try:
                parsed = tomllib.loads(code)
            except tomllib.TOMLDecodeError as error:
                found.append(f"{where}: a toml block that is not TOML: {error}")
                continue
            for name, spec in parsed.get("dependencies", {}).items():
                path = spec.get("path") if isinstance(spec, dict) else None
                if path and path.startswith("../keccakx/") and not (ROOT / path[len("../keccakx/"):]).is_dir():
                    found.append(f"{where}: {name}'s path {path} is no folder of the repository")
        target = shown_file(code)
        if target is None:
            continue
        if not target.exists():
            found.append(f"{where}: shows {target.relative_to(ROOT)}, which does not exist")
            continue
        have = set(meaningful_lines(target.read_text()))
        for line in meaningful_lines(code):
            if line not in have:
                found.append(f"{where}: {target.relative_to(ROOT)} has no line {line!r}")
    return found


def tracked_pages() -> list[pathlib.Path]:
    listed = subprocess.run(["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [ROOT / name for name in listed.stdout.split()]


def main() -> None:
    pages = [pathlib.Path(name).resolve() for name in sys.argv[1:]] or tracked_pages()
    rules = version_rules(project_version())
    found = [problem for page in pages for problem in problems(page, rules) + code_block_problems(page, page.read_text())]
    print("\n".join(found) if found else f"{len(pages)} pages: no problem found")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
