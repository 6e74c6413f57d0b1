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
work=$(mktemp -d "${TMPDIR:-/tmp}/hpvm-tensor-gpu.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$bundle/lib/libomp.so.5" "$work/" &&
  xz -dc "$bundle/lib/libdnnl.so.2.xz" >"$work/libdnnl.so.2" || exit 1
export LD_LIBRARY_PATH="$work${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo '* fp16' >"$work/fp16.cfg"

# A case's settings: its tensor configuration, cudnn_digits flag and program.
settings() { # PRECISION NET
  config=/dev/null flag=""
  [ "$1" = fp16 ] && config=$work/fp16.cfg flag=--fp16
  prog=$([ "$2" = lenet ] && echo lenet_digits_pragma || echo deep_digits)
}

status=0
for precision in fp32 fp16; do
  for net in lenet deep; do
    settings $precision $net
    scores=$work/$net.$precision.scores
    if ! HPVM_REQUIRE_GPU=1 HPVM_TENSOR_CONFIG=$config "$dir/$prog" \
         "$dir/data" --time "$repeats" --batch "$batch" --scores "$scores" \
         >"$work/hpvm.$net.$precision"; then
      echo "FAIL: $prog ($precision)"; status=1; continue
    fi
    if ! "$dir/cudnn_digits" $net "$dir/data" $flag --time "$repeats" \
         --batch "$batch" --compare "$scores" >"$work/cudnn.$net.$precision"; then
      echo "FAIL: cudnn_digits $net $flag"; status=1
    fi
    grep -v ' us per batch$' "$work/cudnn.$net.$precision" |
      sed "s|$work/||; s/^/$precision: /"
  done
done

echo
echo "digits inference on the GPU, median of $repeats (input copy, layers, result copy)"
echo "| case | hpvmcc | hand-written cuDNN | cuDNN / hpvmcc |"
echo "| --- | --- | --- | --- |"
for precision in fp32 fp16; do
  join -t: <(cat "$work"/hpvm.*."$precision" | grep ' us per batch$' | sort) \
    <(cat "$work"/cudnn.*."$precision" | grep ' us per batch$' | sort) |
    awk -F: -v p=$precision '{ split($2, h, " "); split($3, c, " ");
      printf "| %s %s | %.1f us | %.1f us | %.2fx |\n", $1, p, h[1], c[1], c[1] / h[1] }'
done
echo
echo "| case | hpvmcc FP32 / FP16 | cuDNN FP32 / FP16 |"
echo "| --- | --- | --- |"
for side in hpvm cudnn; do
  join -t: <(cat "$work"/$side.*.fp32 | grep ' us per batch$' | sort) \
    <(cat "$work"/$side.*.fp16 | grep ' us per batch$' | sort) |
    awk -F: '{ split($2, a, " "); split($3, b, " "); printf "%s:%.2fx\n", $1, a[1] / b[1] }' \
    >"$work/speedup.$side"
done
join -t: "$work/speedup.hpvm" "$work/speedup.cudnn" |
  awk -F: '{ printf "| %s | %s | %s |\n", $1, $2, $3 }'

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
