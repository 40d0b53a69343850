#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Writes docs/c-api.md from include/keccakx.h, the header being the manual.

Every declaration with the comment above it becomes one entry, grouped under
the header's "---- section ----" markers. With --check, exits 1 if
docs/c-api.md is not what the header gives (CI runs that).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEADER = ROOT / "include" / "keccakx.h"
OUTPUT = ROOT / "docs" / "c-api.md"


def strip_comment(lines):
    text = []
    for line in lines:
        line = re.sub(r"^\s*/\*+\s?|\s*\*+/\s*$|^\s*\*\s?", "", line)
        text.append(line.rstrip())
    return "\n".join(text).strip()


def entries(source):
    """(section, comment, code) for every declaration, in header order."""
    lines = source.splitlines()
    section, comment, code, i = None, [], [], 0
    out = []
    while i < len(lines):
        line = lines[i]
        marker = re.match(r"/\* ---- (.*) ---- \*/", line)
        if marker:
            section, comment = marker.group(1), []
        elif line.lstrip().startswith("/*"):
            block = [line]
            while "*/" not in block[-1]:
                i += 1
                block.append(lines[i])
            comment = block
        elif line.startswith("#define KX_VERSION_"):
            code = [line]
            while lines[i + 1].startswith("#define KX_VERSION_"):
                i += 1
                code.append(lines[i])
            out.append((section, strip_comment(comment), "\n".join(code)))
            comment = []
        elif re.match(r"(KX_API|typedef|enum|#define KX_CTX_WORDS|#define KX_MULTI_|#define KX_TRIE_)", line):
            code = [line]
            opened = line.count("{") - line.count("}")
            while not (opened == 0 and (code[-1].rstrip().endswith(";") or code[-1].startswith("#define"))):
                i += 1
                code.append(lines[i])
                opened += lines[i].count("{") - lines[i].count("}")
            out.append((section, strip_comment(comment), "\n".join(code)))
            comment = []
        elif not line.strip():
            pass
        else:
            comment = []
        i += 1
    return out


def opening_comment(source):
    """The header's opening comment, without its license line."""
    return [line for line in source.split("#ifndef")[0].splitlines() if "SPDX-License-Identifier" not in line]


def render(source):
    parts = ["# The C API", "",
             "Generated from [`include/keccakx.h`](../include/keccakx.h) by `docs/generate_c_api.py`;",
             "the header is the source of truth. Conventions (errors, NULL with length 0, thread safety,",
             "the canonical state layout) are in the header's opening comment, repeated here:", "",
             "```", strip_comment(opening_comment(source)), "```"]
    current = None
    for section, comment, code in entries(source):
        if section != current and section:
            parts += ["", f"## {section[0].upper()}{section[1:]}"]
            current = section
        parts += ["", "```c", code, "```"]
        if comment:
            parts += ["", comment]
    return "\n".join(parts) + "\n"


def main():
    text = render(HEADER.read_text())
    if sys.argv[1:] == ["--check"]:
        if OUTPUT.read_text() != text:
            print("docs/c-api.md is stale: run docs/generate_c_api.py")
            return 1
        return 0
    OUTPUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
