#!/usr/bin/env bash
# run.sh - --hpvm-auto against clang++-19 -O3 on the PolyBench-style kernels
# of test/lit/e2e-auto/polybench.cpp (docs/auto-offload.md).
#
#   bench/auto/run.sh [SCALE [ROUNDS]]     build, then compare (scale 8, 5 rounds)
#   bench/auto/run.sh --build-only         build only, for another machine
#
# Builds the unannotated program twice into $HPVM_AUTO_OUT (default
# build/bench/auto): DIR/auto with `hpvmcc -O3 --hpvm-auto` ($HPVMCC, default
# build/bin/hpvmcc; $HPVM_AUTO_FLAGS adds options, e.g. --hpvm-targets=gpu)
# and DIR/seq with `clang++-19 -O3`, both with -march=$HPVM_AUTO_MARCH
# (default native; x86-64-v3 for the GPU machine), next to the libomp.so.5
# they load and compare.sh, which runs them (DIR/compare.sh there).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${HPVM_AUTO_OUT:-build/bench/auto}
march=${HPVM_AUTO_MARCH:-native}
src=test/lit/e2e-auto/polybench.cpp
mkdir -p "$out"
read -r -a flags <<<"${HPVM_AUTO_FLAGS:-}"
"${HPVMCC:-build/bin/hpvmcc}" -O3 -march="$march" --hpvm-auto "${flags[@]}" \
  "$src" -o "$out/auto"
clang++-19 -O3 -march="$march" "$src" -o "$out/seq"
cp -L /usr/lib/llvm-19/lib/libomp.so.5 bench/auto/compare.sh "$out/"
[ "${1:-}" = --build-only ] || "$out/compare.sh" "$@"
