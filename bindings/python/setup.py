# SPDX-License-Identifier: MIT OR Apache-2.0
"""Build glue that pyproject.toml cannot express: the cffi extension, the
version read from the C header (the one place it lives), and an sdist that
carries the C core so it builds with nothing but a C compiler."""

import re
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build import build
from setuptools.command.sdist import sdist

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ffi_build import SDIST_BUNDLE, c_core_root, copy_c_core  # noqa: E402


def header_version() -> str:
    header = (c_core_root() / "include" / "keccakx.h").read_text()
    parts = [re.search(rf"#define KX_VERSION_{part} (\d+)", header).group(1) for part in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


class BuildFromScratch(build):
    """Empties build/lib* first: a build from a checkout reuses build/, where a file since
    deleted from the package would otherwise linger and be installed again."""

    def run(self):
        shutil.rmtree(self.build_lib, ignore_errors=True)
        super().run()


class SdistWithCCore(sdist):
    """Copies the C core into csrc/ of the sdist tree, where ffi_build.py looks first."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        copy_c_core(c_core_root(), Path(base_dir) / SDIST_BUNDLE.name)


setup(
    version=header_version(),
    cffi_modules=["ffi_build.py:ffibuilder"],
    cmdclass={"build": BuildFromScratch, "sdist": SdistWithCCore},
)
