# SPDX-License-Identifier: MIT OR Apache-2.0
# Installs the header, both libraries, keccakx.pc and a CMake package, so that
# both `pkg-config --libs keccakx` and `find_package(keccakx)` work.
include(CMakePackageConfigHelpers)

install(FILES include/keccakx.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS keccakx keccakx_static EXPORT keccakxTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set(KECCAKX_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/keccakx)
install(EXPORT keccakxTargets NAMESPACE keccakx:: DESTINATION ${KECCAKX_CMAKE_DIR})
configure_package_config_file(cmake/keccakxConfig.cmake.in
  ${PROJECT_BINARY_DIR}/keccakxConfig.cmake INSTALL_DESTINATION ${KECCAKX_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/keccakxConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/keccakxConfig.cmake ${PROJECT_BINARY_DIR}/keccakxConfigVersion.cmake
  DESTINATION ${KECCAKX_CMAKE_DIR})

# The .pc file finds its prefix from its own place (${pcfiledir}), so an
# install moved with `cmake --install --prefix` or DESTDIR still works.
set(KECCAKX_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
if(IS_ABSOLUTE "${KECCAKX_PC_DIR}")
  set(KECCAKX_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH _up "/root/${KECCAKX_PC_DIR}" "/root")
  string(REGEX REPLACE "/$" "" _up "${_up}")
  set(KECCAKX_PC_PREFIX "\${pcfiledir}/${_up}")
endif()
foreach(_dir LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${_dir}}")
    set(KECCAKX_PC_${_dir} "${CMAKE_INSTALL_${_dir}}")
  else()
    set(KECCAKX_PC_${_dir} "\${prefix}/${CMAKE_INSTALL_${_dir}}")
  endif()
endforeach()
configure_file(cmake/keccakx.pc.in ${PROJECT_BINARY_DIR}/keccakx.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/keccakx.pc DESTINATION ${KECCAKX_PC_DIR})
