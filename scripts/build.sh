#!/usr/bin/env bash
# build.sh - configure (once) and build hpvmcc into build/ with clang-19.
#
# Extra arguments go to CMake's configure step, e.g. -DHPVM_WERROR=ON.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  "$@" >/dev/null
cmake --build build
