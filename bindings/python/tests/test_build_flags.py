# SPDX-License-Identifier: MIT OR Apache-2.0
"""The compiler and linker flags ffi_build.py gives each platform's compiler: GCC's options
where GCC or clang runs them, nothing GNU-only on macOS, MSVC's options under MSVC."""

import importlib.util
from pathlib import Path

import pytest

# ffi_build.py sits next to tests/, in a checkout and in the sdist.
_spec = importlib.util.spec_from_file_location("ffi_build", Path(__file__).resolve().parent.parent / "ffi_build.py")
ffi_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ffi_build)
build_flags = ffi_build.build_flags

STATIC = ("KX_STATIC_DEFINE", None)
GLIBC_BASELINE = ("KX_GLIBC_BASELINE_SYMBOLS", None)

PLATFORMS = {
    "linux-x86_64 gcc": ("linux-x86_64", "unix", "glibc"),
    "linux-aarch64 gcc": ("linux-aarch64", "unix", "glibc"),
    "linux-x86_64 musl": ("linux-x86_64", "unix", ""),
    "macos arm64 clang": ("macosx-11.0-arm64", "unix", ""),
    "macos x86_64 clang": ("macosx-10.9-x86_64", "unix", ""),
    "windows x86_64 msvc": ("win-amd64", "msvc", ""),
    "windows arm64 msvc": ("win-arm64", "msvc", ""),
    "windows x86_64 mingw-w64": ("win-amd64", "mingw32", ""),
}


def flags_of(platform: str):
    return build_flags(*PLATFORMS[platform])


@pytest.mark.parametrize("platform", ["linux-x86_64 gcc", "linux-aarch64 gcc"])
def test_glibc_linux_gets_c11_hidden_symbols_pthread_and_manylinux2014_symbol_versions(platform):
    assert flags_of(platform) == ffi_build.BuildFlags(
        define_macros=[STATIC, GLIBC_BASELINE],
        extra_compile_args=["-std=c11", "-fvisibility=hidden", "-pthread"],
        extra_link_args=["-pthread"],
    )


def test_linux_with_another_c_library_than_glibc_binds_no_glibc_symbol_version():
    flags = flags_of("linux-x86_64 musl")
    assert flags.define_macros == [STATIC]
    assert flags.extra_compile_args == ["-std=c11", "-fvisibility=hidden", "-pthread"]


@pytest.mark.parametrize("platform", ["macos arm64 clang", "macos x86_64 clang"])
def test_macos_clang_gets_c11_and_hidden_symbols_and_no_linker_option(platform):
    assert flags_of(platform) == ffi_build.BuildFlags(
        define_macros=[STATIC], extra_compile_args=["-std=c11", "-fvisibility=hidden"], extra_link_args=[]
    )


@pytest.mark.parametrize("platform", ["windows x86_64 msvc", "windows arm64 msvc"])
def test_msvc_runs_clang_cl_with_msvc_options_only(platform):
    flags = flags_of(platform)
    assert flags.compiler == "clang-cl"
    assert flags.extra_compile_args == ["/std:c11"]
    assert flags.extra_link_args == []
    assert flags.define_macros == [STATIC]


def test_mingw_links_libgcc_in_and_takes_no_posix_thread_or_visibility_option():
    assert flags_of("windows x86_64 mingw-w64") == ffi_build.BuildFlags(
        define_macros=[STATIC], extra_compile_args=["-std=c11"], extra_link_args=["-static-libgcc"]
    )


@pytest.mark.parametrize("platform", sorted(PLATFORMS))
def test_no_platform_but_glibc_linux_gets_a_gnu_linker_option_or_the_glibc_symbol_versions(platform):
    flags = flags_of(platform)
    if platform.startswith("linux") and PLATFORMS[platform][2] == "glibc":
        return
    assert GLIBC_BASELINE not in flags.define_macros
    assert not [option for option in flags.extra_link_args if option.startswith("-Wl,")]


@pytest.mark.parametrize("platform", sorted(PLATFORMS))
def test_only_msvc_replaces_the_compiler_setuptools_found(platform):
    assert (flags_of(platform).compiler is not None) == (PLATFORMS[platform][1] == "msvc")


def test_a_cpython_with_the_gil_builds_one_abi3_wheel_for_every_cpython_from_3_9():
    assert ffi_build.wheel_options(gil_disabled=False) == {"bdist_wheel": {"py_limited_api": "cp39"}}


def test_a_free_threaded_cpython_builds_a_wheel_for_its_own_version_not_abi3():
    assert ffi_build.wheel_options(gil_disabled=True) == {}


def test_cpython_3_14_and_later_build_and_run_with_cffi_2_or_later():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    for requirements in (project["build-system"]["requires"], project["project"]["dependencies"]):
        cffi = sorted(requirement.replace(" ", "") for requirement in requirements if requirement.startswith("cffi"))
        assert cffi == ["cffi>=1.15;python_version<'3.14'", "cffi>=2.0;python_version>='3.14'"]


def test_a_compiler_that_is_not_gcc_clang_or_msvc_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="needs GCC or clang, not setuptools' 'bcpp' compiler"):
        build_flags("win-amd64", "bcpp", "")
