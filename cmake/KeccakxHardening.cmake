# SPDX-License-Identifier: MIT OR Apache-2.0
# Binding and hardening flags of what is installed. Each flag is added only
# where the toolchain takes it: the ELF linker options (-z relro, -z now,
# -Bsymbolic-functions) mean nothing to ld64 or to a PE linker, which may
# accept them with a mere warning, so they are tried on ELF targets only.
include(CheckCCompilerFlag)
include(CheckCSourceCompiles)

set(_kx_elf OFF)
if(CMAKE_EXECUTABLE_FORMAT STREQUAL "ELF")
  set(_kx_elf ON)
endif()

# A linker that ignores an option says so rather than failing.
function(_kx_check_linker_flag flag result)
  set(CMAKE_REQUIRED_LINK_OPTIONS "${flag}")
  set(CMAKE_REQUIRED_QUIET ON)
  check_c_source_compiles("int main(void) { return 0; }" ${result}
    FAIL_REGEX "ignored" "unknown" "unrecognized" "unsupported")
endfunction()

if(_kx_elf)
  _kx_check_linker_flag("LINKER:-z,relro,-z,now" KECCAKX_HAVE_FULL_RELRO)
  _kx_check_linker_flag("LINKER:-Bsymbolic-functions" KECCAKX_HAVE_BSYMBOLIC_FUNCTIONS)
  check_c_compiler_flag(-fno-semantic-interposition KECCAKX_HAVE_NO_SEMANTIC_INTERPOSITION)
endif()
check_c_compiler_flag(-fstack-protector-strong KECCAKX_HAVE_STACK_PROTECTOR_STRONG)
set(CMAKE_REQUIRED_FLAGS "-O2 -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2")
check_c_source_compiles("#include <string.h>
int main(int argc, char **argv) { char b[8]; strcpy(b, argv[argc - 1]); return b[0]; }"
  KECCAKX_HAVE_FORTIFY_SOURCE)
unset(CMAKE_REQUIRED_FLAGS)

# Calls from one kx_ function to another (kx_hash to kx_init, the wipes)
# bind inside the shared object: neither a second copy of the library nor an
# LD_PRELOAD can take them over, and none costs a PLT jump.
# tests/abi/check_no_plt_calls.sh holds the library to that.
function(keccakx_bind_internally objects shared)
  if(KECCAKX_HAVE_NO_SEMANTIC_INTERPOSITION)
    target_compile_options(${objects} PRIVATE -fno-semantic-interposition)
  endif()
  if(KECCAKX_HAVE_BSYMBOLIC_FUNCTIONS)
    target_link_options(${shared} PRIVATE "LINKER:-Bsymbolic-functions")
  endif()
endfunction()

# Full RELRO: the dynamic linker resolves every symbol at load time and then
# makes the GOT read-only, so a stray write cannot redirect a later call.
function(keccakx_full_relro target)
  if(KECCAKX_HAVE_FULL_RELRO)
    target_link_options(${target} PRIVATE "LINKER:-z,relro,-z,now")
  endif()
endfunction()

# mingw-w64 keeps the stack protector's and _FORTIFY_SOURCE's run time in libssp.
function(_kx_link_ssp target)
  if(MINGW)
    target_link_libraries(${target} PRIVATE ssp)
  endif()
endfunction()

function(keccakx_stack_protector target)
  if(KECCAKX_HAVE_STACK_PROTECTOR_STRONG)
    target_compile_options(${target} PRIVATE -fstack-protector-strong)
    _kx_link_ssp(${target})
  endif()
endfunction()

# _FORTIFY_SOURCE needs optimisation (glibc warns without it), and under the
# sanitizers, which check the same accesses more closely, it is left out.
# The -U first: some compilers define it by default, at another level.
function(keccakx_fortify target)
  if(KECCAKX_HAVE_FORTIFY_SOURCE AND NOT CMAKE_C_FLAGS MATCHES "-fsanitize")
    target_compile_options(${target} PRIVATE
      "$<$<CONFIG:Release,RelWithDebInfo,MinSizeRel>:-U_FORTIFY_SOURCE;-D_FORTIFY_SOURCE=2>")
    _kx_link_ssp(${target})
  endif()
endfunction()
