#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes the code examples of Markdown files to OUT_DIR, one file per fenced
block, for ci/test-docs.sh to compile and run.

    python3 docs/extract_examples.py LANGUAGE OUT_DIR FILE.md...

LANGUAGE is c, python, go, rust or sh: the fence's info string. Every python,
go and rust block is an example and must be a whole program (go: package main,
rust: fn main); a c block is one when it has a main function (the others are
fragments of the API reference); a ```rust,ignore block (which rustdoc does not
run, for want of a dependency) is one when it is a whole program. The sh blocks of one page become one script,
in the page's order, for a user who starts in an empty directory; a block that
CI runs elsewhere says so in a comment just above its fence,
`<!-- ci/test-NAME.sh runs this -->`, naming a script that exists and
contains the block's first command, and is left out.

An example line whose comment starts with `-> ` (`# -> text`, `// -> text`, `/* -> text */`, or
`# what it is: -> text`)
shows what the program prints: those texts go to NAME.expected, one a line,
and each must be a line of the program's output, in that order.
Prints the number of files written.
"""
import pathlib
import re
import sys

EXTENSIONS = {"c": "c", "python": "py", "go": "go", "rust": "rs", "sh": "sh"}
ROOT = pathlib.Path(__file__).resolve().parent.parent
# Pages that are a crate's documentation (#![doc = include_str!(...)]): cargo
# test runs their ```rust blocks as doc tests (ci/test-rust.sh), so only their
# rust,ignore programs are examples here.
DOC_TESTED = {ROOT / "bindings" / "rust" / "keccakx" / "README.md"}
EXPECTED_OUTPUT = re.compile(r"(?:#|//|/\*)(?: [^\n]*?:)? -> (.*?)\s*(?:\*/)?\s*$", re.M)
RUN_ELSEWHERE = re.compile(r"<!-- (ci/test-[a-z0-9-]+\.sh) runs this -->\n$")
WHOLE_PROGRAM = {"go": re.compile(r"^package main$", re.M), "rust": re.compile(r"^fn main\(\)", re.M)}


def blocks(path: pathlib.Path, language: str):
    """(line number, code, the text before the fence) of every ```language block of path."""
    text = path.read_text()
    for match in re.finditer(rf"^```{language}(,ignore)?\n(.*?)^```", text, re.S | re.M):
        if match.group(1) and not (language == "rust" and WHOLE_PROGRAM["rust"].search(match.group(2))):
            continue  # a fragment rustdoc does not run (a file of the patch example, checked by check_docs.py)
        if language == "rust" and not match.group(1) and path.resolve() in DOC_TESTED:
            continue
        yield text.count("\n", 0, match.start()) + 1, match.group(2), text[: match.start()]


def run_elsewhere(path: pathlib.Path, line: int, code: str, before: str) -> tuple[bool, str | None]:
    """Whether a shell block is run by another CI script, and what is wrong with saying so."""
    marker = RUN_ELSEWHERE.search(before)
    if not marker:
        return False, None
    script = ROOT / marker.group(1)
    first_command = next(l for l in code.splitlines() if l.strip() and not l.startswith("#")).split("#")[0].strip()
    if not script.exists():
        return True, f"{path}:{line}: {marker.group(1)} does not exist"
    if first_command.split()[0] not in script.read_text() and first_command != "ci/test-all":
        return True, f"{path}:{line}: {marker.group(1)} does not run {first_command.split()[0]}"
    return True, None


def write_shell_script(path: pathlib.Path, out: pathlib.Path, name: str, errors: list[str]) -> int:
    parts = []
    for line, code, before in blocks(path, "sh"):
        elsewhere, problem = run_elsewhere(path, line, code, before)
        if problem:
            errors.append(problem)
        if not elsewhere:
            parts.append(f"# {path}:{line}\n{code}")
    if not parts:
        return 0
    (out / f"{name}.sh").write_text("set -euxo pipefail\n" + "".join(parts))
    return 1


def main() -> None:
    if len(sys.argv) < 4 or sys.argv[1] not in EXTENSIONS:
        sys.exit(__doc__)
    language, out, paths = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3:]
    out.mkdir(parents=True, exist_ok=True)
    count, errors = 0, []
    for path in map(pathlib.Path, paths):
        page = re.sub(r"[^A-Za-z0-9]+", "_", str(path.with_suffix(""))).strip("_")
        if language == "sh":
            count += write_shell_script(path, out, page, errors)
            continue
        for line, code, _ in blocks(path, language):
            if language == "c" and "int main" not in code:
                continue
            whole = WHOLE_PROGRAM.get(language)
            if whole and not whole.search(code):
                errors.append(f"{path}:{line}: a {language} example that is not a whole program")
                continue
            name = f"{page}_line{line}"
            (out / f"{name}.{EXTENSIONS[language]}").write_text(code)
            expected = EXPECTED_OUTPUT.findall(code)
            if expected:
                (out / f"{name}.expected").write_text("".join(f"{text}\n" for text in expected))
            count += 1
    if errors:
        sys.exit("\n".join(errors))
    print(count)


if __name__ == "__main__":
    main()
