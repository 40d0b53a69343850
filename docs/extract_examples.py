#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes the code examples of Markdown files to OUT_DIR, one file per fenced
block, for ci/test-docs.sh to compile and run.

    python3 docs/extract_examples.py LANGUAGE OUT_DIR FILE.md...

LANGUAGE is c, python, go or rust: the fence's info string. Every python, go
and rust block is an example and must be a whole program (go: package main,
rust: fn main); a c block is one when it has a main function (the others are
fragments of the API reference). Prints the number of files written.
"""
import pathlib
import re
import sys

EXTENSIONS = {"c": "c", "python": "py", "go": "go", "rust": "rs"}
WHOLE_PROGRAM = {"go": re.compile(r"^package main$", re.M), "rust": re.compile(r"^fn main\(\)", re.M)}


def blocks(path: pathlib.Path, language: str):
    """(line number, code) of every ```language block of path."""
    text = path.read_text()
    for match in re.finditer(rf"^```{language}\n(.*?)^```", text, re.S | re.M):
        yield text.count("\n", 0, match.start()) + 1, match.group(1)


def main() -> None:
    if len(sys.argv) < 4 or sys.argv[1] not in EXTENSIONS:
        sys.exit(__doc__)
    language, out, paths = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3:]
    out.mkdir(parents=True, exist_ok=True)
    count, errors = 0, []
    for path in map(pathlib.Path, paths):
        for line, code in blocks(path, language):
            if language == "c" and "int main" not in code:
                continue
            whole = WHOLE_PROGRAM.get(language)
            if whole and not whole.search(code):
                errors.append(f"{path}:{line}: a {language} example that is not a whole program")
                continue
            name = re.sub(r"[^A-Za-z0-9]+", "_", str(path.with_suffix(""))).strip("_") + f"_line{line}"
            (out / f"{name}.{EXTENSIONS[language]}").write_text(code)
            count += 1
    if errors:
        sys.exit("\n".join(errors))
    print(count)


if __name__ == "__main__":
    main()
