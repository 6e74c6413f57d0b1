#!/usr/bin/env bash
# run.sh - compile times of hpvmcc against clang++-19 on the same files.
#
#   bench/compile/run.sh [--rounds N] [--flags "-O2"] [--hpvmcc PATH]
#
# Each round compiles every file once with hpvmcc and once with clang++-19
# (-Wno-unknown-pragmas: the file's sequential meaning), in alternating order,
# with `-c -o /dev/null` and the flags given (default -O2). The files: the
# benchmark programs with pragmas (laplacian: 5 nodes and data regions,
# sgemm_tiled: a tiled 3-level graph, stencil, vector_add: 1 node), one
# HPVM-C program, and sources without HPVM (their CPU baselines), which must
# cost what clang++ costs. Prints per file the median and minimum of each
# compiler's wall time over the rounds and the ratio of the medians.
set -euo pipefail
cd "$(dirname "$0")/../.."

rounds=7
flags="-O2"
hpvmcc=build/bin/hpvmcc
clangxx=clang++-19
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --flags) flags=$2; shift 2 ;;
    --hpvmcc) hpvmcc=$2; shift 2 ;;
    *) echo "run.sh: unknown option '$1'" >&2; exit 1 ;;
  esac
done

files=(
  examples/vector_add.cpp
  bench/stencil/stencil.cpp
  bench/sgemm/sgemm_tiled.cpp
  bench/laplacian/laplacian.cpp
  test/lit/e2e-hpvmc/one-to-one-int-counts.cpp
  bench/stencil/stencil_cpu.cpp
  bench/laplacian/laplacian_cpu.cpp
)

# Wall time of one compile in milliseconds.
time_ms() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || { echo "run.sh: failed: $*" >&2; exit 1; }
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

stats() { # median and minimum of the arguments
  printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)], a[1]}'
}

echo "compile times, $rounds rounds, flags: $flags -c ($(date -u +%F), $(nproc) cores)"
printf '%-46s %18s %18s %7s\n' file "hpvmcc med/min ms" "clang++ med/min ms" ratio
for f in "${files[@]}"; do
  h=() c=()
  for ((r = 0; r < rounds; ++r)); do
    # shellcheck disable=SC2086
    if ((r % 2)); then
      c+=("$(time_ms "$clangxx" $flags -Wno-unknown-pragmas -Iinclude -Iinclude/hpvm -c "$f" -o /dev/null)")
      h+=("$(time_ms "$hpvmcc" $flags -c "$f" -o /dev/null)")
    else
      h+=("$(time_ms "$hpvmcc" $flags -c "$f" -o /dev/null)")
      c+=("$(time_ms "$clangxx" $flags -Wno-unknown-pragmas -Iinclude -Iinclude/hpvm -c "$f" -o /dev/null)")
    fi
  done
  read -r hm hmin <<<"$(stats "${h[@]}")"
  read -r cm cmin <<<"$(stats "${c[@]}")"
  printf '%-46s %10s/%-7s %10s/%-7s %6.2fx\n' "$f" "$hm" "$hmin" "$cm" "$cmin" \
    "$(echo "$hm / $cm" | bc -l)"
done
