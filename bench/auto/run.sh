#!/usr/bin/env bash
# run.sh - --hpvm-auto against clang++-19 -O3 on the PolyBench-style kernels
# of test/lit/e2e-auto/polybench.cpp (docs/auto-offload.md).
#
#   bench/auto/run.sh [SCALE [ROUNDS]]     (default: scale 8, 5 rounds)
#
# Builds the unannotated program twice, with `hpvmcc -O3 --hpvm-auto` ($HPVMCC,
# default build/bin/hpvmcc; $HPVM_AUTO_FLAGS adds options, e.g.
# --hpvm-targets=gpu) and with `clang++-19 -O3`, both -march=native; checks
# that both print the same checksums; runs them alternately ROUNDS times and
# prints each kernel's median time and the ratio seq / auto.
set -euo pipefail
cd "$(dirname "$0")/../.."

scale=${1:-8}
rounds=${2:-5}
src=test/lit/e2e-auto/polybench.cpp
out=build/bench/auto
mkdir -p "$out"
read -r -a flags <<<"${HPVM_AUTO_FLAGS:-}"
"${HPVMCC:-build/bin/hpvmcc}" -O3 -march=native --hpvm-auto "${flags[@]}" \
  "$src" -o "$out/auto"
clang++-19 -O3 -march=native "$src" -o "$out/seq"

for variant in auto seq; do
  : > "$out/$variant.times"
done
for ((r = 0; r < rounds; r++)); do
  for variant in auto seq; do
    "$out/$variant" "$scale" > "$out/$variant.out" 2>> "$out/$variant.times"
  done
  if ! diff -q "$out/auto.out" "$out/seq.out" > /dev/null; then
    echo "run.sh: the --hpvm-auto build's checksums differ from clang++'s" >&2
    diff "$out/auto.out" "$out/seq.out" >&2
    exit 1
  fi
done

python3 - "$out/auto.times" "$out/seq.times" <<'PY'
import statistics, sys
def medians(path):
    times = {}
    for line in open(path):
        word, kernel, ms, _ = line.split()
        if word == "time":
            times.setdefault(kernel, []).append(float(ms))
    return {k: statistics.median(v) for k, v in times.items()}
auto, seq = medians(sys.argv[1]), medians(sys.argv[2])
print(f"{'kernel':10} {'auto ms':>10} {'-O3 ms':>10} {'-O3/auto':>9}")
ratios = []
for k in auto:
    ratios.append(seq[k] / auto[k])
    print(f"{k:10} {auto[k]:10.2f} {seq[k]:10.2f} {ratios[-1]:9.2f}")
print(f"geometric mean of -O3/auto: {statistics.geometric_mean(ratios):.2f}")
PY
