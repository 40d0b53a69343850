# SPDX-License-Identifier: MIT OR Apache-2.0
# Warning flags for every target of the project (core, command, benchmarks,
# tests): all must build clean with them on gcc and clang, the newest included.
function(keccakx_warnings target)
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion)
    if(KECCAKX_WERROR)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()
