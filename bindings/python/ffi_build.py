# SPDX-License-Identifier: MIT OR Apache-2.0
"""cffi builder (out-of-line API mode) for keccakx._keccakx.

By default the bundled C core is compiled into the extension, so installing
needs nothing but a C compiler. With KECCAKX_SYSTEM_LIBRARY=1 the extension
links the installed libkeccakx found by pkg-config instead.

The C core lives once, at the repository root (include/, core/). An sdist
carries a copy of it in csrc/ (see setup.py), so the same build works from a
checkout and from an unpacked sdist.

setup.py builds the extension: cffi calls make_ffibuilder(), and setup.py's
build_ext adds build_flags() for the compiler it runs, which only it knows
(mingw-w64 or MSVC on Windows). Importing this file changes nothing.
"""

import os
import shutil
from pathlib import Path
from typing import NamedTuple, Optional

from cffi import FFI

HERE = Path(__file__).resolve().parent
SDIST_BUNDLE = HERE / "csrc"
CHECKOUT_STAGING = HERE / "build" / "csrc"
C_CORE_PATTERNS = ("include/**/*.h", "core/**/*.h", "core/**/*.c")


def c_core_root() -> Path:
    """The folder holding include/keccakx.h and core/: csrc/ in an sdist, the repository root in a checkout."""
    for candidate in (SDIST_BUNDLE, HERE.parent.parent):
        if (candidate / "include" / "keccakx.h").is_file() and (candidate / "core").is_dir():
            return candidate
    raise RuntimeError(
        "keccakx: the C core (include/keccakx.h, core/) was not found next to "
        f"{HERE}; build from a full checkout or from the sdist"
    )


def copy_c_core(root: Path, destination: Path) -> None:
    """Copies the C core's files, keeping their times so that unchanged files are not rebuilt."""
    for pattern in C_CORE_PATTERNS:
        for source in root.glob(pattern):
            target = destination / source.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def c_core_for_build() -> Path:
    """The C core at a path inside this folder: setuptools takes only relative source paths,
    so a checkout's core is staged under build/ first."""
    root = c_core_root()
    if root == SDIST_BUNDLE:
        return root
    shutil.rmtree(CHECKOUT_STAGING, ignore_errors=True)  # no file deleted from the core may linger
    copy_c_core(root, CHECKOUT_STAGING)
    return CHECKOUT_STAGING


def c_core_sources(root: Path) -> list:
    """Every .c file of the core (core/, core/modes/, core/backends/, any folder to come), relative
    to this folder: the backends pick their instruction sets with function attributes, so all of
    them compile with the same flags."""
    return sorted(path.relative_to(HERE).as_posix() for path in (root / "core").rglob("*.c"))


def use_system_library() -> bool:
    return os.environ.get("KECCAKX_SYSTEM_LIBRARY", "") not in ("", "0")


class BuildFlags(NamedTuple):
    """What the extension with the bundled core needs from one compiler on one platform."""

    define_macros: list
    extra_compile_args: list
    extra_link_args: list
    # The compiler to run instead of the one setuptools found (MSVC's cl.exe cannot build the core).
    compiler: Optional[str] = None


# setuptools' compiler types that run GCC or clang with GCC's options.
GCC_STYLE_COMPILERS = ("unix", "mingw32", "cygwin")

MSVC_NEEDS_CLANG = (
    "keccakx needs GCC or clang: MSVC's cl.exe cannot build its C core. On Windows, install "
    "clang-cl (Visual Studio's \"C++ Clang tools for Windows\", or LLVM) and build from a Developer "
    "Command Prompt, or build with mingw-w64 (build_ext --compiler=mingw32)."
)


def build_flags(plat_name: str, compiler_type: str, libc: str) -> BuildFlags:
    """The flags that build the bundled core into the extension, for setuptools' target platform
    plat_name ("linux-x86_64", "linux-aarch64", "macosx-11.0-arm64", "win-amd64", ...), its
    compiler type ("unix", "msvc", "mingw32", "cygwin") and the C library ("glibc", or "" for
    another, as platform.libc_ver() names it). Nothing GNU-only reaches Mach-O or MSVC."""
    # The core's kx_ symbols stay inside the extension: no dllimport/dllexport on Windows.
    macros = [("KX_STATIC_DEFINE", None)]
    if compiler_type == "msvc":
        # clang-cl takes MSVC's options and the core's GCC extensions, and makes MSVC's objects.
        return BuildFlags(macros, ["/std:c11"], [], compiler="clang-cl")
    if compiler_type not in GCC_STYLE_COMPILERS:
        raise ValueError(f"keccakx's C core needs GCC or clang, not setuptools' {compiler_type!r} compiler")
    compile_args, link_args = ["-std=c11"], []
    if plat_name.startswith(("win", "mingw", "cygwin")):
        # core/threads.c uses Windows threads; libgcc is linked in, so that the extension needs
        # no DLL of the toolchain's that Python does not ship.
        link_args.append("-static-libgcc")
    elif plat_name.startswith("macosx"):
        # Only the module's init function is exported; threads are libSystem's, with no flag.
        compile_args.append("-fvisibility=hidden")
    else:
        # ELF: only the module's init function is exported. -pthread for core/threads.c's
        # workers: glibc before 2.34 keeps pthread_create in libpthread.
        compile_args += ["-fvisibility=hidden", "-pthread"]
        link_args.append("-pthread")
        if plat_name.startswith("linux") and libc == "glibc":
            # The symbol versions a manylinux2014 wheel may use (core/threads.c).
            macros.append(("KX_GLIBC_BASELINE_SYMBOLS", None))
    return BuildFlags(macros, compile_args, link_args)


def wheel_options(gil_disabled: bool) -> dict:
    """setup()'s options for the interpreter that builds: one cp39-abi3 wheel, which every
    CPython from 3.9 on loads (cffi builds the extension on the limited API), except on a
    free-threaded CPython (sysconfig's Py_GIL_DISABLED), whose limited API setuptools refuses
    before 3.15: there cffi builds the extension for that version alone, in a wheel tagged
    for it (cp314-cp314t)."""
    if gil_disabled:
        return {}
    return {"bdist_wheel": {"py_limited_api": "cp39"}}


# The public API as Python sees it. Input pointers are `const char *` (not the
# header's `const void *`) so that cffi passes a bytes object straight through
# and accepts ffi.from_buffer() of any other buffer; the C compiler converts
# them back to `const void *` at the call.
CDEF = """
#define KX_VERSION_MAJOR ...
#define KX_VERSION_MINOR ...
#define KX_VERSION_PATCH ...

static const int KX_OK;

typedef enum kx_alg {
  KX_KECCAK_224 = 1, KX_KECCAK_256 = 2, KX_KECCAK_384 = 3, KX_KECCAK_512 = 4,
  KX_SHA3_224 = 5, KX_SHA3_256 = 6, KX_SHA3_384 = 7, KX_SHA3_512 = 8,
  KX_SHAKE128 = 9, KX_SHAKE256 = 10,
  KX_TURBOSHAKE128 = 11, KX_TURBOSHAKE256 = 12, KX_KT128 = 13, KX_KT256 = 14,
  KX_CSHAKE128 = 15, KX_CSHAKE256 = 16,
  KX_KMAC128 = 17, KX_KMAC256 = 18, KX_KMACXOF128 = 19, KX_KMACXOF256 = 20,
  KX_TUPLEHASH128 = 21, KX_TUPLEHASH256 = 22, KX_TUPLEHASHXOF128 = 23, KX_TUPLEHASHXOF256 = 24,
  KX_PARALLELHASH128 = 25, KX_PARALLELHASH256 = 26, KX_PARALLELHASHXOF128 = 27, KX_PARALLELHASHXOF256 = 28
} kx_alg;

#define KX_MULTI_MAX ...

typedef struct kx_ctx { uint64_t opaque[...]; } kx_ctx;
typedef struct kx_multi_ctx { uint64_t opaque[...]; } kx_multi_ctx;

const char *kx_strerror(int code);
const char *kx_version(void);
size_t kx_digest_size(kx_alg alg);
size_t kx_rate(kx_alg alg);
const char *kx_alg_name(kx_alg alg);

int kx_init(kx_ctx *ctx, kx_alg alg);
int kx_init_turboshake(kx_ctx *ctx, kx_alg alg, uint8_t domain);
int kx_set_threads(kx_ctx *ctx, unsigned threads);

const char *kx_backend(unsigned width);
size_t kx_backends(const char **names, size_t cap);
int kx_use_backend(const char *name);

int kxpy_hash(kx_alg alg, const char *in, size_t inlen, char *out, size_t outlen);
int kxpy_update(kx_ctx *ctx, const char *in, size_t inlen);
int kxpy_squeeze(kx_ctx *ctx, char *out, size_t outlen);
int kxpy_hash_many(kx_alg alg, size_t n, const void *const in[], const size_t inlen[],
                   char *out, size_t outlen);
int kxpy_init_cshake(kx_ctx *ctx, kx_alg alg, const char *name, size_t namelen, const char *custom,
                     size_t customlen);
int kxpy_init_kmac(kx_ctx *ctx, kx_alg alg, const char *key, size_t keylen, const char *custom,
                   size_t customlen);
int kxpy_init_tuplehash(kx_ctx *ctx, kx_alg alg, const char *custom, size_t customlen);
int kxpy_tuplehash_update(kx_ctx *ctx, const char *elem, size_t len);
int kxpy_init_parallelhash(kx_ctx *ctx, kx_alg alg, size_t block_size, const char *custom,
                           size_t customlen);
int kxpy_kangarootwelve_final(kx_ctx *ctx, const char *custom, size_t customlen, char *out,
                              size_t outlen);
int kxpy_keccak_224(const char *in, size_t inlen, char *out);
int kxpy_keccak_256(const char *in, size_t inlen, char *out);
int kxpy_keccak_384(const char *in, size_t inlen, char *out);
int kxpy_keccak_512(const char *in, size_t inlen, char *out);
int kxpy_sha3_224(const char *in, size_t inlen, char *out);
int kxpy_sha3_256(const char *in, size_t inlen, char *out);
int kxpy_sha3_384(const char *in, size_t inlen, char *out);
int kxpy_sha3_512(const char *in, size_t inlen, char *out);
int kxpy_final_copy(const kx_ctx *ctx, char *out, size_t outlen);
int kxpy_hash_many_packed(kx_alg alg, size_t n, const char *packed, const size_t inlen[],
                          const char *scratch[], char *out, size_t outlen);
int kxpy_permute(char *states, size_t nbytes, unsigned rounds);
int kxpy_kangarootwelve_final_copy(const kx_ctx *ctx, const char *custom, size_t customlen,
                                   char *out, size_t outlen);
int kxpy_multi_init(kx_multi_ctx groups[], kx_alg alg, size_t n);
int kxpy_multi_update(kx_multi_ctx groups[], size_t n, const char *const in[], size_t inlen);
int kxpy_multi_update_packed(kx_multi_ctx groups[], size_t n, const char *packed, size_t inlen);
int kxpy_multi_final_copy(const kx_multi_ctx groups[], size_t n, char *out, size_t outlen);
int kxpy_multi_start_squeeze(kx_multi_ctx groups[], size_t n, char *out, size_t outlen);
int kxpy_multi_squeeze(kx_multi_ctx groups[], size_t n, char *out, size_t outlen);
"""

# Glue between cffi and the ABI, each piece there to save Python-level work.
GLUE = r"""
#include <string.h>
#include "keccakx.h"

/* The GIL is held as hashlib holds it: released only around a call that reads
 * or writes at least KXPY_GIL_MINSIZE bytes (hashlib's HASHLIB_GIL_MINSIZE),
 * so that threads hash long inputs in parallel while a short hash does not
 * pay for giving the GIL up and taking it back (27 ns on Zen 4: 6% of a
 * Python keccak256 of 32 bytes). cffi's wrappers would release it around
 * every call, so their macros are emptied here, before the wrappers that use
 * them, and each function below that can take long releases it itself: the
 * cdef declares no other. PyPy releases it around every cffi call itself. */
#ifndef PYPY_VERSION
#undef Py_BEGIN_ALLOW_THREADS
#undef Py_END_ALLOW_THREADS
#define Py_BEGIN_ALLOW_THREADS {
#define Py_END_ALLOW_THREADS }
#endif
enum { KXPY_GIL_MINSIZE = 2048 };

/* Releases the GIL if the call works on `bytes` bytes or more; what it
 * returns goes to kxpy_restore_gil with the call's result. */
static void *kxpy_release_gil_for(size_t bytes) {
#ifndef PYPY_VERSION
  if (bytes >= KXPY_GIL_MINSIZE) return PyEval_SaveThread();
#endif
  (void)bytes;
  return NULL;
}

static int kxpy_restore_gil(void *released, int rc) {
#ifndef PYPY_VERSION
  if (released) PyEval_RestoreThread((PyThreadState *)released);
#endif
  return rc;
}

/* The sum of a few byte counts, saturated: only its size against KXPY_GIL_MINSIZE matters. */
static size_t kxpy_bytes(size_t a, size_t b) { return a + b < a ? SIZE_MAX : a + b; }

/* count times size, saturated. */
static size_t kxpy_bytes_times(size_t count, size_t size) {
  return size && count > SIZE_MAX / size ? SIZE_MAX : count * size;
}

/* One-shot fixed-size hashes, one function per algorithm (three arguments
 * cost cffi less than four). The output is the caller's: every call owns its
 * buffer, so Python code that runs while this call's result is on its way
 * (a signal handler, a profile or trace hook) can hash without touching it.
 * kx_keccak256 and kx_hash with the digest size fail only on NULL pointers,
 * which cffi never passes for a bytes object or a buffer. */
static int kxpy_keccak_256(const char *in, size_t inlen, char *out) {
  void *released = kxpy_release_gil_for(inlen);
  return kxpy_restore_gil(released, kx_keccak256(in, inlen, (uint8_t *)out));
}

#define KXPY_ONE_SHOT(name, alg, size)                              \
  static int kxpy_##name(const char *in, size_t inlen, char *out) { \
    void *released = kxpy_release_gil_for(inlen);                   \
    return kxpy_restore_gil(released, kx_hash(alg, in, inlen, out, size)); \
  }
KXPY_ONE_SHOT(keccak_224, KX_KECCAK_224, 28)
KXPY_ONE_SHOT(keccak_384, KX_KECCAK_384, 48)
KXPY_ONE_SHOT(keccak_512, KX_KECCAK_512, 64)
KXPY_ONE_SHOT(sha3_224, KX_SHA3_224, 28)
KXPY_ONE_SHOT(sha3_256, KX_SHA3_256, 32)
KXPY_ONE_SHOT(sha3_384, KX_SHA3_384, 48)
KXPY_ONE_SHOT(sha3_512, KX_SHA3_512, 64)

/* The core's functions that can take long, each releasing the GIL for a long call. */
static int kxpy_hash(kx_alg alg, const char *in, size_t inlen, char *out, size_t outlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes(inlen, outlen));
  return kxpy_restore_gil(released, kx_hash(alg, in, inlen, out, outlen));
}

static int kxpy_update(kx_ctx *ctx, const char *in, size_t inlen) {
  void *released = kxpy_release_gil_for(inlen);
  return kxpy_restore_gil(released, kx_update(ctx, in, inlen));
}

static int kxpy_squeeze(kx_ctx *ctx, char *out, size_t outlen) {
  void *released = kxpy_release_gil_for(outlen);
  return kxpy_restore_gil(released, kx_squeeze(ctx, out, outlen));
}

/* kx_hash_many of n messages of input_bytes in all. Each message costs at
 * least one permutation, as much as a block of input (a thousand empty
 * messages are a thousand permutations). */
static int kxpy_hash_many_of(size_t input_bytes, kx_alg alg, size_t n, const void *const in[],
                             const size_t inlen[], char *out, size_t outlen) {
  size_t per_message = kxpy_bytes(kx_rate(alg), outlen);
  void *released = kxpy_release_gil_for(kxpy_bytes(input_bytes, kxpy_bytes_times(n, per_message)));
  return kxpy_restore_gil(released, kx_hash_many(alg, n, in, inlen, out, outlen));
}

static int kxpy_hash_many(kx_alg alg, size_t n, const void *const in[], const size_t inlen[], char *out,
                          size_t outlen) {
  size_t input_bytes = 0;
  for (size_t i = 0; i < n; i++) input_bytes = kxpy_bytes(input_bytes, inlen[i]);
  return kxpy_hash_many_of(input_bytes, alg, n, in, inlen, out, outlen);
}

static int kxpy_init_cshake(kx_ctx *ctx, kx_alg alg, const char *name, size_t namelen, const char *custom,
                            size_t customlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes(namelen, customlen));
  return kxpy_restore_gil(released, kx_init_cshake(ctx, alg, name, namelen, custom, customlen));
}

static int kxpy_init_kmac(kx_ctx *ctx, kx_alg alg, const char *key, size_t keylen, const char *custom,
                          size_t customlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes(keylen, customlen));
  return kxpy_restore_gil(released, kx_init_kmac(ctx, alg, key, keylen, custom, customlen));
}

static int kxpy_init_tuplehash(kx_ctx *ctx, kx_alg alg, const char *custom, size_t customlen) {
  void *released = kxpy_release_gil_for(customlen);
  return kxpy_restore_gil(released, kx_init_tuplehash(ctx, alg, custom, customlen));
}

static int kxpy_tuplehash_update(kx_ctx *ctx, const char *elem, size_t len) {
  void *released = kxpy_release_gil_for(len);
  return kxpy_restore_gil(released, kx_tuplehash_update(ctx, elem, len));
}

static int kxpy_init_parallelhash(kx_ctx *ctx, kx_alg alg, size_t block_size, const char *custom,
                                  size_t customlen) {
  void *released = kxpy_release_gil_for(customlen);
  return kxpy_restore_gil(released, kx_init_parallelhash(ctx, alg, block_size, custom, customlen));
}

static int kxpy_kangarootwelve_final(kx_ctx *ctx, const char *custom, size_t customlen, char *out,
                                     size_t outlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes(customlen, outlen));
  return kxpy_restore_gil(released, kx_kangarootwelve_final(ctx, custom, customlen, out, outlen));
}

/* Finalizes a copy of ctx, so that taking a digest does not end the hash. */
static int kxpy_final_copy(const kx_ctx *ctx, char *out, size_t outlen) {
  kx_ctx copy = *ctx;
  void *released = kxpy_release_gil_for(outlen);
  int rc = kxpy_restore_gil(released, kx_final(&copy, out, outlen));
  kx_wipe(&copy);
  return rc;
}

/* KangarooTwelve's digest with customization C, from a copy of ctx (C comes
 * after the message, so the object keeps C and hands it over at the end). */
static int kxpy_kangarootwelve_final_copy(const kx_ctx *ctx, const char *custom, size_t customlen,
                                          char *out, size_t outlen) {
  kx_ctx copy = *ctx;
  int rc = kxpy_kangarootwelve_final(&copy, custom, customlen, out, outlen);
  kx_wipe(&copy);
  return rc;
}

/* n streams of any number, held KX_MULTI_MAX to a kx_multi_ctx in
 * (n + KX_MULTI_MAX - 1) / KX_MULTI_MAX groups (the last holds the rest): one
 * Python call reaches all of them. Every group is in the same phase, so a
 * call that fails, fails on the first group, before anything changed. Output
 * is packed: stream i's outlen bytes at out + i * outlen. */
static unsigned kxpy_multi_group_size(size_t n, size_t group) {
  size_t rest = n - group * KX_MULTI_MAX;
  return (unsigned)(rest < KX_MULTI_MAX ? rest : KX_MULTI_MAX);
}

static int kxpy_multi_init(kx_multi_ctx groups[], kx_alg alg, size_t n) {
  for (size_t g = 0; g * KX_MULTI_MAX < n; g++) {
    int rc = kx_multi_init(&groups[g], alg, kxpy_multi_group_size(n, g));
    if (rc != KX_OK) return rc;
  }
  return KX_OK;
}

static int kxpy_multi_update(kx_multi_ctx groups[], size_t n, const char *const in[], size_t inlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes_times(n, inlen));
  int rc = KX_OK;
  for (size_t g = 0; rc == KX_OK && g * KX_MULTI_MAX < n; g++)
    rc = kx_multi_update(&groups[g], (const void *const *)&in[g * KX_MULTI_MAX], inlen);
  return kxpy_restore_gil(released, rc);
}

/* kxpy_multi_update of n inputs of inlen bytes stored one after another in
 * packed: for short inputs, one join in Python costs less than a buffer
 * export per stream. */
static int kxpy_multi_update_packed(kx_multi_ctx groups[], size_t n, const char *packed, size_t inlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes_times(n, inlen));
  int rc = KX_OK;
  for (size_t g = 0; rc == KX_OK && g * KX_MULTI_MAX < n; g++) {
    const void *in[KX_MULTI_MAX];
    unsigned count = kxpy_multi_group_size(n, g);
    for (unsigned i = 0; i < count; i++) in[i] = packed + (g * KX_MULTI_MAX + i) * inlen;
    rc = kx_multi_update(&groups[g], in, inlen);
  }
  return kxpy_restore_gil(released, rc);
}

static void kxpy_multi_outputs(char *out, size_t outlen, size_t first, unsigned count, void *pointers[]) {
  for (unsigned i = 0; i < count; i++) pointers[i] = out + (first + i) * outlen;
}

static int kxpy_multi_final_copy(const kx_multi_ctx groups[], size_t n, char *out, size_t outlen) {
  kx_multi_ctx copy;
  void *released = kxpy_release_gil_for(kxpy_bytes_times(n, outlen));
  int rc = KX_OK;
  for (size_t g = 0; rc == KX_OK && g * KX_MULTI_MAX < n; g++) {
    void *pointers[KX_MULTI_MAX];
    kxpy_multi_outputs(out, outlen, g * KX_MULTI_MAX, kxpy_multi_group_size(n, g), pointers);
    copy = groups[g];
    rc = kx_multi_final(&copy, (void *const *)pointers, outlen);
  }
  kx_multi_wipe(&copy);
  return kxpy_restore_gil(released, rc);
}

/* A last group of one stream after a full one (nine streams: ML-KEM-768's
 * matrix) squeezes together with it, which AVX-512 runs in one kernel. */
static int kxpy_multi_squeeze(kx_multi_ctx groups[], size_t n, char *out, size_t outlen) {
  void *released = kxpy_release_gil_for(kxpy_bytes_times(n, outlen));
  int rc = KX_OK;
  size_t paired = n > KX_MULTI_MAX && n % KX_MULTI_MAX == 1 ? n / KX_MULTI_MAX - 1 : SIZE_MAX;
  for (size_t g = 0; rc == KX_OK && g * KX_MULTI_MAX < n; g++) {
    void *pointers[KX_MULTI_MAX], *last[1];
    kxpy_multi_outputs(out, outlen, g * KX_MULTI_MAX, kxpy_multi_group_size(n, g), pointers);
    if (g == paired) {
      kxpy_multi_outputs(out, outlen, (g + 1) * KX_MULTI_MAX, 1, last);
      rc = kx_multi_squeeze_pair(&groups[g], (void *const *)pointers, &groups[g + 1], (void *const *)last, outlen);
      break;
    }
    rc = kx_multi_squeeze(&groups[g], (void *const *)pointers, outlen);
  }
  return kxpy_restore_gil(released, rc);
}

/* The first read of a multi object: its groups[] are followed by as many
 * more for the output streams, which start as a copy of the input's (so
 * that digest() still gives the streams' start) and squeeze from there. */
static int kxpy_multi_start_squeeze(kx_multi_ctx groups[], size_t n, char *out, size_t outlen) {
  size_t count = (n + KX_MULTI_MAX - 1) / KX_MULTI_MAX;
  memcpy(&groups[count], groups, count * sizeof groups[0]);
  return kxpy_multi_squeeze(&groups[count], n, out, outlen);
}

/* kx_hash_many over n messages stored one after another in packed (message i
 * is inlen[i] bytes): building the pointer table here costs nothing, while in
 * Python it would cost more than hashing a short message. */
static int kxpy_hash_many_packed(kx_alg alg, size_t n, const char *packed, const size_t inlen[],
                                 const char *scratch[], char *out, size_t outlen) {
  size_t offset = 0;
  for (size_t i = 0; i < n; i++) {
    scratch[i] = packed + offset;
    offset += inlen[i];
  }
  return kxpy_hash_many_of(offset, alg, n, (const void *const *)scratch, inlen, out, outlen);
}

/* Permutes nbytes / 200 states (1, 2, 4 or 8) of any Python buffer. Python
 * buffers need not be 8-byte aligned (a memoryview slice), so unaligned states
 * are permuted in an aligned copy. */
static int kxpy_permute(char *states, size_t nbytes, unsigned rounds) {
  uint64_t aligned[8][25];
  int unaligned = (uintptr_t)states % sizeof(uint64_t) != 0;
  uint64_t (*s)[25] = unaligned ? aligned : (uint64_t (*)[25])(void *)states;
  size_t whole_states = nbytes % sizeof aligned[0] == 0 ? nbytes / sizeof aligned[0] : 0;
  int rc;
  if (nbytes > sizeof aligned) return KX_ERR_BAD_LENGTH;
  if (unaligned) memcpy(aligned, states, nbytes);
  switch (whole_states) {
    case 1: rc = kx_permute(s[0], rounds); break;
    case 2: rc = kx_permute_x2(s, rounds); break;
    case 4: rc = kx_permute_x4(s, rounds); break;
    case 8: rc = kx_permute_x8(s, rounds); break;
    default: return KX_ERR_BAD_LENGTH;
  }
  if (unaligned && rc == KX_OK) memcpy(states, aligned, nbytes);
  return rc;
}
"""


# Ethereum's Merkle-Patricia trie (keccakx._trie). Keys and values cross
# packed, one buffer each with a length array, as hash_many's messages do;
# kxpy_trie_on_node is the Python function (ffi.def_extern) that C calls for
# every committed node.
TRIE_CDEF = """
static const int KX_ERR_OUT_OF_MEMORY;
typedef struct kx_trie kx_trie;
typedef void kx_trie_node_fn(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                             const uint8_t *blob, size_t bloblen);
kx_trie *kx_trie_new(kx_trie_node_fn *on_node, void *user);
void kx_trie_free(kx_trie *t);
extern "Python" void kxpy_trie_on_node(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                                       const uint8_t *blob, size_t bloblen);
int kxpy_trie_update_packed(kx_trie *t, size_t n, const char *keys, const size_t keylens[],
                            const char *values, const size_t valuelens[]);
int kxpy_trie_root(kx_trie *t, char *root);
int kxpy_trie_sorted_root(size_t n, const char *keys, const size_t keylens[], const char *values,
                          const size_t valuelens[], char *root);
int kxpy_trie_ordered_root(size_t n, const char *values, const size_t valuelens[], const char *scratch[],
                           char *root);
int kxpy_trie_secure_root(size_t n, const char *keys, const size_t keylens[], const char *values,
                          const size_t valuelens[], const char *scratch[], char *root);
"""

# The GIL is released while C builds a trie, as for hashing, when the call
# reads at least KXPY_GIL_MINSIZE bytes; C takes it back (cffi's extern
# "Python" does) to call on_node.
TRIE_GLUE = r"""
static void kxpy_trie_on_node(void *user, const uint8_t *path, size_t pathlen, const uint8_t hash[32],
                              const uint8_t *blob, size_t bloblen);

/* The total of n lengths, saturated. */
static size_t kxpy_sum(size_t n, const size_t lens[]) {
  size_t total = 0;
  for (size_t i = 0; i < n; i++) total = kxpy_bytes(total, lens[i]);
  return total;
}

/* Pointers to the n strings stored one after another in packed. */
static void kxpy_unpack(size_t n, const char *packed, const size_t lens[], const char *pointers[]) {
  for (size_t i = 0; i < n; i++) {
    pointers[i] = packed;
    packed += lens[i];
  }
}

/* Adds n keys and values, stored one after another in keys and values; stops at the first
 * that fails (Python checks order and emptiness before, so only memory can run out). */
static int kxpy_trie_add(kx_trie *t, size_t n, const char *keys, const size_t keylens[],
                         const char *values, const size_t valuelens[]) {
  int rc = KX_OK;
  for (size_t i = 0; rc == KX_OK && i < n; i++) {
    rc = kx_trie_update(t, keys, keylens[i], values, valuelens[i]);
    keys += keylens[i];
    values += valuelens[i];
  }
  return rc;
}

static int kxpy_trie_update_packed(kx_trie *t, size_t n, const char *keys, const size_t keylens[],
                                   const char *values, const size_t valuelens[]) {
  void *released = kxpy_release_gil_for(kxpy_bytes(kxpy_sum(n, keylens), kxpy_sum(n, valuelens)));
  return kxpy_restore_gil(released, kxpy_trie_add(t, n, keys, keylens, values, valuelens));
}

/* Committing what is left hashes at least the root: released as for a long call. */
static int kxpy_trie_root(kx_trie *t, char *root) {
  void *released = kxpy_release_gil_for(KXPY_GIL_MINSIZE);
  return kxpy_restore_gil(released, kx_trie_root(t, (uint8_t *)root));
}

/* The root of n keys in increasing order, by a trie of its own. */
static int kxpy_trie_sorted_root(size_t n, const char *keys, const size_t keylens[], const char *values,
                                 const size_t valuelens[], char *root) {
  kx_trie *t = kx_trie_new(NULL, NULL);
  if (!t) return KX_ERR_OUT_OF_MEMORY;
  void *released = kxpy_release_gil_for(kxpy_bytes(kxpy_sum(n, keylens), kxpy_sum(n, valuelens)));
  int rc = kxpy_trie_add(t, n, keys, keylens, values, valuelens);
  if (rc == KX_OK) rc = kx_trie_root(t, (uint8_t *)root);
  kx_trie_free(t);
  return kxpy_restore_gil(released, rc);
}

static int kxpy_trie_ordered_root(size_t n, const char *values, const size_t valuelens[], const char *scratch[],
                                  char *root) {
  void *released = kxpy_release_gil_for(kxpy_sum(n, valuelens));
  kxpy_unpack(n, values, valuelens, scratch);
  return kxpy_restore_gil(released, kx_trie_ordered_root(n, (const void *const *)scratch, valuelens,
                                                          (uint8_t *)root));
}

/* scratch holds 2n pointers: the keys', then the values'. */
static int kxpy_trie_secure_root(size_t n, const char *keys, const size_t keylens[], const char *values,
                                 const size_t valuelens[], const char *scratch[], char *root) {
  void *released = kxpy_release_gil_for(kxpy_bytes(kxpy_sum(n, keylens), kxpy_sum(n, valuelens)));
  kxpy_unpack(n, keys, keylens, scratch);
  kxpy_unpack(n, values, valuelens, scratch + n);
  return kxpy_restore_gil(released, kx_trie_secure_root(n, (const void *const *)scratch, keylens,
                                                         (const void *const *)(scratch + n), valuelens,
                                                         (uint8_t *)root));
}
"""


# The C source of the module: the glue of the hashes, then the trie's.
MODULE_GLUE = GLUE + TRIE_GLUE


def declared_ffi() -> FFI:
    """An FFI with the API Python sees declared, its source not yet set."""
    ffi = FFI()
    ffi.cdef(CDEF + TRIE_CDEF)
    return ffi


def make_ffibuilder() -> FFI:
    """The FFI that setup.py's cffi_modules builds (cffi calls this function)."""
    ffibuilder = declared_ffi()
    if use_system_library():
        ffibuilder.set_source_pkgconfig("keccakx._keccakx", ["keccakx"], MODULE_GLUE)
        return ffibuilder
    root = c_core_for_build()
    ffibuilder.set_source(
        "keccakx._keccakx",
        MODULE_GLUE,
        sources=c_core_sources(root),
        include_dirs=[str(root / "include"), str(root / "core")],
    )
    return ffibuilder
