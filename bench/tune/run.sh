#!/usr/bin/env bash
# run.sh - ApproxTuner's figure on the digits networks (examples/digits/):
# for each network and accuracy goal (1 and 2 points lost), hpvm-tune tunes
# the hardware-independent knobs (perforation, filter and reduction
# sampling; not fp16, which the tensor runtime only simulates) on test
# images 0:180, re-measures the curve's speed on this machine (install
# time, images 0:360, one thread) and checks it on the held-out images
# 180:360. Losses are counted per image (the programs report which images
# they got right) and held against the goal at CONFIDENCE (hpvm-tune tune
# --confidence; default 0.95, 0: as measured on images 0:180).
# Prints, per network and goal, the best configuration's
# development-time (multiply-add) speedup, its measured speedup, its loss on
# the held-out images and the tuning time (docs/benchmarks.md).
#
#   bench/tune/run.sh [REPEATS [CONFIDENCE]]      (after scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-5}
confidence=${2:-0.95}
bin=build/bin
out=build/bench/tune && mkdir -p "$out"
data=examples/digits/data
export OMP_NUM_THREADS=1 HPVM_NUM_THREADS=1 HPVM_TENSOR_DEVICE=cpu
printf '%-6s %-5s %-13s %-13s %-14s %s\n' network goal model-speedup \
  cpu-speedup held-out-loss tuning
for net in lenet_digits_pragma deep_digits; do
  "$bin/hpvmcc" -O3 -march=native "examples/digits/$net.cpp" -o "$out/$net"
  for goal in 1 2; do
    curve=$out/$net.$goal.curve
    start=$(date +%s)
    "$bin/hpvm-tune" tune -q --knobs perf_row,perf_col,samp,red_samp \
      --max-loss "$goal" --confidence "$confidence" -o "$curve" -- "$out/$net" "$data" --images 0:180 \
      > /dev/null
    took=$(( $(date +%s) - start ))
    model=$(awk '/^configuration/ { s = $2 } END { print s }' "$curve")
    "$bin/hpvm-tune" measure --repeat "$repeats" -o "$curve.cpu" "$curve" \
      -- "$out/$net" "$data" --images 0:360 2> "$curve.measure" > /dev/null
    last=$(( $(grep -c '^configuration' "$curve") - 1 ))
    cpu=$(awk -v i="$last:" '$1 == "configuration" && $2 == i { print $6 }' \
      "$curve.measure")
    loss=$( ("$bin/hpvm-tune" evaluate "$curve" -- "$out/$net" "$data" \
      --images 180:360 || true) | sed -n "s/.*loss \([^:]*\):.*/\1/p" | tail -1)
    printf '%-6s %-5s %-13.3f %-13.3f %-14s %ss\n' "${net%%_*}" "$goal" \
      "$model" "$cpu" "${loss%,}" "$took"
  done
done
