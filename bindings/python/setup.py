# SPDX-License-Identifier: MIT OR Apache-2.0
"""Build glue that pyproject.toml cannot express: the cffi extension, the
version read from the C header (the one place it lives), an sdist that
carries the C core and the test vectors so it builds with nothing but a C
compiler and tests itself, a clear error when there is no C compiler, and
wheels tagged abi3 (cp39-abi3): cffi builds the extension on the limited
API, so one wheel serves every CPython from 3.9 on."""

import re
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext
from setuptools.command.sdist import sdist
from setuptools.errors import PlatformError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ffi_build import SDIST_BUNDLE, c_core_root, copy_c_core  # noqa: E402

VECTORS = Path("tests") / "vectors"


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


class BuildExtNeedingACompiler(build_ext):
    """Says in one sentence what is missing when the C compiler is, instead of a raw
    "No such file or directory: 'cc'" deep in a traceback."""

    def build_extensions(self):
        compiler = getattr(self.compiler, "compiler_so", None)  # MSVC has none: it finds itself
        if compiler and shutil.which(compiler[0]) is None:
            raise PlatformError(
                f"keccakx is built from source here and needs a C compiler, but {compiler[0]!r} was not found: "
                "install gcc or clang (Debian/Ubuntu: apt install gcc; Fedora: dnf install gcc; "
                "Alpine: apk add gcc musl-dev; macOS: xcode-select --install) or set CC to one."
            )
        super().build_extensions()


class SdistWithCCore(sdist):
    """Copies the C core into csrc/ of the sdist tree, where ffi_build.py looks first, and
    the repository's test vectors into tests/vectors/, where the tests look first."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        copy_c_core(c_core_root(), Path(base_dir) / SDIST_BUNDLE.name)
        vectors = c_core_root() / VECTORS  # in a checkout; an sdist has them in its tests/ already
        if vectors.is_dir():
            shutil.copytree(vectors, Path(base_dir) / VECTORS, dirs_exist_ok=True)


setup(
    version=header_version(),
    cffi_modules=["ffi_build.py:ffibuilder"],
    cmdclass={"build": BuildFromScratch, "build_ext": BuildExtNeedingACompiler, "sdist": SdistWithCCore},
    options={"bdist_wheel": {"py_limited_api": "cp39"}},
)
