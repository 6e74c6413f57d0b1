#!/usr/bin/env bash
# run.sh - the innerloop benchmark of the vector target, in one run:
#
#   bench/vector/run.sh [--rows N] [--maxlen L] [--rounds R] [--reps K]
#                       [--threads T] [--out DIR] [--wait-idle S]
#
# N rows (default 2000000) with inner loops of 0 to L - 1 iterations (default
# 32), see innerloop.h. Builds innerloop.cpp with hpvmcc for the vector target and for the cpu
# target, and with clang++-19 as the sequential program (pragmas ignored),
# and innerloop_avx512.cpp (hand-written AVX-512 intrinsics); all with -O3
# -march=native. Then R rounds (default 7), each running every variant once
# (K timed runs each, BENCH_REPS, default 5), in an order rotated from round
# to round; the hpvmcc builds with HPVM_NUM_THREADS=T (default 1, the
# baselines being single-threaded). Checks that every variant's checksum is
# the sequential one's and prints min and median seconds per variant and
# the vector variant's ratios to the others (>1: the vector build is faster).
#
# hpvmcc is $HPVMCC (default build/bin/hpvmcc), clang++ is $CXX (default
# clang++-19). The variants and raw samples go to DIR (default
# build/bench-vector). On a shared machine each process waits until the CPUs
# have been at least 90% idle for half a second, or S seconds (--wait-idle,
# default 30; 0: never) have passed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
hpvmcc=${HPVMCC:-$root/build/bin/hpvmcc}
cxx=${CXX:-clang++-19}
rows=2000000 maxlen=32 rounds=7 reps=5 threads=1 out=$root/build/bench-vector
wait_idle=30
while [ $# -gt 0 ]; do
  case "$1" in
  --rows) rows=$2; shift 2 ;;
  --maxlen) maxlen=$2; shift 2 ;;
  --rounds) rounds=$2; shift 2 ;;
  --reps) reps=$2; shift 2 ;;
  --threads) threads=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --wait-idle) wait_idle=$2; shift 2 ;;
  *) echo "run.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"

if ! grep -qw avx512f /proc/cpuinfo; then
  echo "run.sh: this CPU has no AVX-512; the intrinsics variant cannot run" >&2
  exit 1
fi
flags=(-O3 -march=native)
"$hpvmcc" "${flags[@]}" --hpvm-targets=vector --hpvm-report \
  -DINNERLOOP_VARIANT='"hpvmcc-vector"' "$here/innerloop.cpp" -o "$out/vector" \
  2> "$out/vector.report"
"$hpvmcc" "${flags[@]}" --hpvm-targets=cpu \
  -DINNERLOOP_VARIANT='"hpvmcc-cpu"' "$here/innerloop.cpp" -o "$out/cpu"
"$cxx" "${flags[@]}" -Wno-unknown-pragmas "$here/innerloop.cpp" -o "$out/sequential"
"$cxx" "${flags[@]}" "$here/innerloop_avx512.cpp" -o "$out/avx512-intrinsics"
sed 's/^/# /' "$out/vector.report"

# Waits (at most $wait_idle s) for half a second in which the CPUs are 90%
# idle; prints 1 when it gave up.
wait_for_idle() {
  local deadline=$((SECONDS + wait_idle)) a b
  while ((SECONDS < deadline)); do
    a=($(head -1 /proc/stat)); sleep 0.5; b=($(head -1 /proc/stat))
    local busy=0 idle=0 i
    for i in 1 2 3 6 7 8; do busy=$((busy + b[i] - a[i])); done
    for i in 4 5; do idle=$((idle + b[i] - a[i])); done
    if ((idle * 10 >= (busy + idle) * 9)); then echo 0; return; fi
  done
  echo 1
}

variants=(vector cpu sequential avx512-intrinsics)
busy_starts=0
: > "$out/samples.txt"
for ((r = 0; r < rounds; ++r)); do
  for ((v = 0; v < ${#variants[@]}; ++v)); do
    name=${variants[$(((v + r) % ${#variants[@]}))]}
    ((wait_idle > 0)) && busy_starts=$((busy_starts + $(wait_for_idle)))
    BENCH_REPS=$reps HPVM_NUM_THREADS=$threads "$out/$name" "$rows" "$maxlen" \
      >> "$out/samples.txt"
  done
done

echo "# innerloop: $rows rows, inner loops of 0..$((maxlen - 1)), $rounds rounds x $reps runs, hpvmcc threads: $threads"
echo "# processes started on a busy machine: $busy_starts of $((rounds * ${#variants[@]}))"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(date -u +%Y-%m-%d)"
python3 - "$out/samples.txt" <<'PY'
import re, statistics, sys
times, sums = {}, {}
for line in open(sys.argv[1]):
    m = re.match(r"innerloop variant=(\S+) seconds=(\S+)", line)
    if m:
        times.setdefault(m[1], []).append(float(m[2]))
    m = re.match(r"innerloop variant=(\S+) checksum=(\S+)", line)
    if m:
        sums.setdefault(m[1], set()).add(m[2])
ref = sums["sequential"]
order = ["hpvmcc-vector", "hpvmcc-cpu", "sequential", "avx512-intrinsics"]
print(f"{'variant':<20}{'min (ms)':>10}{'median (ms)':>13}{'vector is x faster':>20}  checksum")
vec = statistics.median(times["hpvmcc-vector"])
bad = 0
for v in order:
    t = times[v]
    ok = sums[v] == ref
    bad += not ok
    print(f"{v:<20}{min(t)*1e3:>10.2f}{statistics.median(t)*1e3:>13.2f}"
          f"{statistics.median(t)/vec:>20.2f}  {'same' if ok else 'DIFFERS'}")
sys.exit(1 if bad else 0)
PY
