# HPVMConfig.cmake - find_package(HPVM) support for an installed hpvmcc.
#
#   find_package(HPVM REQUIRED)          # with -DCMAKE_PREFIX_PATH=<prefix>
#   set(CMAKE_CXX_COMPILER ${HPVM_CXX_COMPILER})   # before project(), or use
#                                        # the toolchain file below
#
# Sets HPVM_CXX_COMPILER (the hpvmcc driver), HPVM_C_COMPILER (hpvmclang, the
# same driver for C), HPVM_INCLUDE_DIR (its headers,
# which hpvmcc finds by itself) and HPVM_TOOLCHAIN_FILE.
get_filename_component(_hpvm_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(HPVM_CXX_COMPILER "${_hpvm_prefix}/bin/hpvmcc")
set(HPVM_C_COMPILER "${_hpvm_prefix}/bin/hpvmclang")
set(HPVM_INCLUDE_DIR "${_hpvm_prefix}/include")
set(HPVM_TOOLCHAIN_FILE "${CMAKE_CURRENT_LIST_DIR}/hpvmcc-toolchain.cmake")
if(NOT EXISTS "${HPVM_CXX_COMPILER}")
  set(HPVM_FOUND FALSE)
  set(HPVM_NOT_FOUND_MESSAGE "no hpvmcc at ${HPVM_CXX_COMPILER}")
endif()
unset(_hpvm_prefix)
