#!/usr/bin/env bash
# setup.sh - install the Debian 12 packages hpvmcc needs, only those missing.
#
# Non-interactive; prints what it installs. Run as root (or with sudo available).
set -euo pipefail

PACKAGES=(
  bash-completion
  ccache
  clang-19
  clangd-19
  cmake
  distcc
  gdb
  gnuplot-nox
  libclang-19-dev
  libclang-cpp19-dev
  libclang-rt-19-dev
  libdnnl-dev
  libgtest-dev
  libomp-19-dev
  libpolly-19-dev
  lld-19
  llvm-19-dev
  llvm-19-tools
  ninja-build
  ocl-icd-libopencl1
  xz-utils
  pkg-config
  pocl-opencl-icd
  python3
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} required packages are installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  SUDO=sudo
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: installed ${missing[*]}"
