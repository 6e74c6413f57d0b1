# Packaging.cmake - `cpack -G DEB` in the build tree makes a Debian 12
# package of everything `cmake --install` installs, under /usr:
#
#   cd build && cpack -G DEB      # hpvmcc_<version>_amd64.deb
#   apt install ./hpvmcc_0.1.0_amd64.deb
#
# hpvmcc runs Debian's clang++-19 and links against its LLVM and Clang
# libraries; programs link LLVM's OpenMP runtime, and oneDNN when they use
# tensor operations. The GPU needs nothing at
# build time (the CUDA driver is opened when a program runs).
set(CPACK_PACKAGE_NAME hpvmcc)
set(CPACK_PACKAGE_VENDOR "hpvmcc")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "heterogeneous C++ compiler: #pragma hpvm to CPU, vector and NVIDIA GPU code")
set(CPACK_PACKAGE_CONTACT "hpvmcc developers")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "clang-19, libclang-cpp19, libllvm19, libomp-19-dev, libdnnl-dev, libc6, libstdc++6, python3")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "clangd-19, distcc, ccache")
include(CPack)
