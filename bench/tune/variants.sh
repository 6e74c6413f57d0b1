#!/usr/bin/env bash
# variants.sh - code-variant tuning (hpvm-tune variants, docs/tuning.md) of
# the tiled sgemm's tile size (SGEMM_TILE: 4, 8, 16, 32) and of the
# stencil's instances (STENCIL_PARALLEL: 3, one per point; 2, one per k
# column) on this machine's CPU: each build is timed by the region time
# the benchmark prints (the last sample), and the best is printed with its
# time against the default build's.
#
#   bench/tune/variants.sh [REPEATS]      (after scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-3}
bin=build/bin
out=build/bench/tune && mkdir -p "$out"
regex='seconds=([0-9.e+-]+)'
tune() { # NAME DEFAULT PARAM SOURCE
  "$bin/hpvm-tune" variants --param "$3" --repeat "$repeats" \
    --time-regex "$regex" -o "$out/$1.variant" \
    --build "$bin/hpvmcc -O3 -march=native -D${3%%=*}={${3%%=*}} $4 -o {exe}" \
    -- '{exe}' 2> "$out/$1.log" > /dev/null
  local best default
  best=$(sed -n 's/^# hpvm-tune variants: measure //p' "$out/$1.variant")
  default=$(sed -n "s/^  ${3%%=*}=$2: //p" "$out/$1.log")
  printf '%-8s best %-22s %.4f s; default %s=%s %.4f s; %.2fx\n' "$1" \
    "$(grep -v '^#' "$out/$1.variant" | tr '\n' ' ')" "$best" "${3%%=*}" "$2" \
    "$default" "$(echo "$default / $best" | bc -l)"
}
tune sgemm 16 SGEMM_TILE=4,8,16,32 bench/sgemm/sgemm_tiled.cpp
tune stencil 3 STENCIL_PARALLEL=2,3 bench/stencil/stencil.cpp
