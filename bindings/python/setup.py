# SPDX-License-Identifier: MIT OR Apache-2.0
"""Build glue that pyproject.toml cannot express: the cffi extension with the
flags of the compiler that builds it, the version read from the C header (the
one place it lives), an sdist that carries the C core and the test vectors so
it builds with nothing but a C compiler and tests itself, a clear error when
there is no C compiler, and wheels tagged abi3 (cp39-abi3): cffi builds the
extension on the limited API, so one wheel serves every CPython from 3.9 on
(a free-threaded CPython builds a wheel for its own version: see
ffi_build.wheel_options)."""

import os
import platform
import re
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext
from setuptools.command.sdist import sdist
from setuptools.errors import PlatformError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ffi_build import (  # noqa: E402
    MSVC_NEEDS_CLANG,
    SDIST_BUNDLE,
    build_flags,
    c_core_root,
    copy_c_core,
    use_system_library,
    wheel_options,
)

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


class BuildExtForThisCompiler(build_ext):
    """Gives the extension ffi_build.build_flags() for the compiler that runs, which only this
    command knows (on Windows: MSVC's toolchain, with clang-cl in place of cl.exe, or mingw-w64),
    and says in one sentence what is missing when the C compiler is, instead of a raw
    "No such file or directory: 'cc'" deep in a traceback."""

    def build_extensions(self):
        if not use_system_library():
            self.add_build_flags()
        compiler = getattr(self.compiler, "compiler_so", None)  # MSVC's has none: it finds itself
        if compiler and shutil.which(compiler[0]) is None:
            raise PlatformError(
                f"keccakx is built from source here and needs a C compiler, but {compiler[0]!r} was not found: "
                "install gcc or clang (Debian/Ubuntu: apt install gcc; Fedora: dnf install gcc; "
                "Alpine: apk add gcc musl-dev; macOS: xcode-select --install) or set CC to one."
            )
        super().build_extensions()

    def add_build_flags(self) -> None:
        try:
            flags = build_flags(self.plat_name, self.compiler.compiler_type, platform.libc_ver()[0])
        except ValueError as error:
            raise PlatformError(str(error)) from None
        if flags.compiler:
            self.run_instead_of_cl(flags.compiler)
        for extension in self.extensions:
            extension.define_macros += flags.define_macros
            extension.extra_compile_args += flags.extra_compile_args
            extension.extra_link_args += flags.extra_link_args

    def run_instead_of_cl(self, name: str) -> None:
        """MSVC's toolchain (link.exe, the Windows SDK, the same options) with another compiler
        than cl.exe: one from Visual Studio's environment or the PATH."""
        if not self.compiler.initialized:
            self.compiler.initialize(self.plat_name)  # finds Visual Studio, its tools and their PATH
        visual_studio_path = getattr(self.compiler, "_paths", "")  # the PATH of Visual Studio's environment
        found = shutil.which(name, path=os.pathsep.join((visual_studio_path, os.environ.get("PATH", ""))))
        if found is None:
            raise PlatformError(MSVC_NEEDS_CLANG)
        self.compiler.cc = found


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
    cffi_modules=["ffi_build.py:make_ffibuilder"],
    cmdclass={"build": BuildFromScratch, "build_ext": BuildExtForThisCompiler, "sdist": SdistWithCCore},
    options=wheel_options(bool(sysconfig.get_config_var("Py_GIL_DISABLED"))),
)
