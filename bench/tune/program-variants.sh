#!/usr/bin/env bash
# program-variants.sh - code variants declared in the source (variant(...),
# tunable(...); docs/variants.md) tuned on this machine's CPU: each program
# is built once, `hpvm-tune variants` picks its configuration by running it
# under HPVM_VARIANTS (no rebuild), then the program's defaults and the
# tuned configuration are timed in ROUNDS interleaved rounds (one process
# each, BENCH_REPS=3 samples of the region), with the benchmark whose code
# the defaults are (sgemm_tiled.cpp, stencil.cpp) as a reference, so that
# the machine's load weighs on all alike; prints the min and median of each
# and the speedups.
#
#   bench/tune/program-variants.sh [ROUNDS [NAME...]]   (after scripts/build.sh;
#   NAMEs: sgemm_variants, stencil_variants; default both)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5}
shift $(( $# > 0 ? 1 : 0 ))
only=" ${*:-sgemm_variants stencil_variants} "
bin=build/bin
out=build/bench/tune && mkdir -p "$out"
regex='seconds=([0-9.e+-]+)'
export BENCH_REPS=3
samples() { # FILE: the region times a run printed
  sed -n 's/.*seconds=\([0-9.e+-]*\)$/\1/p' "$1"
}
bench() { # NAME SOURCE REFERENCE
  [[ $only == *" $1 "* ]] || return 0
  local exe=$out/$1 cfg=$out/$1.variants
  "$bin/hpvmcc" -O3 -march=native "$2" -o "$exe"
  "$bin/hpvmcc" -O3 -march=native "$3" -o "$exe.reference"
  local start; start=$(date +%s)
  "$bin/hpvm-tune" variants --repeat 3 --time-regex "$regex" -o "$cfg" \
    -- "$exe" 2> "$cfg.log" > "$cfg.out"
  local took=$(( $(date +%s) - start ))
  : > "$out/$1.default.times"; : > "$out/$1.tuned.times"
  : > "$out/$1.reference.times"
  for _ in $(seq "$rounds"); do
    "$exe.reference" > "$out/$1.run"
    samples "$out/$1.run" >> "$out/$1.reference.times"
    "$exe" > "$out/$1.run"; samples "$out/$1.run" >> "$out/$1.default.times"
    HPVM_VARIANTS=$cfg "$exe" > "$out/$1.run"
    samples "$out/$1.run" >> "$out/$1.tuned.times"
  done
  python3 - "$1" "$(head -1 "$cfg.out")" "$took" "$out/$1.default.times" \
    "$out/$1.tuned.times" "$out/$1.reference.times" "$3" <<'PY'
import statistics, sys
name, chosen, took, dfile, tfile, rfile, ref = sys.argv[1:]
d = [float(x) for x in open(dfile)]
t = [float(x) for x in open(tfile)]
r = [float(x) for x in open(rfile)]
print("%s: chosen %s; tuning %s s" % (name, chosen.split(" (")[0], took))
print("  %s: min %.4f s, median %.4f s (%d samples)" % (
    ref.split("/")[-1], min(r), statistics.median(r), len(r)))
print("  defaults: min %.4f s, median %.4f s (%d samples)" % (
    min(d), statistics.median(d), len(d)))
print("  tuned:    min %.4f s, median %.4f s (%d samples)" % (
    min(t), statistics.median(t), len(t)))
print("  speedup:  %.2fx (mins), %.2fx (medians)" % (
    min(d) / min(t), statistics.median(d) / statistics.median(t)))
PY
}
bench sgemm_variants bench/sgemm/sgemm_variants.cpp bench/sgemm/sgemm_tiled.cpp
bench stencil_variants bench/stencil/stencil_variants.cpp bench/stencil/stencil.cpp
