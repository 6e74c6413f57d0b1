#!/usr/bin/env bash
# approx-conv.sh - the digits networks' convolutions on the CPU, exactly and
# under each perforation and sampling knob, in interleaved rounds, one
# thread: prints the median time of a call and exact / approximate (> 1:
# the knob makes the convolution faster). bench/tensor/approx_conv.cpp.
#
#   bench/tensor/approx-conv.sh [ROUNDS] [CALLS]      (after scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
hpvmcc=${HPVMCC:-build/bin/hpvmcc}
out=build/bench/tensor && mkdir -p "$out"
"$hpvmcc" -O3 -march=native bench/tensor/approx_conv.cpp -o "$out/approx_conv"
OMP_NUM_THREADS=1 HPVM_NUM_THREADS=1 HPVM_TENSOR_DEVICE=cpu \
  "$out/approx_conv" "${1:-7}" "${2:-200}"
