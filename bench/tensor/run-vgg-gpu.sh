#!/usr/bin/env bash
# run-vgg-gpu.sh - on the GPU machine: the tensor runtime's FP16 against its
# FP32 on a VGG-style CIFAR-shaped network (bench/tensor/vgg_cifar.cpp: 64-256
# channel convolutions, where tensor cores have work), batches of 1, 64 and
# 512. Each round runs FP32 then FP16 (every operation in half precision,
# HPVM_TENSOR_CONFIG '* fp16'), the FP16 run checking its predictions
# against the FP32 run's (99% at least). Prints the median over the rounds
# of each process's median, and FP32's time / FP16's (> 1: FP16 faster).
#
#   bench/tensor/run-vgg-gpu.sh [BUNDLE] [REPEATS] [ROUNDS]
#                               (default build/bench-bundle, 20, 3)
#
# Exit status 1 when a run fails or the precisions disagree.
set -uo pipefail
cd "$(dirname "$0")/../.."
bundle=${1:-build/bench-bundle}
repeats=${2:-20}
rounds=${3:-3}
prog=$bundle/tensor/vgg_cifar
[ -x "$prog" ] || {
  echo "run-vgg-gpu.sh: $prog missing: run bench/prepare-gpu.sh" >&2
  exit 1
}
. bench/tensor/gpu-env.sh "$bundle"
status=0
for batch in 1 64 512; do
  for ((round = 0; round < rounds; round++)); do
    scores=$work/scores.$batch.$round
    HPVM_REQUIRE_GPU=1 "$prog" "$batch" "$repeats" "$scores" \
      >>"$work/fp32.$batch" || { echo "FAIL: fp32 batch $batch"; status=1; }
    HPVM_REQUIRE_GPU=1 HPVM_TENSOR_CONFIG=$work/fp16.cfg \
      "$prog" "$batch" "$repeats" "$scores" >"$work/fp16.out" ||
      { echo "FAIL: fp16 batch $batch"; status=1; }
    grep -v ' us per batch$' "$work/fp16.out"
    grep ' us per batch$' "$work/fp16.out" >>"$work/fp16.$batch"
  done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "VGG-style network on the GPU, median over $rounds rounds of each process's median of $repeats"
echo "| batch | FP32 | FP16 | FP32 / FP16 |"
echo "| --- | --- | --- | --- |"
for batch in 1 64 512; do
  f32=$(awk '{ print $4 }' "$work/fp32.$batch" | median)
  f16=$(awk '{ print $4 }' "$work/fp16.$batch" | median)
  awk -v b="$batch" -v a="$f32" -v h="$f16" \
    'BEGIN { printf "| %s | %.1f us | %.1f us | %.2fx |\n", b, a, h, a / h }'
done
exit $status
