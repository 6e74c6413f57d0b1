# hpvmcc-toolchain.cmake - compile a CMake project's C++ with hpvmcc and its
# C with hpvmclang (the same driver under its C name):
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/HPVM/hpvmcc-toolchain.cmake
#         [-DHPVM_TARGETS=cpu,gpu] [-DHPVM_CUDA_ARCH=sm_90] ..
#
# hpvmcc is a drop-in clang++ 19: CMake identifies it as Clang, files
# without '#pragma hpvm' compile exactly as with clang++-19, and it links
# libhpvm-rt itself. HPVM_TARGETS and HPVM_CUDA_ARCH become --hpvm-targets=
# and --cuda-arch= of every compile; changing them on a later configure
# takes effect (they are compile options, not cached flags).
#
# Every compile command also names hpvmcc's headers and turns off clang's
# unknown-pragma warning, which hpvmcc's pragmas never get: clangd and
# clang-tidy read compile_commands.json with clang's own driver, and so see
# the headers and no warning on '#pragma hpvm' lines.
get_filename_component(_hpvm_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT EXISTS "${_hpvm_prefix}/bin/hpvmcc")
  # Used from the source tree: the build tree's driver.
  get_filename_component(_hpvm_prefix "${CMAKE_CURRENT_LIST_DIR}/../build" ABSOLUTE)
endif()
set(CMAKE_CXX_COMPILER "${_hpvm_prefix}/bin/hpvmcc")
set(CMAKE_C_COMPILER "${_hpvm_prefix}/bin/hpvmclang")
set(HPVM_TARGETS "${HPVM_TARGETS}" CACHE STRING
  "hpvmcc's targets (--hpvm-targets=), e.g. cpu,gpu; empty: cpu")
set(HPVM_CUDA_ARCH "${HPVM_CUDA_ARCH}" CACHE STRING
  "PTX target of gpu nodes (--cuda-arch=), e.g. sm_90; empty: hpvmcc's default")
# The toolchain file is read again by every try_compile: the options are
# added once per directory.
get_directory_property(_hpvm_options COMPILE_OPTIONS)
if(NOT "-Wno-unknown-pragmas" IN_LIST _hpvm_options)
  add_compile_options("SHELL:-isystem ${_hpvm_prefix}/include" -Wno-unknown-pragmas)
  if(HPVM_TARGETS)
    add_compile_options(--hpvm-targets=${HPVM_TARGETS})
  endif()
  if(HPVM_CUDA_ARCH)
    add_compile_options(--cuda-arch=${HPVM_CUDA_ARCH})
  endif()
endif()
unset(_hpvm_options)
unset(_hpvm_prefix)
