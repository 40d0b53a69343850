"""Build glue that pyproject.toml cannot express: the cffi extension, the
version read from the C header (the one place it lives), and an sdist that
carries the C core so it builds with nothing but a C compiler."""

import re
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.sdist import sdist

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ffi_build import c_core_root  # noqa: E402

C_CORE_PATTERNS = ("include/**/*.h", "core/**/*.h", "core/**/*.c")


def header_version() -> str:
    header = (c_core_root() / "include" / "keccakx.h").read_text()
    parts = [re.search(rf"#define KX_VERSION_{part} (\d+)", header).group(1) for part in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


class SdistWithCCore(sdist):
    """Copies the C core into csrc/ of the sdist tree, where ffi_build.py looks first."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        root = c_core_root()
        bundle = Path(base_dir) / "csrc"
        for pattern in C_CORE_PATTERNS:
            for source in root.glob(pattern):
                target = bundle / source.relative_to(root)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)


setup(
    version=header_version(),
    cffi_modules=["ffi_build.py:ffibuilder"],
    cmdclass={"sdist": SdistWithCCore},
)
