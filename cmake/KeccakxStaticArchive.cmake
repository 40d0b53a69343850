# SPDX-License-Identifier: MIT OR Apache-2.0
# libkeccakx.a defines only the public API. Its objects are first linked into
# one relocatable object (the compiler driver's -r), in which objcopy
# --localize-hidden turns every hidden symbol (all but KX_API's) into a local
# one: calls between the core's files are resolved inside that object, and a
# program holding a second copy of the core (Go's bundled one, say) neither
# merges its dispatcher with ours nor fails with "multiple definition".
# Elsewhere than ELF with a GNU-style driver and objcopy, the archive holds the
# objects as they are.
#   keccakx_public_archive(<target> <object library>)
function(keccakx_public_archive target objects)
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang" AND CMAKE_OBJCOPY AND NOT APPLE AND NOT WIN32)
    set(merged ${CMAKE_CURRENT_BINARY_DIR}/${target}.merged.o)
    set(public ${CMAKE_CURRENT_BINARY_DIR}/${target}.o)
    add_custom_command(OUTPUT ${public}
      COMMAND ${CMAKE_C_COMPILER} -r -nostdlib -o ${merged} "$<TARGET_OBJECTS:${objects}>"
      COMMAND ${CMAKE_OBJCOPY} --localize-hidden ${merged} ${public}
      DEPENDS "$<TARGET_OBJECTS:${objects}>"
      COMMENT "Linking the core into one object with only the public API global"
      COMMAND_EXPAND_LISTS VERBATIM)
    add_library(${target} STATIC ${public})
    # Make-based generators see the objects' rule only through the target.
    add_dependencies(${target} ${objects})
    set_source_files_properties(${public} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
    set_target_properties(${target} PROPERTIES LINKER_LANGUAGE C)
  else()
    add_library(${target} STATIC $<TARGET_OBJECTS:${objects}>)
  endif()
endfunction()
