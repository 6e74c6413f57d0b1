#!/usr/bin/env bash
# run.sh - inference time of the digits networks (examples/digits/) on the
# tensor runtime against PyTorch on the CPU, same number of threads, batch 1
# and batch 360: prints both times and PyTorch's time / ours (>= 1: we are
# at least as fast).
#
#   bench/tensor/run.sh [THREADS] [REPEATS]      (after scripts/build.sh)
#
# Needs python3 with torch (Debian: python3-torch; /usr/bin/python3 is used
# when it has torch). HPVMCC overrides build/bin/hpvmcc.
set -euo pipefail
cd "$(dirname "$0")/../.."
threads=${1:-1} repeats=${2:-20}
hpvmcc=${HPVMCC:-build/bin/hpvmcc}
python=python3
/usr/bin/python3 -c 'import torch' 2>/dev/null && python=/usr/bin/python3
out=build/bench/tensor && mkdir -p "$out"
data=examples/digits/data
for prog in lenet_digits_pragma deep_digits; do
  "$hpvmcc" -O3 -march=native "examples/digits/$prog.cpp" -o "$out/$prog"
done
{
  for prog in lenet_digits_pragma deep_digits; do
    OMP_NUM_THREADS=$threads HPVM_NUM_THREADS=$threads HPVM_TENSOR_DEVICE=cpu \
      "$out/$prog" "$data" --time "$repeats"
  done
} > "$out/hpvm.txt"
"$python" bench/tensor/torch_digits.py "$data" "$threads" "$repeats" \
  > "$out/torch.txt"
echo "digits inference on the CPU, $threads thread(s), median of $repeats"
join -t: <(sort "$out/hpvm.txt") <(sort "$out/torch.txt") |
  awk -F: '{ split($2, h, " "); split($3, t, " ");
             printf "%-16s hpvmcc %10.1f us  PyTorch %10.1f us  PyTorch/hpvmcc %.2fx\n",
                    $1, h[1], t[1], t[1] / h[1] }'
