#!/usr/bin/env bash
# run-gpu.sh - on the GPU machine: inference time of the digits networks
# (examples/digits/) on hpvmcc's tensor runtime (cuDNN, cuBLAS) against the
# same networks written directly against cuDNN and cuBLAS
# (bench/tensor/cudnn_digits.cpp), in FP32 and with every operation in
# half precision (HPVM_TENSOR_CONFIG with '* fp16'; cudnn_digits --fp16),
# batch 1, 360 (the test set) and BATCH (the test set repeated; default
# 4096, where the GPU's work outweighs the calls' overhead). Checks that each pair's scores agree (and agree
# with PyTorch's predictions), then prints both times and cuDNN's time /
# hpvmcc's (>= 1: hpvmcc is at least as fast), and FP32's time / FP16's.
#
#   bench/tensor/run-gpu.sh [BUNDLE] [REPEATS] [BATCH] [profile]
#                           (default build/bench-bundle, 20, 4096)
#
# Each pair runs TENSOR_ROUNDS times (default 3), the two programs in turn,
# the one that starts a round changing from round to round: a GPU's clocks
# and caches after an idle spell favour neither. A time is the median over
# the rounds of each process's median of REPEATS; the ratio column also
# gives the lowest and highest ratio of one round.
# With "profile", then runs each pair again at BATCH with their profiles
# (HPVM_PROFILE=1; cudnn_digits --profile) and prints, for each network and
# precision, each library call's GPU time on both sides (hpvmcc's host time
# too) and hpvmcc's copies and conversion kernels: the same calls should
# take the same time.
#
# BUNDLE is bench/prepare-gpu.sh's (its tensor/ and lib/); hpvmcc's programs
# run with HPVM_REQUIRE_GPU=1. bench/run-gpu.sh runs this at its end. Exit
# status 1 when a pair disagrees or a program fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
bundle=${1:-build/bench-bundle}
repeats=${2:-20}
batch=${3:-4096}
profile=${4:-}
dir=$bundle/tensor
[ -x "$dir/cudnn_digits" ] || {
  echo "run-gpu.sh: $dir has no cudnn_digits: run bench/prepare-gpu.sh" >&2
  exit 1
}
. bench/tensor/gpu-env.sh "$bundle"

# A case's settings: its tensor configuration, cudnn_digits flag and program.
settings() { # PRECISION NET
  config=/dev/null flag=""
  [ "$1" = fp16 ] && config=$work/fp16.cfg flag=--fp16
  prog=$([ "$2" = lenet ] && echo lenet_digits_pragma || echo deep_digits)
}

rounds=${TENSOR_ROUNDS:-3}
status=0
# One timed run of a side of a pair: its "NET batch B: T us per batch" lines
# go to $work/SIDE.NET.PRECISION.ROUND. hpvmcc's first run writes the scores
# that cuDNN's first run compares with (and PyTorch's predictions).
run_side() { # SIDE PRECISION NET ROUND
  local out=$work/$1.$3.$2.$4 scores=$work/$3.$2.scores
  settings "$2" "$3"
  if [ "$1" = hpvm ]; then
    HPVM_REQUIRE_GPU=1 HPVM_TENSOR_CONFIG=$config "$dir/$prog" "$dir/data" \
      --time "$repeats" --batch "$batch" --scores "$scores" >"$out" ||
      { echo "FAIL: $prog ($2)"; status=1; }
  else
    "$dir/cudnn_digits" "$3" "$dir/data" $flag --time "$repeats" \
      --batch "$batch" --compare "$scores" >"$out" ||
      { echo "FAIL: cudnn_digits $3 $flag"; status=1; }
    [ "$4" = 0 ] && grep -v ' us per batch$' "$out" |
      sed "s|$work/||; s/^/$2: /"
  fi
}
for ((round = 0; round < rounds; round++)); do
  for precision in fp32 fp16; do
    for net in lenet deep; do
      if ((round % 2 == 0)); then order="hpvm cudnn"; else order="cudnn hpvm"; fi
      # cuDNN's first run compares with hpvmcc's scores: hpvmcc goes first.
      ((round == 0)) && order="hpvm cudnn"
      for side in $order; do run_side $side $precision $net $round; done
    done
  done
done

# Per case: "CASE:HPVM_US:CUDNN_US:RATIO_MIN:RATIO_MAX", times the medians
# over the rounds.
for precision in fp32 fp16; do
  awk -v rounds=$rounds '
    function median(list, n,   a, i, j, t) {
      n = split(list, a, " ")
      for (i = 2; i <= n; i++)
        for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    # SIDE.NET.PRECISION.ROUND
    FNR == 1 { name = FILENAME; sub(/.*\//, "", name); split(name, f, "."); side = f[1]; round = f[4] }
    / us per batch$/ {
      split($0, c, ": "); key = c[1]; split(c[2], t, " ")
      times[side, key] = times[side, key] " " t[1]
      per[side, key, round] = t[1]; keys[key] = 1
    }
    END {
      for (key in keys) {
        lo = 1e30; hi = 0
        for (r = 0; r < rounds; r++)
          if ((("hpvm", key, r) in per) && (("cudnn", key, r) in per)) {
            q = per["cudnn", key, r] / per["hpvm", key, r]
            if (q < lo) lo = q
            if (q > hi) hi = q
          }
        printf "%s:%s:%s:%.2f:%.2f\n", key, median(times["hpvm", key]),
          median(times["cudnn", key]), lo, hi
      }
    }' "$work"/hpvm.*.$precision.* "$work"/cudnn.*.$precision.* |
    LC_ALL=C sort >"$work/summary.$precision"
done

echo
echo "digits inference on the GPU, median over $rounds rounds of each process's median of $repeats (input copy, layers, result copy)"
echo "| case | hpvmcc | hand-written cuDNN | cuDNN / hpvmcc (rounds: lowest-highest) |"
echo "| --- | --- | --- | --- |"
for precision in fp32 fp16; do
  awk -F: -v p=$precision '{ printf "| %s %s | %.1f us | %.1f us | %.2fx (%.2f-%.2f) |\n",
    $1, p, $2, $3, $3 / $2, $4, $5 }' "$work/summary.$precision"
done
echo
echo "| case | hpvmcc FP32 / FP16 | cuDNN FP32 / FP16 |"
echo "| --- | --- | --- |"
LC_ALL=C join -t: "$work/summary.fp32" "$work/summary.fp16" |
  awk -F: '{ printf "| %s | %.2fx | %.2fx |\n", $1, $2 / $6, $3 / $7 }'

if [ "$profile" = profile ]; then
  for precision in fp32 fp16; do
    for net in lenet deep; do
      settings $precision $net
      echo
      echo "== $net $precision, batch $batch: hpvmcc (HPVM_PROFILE=1), then cuDNN (--profile)"
      HPVM_PROFILE=1 HPVM_REQUIRE_GPU=1 HPVM_TENSOR_CONFIG=$config \
        "$dir/$prog" "$dir/data" --time "$repeats" --batch "$batch" 2>&1 |
        grep -E " $batch(x[0-9]+)+: | batch $batch: |^hpvm-rt: profile: (node|transfers)"
      "$dir/cudnn_digits" $net "$dir/data" $flag --time "$repeats" \
        --batch "$batch" --profile | grep -E " batch $batch: "
    done
  done
fi
exit $status
