# hpvmcc-toolchain.cmake - compile a CMake project's C++ with hpvmcc and its
# C with hpvmclang (the same driver under its C name):
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/HPVM/hpvmcc-toolchain.cmake ..
#
# hpvmcc is a drop-in clang++ 19: CMake identifies it as Clang, files
# without '#pragma hpvm' compile exactly as with clang++-19, and it links
# libhpvm-rt itself. Set HPVM_TARGETS (e.g. "cpu,gpu") to pass
# --hpvm-targets= to every compile and link.
get_filename_component(_hpvm_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT EXISTS "${_hpvm_prefix}/bin/hpvmcc")
  # Used from the source tree: the build tree's driver.
  get_filename_component(_hpvm_prefix "${CMAKE_CURRENT_LIST_DIR}/../build" ABSOLUTE)
endif()
set(CMAKE_CXX_COMPILER "${_hpvm_prefix}/bin/hpvmcc")
set(CMAKE_C_COMPILER "${_hpvm_prefix}/bin/hpvmclang")
if(HPVM_TARGETS)
  set(CMAKE_CXX_FLAGS_INIT "--hpvm-targets=${HPVM_TARGETS}")
  set(CMAKE_C_FLAGS_INIT "--hpvm-targets=${HPVM_TARGETS}")
endif()
unset(_hpvm_prefix)
