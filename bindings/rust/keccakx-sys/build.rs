// SPDX-License-Identifier: MIT OR Apache-2.0
//! Builds the bundled C core of keccakx with the `cc` crate, or links the
//! installed libkeccakx through pkg-config when the `system` feature or the
//! environment variable `KECCAKX_SYS_USE_PKG_CONFIG=1` asks for it.
//!
//! Either way the metadata `DEP_KECCAKX_INCLUDE` tells dependent build scripts
//! where `keccakx.h` is.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

const PKG_CONFIG_ENV: &str = "KECCAKX_SYS_USE_PKG_CONFIG";

fn main() {
    println!("cargo:rerun-if-env-changed={PKG_CONFIG_ENV}");
    if wants_installed_library() {
        link_installed_library();
    } else {
        build_bundled_core();
    }
}

fn wants_installed_library() -> bool {
    env::var_os("CARGO_FEATURE_SYSTEM").is_some()
        || env::var_os(PKG_CONFIG_ENV).is_some_and(|value| !value.is_empty() && value != "0")
}

fn link_installed_library() {
    // The checked-in bindings describe ABI major version 1: refuse any other.
    let library = pkg_config::Config::new()
        .range_version("1".."2")
        .probe("keccakx")
        .unwrap_or_else(|error| {
            panic!("keccakx-sys: the installed libkeccakx was asked for but not found:\n{error}")
        });
    if let Some(include) = library.include_paths.first() {
        println!("cargo:include={}", include.display());
    }
}

fn build_bundled_core() {
    let root = c_sources_root();
    let core = root.join("core");
    let include = root.join("include");

    let mut sources = Vec::new();
    collect_c_files(&core, &mut sources);
    // A stable order keeps the archive, and so rebuilds of dependents, reproducible.
    sources.sort();
    assert!(
        !sources.is_empty(),
        "keccakx-sys: no C sources under {}",
        core.display()
    );

    // Every file gets the same flags: backends choose their instruction sets
    // with target attributes, so nothing here depends on the build machine's CPU.
    let mut build = cc::Build::new();
    build
        .std("c11")
        .include(&include)
        .include(&core)
        // A static archive: no dllexport or dllimport on PE targets.
        .define("KX_STATIC_DEFINE", None)
        .files(&sources);
    let compiler = build.get_compiler();
    // cl.exe lacks the GNU attributes the backends select instruction sets with.
    assert!(
        !compiler.is_like_msvc() || compiler.is_like_clang_cl(),
        "keccakx-sys: keccakx needs GCC or clang: on MSVC targets build with clang-cl \
         (set CC to clang-cl) or mingw-w64 (the *-windows-gnu targets)"
    );
    let target = Target::from_cargo();
    // Only the object formats with symbol visibility (ELF, Mach-O) take it;
    // it keeps the C library's internals out of a cdylib's exports there.
    if !target.is_windows() {
        build.flag_if_supported("-fvisibility=hidden");
    }
    build.compile("keccakx");
    if target.keeps_threads_in_libpthread() {
        // kx_set_threads' workers (core/threads.c), for no_std binaries that
        // do not get libpthread through the standard library.
        println!("cargo:rustc-link-lib=pthread");
    }

    println!("cargo:rerun-if-changed={}", core.display());
    println!("cargo:rerun-if-changed={}", include.display());
    println!("cargo:include={}", include.display());
}

/// What the build needs to know of the target (not of the machine building it).
struct Target {
    os: String,
    env: String,
}

impl Target {
    fn from_cargo() -> Self {
        let var = |name| env::var(name).unwrap_or_default();
        Self {
            os: var("CARGO_CFG_TARGET_OS"),
            env: var("CARGO_CFG_TARGET_ENV"),
        }
    }

    fn is_windows(&self) -> bool {
        self.os == "windows"
    }

    /// The Unix C libraries whose pthread functions are in libpthread (glibc
    /// before 2.34, where it is now an empty stub, and the BSDs); Apple's,
    /// Android's, musl's and Windows' C libraries have them built in.
    fn keeps_threads_in_libpthread(&self) -> bool {
        (self.os == "linux" && self.env == "gnu")
            || matches!(
                self.os.as_str(),
                "freebsd" | "netbsd" | "openbsd" | "dragonfly"
            )
    }
}

/// The directory holding `core/` and `include/`: the crate itself when its
/// symlinks resolve (a packaged crate, or a checkout with symlinks), else the
/// repository root (a checkout where git wrote the symlinks as plain files).
fn c_sources_root() -> PathBuf {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    if manifest_dir.join("core").is_dir() {
        manifest_dir
    } else {
        manifest_dir.join("../../..")
    }
}

fn collect_c_files(dir: &Path, sources: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("keccakx-sys: cannot read {}: {error}", dir.display()));
    for entry in entries {
        let path = entry.expect("readable directory entry").path();
        if path.is_dir() {
            collect_c_files(&path, sources);
        } else if path.extension().is_some_and(|ext| ext == "c") {
            sources.push(path);
        }
    }
}
