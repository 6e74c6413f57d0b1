#!/usr/bin/env bash
# run.sh - build and run the CPU benchmarks: each hpvmcc program against its
# hand-written OpenMP and sequential baselines, in one run.
#
#   bench/run.sh [--rounds N] [--reps K] [--threads "1 2"] [--quick]
#                [--only "sgemm_naive stencil ..."] [--out DIR]
#                [--wait-idle SECONDS]
#
# The programs are listed in bench/programs.txt. They are built into
# build/bench/bin (hpvmcc: $HPVMCC, default build/bin/hpvmcc; baselines:
# $CXX, default clang++-19; both -O3 -march=native). Then N rounds (default
# 7): a round runs every program once per thread count (HPVM_NUM_THREADS =
# OMP_NUM_THREADS = t; the sequential baseline once), in an order rotated
# from round to round so that no variant always runs first. Each process
# times K runs of its region (BENCH_REPS, default 3) after a warm-up, so a
# table entry has N * K samples. Every program checks its own result, and
# bench/report.sh compares each variant's checksum with the sequential one.
# The report goes to stdout and, with the raw samples, to DIR (default
# build/bench/results-<date>). --quick: small problems, to try the harness.
# On a shared machine, --wait-idle S (default 30; 0 turns it off) holds each
# process back until the CPUs have been at least 90% idle for 0.5 s, or S
# seconds have passed; the report says how many started on a busy machine.
#
# An hpvmcc program that does not compile is reported, with the compiler's
# first error, and its baselines still run.
set -uo pipefail
cd "$(dirname "$0")/.."

rounds=7
reps=3
threads="1 2"
quick=0
only=""
out=""
wait_idle=30
while [ $# -gt 0 ]; do
  case "$1" in
  --rounds) rounds=$2; shift 2 ;;
  --reps) reps=$2; shift 2 ;;
  --threads) threads=$2; shift 2 ;;
  --quick) quick=1; shift ;;
  --only) only=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --wait-idle) wait_idle=$2; shift 2 ;;
  -h | --help) sed -n '2,26p' "$0"; exit 0 ;;
  *) echo "run.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

HPVMCC=${HPVMCC:-build/bin/hpvmcc}
CXX=${CXX:-clang++-19}
FLAGS="-O3 -march=native"
bin=build/bench/bin
out=${out:-build/bench/results-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$bin" "$out"
if [ ! -x "$HPVMCC" ]; then
  echo "run.sh: no hpvmcc at $HPVMCC: run scripts/build.sh or set HPVMCC" >&2
  exit 1
fi

# Idle share of all CPUs over the next half second, in percent.
idle_percent() {
  local a b
  read -r -a a < <(grep '^cpu ' /proc/stat)
  sleep 0.5
  read -r -a b < <(grep '^cpu ' /proc/stat)
  local total=0 i
  for ((i = 1; i < ${#a[@]}; ++i)); do total=$((total + b[i] - a[i])); done
  # idle + iowait
  echo $(((100 * (b[4] - a[4] + b[5] - a[5])) / (total > 0 ? total : 1)))
}

# Waits until the machine is idle, for at most $wait_idle seconds; returns
# 1 if it never was.
wait_for_idle() {
  [ "$wait_idle" -gt 0 ] || return 0
  local end=$((SECONDS + wait_idle))
  while [ $SECONDS -lt $end ]; do
    [ "$(idle_percent)" -ge 90 ] && return 0
  done
  return 1
}

selected() { [ -z "$only" ] || [[ " $only " == *" $1 "* ]]; }

# --- build -----------------------------------------------------------------
: >"$out/build.log"
: >"$out/not-compiled.txt"
jobs=() # "variant|command" lines, run from the repository root
built_baselines=" "
while IFS='|' read -r name src base arg _; do
  [[ "$name" == "#"* ]] && continue
  [ -n "$name" ] && selected "$name" || continue
  [ -n "$base" ] || continue # for the GPU only
  echo "building $name" >&2
  if "$HPVMCC" $FLAGS "bench/$src" -o "$bin/$name.hpvm" </dev/null >>"$out/build.log" 2>&1; then
    jobs+=("$name|hpvm|$bin/$name.hpvm")
  else
    err=$("$HPVMCC" $FLAGS "bench/$src" -o /dev/null </dev/null 2>&1 | grep -m1 'error:')
    printf '%s\t%s\n' "$name" "${err:-hpvmcc failed, see build.log}" >>"$out/not-compiled.txt"
    echo "  hpvmcc could not compile bench/$src: $err" >&2
  fi
  stem=$(basename "$base" _cpu.cpp)
  if [[ "$built_baselines" != *" $stem "* ]]; then
    $CXX $FLAGS -fopenmp "bench/$base" -o "$bin/${stem}_omp" </dev/null >>"$out/build.log" 2>&1 &&
      $CXX $FLAGS -Wno-unknown-pragmas "bench/$base" -o "$bin/${stem}_seq" </dev/null >>"$out/build.log" 2>&1 ||
      { echo "run.sh: baseline bench/$base does not build, see $out/build.log" >&2; exit 1; }
    built_baselines+="$stem "
  fi
  jobs+=("$name|omp|$bin/${stem}_omp $arg" "$name|seq|$bin/${stem}_seq $arg")
done <bench/programs.txt

# --- run -------------------------------------------------------------------
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/run.sh --rounds $rounds --reps $reps --threads \"$threads\" --wait-idle $wait_idle$([ $quick = 1 ] && echo ' --quick')${only:+ --only \"$only\"}"
  echo "cpu: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) online CPUs"
  echo "hpvmcc: $HPVMCC, $("$HPVMCC" --version 2>/dev/null | head -1), modified $(date -u -r "$HPVMCC" '+%Y-%m-%d %H:%M UTC')"
  echo "source tree at run time: $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet HEAD 2>/dev/null || echo ' + uncommitted changes')"
  echo "baseline compiler: $($CXX --version | head -1), flags $FLAGS [-fopenmp]"
} >"$out/machine.txt"

: >"$out/samples.tsv"
: >"$out/checks.tsv"
: >"$out/failures.txt"
n=${#jobs[@]}
loads=""
busy=0
started=0
for ((round = 0; round < rounds; ++round)); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  loads+=" $load"
  echo "round $((round + 1))/$rounds (load $load)" >&2
  for t in $threads; do
    for ((k = 0; k < n; ++k)); do
      IFS='|' read -r name variant cmd <<<"${jobs[$(((k + round) % n))]}"
      # The sequential baseline does not depend on the thread count.
      if [ "$variant" = seq ] && [ "$t" != "${threads%% *}" ]; then continue; fi
      [ "$variant" = seq ] && tt=1 || tt=$t
      wait_for_idle || busy=$((busy + 1))
      started=$((started + 1))
      log=$(BENCH_REPS=$reps BENCH_QUICK=$quick HPVM_NUM_THREADS=$t \
        OMP_NUM_THREADS=$t $cmd 2>"$out/stderr.tmp")
      rc=$?
      if [ $rc != 0 ]; then
        printf '%s %s threads=%s round=%s: exit %s: %s\n' "$name" "$variant" "$t" \
          "$round" "$rc" "$(head -c 300 "$out/stderr.tmp")" >>"$out/failures.txt"
      fi
      # hpvmbench bench=B variant=V sample=K seconds=S
      # hpvmbench bench=B variant=V checksum=C verified=ok size=Z
      awk -v t="$tt" -v r="$round" -v samples="$out/samples.tsv" \
        -v checks="$out/checks.tsv" '
        $1 == "hpvmbench" {
          delete f
          for (i = 2; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
          if ("seconds" in f)
            printf "%s\t%s\t%s\t%s\t%s\n", f["bench"], f["variant"], t, r,
              f["seconds"] >> samples
          else
            printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", f["bench"], f["variant"], t,
              r, f["checksum"], f["verified"], f["size"] >> checks
        }' <<<"$log"
    done
  done
done
rm -f "$out/stderr.tmp"
{
  echo "1-minute load average at the start of each round:$loads"
  if [ "$wait_idle" -gt 0 ]; then
    echo "processes started on a busy machine (< 90% idle after waiting ${wait_idle} s): $busy of $started"
  fi
} >>"$out/machine.txt"

bench/report.sh --cpu "$out" | tee "$out/report.md"
